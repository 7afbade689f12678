package extract

import (
	"bytes"
	"unicode/utf8"
)

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
// figures and documents were not read). Two lines do not tell such a
// table from an aligned listing whose rows are one line each (review59
// N11: gutter-cell as first landed read `column -t`'s
// "…/releases/  Releases" over "README.md  Readme" as one cell), so
// the table is read on the lines around too (gutterCellTable): a row on
// more lines than one, the column's width reached by another line, the
// next line's second column no row's start. ls is the URL's line's start, s
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
	var above, below [layoutLines + 1][]byte
	na, nb := 0, 0
	m.linesAround(ls, brk, lo, lim, func(line []byte) bool {
		x, ok := firstColumnEnd(line, c)
		if !ok {
			return false
		}
		w = max(w, x)
		if cap(b)-cap(line) < ls { // the lines above, nearest first
			above[na], na = line, na+1
		} else {
			below[nb], nb = line, nb+1
		}
		return true
	})
	if w >= c || c-w > 2 {
		return 0, false // no table's gutter: w3m's and html2text's are one or two columns
	}
	// The table, read on more lines than the URL's two (review59 N11: a
	// listing, `column -t`'s or a help text's, sets "…/releases/
	// Releases" over "README.md  Readme" as a w3m table would, its rows
	// one line each where w3m's cells wrap; TestGutterCellListings).
	if !gutterCellTable(b, gutterCellLines{
		url: b[ls:brk], next: b[ns:lineEnd(b, ns, lim)], above: above[:na], below: below[:nb],
		ind: s - ls, c: c, w: w,
	}) {
		return 0, false
	}
	return w - runesIn(b[ls:i]), true
}

// cellWrapped reports whether line and next, two lines of a table's
// first column of width w, hold one cell's words wrapped at the width:
// both start at column ind, line's text there is two words or more (a
// cell's words, not a listing's entry) filling half the width or more
// (a listing's "-h, --help" over its widest entry is no wrapped cell),
// and next's first word would not have fitted after them.
func cellWrapped(line, next []byte, ind, w int) bool {
	ext, words, col := 0, 0, 0
	in := false
	for i := 0; i < len(line) && col < w; col++ {
		var ch byte
		ch, i = columnChar(line, i)
		if ch == ' ' {
			in = false
			continue
		}
		if col < ind {
			return false
		}
		if !in {
			if words == 0 && col != ind {
				return false
			}
			words++
			in = true
		}
		ext = col + 1
	}
	if words < 2 {
		return false
	}
	n, col := 0, 0
	for i := 0; i < len(next); col++ {
		var ch byte
		ch, i = columnChar(next, i)
		if col < ind {
			if ch != ' ' {
				return false
			}
			continue
		}
		if ch == ' ' || ch == '\r' {
			break
		}
		n++
	}
	return n > 0 && ext+1+n > w && 2*(ext-ind) >= w-ind
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
	if c := bytes.Index(tok, []byte("://")); c >= 0 && !bytes.ContainsAny(tok[:c], "/?#") {
		// A URL of its own starts the next line (/usr/share/doc/sed's
		// sedfaq.txt: a list of mirrors, one a line, "…/guckes/sed/"
		// over "http://www.math.fu-berlin.de/~leitner/sed/").
		return ends
	}
	saved := m.cell
	m.cell = cellFacts{w3m: true, room: m.gutterCell.room}
	m.cell.tail, _ = utf8.DecodeLastRune(m.text)
	v := m.w3mCellContinues(tok)
	m.cell = saved
	return v
}

// gutterCellLines are the lines gutterCellTable reads: the URL's line,
// the next line (its first word the URL's rest or the next row's first
// entry), the lines above (nearest first) and below the two that leave
// the gutter blank (linesAround), the indentation, the second column's
// column c and the first column's width w.
type gutterCellLines struct {
	url, next    []byte
	above, below [][]byte
	ind, c, w    int
}

// gutterCellTable reports whether the lines around a URL in the first
// column of a layout with no borders show a table that w3m or html2text
// laid out, its rows on more lines than one, and the URL's next line in
// the URL's row, where an aligned listing's rows are one line each:
//
//   - a row on more lines than one: a line that holds text in one column
//     only (a first column's cell or the other columns' cells went on
//     where the row's other cells had ended);
//   - the column's width reached, within one column, by a line other
//     than the URL's (w3m cuts a cell at the column's width, so its
//     other cells' lines fill it; a listing's column is as wide as its
//     widest entry, a URL that ends its line);
//   - the next line's text in the second column, if any, does not start
//     a row: its first word would not have fitted after the URL's line's
//     text in that column, at the column's width there (the widest text
//     from column c on the lines read);
//   - one more: the column's width reached by two lines other than the
//     URL's, or a cell's words wrapped at its column's width, in the
//     first column (cellWrapped) or the second (secondWrapped, on lines
//     other than the URL's and the next); at a gutter of one (w3m's,
//     and a hand-aligned listing's: one space after its widest entry),
//     where none of these is seen, no line of one column alone that
//     reads as a short row (shortRow in the first column,
//     secondShortRow in the second: a listing's row with its other
//     entries missing, or a help text's description on lines of its
//     own) and three lines in one column only, or one of them going on
//     the cell of the line above it (rowWrapped).
//
// Learnt on TestRenderedTables' tuned part (w3m, html2text) against
// TestGutterCellListings' listings (seed 5341; the gutter of one's
// signs on seeds 5341, 5342, 5356 and 5357, entries missing more often:
// stop 60's rule joined a listing's next row there, 1 to 3 in 3,000;
// and 5380, where stop 61's joined 3: a help text's descriptions read as
// a wrapped second cell, a second cell "read" wrapped onto the URL's own
// line, and a first-column entry under the listing's widest read as its
// wrapped rest).
func gutterCellTable(b []byte, t gutterCellLines) bool {
	one, reach, w2 := 0, 0, max(textFrom(t.url, t.c), textFrom(t.next, t.c))
	for _, l := range [2][][]byte{t.above, t.below} {
		for _, line := range l {
			x, _ := firstColumnEnd(line, t.c)
			if x >= t.w-1 {
				reach++
			}
			if (x > t.ind) != (textFrom(line, t.c-1) > 0) {
				one++
			}
			w2 = max(w2, textFrom(line, t.c))
		}
	}
	if x, _ := firstColumnEnd(t.next, t.c); x >= t.w-1 {
		reach++
	}
	if one == 0 || reach == 0 {
		return false
	}
	if nw := runesIn(wordAt(atColumn(t.next, t.c))); nw > 0 && textFrom(t.url, t.c)+1+nw <= w2 {
		return false // the next line's second column starts a row
	}
	if reach >= 2 {
		return true
	}
	var lines [2*layoutLines + 4][]byte
	seq := lines[:0]
	for j := len(t.above) - 1; j >= 0; j-- {
		seq = append(seq, t.above[j])
	}
	seq = append(append(seq, t.url, t.next), t.below...)
	for j := 0; j+1 < len(seq); j++ {
		if j >= len(t.above)-1 && j <= len(t.above)+1 {
			continue // the URL's line and the next: what is being read
		}
		if cellWrapped(seq[j], seq[j+1], t.ind, t.w) {
			return true
		}
	}
	if secondWrapped(t, seq) {
		return true
	}
	// At a gutter of one, w3m's and a hand-aligned listing's (one space
	// after its widest entry), weaker signs: no line of the first column
	// alone is a short row (an entry that would have fitted after the
	// first column's text of the line above: a listing's row with its
	// other entries missing), and three lines are in one column only or
	// one of them goes on the cell of the line above it (rowWrapped).
	return t.c-t.w < 2 && !shortRow(t, seq) && !secondShortRow(t, seq) && (one >= 3 || rowWrapped(t, seq, w2))
}

// rowWrapped reports whether a line around the URL's two (seq holds
// t.above and t.below in their order, the URL's line and the next
// between) that holds text in one column only goes on the cell of the
// line above it: its first word, in the first column at the
// indentation or in the second at column c, would not have fitted after
// the text the line above holds in that column, which fills half the
// column's width or more (the first column's t.w, the rest's w2): a
// cell's words wrapped, where a listing's short row would have fitted.
func rowWrapped(t gutterCellLines, seq [][]byte, w2 int) bool {
	for j := 1; j < len(seq); j++ {
		if j == len(t.above) || j == len(t.above)+1 {
			continue // the URL's line and the next: what is being read
		}
		prev, line := seq[j-1], seq[j]
		x, _ := firstColumnEnd(line, t.c)
		rest := textFrom(line, t.c-1) > 0
		switch {
		case (x > t.ind) == rest:
		case rest:
			n, p := runesIn(wordAt(atColumn(line, t.c))), textFrom(prev, t.c)
			if n > 0 && p+1+n > w2 && 2*p >= w2 {
				return true
			}
		default:
			n := runesIn(wordAt(atColumn(line, t.ind)))
			p, _ := firstColumnEnd(prev, t.c)
			if p >= t.w-1 {
				// The line above at the column's width, the line that
				// set it (a listing's widest entry): no word would
				// have fitted after it, wrapped or not.
				continue
			}
			if n > 0 && p > t.ind && p+1+n > t.w && 2*(p-t.ind) >= t.w-t.ind {
				return true
			}
		}
	}
	return false
}

// shortRow reports whether a line around the URL's two (seq, as for
// rowWrapped) holds text in the first column only that would have
// fitted after the first column's text of the line above: a row of its
// own, its other entries missing, as a listing has them.
func shortRow(t gutterCellLines, seq [][]byte) bool {
	for j := 1; j < len(seq); j++ {
		if j == len(t.above) || j == len(t.above)+1 {
			continue
		}
		prev, line := seq[j-1], seq[j]
		if x, _ := firstColumnEnd(line, t.c); textFrom(line, t.c-1) > 0 || x <= t.ind {
			continue
		}
		word := wordAt(atColumn(line, t.ind))
		if _, scheme := afterScheme(word); scheme {
			continue // a URL's scheme alone, as w3m breaks a cell's URL: no listing's entry
		}
		p, _ := firstColumnEnd(prev, t.c)
		if n := runesIn(word); n > 0 && p > t.ind && p+1+n <= t.w {
			return true
		}
	}
	return false
}

// secondWrapped reports whether the second column's cells (secondColumn)
// show their words wrapped at that column's width, as cellWrapped reads
// the first column's, on lines other than the URL's and the next, as
// gutterCellTable reads the first column: a second cell over the URL's
// line that reads as wrapped onto it (a listing's "C:\Program Files\x"
// over "http://localhost:3000.tar.gz") is the row read, not a sign.
func secondWrapped(t gutterCellLines, seq [][]byte) bool {
	cell, w := secondColumn(t, seq)
	for j := 0; j+1 < len(seq); j++ {
		if j >= len(t.above)-1 && j <= len(t.above) {
			continue // the URL's line and the next: what is being read
		}
		if cellWrapped(cell(seq[j]), cell(seq[j+1]), 0, w) {
			return true
		}
	}
	return false
}

// secondShortRow reports whether a line around the URL's two (seq, as
// for rowWrapped) holds text in the second column only (secondColumn)
// that would have fitted after the second column's text of the line
// above, which is no URL's piece: a help text's description on a line of
// its own under its column, where a w3m cell's next line holds the
// words that did not fit (TestGutterCellListings 5380: "-h, --help" under
// "the main page").
func secondShortRow(t gutterCellLines, seq [][]byte) bool {
	cell, w := secondColumn(t, seq)
	for j := 1; j < len(seq); j++ {
		if j == len(t.above) || j == len(t.above)+1 {
			continue // the URL's line and the next: what is being read
		}
		prev, line := seq[j-1], seq[j]
		if x, _ := firstColumnEnd(line, t.c); x > t.ind || textFrom(line, t.c-1) == 0 {
			continue
		}
		above := bytes.TrimRight(cell(prev), " \r")
		if bytes.Contains(above[bytes.LastIndexByte(above, ' ')+1:], []byte("://")) {
			continue // a URL's piece above, whose rest this may be
		}
		p := textFrom(above, 0)
		if n := runesIn(wordAt(cell(line))); n > 0 && p > 0 && p+1+n <= w {
			return true
		}
	}
	return false
}

// secondColumn reads the second column on seq: a line's cell there, from
// column t.c to the third column's gutter (the first column after t.c+1
// that every line of seq leaves blank, text after it on one), and the
// column's width, its widest cell.
func secondColumn(t gutterCellLines, seq [][]byte) (func([]byte) []byte, int) {
	c3, end := -1, 0
	for _, l := range seq {
		end = max(end, t.c+textFrom(l, t.c))
	}
	blankAt := func(l []byte, q int) bool {
		a := atColumn(l, q)
		return len(a) == 0 || a[0] == ' ' || a[0] == '\r'
	}
	for q := t.c + 2; q < end && c3 < 0; q++ {
		blank, text := true, false
		for _, l := range seq {
			blank = blank && blankAt(l, q-1)
			text = text || !blankAt(l, q)
		}
		if blank && text {
			c3 = q
		}
	}
	cell := func(l []byte) []byte {
		a := atColumn(l, t.c)
		if c3 < 0 {
			return a
		}
		col := 0
		for i := 0; i < len(a); col++ {
			if col == c3-t.c-1 {
				return a[:i]
			}
			_, i = columnChar(a, i)
		}
		return a
	}
	w := 0
	for _, l := range seq {
		w = max(w, textFrom(cell(l), 0))
	}
	return cell, w
}

// textFrom is the number of columns from column c of line to the end of
// its text (its last character that is no space), 0 where it holds
// nothing there.
func textFrom(line []byte, c int) int {
	end, col := 0, 0
	for i := 0; i < len(line); col++ {
		var ch byte
		ch, i = columnChar(line, i)
		if col >= c && ch != ' ' && ch != '\r' && ch != '\n' {
			end = col + 1
		}
	}
	return max(0, end-c)
}

// atColumn is line from its column c on (nothing where it is shorter).
func atColumn(line []byte, c int) []byte {
	col := 0
	for i := 0; i < len(line); col++ {
		if col == c {
			return line[i:]
		}
		_, i = columnChar(line, i)
	}
	return nil
}
