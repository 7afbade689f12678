package extract

// Wrappers: what stands around a candidate (detectWrapper, detectOpener,
// the table of non-ASCII pairs) and where its closer is.

import (
	"unicode/utf8"
)

// wrapper describes what stands around a candidate.
type wrapper struct {
	d       Delimiter
	open    int  // buffer index of the opener (== the URL start when d == Space)
	closeB  byte // ASCII closer, or 0
	closeR  rune // non-ASCII closer, or 0
	closeR2 rune // a second accepted non-ASCII closer („...“ or „...”)
	// strong is d.Strong(): whitespace and line breaks inside are removed,
	// and brackets inside need not balance (in the others an unbalanced
	// closer ends the URL).
	strong  bool
	typeset bool // ⟨...⟩ as groff prints a link: a space inside is the typesetter's
	// emph and emphN are the emphasis marker glued before a bare URL
	// ("_http://x_", "~~http://x~~"): emphN bytes emph, trimmed once from
	// the end of the URL when they close it there.
	emph  byte
	emphN int
}

// wrap returns the wrapper d opened at buffer index open, closed by the
// ASCII closer c (0 for none).
func wrap(d Delimiter, open int, c byte) wrapper {
	return wrapper{d: d, open: open, closeB: c, strong: d.Strong()}
}

// bare is the wrapper of a bare URL starting at buffer index k.
func bare(k int) wrapper { return wrap(Space, k, 0) }

// detectWrapper looks at the bytes before buffer index k (not before lo).
func detectWrapper(b []byte, k, lo int) wrapper {
	w := bare(k)
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

// detectOpener is detectWrapper for the bytes that may open a wrapper: an
// opener of the table, or the "(" of a Markdown link after "]".
func detectOpener(b []byte, k, lo int, w wrapper) wrapper {
	r, size := rune(b[k-1]), 1
	if r >= utf8.RuneSelf {
		r, size = utf8.DecodeLastRune(b[lo:k])
	}
	if r == '(' && k-2 >= lo && b[k-2] == ']' {
		return wrap(Markdown, k-1, ')')
	}
	i := -1
	if r < utf8.RuneSelf {
		i = int(asciiOpener[r]) - 1
	} else {
		for j := range openers {
			if r == openers[j].open {
				i = j
				break
			}
		}
	}
	if i < 0 {
		return w
	}
	o := &openers[i]
	w = wrap(o.d, k-size, 0)
	if o.close < utf8.RuneSelf {
		w.closeB = byte(o.close)
	} else {
		w.closeR, w.closeR2 = o.close, o.close2
	}
	w.typeset = o.typeset
	return w
}

// openers is the table of wrappers, by opener: adding one is a line here.
// The Delimiter says what kind it is (a strong one is read as <...> is:
// whitespace and line breaks inside are removed). groff prints a .UR link
// as "text ⟨URL⟩" (U+27E8, U+27E9), typeset; CJK text wraps URLs in its
// own brackets.
var openers = [...]struct {
	open, close, close2 rune
	d                   Delimiter
	typeset             bool
}{
	{open: '<', close: '>', d: Angle},
	{open: '"', close: '"', d: Quote},
	{open: '\'', close: '\'', d: Quote},
	{open: '(', close: ')', d: Paren},
	{open: '[', close: ']', d: Bracket},
	{open: '{', close: '}', d: Brace},
	{open: '`', close: '`', d: Backtick},
	{open: '«', close: '»', d: Typographic},
	{open: '»', close: '«', d: Typographic},
	{open: '“', close: '”', d: Typographic},
	{open: '‘', close: '’', d: Typographic},
	{open: '„', close: '“', close2: '”', d: Typographic},
	{open: '‹', close: '›', d: Typographic},
	{open: '›', close: '‹', d: Typographic},
	{open: '⟨', close: '⟩', d: Angle, typeset: true},
	{open: '\u2329', close: '\u232a', d: Angle, typeset: true}, // 〈 〉: pdftotext gives these for groff's ⟨ ⟩
	{open: '〈', close: '〉', d: Angle},
	{open: '《', close: '》', d: Angle},
	{open: '「', close: '」', d: Angle},
	{open: '【', close: '】', d: Angle},
	{open: '（', close: '）', d: Angle},
	{open: '＜', close: '＞', d: Angle},
}

// wordToCloser reports whether the text from buffer index j is one word
// of URL characters that runs to the wrapper's closer on this line, read on
// a copy of the brackets the URL left open.
func (m *machine) wordToCloser(j, lim int) bool {
	depth := m.depth
	k, why := m.line(j, lim, &depth)
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

// asciiOpener is the index in openers, plus one, of each ASCII opener.
var asciiOpener = func() (t [utf8.RuneSelf]uint8) {
	for i, o := range openers {
		if o.open < utf8.RuneSelf {
			t[o.open] = uint8(i + 1)
		}
	}
	return t
}()
