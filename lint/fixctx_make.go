package lint

// A Makefile's comments, as GNU make and the shell of its recipes read
// them (review60 M1). make reads a "#" as a comment's start only outside
// its variable references and function calls: "You cannot use comments
// within variable references or function calls: any instance of # will
// be treated literally" (GNU make manual, 3.1), so "W := $(strip # URL)"
// holds no comment, and a fix there changed W's value. A recipe line's
// text goes to the shell, whose "#" starts a comment only at a word's
// start outside quotes ("\t@echo \"# URL\"" prints the URL); the rest of
// a rule's line after its ";" is a recipe too. Where a line is not sure
// to be a recipe (a line that starts with a tab outside a rule, a ";" on
// a line that is no rule's), it is read as the shell's: every "#" the
// shell reads as a comment's start, make does too, so the reading fixes
// less, never more.

// makeRefs bounds the variable references and function calls open at
// once that makeCode tracks; deeper, the rest of the line is code.
const makeRefs = 8

// makeState is what a Makefile's line leaves open for the next one, where
// it ends in "\" (a line that goes on): the references open in it (their
// closers, innermost last), whether it goes on as a recipe's shell line,
// and the shell's quote open there.
type makeState struct {
	refs   [makeRefs]byte
	n      uint8
	recipe bool
	quote  byte
}

// makeCode reads the line s of a Makefile from s[i:] (define's lines are
// read before, as heredocs) and notes its comment in c.cmt: a "#" outside
// every "$(...)" and "${...}" (the brackets of their own kind counted
// inside them, as make counts them), not escaped by "\", on a line of
// make's; at a word's start outside quotes on a recipe's line (a line that
// starts with a tab, or that a recipe's line ending in "\" goes on, and
// the rest of a line after a ";" outside references), where make's
// references are read first. "$$" is a "$" (the shell's), and "$" before
// another byte a variable of one letter ("$#" holds no comment).
func (c *lineContext) makeCode(s []byte, i int) {
	m := &c.mk
	shell := m.recipe || i == 0 && len(s) > 0 && s[0] == '\t'
	ws := true // the shell: a word starts at s[i]
	lead := shell && !m.recipe
	cont := goesOn(s)
	stuck := false
loop:
	for ; i < len(s); i++ {
		b := s[i]
		if m.n > 0 || stuck {
			switch {
			case stuck:
			case b == '$' && i+1 < len(s) && (s[i+1] == '(' || s[i+1] == '{'):
				i++
				stuck = !m.push(s[i])
			case b == '$':
				i++ // "$$", "$x": no bracket
			case b == '(' && m.refs[m.n-1] == ')' || b == '{' && m.refs[m.n-1] == '}':
				stuck = !m.push(b)
			case b == m.refs[m.n-1]:
				m.n--
			}
			ws = false
			continue
		}
		if b == '$' {
			if i+1 < len(s) && (s[i+1] == '(' || s[i+1] == '{') {
				stuck = !m.push(s[i+1])
			}
			i++
			ws, lead = false, false
			continue
		}
		if !shell {
			switch b {
			case '\\':
				i++ // "\#" is a "#"
			case ';':
				shell, ws = true, true // a rule's recipe (or read as one)
			case '#':
				c.cmt.add(i, len(s))
				break loop
			}
			continue
		}
		if m.quote != 0 {
			switch {
			case b == m.quote:
				m.quote = 0
			case b == '\\' && m.quote == '"':
				i++
			}
			ws = false
			continue
		}
		switch {
		case b == '#' && ws:
			c.cmt.add(i, len(s))
			break loop
		case b == '\'' || b == '"':
			m.quote = b
			ws, lead = false, false
		case b == '\\':
			i++
			ws, lead = false, false
		case b == ' ' || b == '\t' || b == ';' || b == '|' || b == '&' || b == '(' || b == ')' || b == '<' || b == '>':
			ws = true
		case lead && (b == '@' || b == '-' || b == '+'):
			// make takes a recipe line's "@", "-" and "+" before the
			// shell reads it: "\t@# URL" is the shell's comment.
			ws = true
		default:
			ws, lead = false, false
		}
	}
	if !cont {
		*m = makeState{}
		return
	}
	m.recipe = shell
	if !shell {
		m.quote = 0
	}
}

// push opens a reference (or a bracket of its kind inside one) whose
// opener is o ("(" or "{"); false where too many are open to track.
func (m *makeState) push(o byte) bool {
	if int(m.n) == len(m.refs) {
		return false
	}
	m.refs[m.n] = ')'
	if o == '{' {
		m.refs[m.n] = '}'
	}
	m.n++
	return true
}

// goesOn reports whether the line s ends in an odd number of "\" (before
// a "\r"): make goes on with the next line.
func goesOn(s []byte) bool {
	if len(s) > 0 && s[len(s)-1] == '\r' {
		s = s[:len(s)-1]
	}
	k := 0
	for k < len(s) && s[len(s)-1-k] == '\\' {
		k++
	}
	return k%2 == 1
}
