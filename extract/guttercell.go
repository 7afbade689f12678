package extract

import "unicode/utf8"

// gutterCellFacts is what gutterBreak learnt of a URL that stands in the
// first column of a table with no borders (gutterCellAt), for the rule
// gutter-cell.
type gutterCellFacts struct {
	on   bool // the URL's line ended at the gutter before the table's second column
	room int  // the columns between the URL's piece and the column's width
	col  int  // the second column's column
}

// gutterCellAt reports whether the URL whose run on its line stopped at
// the space at buffer index i, before a gutter of two spaces or more and
// the text of another column at column c, stands in the first column of
// a table that w3m or html2text laid out with no borders, with its rest
// on the cell's next line (issue 28, tables/tuned/w3m: 396 false URLs
// whose line's end no rule read, the first line of a cell alone):
//
//	https://git.0zlph.49yi3.net/  https://
//	QBj_EOTT/hn.z/oa_816DTK/      m3c85h.jke.xlpamtnslubfm304v875.8.jp
//
// The layout is learnt from the two lines: the URL's cell is the line's
// first (only its indentation, or words one space apart, before the
// URL); the next line starts at the same indentation with a word that
// ends left of column c, a space or more before it; and that line's text
// after the word starts exactly at column c (the second column's on the
// next line too) or it holds nothing more (the second column blank
// there); and the column's width, its widest line on the lines around
// that leave column c-1 blank, is one or two columns short of c, as w3m
// and html2text space a table's columns (a page's columns, as pdftotext
// -layout prints them, stand farther apart: without this the rule made
// a held-out part of pdftotext -layout fall below its floor, whose
// figures and documents were not read). ls is the URL's line's start, s
// where its cell's text starts, ns and k the next line's start and its
// text's, brk the URL's line's end; no line before lo nor past lim is
// read. It returns the columns left between the URL's piece and the
// column's width, the room a word of the cell would have found on the
// URL's line. gutterAt, which reads prose beside, is asked first. Once
// the URL went on so, a piece that fills the column ends before one
// space too (gutterBreak, machine.gutterCol).
func (m *machine) gutterCellAt(ls, s, i, c, ns, k, brk, lo, lim int) (int, bool) {
	b := m.b
	for _, ch := range b[ls:s] {
		if ch != ' ' {
			return 0, false // a column left of the URL's
		}
	}
	if runesIn(b[ns:k]) != s-ls {
		return 0, false // the next line is indented otherwise
	}
	te := k
	for te < lim && b[te] != ' ' && b[te] != '\n' && b[te] != '\r' && b[te] != '\t' {
		te++
	}
	if te == k || te >= lim || runesIn(b[ns:te]) > c-1 {
		return 0, false
	}
	r := te
	for r < lim && b[r] == ' ' {
		r++
	}
	if r < lim && b[r] != '\n' && b[r] != '\r' {
		if b[r] == '\t' || runesIn(b[ns:r]) != c {
			return 0, false // no second column at column c on the next line
		}
	}
	// The column's width: w3m sets it to its widest line (less its
	// gutter, one space or more), read on the lines around that leave
	// column c-1 blank; c-1 where none is wider than the URL's piece.
	w := max(runesIn(b[ls:i]), runesIn(b[ns:te]))
	m.linesAround(ls, brk, lo, lim, func(line []byte) bool {
		x, ok := firstColumnEnd(line, c)
		if !ok {
			return false
		}
		w = max(w, x)
		return true
	})
	if w >= c || c-w > 2 {
		return 0, false // no table's gutter: w3m's and html2text's are one or two columns
	}
	return w - runesIn(b[ls:i]), true
}

// firstColumnEnd is the column after the last character of line left of
// column c-1, where column c-1 is blank (ok; a line shorter than that
// too): the extent of the first column's text on the line.
func firstColumnEnd(line []byte, c int) (int, bool) {
	end, col := 0, 0
	for i := 0; i < len(line) && col < c; col++ {
		var ch byte
		ch, i = columnChar(line, i)
		if ch == '\r' {
			break
		}
		if ch == '\t' || ch == '\f' {
			return 0, false
		}
		if ch != ' ' {
			if col == c-1 {
				return 0, false // a word through the gutter
			}
			end = col + 1
		}
	}
	return end, true
}

// gutterCellContinues is the verdict of the rule gutter-cell on the
// break f (gutterCellAt): as in a cell of w3m's table with borders
// (w3mCellContinues), with the room the URL's piece left in its column:
// w3m breaks a line only where w3mBreakable says, and a word whose first
// run would have fitted on the URL's line would have been set there.
func (m *machine) gutterCellContinues(f *breakFacts) verdict {
	tok := f.tok(m)
	if _, schemeOnly := afterScheme(m.text); len(tok) == 0 || schemeOnly {
		// A scheme alone before the gutter: html2text sets a cell's
		// scheme and its rest in ways this does not read (a rest that
		// starts the next column); scheme-cell and the rules of a
		// line's end decide elsewhere.
		return ends
	}
	saved := m.cell
	m.cell = cellFacts{w3m: true, room: m.gutterCell.room}
	m.cell.tail, _ = utf8.DecodeLastRune(m.text)
	v := m.w3mCellContinues(tok)
	m.cell = saved
	return v
}
