package extract

// Wrappers: what stands around a candidate (detectWrapper, detectOpener,
// the table of non-ASCII pairs) and where its closer is.

import (
	"unicode/utf8"
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
