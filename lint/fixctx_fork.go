package lint

// Readings of code that only the program's own names decide. Ruby reads
// "/" after a word and a space, with no space after it ("assert_match
// /"/, s"), as a regular expression when the word is a method and as a
// division when it is a local variable, which only the assignments before
// it tell. lineContext does not follow a program's variables: it reads
// such a line both ways, and every way the lines after it, until the
// readings meet again in one state. A line is the program's data when one
// reading says so, and a comment's bytes are a comment only where every
// reading finds the same comment; when the readings grow past maxForks,
// every line after stands back (a fix lost, never a value changed).

import "bytes"

// Bounds of the readings: the states carried from line to line, and the
// readings of one line (each ambiguous "/" of a line doubles them).
const (
	maxForks     = 8
	maxLineReads = 64
)

// forks reports whether the file's language has a form that only its
// names decide (Ruby's and Crystal's "/").
func (s *langSyntax) forks() bool { return s == rubySyntax || s == crSyntax }

// rubySlash decides whether the "/" at s[i] starts a regular expression
// in Ruby (a line of code or the code of an interpolation): after an
// operator or a keyword, or after a method's name (".scan /"/") and a
// space with no space after it, it does; after a value, it divides. After
// a bare word and a space ("assert_match /"/, s", "x /2/ y"), it is a
// choice of the line's reading (ambiguous).
func (c *lineContext) rubySlash(s []byte, i int) bool {
	before := s[:i]
	if c.regexStarts(before) {
		return true
	}
	t := bytes.TrimRight(before, " \t")
	if len(t) == len(before) || len(t) == 0 || i+1 >= len(s) || s[i+1] == ' ' || s[i+1] == '\t' || s[i+1] == '=' {
		return false // "a/b", "a / b", "a /= b"
	}
	k := len(t)
	if t[k-1] == '?' || t[k-1] == '!' { // "include? /x/": a method's name
		return true
	}
	end := k
	for k > 0 && isWordByte(t[k-1]) {
		k--
	}
	if k == end || t[k] >= '0' && t[k] <= '9' {
		return false // after ")", "]", "}", a quote or a number: a value
	}
	switch {
	case k > 0 && (t[k-1] == '$' || t[k-1] == '@' || t[k-1] == ':' && (k < 2 || t[k-2] != ':')):
		return false // $x, @x, :sym: values
	case k > 0 && (t[k-1] == '.' || t[k-1] == ':'):
		return true // "s.scan /x/", "Foo::bar /x/": a method's first argument
	case t[k] >= 'A' && t[k] <= 'Z':
		return true // a constant is never a local variable: a method call
	}
	w := t[k:end]
	switch string(w) {
	case "self", "nil", "true", "false", "end", "__FILE__", "__LINE__", "__method__", "__dir__", "__ENCODING__", "redo", "retry":
		return false
	}
	if c.names == nil || !c.names.maybe(w) {
		return true // no line before makes it a local variable: a method
	}
	return c.choose()
}

// rubyNames are the words that may be Ruby's local variables: every word
// a line before (or the line itself) writes where Ruby makes one (before
// an "=", in a block's |...|, a method's parameters, after "->", "=>",
// "for", "in" or "(?<"), in any scope. A word not among them is a
// method's name where a local variable's would be read (rubySlash).
type rubyNames struct {
	bits   [128]uint64 // a Bloom filter of the words: one that is not may be reported (more readings, never fewer)
	params bool        // in a method's parameters that span lines
}

// hashes returns the filter's two bits of w.
func (n *rubyNames) hashes(w []byte) (uint32, uint32) {
	h := uint64(14695981039346656037)
	for _, b := range w {
		h = (h ^ uint64(b)) * 1099511628211
	}
	return uint32(h) % 8192, uint32(h>>32) % 8192
}

// add adds w.
func (n *rubyNames) add(w []byte) {
	a, b := n.hashes(w)
	n.bits[a/64] |= 1 << (a % 64)
	n.bits[b/64] |= 1 << (b % 64)
}

// maybe reports whether w may be a local variable.
func (n *rubyNames) maybe(w []byte) bool {
	if string(w) == "it" || len(w) == 2 && w[0] == '_' && w[1] >= '1' && w[1] <= '9' {
		return true // a block's implicit parameters
	}
	a, b := n.hashes(w)
	return n.bits[a/64]&(1<<(a%64)) != 0 && n.bits[b/64]&(1<<(b%64)) != 0
}

// note adds the words of a line of Ruby (its raw text, strings and
// comments too: more words, more readings, never fewer) that may be
// local variables.
func (n *rubyNames) note(s []byte) {
	t := bytes.TrimLeft(s, " \t")
	from, to := 0, 0 // the words of s[from:to] are added
	switch {
	case n.params:
		to = len(s)
		if bytes.IndexByte(s, ')') >= 0 {
			n.params = false
		}
	case bytes.HasPrefix(t, []byte("def ")):
		i := len(s) - len(t) + 4
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		for i < len(s) && (isWordByte(s[i]) || bytes.IndexByte([]byte(".?!=<>[]+-*/%~&|^`"), s[i]) >= 0) {
			i++ // the method's name (self.name, ==, []=)
		}
		from, to = i, len(s)
		if bytes.Count(s[i:], []byte("(")) > bytes.Count(s[i:], []byte(")")) {
			n.params = true
		}
	case bytes.HasPrefix(t, []byte("for ")), bytes.HasPrefix(t, []byte("in ")),
		bytes.IndexByte(s, '|') >= 0, bytes.Contains(s, []byte("->")), bytes.Contains(s, []byte("=>")), bytes.Contains(s, []byte("(?<")):
		to = len(s)
	default:
		for i := len(s) - 1; i >= 0; i-- {
			if s[i] == '=' && (i+1 == len(s) || s[i+1] != '=' && s[i+1] != '~' && s[i+1] != '>') && (i == 0 || s[i-1] != '=' && s[i-1] != '!') {
				to = i
				break
			}
		}
	}
	for i := from; i < to; {
		if !isWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < to && isWordByte(s[j]) {
			j++
		}
		if s[i] < '0' || s[i] > '9' {
			n.add(s[i:j])
		}
		i = j
	}
}

// choose returns the reading of the next ambiguous form of the line:
// bit k of choice (the k-th form met, from 0) set is the form's second
// reading (Ruby's division), clear its first (a regular expression).
func (c *lineContext) choose() bool {
	k := c.namb
	if c.namb < 255 {
		c.namb++
	}
	if k >= 32 {
		return true
	}
	return c.choice>>k&1 == 0
}

// forkState holds the readings carried from line to line (alts) and a
// line's work, in arrays: a state's closer may sit in its own buffer, and
// copyFrom, not a move, copies one.
type forkState struct {
	alts  [maxForks]lineContext
	nalts int
	start [maxForks]lineContext
	out   [maxForks]lineContext
	r     lineContext
}

// readForks is inString for a language with forms that only its names
// decide: it reads the line from every state carried (the file's and
// alts), each ambiguous form both ways, and keeps the distinct states
// the line ends in.
func (c *lineContext) readForks(text []byte) bool {
	if c.unsure {
		c.cmt.n = 0
		return true
	}
	fk := c.fk
	if fk == nil {
		fk = new(forkState)
		c.fk = fk
	}
	if c.names == nil {
		c.names = new(rubyNames)
	}
	c.names.note(text)
	if fk.nalts == 0 && bytes.IndexByte(text, '/') < 0 {
		return c.readLine(text)
	}
	ns := 1 + fk.nalts
	fk.start[0].copyFrom(c)
	for k := 0; k < fk.nalts; k++ {
		fk.start[1+k].copyFrom(&fk.alts[k])
	}
	nout := 0
	in := false
	var cmt cmtSpans
	reads := 0
	type work struct {
		bits uint32
		n    uint8
	}
	var todo [maxLineReads]work
	r := &fk.r
	for si := 0; si < ns; si++ {
		todo[0] = work{}
		nt := 1
		for nt > 0 {
			nt--
			w := todo[nt]
			r.copyFrom(&fk.start[si])
			r.choice, r.namb = w.bits, 0
			in = r.readLine(text) || in
			reads++
			if reads == 1 {
				cmt = r.cmt
			} else {
				cmt = cmt.intersect(&r.cmt)
			}
			if r.namb > 32 || reads+nt+int(r.namb)-int(w.n) > maxLineReads {
				return c.giveUp()
			}
			for k := w.n; k < r.namb; k++ {
				todo[nt] = work{w.bits | 1<<k, k + 1}
				nt++
			}
			seen := false
			for j := 0; j < nout; j++ {
				if fk.out[j].sameCode(r) {
					seen = true
					break
				}
			}
			if !seen {
				if nout == maxForks {
					return c.giveUp()
				}
				fk.out[nout].copyFrom(r)
				nout++
			}
		}
	}
	c.copyFrom(&fk.out[0])
	c.fk = fk
	for k := 1; k < nout; k++ {
		fk.alts[k-1].copyFrom(&fk.out[k])
	}
	fk.nalts = nout - 1
	c.cmt = cmt
	return in
}

// giveUp ends the reading of the file: the readings grew past their
// bounds, and every line from this one stands back.
func (c *lineContext) giveUp() bool {
	c.unsure = true
	if c.fk != nil {
		c.fk.nalts = 0
	}
	c.cmt.n = 0
	return true
}

// copyFrom sets c to a copy of s that shares nothing with s but the
// names (the closer in c's own buffer) and carries no readings of its own.
func (c *lineContext) copyFrom(s *lineContext) {
	*c = *s
	if len(s.close) > 0 && len(s.close) <= len(s.closeBuf) && &s.close[0] == &s.closeBuf[0] {
		c.close = c.closeBuf[:len(s.close)]
	}
	c.fk = nil
}

// sameCode reports whether c and d are in the same state for the lines
// after (the strings, comments, heredocs and interpolations open).
func (c *lineContext) sameCode(d *lineContext) bool {
	return bytes.Equal(c.close, d.close) && (c.close == nil) == (d.close == nil) &&
		c.esc == d.esc && c.block == d.block && c.heredoc == d.heredoc && c.dash == d.dash &&
		c.prefix == d.prefix && sameHeredocs(c.hq, d.hq) && c.data == d.data && c.nest == d.nest && c.depth == d.depth &&
		c.secs == d.secs && c.await == d.await && c.sn == d.sn && c.stuck == d.stuck &&
		bytes.Equal(c.stk[:c.sn], d.stk[:d.sn]) && bytes.Equal(c.stc[:c.sn], d.stc[:d.sn]) && c.tdepth == d.tdepth && c.tdata == d.tdata &&
		c.tquote == d.tquote && c.tcont == d.tcont && c.tcmt == d.tcmt && c.tfn == d.tfn && c.tfr == d.tfr
}

// intersect returns the bytes that are in a comment of both c and d.
func (c *cmtSpans) intersect(d *cmtSpans) cmtSpans {
	var r cmtSpans
	for _, a := range c.s[:c.n] {
		for _, b := range d.s[:d.n] {
			lo, hi := max(a[0], b[0]), min(a[1], b[1])
			if lo < hi {
				r.add(int(lo), int(hi))
			}
		}
	}
	return r
}

// sameHeredocs reports whether a and b are the same heredocs.
func sameHeredocs(a, b []hereDoc) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !bytes.Equal(a[i].word, b[i].word) || a[i].dash != b[i].dash || a[i].prefix != b[i].prefix {
			return false
		}
	}
	return true
}
