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
	case f&psParen != 0 && b == '(':
		c.openDelim('(', 0, escBackslash, 0)
		return 1
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
			c.addHeredoc(hereDoc{append(bytes.Clone(s[i+2:k]), '"'), hereExact, true})
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
	case f&slashy != 0 && f&rubyInterp == 0 && b == '/' && (i+1 == len(s) || s[i+1] != '/' && s[i+1] != '*') && c.regexStarts(s[:i]):
		// (A "/" that ends its line after an operator opens one that
		// spans lines: Perl's "=~ /" before a /x pattern's lines.)
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
	n, d, interp := c.rubyPercent(s, i)
	if n == 0 || interp && c.syn.forms&rubyInterp != 0 {
		return 0
	}
	c.openDelim(d, 0, escBackslash, 0)
	return n
}

// rubyPercent reads a percent literal at s[i] (rubyPercentAt) and returns
// the length of its opener (0: none), its delimiter, and whether it
// interpolates (%Q %W %I %r %x and a bare %).
func (c *lineContext) rubyPercent(s []byte, i int) (n int, d byte, interp bool) {
	k := i + 1
	interp = true
	if k < len(s) && bytes.IndexByte([]byte("qQwWiIrsx"), s[k]) >= 0 {
		interp = bytes.IndexByte([]byte("QWIrx"), s[k]) >= 0
		k++
	}
	if k >= len(s) {
		return 0, 0, false
	}
	d = s[k]
	if isWordByte(d) || d == ' ' || d == '\t' || d >= 0x80 {
		return 0, 0, false
	}
	before := s[:i]
	starts := c.regexStarts(before)
	if !starts {
		// "puts %(a)": a word, white space, and the literal glued.
		t := bytes.TrimRight(before, " \t")
		starts = len(t) < len(before) && len(t) > 0 && isWordByte(t[len(t)-1]) && d != '='
	}
	if !starts {
		return 0, 0, false
	}
	return k + 1 - i, d, interp
}

// rubyOpen reads, at s[i], a Ruby string that interpolates: "...",
// `...`, a percent literal that does (%Q{...}, %W[...], %(...)), a
// regular expression where an expression starts; pushes it (scanRuby
// reads it) and returns its opener's length, or 0.
func (c *lineContext) rubyOpen(s []byte, i int) int {
	switch b := s[i]; b {
	case '"', '`':
		c.push('R', b)
		return 1
	case '%':
		n, d, interp := c.rubyPercent(s, i)
		if n == 0 || !interp {
			return 0
		}
		if cl := closerOf(d); cl != 0 {
			d = cl
		}
		c.push('R', d)
		return n
	case '/':
		if c.syn.forms&slashy != 0 && (i+1 == len(s) || s[i+1] != '/' && s[i+1] != '*') && c.rubySlash(s, i) {
			c.push('R', '/')
			return 1
		}
	}
	return 0
}

// charAt returns the length of Ruby's character literal at s[i] (?a, ?",
// ?\n), where an expression starts, or 0 ("x ? a : b" is no character).
func (c *lineContext) charAt(s []byte, i int) int {
	n := 2
	if i+1 < len(s) && s[i+1] == '\\' {
		n = 3
	}
	if i+n > len(s) || s[i+1] == ' ' || s[i+1] == '\t' || i+n < len(s) && isWordByte(s[i+n]) && isWordByte(s[i+n-1]) {
		return 0
	}
	if !c.regexStarts(s[:i]) {
		return 0
	}
	return n
}

// scanRuby is scanStack for Ruby: its stack holds 'R' a string that
// interpolates and 'r' one that does not, closed by stc (its opening
// bracket, where stc is a closing one, nests: another entry), and '}'
// code in braces (the "#{" of an interpolation, a block in it).
func (c *lineContext) scanRuby(s []byte, i int) int {
	f := c.syn.forms
	for ; i < len(s) && !c.stuck; i++ {
		b := s[i]
		top := c.stk[c.sn-1]
		if top == 'R' || top == 'r' {
			cl := c.stc[c.sn-1]
			switch {
			case b == '\\':
				i++
			case top == 'R' && b == '#' && i+1 < len(s) && s[i+1] == '{':
				c.push('}', 0)
				i++
			case b == cl:
				c.sn--
				if c.sn == 0 {
					return i + 1
				}
			case cl != '"' && cl != '\'' && cl != '`' && cl != '/' && b == openerOf(cl):
				c.push(top, cl)
			}
			continue
		}
		// Code in an interpolation.
		switch {
		case (b == '"' || b == '\'' || b == '`') && f&dollarVar != 0 && i > 0 && s[i-1] == '$':
		case b == '?' && f&charLit != 0:
			if n := c.charAt(s, i); n > 0 {
				i += n - 1
			}
		case b == '\'' && f&sqChar == 0:
			c.push('r', '\'')
		case b == '\'' && f&sqChar != 0:
			if n := charLiteral(s[i:]); n > 0 {
				i += n - 1
			}
		case b == '"' || b == '`' || b == '%' || b == '/':
			if n := c.rubyOpen(s, i); n > 0 {
				i += n - 1
			} else if b == '%' {
				if n, d, _ := c.rubyPercent(s, i); n > 0 {
					if cl := closerOf(d); cl != 0 {
						d = cl
					}
					c.push('r', d)
					i += n - 1
				}
			}
		case b == '{':
			c.push('}', 0)
		case b == '}' && top == '}':
			c.sn-- // the bottom of stk is a string: sn stays above 0
		case b == '#':
			i = len(s) // a comment
		case b == '<' && f&heredoc != 0 && i+2 < len(s) && s[i+1] == '<':
			// A heredoc opened in an interpolation ("#{<<~EOS}"): its
			// body starts on the next line, as one opened in code (the
			// bodies of a line's heredocs follow one another, in order).
			i += 1 + c.rubyHeredoc(s, i)
		}
	}
	return -1
}

// rubyHeredoc reads "<<" at s[i] in Ruby's code: a heredoc's opener, which
// it notes (pending), or a shift ("a<<b", glued to a value); it returns
// the bytes read after "<<".
func (c *lineContext) rubyHeredoc(s []byte, i int) int {
	rest := s[i+2:]
	glued := i > 0 && (isWordByte(s[i-1]) || s[i-1] == ')' || s[i-1] == ']' || s[i-1] == '}')
	if glued && len(rest) > 0 && bytes.IndexByte([]byte("~-\"'"), rest[0]) < 0 {
		return 0
	}
	h, m := heredocOpener(rest, hereRuby)
	if h.word == nil {
		return 0
	}
	c.addHeredoc(h)
	return m
}

// openerOf returns the opening bracket of a closing one, or 0.
func openerOf(b byte) byte {
	switch b {
	case ')':
		return '('
	case ']':
		return '['
	case '}':
		return '{'
	case '>':
		return '<'
	}
	return 0
}

// push enters a string or a bracket of code nested in an interpolation
// (cl: the string's closer, for scanRuby).
func (c *lineContext) push(b, cl byte) {
	if int(c.sn) == len(c.stk) {
		c.stuck = true
		return
	}
	c.stk[c.sn] = b
	c.stc[c.sn] = cl
	c.sn++
}

// scanStack reads s from i inside the strings and interpolations on stk,
// and returns the offset after the outermost string's closer, or -1 when
// the line ends inside it.
func (c *lineContext) scanStack(s []byte, i int) int {
	if c.syn.forms&rubyInterp != 0 {
		return c.scanRuby(s, i)
	}
	js := c.syn.forms&jsInterp != 0
	for ; i < len(s) && !c.stuck; i++ {
		b := s[i]
		top := c.stk[c.sn-1]
		switch top {
		case '`', 'S', 'T', 'D', '\'':
			if b == '\\' {
				if (top == 'S' || top == 'T') && i+1 < len(s) && s[i+1] == '(' {
					c.push(')', 0)
				}
				i++
				continue
			}
			if top == '`' && b == '$' && i+1 < len(s) && s[i+1] == '{' {
				c.push('}', 0)
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
				c.push('`', 0)
			case b == '"' && !js && bytes.HasPrefix(s[i:], []byte(`"""`)):
				c.push('T', 0)
				i += 2
			case b == '"' && !js:
				c.push('S', 0)
			case b == '"':
				c.push('D', 0)
			case b == '\'' && js:
				c.push('\'', 0)
			case b == '{':
				c.push('}', 0)
			case b == '(':
				c.push(')', 0)
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
