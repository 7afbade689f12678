package extract

import (
	"bytes"
	"unicode/utf8"

	"github.com/urlsift/urlsift/urlsyntax"
)

// state is the state of the machine that reads one candidate URL.
type state uint8

const (
	stLine  state = iota // reading URL characters on one line
	stSpace              // inside <...>: after whitespace within a line
	stBreak              // at a line break: does the URL go on on the next line?
	stDone               // the URL ended
	stFail               // not a URL in this wrapper
)

// stop says why a run of URL characters on one line ended.
type stop uint8

const (
	stopClose stop = iota // at the wrapper's closer
	stopSpace             // at whitespace within the line
	stopEOL               // at a line break ("\n" or "\r\n")
	stopOther             // at a byte that cannot be in a URL, or an unbalanced closing bracket
	stopEnd               // at the end of the window
)

// wrapper describes what stands around a candidate.
type wrapper struct {
	d        Delimiter
	open     int  // buffer index of the opener (== the URL start when d == Space)
	closeB   byte // ASCII closer, or 0
	closeR   rune // non-ASCII closer, or 0
	closeR2  rune // a second accepted non-ASCII closer („...“ or „...”)
	balanced bool // brackets inside must balance; an unbalanced closer ends the URL
	typeset  bool // ⟨...⟩ as groff prints a link: a space inside is the typesetter's
	strong   bool // <...> and <URL:...>: whitespace and line breaks inside are removed
	// emph and emphN are the emphasis marker glued before a bare URL
	// ("_http://x_", "~~http://x~~"): emphN bytes emph, trimmed once from
	// the end of the URL when they close it there.
	emph  byte
	emphN int
}

type rawPiece struct{ text, buf int }

// machine reads one candidate. Its slices are reused from one candidate to
// the next, so that rejecting a candidate allocates nothing.
type machine struct {
	s     *Scanner
	b     []byte // the scanner's buffer, up to its end
	w     wrapper
	depth [3]int // open ( [ { not yet closed
	text  []byte
	raw   []rawPiece
	hyph  []int

	closeLen  int // length of the closer at a stopClose
	breaks    int // line breaks removed
	marker    [16]byte
	markerLen int
	markerOK  bool // marker computed for this candidate
	tooLong   bool
	emphOpen  bool // an emphasis "_" before the URL that nothing closes
	longStart int  // buffer index where the candidate that was tooLong started
	closed    bool // the last run ended at the wrapper's closer
	// prefixLost says the line nextLine went to lacks the quote or
	// comment prefix of the URL's first line: code after a comment, text
	// after a quotation.
	prefixLost bool
}

func bracketIndex(c byte) int {
	switch c {
	case '(', ')':
		return 0
	case '[', ']':
		return 1
	}
	return 2
}

// candidate examines the trigger byte at buffer index i. It returns the
// buffer index where the search goes on and whether a URL was stored in s.u.
func (s *Scanner) candidate(i int) (next int, ok bool) {
	m := &s.m
	m.b = s.buf[:s.end]
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
	if m.tooLong && !ok {
		s.skip = true
		if s.longN == 0 {
			s.longFirst = s.posAt(max(m.longStart, s.floor-s.bufOff))
		}
		s.longN++
	}
	return next, ok
}

// floorIndex is the buffer index before which nothing belongs to a new URL.
func (m *machine) floorIndex() int {
	f := m.s.floor - m.s.bufOff
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
	if i+1 >= len(b) || class[b[i+1]]&cStop != 0 && !m.angleBefore(i) {
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
	if i-k < 2 || (k > 0 && class[b[k-1]]&cWord != 0 && !codeEsc && emphasisBefore(b, k, m.floorIndex()) == 0) {
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
	if k == 0 && m.s.bufOff != 0 {
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
		m.w = wrapper{d: URLPrefix, open: k - 1, closeB: '>', strong: true}
		if next, ok := m.run(c); ok && m.finish(kindAbsolute, "") {
			return next, true
		}
		m.tooLong = false
		// Not a URL after the prefix: perhaps "URL" is the scheme ("<URL://x>").
	}
	slashes := i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/'
	// In <...> a line break may follow the scheme ("<http:\n //host/>").
	broken := k > 0 && b[k-1] == '<' && (m.isEOL(i+1) || b[i+1] == ' ' && (m.isEOL(i+2) || i+2 < len(b) && b[i+2] == ' '))
	if !slashes && !broken && !isNoSlashScheme(scheme) {
		return i + 1, false
	}
	if codeEsc {
		m.w = wrapper{d: Space, open: k, balanced: true}
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
	m.w = wrapper{d: Angle, open: a - 1, closeB: '>', strong: true}
	if next, ok := m.run(a); ok && m.finish(kindAbsolute, "") {
		return next, true
	}
	m.tooLong = false
	return 0, false
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
		m.w = wrapper{d: Space, open: k, balanced: true}
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

// detectWrapper looks at the bytes before buffer index k (not before lo).
func detectWrapper(b []byte, k, lo int) wrapper {
	w := wrapper{d: Space, open: k, balanced: true}
	if k-1 < lo {
		return w
	}
	if n := emphasisBefore(b, k, lo); n > 0 {
		w.emph, w.emphN = b[k-1], n
		return w
	}
	if c := b[k-1]; class[c]&cWord != 0 || c == ' ' || c == '\n' || c == '\t' {
		return w
	}
	return detectOpener(b, k, lo, w)
}

// detectOpener is detectWrapper for the bytes that may open a wrapper.
func detectOpener(b []byte, k, lo int, w wrapper) wrapper {
	set := func(d Delimiter, open int, c byte, r, r2 rune) {
		w.d, w.open, w.closeB, w.closeR, w.closeR2 = d, open, c, r, r2
	}
	switch b[k-1] {
	case '<':
		set(Angle, k-1, '>', 0, 0)
		w.strong, w.balanced = true, false
	case '"':
		set(Quote, k-1, '"', 0, 0)
	case '\'':
		set(Quote, k-1, '\'', 0, 0)
	case '(':
		if k-2 >= lo && b[k-2] == ']' {
			set(Markdown, k-1, ')', 0, 0)
		} else {
			set(Paren, k-1, ')', 0, 0)
		}
	case '[':
		set(Bracket, k-1, ']', 0, 0)
	case '{':
		set(Brace, k-1, '}', 0, 0)
	case '`':
		set(Backtick, k-1, '`', 0, 0)
	default:
		if b[k-1] >= utf8.RuneSelf {
			r, size := utf8.DecodeLastRune(b[lo:k])
			for _, rw := range runeWrappers {
				if r == rw.open {
					set(rw.d, k-size, 0, rw.close, rw.close2)
					if rw.strong {
						w.strong, w.balanced = true, false
					}
					w.typeset = r == '⟨' || r == '\u2329'
					break
				}
			}
		}
	}
	return w
}

// runeWrappers are the non-ASCII wrappers, by opener. The strong ones are
// read as <...> is: whitespace and line breaks inside are removed. groff
// prints a .UR link as "text ⟨URL⟩" (U+27E8, U+27E9); CJK text wraps URLs
// in its own brackets.
var runeWrappers = [...]struct {
	open, close, close2 rune
	d                   Delimiter
	strong              bool
}{
	{'«', '»', 0, Typographic, false},
	{'»', '«', 0, Typographic, false},
	{'“', '”', 0, Typographic, false},
	{'‘', '’', 0, Typographic, false},
	{'„', '“', '”', Typographic, false},
	{'‹', '›', 0, Typographic, false},
	{'›', '‹', 0, Typographic, false},
	{'⟨', '⟩', 0, Angle, true},
	{'\u2329', '\u232a', 0, Angle, true}, // 〈 〉: pdftotext gives these for groff's ⟨ ⟩
	{'〈', '〉', 0, Angle, true},
	{'《', '》', 0, Angle, true},
	{'「', '」', 0, Angle, true},
	{'【', '】', 0, Angle, true},
	{'（', '）', 0, Angle, true},
	{'＜', '＞', 0, Angle, true},
}

// wordToCloser reports whether the text from buffer index j is one word
// of URL characters that runs to the wrapper's closer on this line.
func (m *machine) wordToCloser(j, lim int) bool {
	save := m.depth
	k, why := m.line(j, lim)
	m.depth = save
	return why == stopClose && k > j
}

// closerAt returns the length of the wrapper's closer at buffer index j, or 0.
func (m *machine) closerAt(j, lim int) int {
	w := &m.w
	if w.closeB != 0 {
		if m.b[j] == w.closeB {
			return 1
		}
		return 0
	}
	if w.closeR == 0 || m.b[j] < utf8.RuneSelf {
		return 0
	}
	r, size := utf8.DecodeRune(m.b[j:lim])
	if r == w.closeR || r == w.closeR2 {
		return size
	}
	return 0
}

// line reads URL characters from buffer index i up to lim and says why it stopped.
func (m *machine) line(i, lim int) (int, stop) {
	b := m.b
	w := &m.w
	cb := w.closeB
	for i < lim {
		c := b[i]
		if class[c]&cURL != 0 && c != cb {
			i++
			continue
		}
		switch c {
		case '(', '[', '{':
			if w.balanced {
				m.depth[bracketIndex(c)]++
			}
			i++
			continue
		case ')', ']', '}':
			if !w.balanced {
				i++
				continue
			}
			if d := &m.depth[bracketIndex(c)]; *d > 0 {
				*d--
				i++
				continue
			}
			if c == cb {
				m.closeLen = 1
				return i, stopClose
			}
			if tokenGoesOn(b, i+1, lim, true) {
				i++ // an unbalanced closer inside a token: "https://x/a)b/c"
				continue
			}
			return i, stopOther
		case '\\':
			// In source code a backslash escapes what follows: an escaped
			// quote ("\"http://x/\""), a string escape ("\n", "\t") or a
			// line continuation ends the URL before the backslash, which
			// belongs to the code, not to the URL. Elsewhere ("a\b",
			// Markdown's "\(") and inside <...>, where line breaks are
			// the text's, it stays in the URL for lint to judge.
			if !w.strong && (i+1 >= lim || isCodeEscape(b[i+1])) {
				return i, stopOther
			}
			i++
			continue
		case '\'':
			// A quote followed by a scheme and "//" starts the next URL:
			// "http://a.com'https://b.com" is two URLs.
			if c != cb && schemeSlashesAt(b[i+1:lim]) {
				return i, stopOther
			}
			if c == cb {
				m.closeLen = 1
				return i, stopClose
			}
			i++
			continue
		case ' ', '\t', '\v', '\f':
			return i, stopSpace
		case '\n':
			return i, stopEOL
		case '\r':
			if i+1 < len(b) && b[i+1] == '\n' {
				return i, stopEOL
			}
			return i, stopSpace
		}
		if c == cb && cb != 0 {
			m.closeLen = 1
			return i, stopClose
		}
		if c < utf8.RuneSelf {
			return i, stopOther
		}
		r, size := utf8.DecodeRune(b[i:lim])
		if w.closeR != 0 && (r == w.closeR || r == w.closeR2) {
			m.closeLen = size
			return i, stopClose
		}
		if isTerminatorRune(r) {
			if isCJKPunct(r) && (w.strong || tokenGoesOn(b, i+size, lim, r == 0xff09 || r == 0xff3d || r == 0xff5d)) {
				i += size // "…/自殺でも？.png": the mark is inside the token
				continue
			}
			return i, stopOther
		}
		i += size
	}
	return i, stopEnd
}

// add appends b[from:to] to the text, noting where it came from.
func (m *machine) add(from, to int) {
	if to <= from {
		return
	}
	n := len(m.raw)
	if n == 0 || m.raw[n-1].buf+(len(m.text)-m.raw[n-1].text) != from {
		m.raw = append(m.raw, rawPiece{text: len(m.text), buf: from})
	}
	m.text = append(m.text, m.b[from:to]...)
}

func (m *machine) isEOL(j int) bool {
	b := m.b
	return j < len(b) && (b[j] == '\n' || (b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n'))
}

// run is the state machine: it reads a candidate from buffer index start
// in wrapper m.w, leaving the URL in m.text. It returns the buffer index
// after what it consumed and whether the wrapper held a URL (the text is
// still to be checked by finish).
func (m *machine) run(start int) (next int, ok bool) {
	b := m.b
	s := m.s
	m.text, m.raw, m.hyph = m.text[:0], m.raw[:0], m.hyph[:0]
	m.depth = [3]int{}
	m.breaks, m.markerOK = 0, false
	lim := start + s.max
	atEnd := false
	if lim >= len(b) {
		lim = len(b)
		atEnd = s.eof
	}
	w := &m.w
	i := start
	closed := false
	st := stLine
	for {
		switch st {
		case stLine:
			from := i
			var why stop
			i, why = m.line(i, lim)
			m.add(from, i)
			switch why {
			case stopClose:
				closed = true
				st = stDone
			case stopSpace:
				if w.strong {
					st = stSpace
				} else {
					st = stDone
				}
			case stopEOL:
				st = stBreak
			case stopEnd:
				if !atEnd {
					m.tooLong = true
					m.longStart = start
					return i, false
				}
				if w.strong {
					st = stFail
				} else {
					st = stDone
				}
			default:
				if w.strong {
					st = stFail
				} else {
					st = stDone
				}
			}
		case stSpace:
			j := i
			for j < lim && class[b[j]]&cSpace != 0 {
				j++
			}
			switch {
			case j < lim && m.closerAt(j, lim) > 0:
				i = j
				m.closeLen = m.closerAt(j, lim)
				closed = true
				st = stDone
			case m.isEOL(j):
				i = j
				st = stBreak
			case w.typeset && m.wordToCloser(j, lim):
				// "⟨http://x/ ~faber/y/⟩": a typesetter's brackets hold
				// nothing but a URL, and a PDF read back as text has gaps
				// in it; the one word left runs to the closer.
				i = j
				st = stLine
			default:
				st = stFail
			}
		case stBreak:
			k, more := m.nextLine(i, lim)
			if w.strong {
				if !more || m.breaks >= maxBreaks {
					st = stFail
					break
				}
				m.joined()
				i = k
				if n := m.closerAt(k, lim); n > 0 {
					m.closeLen = n
					closed = true
					st = stDone
				} else {
					st = stLine
				}
				break
			}
			if more && m.breaks < maxBreaks && m.continues(i, k, lim) {
				m.joined()
				i = k
				st = stLine
			} else {
				st = stDone
			}
		case stDone:
			m.closed = closed
			if closed {
				next = i + m.closeLen
			} else {
				next = i
			}
			if !w.strong && (w.d != Markdown || !closed) {
				m.trim()
			}
			return next, len(m.text) > 0
		case stFail:
			return i, false
		}
	}
}

// joined notes a line break removed from the text.
func (m *machine) joined() {
	if n := len(m.text); n > 0 && m.text[n-1] == '-' {
		m.hyph = append(m.hyph, n-1)
	}
	m.breaks++
}

// trim removes trailing punctuation. A final "'" stays when it closes a
// quote opened inside the URL (http://x/blah_'quoted').
//
// A final "'s" after a URL with no other "'" is a possessive
// ("http://t.co/x's website") and is removed too, and so is a string
// escape of code ("\n", "\r", "\t").
func (m *machine) trim() {
	t := siteList(m.text)
	m.emphOpen = false
	if n := m.w.emphN; n > 0 {
		if len(t) > n && bytes.Count(t[len(t)-n:], []byte{m.w.emph}) == n {
			t = t[:len(t)-n] // the close of "_http://x_", "~~http://x~~"
		} else if m.w.emph == '_' {
			// "_http://x" without its close: a word, as linkify-it
			// reads it, not an emphasis.
			m.emphOpen = true
		}
	}
	quotes := -1 // the "'" in t, counted when first needed
	for len(t) > 0 {
		n := len(t)
		if t[n-1] == '\'' || n > 2 && t[n-2] == '\'' && t[n-1] == 's' {
			if quotes < 0 {
				quotes = bytes.Count(t, []byte{'\''})
			}
		}
		switch {
		case n > 2 && t[n-2] == '\'' && t[n-1] == 's' && quotes == 1:
			// A possessive: the only "'" is the one before the "s".
			t = t[:n-2]
			quotes--
			continue
		case class[t[n-1]]&cTrail != 0:
			if t[n-1] == '\'' {
				if quotes%2 == 0 {
					m.text = t
					return
				}
				quotes--
			}
			t = t[:n-1]
			continue
		case t[n-1] == '(' || t[n-1] == '[' || t[n-1] == '{':
			// An opener at the end cannot be balanced: "http://x/(" before
			// a space or a full stop.
			t = t[:n-1]
			continue
		case n > 2 && t[n-2] == '\\' && (t[n-1] == 'n' || t[n-1] == 'r' || t[n-1] == 't'):
			// A string escape of code, "http://x/\n": not part of the URL.
			t = t[:n-2]
			continue
		}
		break
	}
	m.text = t
}

// nextLine skips the line break at buffer index i, the indentation of the
// next line and the quote or comment prefix that repeats the first line's.
// It returns the index of the first byte of content, and false when the
// next line is blank or beyond the window.
func (m *machine) nextLine(i, lim int) (int, bool) {
	b := m.b
	if b[i] == '\r' {
		i++
	}
	i++
	for i < lim && class[b[i]]&cSpace != 0 {
		i++
	}
	if !m.markerOK {
		m.computeMarker()
	}
	m.prefixLost = false
	if m.markerLen > 0 {
		j, n := i, 0
		for j < lim && n < m.markerLen {
			if class[b[j]]&cSpace != 0 {
				j++
				continue
			}
			if b[j] != m.marker[n] {
				break
			}
			j++
			n++
		}
		if n == m.markerLen {
			for j < lim && class[b[j]]&cSpace != 0 {
				j++
			}
			i = j
		} else {
			// A list item's "*" stands on its first line only.
			m.prefixLost = len(bytes.Trim(m.marker[:m.markerLen], "*")) > 0
		}
	}
	if i >= lim || b[i] == '\n' || b[i] == '\r' {
		return i, false
	}
	return i, true
}

// computeMarker finds the quote or comment prefix of the line the wrapper opens on.
func (m *machine) computeMarker() {
	m.markerOK = true
	m.markerLen = 0
	b := m.b
	open := m.w.open
	lo := open - maxPrefix
	if lo < 0 {
		lo = 0
	}
	ls := -1
	for j := open - 1; j >= lo; j-- {
		if b[j] == '\n' {
			ls = j + 1
			break
		}
	}
	if ls < 0 {
		if lo != 0 || m.s.bufOff != 0 {
			return
		}
		ls = 0
	}
	for p := ls; p < open && class[b[p]]&cPrefix != 0 && m.markerLen < len(m.marker)-1; p++ {
		c := b[p]
		if class[c]&cSpace != 0 {
			continue
		}
		if c == '/' {
			if p+1 < open && b[p+1] == '/' {
				m.marker[m.markerLen] = '/'
				m.marker[m.markerLen+1] = '/'
				m.markerLen += 2
				p++
				continue
			}
			break
		}
		m.marker[m.markerLen] = c
		m.markerLen++
	}
}

// continues decides whether a URL not closed by a wrapper goes on after the
// line break at buffer index i, on the next line's content at k.
//
// In a wrapper with a closer, it does when the first word of the next line
// runs to the closer. Otherwise (a bare URL) it does when the line ended
// with a character after which a URL cannot plausibly end ("/", "-", "=",
// "&", "_", "%") and the next line's first word reads as the rest of a URL,
// not as prose: see plainlyContinues.
func (m *machine) continues(i, k, lim int) bool {
	b := m.b
	if len(m.text) == 0 || i == 0 || m.isEOL(i-1) || class[b[i-1]]&cSpace != 0 {
		return false
	}
	save := m.depth
	j, why := m.line(k, lim)
	m.depth = save
	if why == stopClose {
		return j > k
	}
	if m.prefixLost {
		// A bare URL in a comment or a quotation goes on only on a line
		// of the same comment or quotation ("// https://x/a.html" and
		// "new.ss_size = 32768" after it).
		return false
	}
	if m.w.emph != 0 && m.emphasisClosed(b[k:j]) {
		return true
	}
	if secretContinues(m.text, b[k:j]) {
		return true
	}
	last := b[i-1]
	switch last {
	case '/', '-', '=', '&', '_', '%':
		if b[k] == '/' {
			return m.cutInWord(i, k, j, lim, why)
		}
	default:
		return m.cutInWord(i, k, j, lim, why)
	}
	// The rest of a URL starts with a letter, a digit, "%", "~" or "?" (or a
	// non-ASCII letter); "#", "=", "&", "*", "-", "/" or "." start prose,
	// markup or a new path ("./ = ...", "/g = ...").
	c := b[k]
	if class[c]&cWord == 0 && c != '%' && c != '~' && c != '?' && c < utf8.RuneSelf &&
		!(last == '_' && (c == '(' || c == '[' || c == '{' || c == '\'')) {
		return false
	}
	// Formatters break a URL because the rest did not fit on the line: if
	// the line and the next word together are short, the writer ended the
	// line there.
	if n, ok := m.lineLength(i); ok && n+(j-k) < minBrokenLine {
		return false
	}
	whole := why == stopEOL || why == stopEnd
	if !plainlyContinues(b[k:j], whole, last) {
		return false
	}
	return !m.wouldHaveFitted(i, k, j, lim)
}

// wouldHaveFitted reports whether the whole word b[k:j] would have fitted
// on the line that ends at buffer index i, filled as the lines of prose
// around it are: a formatter puts on a line as much of a URL as fits, so a
// word that would have fitted there was not broken off the URL; it starts
// the prose after it ("https://x/docs/" and "file.txt is attached"). Only
// the whole word is sure to be unbreakable: formatters break URLs at
// different characters (xml2rfc after "/", textwrap after "-"). It is false
// when the fill cannot be told (no filled prose in sight, or the line longer
// than it or out of sight).
func (m *machine) wouldHaveFitted(i, k, j, lim int) bool {
	n, ok := m.lineLength(i)
	if !ok {
		return false
	}
	fill := m.fillWidth(i, lim)
	if fill < minFill || n > fill {
		return false
	}
	return n+j-k <= fill
}

// emphasisClosed reports whether tok, the first word of the line after a
// bare URL opened by an emphasis marker ("*http://x/a", "_http://x/a"),
// ends with that marker, the URL's text on the first line not ending with
// it: the emphasis closes there, so the word is the rest of the URL
// (Sphinx prints `http://x/a/#b-c` as *http://x/a and /#b-c* on the next
// line). Trailing punctuation after the marker is allowed.
func (m *machine) emphasisClosed(tok []byte) bool {
	marker := m.w.emph
	if n := len(m.text); n > 0 && m.text[n-1] == marker {
		return false
	}
	for len(tok) > 0 && tok[len(tok)-1] != marker && bytes.IndexByte([]byte(".,;:!?)"), tok[len(tok)-1]) >= 0 {
		tok = tok[:len(tok)-1]
	}
	n := 0
	for n < len(tok) && tok[len(tok)-1-n] == marker {
		n++
	}
	return n == m.w.emphN && n < len(tok)
}

// minFill is the narrowest fill, in bytes, at which cutInWord believes a
// line was filled: text set in narrower columns is not prose a formatter
// filled.
const minFill = 40

// cutInWord reports whether the bare URL that ends the line at buffer
// index i, with a character a URL may well end with, goes on with the word
// b[k:j] that starts the next line (lim bounds the candidate). A formatter
// that cannot fit a word on any line cuts it where the line is full
// (Sphinx's text builder, fold, mail clients that wrap hard), and Sphinx
// also breaks before a "/" that starts a chunk ending in "-" ("…/heads/main"
// and "/gpg-only-active-keys/pubring.kbx"). So it does when:
//   - the word holds what prose words do not (urlLike), or is the tail of a
//     URL alone on its line, or completes the scheme of a URL in the query
//     ("…/url?ht" and "tps://raw…", schemeAcross);
//   - no tab stands on either line (a table);
//   - the URL and the word together are longer than a line: shorter words
//     are moved whole to the next line, not cut;
//   - the line is as long as the longest line of prose around it, less one
//     (Sphinx cuts a column early), and not longer than it plus one (unless
//     the URL started after words and the next line is cut as long again, or
//     the next line is only a tail); or, for a word starting with "/", the
//     word's first chunk would not have fitted.
func (m *machine) cutInWord(i, k, j, lim int, why stop) bool {
	b := m.b
	if j <= k || b[k] == '#' || b[k] == '*' || len(bytes.Trim(b[k:j], "-")) == 0 {
		return false // nothing, a heading, a list item or a rule
	}
	// The word first, which is cheap; then the lines around.
	tok := b[k:j]
	whole := why == stopEOL || why == stopEnd
	chunk := -1 // for a word starting with "/", the length of its first chunk
	if tok[0] == '/' {
		c := bytes.IndexAny(tok[1:], "/-")
		if c < 0 || bytes.IndexByte(tok[1:], '/') < 0 && bytes.IndexByte(tok[1:], '.') < 0 {
			return false // "/g = …": a path of its own
		}
		chunk = c + 2
	}
	if !schemeAcross(m.text, tok) {
		// A word that reads as the rest of a URL, or the tail of one
		// alone on its line ("…/merge_requests/9" and "5").
		core := tok
		for len(core) > 0 && class[core[len(core)-1]]&cTrail != 0 {
			core = core[:len(core)-1]
		}
		if !urlLike(core) && !whole || !plainlyContinues(tok, whole, b[i-1]) {
			return false
		}
	}
	n, ok := m.lineLength(i)
	if !ok {
		return false // its start is out of sight: too long to be filled
	}
	if bytes.IndexByte(b[i-n:i], '\t') >= 0 || bytes.IndexByte(b[k:m.lineEnd(k, lim)], '\t') >= 0 {
		return false // a table ("basic.dat<TAB>http://…"): nothing filled it
	}
	if len(m.text)+j-k < minFill-1 {
		return false // shorter than any line cutInWord believes filled
	}
	fill := m.fillWidth(i, lim)
	if fill < minFill {
		return false
	}
	if n > fill+1 && !(m.startsMidLine() && m.nextCutAsLong(k, lim, n)) && !(whole && !letters(tok)) {
		// Longer than the lines a cutter fills: nobody cut it, unless the
		// URL started after words on its line and the next line is cut
		// as long again (the URL goes on over three lines), or the next
		// line holds only the tail of a URL, no word ("…/merge_requests/9"
		// and "5" as fold -s cuts a URL put on a line of its own).
		return false
	}
	if len(m.text)+j-k < fill-1 {
		// A formatter cuts a word only when it is longer than a line;
		// a shorter one goes whole to the next line.
		return false
	}
	return n >= fill-1 || chunk > 0 && n+chunk > fill
}

// letters reports whether w holds only ASCII letters, perhaps followed by
// trailing punctuation: a word of prose ("thanks", "Regards,").
func letters(w []byte) bool {
	for len(w) > 0 && class[w[len(w)-1]]&cTrail != 0 {
		w = w[:len(w)-1]
	}
	for _, c := range w {
		if class[c]&cAlpha == 0 {
			return false
		}
	}
	return len(w) > 0
}

// urlLike reports whether a word holds what prose words do not: a "/",
// "=", "&", "?", "%", "#", "~" or "_", a dot inside it that is no
// abbreviation ("ithub.com"), or letters mixed with digits in six or more
// bytes ("pbY2NfTZ").
func urlLike(w []byte) bool {
	if bytes.ContainsAny(w, "/=&?%#~_") {
		return true
	}
	if d := bytes.IndexByte(w, '.'); d > 0 && d < len(w)-1 && !isAbbreviation(w) {
		return true
	}
	digits, alphas := 0, 0
	for _, c := range w {
		switch {
		case class[c]&cAlpha != 0:
			alphas++
		case c >= '0' && c <= '9':
			digits++
		}
	}
	return digits > 0 && alphas > 0 && len(w) >= 6
}

// schemeAcross reports whether the letters that end text and the scheme
// that starts tok make one well-known scheme that neither is alone
// ("…/url?ht" and "tps://raw…"): a URL in a query, cut in its scheme.
func schemeAcross(text, tok []byte) bool {
	c := bytes.Index(tok, []byte("://"))
	if c <= 0 {
		return false
	}
	a := len(text)
	for a > 0 && class[text[a-1]]&cAlpha != 0 {
		a--
	}
	head, tail := text[a:], tok[:c]
	if len(head) == 0 {
		return false
	}
	for _, known := range knownSlashSchemes {
		if len(head)+len(tail) == len(known) && bytes.EqualFold(head, []byte(known[:len(head)])) &&
			bytes.EqualFold(tail, []byte(known[len(head):])) {
			return true
		}
	}
	return false
}

// nextCutAsLong reports whether the line holding buffer index k is at
// least n-1 bytes long (or too long to see its start): cut as long again.
func (m *machine) nextCutAsLong(k, lim, n int) bool {
	next, ok := m.lineLength(m.lineEnd(k, lim))
	return !ok || next >= n-1
}

// startsMidLine reports whether words stand before the URL on its first
// line (more than indentation and a quote or comment prefix).
func (m *machine) startsMidLine() bool {
	b := m.b
	for j := m.w.open - 1; j >= 0 && b[j] != '\n'; j-- {
		if class[b[j]]&cPrefix == 0 {
			return true
		}
	}
	return false
}

// lineEnd returns the buffer index of the line break (or lim) that ends
// the line holding buffer index k.
func (m *machine) lineEnd(k, lim int) int {
	for k < lim && m.b[k] != '\n' {
		k++
	}
	if k > 0 && k < lim && m.b[k-1] == '\r' {
		k--
	}
	return k
}

// fillWidth returns the length of the longest of the lines of prose
// around the line that ends at buffer index i (at most eight before it and
// eight after it, each whole in sight; a line of prose holds two words or
// more after its indentation and prefix, so that a line holding a URL
// alone, too long to be filled, does not count): the column the text was
// filled to, as far as can be seen, or 0. What it looks at does not depend on how the
// input was read: lines before it no farther back than the scanner keeps
// behind a candidate, lines after it no farther than lim, the end of the
// candidate's window.
func (m *machine) fillWidth(i, lim int) int {
	b := m.b
	lo := max(0, m.w.open-(lookBehind-maxScheme-8))
	whole := lo == 0 && m.s.bufOff == 0 // the first line in sight starts the text
	width := func(from, to int) int {   // the line b[from:to] without its "\r", or 0 if it is no prose
		if to > from && b[to-1] == '\r' {
			to--
		}
		p := from
		for p < to && class[b[p]]&cPrefix != 0 {
			p++
		}
		q := to
		for q > p && class[b[q-1]]&cSpace != 0 {
			q--
		}
		if bytes.IndexByte(b[p:q], ' ') < 0 || bytes.IndexByte(b[from:to], '\t') >= 0 {
			return 0 // one word, or a table
		}
		return to - from
	}
	best := 0
	j := i - 1
	for j >= 0 && b[j] != '\n' {
		j--
	}
	for n := 0; n < 8 && j > lo; n++ {
		end := j // b[end] is the "\n" ending the line before
		j--
		for j >= lo && b[j] != '\n' {
			j--
		}
		if j < lo && !whole {
			break // its start is out of sight
		}
		best = max(best, width(j+1, end))
	}
	hi := min(lim, i+1024)
	j = i
	for j < hi && b[j] != '\n' {
		j++
	}
	for n := 0; n < 8 && j < hi; n++ {
		start := j + 1
		j = start
		for j < hi && b[j] != '\n' {
			j++
		}
		if j >= hi {
			break // its end is out of sight
		}
		best = max(best, width(start, j))
	}
	return best
}

// plainlyContinues reports whether tok, the first word of the line after a
// bare URL that ended in "/", "-", "=", "&", "_" or "%", is the rest of the
// URL. whole says tok is all the line holds.
//
// It is not when it starts a URL of its own (a scheme and "://" before any
// "/", "?" or "#", or a registered scheme), or reads as prose: a word of letters followed by more text, a
// capitalised word alone (a signature, "Thanks"), an abbreviation such as
// "e.g.". It is when it holds characters prose words do not ("/", "=", "&",
// "?", "%", "#", "~", "_", or a dot inside it, "file.html"), or is alone
// on its line and is a lower-case word after "-", "_", "=", "&" or "%".
func plainlyContinues(tok []byte, whole bool, last byte) bool {
	// Analyse the word without its trailing punctuation.
	core := tok
	for len(core) > 0 && class[core[len(core)-1]]&cTrail != 0 {
		core = core[:len(core)-1]
	}
	if len(core) == 0 {
		return false
	}
	if c := bytes.Index(core, []byte("://")); c >= 0 && !bytes.ContainsAny(core[:c], "/?#") {
		// A URL of its own; "://" further on, after a "/", "?" or "#", is
		// in a path or a query ("age/nr/url?https://raw...").
		return false
	}
	// A field name ("Files-Excluded:", "Upstream-Contact:") starts a new
	// field of a header or a Debian copyright file, not the rest of a URL;
	// a rule of one repeated character ("____", "----", "====") is a rule.
	if fieldName(tok) || rule(core) {
		return false
	}
	if c := bytes.IndexByte(core, ':'); c > 0 && isNoSlashScheme(core[:c]) {
		return false
	}
	letters, strong, dots, digits, alphas := true, false, 0, 0, 0
	for _, c := range core {
		switch {
		case class[c]&cAlpha != 0 || c >= utf8.RuneSelf:
			alphas++
		case class[c]&cWord != 0 && c != '_':
			letters = false
			digits++
		case c == '/' || c == '=' || c == '&' || c == '?' || c == '%' || c == '#' || c == '~' || c == '_':
			letters = false
			strong = true
		case c == '.':
			letters = false
			dots++
		default:
			letters = false
		}
	}
	capital := 'A' <= core[0] && core[0] <= 'Z'
	if last == '=' || last == '&' || last == '%' {
		// A query or an escape cut in the middle ("?a=", "&", "%") is
		// never where a sentence ends; only a capitalised word still
		// reads as the start of one.
		return !(letters && capital)
	}
	if strong || (digits > 0 && alphas > 0 && len(core) >= 6) {
		// Also a word mixing letters and digits, like an identifier ("pbY2NfTZ").
		return true
	}
	if dots > 0 {
		// A dot inside a word ("uri-schemes.xhtml") is rare in prose,
		// except in abbreviations.
		return !isAbbreviation(core)
	}
	if !whole {
		return false
	}
	if letters && (capital || last == '/' || len(core) < len(tok)) {
		// "Thanks", a word after a complete path, a word ending a
		// sentence ("etc.").
		return false
	}
	return true
}

// secretContinues reports whether tok, the first word of the line after a
// bare URL text, is the rest of a password or an access token that the
// line break cut from its "@" ("https://user:pa" and "ss@host/",
// "https://ghp_..." and "...@github.com/"): the joined text holds a secret
// (urlsyntax.SecretRange) that starts before the break and ends after it.
// Left alone, the first line would read as a host and a port, and print a
// piece of the secret that no masking could tell from one. A site that
// ends in a port of digits ("http://host:8080") is complete.
func secretContinues(text, tok []byte) bool {
	i := bytes.Index(text, []byte("//"))
	if i < 0 {
		return false
	}
	site := text[i+2:]
	at := bytes.IndexByte(tok, '@')
	if at < 0 || bytes.IndexByte(site, '@') >= 0 || bytes.ContainsAny(tok[:at], "<>\"'") {
		return false
	}
	if c := bytes.IndexByte(site, ':'); c >= 0 && c+1 < len(site) && allDigits(site[c+1:]) {
		return false
	}
	joined := make([]byte, 0, len(text)+len(tok))
	joined = append(append(joined, text...), tok...)
	lo, hi, ok := urlsyntax.SecretRange(string(joined))
	return ok && lo <= len(text) && hi >= len(text)
}

// allDigits reports whether b holds only ASCII digits.
func allDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// minBrokenLine is the shortest line, in bytes, that a formatter would
// have had to break, counting the first word of the next line (xml2rfc
// fills 72 columns, mail clients 66 to 78).
const minBrokenLine = 64

// lineLength returns the length of the line that ends at buffer index i;
// ok is false when its start is out of sight (a line longer than
// maxPrefix).
func (m *machine) lineLength(i int) (n int, ok bool) {
	lo := max(0, i-maxPrefix)
	for j := i - 1; j >= lo; j-- {
		if m.b[j] == '\n' {
			return i - j - 1, true
		}
	}
	if lo == 0 && m.s.bufOff == 0 {
		return i, true
	}
	return 0, false
}

// isAbbreviation reports whether w is like "e.g" or "i.e": letters in
// groups of at most two, separated by dots.
func isAbbreviation(w []byte) bool {
	n := 0
	for _, c := range w {
		if c == '.' {
			n = 0
			continue
		}
		if class[c]&cAlpha == 0 {
			return false
		}
		n++
		if n > 2 {
			return false
		}
	}
	return true
}

// isCodeEscape reports whether a backslash before c is a string escape of
// source code that cannot be part of a URL: an escaped quote or backtick,
// "\n", "\r", "\t", "\x80", "\u00e9", or a backslash at the end of a line
// (a continuation) or before whitespace.
func isCodeEscape(c byte) bool {
	switch c {
	case '"', '\'', '`', 'n', 'r', 't', 'x', 'u', 'U', '\n', '\r', ' ', '\t':
		return true
	}
	return false
}

// fieldName reports whether tok reads as the name of a header field: a
// capitalised word of letters, digits and "-", then ":".
func fieldName(tok []byte) bool {
	if len(tok) < 3 || tok[len(tok)-1] != ':' || !('A' <= tok[0] && tok[0] <= 'Z') {
		return false
	}
	for _, c := range tok[:len(tok)-1] {
		if class[c]&cWord == 0 && c != '-' || c == '_' {
			return false
		}
	}
	return true
}

// rule reports whether tok is one character repeated, three times or more.
func rule(tok []byte) bool {
	if len(tok) < 3 {
		return false
	}
	for _, c := range tok {
		if c != tok[0] {
			return false
		}
	}
	return class[tok[0]]&cWord == 0 || tok[0] == '_'
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
	if c != '_' && c != '~' && c != '*' {
		return 0
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

// tokenGoesOn reports whether the URL text goes on at buffer index j,
// after an unbalanced closer or a CJK or fullwidth punctuation mark in the
// middle of a token ("https://x/a)b/c", "…/自殺でも？.png"): the mark ends a
// URL only at the end of its token. After an ASCII closer a letter or a
// digit goes on; after any mark, a "." "/" "?" "#" "=" "&" "%" "-" "_" or
// "~" followed by a letter or a digit does. CJK text runs on without
// spaces after its punctuation ("…/q。次の文"), so other characters end it.
func tokenGoesOn(b []byte, j, lim int, ascii bool) bool {
	if j >= lim {
		return false
	}
	c := b[j]
	if ascii && class[c]&cWord != 0 {
		return true
	}
	switch c {
	case '.', '/', '?', '#', '=', '&', '%', '-', '_', '~':
		return j+1 < lim && class[b[j+1]]&cWord != 0
	}
	return false
}

// siteList cuts t where a list separator stands in its host and port: a
// "|" or a ",". Neither can be in a host name or a port, and lists of URLs
// in code and configuration are written that way
// ("https://proxy.golang.org,direct", "proxy.com|https|foo.com"). The host
// is what follows the userinfo, which may hold both, as may a password
// that holds "/", "?" or "#" (urlsyntax.SecretRange).
func siteList(t []byte) []byte {
	i := bytes.Index(t, []byte("://"))
	if i <= 0 {
		return t
	}
	lo := i + 3 // the host starts here, and ends at hi
	hi := len(t)
	if j := bytes.IndexAny(t[lo:], "/?#"); j >= 0 {
		hi = lo + j
	}
	switch at := bytes.LastIndexByte(t[lo:hi], '@'); {
	case at >= 0:
		lo += at + 1
	case bytes.IndexByte(t[hi:], '@') >= 0:
		// A password holding "/", "?" or "#" may hide the "@"; without
		// any "@" there is no secret to look past (and no string is made
		// for every URL).
		if _, end, ok := urlsyntax.SecretRange(string(t)); ok && end >= lo {
			lo, hi = end+1, len(t)
			if j := bytes.IndexAny(t[lo:], "/?#"); j >= 0 {
				hi = lo + j
			}
		}
	}
	if j := bytes.IndexAny(t[lo:hi], "|,"); j > 0 {
		return t[:lo+j]
	}
	return t
}

// schemeSlashesAt reports whether b starts with a scheme and "://".
func schemeSlashesAt(b []byte) bool {
	if len(b) < 5 || class[b[0]]&cAlpha == 0 {
		return false
	}
	for i := 1; i < len(b) && i <= maxScheme; i++ {
		switch c := b[i]; {
		case class[c]&cScheme != 0:
		case c == ':':
			// A scheme has two characters or more, as everywhere; what
			// follows the "//" does not matter, so that the end of the
			// text and a closer read alike ("A0://AA'A://").
			return i >= 2 && i+2 < len(b) && b[i+1] == '/' && b[i+2] == '/'
		default:
			return false
		}
	}
	return false
}
