package extract

// Triggers: where a candidate starts. The ':' of a scheme (colon), and
// with the options a '<' or '(' that opens a relative reference and the
// '.' of an abbreviated one; the fallback from <...> to a bare URL
// (runWithFallback).

import (
	"bytes"
)

// candidate examines the trigger byte at buffer index i. It returns the
// buffer index where the search goes on and whether a URL was stored in s.u.
func (s *Scanner) candidate(i int) (next int, ok bool) {
	m := &s.m
	m.view = view{b: s.buf[:s.end], off: s.bufOff, floor: s.floor, eof: s.eof, max: s.max, relative: s.opts.Relative, ungated: s.ungated}
	m.tooLong, m.emphOpen = false, false
	switch m.b[i] {
	case ':':
		next, ok = m.colon(i)
	case '<':
		next, ok = m.relAngle(i)
	case '(':
		next, ok = m.relMarkdown(i)
	case '.':
		next, ok = m.abbrev(i)
	default:
		return i + 1, false
	}
	if ok {
		s.emit(m)
	}
	if m.tooLong && !ok {
		s.skip = true
		if s.opts.TooLong != nil {
			s.opts.TooLong(s.posAt(max(m.longStart, s.floor-s.bufOff)))
		}
	}
	return next, ok
}

// floorIndex is the buffer index before which nothing belongs to a new URL.
func (m *machine) floorIndex() int {
	f := m.floor - m.off
	if f < 0 {
		return 0
	}
	return f
}

// colon handles a ':' at buffer index i: the end of a scheme, perhaps.
func (m *machine) colon(i int) (int, bool) {
	b := m.b
	// Prose: "Note: ", "e.g.:\n". No URL has a space right after its
	// scheme, except in <...> ("<URL: ...", "<http:\n //host/>").
	if i+1 >= len(b) || class[b[i+1]]&cStop != 0 && !m.angleBefore(i) && !schemeCut(b, i) {
		return i + 1, false
	}
	lo := m.floorIndex()
	if i-maxScheme > lo {
		lo = i - maxScheme
	}
	j := i
	for j > lo && class[b[j-1]]&cScheme != 0 {
		j--
	}
	// A scheme holds no two punctuation marks in a row: "wait...https://x"
	// is "https://x".
	for p := i - 1; p > j; p-- {
		if class[b[p]]&cWord == 0 && class[b[p-1]]&cWord == 0 { // "+", "-", "." twice
			j = p + 1
			break
		}
	}
	// A scheme starts with a letter, after a byte that is not part of a word.
	k := j
	for k < i && (class[b[k]]&cAlpha == 0 || (k > j && class[b[k-1]]&cWord != 0)) {
		k++
	}
	// A string escape of source code glued before the scheme ("\thttps://")
	// is not part of it.
	codeEsc := k > 0 && b[k-1] == '\\' && (b[k] == 'n' || b[k] == 'r' || b[k] == 't') && i-k > 2 && validScheme(b[k+1:i])
	if codeEsc {
		k++
	}
	if i-k < 2 || (k > 0 && class[b[k-1]]&cWord != 0 && !codeEsc && emphasisBefore(b, k, m.floorIndex()) == 0 && !fillSpaceBefore(b, k, m.floorIndex())) {
		return i + 1, false
	}
	if defanged(b[k:i]) || k > 1 && b[k-1] == '^' && class[b[k-2]]&cWord != 0 {
		// "hxxp://evil[.]example", "h^ttp://x": written so as not to be a
		// URL, or a word with a caret in it.
		return i + 1, false
	}
	if k2 := gluedKnownScheme(b, k, i); k2 > k && i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/' {
		// "seehttp://x": a word glued to a well-known scheme, a missing
		// space; the URL starts at the scheme.
		k = k2
	}
	if k == 0 && m.off != 0 {
		return i + 1, false // cannot see what stood before
	}
	if next, ok := m.schemeBrokenInAngle(k, i); ok {
		return next, true
	}
	scheme := b[k:i]
	if len(scheme) == 3 && k > 0 && b[k-1] == '<' && (scheme[0]|0x20) == 'u' && (scheme[1]|0x20) == 'r' && (scheme[2]|0x20) == 'l' {
		// <URL:...> and <URL: ...>: whatever stands inside is the URL.
		c := i + 1
		for c < len(b) && class[b[c]]&cSpace != 0 {
			c++
		}
		m.w = wrap(URLPrefix, k-1, '>')
		if next, ok := m.run(c); ok && m.finish(kindAbsolute, "") {
			return next, true
		}
		if m.tooLong {
			// Longer than MaxURL: reported as such (candidate), not read
			// again as the bare URL of its first line.
			return c, false
		}
		// Not a URL after the prefix: perhaps "URL" is the scheme ("<URL://x>").
	}
	slashes := i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/'
	// In <...> a line break may follow the scheme ("<http:\n //host/>").
	broken := k > 0 && b[k-1] == '<' && (m.isEOL(i+1) || b[i+1] == ' ' && (m.isEOL(i+2) || i+2 < len(b) && b[i+2] == ' '))
	if !slashes && !broken && !schemeCut(b, i) && !isNoSlashScheme(scheme) {
		return i + 1, false
	}
	if codeEsc {
		m.w = bare(k)
	} else {
		m.w = detectWrapper(b, k, m.floorIndex())
	}
	return m.runWithFallback(k, i)
}

// schemeBrokenInAngle reads the URL whose scheme a line break cut right
// after a "<" ("<ht" and "tps://host/>" on the next line), the scheme
// b[k:i] starting a line: inside <...> line breaks are ignored wherever
// they fall (Appendix E), so the letters after the "<" and the scheme make
// one well-known scheme. It returns false, having read nothing, otherwise.
func (m *machine) schemeBrokenInAngle(k, i int) (int, bool) {
	b := m.b
	if k == 0 || b[k-1] != '\n' {
		return 0, false
	}
	e := k - 1
	if e > 0 && b[e-1] == '\r' {
		e--
	}
	a := e
	for a > 0 && e-a < maxScheme && class[b[a-1]]&cAlpha != 0 {
		a--
	}
	if i+3 > len(b) || a == e || a == 0 || b[a-1] != '<' || a-1 < m.floorIndex() || !schemeAcross(b[a:e], b[k:i+3]) {
		return 0, false
	}
	m.w = wrap(Angle, a-1, '>')
	if next, ok := m.run(a); ok && m.finish(kindAbsolute, "") {
		return next, true
	}
	m.tooLong = false
	return 0, false
}

// schemeCut reports whether the ':' at b[i] ends a well-known scheme
// (knownSlashSchemes) that a line break cuts from its "//": "https:" or
// "https:/" at the end of a line, as renderers break a long URL
// ("https:" and "//wiki.debian.org/…"). Whether the next line goes on
// with the rest is for the rules of continues (scheme-only).
func schemeCut(b []byte, i int) bool {
	j := i + 1
	if j < len(b) && b[j] == '/' {
		j++
	}
	if j >= len(b) || b[j] != '\n' && !(b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n') {
		return false
	}
	if i < 1 || !cutEnd(b[i-1]) {
		// Not the last letter of any known scheme (a word EqualFold
		// matches with one is ASCII; TestSchemeCutLastLetter): most
		// "word:" at a line's end in code and prose ("default:",
		// "Note:") stop here.
		return false
	}
	for _, known := range knownSlashSchemes {
		k := i - len(known)
		if k >= 0 && (k == 0 || class[b[k-1]]&cWord == 0) && bytes.EqualFold(b[k:i], []byte(known)) {
			return true
		}
	}
	return false
}

// angleBefore reports whether a "<" opens the word that ends at the ':' at b[i].
func (m *machine) angleBefore(i int) bool {
	for j := i - 1; j >= 0 && i-j <= maxScheme; j-- {
		if class[m.b[j]]&cScheme == 0 {
			return m.b[j] == '<'
		}
	}
	return false
}

// runWithFallback reads the candidate starting at k in wrapper m.w; when
// <...> does not hold a URL it reads it again as a bare URL.
func (m *machine) runWithFallback(k, i int) (int, bool) {
	next, ok := m.run(k)
	if !ok && m.w.strong && !m.tooLong {
		m.w = bare(k)
		next, ok = m.run(k)
	}
	if ok && m.finish(kindAbsolute, "") {
		return next, true
	}
	if next <= i {
		next = i + 1
	}
	return next, false
}

// emphasisBefore returns the length of an emphasis marker of Markdown and
// other light markup ("_", "__", "~", "~~", "*", "**") glued before buffer
// index k, where a bare URL starts, when it opens the emphasis: it follows
// the start of the text or a byte that is no part of a word. It returns 0
// otherwise ("snake_http://x" is a word).
func emphasisBefore(b []byte, k, lo int) int {
	if k-1 < lo {
		return 0
	}
	c := b[k-1]
	if c != '_' && c != '~' && c != '*' || c == '_' && fillSpaceBefore(b, k, lo) {
		return 0 // html2text's "_" for a space on a filled row is none
	}
	n := 1
	if k-2 >= lo && b[k-2] == c {
		n = 2
	}
	if k-n-1 >= lo && (class[b[k-n-1]]&cWord != 0 || b[k-n-1] == c) {
		return 0
	}
	return n
}

// defanged reports whether scheme is one that threat reports write to keep
// a URL from being one ("hxxp", "hxxps", "fxp"): the text is no URL.
func defanged(scheme []byte) bool {
	switch len(scheme) {
	case 3, 4, 5:
	default:
		return false
	}
	var low [5]byte
	for i, c := range scheme {
		low[i] = c | 0x20
	}
	switch string(low[:len(scheme)]) {
	case "hxxp", "hxxps", "fxp", "hxxxp":
		return true
	}
	return false
}

// knownSlashSchemes are the schemes a word may be glued to by a missing
// space ("seehttp://x"), longest first.
var knownSlashSchemes = [...]string{"https", "http", "ftp"}

// gluedKnownScheme returns the index in b where a well-known scheme starts
// inside the scheme b[k:i] when letters are glued before it ("seehttp"),
// or k. The letters must be at least two, and the whole no scheme of its
// own: "shttp" (S-HTTP, RFC 2660) and "git+https" stay as they are.
func gluedKnownScheme(b []byte, k, i int) int {
	for _, known := range knownSlashSchemes {
		p := i - len(known)
		if p-k < 2 {
			continue
		}
		match := true
		for j := 0; j < len(known); j++ {
			if b[p+j]|0x20 != known[j] {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		for j := k; j < p; j++ {
			if class[b[j]]&cAlpha == 0 {
				return k
			}
		}
		return p
	}
	return k
}

// relAngle handles a '<' (Options.Relative): a relative reference in angle brackets.
func (m *machine) relAngle(i int) (int, bool) {
	b := m.b
	k := i + 1
	if k >= len(b) {
		return i + 1, false
	}
	if hasScheme(b[k:]) {
		return i + 1, false // the ':' will be found
	}
	switch c := b[k]; {
	case c == '?' && queryRef(b[k:]):
		// <?q>: a query reference, not a processing instruction
		// (<?xml version="1.0"?>, <?php ... ?>).
	case c == '!' || c == '?' || c == '<' || c == '>' || c == '=' || class[c]&cURL == 0 && c < 0x80:
		return i + 1, false
	}
	m.w = wrap(Angle, i, '>')
	next, ok := m.run(k)
	if !ok || isTagLike(m.text) {
		return i + 1, false
	}
	if !m.finish(kindRelative, "") {
		return i + 1, false
	}
	return next, true
}

// queryRef reports whether b, which starts with "?", is a query reference
// closed by ">" on its line with nothing that makes it a processing
// instruction: no blank before the ">" and no "?" right before it.
func queryRef(b []byte) bool {
	for j := 1; j < len(b) && j < maxPrefix; j++ {
		switch b[j] {
		case '>':
			return j > 1 && b[j-1] != '?'
		case ' ', '\t', '\r', '\n':
			return false
		}
	}
	return false
}

// hasScheme reports whether b starts with a scheme and a colon.
func hasScheme(b []byte) bool {
	for j := 0; j < len(b) && j <= maxScheme; j++ {
		c := b[j]
		if c == ':' {
			return j > 0
		}
		if class[c]&cScheme == 0 || (j == 0 && class[c]&cAlpha == 0) {
			return false
		}
	}
	return false
}

// isTagLike reports whether the text of <...> is rather an HTML or XML tag
// (<b>, </p>, <br/>), a C header (<stdio.h>) or a word than a relative
// reference: a relative reference holds a "/", "." , "?" or "#".
func isTagLike(t []byte) bool {
	core := bytes.Trim(t, "/")
	if len(core) == 0 {
		return len(t) != 1 // "<//>"; "</>" is the root
	}
	word := true
	for _, c := range core {
		if class[c]&cWord == 0 && c != '-' && c != ':' {
			word = false
			break
		}
	}
	if word {
		return true
	}
	for _, suf := range []string{".h", ".hh", ".hpp", ".hxx"} {
		if bytes.HasSuffix(t, []byte(suf)) {
			return true
		}
	}
	return false
}

// relMarkdown handles a '(' (Options.Relative): [text](relative).
//
// The link text must open after a space, a line start or one of "!(*_>"
// (fns[i](x) in code is an index and a call), and the link must close.
func (m *machine) relMarkdown(i int) (int, bool) {
	b := m.b
	if i == 0 || i-1 < m.floorIndex() || b[i-1] != ']' || i+1 >= len(b) || hasScheme(b[i+1:]) || !linkText(b, i-1) {
		return i + 1, false
	}
	m.w = wrap(Markdown, i, ')')
	next, ok := m.run(i + 1)
	if !ok || !m.closed || !m.finish(kindRelative, "") {
		return i + 1, false
	}
	return next, true
}

// linkText reports whether the "]" at b[j] closes a Markdown link text
// that opens on the same line after a space, a line start or one of "!(*_>".
func linkText(b []byte, j int) bool {
	depth := 0
	for k := j - 1; k >= 0 && j-k < maxPrefix; k-- {
		switch b[k] {
		case '\n':
			return false
		case ']':
			depth++
		case '[':
			if depth > 0 {
				depth--
				continue
			}
			if k == j-1 {
				return false // empty text: "a[](x)"
			}
			if k == 0 {
				return true
			}
			p := b[k-1]
			return p == ' ' || p == '\t' || p == '\n' || p == '!' || p == '(' || p == '*' || p == '_' || p == '>'
		}
	}
	return false
}

// abbrev handles a '.' (Options.Abbreviated): "www." or "ftp." starting a word.
func (m *machine) abbrev(i int) (int, bool) {
	b := m.b
	k := i - 3
	if k < m.floorIndex() || k < 0 {
		return i + 1, false
	}
	w3 := (b[k]|0x20) == 'w' && (b[k+1]|0x20) == 'w' && (b[k+2]|0x20) == 'w'
	ftp := (b[k]|0x20) == 'f' && (b[k+1]|0x20) == 't' && (b[k+2]|0x20) == 'p'
	if !w3 && !ftp {
		return i + 1, false
	}
	if k > 0 {
		p := b[k-1]
		if class[p]&cWord != 0 || p == '.' || p == '-' || p == '/' || p == '@' || p == ':' || p == '%' {
			return i + 1, false
		}
	} else if m.off != 0 {
		return i + 1, false
	}
	m.w = detectWrapper(b, k, m.floorIndex())
	next, ok := m.run(k)
	if !ok && m.w.strong && !m.tooLong {
		m.w = bare(k)
		next, ok = m.run(k)
	}
	prefix := "http://"
	if ftp {
		prefix = "ftp://"
	}
	if !ok || !m.finish(kindAbbrev, prefix) {
		if next <= i {
			next = i + 1
		}
		return next, false
	}
	return next, true
}
