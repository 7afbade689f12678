package extract

import (
	"bytes"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// What finish requires of a candidate's text.
const (
	kindAbsolute = iota // a scheme, then "//" and a site or a path, or a scheme that needs no slashes
	kindRelative        // a relative reference (Options.Relative)
	kindAbbrev          // an Appendix F abbreviated reference
)

// finish checks the text of a candidate and, when it is a URL of the kind
// required, stores it in the scanner's URL. prefix is the scheme an
// abbreviated reference gets.
func (m *machine) finish(kind int, prefix string) bool {
	t := m.text
	rel := false
	if m.emphOpen {
		return false
	}
	switch kind {
	case kindAbsolute:
		if !absoluteOK(t, m.w.d == URLPrefix) {
			if m.w.d != URLPrefix || !m.s.opts.Relative || !relativeOK(t) {
				return false
			}
			rel = true
		}
	case kindRelative:
		if !relativeOK(t) {
			return false
		}
		rel = true
	case kindAbbrev:
		if !abbrevOK(t) {
			return false
		}
	}
	m.emit(prefix, rel)
	return true
}

// absoluteOK reports whether t is an absolute URL the extractor reports:
// a scheme of two or more characters followed by "//" and a non-empty site
// (or a third "/", as in file:///etc), or by anything when the scheme is
// an opaque one (urlsyntax.Scheme.Opaque) or any is set (inside <URL:...>).
func absoluteOK(t []byte, any bool) bool {
	c := bytes.IndexByte(t, ':')
	if c < 2 || !validScheme(t[:c]) {
		return false
	}
	rest := t[c+1:]
	if len(rest) == 0 {
		return false
	}
	if len(rest) >= 2 && rest[0] == '/' && rest[1] == '/' {
		a := rest[2:]
		if len(a) == 0 {
			return false
		}
		if a[0] == '/' {
			return len(a) > 1
		}
		return a[0] != '?' && a[0] != '#'
	}
	return any || isNoSlashScheme(t[:c]) && noSlashOK(t[:c], rest)
}

// noSlashOK checks the scheme-specific part of a URL whose scheme needs no
// slashes against the least its scheme requires
// (urlsyntax.Scheme.OpaqueOK), so that code and data ("asn1:\"tag:0\"",
// "Data::Dumper", "{mid:x}") are not taken for URLs.
func noSlashOK(scheme, rest []byte) bool {
	s := urlsyntax.LookupSchemeBytes(scheme)
	return s != nil && s.OpaqueOKBytes(rest)
}

// relativeOK reports whether t can be reported as a relative reference:
// no scheme-like colon before the first "/", "?" or "#"; no "@" (mail
// addresses and Message-IDs are not references); only characters of a
// URL, none of the brackets, "|", "^" or "\\" of code; and the look of a
// reference: a "/", a leading "#" or "?", or a file name with an extension
// ("index.html"). So <types.TypeMask>, <+06>, a[i](x) are not references.
func relativeOK(t []byte) bool {
	if len(t) == 0 || bytes.IndexByte(t, '@') >= 0 {
		return false
	}
	end := bytes.IndexAny(t, "/?#")
	if end < 0 {
		end = len(t)
	}
	if bytes.IndexByte(t[:end], ':') >= 0 {
		return false
	}
	for _, c := range t {
		if c < utf8.RuneSelf && (class[c]&cURL == 0 || c == '|' || c == '^' || c == '\\') {
			return false
		}
	}
	if end < len(t) || t[0] == '#' || t[0] == '?' {
		return t[0] != '+' && t[0] != '-' && t[0] != '='
	}
	return hasFileExtension(t)
}

// hasFileExtension reports whether t ends in "." and one to five
// lower-case letters or digits, starting with a letter ("draft.txt").
func hasFileExtension(t []byte) bool {
	d := bytes.LastIndexByte(t, '.')
	if d <= 0 || len(t)-d-1 < 1 || len(t)-d-1 > 5 || class[t[0]]&cWord == 0 {
		return false
	}
	ext := t[d+1:]
	if ext[0] < 'a' || ext[0] > 'z' {
		return false
	}
	for _, c := range ext {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// abbrevOK reports whether t starts with a host name of three or more
// labels ("www.w3.org") whose last label is alphabetic.
func abbrevOK(t []byte) bool {
	n := bytes.IndexAny(t, "/?#:")
	if n < 0 {
		n = len(t)
	}
	host := t[:n]
	labels := 0
	lastAlpha := false
	for len(host) > 0 {
		d := bytes.IndexByte(host, '.')
		var l []byte
		if d < 0 {
			l, host = host, nil
		} else {
			l, host = host[:d], host[d+1:]
			if len(host) == 0 {
				return false
			}
		}
		if len(l) == 0 {
			return false
		}
		lastAlpha = len(l) >= 2
		for _, c := range l {
			if class[c]&cAlpha == 0 {
				lastAlpha = false
				if class[c]&cWord == 0 && c != '-' && c < 0x80 {
					return false
				}
			}
		}
		labels++
	}
	return labels >= 3 && lastAlpha
}

// emit stores the candidate in the scanner's URL, computing its positions.
func (m *machine) emit(prefix string, rel bool) {
	s := m.s
	text := m.text
	npre := len(prefix)
	pieces := s.pieces[:0]
	var last rawPiece
	for _, r := range m.raw {
		if r.text >= len(text) {
			break
		}
		pieces = append(pieces, piece{text: r.text + npre, pos: s.posAt(r.buf)})
		last = r
	}
	s.pieces = pieces
	end := s.posAt(last.buf + len(text) - last.text)
	var full string
	if npre > 0 {
		full = prefix + string(text)
	} else {
		full = string(text)
	}
	// Field by field: cheaper than copying a whole URL value.
	u := &s.u
	u.Text = full
	u.Start, u.End = pieces[0].pos, end
	u.Delimiter = m.w.d
	u.Rejoined = len(pieces) > 1 && end.Line != pieces[0].pos.Line
	u.Abbreviated, u.Relative, u.Prefix = npre > 0, rel, npre
	u.pieces = pieces
	u.HyphenBreak, u.Alternatives = nil, nil
	var hb []int
	for _, h := range m.hyph {
		if h < len(text)-1 {
			hb = append(hb, h+npre)
		}
	}
	if len(hb) > 0 {
		s.u.HyphenBreak = hb
		s.u.Alternatives = []string{s.u.DropHyphens()}
	}
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
	case c == '!' || c == '?' || c == '<' || c == '>' || c == '=' || class[c]&cURL == 0 && c < 0x80:
		return i + 1, false
	}
	m.w = wrapper{d: Angle, open: i, closeB: '>', strong: true}
	next, ok := m.run(k)
	if !ok || isTagLike(m.text) {
		return i + 1, false
	}
	if !m.finish(kindRelative, "") {
		return i + 1, false
	}
	return next, true
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
	m.w = wrapper{d: Markdown, open: i, closeB: ')', balanced: true}
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
	} else if m.s.bufOff != 0 {
		return i + 1, false
	}
	m.w = detectWrapper(b, k, m.floorIndex())
	next, ok := m.run(k)
	if !ok && m.w.strong && !m.tooLong {
		m.w = wrapper{d: Space, open: k, balanced: true}
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
