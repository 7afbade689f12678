package lint

// The string forms of fixctx_lang.go whose reading needs more than a
// closer: delimiters chosen by the program (Perl's q{}, Ruby's %q(),
// Elixir's sigils, D's q"(...)"), brackets that nest, strings nested in
// interpolations (JavaScript's `${`...`}`, Swift's "\("""...""")"), and
// Tcl's braces. Where a reading is unsure it ends a string later than the
// language would (a bracket nests, a backslash escapes), never sooner: a
// fix lost, never a string changed.

import "bytes"

// closerOf returns the closing bracket of an opening one, or 0.
func closerOf(b byte) byte {
	switch b {
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	case '<':
		return '>'
	}
	return 0
}

// setDelim opens a section of a string delimited by d: a bracket nests,
// any other byte closes it.
func (c *lineContext) setDelim(d byte) {
	c.depth = 1
	if cl := closerOf(d); cl != 0 {
		c.nest = d
		c.close = append(c.closeBuf[:0], cl)
		return
	}
	c.nest = 0
	c.close = append(c.closeBuf[:0], d)
}

// openDelim opens a string delimited by d, with secs sections after the
// first (Perl's s///: 1) and the escapes esc; tail is what follows the
// closing delimiter of the last section (D's q"(...)": the '"').
func (c *lineContext) openDelim(d byte, secs uint8, esc uint8, tail byte) {
	c.setDelim(d)
	if tail != 0 {
		c.close = append(c.close, tail)
	}
	c.secs, c.esc, c.block, c.await = secs, esc, false, false
}

// findNest is findClose for the strings of openDelim.
func (c *lineContext) findNest(s []byte) int {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if c.await {
			if b == ' ' || b == '\t' {
				continue
			}
			c.setDelim(b)
			c.await = false
			continue
		}
		if c.esc == escBackslash && b == '\\' {
			i++
			continue
		}
		if c.nest != 0 && b == c.nest {
			c.depth++
			continue
		}
		if b != c.close[0] {
			continue
		}
		if c.depth > 1 {
			c.depth--
			continue
		}
		if c.secs > 0 {
			c.secs--
			if c.nest != 0 {
				c.await = true
			}
			continue
		}
		n := 1
		if len(c.close) > 1 && bytes.HasPrefix(s[i:], c.close) {
			n = len(c.close)
		}
		c.nest, c.depth = 0, 0
		return i + n
	}
	return -1
}

// quoteLike reads a string opened at s[i] by a form of openDelim (or one
// with a closer of its own: OCaml's {id|, Groovy's slashy strings, an
// Elixir heredoc sigil, D's q"EOS heredoc), opens it, and returns the
// opener's length, or 0.
func (c *lineContext) quoteLike(s []byte, i int) int {
	f := c.syn.forms
	b := s[i]
	prev := byte(' ')
	if i > 0 {
		prev = s[i-1]
	}
	switch {
	case f&perlQuote != 0 && (b == 'q' || b == 'm' || b == 's' || b == 't' || b == 'y'):
		return c.perlQuoteAt(s, i)
	case f&rubyPercent != 0 && b == '%':
		return c.rubyPercentAt(s, i)
	case f&elixirSigil != 0 && b == '~' && i+1 < len(s) && isLetter(s[i+1]) && !isWordByte(prev):
		k := i + 2
		if s[i+1] >= 'A' && s[i+1] <= 'Z' {
			for k < len(s) && (s[k] >= 'A' && s[k] <= 'Z' || s[k] >= '0' && s[k] <= '9') {
				k++
			}
		}
		if k >= len(s) {
			return 0
		}
		d := s[k]
		if (d == '"' || d == '\'') && bytes.HasPrefix(s[k:], []byte{d, d, d}) {
			c.open(string([]byte{d, d, d}), escBackslash, false)
			return k + 3 - i
		}
		if bytes.IndexByte([]byte(`/|"'([{<`), d) < 0 {
			return 0
		}
		c.openDelim(d, 0, escBackslash, 0)
		return k + 1 - i
	case f&dQuote != 0 && b == 'q' && !isWordByte(prev) && i+1 < len(s) && s[i+1] == '{':
		c.openDelim('{', 0, escNone, 0)
		return 2
	case f&dQuote != 0 && b == 'q' && !isWordByte(prev) && i+2 < len(s) && s[i+1] == '"':
		d := s[i+2]
		if isWordByte(d) && (d < '0' || d > '9') {
			k := i + 2
			for k < len(s) && isWordByte(s[k]) {
				k++
			}
			if len(bytes.TrimRight(s[k:], " \t")) > 0 {
				return 0
			}
			c.pending, c.pdash, c.phpDoc = append(bytes.Clone(s[i+2:k]), '"'), false, true
			return len(s) - i
		}
		if d == ' ' || d == '\t' {
			return 0
		}
		c.openDelim(d, 0, escNone, '"')
		return 3
	case f&mlQuoted != 0 && b == '{':
		k := i + 1
		for k < len(s) && (s[k] >= 'a' && s[k] <= 'z' || s[k] == '_') {
			k++
		}
		if k < len(s) && s[k] == '|' {
			c.open("|"+string(s[i+1:k])+"}", escNone, false)
			return k + 1 - i
		}
	case f&slashy != 0 && b == '$' && i+1 < len(s) && s[i+1] == '/' && c.syn == groovySyntax:
		c.open("/$", escDollar, false)
		return 2
	case f&slashy != 0 && b == '/' && i+1 < len(s) && s[i+1] != '/' && s[i+1] != '*' && regexStarts(s[:i]):
		c.open("/", escSlash, false)
		return 1
	}
	return 0
}

// perlQuoteAt reads Perl's quote-like operators at s[i]: q qq qw qx qr m
// (one section), s tr y (two), then the delimiter, after white space or
// not (after white space "#" starts a comment).
func (c *lineContext) perlQuoteAt(s []byte, i int) int {
	if i > 0 && (isWordByte(s[i-1]) || bytes.IndexByte([]byte("$@%&*:'-"), s[i-1]) >= 0 || s[i-1] == '>' && i > 1 && s[i-2] == '-') {
		return 0 // a name, a variable, a method (->s), a file test (-s)
	}
	k := i
	for k < len(s) && isWordByte(s[k]) {
		k++
	}
	var secs uint8
	switch string(s[i:k]) {
	case "q", "qq", "qw", "qx", "qr", "m":
	case "s", "tr", "y":
		secs = 1
	default:
		return 0
	}
	j := k
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) {
		return 0
	}
	d := s[j]
	switch {
	case j > k && d == '#', d == '=' && j+1 < len(s) && s[j+1] == '>':
		return 0 // a comment, a hash's key (q => 1)
	case d == '}' && i > 0 && s[i-1] == '{':
		return 0 // $h{s}
	}
	c.openDelim(d, secs, escBackslash, 0)
	return j + 1 - i
}

// rubyPercentAt reads Ruby's (and Crystal's) percent literals at s[i]:
// "%", a type letter or none, a delimiter that is no letter, digit or
// white space, where an expression starts ("x = %w(a b)", "puts %q{a}");
// "a % b", "a%b" and "x %= 2" are operators.
func (c *lineContext) rubyPercentAt(s []byte, i int) int {
	k := i + 1
	if k < len(s) && bytes.IndexByte([]byte("qQwWiIrsx"), s[k]) >= 0 {
		k++
	}
	if k >= len(s) {
		return 0
	}
	d := s[k]
	if isWordByte(d) || d == ' ' || d == '\t' {
		return 0
	}
	before := s[:i]
	starts := regexStarts(before)
	if !starts {
		// "puts %(a)": a word, white space, and the literal glued.
		t := bytes.TrimRight(before, " \t")
		starts = len(t) < len(before) && len(t) > 0 && isWordByte(t[len(t)-1]) && d != '='
	}
	if !starts {
		return 0
	}
	c.openDelim(d, 0, escBackslash, 0)
	return k + 1 - i
}

// push enters a string or a bracket of code nested in an interpolation.
func (c *lineContext) push(b byte) {
	if int(c.sn) == len(c.stk) {
		c.stuck = true
		return
	}
	c.stk[c.sn] = b
	c.sn++
}

// scanStack reads s from i inside the strings and interpolations on stk,
// and returns the offset after the outermost string's closer, or -1 when
// the line ends inside it.
func (c *lineContext) scanStack(s []byte, i int) int {
	js := c.syn.forms&jsInterp != 0
	for ; i < len(s) && !c.stuck; i++ {
		b := s[i]
		top := c.stk[c.sn-1]
		switch top {
		case '`', 'S', 'T', 'D', '\'':
			if b == '\\' {
				if (top == 'S' || top == 'T') && i+1 < len(s) && s[i+1] == '(' {
					c.push(')')
				}
				i++
				continue
			}
			if top == '`' && b == '$' && i+1 < len(s) && s[i+1] == '{' {
				c.push('}')
				i++
				continue
			}
			closed := false
			switch top {
			case '`':
				closed = b == '`'
			case 'S', 'D':
				closed = b == '"'
			case '\'':
				closed = b == '\''
			case 'T':
				if bytes.HasPrefix(s[i:], []byte(`"""`)) {
					closed = true
					i += 2
				}
			}
			if closed {
				c.sn--
				if c.sn == 0 {
					return i + 1
				}
			}
		default: // code in an interpolation
			switch {
			case b == '`' && js:
				c.push('`')
			case b == '"' && !js && bytes.HasPrefix(s[i:], []byte(`"""`)):
				c.push('T')
				i += 2
			case b == '"' && !js:
				c.push('S')
			case b == '"':
				c.push('D')
			case b == '\'' && js:
				c.push('\'')
			case b == '{':
				c.push('}')
			case b == '(':
				c.push(')')
			case (b == '}' || b == ')') && b == top:
				c.sn-- // the bottom of stk is a string: sn stays above 0
			case b == '/' && i+1 < len(s) && s[i+1] == '/':
				i = len(s)
			}
		}
	}
	if c.stuck {
		return -1
	}
	if c.sn == 1 && c.stk[0] == 'S' {
		c.sn = 0 // a string of one line left open: no string on the next
		return len(s)
	}
	return -1
}

// tclScripts are the commands of Tcl whose braced words are scripts,
// where "#" starts a comment; any other command's braces are data.
var tclScripts = map[string]bool{
	"proc": true, "if": true, "while": true, "for": true, "foreach": true, "namespace": true,
	"catch": true, "try": true, "eval": true, "uplevel": true, "lmap": true, "method": true,
	"constructor": true, "destructor": true, "oo::class": true, "oo::define": true, "oo::objdefine": true,
}

func (c *lineContext) tclData() bool { return c.tdata != 0 || c.stuck }

func (c *lineContext) tpush(data bool) {
	if c.tdepth >= 63 {
		c.stuck = true
		return
	}
	c.tdepth++
	bit := uint64(1) << c.tdepth
	if data {
		c.tdata |= bit
	} else {
		c.tdata &^= bit
	}
	c.tscript &^= bit
}

func (c *lineContext) tpop() {
	if c.tdepth == 0 || c.stuck {
		return
	}
	c.tdata &^= uint64(1) << c.tdepth
	c.tdepth--
}

// tclLine reads a line of Tcl: its braces (data, or a script where its
// command takes one), its quoted words, its comments (a "#" where a
// command starts). Inside braces every brace counts but an escaped one,
// in a quote or a comment too, as Tcl counts them. The line is the
// program's data when it starts or ends inside data or a quoted word.
func (c *lineContext) tclLine(s []byte) bool {
	startIn := c.tquote || c.tclData()
	cs := !c.tcont && !startIn // a command starts
	c.tcont = false
	word := true // a word starts
	for i := 0; i < len(s); i++ {
		b := s[i]
		if b == '\\' {
			if i+1 == len(s) {
				c.tcont = true
			}
			i++
			word, cs = false, false
			continue
		}
		if c.tclData() {
			switch b {
			case '{':
				c.tpush(true)
			case '}':
				c.tpop()
			}
			continue
		}
		if c.tquote {
			switch {
			case b == '"':
				c.tquote, word = false, false
			case b == '{' && c.tdepth > 0:
				c.tpush(true)
			case b == '}' && c.tdepth > 0:
				c.tpop()
			}
			continue
		}
		switch b {
		case ' ', '\t':
			word = true
			continue
		case ';', '[':
			cs, word = true, true
			continue
		}
		if cs {
			if b == '#' {
				c.cmt.add(i, len(s))
				if c.tdepth > 0 { // braces count in a comment inside braces
					for j := i + 1; j < len(s); j++ {
						switch s[j] {
						case '\\':
							j++
						case '{':
							c.tpush(true)
						case '}':
							c.tpop()
						}
					}
				}
				break
			}
			k := i
			for k < len(s) && s[k] != ' ' && s[k] != '\t' && s[k] != ';' && s[k] != '{' && s[k] != '}' && s[k] != '[' && s[k] != ']' {
				k++
			}
			bit := uint64(1) << c.tdepth
			if tclScripts[string(s[i:k])] {
				c.tscript |= bit
			} else {
				c.tscript &^= bit
			}
			cs = false
		}
		switch {
		case b == '"' && word:
			c.tquote = true
		case b == '{' && (word || c.tdepth > 0):
			c.tpush(!word || c.tscript&(uint64(1)<<c.tdepth) == 0)
		case b == '}' && c.tdepth > 0:
			c.tpop()
		}
		word = false
	}
	return startIn || c.tquote || c.tclData()
}
