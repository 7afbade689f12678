package lint

// Tcl, for lineContext: a word in braces is a script (where "#" starts a
// comment) only where its command evaluates it: a procedure's body, the
// bodies of if, while, for and foreach, catch's and try's scripts, and
// so on. Every other braced word is data: a list (foreach's values, a
// procedure's arguments and their defaults), an expression (if's and
// while's conditions), a string (set s {...}), an argument of a command
// that lineContext does not know. Its lines stand back whatever they
// start with (review41 F3: foreach's list read as a script had a "#"
// element "fixed", and the loop's values changed).

// tclFrames is how many commands lineContext follows at once: the file's,
// and one for each script in braces and each "[" around it. Deeper, every
// line after stands back.
const tclFrames = 16

// tclFrame is a command being read: what it is (a tc constant; tcBracket
// set for a frame opened by "["), its words so far (the command's name is
// word 0), and a state of its own (tclArg).
type tclFrame struct {
	cmd uint8
	idx uint8
	st  uint8
	// sidx is the last word read as a script (tclArg), sline the line of
	// the first (0: none): the command's words must end where its grammar
	// wants them for those words to be scripts (tend).
	sidx  uint8
	sline int32
}

// The commands whose braced words lineContext tells apart.
const (
	tcOther     uint8 = iota // every braced word is data
	tcIf                     // if expr ?then? body ?elseif expr ?then? body? ... ?else? ?body?
	tcWhile                  // while expr body
	tcFor                    // for start expr next body
	tcForeach                // foreach (and lmap) varlist list ?varlist list ...? body
	tcProc                   // proc (and method) name args body
	tcCtor                   // constructor args body
	tcDtor                   // destructor body
	tcNamespace              // namespace eval ns script, namespace code script, namespace inscope ns script
	tcCatch                  // catch script ?var? ?var?
	tcTry                    // try body ?on code vars script? ?trap pattern vars script? ?finally script?
	tcEval                   // eval and uplevel: every braced word is script
	tcOOClass                // oo::class create name ?script?
	tcOODefine               // oo::define class script, oo::objdefine object script

	tcBracket uint8 = 0x80 // the frame was opened by "["
)

// tclCommands are the commands of tclFrame.cmd.
var tclCommands = map[string]uint8{
	"if": tcIf, "while": tcWhile, "for": tcFor, "foreach": tcForeach, "lmap": tcForeach,
	"proc": tcProc, "method": tcProc, "constructor": tcCtor, "destructor": tcDtor,
	"namespace": tcNamespace, "catch": tcCatch, "try": tcTry, "eval": tcEval, "uplevel": tcEval,
	"oo::class": tcOOClass, "oo::define": tcOODefine, "oo::objdefine": tcOODefine,
}

// tclArg reads word fr.idx of fr's command (bare: its text, else nil)
// and reports whether it is a script, when it is a braced word.
func tclArg(fr *tclFrame, bare []byte, braced bool) bool {
	i := fr.idx
	switch fr.cmd &^ tcBracket {
	case tcIf:
		if i == 1 || fr.st == 1 { // a condition
			fr.st = 0
			return false
		}
		if !braced && string(bare) == "elseif" {
			fr.st = 1
		}
		return braced
	case tcWhile:
		return i == 2
	case tcFor:
		return i != 2
	case tcForeach:
		// Its last word is the body, at an odd place: a braced word at an
		// odd place past the first is taken for it (a list of variables
		// in braces there, spanning lines, is read as a script).
		return i >= 3 && i%2 == 1
	case tcProc:
		return i == 3
	case tcCtor:
		return i == 2
	case tcDtor:
		return i == 1
	case tcNamespace:
		if i == 1 {
			fr.st = 0
			switch string(bare) {
			case "eval":
				fr.st = 1
			case "code":
				fr.st = 2
			case "inscope":
				fr.st = 3
			}
			return false
		}
		return fr.st == 1 && i >= 3 || fr.st == 2 && i == 2 || fr.st == 3 && i == 3
	case tcCatch:
		return i == 1
	case tcTry:
		if i == 1 {
			return true
		}
		if fr.st > 0 { // a handler's code or pattern, its variables
			fr.st--
			return false
		}
		if !braced {
			if s := string(bare); s == "on" || s == "trap" {
				fr.st = 2
			}
			return false
		}
		return true
	case tcEval:
		return true
	case tcOOClass:
		return i >= 3
	case tcOODefine:
		return i == 2
	}
	return false
}

func (c *lineContext) tclData() bool { return c.tdata != 0 || c.stuck }

// tend ends the command of frame fr, on line last. A braced word read as
// a script (tclArg) is one only where the command's words end as its
// grammar wants: a procedure's, a loop's, if's, try's body is its last
// word ("foreach x $l {...} # note" makes the braces a list of
// variables and "note" the body; "if {c} {...} else {...} # note" is an
// error: neither body runs), catch's script is followed by at most two
// words. Where they do not, the lines from the first such word to last
// are taken back (tret: the Fixer takes back their fixes).
func (c *lineContext) tend(fr *tclFrame, last int32) {
	if fr.sline != 0 && !tclEndsRight(fr) {
		if c.tret[0] == 0 || fr.sline < c.tret[0] {
			c.tret[0] = fr.sline
		}
		c.tret[1] = max(c.tret[1], last)
	}
	fr.sidx, fr.sline = 0, 0
}

// tclEndsRight reports whether the words of fr's command, read to its
// end, make scripts of the braced words tclArg took for scripts.
func tclEndsRight(fr *tclFrame) bool {
	switch fr.cmd &^ tcBracket {
	case tcNamespace, tcEval:
		// Their scripts and the words after are joined into one script.
		return true
	case tcCatch:
		return fr.idx <= 3
	}
	return fr.idx == fr.sidx
}

// tscript records that word fr.idx of fr's command, a braced word that
// starts on this line, is read as a script.
func (c *lineContext) tscript(fr *tclFrame) {
	fr.sidx = fr.idx
	if fr.sline == 0 {
		fr.sline = c.tline
	}
}

// tframe returns the command being read.
func (c *lineContext) tframe() *tclFrame { return &c.tfr[c.tfn] }

// tpushFrame starts a frame: a script in braces, or "[" (bracket).
func (c *lineContext) tpushFrame(bracket bool) {
	if int(c.tfn)+1 >= len(c.tfr) {
		c.stuck = true
		return
	}
	c.tfn++
	c.tfr[c.tfn] = tclFrame{}
	if bracket {
		c.tfr[c.tfn].cmd = tcBracket
	}
}

// tpush opens a brace level: data, or a script (a frame of its own).
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
		c.tpushFrame(false)
	}
}

// tpop closes a brace level (a script's: its frame, and any "[" left open
// in it).
func (c *lineContext) tpop() {
	if c.tdepth == 0 || c.stuck {
		return
	}
	bit := uint64(1) << c.tdepth
	if c.tdata&bit == 0 {
		for c.tfn > 0 && c.tfr[c.tfn].cmd&tcBracket != 0 {
			c.tend(c.tframe(), c.tline)
			c.tfn--
		}
		if c.tfn > 0 {
			c.tend(c.tframe(), c.tline)
			c.tfn--
		}
	}
	c.tdata &^= bit
	c.tdepth--
}

// tclBraces counts the braces of s from i (a comment inside braces, or
// data), as Tcl counts them: all but an escaped one. It reports whether s
// ends in a "\" that escapes its line break.
func (c *lineContext) tclBraces(s []byte, i int) bool {
	for j := i; j < len(s); j++ {
		switch s[j] {
		case '\\':
			if j+1 == len(s) {
				return true
			}
			j++
		case '{':
			c.tpush(true)
		case '}':
			c.tpop()
		}
	}
	return false
}

// tclComment reads a comment from s[i] to the line's end.
func (c *lineContext) tclComment(s []byte, i int) {
	c.cmt.add(i, len(s))
	if c.tdepth > 0 { // braces count in a comment inside braces
		c.tcmt = c.tclBraces(s, i+1)
		return
	}
	n := 0
	for k := len(s) - 1; k > i && s[k] == '\\'; k-- {
		n++
	}
	c.tcmt = n%2 == 1
}

// tclLine reads a line of Tcl: its braces (data, or a script where its
// command takes one: tclArg), its quoted words, its comments (a "#" where
// a command starts; a "\" at the end of one goes on to the next line),
// its commands in "[...]". Inside braces every brace counts but an
// escaped one, in a quote or a comment too, as Tcl counts them. The line
// is the program's data when it starts or ends inside data or a quoted
// word.
func (c *lineContext) tclLine(s []byte) bool {
	c.tline++
	startIn := c.tquote || c.tclData()
	if c.tcmt && !startIn {
		c.tclComment(s, 0)
		return c.tclData()
	}
	c.tcmt = false
	cs := !c.tcont && !startIn // a command starts
	c.tcont = false
	word := !startIn // a word starts
	for i := 0; i < len(s); i++ {
		b := s[i]
		if b == '\\' {
			if i+1 == len(s) {
				// The line break is escaped: white space, and the command
				// goes on (if one started).
				c.tcont = !cs && !c.tclData() && !c.tquote
				word = true
				break
			}
			i++
			if !c.tclData() && !c.tquote && (cs || word) {
				// A word that starts with an escape: a bare word.
				if cs {
					c.tframe().cmd = c.tframe().cmd & tcBracket
					c.tframe().idx, c.tframe().st = 0, 0
				} else {
					fr := c.tframe()
					fr.idx = min(fr.idx+1, 254)
					tclArg(fr, nil, false)
				}
			}
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
		case ';':
			c.tend(c.tframe(), c.tline)
			cs, word = true, true
			continue
		case ']':
			if c.tframe().cmd&tcBracket != 0 {
				c.tend(c.tframe(), c.tline)
				c.tfn--
				cs, word = false, false
				continue
			}
		}
		if cs {
			cs = false
			if b == '#' {
				c.tclComment(s, i)
				break
			}
			if b != '}' && b != ']' {
				// The command's name: its word up to a separator.
				k := i
				for k < len(s) && s[k] != ' ' && s[k] != '\t' && s[k] != ';' && s[k] != '{' && s[k] != '}' && s[k] != '[' && s[k] != ']' && s[k] != '"' && s[k] != '\\' {
					k++
				}
				fr := c.tframe()
				fr.cmd, fr.idx, fr.st = fr.cmd&tcBracket|tclCommands[string(s[i:k])], 0, 0
				word = false
				switch b {
				case '{':
					c.tpush(true) // {*} or a name in braces
					continue
				case '"':
					c.tquote = true
					continue
				}
			}
		}
		if word {
			// A word of the command starts.
			word = false
			fr := c.tframe()
			fr.idx = min(fr.idx+1, 254)
			switch b {
			case '{':
				script := tclArg(fr, nil, true)
				if script {
					c.tscript(fr)
				}
				c.tpush(!script)
				continue
			case '"':
				tclArg(fr, nil, false)
				c.tquote = true
				continue
			default:
				k := i
				for k < len(s) && s[k] != ' ' && s[k] != '\t' && s[k] != ';' && s[k] != '[' && s[k] != ']' && s[k] != '\\' {
					k++
				}
				tclArg(fr, s[i:k], false)
			}
		}
		switch {
		case b == '[':
			c.tpushFrame(true)
			cs, word = true, true
		case b == '{' && c.tdepth > 0:
			c.tpush(true)
		case b == '}' && c.tdepth > 0:
			c.tpop()
		}
	}
	if !c.tcont && !c.tquote && !c.tclData() {
		c.tend(c.tframe(), c.tline) // the line break ends the command
	}
	return startIn || c.tquote || c.tclData()
}
