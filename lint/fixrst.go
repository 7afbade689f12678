package lint

// Code in prose the way reStructuredText and Python's doctest write it: a
// doctest's output and "... " lines after its ">>> " line, up to a blank
// line (doctest reads them as what the example prints: a fix there fails
// the test, as lazr.uri's index.rst showed), and a literal block, the
// lines indented under a paragraph that ends in "::" (or, docutils'
// "quoted literal block", unindented lines after it that all begin with
// the same punctuation byte: "> $ curl …") or under a code directive (".. code-block:: python", ".. doctest::", ...). The fixer
// alone reads them (lineContext's classes stay those lint's lazy
// follower knows how to pass over).

import "bytes"

// proseBlocks follows the lines of a file of prose and tells which are a
// doctest's or a literal block's.
type proseBlocks struct {
	doctest bool // after a ">>>" line, up to a blank line
	pending bool // a "::" paragraph or a code directive awaits its block
	in      bool // in the literal block
	base    int  // the indentation of the line that opened it
	quote   byte // in a quoted literal block: the byte each of its lines begins with
	// A quoted literal block may follow only a paragraph that ends in
	// "::" (para; not a directive), after a blank line (blankSince), at
	// the paragraph's text column (qbase: after a list item's bullet).
	para       bool
	blankSince bool
	qbase      int
}

// rstCodeDirectives are the directives whose body is code or what code
// prints (docutils, Sphinx, sphinx.ext.doctest, IPython).
var rstCodeDirectives = []string{"code", "code-block", "sourcecode", "literalinclude", "parsed-literal",
	"doctest", "testcode", "testoutput", "testsetup", "testcleanup", "ipython", "jupyter-execute",
	"productionlist", "highlight", "prompt", "console", "raw"}

// next reads the next line (without its line break) and reports whether
// it is code: a doctest's line or a literal block's.
func (p *proseBlocks) next(text []byte) bool {
	text = bytes.TrimRight(text, "\r\n")
	trimmed := bytes.TrimLeft(text, " \t")
	if len(bytes.TrimSpace(trimmed)) == 0 {
		p.doctest = false
		p.quote = 0 // a quoted literal block ends at a blank line
		p.blankSince = p.pending
		return p.in
	}
	indent := rstIndent(text)
	if p.quote != 0 {
		if indent == p.qbase && trimmed[0] == p.quote {
			return true
		}
		p.quote = 0
	}
	if p.pending && p.para && p.blankSince && indent == p.qbase && quoteByte(trimmed[0]) {
		// docutils' quoted literal block: after a paragraph that ends
		// in "::" and a blank line, lines at the paragraph's text
		// column that all begin with the same non-alphanumeric
		// printable ASCII byte, up to a blank line. (Not after a
		// directive with no body, nor at a list item's bullet column:
		// there docutils reads prose, a new item; review50 J1.)
		p.quote, p.pending = trimmed[0], false
		return true
	}
	if p.in || p.pending {
		if indent > p.base {
			p.in, p.pending = true, false
			return true
		}
		p.in, p.pending = false, false
	}
	if bytes.HasPrefix(trimmed, []byte(">>>")) && (len(trimmed) == 3 || trimmed[3] == ' ' || trimmed[3] == '\t') {
		p.doctest = true
		return true
	}
	if p.doctest {
		return true // "... " and the output expected
	}
	end := bytes.TrimRight(trimmed, " \t")
	switch {
	case bytes.HasPrefix(trimmed, []byte("..")) && len(trimmed) > 2 && (trimmed[2] == ' ' || trimmed[2] == '\t'):
		// A directive: a code directive's body is code; another's
		// (".. note::") is prose.
		d := bytes.TrimLeft(trimmed[3:], " \t")
		if k := bytes.Index(d, []byte("::")); k > 0 {
			name := string(bytes.ToLower(d[:k]))
			for _, c := range rstCodeDirectives {
				if name == c || name == "sphinx:"+c || name == "rst:"+c {
					p.pending, p.base, p.para, p.blankSince = true, indent, false, false
				}
			}
		}
	case bytes.HasSuffix(end, []byte("::")):
		// "Example::", or "::" alone: the indented lines after it are
		// a literal block.
		p.pending, p.base, p.para, p.blankSince = true, indent, true, false
		p.qbase = indent + listMarkerLen(trimmed)
	}
	return false
}

// listMarkerLen returns the width of the list item's marker a line
// (trimmed: no blank before it) starts with, and the blanks after it: a
// bullet ("- ", "* ", "+ ", "• ") or an enumerator ("1. ", "#. ", "a) ",
// "(iv) "); 0 for a line that starts no list item.
func listMarkerLen(trimmed []byte) int {
	n := 0
	switch {
	case len(trimmed) > 0 && (trimmed[0] == '-' || trimmed[0] == '*' || trimmed[0] == '+'):
		n = 1
	case bytes.HasPrefix(trimmed, []byte("•")):
		n = len("•")
	default:
		k := 0
		if len(trimmed) > 0 && trimmed[0] == '(' {
			k = 1
		}
		j := k
		for j < len(trimmed) && j-k < 8 && (trimmed[j] == '#' || '0' <= trimmed[j] && trimmed[j] <= '9' || 'a' <= trimmed[j]|0x20 && trimmed[j]|0x20 <= 'z') {
			j++
		}
		if j == k || j >= len(trimmed) || !(trimmed[j] == ')' || k == 0 && trimmed[j] == '.') || !enumerator(trimmed[k:j]) {
			return 0
		}
		n = j + 1
	}
	if n >= len(trimmed) || trimmed[n] != ' ' && trimmed[n] != '\t' {
		return 0
	}
	for n < len(trimmed) && (trimmed[n] == ' ' || trimmed[n] == '\t') {
		n++
	}
	return n
}

// quoteByte reports whether c may begin the lines of a quoted literal
// block: a printable 7-bit ASCII byte that is no letter or digit.
func quoteByte(c byte) bool {
	return c > ' ' && c < 0x7f && !('0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'z')
}

// enumerator reports whether e is what docutils numbers a list item by:
// "#", digits, one letter, or a Roman numeral ("iv", "XII"), not a word
// ("(old)", "e.g.").
func enumerator(e []byte) bool {
	if len(e) == 1 {
		return true
	}
	digits, roman := true, true
	for _, c := range e {
		digits = digits && '0' <= c && c <= '9'
		roman = roman && bytes.IndexByte([]byte("ivxlcdm"), c|0x20) >= 0 && (c|0x20 == c) == (e[0]|0x20 == e[0])
	}
	return digits || roman
}

// rstIndent is the indentation of a line as docutils reads it: a tab
// moves to the next multiple of 8 (lineContext's indentWidth takes 4, as
// Markdown does; review50 J7).
func rstIndent(s []byte) int {
	n := 0
	for _, c := range s {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 8 - n%8
		default:
			return n
		}
	}
	return n
}
