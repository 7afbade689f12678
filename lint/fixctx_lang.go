package lint

// The strings and comments of source code, as far as lineContext needs
// them: which lines start inside a string that an earlier line opened (a
// docstring, a raw string, a text block, a heredoc, a long bracket), where
// a line that starts like a comment ("// http://...") is the program's
// data, and a fix would change it. Each language the fixer treats as code
// (syntaxOfLang, a "#!" line) has its comment markers and its
// string forms here; a code file of a language this table does not know
// is read by noSyntax: every line code, nothing fixed.

import (
	"bytes"
	"math"
	"strings"

	"github.com/urlsift/urlsift/internal/lang"
)

// langSyntax is what lineContext knows of a language.
type langSyntax struct {
	special [256]bool   // the bytes that may start a comment, a string or a heredoc (setSpecial)
	line    []string    // line comment markers
	block   [][2]string // block comments: opener, closer
	forms   strForm
	pod     string   // a line starting with "=" and a letter opens documentation that a line starting with pod closes (Perl "=cut", Ruby "=end")
	kw      []string // the keywords after which an expression starts (regexStarts; nil: JavaScript's)
}

// strForm is a set of string forms (and a few quirks) of a language.
type strForm uint64

const (
	dqSpan      strForm = 1 << iota // "..." may span lines
	sqString                        // '...' is a string (on one line unless sqSpan)
	sqSpan                          // '...' is a string that may span lines
	sqRaw                           // '...' has no backslash escapes (the shell)
	sqChar                          // '...' is a character ('a', '\n'); a lone "'" (a lifetime, a prime) is no quote
	doubled                         // a quote doubled in a string is one quote, and "\" escapes nothing (VB, SQL, Pascal)
	triple                          // """ and ''' (Python, Java, Swift, Julia, ...)
	tripleRaw                       // """ with no escapes (Kotlin, Scala, Nim, F#)
	backquote                       // `...` spans lines, with backslash escapes (JavaScript's templates)
	bqRaw                           // `...` spans lines, no escapes (Go's raw strings, D)
	heredoc                         // <<WORD ... WORD (Perl, Ruby, PHP's <<<)
	shellSyn                        // the shell: "<< WORD" with a space, "#" a comment at a word's start, $(( )) arithmetic
	rubyShift                       // "a<<b", "<<" glued to a word or ")" before it, is a shift, not a heredoc
	rustRaw                         // r"...", r#"..."#, br"..."
	cppRaw                          // R"delim(...)delim"
	csVerbatim                      // @"..." ("" a quote) and raw """...""" (three or more)
	luaLong                         // [[...]], [=[...]=] (Lua; CMake's bracket arguments), and --[[ ]] or #[[ ]] comments
	swiftExt                        // #"..."#, #"""..."""#
	zigLines                        // \\ to the line's end
	jsRegex                         // /.../ where an expression starts
	rRaw                            // r"(...)", R"[...]", r"-{...}-"
	psHere                          // @"..."@ and @'...'@ (PowerShell)
	codeEsc                         // "\" escapes the next byte in code too (Lisp's ?\" and \")
	makeDefine                      // define ... endef (make)
	perlQuote                       // q{}, qq(), qw//, qr<>, m!!, s{}{}, tr///, y///: any delimiter, brackets nesting
	rubyPercent                     // %q{}, %Q[], %(), %w<>, %i||, ... where an expression starts: any delimiter, brackets nesting
	elixirSigil                     // ~s{}, ~S(), ~w[], ~r//, ~s""" """: the eight delimiters
	dQuote                          // D's q"(...)", q"[...]", q"/.../", q"EOS ... EOS" and q{...} token strings
	mlQuoted                        // OCaml's {|...|} and {id|...|id}
	slashy                          // /.../ where an expression starts may span lines (Groovy's slashy strings, Ruby's and Perl's regular expressions); Groovy's $/.../$ too
	jsInterp                        // ${...} in a template holds code, and templates and strings in it (nested to any depth)
	swiftInterp                     // \(...) in a string holds code, and strings in it (nested to any depth)
	rPrefixRaw                      // r'...', r"...", r'''...''' have no escapes (Dart)
	tclBrace                        // Tcl's braces: a braced word is a script where the command takes one (proc, if, foreach, ...), else data; they nest
	rubyInterp                      // #{...} in "...", `...`, %Q(), %W[], /.../ holds code, and strings in it (nested to any depth)
	dollarVar                       // $" $' $` are variables, not quotes (Perl, Ruby)
	charLit                         // ?" ?' ?a are characters where an expression starts (Ruby)
	dataEnd                         // a line "__END__" (Ruby, Perl) or "__DATA__" (Perl) ends the program: the lines after are its data
	psParen                         // (...) is a string whose parentheses nest, with backslash escapes, spanning lines (PostScript)
	prologQ                         // Prolog: 0'c is a character code and 16'1F a number in radix notation, no quote (prologQuote)
	qmarkChar                       // ?c and ?\c are characters after a byte that ends no name (Elixir: ?# ?" ?'; "valid?" is a name)
	dollarChar                      // $c and $\c are characters (Erlang: $" $% $')
	hsDashes                        // "--" is a comment only as a run of dashes that no other symbol byte touches (Haskell: "-->", "|--" are operators)
	phpAttr                         // "#[" opens an attribute, code, not a "#" comment (PHP 8)
	pgDollar                        // $$...$$ and $tag$...$tag$ are strings that may span lines, E'...' has "\" escapes (PostgreSQL)
	dockerSyn                       // a Dockerfile: "#" is a comment at a line's start, mid-line only in a RUN, CMD or ENTRYPOINT line (the shell's)
)

var (
	cSyntax      = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar}
	cppSyntax    = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar | cppRaw}
	javaSyntax   = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar | triple}
	ktSyntax     = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar | triple | tripleRaw}
	groovySyntax = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqString | triple | slashy}
	csSyntax     = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar | csVerbatim}
	fsSyntax     = &langSyntax{line: []string{"//"}, block: [][2]string{{"(*", "*)"}}, forms: sqChar | dqSpan | triple | tripleRaw | csVerbatim}
	vbSyntax     = &langSyntax{line: []string{"'", "REM ", "rem "}, forms: dqSpan | doubled}
	swiftSyntax  = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: triple | swiftExt | swiftInterp}
	rustSyntax   = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar | dqSpan | rustRaw}
	zigSyntax    = &langSyntax{line: []string{"//"}, forms: sqChar | zigLines}
	dSyntax      = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}, {"/+", "+/"}}, forms: sqChar | dqSpan | bqRaw | rustRaw | dQuote}
	dartSyntax   = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqString | triple | rPrefixRaw}
	goSyntax     = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar | bqRaw}
	jsSyntax     = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}}, forms: sqString | backquote | jsRegex | jsInterp}
	webSyntax    = &langSyntax{line: []string{"//"}, block: [][2]string{{"/*", "*/"}, {"<!--", "-->"}}, forms: sqString | backquote | jsRegex | jsInterp}
	pySyntax     = &langSyntax{line: []string{"#"}, forms: sqString | triple}
	rubySyntax   = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | dqSpan | heredoc | rubyShift | rubyPercent | slashy | rubyInterp | dollarVar | charLit | dataEnd, pod: "=end", kw: rubyKeywords}
	perlSyntax   = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | dqSpan | heredoc | perlQuote | slashy | dollarVar | dataEnd, pod: "=cut", kw: perlKeywords}
	phpSyntax    = &langSyntax{line: []string{"#", "//"}, block: [][2]string{{"/*", "*/"}}, forms: sqString | sqSpan | dqSpan | heredoc | phpAttr}
	shSyntax     = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | sqRaw | dqSpan | heredoc | shellSyn}
	dockerSyntax = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | sqRaw | dqSpan | heredoc | shellSyn | dockerSyn}
	fishSyntax   = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | dqSpan | shellSyn}
	cshSyntax    = &langSyntax{line: []string{"#"}, forms: sqString | shellSyn}
	psSyntax     = &langSyntax{line: []string{"#"}, block: [][2]string{{"<#", "#>"}}, forms: sqString | sqSpan | sqRaw | dqSpan | psHere}
	batSyntax    = &langSyntax{line: []string{"REM ", "rem ", "Rem ", "::", "@REM ", "@rem "}}
	awkSyntax    = &langSyntax{line: []string{"#"}, forms: jsRegex}
	hashSyntax   = &langSyntax{line: []string{"#"}}
	vimSyntax    = &langSyntax{line: []string{"\""}}
	sqlSyntax    = &langSyntax{line: []string{"--"}, block: [][2]string{{"/*", "*/"}}, forms: sqString | sqSpan | doubled | pgDollar}
	makeSyntax   = &langSyntax{line: []string{"#"}, forms: makeDefine}
	cmakeSyntax  = &langSyntax{line: []string{"#"}, forms: dqSpan | luaLong}
	asmSyntax    = &langSyntax{line: []string{";", "#", "//"}, block: [][2]string{{"/*", "*/"}}, forms: sqChar}
	nimSyntax    = &langSyntax{line: []string{"#"}, block: [][2]string{{"#[", "]#"}}, forms: sqChar | triple | tripleRaw}
	vhdlSyntax   = &langSyntax{line: []string{"--"}, forms: sqChar}
	fortSyntax   = &langSyntax{line: []string{"!"}, forms: sqString}
	pasSyntax    = &langSyntax{line: []string{"//"}, block: [][2]string{{"{", "}"}, {"(*", "*)"}}, forms: sqString | doubled}
	adaSyntax    = &langSyntax{line: []string{"--"}, forms: sqChar | doubled}
	cobolSyntax  = &langSyntax{line: []string{"*>"}, forms: sqString}
	coffeeSyntax = &langSyntax{line: []string{"#"}, block: [][2]string{{"###", "###"}}, forms: sqString | sqSpan | dqSpan | triple}
	elmSyntax    = &langSyntax{line: []string{"--"}, block: [][2]string{{"{-", "-}"}}, forms: sqChar | triple}
	luaSyntax    = &langSyntax{line: []string{"--"}, forms: sqString | luaLong}
	tclSyntax    = &langSyntax{line: []string{"#"}, forms: dqSpan | tclBrace}
	rSyntax      = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | dqSpan | rRaw}
	juliaSyntax  = &langSyntax{line: []string{"#"}, block: [][2]string{{"#=", "=#"}}, forms: sqChar | dqSpan | triple | backquote}
	elixirSyntax = &langSyntax{line: []string{"#"}, forms: sqString | sqSpan | dqSpan | triple | elixirSigil | qmarkChar}
	erlSyntax    = &langSyntax{line: []string{"%"}, forms: sqString | dqSpan | triple | dollarChar}
	hsSyntax     = &langSyntax{line: []string{"--"}, block: [][2]string{{"{-", "-}"}}, forms: sqChar | hsDashes}
	mlSyntax     = &langSyntax{block: [][2]string{{"(*", "*)"}}, forms: sqChar | dqSpan | mlQuoted}
	lispSyntax   = &langSyntax{line: []string{";"}, block: [][2]string{{"#|", "|#"}}, forms: dqSpan | codeEsc}
	m4Syntax     = &langSyntax{line: []string{"dnl", "#"}}
	justSyntax   = &langSyntax{line: []string{"#"}, forms: sqString | sqRaw | triple | bqRaw}
	// PostScript: "%" to the line's end, outside its "(...)" strings
	// (which nest and span lines) and its ASCII85 strings "<~...~>";
	// Prolog: "%" and "/* */", '...' quoted atoms, "..." strings and
	// `...` code lists (SWI-Prolog), each of which may span lines, with
	// or without ISO's "\"-newline continuation (SWI-Prolog reads a
	// newline in quoted text: review48 G2); 0'c is a character code and
	// 16'1F a number, no quote (prologQuote).
	postSyntax   = &langSyntax{line: []string{"%"}, forms: psParen}
	prologSyntax = &langSyntax{line: []string{"%"}, block: [][2]string{{"/*", "*/"}}, forms: sqString | sqSpan | dqSpan | backquote | prologQ}
	crSyntax     = &langSyntax{line: []string{"#"}, forms: sqChar | dqSpan | heredoc | rubyShift | rubyPercent | slashy | rubyInterp, kw: rubyKeywords}
	// noSyntax reads code of a language no reader here knows (a "#!"
	// line's unknown interpreter, internal/lang's Code): no comment, every
	// line the program's, nothing fixed (review47 F15's wider class: a
	// guess of "#", "//" and "--" fixed Expect's "spawn curl --url ...").
	noSyntax = &langSyntax{}
)

// syntaxOfLang is the syntax of each language the fixer reads as source
// code (kindOf), keyed on internal/lang's table of languages by file
// name, the one extract reads its rules of source code from: the fixer
// and extract agree on what a file's language is.
var syntaxOfLang = [lang.Count]*langSyntax{
	lang.Go: goSyntax, lang.C: cSyntax, lang.CHeader: cppSyntax, lang.Cpp: cppSyntax, lang.CUDA: cppSyntax,
	lang.ObjC: cSyntax, lang.ObjCpp: cppSyntax, lang.Java: javaSyntax, lang.Kotlin: ktSyntax, lang.Scala: ktSyntax,
	lang.Groovy: groovySyntax, lang.CSharp: csSyntax, lang.FSharp: fsSyntax, lang.VisualBasic: vbSyntax,
	lang.Swift: swiftSyntax, lang.Rust: rustSyntax, lang.Zig: zigSyntax, lang.D: dSyntax, lang.Dart: dartSyntax,
	lang.JavaScript: jsSyntax, lang.TypeScript: jsSyntax, lang.Python: pySyntax, lang.Cython: pySyntax,
	lang.Starlark: pySyntax, lang.Meson: pySyntax, lang.Ruby: rubySyntax, lang.Perl: perlSyntax, lang.PHP: phpSyntax,
	lang.Lua: luaSyntax, lang.Tcl: tclSyntax, lang.R: rSyntax, lang.Julia: juliaSyntax, lang.Elixir: elixirSyntax,
	lang.Erlang: erlSyntax, lang.Haskell: hsSyntax, lang.OCaml: mlSyntax, lang.Clojure: lispSyntax,
	lang.EmacsLisp: lispSyntax, lang.CommonLisp: lispSyntax, lang.Scheme: lispSyntax, lang.Racket: lispSyntax,
	lang.Shell: shSyntax, lang.Dockerfile: dockerSyntax, lang.Fish: fishSyntax, lang.Csh: cshSyntax,
	lang.PowerShell: psSyntax, lang.Batch: batSyntax, lang.Awk: awkSyntax, lang.Sed: hashSyntax, lang.Vim: vimSyntax,
	lang.SQL: sqlSyntax, lang.Make: makeSyntax, lang.Automake: makeSyntax, lang.CMake: cmakeSyntax,
	lang.Yacc: cSyntax, lang.Lex: cSyntax, lang.Assembly: asmSyntax, lang.Nim: nimSyntax, lang.Verilog: cSyntax,
	lang.SystemVerilog: cSyntax, lang.VHDL: vhdlSyntax, lang.Fortran: fortSyntax, lang.Pascal: pasSyntax,
	lang.Ada: adaSyntax, lang.COBOL: cobolSyntax, lang.CoffeeScript: coffeeSyntax, lang.Elm: elmSyntax,
	lang.PureScript: elmSyntax, lang.Crystal: crSyntax, lang.Vue: webSyntax, lang.Svelte: webSyntax,
	lang.M4: m4Syntax, lang.Autoconf: m4Syntax, lang.Just: justSyntax,
	lang.PostScript: postSyntax, lang.Prolog: prologSyntax,
}

// syntaxOf returns the syntax of the code file named name, whose first
// line is first (a "#!" line names the language of a script): the table's,
// or noSyntax for code whose comments no reader here knows.
func syntaxOf(name string, first []byte) *langSyntax {
	if s := syntaxOfLang[fileLang(name, first, first)]; s != nil {
		return s
	}
	return noSyntax
}

// textHead and textTail are how much of a file's start and end fileLang
// reads: a "#!" line, an Emacs mode line, five lines each for a Vim
// modeline, an Emacs "Local Variables:" block (Emacs reads 3,000 bytes).
const (
	textHead = 4 << 10
	textTail = 3000
)

// cmtSpans are the comments of a line of source code, as lineContext
// read it: a fix applies only to a URL inside one of them. A line with
// more than its few spans has the others taken for code.
type cmtSpans struct {
	n int8
	s [4][2]int32
}

func (c *cmtSpans) add(from, to int) {
	if int(c.n) < len(c.s) {
		c.s[c.n] = [2]int32{int32(min(from, math.MaxInt32)), int32(min(to, math.MaxInt32))}
		c.n++
	}
}

// holds reports whether [from, to) is inside one comment.
func (c *cmtSpans) holds(from, to int) bool {
	for _, sp := range c.s[:c.n] {
		if int(sp[0]) <= from && to <= int(sp[1]) {
			return true
		}
	}
	return false
}

// The escapes of an open string: how its closer is looked for.
const (
	escBackslash uint8 = iota // "\" escapes the next byte
	escNone                   // nothing escapes (raw strings)
	escDoubled                // the closer (one quote) doubled is a quote
	escSlash                  // only "\/" escapes (Groovy's slashy strings; for a regular expression, a reading that ends no earlier than "\" escaping every byte)
	escDollar                 // "$" escapes the next byte (Groovy's $/.../$)
	escBacktick               // "`" escapes the next byte (PowerShell)
	escProlog                 // "\" escapes the next byte, and "\x41\" and "\101\" (ISO Prolog) are one escape each
)

// inString reads a line of source code (without its line break) for the
// strings that span lines, and reports whether it is the program's data
// rather than its comment: it starts inside a string or a heredoc (its
// body or its closing word), or it ends inside one it opens, or it holds a
// string that runs to its end (Zig's \\). Whatever such a line starts
// with, a fix there would change the string.
func (c *lineContext) inString(text []byte) bool {
	if c.syn.forks() {
		return c.readForks(text)
	}
	return c.readLine(text)
}

// readLine is inString for one reading of the line.
func (c *lineContext) readLine(text []byte) bool {
	if c.heredoc {
		t := text
		switch c.dash {
		case hereBlanks:
			t = bytes.TrimLeft(t, " \t")
		case hereTabs:
			t = bytes.TrimLeft(t, "\t")
		}
		if bytes.Equal(t, c.close) || c.prefix && bytes.HasPrefix(t, c.close) && (len(t) == len(c.close) || !isWordByte(t[len(c.close)])) {
			c.heredoc, c.close, c.prefix = false, nil, false
			if len(c.hq) > 0 { // the next heredoc of the line that opened this one
				c.openHeredoc(c.hq[0])
				c.hq = c.hq[1:]
			}
		}
		c.cmt.n = 0
		return true
	}
	c.cmt.n = 0
	if c.data != 0 {
		// After the program's end: data, but a Perl module's POD.
		if c.data == dataAll || !(c.close != nil && c.block) && !(len(text) > 1 && text[0] == '=' && isLetter(text[1])) {
			return true
		}
	} else if c.syn.forms&dataEnd != 0 && c.close == nil && c.sn == 0 && c.dataEnds(text) {
		return false
	}
	if c.syn.forms&tclBrace != 0 {
		return c.tclLine(text)
	}
	in := c.close != nil && !c.block || c.sn > 0
	i := 0
	if c.sn > 0 {
		j := c.scanStack(text, 0)
		if j < 0 {
			c.takePending()
			return true
		}
		i = j
	} else if c.close != nil {
		j := c.findClose(text)
		if c.block {
			if j < 0 {
				c.cmt.add(0, len(text))
			} else {
				c.cmt.add(0, j)
			}
		}
		if j < 0 {
			return in
		}
		i, c.close, c.block = j, nil, false
	}
	c.eolString = false
	c.scanCode(text, i)
	if c.takePending() {
		return in
	}
	return in || c.eolString || c.close != nil && !c.block || c.sn > 0
}

// takePending starts the heredocs the line opened, if any: the next line
// is the first one's body, and the others' follow it in order.
func (c *lineContext) takePending() bool {
	if len(c.pending) == 0 {
		return false
	}
	c.openHeredoc(c.pending[0])
	c.hq = c.pending[1:]
	c.pending = nil
	return true
}

// hereDoc is a heredoc opened: the word alone on its closing line, how
// that line may be indented (dash), and whether more may follow the word
// there (prefix: PHP's "EOT;", D's q"EOS, make's endef).
type hereDoc struct {
	word   []byte
	dash   uint8
	prefix bool
}

// How a heredoc's closing line may be indented.
const (
	hereExact  uint8 = iota // the word alone, at the line's start (Perl's <<"EOT", the shell's <<EOT)
	hereBlanks              // spaces and tabs before it (Ruby's <<- and <<~, Perl's <<~, PHP, make)
	hereTabs                // tabs before it (the shell's <<-)
)

// openHeredoc makes h the heredoc the lines are in.
func (c *lineContext) openHeredoc(h hereDoc) {
	c.heredoc, c.close, c.dash, c.prefix = true, h.word, h.dash, h.prefix
}

// addHeredoc notes a heredoc opened on the line, after the others it
// opened (a new array: a reading carried alongside may share the old).
func (c *lineContext) addHeredoc(h hereDoc) {
	c.pending = append(c.pending[:len(c.pending):len(c.pending)], h)
}

// The program's end (dataEnd): its data follows.
const (
	dataAll uint8 = 1 + iota // every line after is data
	dataPod                  // a Perl module's __END__: its POD is documentation, its other lines data
)

// dataEnds reports whether the line of code text ends the program (Ruby's
// "__END__" alone on its line; Perl's __END__ or __DATA__ at its start),
// and notes what the lines after it are.
func (c *lineContext) dataEnds(text []byte) bool {
	if c.syn.pod == "=end" { // Ruby
		if string(text) != "__END__" {
			return false
		}
		c.data = dataAll
		return true
	}
	t := bytes.TrimLeft(text, " \t")
	for _, w := range []string{"__END__", "__DATA__"} {
		if bytes.HasPrefix(t, []byte(w)) && (len(t) == len(w) || !isWordByte(t[len(w)])) {
			c.data = dataAll
			if w == "__END__" && c.module {
				c.data = dataPod
			}
			return true
		}
	}
	return false
}

// findClose returns the offset in s after the closer of the string or
// comment open at its start, or -1.
func (c *lineContext) findClose(s []byte) int {
	if c.block && c.syn.pod != "" && bytes.Equal(c.close, []byte(c.syn.pod)) {
		if bytes.HasPrefix(s, c.close) {
			return len(s)
		}
		return -1
	}
	if c.nest != 0 || c.secs > 0 || c.await {
		return c.findNest(s)
	}
	for i := 0; i < len(s); i++ {
		switch {
		case c.esc == escSlash && s[i] == '\\' && i+1 < len(s) && s[i+1] == '/',
			c.esc == escDollar && s[i] == '$',
			c.esc == escBacktick && s[i] == '`':
			i++
			continue
		}
		if c.esc == escBackslash && s[i] == '\\' {
			i++
			continue
		}
		if c.esc == escProlog && s[i] == '\\' {
			i = prologEscape(s, i) - 1
			continue
		}
		if bytes.HasPrefix(s[i:], c.close) {
			if c.esc == escDoubled && len(c.close) == 1 && i+1 < len(s) && s[i+1] == c.close[0] {
				i++
				continue
			}
			return i + len(c.close)
		}
	}
	return -1
}

// open notes a string (or a block comment: block) left open at the line's
// end, closed by close with the escapes esc.
func (c *lineContext) open(close string, esc uint8, block bool) {
	c.close, c.esc, c.block = append(c.closeBuf[:0], close...), esc, block
}

// scanCode reads code on one line from s[i:], up to its end or a line
// comment, and notes a string or a block comment it leaves open (close),
// a heredoc it opens (pending), or a string that runs to the line's end
// (eolString).
func (c *lineContext) scanCode(s []byte, i int) {
	syn := c.syn
	f := syn.forms
	arith := 0 // the shell's $(( )) depth: "<<" there is a shift
	brace := 0 // the shell's ${ } depth: "#" there is no comment ("${x:-a #b}")
	if i == 0 && syn.pod != "" && len(s) > 1 && s[0] == '=' && isLetter(s[1]) {
		c.open(syn.pod, escNone, true)
		c.cmt.add(0, len(s))
		return
	}
	if f&makeDefine != 0 && i == 0 {
		t := bytes.TrimLeft(s, " \t")
		if bytes.HasPrefix(t, []byte("define ")) || bytes.HasPrefix(t, []byte("define\t")) || string(t) == "define" {
			c.addHeredoc(hereDoc{[]byte("endef"), hereBlanks, true})
			return
		}
		c.makeCode(s, i)
		return
	}
	for ; i < len(s); i++ {
		b := s[i]
		if !syn.special[b] {
			continue
		}
		rest := s[i:]
		// Long brackets first: "--[[" and "#[[" open comments, "[[" strings.
		if f&luaLong != 0 {
			m := 0
			if len(syn.line) > 0 && bytes.HasPrefix(rest, []byte(syn.line[0])) {
				m = len(syn.line[0])
			}
			if n, eq := longBracket(rest[m:]); n > 0 {
				c.open("]"+eq+"]", escNone, m > 0)
				if j := c.findClose(rest[m+n:]); j >= 0 {
					if m > 0 {
						c.cmt.add(i, i+m+n+j)
					}
					c.close, c.block = nil, false
					i += m + n + j - 1
					continue
				}
				if m > 0 {
					c.cmt.add(i, len(s))
				}
				return
			}
		}
		if blk := blockOpener(syn, rest); blk != nil {
			c.open(blk[1], escNone, true)
			if j := c.findClose(rest[len(blk[0]):]); j >= 0 {
				c.cmt.add(i, i+len(blk[0])+j)
				c.close, c.block = nil, false
				i += len(blk[0]) + j - 1
				continue
			}
			c.cmt.add(i, len(s))
			return
		}
		if brace == 0 && c.lineComment(s, i) {
			c.cmt.add(i, len(s))
			return
		}
		if f&(codeEsc|shellSyn) != 0 && b == '\\' {
			// The shell's "\" outside quotes too: "it\'s", "\"" open no
			// string, "\ #" starts no comment.
			i++
			continue
		}
		if f&dollarVar != 0 && (b == '"' || b == '\'' || b == '`') && i > 0 && s[i-1] == '$' {
			continue // Perl's and Ruby's $" $' $`: variables
		}
		if f&prologQ != 0 && b == '\'' {
			if n := prologQuote(s, i); n > 0 {
				i += n - 1
				continue
			}
		}
		if f&qmarkChar != 0 && b == '?' && (i == 0 || !isWordByte(s[i-1])) || f&dollarChar != 0 && b == '$' {
			// Elixir's ?# ?" and Erlang's $" $%: a character, whatever
			// byte it is (review52 L3).
			if i+1 < len(s) && s[i+1] == '\\' {
				i++
			}
			i++
			continue
		}
		if f&pgDollar != 0 && (b == '$' || b == '\'') {
			// PostgreSQL's $tag$...$tag$, and E'...' whose "\" escapes.
			n, close, esc := 0, "", uint8(escNone)
			if b == '$' {
				n = dollarTag(rest)
				close = string(rest[:n])
			} else if i > 0 && s[i-1]|0x20 == 'e' && (i == 1 || !isWordByte(s[i-2])) {
				n, close, esc = 1, "'", escBackslash
			}
			if n > 0 {
				c.open(close, esc, false)
				if j := c.findClose(s[i+n:]); j >= 0 {
					c.close = nil
					i += n + j - 1
					continue
				}
				return
			}
		}
		if f&charLit != 0 && b == '?' {
			if n := c.charAt(s, i); n > 0 {
				i += n - 1
				continue
			}
		}
		if f&rubyInterp != 0 {
			if n := c.rubyOpen(s, i); n > 0 {
				j := c.scanStack(s, i+n)
				if j < 0 {
					return
				}
				i = j - 1
				continue
			}
		}
		if f&jsRegex != 0 && b == '/' && len(rest) > 1 && rest[1] != '/' && rest[1] != '*' && c.regexStarts(s[:i]) {
			if j := regexEnd(rest[1:]); j >= 0 {
				i += 1 + j
				continue
			}
		}
		if f&(jsInterp|swiftInterp) != 0 && (b == '`' && f&jsInterp != 0 || b == '"' && f&swiftInterp != 0) {
			n := 1
			switch {
			case b == '`':
				c.push('`', 0)
			case bytes.HasPrefix(rest, []byte(`"""`)):
				c.push('T', 0)
				n = 3
			default:
				c.push('S', 0)
			}
			j := c.scanStack(s, i+n)
			if j < 0 {
				return
			}
			i = j - 1
			continue
		}
		if n := c.quoteLike(s, i); n > 0 {
			if c.pending != nil { // D's q"EOS: a heredoc
				return
			}
			if j := c.findClose(s[i+n:]); j >= 0 {
				c.close = nil
				i += n + j - 1
				continue
			}
			return
		}
		close, esc, n, oneLine := c.stringOpener(s, i)
		if f&prologQ != 0 && esc == escBackslash {
			esc = escProlog
		}
		if n > 0 {
			if close == "" { // to the line's end
				c.eolString = true
				return
			}
			c.open(close, esc, false)
			if j := c.findClose(s[i+n:]); j >= 0 {
				c.close = nil
				i += n + j - 1
				continue
			}
			if oneLine && !spans(s) && !(c.syn == luaSyntax && luaSkips(s)) {
				c.close = nil
			}
			return
		}
		switch {
		case f&shellSyn != 0 && bytes.HasPrefix(rest, []byte("${")):
			brace++
			i++
		case f&shellSyn != 0 && brace > 0 && b == '}':
			brace--
		case f&shellSyn != 0 && bytes.HasPrefix(rest, []byte("$((")):
			arith++
			i += 2
		case f&shellSyn != 0 && bytes.HasPrefix(rest, []byte("((")) && (i == 0 || s[i-1] == ' ' || s[i-1] == '\t' || s[i-1] == ';'):
			arith++
			i++
		case f&shellSyn != 0 && arith > 0 && bytes.HasPrefix(rest, []byte("))")):
			arith--
			i++
		case f&heredoc != 0 && arith == 0 && bytes.HasPrefix(rest, []byte("<<")):
			k := 2
			if len(rest) > 2 && rest[2] == '<' {
				if f&shellSyn != 0 { // a here-string
					i += 2
					continue
				}
				k = 3 // PHP's <<<
			}
			glued := i > 0 && (isWordByte(s[i-1]) || s[i-1] == ')' || s[i-1] == ']' || s[i-1] == '}')
			if f&rubyShift != 0 && glued && len(rest) > k && strings.IndexByte("~-\"'", rest[k]) < 0 {
				i += k - 1 // a shift: "a<<b"
				continue
			}
			if f&perlQuote != 0 && k == 2 && perlTermEnds(s[:i]) {
				i++ // a shift: "$y << "2"", after a term
				continue
			}
			style := hereRuby
			switch {
			case k == 3:
				style = herePHP
			case f&shellSyn != 0:
				style = hereShell
			case f&perlQuote != 0:
				style = herePerl
			}
			if h, m := heredocOpener(rest[k:], style); h.word != nil {
				c.addHeredoc(h)
				i += k - 1 + m
			} else {
				i += k - 1
			}
		}
	}
}

// perlTermEnds reports whether before, the code of a Perl line before a
// "<<", surely ends with a term, where Perl reads "<<" as the shift
// operator, never a heredoc (toke.c: it expects an operator): a number;
// a scalar or array variable ($y, @a, $Foo::x, $$r) after an operator,
// or after a "(" that follows one ("print $fh <<EOT" and "print($fh
// <<EOT)" are heredocs printed to the handle $fh, and every word before
// a variable or its "(" is read as such: unsure; so is a variable that
// starts the line, after whatever ended the line before); a ")" or a "]"
// (f(1) << 2, $a[0] << 2). Anything else may be where a term starts
// (print <<EOT, = <<EOT, f(<<EOT), a word Perl may know as a function,
// a "}" that ends a block or a subscript): the heredoc stands, a fix
// lost, never a value changed.
func perlTermEnds(before []byte) bool {
	t := bytes.TrimRight(before, " \t")
	if len(t) == 0 {
		return false
	}
	switch b := t[len(t)-1]; {
	case b == ')' || b == ']':
		return true
	case !isWordByte(b):
		return false
	}
	k := len(t)
	for k > 0 && (isWordByte(t[k-1]) || t[k-1] == ':') {
		k--
	}
	if t[k] >= '0' && t[k] <= '9' {
		return true // a number: 1 << 2, 0x1F << 3
	}
	j := k
	for j > 0 && (t[j-1] == '$' || t[j-1] == '@') {
		j--
	}
	if j == k || t[k] == ':' {
		return false // a word: a function, a list operator, a constant
	}
	p := bytes.TrimRight(t[:j], " \t")
	if len(p) == 0 {
		// The line starts with the variable: the line before may end
		// with a list operator ("print" then "$fh <<EOT" on the next
		// line is a heredoc printed to $fh).
		return false
	}
	if e := p[len(p)-1]; e == '(' {
		// The first variable inside a list operator's parentheses may
		// be its indirect object, as after the word itself
		// ("print($fh <<EOT)", "printf ($fh <<"EOT")": heredocs; toke.c
		// reads "<<" there as after "print $fh"). After "(" that is no
		// call's (an operator's, "if", "return") the variable is a term.
		q := bytes.TrimRight(p[:len(p)-1], " \t")
		return len(q) > 0 && (!isWordByte(q[len(q)-1]) || perlOpWordEnds(q))
	} else if !isWordByte(e) {
		return e != '{' && e != '}'
	}
	return perlOpWordEnds(p)
}

// perlOpWordEnds reports whether p, Perl code ending with a word byte,
// ends with one of perlOpWords (not a variable's name or a method's).
func perlOpWordEnds(p []byte) bool {
	w := len(p)
	for w > 0 && isWordByte(p[w-1]) {
		w--
	}
	return (w == 0 || p[w-1] != '$' && p[w-1] != '@' && p[w-1] != '-' && p[w-1] != '>') && perlOpWords[string(p[w:])]
}

// perlOpWords are Perl's words after which a variable is a term that the
// operator after it follows (perlop): "return $x << 2" is a shift. After
// another word the variable may be a file handle ("print $fh <<EOT",
// "sort $f <<EOT": toke.c reads a heredoc there).
var perlOpWords = map[string]bool{"return": true, "and": true, "or": true, "xor": true, "not": true, "if": true, "unless": true, "while": true, "until": true,
	"eq": true, "ne": true, "lt": true, "gt": true, "le": true, "ge": true, "cmp": true, "x": true}

// spans reports whether a string of one line (a plain quote's, where the
// language has it on one line only), left open at the end of the line s,
// goes on to the next: only after a "\" that ends the line (C's splice).
func spans(s []byte) bool {
	return len(s) > 0 && s[len(s)-1] == '\\'
}

// luaSkips reports whether the line s ends with Lua's "\z" and blanks: a
// string left open there goes on, after the line breaks and blanks the
// escape skips, on the next line ("x\z" then "   -- http://h/" is one
// string, "x-- http://h/").
func luaSkips(s []byte) bool {
	t := bytes.TrimRight(s, " \t\f\v")
	if len(t) < 2 || t[len(t)-1] != 'z' {
		return false
	}
	n := 0
	for k := len(t) - 2; k >= 0 && t[k] == '\\'; k-- {
		n++
	}
	return n%2 == 1
}

// lineComment reports whether a line comment starts at s[i].
func (c *lineContext) lineComment(s []byte, i int) bool {
	for _, m := range c.syn.line {
		if !bytes.HasPrefix(s[i:], []byte(m)) {
			continue
		}
		if m == "#" {
			if i > 0 && s[i-1] == '$' { // Perl's $#array, the shell's $#
				continue
			}
			if c.syn.forms&shellSyn != 0 && i > 0 && (s[i-1] != ' ' && s[i-1] != '\t' && s[i-1] != ';' && s[i-1] != '(' || escaped(s, i-1)) {
				// The shell: "#" inside a word is no comment, nor after
				// an escaped blank ("cmd \ # x": "# x" are arguments;
				// review57 R12).
				continue
			}
			if c.syn.forms&dockerSyn != 0 && len(bytes.TrimLeft(s[:i], " \t")) > 0 && !dockerShellLine(s) {
				// A Dockerfile reads "#" as a comment at a line's start
				// only; mid-line, it is an argument ("WORKDIR /app # x",
				// "ENV NOTE see # x"), but in the command a shell runs.
				continue
			}
			if c.syn.forms&phpAttr != 0 && i+1 < len(s) && s[i+1] == '[' {
				continue // PHP 8's attribute, #[Route('/x')]: code (review52 L3)
			}
		}
		if m == "--" && c.syn.forms&hsDashes != 0 && hsOperator(s, i) {
			continue
		}
		if m == "\"" && len(bytes.TrimLeft(s[:i], " \t")) > 0 {
			continue // Vim: a comment only where a command starts
		}
		if m == "'" && i > 0 && isWordByte(s[i-1]) {
			continue
		}
		if (m == "REM " || m == "rem " || m == "Rem " || m == "dnl") && i > 0 && isWordByte(s[i-1]) {
			continue
		}
		return true
	}
	return false
}

// escaped reports whether s[i] is escaped: an odd run of "\\" before it.
func escaped(s []byte, i int) bool {
	n := 0
	for k := i - 1; k >= 0 && s[k] == '\\'; k-- {
		n++
	}
	return n%2 == 1
}

// dockerShellLine reports whether the Dockerfile line s is an instruction
// whose arguments a shell reads: RUN, CMD or ENTRYPOINT (any case), in
// their shell form. (Their lines after a "\" are not known here: a "#"
// mid-line there is taken for an argument, a fix lost.)
func dockerShellLine(s []byte) bool {
	t := bytes.TrimLeft(s, " \t")
	for _, w := range []string{"run", "cmd", "entrypoint"} {
		if len(t) > len(w) && (t[len(w)] == ' ' || t[len(w)] == '\t') && bytes.EqualFold(t[:len(w)], []byte(w)) {
			return true
		}
	}
	return false
}

// hsOperator reports whether the dashes at s[i] are part of a Haskell
// operator, no comment: a symbol byte other than "-" touches their run
// ("-->", "|--", "--+"; review52 L3).
func hsOperator(s []byte, i int) bool {
	const symbols = "!#$%&*+./<=>?@\\^|~:"
	j := i
	for j < len(s) && s[j] == '-' {
		j++
	}
	return i > 0 && strings.IndexByte(symbols, s[i-1]) >= 0 || j < len(s) && strings.IndexByte(symbols, s[j]) >= 0
}

// dollarTag returns the length of a PostgreSQL dollar quote's tag at the
// start of s ("$$", "$body$": a letter or "_" then letters, digits and
// "_"), or 0 ("$1", a parameter, is none).
func dollarTag(s []byte) int {
	if len(s) < 2 || s[0] != '$' {
		return 0
	}
	for j := 1; j < len(s); j++ {
		switch b := s[j]; {
		case b == '$':
			return j + 1
		case b == '_' || isLetter(b) || j > 1 && b >= '0' && b <= '9':
		default:
			return 0
		}
	}
	return 0
}

// percentComment reports whether "%" starts a line comment.
func (s *langSyntax) percentComment() bool {
	for _, m := range s.line {
		if m == "%" {
			return true
		}
	}
	return false
}

// blockOpener returns the block comment that opens at the start of s.
func blockOpener(syn *langSyntax, s []byte) *[2]string {
	for k := range syn.block {
		if bytes.HasPrefix(s, []byte(syn.block[k][0])) {
			return &syn.block[k]
		}
	}
	return nil
}

// longBracket reads a Lua long bracket at the start of s ("[[", "[==["),
// and returns its length and its "=" signs.
func longBracket(s []byte) (int, string) {
	if len(s) < 2 || s[0] != '[' {
		return 0, ""
	}
	n := 1
	for n < len(s) && s[n] == '=' {
		n++
	}
	if n < len(s) && s[n] == '[' {
		return n + 1, string(s[1:n])
	}
	return 0, ""
}

// stringOpener reads a string's opener at s[i]: it returns the closer
// ("" for a string that runs to the line's end), its escapes, the
// opener's length (0: none opens here), and whether the string ends with
// its line (a plain quote's in a language whose strings of that quote do
// not span lines).
func (c *lineContext) stringOpener(s []byte, i int) (close string, esc uint8, n int, oneLine bool) {
	f := c.syn.forms
	rest := s[i:]
	b := rest[0]
	prevWord := i > 0 && isWordByte(s[i-1])
	switch {
	case f&zigLines != 0 && bytes.HasPrefix(rest, []byte(`\\`)):
		return "", escNone, 2, false
	case f&cppRaw != 0 && b == 'R' && len(rest) > 1 && rest[1] == '"' && (!prevWord || rawPrefix(s[:i])):
		j := bytes.IndexByte(rest[2:], '(')
		if j < 0 || j > 16 || bytes.ContainsAny(rest[2:2+j], " \t)\\\"") {
			return "", 0, 0, false
		}
		return ")" + string(rest[2:2+j]) + "\"", escNone, 2 + j + 1, false
	case f&rustRaw != 0 && b == 'r' && (!prevWord || (s[i-1] == 'b' || s[i-1] == 'c') && (i == 1 || !isWordByte(s[i-2]))):
		j := 1
		for j < len(rest) && rest[j] == '#' {
			j++
		}
		if j < len(rest) && rest[j] == '"' {
			return "\"" + string(rest[1:j]), escNone, j + 1, false
		}
	case f&rRaw != 0 && (b == 'r' || b == 'R') && !prevWord && len(rest) > 2 && (rest[1] == '"' || rest[1] == '\''):
		j := 2
		for j < len(rest) && rest[j] == '-' {
			j++
		}
		if j < len(rest) {
			if cl := strings.IndexByte("([{", rest[j]); cl >= 0 {
				return string(")]}"[cl]) + string(rest[2:j]) + string(rest[1]), escNone, j + 1, false
			}
		}
	case f&swiftExt != 0 && b == '#':
		j := 0
		for j < len(rest) && rest[j] == '#' {
			j++
		}
		if j < len(rest) && rest[j] == '"' {
			hashes := string(rest[:j])
			if bytes.HasPrefix(rest[j:], []byte(`"""`)) {
				return `"""` + hashes, escNone, j + 3, false
			}
			return `"` + hashes, escNone, j + 1, false
		}
	case f&csVerbatim != 0 && (bytes.HasPrefix(rest, []byte(`@"`)) || bytes.HasPrefix(rest, []byte(`$@"`)) || bytes.HasPrefix(rest, []byte(`@$"`))):
		j := bytes.IndexByte(rest, '"')
		return `"`, escDoubled, j + 1, false
	case f&rPrefixRaw != 0 && b == 'r' && !prevWord && len(rest) > 1 && (rest[1] == '"' || rest[1] == '\''):
		q := rest[1]
		if len(rest) > 3 && rest[2] == q && rest[3] == q {
			return string([]byte{q, q, q}), escNone, 4, false
		}
		return string(q), escNone, 2, true
	case f&psParen != 0 && b == '<' && len(rest) > 1 && rest[1] == '~':
		return "~>", escNone, 2, false // PostScript's ASCII85 string: its bytes "!" to "u" hold "%"
	case f&psHere != 0 && b == '@' && len(rest) > 1 && (rest[1] == '"' || rest[1] == '\'') && len(bytes.TrimRight(rest[2:], " \t")) == 0:
		return string(rest[1]) + "@", escNone, 2, false
	}
	switch {
	case f&csVerbatim != 0 && bytes.HasPrefix(rest, []byte(`"""`)):
		j := 0
		for j < len(rest) && rest[j] == '"' {
			j++
		}
		return string(rest[:j]), escNone, j, false
	case f&triple != 0 && (b == '"' || b == '\'') && len(rest) > 2 && rest[1] == b && rest[2] == b:
		if f&tripleRaw != 0 || b == '\'' && f&sqRaw != 0 {
			// Raw: Kotlin's """, and ''' where '...' is raw (just).
			return string(rest[:3]), escNone, 3, false
		}
		return string(rest[:3]), escBackslash, 3, false
	case f&(backquote|bqRaw) != 0 && b == '`':
		if f&bqRaw != 0 {
			return "`", escNone, 1, false
		}
		return "`", escBackslash, 1, false
	case b == '"':
		if f&psHere != 0 {
			return `"`, escBacktick, 1, f&dqSpan == 0
		}
		if f&doubled != 0 {
			return `"`, escDoubled, 1, f&dqSpan == 0
		}
		return `"`, escBackslash, 1, f&dqSpan == 0
	case b == '\'' && f&sqChar != 0:
		if j := charLiteral(rest); j > 0 {
			// A character: its bytes are skipped as a string that closes at once.
			return "'", escBackslash, 1, true
		}
	case b == '\'' && f&(sqString|sqSpan) != 0:
		switch {
		case f&doubled != 0:
			return "'", escDoubled, 1, f&sqSpan == 0
		case f&sqRaw != 0:
			return "'", escNone, 1, f&sqSpan == 0
		}
		return "'", escBackslash, 1, f&sqSpan == 0
	}
	return "", 0, 0, false
}

// prologQuote returns the length of what a "'" at s[i] ends in Prolog
// when it opens no quoted atom, or 0: after "0", the character code it
// starts (0'a, 0'\n, 0'%, whose "%" starts no comment, and the quote's
// own code: ISO's 0 and three quotes, SWI-Prolog's 0 and two); after
// other digits that start their token, itself (16'1F, radix notation).
func prologQuote(s []byte, i int) int {
	k := i
	for k > 0 && s[k-1] >= '0' && s[k-1] <= '9' {
		k--
	}
	if k == i || k > 0 && (isWordByte(s[k-1]) || s[k-1] == '.') {
		return 0
	}
	if i-k != 1 || s[k] != '0' {
		return 1 // radix notation: its digits are letters and digits
	}
	switch rest := s[i+1:]; {
	case len(rest) == 0:
		return 1
	case rest[0] == '\\' && len(rest) > 1:
		return 3
	case rest[0] == '\'' && len(rest) > 1 && rest[1] == '\'':
		return 3 // 0''' (ISO): the quote doubled
	}
	return 2 // 0'a, 0'' (SWI-Prolog), 0'" , 0'%
}

// prologEscape returns the offset in s after the escape that the "\" at
// s[i] starts in a Prolog quoted item: "\x41\" and "\101\" (a hexadecimal
// or an octal code closed by a "\"; SWI-Prolog lets the closing "\" out),
// else the next byte ("\"", "\\", "\n", "\" and a line break).
func prologEscape(s []byte, i int) int {
	j := i + 1
	if j < len(s) && (s[j] == 'x' || s[j] >= '0' && s[j] <= '7') {
		k := j
		if s[j] == 'x' {
			k++
			for k < len(s) && isHexByte(s[k]) {
				k++
			}
		} else {
			for k < len(s) && s[k] >= '0' && s[k] <= '7' {
				k++
			}
		}
		if k < len(s) && s[k] == '\\' {
			return k + 1
		}
		return k
	}
	return min(j+1, len(s))
}

// rawPrefix reports whether the word before a C++ raw string's R is one of
// its encoding prefixes (u8R, uR, UR, LR).
func rawPrefix(before []byte) bool {
	for _, p := range []string{"u8", "u", "U", "L"} {
		if bytes.HasSuffix(before, []byte(p)) {
			k := len(before) - len(p)
			if k == 0 || !isWordByte(before[k-1]) {
				return true
			}
		}
	}
	return false
}

// charLiteral returns the length of a character literal at the start of s
// ('a', '\n', '\x41', 'é'), or 0 when its "'" starts none.
func charLiteral(s []byte) int {
	if len(s) < 3 {
		return 0
	}
	if s[1] == '\\' {
		for j := 3; j < len(s) && j < 12; j++ {
			if s[j] == '\'' {
				return j + 1
			}
		}
		return 0
	}
	for j := 2; j < len(s) && j < 6; j++ {
		if s[j] == '\'' {
			return j + 1
		}
		if s[j] < 0x80 {
			return 0
		}
	}
	return 0
}

// The keywords after which an expression starts (a "/" there starts a
// regular expression, not a division).
var (
	jsKeywords   = []string{"return", "typeof", "case", "in", "of", "delete", "void", "throw", "new", "yield", "await", "do", "else"}
	rubyKeywords = []string{"if", "unless", "when", "while", "until", "and", "or", "not", "elsif", "return", "then", "else", "do", "case", "in", "yield", "begin", "puts", "print", "raise", "break", "next"}
	perlKeywords = []string{"if", "unless", "and", "or", "not", "xor", "return", "split", "grep", "map", "join", "push", "unshift", "when", "while", "until", "elsif", "lt", "gt", "le", "ge", "eq", "ne", "cmp"}
)

// regexStarts reports whether a "/" after before starts a regular
// expression literal, not a division: at the line's start, after an
// operator or a punctuator, or after a keyword of the language that an
// expression follows.
func (c *lineContext) regexStarts(before []byte) bool {
	kw := c.syn.kw
	if kw == nil {
		kw = jsKeywords
	}
	return regexStarts(before, kw)
}

func regexStarts(before []byte, kw []string) bool {
	t := bytes.TrimRight(before, " \t")
	if len(t) == 0 {
		return true
	}
	if strings.IndexByte("(,=:[!&|?{};~+-*%<>^", t[len(t)-1]) >= 0 {
		return true
	}
	k := len(t)
	for k > 0 && isWordByte(t[k-1]) {
		k--
	}
	w := string(t[k:])
	if k > 0 && (t[k-1] == '.' || t[k-1] == '$' || t[k-1] == '@' || t[k-1] == ':') {
		return false // a method, a variable, a symbol: x.if, $if, :if
	}
	for _, k := range kw {
		if w == k {
			return true
		}
	}
	return false
}

// regexEnd returns the offset in s (after a regular expression's opening
// "/") of its closing "/", or -1: escapes and classes ([/]) skipped.
func regexEnd(s []byte) int {
	class := false
	for j := 0; j < len(s); j++ {
		switch s[j] {
		case '\\':
			j++
		case '[':
			class = true
		case ']':
			class = false
		case '/':
			if !class {
				return j
			}
		}
	}
	return -1
}

func isLetter(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }

// How a language writes a heredoc's opener (heredocOpener).
const (
	hereRuby  uint8 = iota // "-" or "~", then a word or a quoted one ("EOS", 'EOS', `EOS`: any bytes), no space (Ruby, Crystal)
	herePerl               // "~", then a word, "\" and a word, or after spaces or none a quoted word (any bytes)
	hereShell              // "-" (tabs before the closing word), spaces, a shell word whose quotes and backslashes are taken out
	herePHP                // PHP's <<<: spaces, then a word or a quoted one
)

// heredocOpener reads what follows "<<" (PHP's "<<<") in a language that
// writes its openers in style: the heredoc's word, how its closing line
// may be indented, and whether more may follow the word there, and the
// bytes read. A word of none (word nil, 0 bytes): no heredoc opens ("<<"
// is a shift).
func heredocOpener(s []byte, style uint8) (h hereDoc, n int) {
	none := hereDoc{}
	switch style {
	case hereShell:
		if n < len(s) && s[n] == '-' {
			h.dash = hereTabs
			n++
		}
	case herePerl:
		if n < len(s) && s[n] == '~' {
			h.dash = hereBlanks
			n++
		}
	case hereRuby:
		if n < len(s) && (s[n] == '-' || s[n] == '~') {
			h.dash = hereBlanks
			n++
		}
	case herePHP:
		h.dash, h.prefix = hereBlanks, true
	}
	m := n
	if style != hereRuby {
		for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
			m++
		}
	}
	if style == hereShell {
		start := m
		w := []byte{}
		for m < len(s) && s[m] != ' ' && s[m] != '\t' && strings.IndexByte(";&|<>()", s[m]) < 0 {
			switch b := s[m]; b {
			case '\\':
				if m+1 < len(s) {
					w = append(w, s[m+1])
				}
				m += 2
			case '\'', '"':
				j := bytes.IndexByte(s[m+1:], b)
				if j < 0 {
					return none, 0
				}
				w = append(w, s[m+1:m+1+j]...)
				m += j + 2
			default:
				w = append(w, b)
				m++
			}
		}
		if m == start {
			return none, 0
		}
		h.word = w
		return h, min(m, len(s))
	}
	if m < len(s) && (s[m] == '"' || s[m] == '\'' || s[m] == '`' && style != herePHP) {
		// A quoted word: any bytes up to the same quote (Perl's
		// <<"    EOT" is closed by its four spaces and EOT alone on a
		// line); Perl allows spaces before it.
		j := bytes.IndexByte(s[m+1:], s[m])
		if j < 0 {
			return none, 0
		}
		h.word = append([]byte{}, s[m+1:m+1+j]...)
		return h, m + j + 2
	}
	if m > n {
		return none, 0 // Perl's "<< EOT": no heredoc (an error, or a shift)
	}
	if style == herePerl && n < len(s) && s[n] == '\\' { // <<\EOT is <<'EOT'
		n++
	}
	start := n
	for n < len(s) && (isWordByte(s[n]) && (n > start || s[n] < '0' || s[n] > '9')) {
		n++
	}
	if n == start {
		return none, 0
	}
	h.word = []byte(string(s[start:n]))
	return h, n
}

func init() {
	noSyntax.setSpecial()
	for _, s := range syntaxOfLang {
		if s != nil {
			s.setSpecial()
		}
	}
}

// setSpecial marks the bytes at which scanCode has something to look at.
func (s *langSyntax) setSpecial() {
	for _, m := range s.line {
		s.special[m[0]] = true
	}
	for _, b := range s.block {
		s.special[b[0][0]] = true
	}
	f := s.forms
	for _, c := range []struct {
		bytes string
		on    bool
	}{
		{"\"'`", true},
		{"r", f&(rustRaw|rRaw|rPrefixRaw) != 0},
		{"R", f&(cppRaw|rRaw) != 0},
		{"@", f&(csVerbatim|psHere) != 0},
		{"$", f&(shellSyn|csVerbatim) != 0},
		{"()\\}", f&shellSyn != 0},
		{"[", f&luaLong != 0},
		{"\\", f&(zigLines|codeEsc) != 0},
		{"/", f&jsRegex != 0},
		{"#", f&swiftExt != 0},
		{"<", f&heredoc != 0},
		{"qmsty", f&perlQuote != 0},
		{"%", f&rubyPercent != 0},
		{"~", f&elixirSigil != 0},
		{"q", f&dQuote != 0},
		{"{", f&mlQuoted != 0},
		{"/$", f&slashy != 0},
		{"%/", f&rubyInterp != 0},
		{"?", f&(charLit|qmarkChar) != 0},
		{"$", f&(dollarChar|pgDollar) != 0},
		{"(<", f&psParen != 0},
	} {
		if c.on {
			for i := 0; i < len(c.bytes); i++ {
				s.special[c.bytes[i]] = true
			}
		}
	}
}
