package extract

import "bytes"

// leftColumnBelow reports whether the URL, whose line ends at the break
// f, stands in the right column of a table with no borders, after a
// gutter, while the next line's first word stands in a column left of
// it: that word is the left cell's, not the URL's rest (review51 K5: w3m's
// and html2text's tables of border 0; "and https://w0i  clone
// http://docs.example.org/x/y/" over "bekqB1Mm9X9iePS  it" printed
// "http://docs.example.org/x/y/bekqB1Mm9X9iePS", the left cell's token
// glued to the right cell's URL; would-have-fitted joined it). cellBelow
// reads a row whose first cell is blank on the URL's line; this reads one
// whose first cell holds text on both lines:
//
//	and https://w0i  clone http://docs.example.org/x/y/
//	bekqB1Mm9X9iePS  it
//
// The URL's cell starts at column c, after a gutter of two spaces or more
// that follows text on the URL's line (the left cell's: no indentation
// alone; two spaces after a sentence's stop are a typist's, not a
// gutter), and words one space apart before the URL are its cell's; on a
// line the URL continues from above, its piece starts the cell. The next
// line's first word ends two columns or more short of c, and the next
// line has a word that starts at c after a gutter (wordStartsAt), or ends
// short of c while a line next to them (the one above the URL's or the
// one after the next) has a word at c after a gutter: the row's right cell
// is blank on the next line.
func (m *machine) leftColumnBelow(f *breakFacts) bool {
	b := m.b
	ls, ok := m.urlLineStart(f.i)
	if !ok || f.k >= f.j {
		return false // its start is out of sight, or no word follows
	}
	le := f.i
	if le > ls && b[le-1] == '\r' {
		le--
	}
	// The URL's piece on its line, then the words of its cell before it.
	cs := le
	for cs > ls && b[cs-1] != ' ' {
		cs--
	}
	if m.w.open >= ls {
		cs = m.w.open
		for cs > ls && b[cs-1] != ' ' {
			cs--
		}
		for cs-1 > ls && b[cs-1] == ' ' && b[cs-2] != ' ' {
			for cs--; cs > ls && b[cs-1] != ' '; cs-- {
			}
		}
	}
	r := cs // the end of the left cell's text on the URL's line
	for r > ls && b[r-1] == ' ' {
		r--
	}
	if r > ls && (cs-r < 2 || cs-r == 2 && sentenceEnd(b[ls:r]) || gapIn(b[ls:r])) {
		return false // no gutter, or more than one (justified prose, more columns)
	}
	blank := r == ls // the row's first cell is blank on the URL's line
	c := runesIn(b[ls:cs])
	ns := f.i + 1
	if b[f.i] == '\r' {
		ns++
	}
	ne := ns
	for ne < f.lim && b[ne] != '\n' {
		ne++
	}
	next := b[ns:ne]
	if len(next) > 0 && next[len(next)-1] == '\r' {
		next = next[:len(next)-1]
	}
	e := f.k // the end of the next line's first word
	for e < ne && b[e] != ' ' && b[e] != '\n' && b[e] != '\r' && b[e] != '\t' {
		e++
	}
	if runesIn(b[ns:e]) > c-2 {
		return false // the word reaches the URL's cell
	}
	if w := r; !blank && runesIn(b[ns:f.k]) == indentOfLine(b[ls:r]) {
		// The left cell's last word on the URL's line is a URL its
		// column's edge cut, and the next line's word starts under the
		// left cell's text: its rest ("git+https://rBnDVF7G4J4nJFuI"
		// over "bPcPLIVZbmaZcXbk@o.example.c").
		for w > ls && b[w-1] != ' ' {
			w--
		}
		if bytes.Contains(b[w:r], []byte("://")) {
			return true
		}
	}
	if !rowAt(next, c) {
		return false
	}
	if cols(bytes.TrimRight(b[ls:le], " ")) == cols(bytes.TrimRight(next, " ")) {
		return false // lines as wide: justified prose (or cut at a width), not told from a table
	}
	if blank && runesIn(b[ns:e])+2 > indentOfLine(b[ls:le]) {
		return false // the word is not left of where the URL's line starts
	}
	// A third line with the URL's column after a gutter: the line above
	// the URL's, or the one after the next. Two lines lined up by chance
	// make no table: justified prose's gaps (TestOtherColumnPlainProse),
	// pdftotext -layout's Devanagari lines.
	if lo, _ := m.sight(); ls-1 > lo {
		if above, ok := m.urlLineStart(ls - 1); ok && rowAt(b[above:ls-1], c) {
			return true
		}
	}
	if ne < f.lim {
		n2 := ne + 1
		e2 := n2
		for e2 < f.lim && b[e2] != '\n' {
			e2++
		}
		return rowAt(b[n2:e2], c)
	}
	return false
}

// rowAt reports whether line is a row of two columns whose second
// starts at column c: a word there after a gutter (gutterAt), and the
// text before, the first column's, one space between its words (a cell's
// text; justified prose spreads gaps of two spaces and more over its
// lines, TestOtherColumnPlainProse).
func rowAt(line []byte, c int) bool {
	if !gutterAt(line, c) {
		return false
	}
	k := columnIndex(line, 0, len(line), max(0, c-layoutSlack))
	return k >= 0 && !gapIn(line[:k])
}

// gapIn reports whether text, after its indentation and before its
// trailing spaces, holds two spaces or more between words.
func gapIn(text []byte) bool {
	return bytes.Contains(bytes.TrimSpace(text), []byte("  "))
}

// sentenceEnd reports whether text ends in a word that ends a sentence:
// a stop (".", "?", "!", ":") after letters, digits or a closing
// bracket or quote, none of them a "." or a "/" (two spaces after it are a
// typist's, no gutter; "docs.example." is a host name cut at a column's
// edge, "v1.2." a version).
func sentenceEnd(text []byte) bool {
	n := len(text)
	if n < 2 {
		return false
	}
	switch text[n-1] {
	case '.', '?', '!', ':':
	default:
		return false
	}
	w := n - 1
	for w > 0 && text[w-1] != ' ' {
		w--
	}
	word := text[w : n-1]
	return len(word) > 0 && !bytes.ContainsAny(word, "./:@")
}

// gutterAt reports whether a word of line starts at column c, or a
// column off (layoutSlack), after a gutter: two spaces or more, not two
// after a sentence's end (sentenceEnd), or the line's indentation.
func gutterAt(line []byte, c int) bool {
	i := columnIndex(line, 0, len(line), max(0, c-layoutSlack))
	if i < 0 {
		return false
	}
	for k := i; k < len(line); {
		if col := runesIn(line[:k]); col > c+layoutSlack {
			return false
		}
		if line[k] != ' ' && (k == 0 || line[k-1] == ' ') {
			s := k
			for s > 0 && line[s-1] == ' ' {
				s--
			}
			if runesIn(line[:k]) >= c-layoutSlack && (s == 0 || k-s >= 3 || k-s == 2 && !sentenceEnd(line[:s])) {
				return true
			}
		}
		_, k = columnChar(line, k)
	}
	return false
}
