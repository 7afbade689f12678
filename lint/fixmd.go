package lint

// Code in a Markdown file (review59 N8): a code span ("`curl
// http://h/a^b`", any run of backticks) and the raw HTML a Markdown page
// passes through (<pre>, <code>, <samp>, ..., as htmlCode reads an HTML
// file) are what a reader copies or a program prints, as a fenced block's
// lines are: --fix leaves them as written, as it leaves an HTML file's
// code elements. mdCode follows a Markdown file's lines and tells which
// of their bytes are such code.

import "bytes"

// mdCode follows the lines of a Markdown file: the raw HTML's code
// elements (htm) and the run of backticks of a code span a line left
// open (tick: its length, 0 none). A code span goes on over the lines of
// its paragraph; a blank line, a fence or an indented block ends it.
type mdCode struct {
	htm  htmlCode
	tick int
}

// next reads the next line (with or without its line break), of class
// class (lineContext's), and appends to out the byte ranges [lo, hi) of
// it that are code: in a code span, or in a code element of the page's
// raw HTML. A line of a fenced or indented block is code whole (its
// class says so) and holds no span nor tag. A run of backticks that no
// run of its length closes on its line is read as a span open to the
// paragraph's end (CommonMark reads it as backticks where none closes it
// there: the reading fixes less, never more). "\`" outside a span is a
// backtick, no span's.
func (m *mdCode) next(out [][2]int, line []byte, class lineClass) [][2]int {
	text := bytes.TrimRight(line, "\r\n")
	if class == lineCode || len(bytes.TrimSpace(text)) == 0 {
		m.tick = 0
		return out
	}
	out = m.htm.next(out, line)
	from := -1
	if m.tick > 0 {
		from = 0
	}
	for i := 0; i < len(text); {
		c := text[i]
		if c == '\\' && m.tick == 0 && i+1 < len(text) {
			i += 2
			continue
		}
		if c != '`' {
			i++
			continue
		}
		n := 0
		for i+n < len(text) && text[i+n] == '`' {
			n++
		}
		switch {
		case m.tick == 0:
			m.tick, from = n, i
		case n == m.tick:
			out = append(out, [2]int{from, i + n})
			m.tick, from = 0, -1
		}
		i += n
	}
	if m.tick > 0 {
		out = append(out, [2]int{from, len(line)})
	}
	return out
}
