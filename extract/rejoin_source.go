package extract

// Rejoining in source code: the comments and string literals of
// programming languages (issue srcjoin42). The rules here are asked as
// one rule of continues, rule source (sourceRule), in the order of
// sourceRules; the comment prefixes they rely on are found by
// computeMarker with commentSlashes ("///" and "//!" whole, so that a
// line of "///" alone is blank and ends the URL).

import "bytes"

// sourceRuleID names a rule of source code.
type sourceRuleID uint8

const (
	srcAdjacentLiteral sourceRuleID = iota
	noSourceRule
)

// sourceRules are the rules of source code, each with the case that asked
// for it (TestSourceRules checks that the rule decides it).
var sourceRules = [noSourceRule]rejoinRule{
	// /usr/lib/python3/dist-packages/pygments/formatters/svg.py:130
	srcAdjacentLiteral: {"adjacent-literal", "            outfile.write('<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.0//EN\" '\n                          '\"http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/'\n                          'svg10.dtd\">\\n')\n", "http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd"},
}

// sourceRule asks the rules of sourceRules in order; the first that is
// not indifferent decides.
func (m *machine) sourceRule(f *breakFacts) verdict {
	for r := sourceRuleID(0); r < noSourceRule; r++ {
		if v := m.decideSource(r, f); v != indifferent {
			return v
		}
	}
	return indifferent
}

// decideSource asks source rule r of the line break f.
func (m *machine) decideSource(r sourceRuleID, f *breakFacts) verdict {
	switch r {
	case srcAdjacentLiteral:
		// Two string literals side by side, the second on the next line,
		// are one string in C, C++, Python and Go's raw strings of a
		// concatenation: "…/DTD/'" and "'svg10.dtd": the quotes are the
		// code's, and the URL is the concatenation (nextLine stepped over
		// the next line's quote, adjacentLiteralAt).
		if q, ok := m.adjacentLiteral(f.i, f.k); ok && q != 0 {
			m.dropLast()
			return goesOn
		}
	}
	return indifferent
}

// dropLast drops the last byte of the text (the closing quote of a
// literal).
func (m *machine) dropLast() {
	m.text = m.text[:len(m.text)-1]
	if n := len(m.raw); n > 0 && m.raw[n-1].text == len(m.text) {
		m.raw = m.raw[:n-1]
	}
}

// adjacentLiteral reports whether the line break at buffer index i sits
// between two string literals side by side: the text ends with a quote
// that does not close the URL's wrapper, and the next line's content, at
// k, follows the same quote, which nextLine stepped over. It returns the
// quote.
func (m *machine) adjacentLiteral(i, k int) (byte, bool) {
	n := len(m.text)
	if n < 2 || k < 1 {
		return 0, false
	}
	q := m.text[n-1]
	if (q != '\'' && q != '"') || q == m.w.closeB || m.b[k-1] != q || k-1 <= i {
		return 0, false
	}
	// The quote that opens the next line's literal is its first byte
	// after the indentation.
	for j := k - 2; j > i; j-- {
		if c := m.b[j]; c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return 0, false
		}
	}
	return q, true
}

// adjacentLiteralAt is nextLine's hook: at the next line's content at
// buffer index k, it returns the index after the quote that opens a
// literal adjacent to the one the text ends in (see srcAdjacentLiteral),
// or k.
func (m *machine) adjacentLiteralAt(k, lim int) int {
	n := len(m.text)
	if n < 2 || k+1 >= lim {
		return k
	}
	q := m.text[n-1]
	if (q != '\'' && q != '"') || q == m.w.closeB || m.b[k] != q || class[m.b[k+1]]&cURL == 0 {
		return k
	}
	// The text's quote closes a literal it did not open: the URL's
	// literal began before the URL, with the same quote.
	if !m.literalOpenBefore(q) {
		return k
	}
	return k + 1
}

// literalOpenBefore reports whether quote q stands before the URL's
// opener on the URL's line (the literal the URL is in).
func (m *machine) literalOpenBefore(q byte) bool {
	for j := m.w.open - 1; j >= 0 && m.w.open-j <= maxPrefix; j-- {
		switch m.b[j] {
		case '\n':
			return false
		case q:
			return true
		}
	}
	return false
}

// commentSlashes is computeMarker's reading of a comment of slashes at
// buffer index p (before open): "//", "///" (C++'s and Rust's doc
// comments) or "//!" (Rust's inner doc comments). It returns the length
// of the marker, or 0.
func commentSlashes(b []byte, p, open int) int {
	if p+1 >= open || b[p] != '/' || b[p+1] != '/' {
		return 0
	}
	if p+2 < open && (b[p+2] == '/' || b[p+2] == '!') {
		return 3
	}
	return 2
}

// continuedLine reports whether the backslash at buffer index i, before a
// line break, continues a line the way a language removes it in a string
// literal (Python's docstrings, C's strings, a shell's words): inside
// <...>, where a URL holds no backslash before this one (a Windows path
// would), or in a quoted literal whose rest starts the next line at its
// first column and runs to the quote (C's "http://x/a/\⏎b.html").
func (m *machine) continuedLine(i, lim int) bool {
	o := m.w.open
	if o >= i || bytes.IndexByte(m.b[o:i], '\\') >= 0 {
		return false
	}
	if m.w.strong {
		return m.w.d == Angle && !m.w.typeset
	}
	if m.w.d != Quote {
		return false
	}
	k := i + 1
	if m.b[k] == '\r' {
		k++
	}
	k++
	if k >= lim || class[m.b[k]]&cSpace != 0 {
		return false
	}
	return m.wordToCloser(k, lim)
}
