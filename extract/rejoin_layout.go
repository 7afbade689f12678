package extract

// The column model of text laid out in columns, as pdftotext -layout
// prints a page set in two columns: each line holds a line of the left
// column, a gutter of spaces, and a line of the right column. A URL that
// ends a line of the right column goes on, if at all, on the next line at
// the column where the right column starts, not at the next line's first
// word, which is the left column's:
//
//	Papers may be written in languages other …   Science, Vol. 1494. … https://doi.org/10.1007/3-
//	titles, subtitles, keywords and abstracts …   540-65193-4_29
//
// The column is learnt from the text: the URL's line starts the URL's part
// of it at a column (after the line's indentation, or after a gap of two
// spaces or more that follows other text), and the lines around share a
// gutter there: two or more of them hold text before it and a word that
// starts there after two spaces or more, and none runs a word through it.
// The text left of the gutter is prose, three words or more: a table of
// names and what they are ("buildproc.sh      Unix/bash script: …") is no
// page of two columns, and its next row starts a new entry. So is the
// text right of it on one line or more: a table whose second column holds
// names, paths or URLs, one a row, is no page either.
// Justified lines stretch their word spaces, so one gap of several spaces
// says nothing; a gutter is a gap at the same column in line after line.
//
// A URL cut at the edge of the left column has the right column's text
// after it on its line, and its rest starts the next line (gutterBreak):
// the scanner reads on past the gutter when the lines around share one
// there, and the column rule alone decides (gutterContinues):
//
//	Dataset. Retrieved May 27, 2019 from http://www.iesl.cs.       [24] Leslie Lamport. 1986. …
//	umass.edu/data/data-umasscitationfield                                Wesley, Reading, MA.
//
// A draft's line numbers in the margin ("451        ~jos/bayes/bayes.html")
// are read past (marginNumber).
// Columns are counted in characters, one for each, as pdftotext -layout
// sets them on a grid; it places a column's lines a column apart at
// times, which the model allows for.

import (
	"bytes"
	"encoding/binary"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// layoutLines is how many lines above the URL's line, and below the line
// after it, the model looks at for a gutter.
const layoutLines = 6

// layoutSlack is how many columns left of the URL's column the next line's
// word of that column may start (pdftotext -layout sets a column's lines
// a column apart at times); layoutIndent how many right of it (a
// reference's hanging indent: "[12] Ian Editor …" and "one, Vol. 9 …").
const (
	layoutSlack  = 1
	layoutIndent = 5
)

// columnNext is where the URL that ends its line at the line break at
// buffer index brk goes on reading on the next line, whose content starts
// at k (after its indentation); lim bounds the candidate. It is k, unless
// the URL stands in the column of text laid out in columns (see above)
// and the next line holds text of the column to its left: then it is the
// first byte of the next line's word in the URL's column, and ok is false
// when that column is blank on the next line (the URL ends).
func (m *machine) columnNext(brk, k, lim int) (int, bool) {
	b := m.b
	if j, ok, cell := m.borderNext(brk, k, lim); cell {
		m.tableCol = false
		return j, ok
	}
	inTable := m.tableCol && m.breaks > 0 // the URL went on onto this line in a table's column
	m.tableCol = false
	ns := brk + 1 // the next line's start
	if b[brk] == '\r' {
		ns++
	}
	if k >= lim {
		return k, true
	}
	ls, ok := m.urlLineStart(brk)
	if !ok {
		return k, true // its start is out of sight
	}
	lo, _ := m.sight()
	if j, ok := marginNumber(b, lo, ns, k, lim); ok {
		k = j // the text after a draft's line number
	}
	p := max(ls, m.w.open) // where the URL's part of its line starts
	if p == ls {
		// The URL went on onto this line from the line above: its part
		// of this line starts where it went on, in its column ("https:"
		// over "//github.com/borisveytsman/" over "acmart/issues/19 . .
		// . 35" right of "v1.00", the index of changes of acmart.pdf).
		for r := len(m.raw) - 1; r >= 0 && m.raw[r].buf >= ls; r-- {
			p = m.raw[r].buf
		}
	}
	kc := runesIn(b[ns:k]) // the next line's indentation, in columns
	// The columns where a column may start on the URL's line, nearest the
	// URL first: after the indentation, or after two spaces or more that
	// follow text. own says the first is where the URL's part of its line
	// starts, after other text or where the URL went on in a table's
	// column (a cell of a table, tableAt).
	var starts [3]int
	n := 0
	own := false
	for s := p; s > ls && n < len(starts); {
		q := s
		for q > ls && b[q-1] != ' ' {
			q--
		}
		r := q
		for r > ls && b[r-1] == ' ' {
			r--
		}
		if r == ls || q-r >= 2 || n == 0 && s == p && q-r == 1 && len(m.text) > 0 && html2textBreaksAfter(m.text[len(m.text)-1]) && (inTable || m.tableAt(runesIn(b[ls:q]), ls, brk, lo, lim)) {
			// (One space before the URL's piece, in a table's column:
			// html2text's gutter, where the URL went on onto this line
			// in the column or the lines around hold a word in it;
			// oneSpaceGutter.)
			own = own || n == 0 && s == p && (r > ls || inTable || m.aloneInColumn(ls, q, brk, lo, lim))
			starts[n] = q
			n++
		}
		if r == ls {
			break
		}
		s = r
	}
	if j, ok := m.schemeCell(ls, p, ns, k, lim, lo, brk, starts[:n], own); ok {
		m.tableCol = true
		return j, true
	}
	for x, s := range starts[:n] {
		c := runesIn(b[ls:s])
		if kc+2 >= c {
			// The next line's text starts in the URL's column: in a
			// table, the cell's next line with nothing left of it.
			if x == 0 && own && kc >= c-layoutSlack && kc <= c+layoutSlack && (inTable && kc == c || !m.gutterAt(c, ls, brk, lo, lim) && m.tableAt(c, ls, brk, lo, lim)) {
				m.tableCol = true
			}
			return k, true
		}
		if m.gutterAt(c, ls, brk, lo, lim) {
			return columnWord(b, k, lim, c)
		}
		if x == 0 && own && inTable {
			// The URL went on onto this line in its cell's column: on
			// the next line, whose text starts left of it, its rest is
			// the word in that column after a space (the row's other
			// cells stand left of it: "only if support for
			// xerces.apache.org/xml-" over "external catalog files
			// commons/components/"), and none there ends it.
			j, ok := columnWord(b, k, lim, c)
			if !ok {
				return j, false
			}
			if j == k {
				j = wordAtColumn(b, ns, lim, c)
			}
			if j > ns && b[j-1] == ' ' && runesIn(b[ns:j]) == c {
				m.tableCol = true
				return j, true
			}
		}
		if x == 0 && own && m.tableAt(c, ls, brk, lo, lim) {
			// The URL stands in a cell of a table: its rest, if any, is
			// the word that starts in its column (a column off), and no
			// column farther left is the URL's. A column blank there, or
			// a word that starts elsewhere (lynx cuts a URL in a table
			// at its width: "…  http://www.7-zip.or" and "g/"), is for
			// the rules of one column; so is a word after one space (a
			// sentence's: "Wikipedia - URI.  https://en.wikipedia.org/wiki/"
			// over "Uniform_Resource_Identifier .", html2text).
			j, ok := columnWord(b, k, lim, c)
			if g, ok := m.oneSpaceGutter(ns, lim, c); ok {
				j = g
			}
			if ok && j != k && b[j-1] == ' ' && (b[j-2] == ' ' || m.oneSpaceGutter1(ns, lim, c, j)) {
				if jc := runesIn(b[ns:j]); jc >= c-layoutSlack && jc <= c+layoutSlack {
					m.tableCol = true
					return j, true
				}
			}
			if !ok && kc+layoutSlack >= runesIn(b[ls:ls+indentOfLine(b[ls:])]) && (cells(b[ls:s]) || cells(b[k:j])) {
				// The column is blank on the next line, whose text
				// starts no farther left than the URL's line's, and
				// one of the two holds cells left of the URL's column:
				// the row's next line, or the next row
				// ("T2gu        DE`f         http://ky.kutd" over
				// "o.#?", a first cell wrapped). Not lines of prose
				// aligned by chance ("Wikipedia - URI.  https://en.wikipedia.org/wiki/"
				// over "Uniform_Resource_Identifier .", html2text).
				return j, false
			}
		}
	}
	return k, true
}

// aloneInColumn reports whether the URL's part of its line, which starts
// at q after the line's indentation (the line starts at ls, the break is
// at brk), stands in a table's column: deep in its line (minCellColumn
// columns or more) where the lines around hold cells (tableAt). html2text
// centres a row's cells, so the URL's first line may hold it alone, over
// the row's first line ("                http://junit.org/ehqjgyseuw/"
// over "zrqfktouwnb.jar  use do do  twgovtpux-cysbgbcv/oqyadd-").
func (m *machine) aloneInColumn(ls, q, brk, lo, lim int) bool {
	c := runesIn(m.b[ls:q])
	if c < minCellColumn || ls-1 <= lo {
		return false
	}
	// Not where the line above holds the row's first cell and text in
	// the URL's column: the URL's cell started there, with its row, and
	// the next line is the next row's (pdftotext -layout's
	// "  server.info  Server information  Network UPS Tools upsd vX.Y.Z -"
	// over "  http://www.networkupstools.org/" over "  server.version …").
	// (html2text's row above may end there, its first cell higher up.)
	above := m.b[lo+lastNewline(m.b[lo:ls-1])+1 : ls-1]
	if i := columnIndex(above, 0, len(above), c); i >= 0 && above[i] != ' ' && above[i] != '\r' && indentOfLine(above) < c-2 {
		if ns := brk + 1; ns < lim && indentOfLine(m.b[ns:lim]) <= indentOfLine(above)+2 {
			return false
		}
	}
	return m.tableAt(c, ls, brk, lo, lim)
}

// oneSpaceGutter returns the buffer index of the word that starts right
// at column c of the line that starts at ns after one space, after text
// that runs up to that space, where the URL so far ends where html2text
// breaks a word (a "-", "/" or ":", as after its scheme): html2text draws
// a table with no borders with one space between its columns, and a
// cell's text may fill its column ("mappers (if you do not
// attic.apache.org/" under "https://", ant's install.html). The caller
// asks tableAt too.
func (m *machine) oneSpaceGutter(ns, lim, c int) (int, bool) {
	if len(m.text) == 0 || !html2textBreaksAfter(m.text[len(m.text)-1]) {
		return 0, false
	}
	le := ns
	for le < lim && m.b[le] != '\n' && m.b[le] != '\r' {
		le++
	}
	if !oneSpaceAt(m.b[ns:le], c) {
		return 0, false
	}
	// Another line of the table is filled so too: html2text's layout.
	ls := lastNewline(m.b[:ns-1]) + 1
	filled := 0
	lo, _ := m.sight()
	m.linesAround(ls, ns-1, lo, lim, func(line []byte) bool {
		if oneSpaceAt(line, c) {
			filled++
		}
		return true
	})
	if filled == 0 && !m.oneSpaceRow(ns, le, c) {
		return 0, false
	}
	return columnIndex(m.b, ns, le, c), true
}

// oneSpaceRow reports whether the word at column c of the line b[ns:le]
// (after one space: oneSpaceAt) reads as a URL's rest by itself: it
// holds a "/" or a "." between letters or digits, as a path or a host
// does, and no prose word of a table's middle column does (html2text
// fills a row's middle cell up to one space before the URL's column on
// the row's other lines too: "ogycrtladin.jar regexp use with tasks you
// type bzinfhboa-aex/ayrmgm/njo/" under "http://commons.apache.org/").
// The caller asks tableAt too.
func (m *machine) oneSpaceRow(ns, le, c int) bool {
	i := columnIndex(m.b, ns, le, c)
	w := wordAt(m.b[i:le])
	for k := 1; k+1 < len(w); k++ {
		if (w[k] == '/' || w[k] == '.') && asciiAlnum(w[k-1]) && asciiAlnum(w[k+1]) {
			return true
		}
	}
	return false
}

// oneSpaceAt reports whether line holds text that ends right before
// column c-1, a space there, and a word at column c.
func oneSpaceAt(line []byte, c int) bool {
	i := columnIndex(line, 0, len(line), c)
	if i < 2 || line[i] == ' ' || line[i-1] != ' ' || line[i-2] == ' ' {
		return false
	}
	// Not a URL's piece ("http:" before "cdn1.2.edu/"): it may go on
	// there as plausibly.
	w := i - 1
	for w > 0 && line[w-1] != ' ' {
		w--
	}
	return bytes.IndexByte(line[w:i-1], ':') < 0
}

// oneSpaceGutter1 reports whether j is the word oneSpaceGutter finds.
func (m *machine) oneSpaceGutter1(ns, lim, c, j int) bool {
	g, ok := m.oneSpaceGutter(ns, lim, c)
	return ok && g == j
}

// tableAt reports whether the lines around the URL's line (which starts at
// ls and ends at brk) hold a column of a table at column c: two or more of
// them hold a word that starts there (or a column off) after two spaces or
// more that follow other text (cellAt), counted from the URL's line out
// to the first line that runs a word through column c (columnGap's
// crossed: the table's edge, a page's foot) or layoutLines lines, on the
// URL's page only. A table's cells are no prose, as a page's columns are
// (gutterAt); dblatex sets a table of drivers and their data sheets so
// (LinuxCNC_Integrator_zh_CN.pdf, renderer/tuned2/pdftotext-layout):
//
//	Leadshine Digital 7500         7500      20000     5000      Rising     http://leadshineusa.com/-
//	USA       DM422                                              Edge       UploadFile/-
//	          40V                                                           Down/-
//	          2.2A                                                          DM422m.pdf
func (m *machine) tableAt(c, ls, brk, lo, lim int) bool {
	cells := 0
	m.linesAround(ls, brk, lo, lim, func(line []byte) bool {
		if _, crossed := columnGap(line, c); crossed {
			return false
		}
		if cellAt(line, c) {
			cells++
		}
		return true
	})
	return cells >= 2
}

// cellAt reports whether a word of line starts at column c, or a column
// off, after two spaces or more that follow other text: a cell of a
// table's column, with a cell of another column left of it.
func cellAt(line []byte, c int) bool {
	col, spaces, text := 0, 0, false
	for i := 0; i < len(line) && col <= c+layoutSlack; col++ {
		var ch byte
		ch, i = columnChar(line, i)
		switch {
		case ch == ' ':
			spaces++
			continue
		case ch == '\t' || ch == '\r' || ch == '\f':
			return false
		case col >= c-layoutSlack && spaces >= 2 && text:
			return true
		}
		text, spaces = true, 0
	}
	return false
}

// linesAround calls look with each line around the URL's line (which
// starts at ls and ends at brk) going out from it: at most layoutLines
// above, none before lo nor on the page before (pdftotext -layout starts
// a page with a form feed), then as many below the line after the break,
// none past lim nor on the next page. look returns false to stop going
// out that way.
func (m *machine) linesAround(ls, brk, lo, lim int, look func(line []byte) bool) {
	b := m.b
	whole := lo == 0 && m.off == 0
	e := ls - 1 // the "\n" ending the line above
	for n := 0; n < layoutLines && e > lo && b[ls] != '\f'; n++ {
		s := lo + lastNewline(b[lo:e]) + 1
		if s == lo && !whole {
			break
		}
		if !look(b[s:e]) || b[s] == '\f' {
			break
		}
		e = s - 1
	}
	hi := min(lim, brk+4096)
	j := brk + 1
	for n := 0; n <= layoutLines && j < hi; n++ {
		e := j
		for e < hi && b[e] != '\n' {
			e++
		}
		if e == hi || b[j] == '\f' {
			break
		}
		if n > 0 && !look(b[j:e]) { // not the next line, which is being read
			break
		}
		j = e + 1
	}
}

// schemeCell reads the rest of a URL that is only its scheme so far
// ("https://") and all its line holds after the indentation, deep in it
// (minCellColumn columns or more), when the next line's text starts left
// of the URL's column and a word of it starts exactly in that column
// after a space, a URL's rest (schemeGoesOn), in a table: the column
// holds a cell on two lines around (tableAt) or that word stands after
// two spaces or more. html2text and w3m set a cell's first line over the
// row's middle line, where the cells left of it are printed
// ("                      https://" over "commons-logging.jar
// CommonsLoggingListener commons.apache.org/", ant's install.html). It
// returns the word's first byte.
func (m *machine) schemeCell(ls, p, ns, k, lim, lo, brk int, starts []int, own bool) (int, bool) {
	b := m.b
	rest, ok := afterScheme(m.text)
	if !ok || own || len(starts) == 0 || starts[0] != p || p != m.w.open || indentOfLine(b[ls:p]) != p-ls {
		return 0, false
	}
	c := runesIn(b[ls:p])
	if c < minCellColumn || runesIn(b[ns:k]) >= c {
		return 0, false
	}
	j, ok := columnWord(b, k, lim, c)
	if !ok || j == k || b[j-1] != ' ' || runesIn(b[ns:j]) != c {
		return 0, false
	}
	e := j
	for e < lim && class[b[e]]&cSpace == 0 && b[e] != '\n' {
		e++
	}
	if !schemeGoesOn(rest, b[j:e]) || !(b[j-2] == ' ' || m.tableAt(c, ls, brk, lo, lim)) {
		return 0, false
	}
	return j, true
}

// wordAtColumn returns the start of the word of the line that starts at
// ns (lim bounds it) that starts exactly at column c after a space, or
// -1.
func wordAtColumn(b []byte, ns, lim, c int) int {
	col := 0
	for i := ns; i < lim && b[i] != '\n' && b[i] != '\r'; col++ {
		if col == c {
			if b[i] != ' ' && i > ns && b[i-1] == ' ' {
				return i
			}
			return -1
		}
		_, size := utf8.DecodeRune(b[i:])
		i += size
	}
	return -1
}

// minCellColumn is how deep in its line a scheme alone must stand to be
// read as a table's cell by schemeCell.
const minCellColumn = 16

// tableContinues is the verdict of the rule table-column on the break f,
// whose next word was read in the URL's column of a table (tableAt): a
// cell's text goes on on its next line at its column. The URL goes on
// when its line ends in a hyphen (a URL hardly ends in one): dblatex's
// after "/" ("http://leadshineusa.com/-" and "UploadFile/-"), which is
// dropped, as groff's is, or one of the URL's own ("…/hobbycnc-" and
// "pro-"), which stays, the reading without it the other (HyphenBreak).
// After another character TeX's \url breaks after ("/", ".", "_", "=",
// "&", "?", "#", "%", "~") it goes on only where the row goes on: the
// next line is indented deeper than the URL's first line (its row's first
// cell is blank there) and the word is all its cell holds on that line
// ("http://www.routoutcnc.com/" and "2-" below "Stepper"). The word (of
// a URL's characters, as the scanner reads them) must be no URL of its own; else, as where
// the row's next line starts a cell of the first column (a next row), the
// URL ends: a column of whole URLs, one a row, stays one.
func (m *machine) tableContinues(f *breakFacts) verdict {
	tok := f.tok(m)
	if len(tok) == 0 {
		return ends
	}
	if c := bytes.Index(tok, []byte("://")); c >= 0 && !bytes.ContainsAny(tok[:c], "/?#") {
		return ends
	}
	if rest, ok := afterScheme(m.text); ok && schemeGoesOn(rest, tok) {
		// A URL that is only its scheme so far is no URL: its rest is
		// the word in its column, whatever the row's other cells hold
		// on that line (html2text and w3m set a row's first cell on the
		// middle line of the row: "task.          http://" over
		// "BeanShell JAR(s)   Note: Ant requires     www.beanshell.org/").
		return goesOn
	}
	if tok[0] == '/' && (len(tok) == 1 || tok[1] != '/') && !pathStarted(m.text) && bytes.Contains(m.text, []byte("://")) && asciiAlnum(f.last) {
		// A URL that is its scheme and host so far, in a cell, goes on
		// with a path in its column ("http://www.beanshell.org" over
		// "BeanShell JAR(s)   Note: Ant requires     /", w3m): a cell's
		// host and path, as a scheme and its rest above.
		return goesOn
	}
	n := len(m.text)
	switch f.last {
	case '-':
		if n >= 2 && m.text[n-2] == '/' {
			m.dash = n // dblatex's hyphen: joined drops it
		}
		return goesOn
	case '/', '.', '_', '=', '&', '?', '#', '%', '~':
		if m.rowGoesOn(f) {
			return goesOn
		}
	}
	if ns := lineStart(m.b, f.k); len(bytes.TrimLeft(m.b[ns:f.k], " ")) == 0 {
		// Nothing stands left of the word on the next line: the rules of
		// one column read it as they would anywhere.
		return indifferent
	}
	return ends
}

// cells reports whether text holds two words or more apart by two spaces
// or more (cells of a table's row), its own spaces around not counted.
func cells(text []byte) bool {
	return bytes.Contains(bytes.TrimSpace(text), []byte("  "))
}

// indentOfLine is the number of spaces line starts with.
func indentOfLine(line []byte) int {
	n := 0
	for n < len(line) && line[n] == ' ' {
		n++
	}
	return n
}

// lineStart is the index of the start of the line that holds b[k].
func lineStart(b []byte, k int) int {
	for k > 0 && b[k-1] != '\n' {
		k--
	}
	return k
}

// rowGoesOn reports whether the next line of the break f, in a table, goes
// on the URL's row: it is indented deeper than the line the URL starts on
// (the row's first cell is blank there), and the word read in the URL's
// column is all its cell holds there (two spaces or more, or the line's
// end, after it).
func (m *machine) rowGoesOn(f *breakFacts) bool {
	b := m.b
	fs, ok := m.urlLineStart(m.w.open) // the URL's first line's start
	if !ok {
		return false
	}
	ns := lineStart(b, f.k)
	ind := func(s int) int {
		e := s
		for e < f.lim && b[e] == ' ' {
			e++
		}
		return e - s
	}
	if e := bytes.IndexByte(b[m.w.open:f.lim], '\n'); e >= 0 && m.w.open+e+1 < ns {
		if _, ok := afterScheme(bytes.TrimRight(b[m.w.open:m.w.open+e], " \r")); ok {
			// The URL's first line holds only its scheme: a cell's first
			// line over its row's first line, where the row's first cell
			// is printed (html2text and w3m set it on a row's middle
			// line: "mail task and          https://" over
			// "jakarta.mail.jar   deprecated mimemail    eclipse-ee4j.github.io/"
			// over "task                   mail/"); the row is read from
			// that line.
			fs = m.w.open + e + 1
		}
	}
	if ind(ns) <= ind(fs)+2 && ind(fs) <= ind(ns)+2 {
		// (The URL's first line indented deeper than the next line: its
		// row's first cell is blank there, and its text is printed on
		// a lower line, as html2text and w3m centre a row's cells: the
		// next line is the row's too.)
		return false
	}
	j := f.k
	for j < f.lim && b[j] != ' ' && b[j] != '\n' && b[j] != '\r' {
		j++
	}
	return j == f.lim || b[j] == '\n' || b[j] == '\r' || j+1 < f.lim && b[j+1] == ' ' || j+1 < f.lim && (b[j+1] == '\n' || b[j+1] == '\r')
}

// gutterAt reports whether the lines around the URL's line (which starts
// at ls and ends at brk) share a gutter before column c: two or more hold
// text before it and a word that starts at it (or a column off) after two
// spaces or more, and none runs a word through it; and one of those at
// least holds prose right of it too, three words or more from column c
// on. A page of two columns holds running text in both; a plain table
// with prose in its first column has names, paths or URLs in the next
// ("The downloads of the main site    https://example.com/releases/v1/"
// over "The mirror in Europe now          docs/index.html": the next row,
// not the rest of the URL). It looks at most layoutLines lines above,
// none before lo, and as many below the line after the break, none past
// lim.
func (m *machine) gutterAt(c, ls, brk, lo, lim int) bool {
	gutters, crossed, prose := 0, 0, 0
	m.linesAround(ls, brk, lo, lim, func(line []byte) bool {
		switch g, x := columnGap(line, c); {
		case g:
			gutters++
			if wordsFrom(line, c-layoutSlack) >= 3 {
				prose++
			}
		case x:
			crossed++
		}
		return true
	})
	return gutters >= 2 && crossed == 0 && prose >= 1
}

// wordsFrom is the number of words of line that start at column c or
// after.
func wordsFrom(line []byte, c int) int {
	n, col := 0, 0
	prev := byte(' ')
	for i := 0; i < len(line); col++ {
		var ch byte
		ch, i = columnChar(line, i)
		if col >= c && ch != ' ' && prev == ' ' {
			n++
		}
		prev = ch
	}
	return n
}

// columnGap reports whether line has a gutter before column c (gap: text
// of three words or more, a line of prose, then two spaces or more, then a word that starts from layoutIndent
// columns left of c, a reference's number standing out of its column's
// hanging indent, to a column right of it) or runs a word through it
// (crossed: text far left of c, and no space in columns c-3 to c; a
// heading of the right column that starts a few columns left of c,
// "References", crosses nothing, nor does a word through c that starts
// after two spaces or more at most layoutIndent columns left of it: the
// column's own, its lines set a few columns apart).
func columnGap(line []byte, c int) (gap, crossed bool) {
	const from = layoutIndent + 2 // at[0] is column c-from
	var at [from + 2]byte         // the characters at columns c-from … c+1; 0 past the line's end
	words := 0                    // words before column c-from
	prev := byte(' ')
	col := 0
	for i := 0; i < len(line) && col <= c+1; col++ {
		var ch byte
		ch, i = columnChar(line, i)
		if ch == '\r' || ch == '\t' {
			return false, false
		}
		if col < c-from {
			if ch != ' ' && prev == ' ' {
				words++
			}
			prev = ch
		} else {
			at[col-(c-from)] = ch
		}
	}
	word := func(k int) bool { return at[k] != 0 && at[k] != ' ' }
	for k := 2; k < len(at); k++ { // a word at column c-layoutIndent … c+1
		if !word(k) || at[k-1] != ' ' || at[k-2] != ' ' {
			continue
		}
		n := words
		for q := 0; q < k-2; q++ {
			if word(q) && (q > 0 && at[q-1] == ' ' || q == 0 && prev == ' ') {
				n++
			}
		}
		if n >= 3 {
			return true, false
		}
	}
	n := len(at) - 2 // column c
	if !(words > 0 && word(n-3) && word(n-2) && word(n-1) && word(n)) {
		return false, false
	}
	// The word through column c started after two spaces or more within
	// the window: the column's own word, a line of a hanging indentation
	// that starts its column's first line farther left ("   arXiv:1403.1349"
	// and "Stan W. Smith. 2010. …" three columns left of the lines after),
	// beside text that is no prose.
	q := n - 3
	for q > 0 && word(q-1) {
		q--
	}
	return false, !(q >= 2 && at[q-1] == ' ' && at[q-2] == ' ')
}

// columnWord returns the start of the word of the line that starts at k
// (after its indentation; lim bounds it) that stands in column c: the
// first word that starts at column c-layoutSlack to c+layoutIndent after
// a space, or from layoutIndent columns left of c after two spaces or
// more (the first line of a paragraph of the column is indented: "   The
// article template's documentation, available at https://www." over
// "acm.org/publications/…", the URL's column is the indented one). ok is
// false when the line holds nothing from there on (the column is blank
// there); when a word of the column to the left runs into c-2, or the
// column's word starts farther right, it is k.
func columnWord(b []byte, k, lim, c int) (int, bool) {
	ns := k
	for ns > 0 && b[ns-1] != '\n' {
		ns--
	}
	col := 0
	spaces := 2 // the spaces before column col; the line's start counts as a gap
	for i := ns; i < lim; col++ {
		ch := b[i]
		if ch == '\n' || ch == '\r' {
			return i, false // nothing in the column
		}
		if ch == ' ' {
			spaces++
		} else {
			switch {
			case spaces >= 1 && col >= c-layoutSlack:
				if col > c+layoutIndent {
					return k, true
				}
				return i, true
			case spaces >= 2 && col >= c-layoutIndent && col+runesIn(wordAt(b[i:lim])) >= c:
				// A word that starts left of c and runs into it; a
				// footnote's number ("7   http://…") ends before it.
				return i, true
			case col >= c-2:
				return k, true
			}
			spaces = 0
		}
		_, i = columnChar(b, i)
	}
	return k, true
}

// columnChar reads the character of line at byte i, one column of a
// text laid out in a fixed-width font: its byte when it is ASCII, 'x'
// for any other (a letter, as far as the column model cares), and the
// index of the next character.
func columnChar(line []byte, i int) (ch byte, next int) {
	if ch = line[i]; ch < utf8.RuneSelf {
		return ch, i + 1
	}
	_, size := utf8.DecodeRune(line[i:])
	return 'x', i + size
}

// wordAt is the word that b starts with, up to a space or a line break.
func wordAt(b []byte) []byte {
	for j, c := range b {
		if c == ' ' || c == '\n' || c == '\r' || c == '\t' {
			return b[:j]
		}
	}
	return b
}

// inColumn reports whether the next line's word of the break f was read in
// the URL's column (columnNext), past the text of the column to its left
// (not only past a line number in the margin: marginNumber).
func (f *breakFacts) inColumn(m *machine) bool {
	ns := f.i + 1
	if m.b[f.i] == '\r' {
		ns++
	}
	if m.markerLen != 0 {
		return false
	}
	for j, c := range m.b[ns:f.k] {
		if class[c]&cSpace == 0 {
			// Text before the word: the column to the left, or a draft's
			// line number in the margin, which is no column.
			lo, _ := m.sight()
			k, margin := marginNumber(m.b, lo, ns, ns+j, f.lim)
			return !margin || k != f.k
		}
	}
	return false
}

// runesIn is the number of characters of b (columns, as pdftotext -layout
// sets them).
func runesIn(b []byte) int {
	// utf8.RuneCount's count (an invalid byte is a rune) without its
	// conversion of the rest of b to a string at the first byte that is
	// not ASCII, which allocates (two allocations a URL of
	// scripts/instr.sh's cjk input): b read in place, as RuneCount's own
	// second half reads it.
	return utf8.RuneCountInString(unsafe.String(unsafe.SliceData(b), len(b)))
}

// columnContinues is the column rule's verdict on the break f, whose next
// word was read in the URL's column (inColumn): the URL goes on when its
// line ends in a character TeX's \url breaks after ("/", "-", ".", "_",
// "=", "&", "?", "#", "%") and the word, which starts with a letter or a
// digit (not a capital after "."), plainly continues it
// (plainlyContinues), or, after "/", is one word of small letters and a
// stop ("…/pkg/" and "lineno."); else it ends ("…/lppl.txt" and "% and version …" of
// a listing set in two columns, "…docid=6528042696351994555." and
// "Poker-Edge.Com. 2006.", the next reference). The rules after it read the fill of the
// lines around, which on a page of two columns is the page's, not the
// column's.
func (m *machine) columnContinues(f *breakFacts) verdict {
	tok := f.tok(m)
	if len(tok) == 0 || class[tok[0]]&cWord == 0 || tok[0] == '_' || f.last == '.' && 'A' <= tok[0] && tok[0] <= 'Z' {
		return ends
	}
	if f.last == '/' {
		// One word of small letters then a stop, the path's last
		// segment ("…/pkg/" and "lineno."), as word-then-stop reads it
		// in one column.
		if core := trimTrail(tok); len(core) < len(tok) && bytes.IndexByte([]byte(".,;"), tok[len(core)]) >= 0 && smallLetters(core) && !stopword(core) {
			return goesOn
		}
	}
	// The word is all its column's line holds when a gap of two spaces or
	// more, or the line's end, follows it (a draft's line number may
	// stand in the margin: "umasscitationfield" and "547").
	whole := f.whole || f.j+1 < f.lim && m.b[f.j] == ' ' && m.b[f.j+1] == ' '
	for j := f.j; !whole && j < f.lim && m.b[j] == ' '; j++ {
		whole = j+1 == f.lim || m.b[j+1] == '\n' || m.b[j+1] == '\r'
	}
	switch f.last {
	case '/', '-', '.', '_', '=', '&', '?', '#', '%':
		return either(plainlyContinues(tok, whole, f.last))
	}
	return ends
}

// gutterBreak reports whether the space at buffer index i, where a bare
// URL's run on its line stopped, starts the gutter of text laid out in
// columns (see above), so that the URL, at the edge of the left column,
// may go on on the next line, where its column goes on:
//
//	Dataset. Retrieved May 27, 2019 from http://www.iesl.cs.       [24] Leslie Lamport. 1986. LATEX: A Document …
//	umass.edu/data/data-umasscitationfield                                Wesley, Reading, MA.
//
// It is one when two spaces or more and then the right column's text run
// to the line's end, the lines around share a gutter at the column where
// that text starts (gutterAt), and the next line holds text of the left
// column. It returns the index of the line break that ends the URL's
// line; whether the URL goes on is for the rules of continues (the column
// rule: inColumn).
func (m *machine) gutterBreak(i, lim int) (int, bool) {
	b := m.b
	m.gutterCell = gutterCellFacts{}
	if i+2 >= lim || b[i] != ' ' || i == 0 || class[b[i-1]]&cSpace != 0 {
		return 0, false
	}
	g := i + 2
	if b[i+1] != ' ' {
		// One space, where the URL went on in the first column of a
		// table (gutter-cell) and its piece fills the column: the
		// gutter before the second column, at its column.
		if m.gutterCol == 0 || class[b[i+1]]&cSpace != 0 {
			return 0, false
		}
		if ls, _ := m.urlLineStart(i); runesIn(b[ls:i+1]) != m.gutterCol {
			return 0, false
		}
		g = i + 1
	}
	for g < lim && b[g] == ' ' {
		g++
	}
	if g >= lim || class[b[g]]&cSpace != 0 {
		return 0, false // the line's end, or a tab
	}
	e := m.lineEndFrom(g, lim)
	if e >= lim {
		return 0, false
	}
	if b[e-1] == '\r' {
		e--
	}
	ls, ok := m.urlLineStart(i)
	if !ok {
		return 0, false // its start is out of sight
	}
	lo, _ := m.sight()
	resume := mayStartURL(b[g:e])
	if m.tableBreak(i, e, ls, lo, lim) {
		m.resumeAt(g, resume)
		return e, true
	}
	c := runesIn(b[ls:g]) // the right column's column
	// The next line holds text left of the gutter.
	k := e + 1
	if b[e] == '\r' {
		k++
	}
	ns := k
	for k < lim && b[k] == ' ' {
		k++
	}
	if j, ok := marginNumber(b, lo, ns, k, lim); ok {
		k = j // the text after a draft's line number, as columnNext reads it
	}
	kc := runesIn(b[ns:k])
	if k >= lim || class[b[k]]&cSpace != 0 || kc+2 >= c || lineNumber(b[k:min(lim, k+maxPrefix)]) {
		return 0, false
	}
	// The next line's text starts no farther left than the URL's part of
	// its line, which starts after the indentation or after a gap of two
	// spaces or more, less a paragraph's indentation: a URL in a middle
	// column of a table does not go on in the next row's first cell, nor
	// in a draft's line number.
	s := max(ls, m.w.open)
	for s > ls {
		q := s
		for q > ls && b[q-1] != ' ' {
			q--
		}
		r := q
		for r > ls && b[r-1] == ' ' {
			r--
		}
		s = q
		if r == ls || q-r >= 2 {
			break
		}
		s = r
	}
	if kc < runesIn(b[ls:s])-layoutIndent {
		return 0, false
	}
	if !m.gutterAt(c, ls, e, lo, lim) {
		room, ok := m.gutterCellAt(ls, s, i, c, ns, k, e, lo, lim)
		if !ok {
			return 0, false
		}
		m.gutterCell = gutterCellFacts{on: true, room: room, col: c}
	}
	m.resumeAt(g, resume)
	return e, true
}

// lineEndFrom returns the buffer index of the first "\n" of m.b[g:lim],
// or lim where there is none: told by what the last search found where
// it holds (m.lineEndAt), as the URLs of a long line each ask for the same
// line break, which a search a URL made cost a pass over the line for
// each (cell51: a line of 64 KB of "http://u:?xnm  ").
func (m *machine) lineEndFrom(g, lim int) int {
	n := &m.lineEndAt
	x, l := m.off+g, m.off+lim
	if n.ok && n.from <= x {
		// The first "\n" from n.from on is at n.at; none before n.to.
		switch {
		case n.at >= x:
			if n.at < l {
				return n.at - m.off
			}
			return lim
		case n.at < 0 && x <= n.to && l <= n.to:
			return lim
		case n.at < 0 && x <= n.to:
			// None before n.to: search on from there.
			if k := bytes.IndexByte(m.b[n.to-m.off:lim], '\n'); k >= 0 {
				n.at = n.to + k
				return n.at - m.off
			}
			n.to = l
			return lim
		}
	}
	*n = lineEndMemo{ok: true, from: x, to: l, at: -1}
	if k := bytes.IndexByte(m.b[g:lim], '\n'); k >= 0 {
		n.at = x + k
		return g + k
	}
	return lim
}

// lineEndMemo is what lineEndFrom found last: from stream offset from on,
// the first "\n" is at at; -1: none before to.
type lineEndMemo struct {
	ok           bool
	from, to, at int
}

// resumeAt makes the search for the next URL go back to buffer index g,
// the start of the right column's text on the URL's line, where the URL
// is joined across the gutter there and that text may start a URL
// (resume): the scanner would otherwise go on after the joined URL and
// pass over it ("…/1." and "[21] … URL https://books.google.com/…",
// asmeconf). Scanner.resume passes over the URL's pieces on the lines
// after. Only the first such place counts, the URL's first line's.
func (m *machine) resumeAt(g int, resume bool) {
	if resume && m.cellResume == 0 {
		m.cellResume = g
	}
}

// gutterContinues decides whether the URL whose line ended at the gutter
// that starts at buffer index gap (gutterBreak) goes on with the next
// line's content at k: the column rule alone decides (columnContinues).
// The rules of a line's end read what follows the URL on its line and
// the fill of the lines around, which here are the next column's and the
// page's.
func (m *machine) gutterContinues(gap, k, lim int) bool {
	if len(m.text) == 0 {
		return false
	}
	f := m.breakFacts(gap, k, lim)
	if m.cell.on {
		// A cell of html2text's table, its padding before the border
		// (cellBreak).
		m.rules.add(ruleBorderedCell)
		v := m.cellContinues(&f)
		if v == endsMaybe && m.other.kind == noOther {
			// The joined reading stays the other (URL.Uncertain), to
			// the cell's border.
			m.other = otherReading{kind: joinedHere, at: len(m.text), from: f.k, to: min(f.j, m.cell.end)}
		}
		return v == goesOn
	}
	if m.gutterCell.on {
		// The first column's cell of a table with no borders
		// (gutterCellAt).
		m.rules.add(ruleGutterCell)
		v := m.gutterCellContinues(&f)
		if v == endsMaybe && m.other.kind == noOther {
			m.other = otherReading{kind: joinedHere, at: len(m.text), from: f.k, to: f.j}
		}
		if v == goesOn {
			m.gutterCol = m.gutterCell.col
		}
		return v == goesOn
	}
	if m.tableCol {
		// A cell of a table with cells right of it (tableBreak).
		m.rules.add(ruleTableColumn)
		return m.tableContinues(&f) == goesOn
	}
	m.rules.add(ruleColumn)
	return m.columnContinues(&f) == goesOn
}

// tableBreak reports whether the URL whose run on its line stopped at the
// space at buffer index i, the cells of other columns after it up to the
// line's end at e, stands in a cell of a table (tableAt) whose next line
// holds a word at the URL's column (a column off) after two spaces or more
// or the line's indentation: then the URL may go on there, and the rule
// table-column decides (columnNext reads that word). ls is the URL's
// line's start; no line before lo nor past lim is looked at.
func (m *machine) tableBreak(i, e, ls, lo, lim int) bool {
	b := m.b
	s := max(ls, m.w.open) // where the URL's part of its line starts
	if s == ls {
		for r := len(m.raw) - 1; r >= 0 && m.raw[r].buf >= ls; r-- {
			s = m.raw[r].buf
		}
	}
	if s-ls < 3 || b[s-1] != ' ' || b[s-2] != ' ' || len(bytes.TrimLeft(b[ls:s], " ")) == 0 || s >= i {
		return false // no cell of a column left of it
	}
	c := runesIn(b[ls:s])
	ns := e + 1
	if b[e] == '\r' {
		ns++
	}
	col, spaces := 0, 2
	for j := ns; j < lim && col <= c+layoutSlack; col++ {
		ch := b[j]
		if ch == '\n' || ch == '\r' || ch == '\t' || ch == '\f' {
			return false
		}
		if ch == ' ' {
			spaces++
		} else {
			if col >= c-layoutSlack && spaces >= 2 {
				return m.tableAt(c, ls, e, lo, lim)
			}
			spaces = 0
		}
		_, j = columnChar(b, j)
	}
	return false
}

// lineNumber reports whether line starts with a number alone on its line
// (the rest blank to its end): a draft's line number in the margin of a
// line that is blank otherwise, not the rest of a URL.
func lineNumber(line []byte) bool {
	j := 0
	for j < len(line) && '0' <= line[j] && line[j] <= '9' {
		j++
	}
	if j == 0 {
		return false
	}
	for j < len(line) && line[j] == ' ' {
		j++
	}
	return j == len(line) || line[j] == '\n' || line[j] == '\r'
}

// atWordAt reports whether the first word of a cell's text (up to a
// space, or html2text's "_" of a filled line) is an address or a name
// (addressWord: "bob@example.org", "@angular/core", "@_gateway/x") or
// an scp-like address with a path ("git@github.com:o/r"), not a path's
// segment that holds an "@" ("c@wa/x").
func atWordAt(text []byte) bool {
	for _, stop := range []string{" ", " _"} {
		w := text
		if e := bytes.IndexAny(text, stop); e >= 0 {
			w = text[:e]
		}
		if addressWord(w) {
			return true
		}
		if x := bytes.IndexByte(w, '/'); x > 0 && bytes.IndexByte(w[:x], ':') > bytes.IndexByte(w[:x], '@') && bytes.IndexByte(w[:x], '@') > 0 && addressRun(w[:x]) {
			return true
		}
	}
	return false
}

// mayStartURL reports whether text holds a colon the scanner would try as
// a scheme's (Scanner.find): after two characters of a scheme, before a
// "/", as the colon of a scheme that needs no "//", or at the text's end
// ("https:" cut from its "//").
func mayStartURL(text []byte) bool {
	for i := 2; i < len(text); i++ {
		if text[i] == ':' && class[text[i-1]]&cScheme != 0 && class[text[i-2]]&cScheme != 0 &&
			(i+1 == len(text) || text[i+1] == '/' || class[text[i+1]]&cStop == 0 && opaqueEnd(text[i-2], text[i-1])) {
			return true
		}
	}
	return false
}

// marginNumber reports whether the line that starts at ns, its content
// at k, starts with a draft's line number in its margin (acmart's review
// and authordraft modes, the lineno package, as pdftotext -layout prints
// them): a number, two spaces or more, then text, and a line at most
// four above holds the number one to four less at the same column, alone
// or before text. It returns the start of the text after the number:
//
//	450
//	      [36] Harry Thornburg. 2001. … Retrieved March 2, 2005 from http://ccrma.stanford.edu/
//	451        ~jos/bayes/bayes.html
//
// No line before lo is looked at.
func marginNumber(b []byte, lo, ns, k, lim int) (int, bool) {
	n, j := 0, k
	for j < lim && j-k < 6 && '0' <= b[j] && b[j] <= '9' {
		n = n*10 + int(b[j]-'0')
		j++
	}
	if j == k || j-k >= 6 || j+2 >= lim || b[j] != ' ' || b[j+1] != ' ' {
		return k, false
	}
	t := j
	for t < lim && b[t] == ' ' {
		t++
	}
	if t >= lim || !marginText(b[t:lim]) || lineNumber(b[t:min(lim, t+maxPrefix)]) {
		return k, false // a line blank but for its numbers in both margins
	}
	indent := k - ns
	e := ns - 1 // the "\n" ending the line above
	for above := 0; above < 4 && e > lo; above++ {
		s := lo + lastNewline(b[lo:e]) + 1
		if e-s > indent && bytes.Count(b[s:s+indent], []byte(" ")) == indent {
			m, q := 0, s+indent
			for q < e && q-(s+indent) < 6 && '0' <= b[q] && b[q] <= '9' {
				m = m*10 + int(b[q]-'0')
				q++
			}
			if q > s+indent && (q == e || b[q] == ' ' || b[q] == '\r') && n-m >= 1 && n-m <= 4 {
				return t, true
			}
		}
		e = s - 1
	}
	return k, false
}

// marginText reports whether text, after a line number in the margin,
// starts as the rest of a URL may: with a letter, a digit or one of
// "~/.-?=&", not with the comment of a listing whose lines are numbered
// ("176       % - Outputintent…", "// …", "# …").
func marginText(text []byte) bool {
	switch c := text[0]; {
	case class[c]&cWord != 0:
		return true
	case c == '/':
		// "//" and a host ("https:" and "128   //journals.aas.org/…",
		// sample631.pdf), not a comment's "// "
		return len(text) > 1 && (text[1] != '/' || len(text) > 2 && class[text[2]]&cWord != 0)
	case c == '~' || c == '.' || c == '-' || c == '?' || c == '=' || c == '&':
		return true
	}
	return false
}

// cellBelow reports whether the URL, which starts on the line that ends at
// the break f, stands in a cell of a table's row whose next line starts
// with a cell left of the URL's (html2text sets a row's cells so, and its
// columns one space apart at times):
//
//	                     regexp type with       https://
//	jakarta-regexp-1.4.jar     mappers (if you do not attic.apache.org/
//
// The URL's cell starts after the line's indentation, or after three
// spaces or more that follow other text (words one space apart are the
// cell's: "used to be at http://"; two spaces end a sentence), at column
// c; the URL's line starts two columns or more right of the next line's
// first word (the row's first cell is blank on it: lines of one paragraph,
// of a comment, of a list, start alike); that word ends two columns or
// more short of c and two spaces or more follow it (a cell;
// "Uniform_Resource_Identifier ." under "Wikipedia - URI.
// https://en.wikipedia.org/wiki/" is a sentence's end); a word of the
// next line starts in column c, or a column off (wordStartsAt); and the
// line above lines up too: a cell of it (a word after its indentation or
// after two spaces or more) starts in column c, or where the URL's line's
// text starts, left of the URL's cell, as a cell of the next line does. One line's words that line up by chance with the next's (a
// paragraph's first line indented, justified) are not enough
// (TestOtherColumnPlainProse).
func (m *machine) cellBelow(f *breakFacts) bool {
	b := m.b
	ls, ok := m.urlLineStart(f.i)
	if !ok || m.w.open < ls || f.k >= f.j {
		return false // its start is out of sight, the URL started on a line above, or no word follows
	}
	cs := m.w.open
	for cs > ls && b[cs-1] != ' ' {
		cs--
	}
	for {
		r := cs
		for r > ls && b[r-1] == ' ' {
			r--
		}
		if r == ls || cs-r >= 3 {
			break
		}
		for cs = r; cs > ls && b[cs-1] != ' '; cs-- {
		}
	}
	c := runesIn(b[ls:cs])
	ns := f.i + 1
	if b[f.i] == '\r' {
		ns++
	}
	kc := runesIn(b[ns:f.k]) // the next line's first word's column
	if indentOfLine(b[ls:f.i]) < kc+2 {
		return false
	}
	e := f.k // the end of the next line's first word
	for e < f.lim && b[e] != ' ' && b[e] != '\n' && b[e] != '\r' && b[e] != '\t' {
		e++
	}
	if runesIn(b[ns:e]) > c-2 || e+2 > f.lim || b[e] != ' ' || b[e+1] != ' ' || !wordStartsAt(b[ns:f.lim], c, 1) {
		return false
	}
	// The line above lines up with the URL's line: a word of it starts
	// in the URL's column ("https://jruby.org/" over "used to be at
	// http://"), or where the URL's line's text does, left of the URL's
	// cell, as a word of the next line does too ("Needed For" over
	// "regexp type with" over "mappers (if you do not").
	if lo, _ := m.sight(); ls-1 <= lo {
		return false // the line above is out of sight
	}
	above, ok := m.urlLineStart(ls - 1)
	if !ok {
		return false
	}
	if wordStartsAt(b[above:ls], c, 2) {
		return true
	}
	ic := indentOfLine(b[ls:f.i])
	return ic < cs-ls && wordStartsAt(b[ns:f.lim], ic, 2) && wordStartsAt(b[above:ls], ic, 2)
}

// wordStartsAt reports whether a word of the line that b starts with
// starts at column c, or a column off, after gap spaces or more, or after
// the line's indentation (html2text sets a table's columns one space apart
// at times). Two spaces after a sentence's stop (".", "?", "!", ":") are
// one: typists set them so.
func wordStartsAt(b []byte, c, gap int) bool {
	col := 0
	spaces := c + 2 // the line's start counts as a gap
	stop := false   // the word before the spaces ends in a stop
	for i := 0; i < len(b) && col <= c+layoutSlack; col++ {
		var ch byte
		ch, i = columnChar(b, i)
		switch {
		case ch == '\n' || ch == '\r' || ch == '\t':
			return false
		case ch == ' ':
			spaces++
			continue
		case spaces > 0 && col >= c-layoutSlack && (spaces >= gap && !(stop && spaces == 2) || spaces >= gap+1):
			return true
		}
		spaces = 0
		stop = ch == '.' || ch == '?' || ch == '!' || ch == ':'
	}
	return false
}

// fileRow is the verdict on the break f where the next line may start
// the next row of a list of files: its first word is a file's name
// ("xalan.jar"), before more words, whose extension is that of the first
// word of another line in sight, set at the next line's indentation: the
// URL's line or one of the layoutLines before it back to a blank line,
// or one of the layoutLines after the next line up to a blank line.
// lynx prints a table too wide for its width a row a paragraph, each
// row's cells one space apart (TestLynxTableModel): a table of jar names,
// what they are for, and where they are (ant's install.html):
//
//	task rather than Ant's classpath)
//	https://junit.org/
//	xalan.jar junitreport task
//
// With two such lines (rows above, or rows below the next line:
// "mimemail task https://github.com/eclipse-ee4j/jaf" over "jdepend.jar
// jdepend task" has "resolver.jar 1.1 or later …" and "jsch.jar 0.1.55
// or later …" below) the URL ends where the word would have fitted on its
// line, after a space, within the fill of the lines around (fillWidth).
// Where it did not fit, a formatter that breaks a URL after "/" or "-"
// may have moved the URL's rest (TestFileRowAtMargin): after a letter or
// a digit, which none breaks after, the URL ends where its line ends
// short of the fill (lynx cuts a word only at its margin:
// "…/eclipse-ee4j/jaf"), and at the margin, where lynx may have cut the
// URL before a rest that reads as a file's name, it ends with the joined
// reading the other ("…/projects/jakarta-oro.html" over "junit.jar junit
// task (may be in classpath passed to").
func (m *machine) fileRow(f *breakFacts) verdict {
	b := m.b
	tok := f.tok(m)
	if f.whole || len(trimTrail(tok)) < len(tok) || f.j >= f.lim || m.b[f.j] != ' ' {
		return indifferent // the name is all its line holds, or a stop ends it: the rest of a URL, or prose
	}
	ext := fileExtension(tok)
	if ext == nil {
		return indifferent
	}
	ns := f.i + 1
	if b[f.i] == '\r' {
		ns++
	}
	indent := b[ns:f.k]
	row := func(line []byte) bool {
		if !bytes.HasPrefix(line, indent) || len(line) <= len(indent) || line[len(indent)] == ' ' {
			return false
		}
		w := wordAt(line[len(indent):])
		x := fileExtension(w)
		return x != nil && bytes.EqualFold(x, ext) && len(indent)+len(w) < len(line)
	}
	lo, whole := m.sight()
	above, below := 0, 0
	for e, n := f.i, 0; n <= layoutLines && e > lo && above < 2; n++ {
		s := lo + lastNewline(b[lo:e]) + 1
		if s == lo && !whole {
			break
		}
		line := b[s:e]
		if len(bytes.TrimSpace(line)) == 0 {
			break
		}
		if row(line) {
			above++
		}
		e = s - 1
	}
	// The lines after the next one, up to a blank line.
	hi := min(f.lim, f.i+4096)
	j := f.j
	for j < hi && b[j] != '\n' {
		j++
	}
	for n := 0; n < layoutLines && j < hi; n++ {
		s := j + 1
		e := s
		for e < hi && b[e] != '\n' {
			e++
		}
		if e == hi {
			break
		}
		line := bytes.TrimRight(b[s:e], "\r")
		if len(bytes.TrimSpace(line)) == 0 {
			break
		}
		if row(line) {
			below++
		}
		j = e
	}
	if above+below < 2 {
		return indifferent
	}
	n, ok := f.lineLength(m)
	fill := f.fillWidth(m)
	if !ok || fill < minFill {
		return indifferent
	}
	switch {
	case n+1+runesIn(tok) <= fill:
		return ends
	case !asciiAlnum(f.last):
		// A formatter that breaks a URL after "/" (html2text, w3m, a
		// fill of words) moved the name because it did not fit
		// (TestFileRowAtMargin).
		return indifferent
	case n < fill-edgeSlack:
		return ends
	}
	return endsMaybe
}

// fileExtension is the extension of w when w is a file's name: letters,
// digits, "-", "_", "+" and ".", a name of a letter or a digit first, then
// a "." and an extension of one to five letters and digits, a letter
// first ("xalan.jar", "jakarta-oro-2.0.8.jar"); else nil.
func fileExtension(w []byte) []byte {
	d := bytes.LastIndexByte(w, '.')
	if d < 1 || len(w)-d-1 < 1 || len(w)-d-1 > 5 || class[w[0]]&cWord == 0 || w[0] == '_' {
		return nil
	}
	for i, c := range w {
		switch {
		case 'a' <= c|0x20 && c|0x20 <= 'z':
		case '0' <= c && c <= '9':
			if i == d+1 {
				return nil
			}
		case i < d && (c == '-' || c == '_' || c == '+' || c == '.'):
		default:
			if i != d {
				return nil
			}
		}
	}
	return w[d+1:]
}

// A table as html2text draws it: each line of a row starts (after the
// indentation) and ends with "|", each cell's text is set against its
// left border and filled to the cell's width, a word too long for it cut
// at the width or after a "/" or "-" that fills it, and the row's last
// line has a "_" for each space (the rule under the row):
//
//	|            |           |at your own risk. See   |
//	|            |           |https://gitlab.com/sane-|
//	|            |           |project/backends/-/     |
//	|     Canon  |  CanoScan |issues/436. 300, 600,   |
//
// A URL broken in its cell goes on on the cell's next line, between the
// same borders, with the other cells' text between its pieces (bordered-
// cell, issue 28: renderers.py's truth reads a table cell by cell).

// cellFacts is what borderNext learnt of the URL's cell at a line break.
type cellFacts struct {
	on     bool // the URL stands in a cell, and the cell's next line holds text
	glued  bool // the URL's piece fills the cell to its right border
	room   int  // the columns of padding between the piece and the border
	last   byte // the URL's last byte before the border
	end    int  // the buffer index of the cell's right border on the next line
	cut    int  // bytes of the text from the border on (the run went through it), dropped when joined
	stop   int  // the buffer index of the "_" on the row's filled last line taken for html2text's space (filledStop), or 0
	filled bool // the cell's next line is the row's "_"-filled last line
	w3m    bool // a cell of w3m's table ("│"), which breaks a line only where w3mBreakable says
	tail   rune // the URL's last character on its line
}

// borderedRow reports whether line is a line of a row of a table as
// html2text or w3m draws it (rowBorder).
func borderedRow(line []byte) bool {
	return rowBorder(line) != nil
}

// w3mBorder is the border w3m draws between the cells of a table with
// borders (U+2502), "│https://a.example/x/│more│": a URL's run stops at
// it (box drawing is no IRI's), where html2text's "|" is in the run.
var w3mBorder = []byte("\u2502")

// rowBorder returns the border of a row of a table that line is a line
// of: after its indentation it starts with the border and ends with it
// (trailing spaces and a "\r" aside), with a byte or more between,
// html2text's "|" (three bytes or more) or w3m's "│"; else nil.
func rowBorder(line []byte) []byte {
	for len(line) > 0 && (line[len(line)-1] == ' ' || line[len(line)-1] == '\r') {
		line = line[:len(line)-1]
	}
	line = line[indentOfLine(line):]
	switch {
	case len(line) >= 3 && line[0] == '|' && line[len(line)-1] == '|':
		return line[:1]
	case len(line) > 2*len(w3mBorder) && bytes.HasPrefix(line, w3mBorder) && bytes.HasSuffix(line, w3mBorder):
		return w3mBorder
	}
	return nil
}

// w3mRule reports whether line, after its indentation, starts with the
// rule w3m draws over a table ("┌") or between its rows ("├").
func w3mRule(line []byte) bool {
	line = line[indentOfLine(line):]
	return bytes.HasPrefix(line, []byte("\u250c")) || bytes.HasPrefix(line, []byte("\u251c"))
}

// filledRow reports whether row (a bordered row, no indentation) is a
// row's last line as html2text prints it, every space as "_": it holds
// no space, and a "_" (a cell's padding filled, or the space between two
// words of a cell full to its border: review45 M2). A line of cells full
// to their borders with no "_" is none.
func filledRow(row []byte) bool {
	return bytes.IndexByte(row, ' ') < 0 && bytes.IndexByte(row, '_') >= 0
}

// columnIndex is the buffer index of column c of b[ls:le] (columnChar's
// columns), or -1 past its end.
func columnIndex(b []byte, ls, le, c int) int {
	// ASCII (most lines): a byte a column, told a word at a time.
	i, col := ls, 0
	for i+8 <= le && col+8 <= c && binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 == 0 {
		i, col = i+8, col+8
	}
	for ; i < le; col++ {
		if col == c {
			return i
		}
		if b[i] < utf8.RuneSelf {
			i++ // columnChar's, at once
			continue
		}
		_, i = columnChar(b, i)
	}
	return -1
}

// displayIndex is the buffer index of the display column c of b[ls:le]
// (cols: a wide East Asian character takes two), or -1 past its end or
// inside a wide character.
func displayIndex(b []byte, ls, le, c int) int {
	col := 0
	for i := ls; i < le; {
		if col == c {
			return i
		}
		if col > c {
			return -1
		}
		if b[i] < utf8.RuneSelf {
			col++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:le])
		col += runeCols(r)
		i += size
	}
	return -1
}

// cellBreak reports whether the URL whose run on its line stopped at the
// space at buffer index i stands in a cell of html2text's table: only
// spaces stand between it and the cell's right border, or its run went
// through the border into the next cell's text (a URL that fills its
// cell). It returns the index of the line break that ends the line,
// where borderNext reads the cell's next line.
func (m *machine) cellBreak(i, lim int) (int, bool) {
	b := m.b
	if i == 0 || len(m.raw) == 0 || b[i] != ' ' && !bytes.HasPrefix(b[i:lim], w3mBorder) || class[b[i-1]]&cSpace != 0 {
		return 0, false
	}
	j := i
	for j < lim && b[j] == ' ' {
		j++
	}
	last := m.raw[len(m.raw)-1]
	if j >= lim || b[j] != '|' && !bytes.HasPrefix(b[j:lim], w3mBorder) && bytes.IndexByte(b[last.buf+1:i], '|') < 0 {
		return 0, false
	}
	e := bytes.IndexByte(b[j:lim], '\n')
	if e < 0 {
		return 0, false
	}
	e += j
	// A bordered row's text ends in its border, "|" or "│" (rowBorder):
	// a line whose text ends in another byte returns here, before the
	// search back to its start (a URL-dense line held a "|" in each
	// fifth URL, and each searched back). Exact: b[k-1] is no byte
	// rowBorder trims at the end nor a space its indentation holds, and
	// stands on the line (at or after j), so it is the last byte of the
	// line rowBorder reads, whatever the line's start (TestCellBreakGate).
	k := e
	for k > j && (b[k-1] == ' ' || b[k-1] == '\r') {
		k--
	}
	if k > j && b[k-1] != '|' && b[k-1] != w3mBorder[len(w3mBorder)-1] && !m.ungated {
		return 0, false
	}
	ls, ok := m.urlLineStart(i)
	if !ok || !borderedRow(b[ls:e]) {
		return 0, false
	}
	return e, true
}

// borderNext reads the line after the line break at buffer index brk
// when the URL's line is a row of html2text's table and the URL stands in
// one of its cells (cell): the URL's piece on the line starts after the
// cell's left border, and its run goes through the right border or
// stops before spaces and the border. On the row's last line, which
// html2text fills with "_", the URL ends: the next line is the next
// row's. The URL's rest, if any, is the
// text of the cell's next line (ok, from its left border on), which must
// be a row with borders in the same columns; blank there (spaces or
// "_"), or in a row of other borders or no row, the URL ends. It ends
// too where padding follows a piece that ends in no "/" or "-" (html2text
// broke no word there). Where it joins, the search for the next URL goes
// on from the cell's right border on the URL's first line
// (m.cellResume), so that the row's other cells are read. It sets m.cell
// for the rule bordered-cell.
func (m *machine) borderNext(brk, k, lim int) (j int, ok, cell bool) {
	b := m.b
	m.cell = cellFacts{}
	if len(m.raw) == 0 {
		return k, true, false
	}
	ls, ok := m.urlLineStart(brk)
	if !ok {
		return k, true, false
	}
	le := brk
	if le > ls && b[le-1] == '\r' {
		le--
	}
	bd := rowBorder(b[ls:le])
	if bd == nil {
		return k, true, false
	}
	w3m := len(bd) > 1 // w3m's "│": no "_"-filled lines, no border in a run
	if !w3m && filledRow(b[ls+indentOfLine(b[ls:le]):le]) {
		// The row's last line, its spaces printed as "_" (cell-fill):
		// the next line is another row's.
		return k, false, true
	}
	last := m.raw[len(m.raw)-1]
	ps := last.buf                           // where the URL's piece on this line starts
	te := last.buf + len(m.text) - last.text // where its run ends
	if ps < ls || te > le || te <= ps {
		return k, true, false
	}
	lb := bytes.LastIndex(b[ls:ps], bd)
	if lb < 0 {
		return k, true, false
	}
	lb += ls
	rb, glued := -1, false
	if x := bytes.Index(b[ps:te], bd); x > 0 {
		rb, glued = ps+x, true
		if userinfoBar(b[ps:te], x) && !borderAligned(b, ls, le, rb) {
			return k, true, false // a "|" of the URL's userinfo
		}
	} else if x < 0 {
		r := te
		for r < le && b[r] == ' ' {
			r++
		}
		if r < le && bytes.HasPrefix(b[r:le], bd) && (r > te || w3m) {
			// The border after the cell's padding, or, in w3m's
			// table, right after the URL's run, which it stopped
			// (the URL fills its cell).
			rb, glued = r, r == te
		}
	}
	if rb < 0 {
		return k, true, false
	}
	width, index := runesIn, columnIndex
	if w3m {
		// w3m sets a wide East Asian character in two columns.
		width, index = cols, displayIndex
	}
	cl, cr := width(b[ls:lb]), width(b[ls:rb])
	ns := brk + 1
	if b[brk] == '\r' {
		ns++
	}
	ne := ns
	for ne < lim && b[ne] != '\n' {
		ne++
	}
	if ne >= lim && !(ne == len(b) && m.eof) {
		return k, false, true // the cell's next line is out of sight
	}
	nle := ne
	if nle > ns && b[nle-1] == '\r' {
		nle--
	}
	li, ri := index(b, ns, nle, cl), index(b, ns, nle, cr)
	if !bytes.Equal(rowBorder(b[ns:nle]), bd) || li < 0 || ri < 0 || !bytes.HasPrefix(b[li:nle], bd) || !bytes.HasPrefix(b[ri:nle], bd) {
		// The table, or its row of these cells, ended: no cell of
		// html2text's goes on there, and the line break is read as
		// any other ("|db |postgres://app:s3cr|" over a line of other
		// borders, "|   |etpw@db.example.org |", keeps its host).
		return k, true, false
	}
	c := li + len(bd)
	if c >= ri || len(bytes.Trim(b[c:ri], "_ ")) == 0 {
		return k, false, true // the cell is blank on its next line
	}
	if b[c] == ' ' {
		if !w3m {
			return k, false, true // html2text sets a cell's text against its left border
		}
		// w3m centres a header's cell and pads by cellpadding: the
		// cell's text on its next line starts after spaces.
		for b[c] == ' ' {
			c++
		}
	}
	filled := !w3m && filledRow(b[ns+indentOfLine(b[ns:nle]):nle])
	lo, _ := m.sight()
	if !filled && !w3m && !m.filledAbove(lo, ls) && newRow(b, ls, le, ns, nle, cl) {
		// The next line holds text in a cell where the URL's line holds
		// text too ("|1|https://a.example.org/x|" over "|2|docs   |"),
		// in a table whose rows html2text did not close with a filled
		// line: a row of its own, not the URL's row going on.
		return k, false, true
	}
	if !glued && !w3m && !html2textBreaksAfter(b[rb-1]) && !html2textBreaksAfter(b[te-1]) {
		// html2text breaks a word before its cell's padding only after
		// a "/", "-" or ":" ("ftp://git.kn2v.eg  |" over "ISO-8859-1
		// …"): the URL ended.
		return k, false, true
	}
	if atWordAt(b[c:ri]) && !bytes.HasSuffix(b[ps:te], []byte("://")) &&
		(mayStartURL(b[rb:le]) || mayStartURL(b[ns:c]) || m.cellResume > 0 && m.cellResume < ns && mayStartURL(b[m.cellResume:ns])) {
		// The cell's next line starts with a word that holds an "@" (a
		// name, "@angular/core", or an address, "bob@example.org"),
		// beside another cell's URL (on this line, left of the cell on
		// the next, or on a line of the row the URL joined before): the
		// URL ends, as it did before the search went back over the row
		// (review49 H6: joined, html2text glued the name on, and the
		// joined reading that w3m's rule kept as the other read as a
		// password that hid the printed URL's port). A URL cut right
		// after its scheme goes on.
		return k, false, true
	}
	if m.cellResume == 0 {
		// The search for the next URL goes on from the cell's border
		// on the URL's first line (Scanner.resume), over the row's
		// other cells beside the URL's pieces (a URL there was lost
		// when the scanner went on after the joined URL).
		m.cellResume = rb
	}
	m.cell = cellFacts{on: true, glued: glued, end: ri, last: b[rb-1], w3m: w3m}
	m.cell.tail, _ = utf8.DecodeLastRune(b[ps:te])
	m.cell.filled = filled
	if filled {
		// The row's last line: html2text printed each space of it as
		// "_", so the URL's rest ends at a "_" (filledStop).
		m.cell.stop = filledStop(b, c, ri, 0, 0, true)
	}
	if glued {
		m.cell.cut = te - rb
	} else {
		m.cell.room = cr - width(b[ls:te])
		if w3m {
			// w3m pads a cell by its table's cellpadding on both
			// sides: the spaces before the cell's text on the URL's
			// line stand after it too.
			p := lb + len(bd)
			for p < ps && b[p] == ' ' {
				p++
			}
			m.cell.room -= p - lb - len(bd)
		}
	}
	return c, true, true
}

// cellContinues is the verdict of the rule bordered-cell on the break f,
// whose next word stands on the cell's next line (borderNext). A word
// that starts a URL of its own ends the URL. Where the URL's piece fills
// its cell to the border, html2text cut it there (a word longer than the
// cell, or one that a "/" or "-" filling the cell ends): it goes on,
// unless the next word reads as the start of a sentence (a capitalised
// word of letters). Where padding stands before the border,
// html2text broke it after a "/" or "-" because its next piece (to its
// next "/" or "-", or the word) did not fit in the padding; a piece that
// fits was set on the line below for another reason, a word of its own,
// and the URL ends. One that did not fit is the URL's rest or a word
// that did not fit either: the URL goes on when the word plainly
// continues it (plainlyContinues, the word all the cell's line holds or
// not), or holds a byte that is no letter and starts with a URL's
// character (a letter, a digit, "/", "?", "#", "%", "~", "_", ".", "-",
// or a sub-delimiter, ":" or "@"), and is no abbreviation ("e.g.").
// A word of letters alone ("Gfyc" after "https://x.org/") is the next
// word of the cell's text as plausibly as the path's last segment: it
// ends the URL, as after a line's end.
func (m *machine) cellContinues(f *breakFacts) verdict {
	j := min(f.j, m.cell.end)
	if m.cell.stop > 0 {
		j = min(j, m.cell.stop)
	}
	if x := bytes.IndexByte(m.b[f.k:j], '|'); x >= 0 {
		j = f.k + x
	}
	tok := m.b[f.k:j]
	if len(tok) == 0 {
		return ends
	}
	if c := bytes.Index(tok, []byte("://")); c >= 0 && !bytes.ContainsAny(tok[:c], "/?#") {
		return ends
	}
	if rest, ok := afterScheme(m.text); ok && len(m.text) <= maxScheme+3 && schemeGoesOn(rest, tok) {
		// The URL is only its scheme so far ("https://" in a cell, its
		// rest on the cell's next line, scheme-cell): no URL ends
		// there, and the word goes on with it when it holds what must
		// follow, a host name, whatever padding stands after it.
		return goesOn
	}
	if rest, ok := afterScheme(m.text); ok && len(rest) == 2 && !m.cell.w3m && len(m.text) <= maxScheme+3 && m.cell.room < runesIn(tok) &&
		userColon(tok) && len(bytes.Trim(m.b[f.k+len(tok):m.cell.end], " _")) == 0 {
		// The scheme and "//" alone, then a user name and its ":" alone
		// on the cell's next line, which did not fit after the scheme:
		// html2text broke after the scheme and after the ":"
		// ("postgres://" over "app:" over "s3cret@db.example.org/"); the
		// password and host follow on the cell's line after.
		return goesOn
	}
	if m.cell.w3m {
		return m.w3mCellContinues(tok)
	}
	if m.cell.glued && !html2textBreaksAfter(m.cell.last) && tok[0] != '(' && tok[0] != '[' && tok[0] != '{' {
		// html2text cuts no word at its cell's border: it widens the
		// column instead, and breaks a word only after "-", "/" or ":"
		// or before "(", "[" or "{". A piece that ends in anything
		// else at the border ended there, a space after it
		// ("…:8080/app|" over "@angular/core …|": the cell's next word).
		return ends
	}
	if m.cell.glued {
		if core := trimTrail(tok); len(core) > 1 && capitalised(core) {
			return ends
		}
		word := tok
		if x := bytes.IndexByte(tok, '_'); x >= 0 {
			word = tok[:x]
		}
		if m.cell.filled && len(word) > 0 && letters(trimTrail(word)) {
			// On the row's filled line, a word of letters (to its
			// "_") after a piece that filled its cell: the URL fitted
			// its cell to the column as plausibly, and the word is
			// the cell's next ("https://a.example.org/some/path|"
			// over "more_words_follow_here___|"), as after padding.
			return ends
		}
		return goesOn
	}
	piece := html2textPiece(tok)
	if rest := m.b[f.k+len(piece) : m.cell.end]; runesIn(piece) == 1 && len(rest) > 0 && (rest[0] == ' ' || rest[0] == '_' && m.cell.filled) {
		// html2text does not break at a space that follows a piece of
		// one character after a "/", "-" or ":" (its make_up passes
		// over the character after a place to break): "…/" over "1
		// more" where "…/1" would have fitted. The piece runs to the
		// next word's first place to break.
		n := 1
		for len(rest) > 0 && (rest[0] == ' ' || rest[0] == '_' && m.cell.filled) {
			rest, n = rest[1:], n+1
		}
		next := rest
		if x := bytes.IndexAny(rest, " _|"); x >= 0 {
			next = rest[:x]
		}
		if len(next) > 0 {
			n += runesIn(html2textPiece(next))
		}
		if n > m.cell.room {
			piece = m.b[f.k : f.k+len(piece)+n] // longer than the room
		}
	}
	core := trimTrail(tok)
	if runesIn(piece) <= m.cell.room || len(core) == 0 {
		return ends
	}
	whole := len(bytes.Trim(m.b[j:m.cell.end], " _")) == 0
	if plainlyContinues(tok, whole, m.cell.last) {
		return goesOn
	}
	if letters(core) || isAbbreviation(core) || !asciiAlnum(core[0]) && bytes.IndexByte([]byte("/?#%~_.-;,!$&*+=:@"), core[0]) < 0 {
		return ends
	}
	return goesOn
}

// html2textBreaksAfter reports whether html2text may break a word after
// the byte c (its format.cc, make_up): after "-", "/" and ":" (unless
// ",", ".", ";" or ":" follows). It breaks a word nowhere else but before
// "(", "[" and "{": a word longer than a table's column widens the
// column.
func html2textBreaksAfter(c byte) bool {
	return c == '/' || c == '-' || c == ':'
}

// userColon reports whether tok is a user name and its ":" (letters,
// digits and the unreserved bytes, then ":"), as a URL's userinfo starts.
func userColon(tok []byte) bool {
	if len(tok) < 2 || tok[len(tok)-1] != ':' {
		return false
	}
	for _, c := range tok[:len(tok)-1] {
		if !asciiAlnum(c) && c != '.' && c != '-' && c != '_' && c != '~' && c != '%' {
			return false
		}
	}
	return true
}

// html2textPiece is the first piece of tok that html2text does not
// break (html2textBreaksAfter): up to its first "-", "/" or ":" that no
// ",", ".", ";" or ":" follows, or its first "(", "[" or "{" after the
// start; all of tok where there is none.
func html2textPiece(tok []byte) []byte {
	for x := 1; x < len(tok); x++ {
		a, c := tok[x-1], tok[x]
		if c == '(' || c == '[' || c == '{' || html2textBreaksAfter(a) && c != ',' && c != '.' && c != ';' && c != ':' {
			return tok[:x]
		}
	}
	return tok
}

// w3mBreakable reports whether w3m may break a line of a cell between
// the characters a and b, neither a space (its file.c, is_boundary):
// not before a closing punctuation (",.:;?!)]}>"), not after an opening
// one ("([{`<"), not before a combining character, and not between two
// characters of words: letters, digits, the bytes `,.:"'$%*+-@~_`, and
// characters beyond ASCII that are not wide (a wide East Asian
// character is a word of its own). So it breaks "https://a.example/x"
// after its scheme's ":" and around each "/", and never inside
// "a.example" or "u:pw@host". Markup may add a break (a tag between
// two characters, <wbr>), which a rendered text no longer shows.
func w3mBreakable(a, b rune) bool {
	if strings.ContainsRune(",.:;?!)]}>", b) || strings.ContainsRune("([{`<", a) {
		return false
	}
	if b >= utf8.RuneSelf && runeCols(b) == 0 {
		return false
	}
	return !w3mWord(a) || !w3mWord(b)
}

// w3mRun is the first run of tok that w3m does not break
// (w3mBreakable): all of it, or up to the first place it may break.
func w3mRun(tok []byte) []byte {
	prev, i := utf8.DecodeRune(tok)
	for i < len(tok) {
		r, n := utf8.DecodeRune(tok[i:])
		if r == ' ' || w3mBreakable(prev, r) {
			return tok[:i]
		}
		prev = r
		i += n
	}
	return tok
}

// mixedCase reports whether w holds a capital letter after a small one
// ("xTVqgm", "HowTo").
func mixedCase(w []byte) bool {
	for i := 1; i < len(w); i++ {
		if 'A' <= w[i] && w[i] <= 'Z' && 'a' <= w[i-1] && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// addressRun reports whether run (a word's first run, w3mRun) reads as
// a mail address, a user at a host, or a name after an "@": an "@"
// first ("@alice", "@types", after a "(" too), or letters, digits, ".",
// "_", "+" and "-" before the "@" and a host's letters, digits, "." and
// "-" after it, up to a ":" ("ops@intranet", "git@github.com:o").
func addressRun(run []byte) bool {
	run = bytes.TrimLeft(run, "(")
	at := bytes.IndexByte(run, '@')
	if at == 0 {
		// A name: letters, digits, "_", "-" and "." ("@types",
		// "@_gateway"), not an escape's "%" ("…-│" over "│@%2D1Ju").
		name := trimTrail(bytes.TrimRight(trimTrail(run[1:]), ")"))
		for _, c := range name {
			if !asciiAlnum(c) && c != '_' && c != '-' && c != '.' {
				return false
			}
		}
		return len(name) > 0 && (asciiAlnum(name[0]) || name[0] == '_')
	}
	if at < 0 || at+1 == len(run) || !asciiAlnum(run[at+1]) {
		return false
	}
	for _, c := range run[:at] {
		if !asciiAlnum(c) && c != '.' && c != '_' && c != '+' && c != '-' {
			return false
		}
	}
	host := run[at+1:]
	if c := bytes.IndexByte(host, ':'); c >= 0 {
		host = host[:c]
	}
	for _, c := range host {
		if !asciiAlnum(c) && c != '.' && c != '-' {
			return false
		}
	}
	return true
}

// w3mWord reports whether w3m reads r as a character of a word
// (w3mBreakable).
func w3mWord(r rune) bool {
	if r >= utf8.RuneSelf {
		return r != utf8.RuneError && runeCols(r) == 1
	}
	return asciiAlnum(byte(r)) || strings.ContainsRune(`,.:"'$%*+-@~_`, r)
}

// w3mCellContinues is cellContinues in a cell of w3m's table, whose next
// line starts with tok. w3m breaks a line only where one of the two
// characters around the break is no word's (w3mBreakable), at the last
// such place that leaves the line within its width, and widens a column
// to the longest run it does not break: where it could not have broken
// the URL, or the first run of tok would have fitted in the padding
// after the URL's piece, the URL ended ("…/app│" over "│@alice",
// "…example.org│" over "│a@b.example.org", review47 F14). Where it could,
// the column's width says nothing (w3m sizes a column to its longest
// run, often the URL's): a word of letters alone, small, capitalised or
// capitals, is the cell's prose as plausibly as the path's last segment
// ("…/page.html│" over "│that is all│", review47 F7), and ends it (one
// that mixes the cases, "xTVqgmQEpOdu", "HowToGetABacktrace", is a
// name no sentence holds, and goes on); a word whose first run reads as an
// address or a name ("…/a/b/│" over "│@types/node is needed", "@alice",
// "ops@intranet", "git@github.com:o/r") likelier ends it, though w3m
// breaks "…/package/@types/node" so too, and the joined reading stays
// the other; an abbreviation, or a word that starts with no URL's
// character, ends it; any other word goes on with it.
func (m *machine) w3mCellContinues(tok []byte) verdict {
	if r, _ := utf8.DecodeRune(tok); !w3mBreakable(m.cell.tail, r) {
		return ends
	}
	run := w3mRun(tok)
	if !m.cell.glued && cols(run) <= m.cell.room {
		return ends
	}
	core := trimTrail(tok)
	_, schemeOnly := afterScheme(m.text)
	switch {
	case len(core) == 0:
		return ends
	case schemeOnly && asciiAlnum(core[0]):
		return goesOn // "http://│" over "│localhost│": a host, whatever its letters
	case letters(core) && !mixedCase(core) || isAbbreviation(core):
		return ends
	case bytes.Contains(m.text, []byte("//")) && addressRun(run):
		return endsMaybe // (a "mailto:" goes on with its address)
	case !asciiAlnum(core[0]) && core[0] < utf8.RuneSelf && bytes.IndexByte([]byte("/?#%~_.-;,!$&*+=:@"), core[0]) < 0:
		return ends
	}
	return goesOn
}

// newRow reports whether the line b[ns:nle] holds text (other than
// spaces and "_") in a cell, other than the URL's (its left border at
// column cl), where the URL's line b[ls:le] holds text too: the cells of
// the URL's line as its "|" mark them, read in the same columns of the
// next line.
func newRow(b []byte, ls, le, ns, nle, cl int) bool {
	var cols []int
	col := 0
	for i := ls; i < le; col++ {
		if b[i] == '|' {
			cols = append(cols, col)
		}
		_, i = columnChar(b, i)
	}
	for x := 0; x+1 < len(cols); x++ {
		a, z := cols[x], cols[x+1]
		if a == cl || z == a+1 {
			continue
		}
		ua, uz := columnIndex(b, ls, le, a+1), columnIndex(b, ls, le, z)
		na, nz := columnIndex(b, ns, nle, a+1), columnIndex(b, ns, nle, z)
		if ua < 0 || uz < 0 || na < 0 || nz < 0 {
			continue
		}
		if len(bytes.Trim(b[ua:uz], " _|")) > 0 && len(bytes.Trim(b[na:nz], " _|")) > 0 {
			return true
		}
	}
	return false
}

// filledAbove reports whether the lines before the URL's line (starting
// at buffer index ls), read back from it while they are rows of the
// table, reach a row's "_"-filled last line or html2text's rule over the
// table (" ____"): the table is html2text's, whose row goes on over as
// many lines as its tallest cell needs, its other cells' text beside
// the URL's on each. It reports it too where the lines before reach
// past the look-behind (buffer index lo) with no line of other text:
// who drew the table is unknown, and the row is read as html2text's.
func (m *machine) filledAbove(lo, ls int) bool {
	b := m.b
	for e := ls - 1; e > lo; {
		s := lo + lastNewline(b[lo:e]) + 1
		if s == lo && !(lo == 0 && m.off == 0) {
			return true // the window's start
		}
		line := b[s:e]
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
		t := bytes.TrimLeft(line, " ")
		if len(t) > 0 && len(bytes.Trim(t, "_")) == 0 || w3mRule(t) {
			return true // the rule over the table (html2text's "____", w3m's "┌───┬"), or w3m's between two rows
		}
		if !borderedRow(line) {
			return false
		}
		if filledRow(t) {
			return true
		}
		e = s - 1
	}
	return lo > 0 || m.off > 0
}

// filledStop is the buffer index of the "_" in b[c:e], a cell's text on
// a row's "_"-filled last line, where a URL that goes on at c ends, or 0.
// html2text printed each space of the line as "_", and a URL's own "_"
// looks the same. A "_" is taken for a space: before the run of "_" that
// pads the cell to its border (a run inside the text, "…/__init__.py",
// is the URL's: html2text prints one "_" for a run of spaces); in the
// URL's host or port, b[hs:he] (a host holds no "_":
// "http://10.0.0.1:8080_more_by_are_notes", review47 F9); and where the rest of the cell's text reads as words of
// prose (no "/", ".", "?", "=", "&", "#" or "%" in any of them before its
// trailing punctuation, as a path's or a query's rest holds and a word
// of prose seldom does: "some_dir_name/x" keeps its "_") and either
// another word follows the first ("y_then_docs_here__") or the first is
// a stopword ("…/pub/_and____", "…/docs_by___"). A "_" before one word
// of another kind and the cell's padding ("Foo_bar_____") is read as the
// URL's own: one word of prose after the URL there looks the same, and
// is joined. A "_" before an address or a name (addressRun: "ops@intranet",
// "@alice", "(@bob)") is a space.
func filledStop(b []byte, c, e, hs, he int, pad bool) int {
	for i := c; i < e; {
		x := bytes.IndexByte(b[i:e], '_')
		if x < 0 {
			return 0
		}
		u := i + x
		if hs <= u && u < he && u+1 < e && b[u+1] != '_' {
			return u // a host holds no "_" (one before the padding may be the URL's: cellFill's)
		}
		w := u + 1
		if w < e && b[w] == '_' {
			for w < e && b[w] == '_' {
				w++
			}
			if w == e {
				if pad {
					return u // the cell's padding
				}
				return 0 // the cell's padding, or the URL's own "__" before it: cellFill's
			}
			i = w // "__" inside the text is the URL's ("…/__init__.py"): html2text prints one "_" for a run of spaces
			continue
		}
		for w < e && b[w] != '_' {
			w++
		}
		word := trimTrail(b[u+1 : w])
		if len(word) == 0 && (pad || w < e) || len(word) > 0 && proseWords(b[u+1:e]) && (w+1 < e && b[w+1] != '_' || len(word) > 1 && stopword(word)) {
			return u
		}
		if addressWord(word) {
			return u // an address or a name ("…/x_ops@intranet_for", "…/_@alice")
		}
		i = w
	}
	return 0
}

// addressWord reports whether w, a word between two "_" of html2text's
// filled line, is an address or a name and nothing more (addressRun):
// "ops@intranet", "@alice", "(@bob)", an npm scope and name
// ("@types/node"), not a path's segment that holds an "@" ("c@wa/",
// "@KTw.kT6E//").
func addressWord(w []byte) bool {
	w = trimTrail(bytes.TrimRight(trimTrail(w), ")"))
	x := bytes.IndexByte(w, '/')
	if x < 0 {
		return addressRun(w)
	}
	if len(w) == 0 || w[0] != '@' || x+1 == len(w) || !addressRun(w[:x]) {
		return false
	}
	for _, c := range w[x+1:] {
		if !asciiAlnum(c) && c != '_' && c != '-' && c != '.' {
			return false
		}
	}
	return true
}

// proseWords reports whether t, a cell's text on html2text's filled line
// up to its border, reads as words of prose up to the cell's padding:
// each word between two "_", its brackets and quotes and trailing
// punctuation aside, is letters alone or digits alone ("for", "Home",
// "1.2"'s "2" no: a "." inside is a path's or a version's), as a path's
// or a query's rest seldom is ("0!Fm", "dir/x", "Foo.html").
func proseWords(t []byte) bool {
	if p := bytes.Index(t, []byte("__")); p >= 0 {
		t = t[:p]
	}
	for len(t) > 0 {
		w := t
		if x := bytes.IndexByte(t, '_'); x >= 0 {
			w, t = t[:x], t[x+1:]
		} else {
			t = nil
		}
		w = bytes.TrimRight(bytes.TrimLeft(trimTrail(w), "([\"'"), ")]")
		w = trimTrail(w)
		if len(w) == 0 {
			return false
		}
		alpha, digit := true, true
		for _, c := range w {
			alpha = alpha && (class[c]&cAlpha != 0 || c >= utf8.RuneSelf)
			digit = digit && '0' <= c && c <= '9'
		}
		if !alpha && !digit {
			return false
		}
	}
	return true
}

// hostEnd is the index in t, a URL's text, where its host and port end
// (the first "/", "?" or "#" after its "//", or t's end), and the index
// where they start (after "//" and any user name and password up to an
// "@"); both 0 when t has no "//".
func hostEnd(t []byte) (start, end int) {
	s := bytes.Index(t, []byte("//"))
	if s < 0 {
		return 0, 0
	}
	s += 2
	e := s
	for e < len(t) && t[e] != '/' && t[e] != '?' && t[e] != '#' {
		e++
	}
	if a := bytes.LastIndexByte(t[s:e], '@'); a >= 0 {
		s += a + 1
	}
	return s, e
}

// fillSpaceBefore reports whether the byte before buffer index k of b is
// a "_" that html2text printed for a space: it stands on a row's
// "_"-filled last line of a table with "|" borders ("|see_http://x/_for|"),
// where a URL may start after it (review47 F9). lo bounds the walk back.
func fillSpaceBefore(b []byte, k, lo int) bool {
	const maxCellRow = 4096
	if k < 1 || b[k-1] != '_' {
		return false
	}
	ls, ok := rowStart(b, k, maxCellRow)
	if !ok || ls < lo {
		return false
	}
	le, ok := rowEnd(b, k, maxCellRow)
	if !ok {
		return false
	}
	line := b[ls:le]
	bd := rowBorder(line)
	if len(bd) != 1 {
		return false
	}
	line = bytes.TrimRight(line, " ")
	return filledRow(line[indentOfLine(line):])
}

// cellAfter returns what follows a URL that ends at buffer index hi (of
// b[:end]) in a cell of a table with borders (html2text's "|", w3m's
// "│"), as the cell reads it: the rest of the cell on the URL's line,
// then a line break and the cell's text on the row's next lines, up to
// three, run together (a word the renderer cut at the cell's edge goes on
// there). A password a renderer cut across the lines of its cell goes on
// in the cell, not on the file's next line, which starts with the other
// cells' text (review47 F3, F6): the masker reads this instead. It is nil
// where the URL does not end its cell's text on its line (words follow
// it there) or stands in no such table.
//
// ls is the start of the URL's line (Scanner.lineBegin), or -1 where it
// stands farther back than the reading looks (lineBack): then nil.
func cellAfter(b []byte, ls, hi, end int) []byte {
	col, _ := cellLines(b, ls, hi, end, 3)
	return col
}

// cellLines is cellAfter reading up to n of the cell's next lines; cut
// reports that the reading stopped at b[:end]'s end, inside a line or
// before the next (the cell may go on past the look-ahead's bound).
func cellLines(b []byte, ls, hi, end, n int) (out []byte, cut bool) {
	if ls < 0 || ls > hi {
		return nil, false
	}
	le := hi
	for le < end && b[le] != '\n' {
		le++
	}
	if le >= end {
		return nil, false
	}
	line := b[ls:le]
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	bd := rowBorder(line)
	if bd == nil || hi-ls > len(line) {
		return nil, false
	}
	h := hi - ls
	lb := bytes.LastIndex(line[:h], bd)
	rb := bytes.Index(line[h:], bd)
	if lb < 0 || rb < 0 {
		return nil, false
	}
	rb += h
	rest := line[h:rb]
	if t := bytes.TrimRight(rest, " _"); bytes.IndexByte(t, ' ') >= 0 {
		return nil, false // words of the cell's after the URL
	}
	cl, cr := runesIn(line[:lb]), runesIn(line[:rb])
	k := bytes.Count(line[:lb], bd) // the borders before the cell's left one
	out = append([]byte(nil), bytes.TrimRight(rest, " ")...)
	out = append(out, '\n')
	ns := le + 1
	for range n {
		ne := ns
		for ne < end && b[ne] != '\n' {
			ne++
		}
		if ns >= end {
			cut = true
			break
		}
		next := b[ns:ne]
		if n := len(next); n > 0 && next[n-1] == '\r' {
			next = next[:n-1]
		}
		// A line that end cut may be a row, where it starts with the
		// border.
		cut = ne >= end && bytes.HasPrefix(next[indentOfLine(next):], bd)
		if !bytes.Equal(rowBorder(next), bd) {
			break
		}
		li, ri := columnIndex(next, 0, len(next), cl), columnIndex(next, 0, len(next), cr)
		if li < 0 || ri < 0 || !bytes.HasPrefix(next[li:], bd) || !bytes.HasPrefix(next[ri:], bd) || li+len(bd) > ri {
			// Borders out of line (a table drawn by hand, or cells
			// whose characters are wider than a byte, counted
			// otherwise): the cell is the one between as many borders
			// as on the URL's line. This reading only hides (the
			// masker's), so a cell misread hides more, never less.
			li, ri = nthBorder(next, bd, k), nthBorder(next, bd, k+1)
			if li < 0 || ri < 0 {
				break
			}
		}
		t := bytes.TrimRight(bytes.TrimLeft(next[li+len(bd):ri], " "), " _")
		if len(t) == 0 {
			cut = false
			break
		}
		out = append(out, t...)
		if ne >= end {
			break
		}
		ns = ne + 1
	}
	return out, cut
}

// lineEnd returns the index of the first "\n" of b[i:end], or end:
// the loop "for i < end && b[i] != '\n' { i++ }", one vectorised search.
func lineEnd(b []byte, i, end int) int {
	if i >= end {
		return i
	}
	if k := bytes.IndexByte(b[i:end], '\n'); k >= 0 {
		return i + k
	}
	return end
}

// alignedBelow reports whether the line that starts at buffer index ns
// continues a layout of columns one space apart: it has a space at
// column g (in runes), the one space after a URL, and a word that starts
// at column c, the next column's edge; or, where a gutter of two spaces
// or more stands before the URL on its line (columns), nothing at g: it
// ends before, or holds a space there (columnAfter).
func alignedBelow(b []byte, ns, end, g, c int, gutter bool) bool {
	ne := ns
	for ne < end && b[ne] != '\n' {
		ne++
	}
	next := bytes.TrimSuffix(b[ns:ne], []byte("\r"))
	i := columnIndex(next, 0, len(next), g)
	if i < 0 {
		return gutter
	}
	if next[i] != ' ' {
		return false
	}
	j := columnIndex(next, 0, len(next), c)
	return gutter || j > 0 && next[j] != ' ' && next[j-1] == ' '
}

// nthBorder is the offset of the n-th border bd in line, counting from 0,
// or -1.
func nthBorder(line, bd []byte, n int) int {
	off := 0
	for {
		i := bytes.Index(line[off:], bd)
		if i < 0 {
			return -1
		}
		if n == 0 {
			return off + i
		}
		n--
		off += i + len(bd)
	}
}

// spacesBefore reports whether before, the next line's bytes before the
// URL's column, holds nothing but the prefix it shares with line, the
// URL's line before the URL (to that prefix's last white space), and
// white space.
func spacesBefore(line, before []byte) bool {
	c := 0
	for c < len(line) && c < len(before) && line[c] == before[c] {
		c++
	}
	for c > 0 && line[c-1] != ' ' && line[c-1] != '\t' {
		c--
	}
	return len(bytes.TrimLeft(before[c:], " \t")) == 0
}

// columnAfter is cellAfter for a table with no borders (w3m's and
// html2text's tables of border 0, text laid out in columns): a URL that
// ends before a gutter and another column's text on its line, or ends
// its line after a gutter of two spaces or more (the table's last
// column), stands in a cell whose text goes on on the next line in the
// same columns, from the cell's left edge to a column or two past the
// URL's end (to the line's end in the last column). It returns the rest
// of the URL's cell on its line, a line break, and that text of the next
// line up to a gutter; nil where the URL stands in no such layout, or
// the next line holds nothing there (review47 F3: "http://u:B_ge-
// http://" over "eGszEHZU@gitlab.com/ example.org/").
//
// The cell's left edge is read after the last gutter of two spaces or
// more before the URL (or the line's start); with own, it is the URL's
// own column, widened to the start of the next line's word there: a
// renderer may set columns one space apart ("http://example.or
// ftp://alice:M4 see" over "g/                2~3whh9Ho@gitl",
// TestBorderlessTablePasswords), so that no gutter tells where the
// cell starts. Each reading only hides (the masker's). With strict, the
// URL's piece after its ":" holds an "@" and what may be a host (a URL
// that stands as it is) or is digits (a port): one space after it is a
// gutter only where the next line keeps it (alignedBelow), and a last
// column needs a gutter before it.
//
// ls is the start of the URL's line (Scanner.lineBegin), or -1 where it
// stands farther back than the reading looks (lineBack): then nil.
//
// The text is written into *scratch (a caller's, reused from URL to URL:
// no allocation once it has grown, and it keeps what it grew to), or into
// a new slice where scratch is nil.
func columnAfter(scratch *[]byte, b []byte, ls, lo, hi, end int, own, strict bool) []byte {
	col, _ := columnLines(scratch, b, ls, lo, hi, end, own, strict, 3)
	return col
}

// columnLines is columnAfter reading up to n of the column's next lines;
// cut reports that the reading stopped at b[:end]'s end, inside a line
// or before the next (the column may go on past the look-ahead's bound).
func columnLines(scratch *[]byte, b []byte, ls, lo, hi, end int, own, strict bool, n int) (out []byte, cut bool) {
	if ls < 0 || ls > lo || hi < lo || hi > end {
		return nil, false
	}
	g := hi
	for g < end && b[g] != ' ' && b[g] != '\n' && b[g] != '\r' && b[g] != '\t' {
		g++ // the rest of the URL's word, which its end left out
	}
	s := g
	for s < end && b[s] == ' ' {
		s++
	}
	// The cell's left edge: after the last gutter before the URL (or
	// the indentation of a row whose first columns are empty, but not
	// after a port or a URL that stands: lynx's stacked cells
	// "ftp://deploy@intranet" over ":5432" over "admin@db1.example.com",
	// review48 G4).
	left, gutter := ls, false
	for i := lo - 1; i > ls+1; i-- {
		if b[i] == ' ' && b[i-1] == ' ' && b[i-2] != ' ' {
			left, gutter = i+1, true
			break
		}
	}
	if !gutter && !strict && lo-ls >= 2 && b[ls] == ' ' && b[ls+1] == ' ' {
		left, gutter = ls, true
		for left < lo && b[left] == ' ' {
			left++
		}
	}
	if s >= end {
		return nil, false
	}
	last := b[s] == '\n' || b[s] == '\r'
	if !last && s == g || last && !gutter && strict {
		return nil, false // no gutter and another column after it, nor a last column
	}
	le := lineEnd(b, s, end)
	if le >= end {
		return nil, false
	}
	if !last && s-g == 1 && strict && !alignedBelow(b, le+1, end, runesIn(b[ls:g]), runesIn(b[ls:s]), gutter) {
		// After a URL that stands as it is or a port (strict), one
		// space is a gutter where the next line has one at the same
		// column (a table whose columns stand a space apart), not in
		// prose ("ftp://user:password@host/file 形式に対応。" over
		// "tnh@aurora.dti.ne.jp THANKS!", w3m's HISTORY; "http://:80.
		// See" over "see @bob.example.net").
		return nil, false
	}
	if own {
		left = lo
	}
	cl, cr := runesIn(b[ls:left]), runesIn(b[ls:g])+2
	if last {
		cr = -1 // the line's end
	}
	var col []byte
	if scratch != nil {
		col = (*scratch)[:0]
		// The scratch keeps what it grew to, whether the column reads
		// or not.
		defer func() { *scratch = col[:0] }()
	}
	col = append(col, b[hi:g]...)
	col = append(col, '\n')
	ns, got := le+1, false
	for range n { // the column's next lines, run together (a word cut at its edge goes on)
		ne := lineEnd(b, ns, end)
		if cut = ne >= end; ns >= end {
			break
		}
		next := b[ns:ne]
		if n := len(next); n > 0 && next[n-1] == '\r' {
			next = next[:n-1]
		}
		li := columnIndex(next, 0, len(next), cl)
		if li < 0 {
			break
		}
		if own && last && !gutter && !got && (next[li] == ' ' || li > 0 && next[li-1] != ' ' || !spacesBefore(b[ls:lo], next[:li])) {
			// With no gutter on the URL's line, the column is a table's
			// only where a word of the next line starts at the URL's
			// own column (not `// the string "username:p@ssword"`
			// under `in "http://username:p@ssword@google.com",`, Go's
			// net/url), after the prefix the lines share and white
			// space alone: not a word of prose after another
			// ("see http://api:3000#x" over "cc <x@y.org>" printed
			// "http://api:***", review57 R8).
			return nil, false
		}
		for own && li > 0 && next[li-1] != ' ' {
			li-- // the start of the word that stands there
		}
		ri := -1
		if cr >= 0 {
			ri = columnIndex(next, 0, len(next), cr)
		}
		if ri < 0 {
			ri = len(next)
		}
		t := bytes.TrimLeft(next[li:ri], " ")
		if x := bytes.Index(t, []byte("  ")); x >= 0 {
			t = t[:x]
		}
		// The cell's text, and the rest of a word the column's right
		// edge cut (to a space), trimmed: written into col in place
		// (no slice of its own for each line).
		start := len(col)
		col = append(col, t...)
		if e := ri; len(t) > 0 && e < len(next) && next[e-1] != ' ' {
			for e < len(next) && next[e] != ' ' {
				e++
			}
			col = append(col, next[ri:e]...)
		}
		trimmed := bytes.TrimSpace(col[start:])
		col = col[:start+copy(col[start:], trimmed)]
		if len(trimmed) == 0 {
			cut = cut && len(bytes.TrimSpace(next[li:])) == 0
			break
		}
		got = true
		if ne >= end {
			break
		}
		ns = ne + 1
	}
	if !got {
		return nil, false
	}
	return col, cut
}
