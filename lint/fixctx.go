package lint

// Where a fix is safe. A fix rewrites a URL so that a person or a program
// that reads it as a URL gets the same resource; it must never change what
// a program does with the text around it. Text that looks like a URL is
// often no URL at all: a regular expression that URLs match
// (m@^http://([^/]+)@ in Perl), a format string that a program fills in
// (printf("http://%s/a|b")), a glob (*://*.example.com/*), a character
// class, a string with the escapes of its language, a test's input, an
// example of what not to write. editSafe tells these apart from the text
// of the line around the URL, and fileKind and lineContext from the file
// and the lines before.

import (
	"bytes"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/lang"
	"github.com/urlsift/urlsift/urlsyntax"
)

// fileKind is what a file holds, as its name (or first line) says.
type fileKind uint8

const (
	proseFile    fileKind = iota // text, documentation, mail, markup, data
	markdownFile                 // Markdown: indented lines are code
	codeFile                     // source code: only its comments are prose
	texFile                      // TeX and LaTeX: prose whose text TeX reads ("%" a comment, "~" a tie)
)

// kindOf says what the file named name holds; first is its first line
// (a "#!" line makes a script of a file with no known extension), or more
// of its start (fileLang).
func kindOf(name string, first []byte) fileKind {
	return kindOfLang(fileLang(name, first, first))
}

// fileLang is the language of the file named name whose text starts with
// head and ends with tail (internal/lang's OfText): its name's, else what
// its text says (a "#!" line, an Emacs or Vim mode line), else Code for
// an extension of source code of a language no reader here knows.
func fileLang(name string, head, tail []byte) lang.Lang {
	return lang.OfText(name, head, tail)
}

// kindOfLang says what a file of language l holds: source code (one of
// syntaxOfLang, whose URLs outside comments are the program's data: a
// string it sends, matches or prints; and code of a language whose
// comments no reader here knows, codeLangs), Markdown, TeX; prose for
// None, the language of text, documentation, mail, markup and data.
func kindOfLang(l lang.Lang) fileKind {
	switch {
	case syntaxOfLang[l] != nil || codeLangs[l]:
		return codeFile
	case l == lang.Markdown:
		return markdownFile
	case l == lang.TeX:
		return texFile
	}
	return proseFile
}

// codeLangs are the languages of source code that no reader here knows
// the comments and strings of (review47 F15's wider class): internal/lang's
// Code (a "#!" line's unknown interpreter, an extension such as .proto or
// .rnc). Every line of theirs is code (noSyntax): nothing is fixed.
var codeLangs = [lang.Count]bool{lang.Code: true}

// percentLangs are the languages whose comments start with "%": Erlang,
// TeX and LaTeX, PostScript, Prolog (".pl" is Perl's, ".m" Objective-C's:
// neither is here).
var percentLangs = [lang.Count]bool{lang.Erlang: true, lang.TeX: true, lang.PostScript: true, lang.Prolog: true}

// percentFile reports whether "%" starts a comment in the file named
// name, as its language says.
func percentFile(name string) bool {
	return percentLangs[lang.Of(name)]
}

// lineContext follows, line by line, what the lines of a file are: code
// (a Markdown fence or indented block, a prompt's command, a doctest) or an
// example of what not to write ("Bad:", "Incorrect:" and what follows it
// up to the next paragraph or "Good:"). It reads each line once, in order,
// and holds a few bytes of state.
type lineContext struct {
	kind       fileKind
	fence      []byte // the fence that opened the block the lines are in ("```", "~~~~"), nil outside
	fenceQ     int    // Markdown: the depth of the block quotes the fence stands in (its lines' ">" markers)
	blank      bool   // the line before was blank
	qBlank     bool   // Markdown: the line before was a block quote's blank line (">" alone)
	pct        bool   // "%" starts a comment in the file's language (percentFile): "% " is no prompt
	format     bool   // the file is a PDF, RTF, ... (lang.DocumentFormat): no line is fixed
	prevIndent bool   // the line before was indented code (Markdown)
	bad        bool   // in an example of what not to write
	badIndent  int    // the indentation of its marker
	badContent bool   // the example's first line came
	badBlank   bool   // a blank line since
	// Source code: its comments and strings (syn, fixctx_lang.go), and
	// the string or block comment open at the end of the line before:
	// its closer and escapes (block: a comment), or the word that ends a
	// heredoc (heredoc; dash: how its closing line may be indented;
	// prefix: the word may be followed by more, as PHP's "EOT;" and
	// make's endef), and the heredocs that a line opened after it (hq:
	// their bodies follow, in order).
	syn       *langSyntax
	close     []byte // in closeBuf when it fits
	closeBuf  [16]byte
	esc       uint8
	block     bool
	heredoc   bool
	dash      uint8
	prefix    bool
	hq        []hereDoc
	cmt       cmtSpans  // the comments of the last line read (source code)
	eolString bool      // the line holds a string that runs to its end (Zig's \\)
	pending   []hereDoc // the heredocs opened on this line, in order (their bodies start on the next)
	// The program's text ended (Perl's __DATA__ and __END__, Ruby's
	// __END__): the lines after are data it may read (dataAll), or in a
	// Perl module documentation and data (dataPod: its POD blocks are
	// read as before, its other lines stand back). module: the file is
	// a Perl module (.pm), whose __END__ no program reads as DATA.
	data   uint8
	module bool
	// Strings whose brackets nest (Perl's q{}, Ruby's %q(), D's q"(...)"):
	// the bracket that opens a level (0: none), the depth, the sections
	// still to come after the open one (Perl's s{}{}, tr///), and
	// whether the next delimiter is awaited (between bracketed sections).
	nest  byte
	depth int32
	secs  uint8
	await bool
	// Interpolations (jsInterp, swiftInterp): the strings and the code
	// nested in them, innermost last ('`' a template, 'S' a string of one
	// line, 'T' a multi-line string, 'D' and '\'' strings of code, '}' and
	// ')' code in brackets); stuck: nested deeper than stk, every line
	// after stands back.
	stk   [16]byte
	stc   [16]byte // Ruby's: the closer of each string on stk
	sn    uint8
	stuck bool
	// Tcl: the braces open (tdepth), which levels are data (tdata, bit L),
	// a quoted word open (tquote), a line ending in "\" (tcont) or a
	// comment that goes on (tcmt), and the commands being read: one
	// frame for the file, each script in braces and each "[" (tfr, tfn
	// the top one).
	tdepth uint8
	tdata  uint64
	tquote bool
	tcont  bool
	tcmt   bool
	tfn    uint8
	tfr    [tclFrames]tclFrame
	// tline is the number of the line read (from 1); tret the lines
	// (first, last; 0: none) whose braced words were read as scripts and
	// are not (tend), for the reader to take back their fixes.
	tline int32
	tret  [2]int32
	// A Makefile: the references, recipe and quote a line ending in "\"
	// leaves open (fixctx_make.go).
	mk makeState
	// Readings that only the program's names decide (fixctx_fork.go):
	// the choices of this line's reading and the ambiguous forms met, the
	// other readings carried (fk), the words that may be local variables
	// (names, Ruby's), and unsure: too many readings, every line after
	// stands back.
	choice uint32
	namb   uint8
	unsure bool
	fk     *forkState
	names  *rubyNames
}

// start sets what the file named name, whose text starts with head and
// ends with tail (fileLang), holds.
func (c *lineContext) start(name string, head, tail []byte) {
	l := fileLang(name, head, tail)
	c.kind = kindOfLang(l)
	c.format = lang.DocumentFormat(head) != "" || strings.EqualFold(filepath.Ext(name), ".pdf") || strings.EqualFold(filepath.Ext(name), ".rtf")
	c.pct = percentFile(name)
	// The file's start is a paragraph's as a blank line is: a Markdown
	// file whose first line is indented starts with an indented block
	// of code (CommonMark), no continuation of a paragraph.
	c.blank = true
	if c.kind == codeFile {
		c.syn = syntaxOfLang[l]
		if c.syn == nil {
			c.syn = noSyntax
		}
		c.module = strings.EqualFold(filepath.Ext(name), ".pm") // (lang.Perl: a script or a module)
	}
}

// lineClass is what lineContext says of one line.
type lineClass uint8

const (
	lineProse      lineClass = iota
	lineCode                 // code: a fence, an indented block, a prompt or doctest
	lineExample              // an example of what not to write
	lineString               // source code: a line that starts inside a string spanning lines
	lineFormat               // a file of a document format that only looks like text (PDF, RTF)
	lineDocExample           // source code: a line of a code example in a comment (fixChecker's, docExamples)
)

// next classifies the next line of the file (with or without its line
// break).
func (c *lineContext) next(line []byte) lineClass {
	text := line
	for len(text) > 0 && (text[len(text)-1] == '\n' || text[len(text)-1] == '\r') {
		text = text[:len(text)-1]
	}
	if c.format {
		return lineFormat
	}
	if c.syn != nil && c.inString(text) {
		return lineString
	}
	trimmed := text
	for len(trimmed) > 0 && (trimmed[0] == ' ' || trimmed[0] == '\t') {
		trimmed = trimmed[1:]
	}
	indent := indentWidth(text)
	blank := len(trimmed) == 0
	wasBlank := c.blank
	c.blank = blank
	class := lineProse
	// In a Markdown block quote (review62 M1), its fenced and indented
	// blocks stand after the quote's markers ("> ~~~", ">     curl …",
	// "  > ~~~" in a list item): the lines are read behind them, as
	// CommonMark's container pass reads them, and a fence opened in a
	// quote ends with it. (Read at the line's start only, the fence and
	// the indentation were prose: --fix changed the code.)
	q, inner := 0, trimmed
	if c.kind == markdownFile {
		q, inner = quoteInner(trimmed)
	}
	innerBlank := q > 0 && len(bytes.TrimSpace(inner)) == 0
	wasQBlank := c.qBlank
	c.qBlank = innerBlank
	if c.fence != nil && c.fenceQ > q {
		c.fence = nil // (the quote ended, and its fenced block with it)
	}
	ft, fi := trimmed, indent
	if q > 0 && (c.fence == nil || c.fenceQ > 0) {
		ft, fi = bytes.TrimLeft(inner, " \t"), indentWidth(inner)
	}
	// Fenced blocks, in every kind of text (Markdown, reStructuredText
	// and plain text take them from Markdown).
	if f := fenceOf(ft); f != nil && fi < 4 {
		if c.fence == nil {
			c.fence, c.fenceQ = f, q
		} else if bytes.HasPrefix(f, c.fence[:1]) && len(f) >= len(c.fence) && len(bytes.TrimLeft(ft, string(f[:1]))) == 0 {
			c.fence = nil
		}
		class = lineCode
	} else if c.fence != nil {
		class = lineCode
	}
	quotedCode := q > 0 && !innerBlank && indentWidth(inner) >= 4
	if class == lineProse && !blank {
		switch {
		case isPrompt(trimmed) && !((c.pct || c.syn != nil && c.syn.percentComment()) && trimmed[0] == '%'):
			// ("% " starts a comment in Erlang or TeX, not a prompt.)
			class = lineCode
		case c.kind == markdownFile && indent >= 4 && (wasBlank || c.prevIndent):
			class = lineCode
		case quotedCode && (wasBlank || wasQBlank || c.prevIndent):
			class = lineCode
		}
	}
	c.prevIndent = class == lineCode && c.fence == nil && (indent >= 4 || quotedCode) || (blank || innerBlank) && c.prevIndent
	// Examples of what not to write.
	if c.bad {
		switch {
		case blank:
			c.badBlank = true
		case goodMarker(trimmed) || isHeading(trimmed):
			c.bad = false
		case !c.badContent:
			c.badContent = true
		case c.badBlank && indent <= c.badIndent && c.fence == nil && class != lineCode:
			c.bad = false
		}
	}
	if !blank && badMarker(trimmed) {
		c.bad, c.badIndent, c.badBlank = true, indent, false
		_, rest, _ := bytes.Cut(trimmed, []byte(":"))
		c.badContent = len(bytes.TrimSpace(bytes.Trim(rest, "*_`"))) > 0
	}
	if c.bad && !blank {
		return lineExample
	}
	return class
}

func indentWidth(s []byte) int {
	n := 0
	for _, c := range s {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4 - n%4
		default:
			return n
		}
	}
	return n
}

// quoteInner returns the depth of the Markdown block quotes a line
// (its indentation taken off) stands in, and its text behind their
// markers: each ">" with the one space that may follow it, and up to
// three spaces before a nested one ("> > x", ">  > x").
func quoteInner(t []byte) (int, []byte) {
	q := 0
	for len(t) > 0 && t[0] == '>' {
		q++
		t = t[1:]
		if len(t) > 0 && t[0] == ' ' {
			t = t[1:]
		}
		k := 0
		for k < 3 && k < len(t) && t[k] == ' ' {
			k++
		}
		if k < len(t) && t[k] == '>' {
			t = t[k:]
		}
	}
	return q, t
}

// fenceOf returns the fence a line opens or closes with ("```", "~~~"), or
// nil.
func fenceOf(trimmed []byte) []byte {
	for _, c := range []byte{'`', '~'} {
		n := 0
		for n < len(trimmed) && trimmed[n] == c {
			n++
		}
		if n >= 3 {
			return trimmed[:n]
		}
	}
	return nil
}

// isPrompt reports whether a line is a command at a prompt or a doctest:
// ">>> ", "... " after one, "$ ", "% ", "# " is too common in prose and
// comments to count.
func isPrompt(trimmed []byte) bool {
	for _, p := range []string{">>> ", "$ ", "% ", "PS> ", "C:\\> ", "irb> ", "irb(main)", "iex> ", "In ["} {
		if bytes.HasPrefix(trimmed, []byte(p)) {
			return true
		}
	}
	return string(trimmed) == ">>>"
}

// markerWord reports whether a line starts, after list or emphasis
// markup, with one of words followed by a colon (or is a heading of it).
func markerWord(trimmed []byte, words []string) bool {
	t := trimmed
	for len(t) > 0 && isMarkup(t[0]) {
		t = t[1:]
	}
	for _, w := range words {
		// w is lower-case ASCII and starts with a letter: a byte string
		// of its length folds to it only if it is ASCII, its first byte
		// the same letter in either case (a cheap test first, for every
		// line of a file being fixed).
		if len(t) > len(w) && t[0]|0x20 == w[0] && strings.EqualFold(string(t[:len(w)]), w) {
			rest := bytes.TrimLeft(t[len(w):], "*_` ")
			if len(rest) > 0 && rest[0] == ':' {
				return true
			}
			if len(rest) == 0 {
				return t[0] != trimmed[0] // "### Bad" or "**Bad**": a heading
			}
		}
	}
	return false
}

// isMarkup reports whether c is list or emphasis markup before a marker
// word: one of "#*_-+>/|!;%", a space or a tab.
func isMarkup(c byte) bool {
	switch c {
	case '#', '*', '_', '-', '+', '>', '/', '|', '!', ';', '%', ' ', '\t':
		return true
	}
	return false
}

var badWords = []string{"bad", "incorrect", "wrong", "invalid", "don't", "do not", "avoid", "not ok", "noncompliant", "non-compliant", "bad example", "incorrect example", "examples of incorrect code", "not recommended", "before"}
var goodWords = []string{"good", "correct", "right", "valid", "do", "ok", "compliant", "good example", "correct example", "examples of correct code", "recommended", "better", "after", "instead"}

func badMarker(trimmed []byte) bool  { return markerWord(trimmed, badWords) }
func goodMarker(trimmed []byte) bool { return markerWord(trimmed, goodWords) }

func isHeading(trimmed []byte) bool {
	return len(trimmed) > 1 && trimmed[0] == '#' && (trimmed[1] == ' ' || trimmed[1] == '#')
}

// editSafe returns why the edit e of the fix of f must not be applied to
// line (the line of the file that holds it, starting at offset lineOff), or
// "" when it may, knowing what the file holds (kind) and what the line is
// (class). It reads the text of the line around the URL: a fix is not
// applied where that text, or the URL itself, reads as a regular
// expression, a format string, a glob or a character class, nor to a
// backslash or a byte a backslash escapes, whatever the file.
func editSafe(line []byte, lineOff int, f *Finding, e Edit, kind fileKind, class lineClass, cmt *cmtSpans) string {
	switch class {
	case lineExample:
		return "an example of what not to write"
	case lineCode:
		return "code in a document"
	case lineString:
		return "a string that spans lines in source code"
	case lineFormat:
		return whyFormat
	case lineDocExample:
		return whyDocExample
	}
	es, ee := e.Start-lineOff, e.End-lineOff
	if es < 0 || ee > len(line) || es > ee {
		return "the edit is not on its line"
	}
	us, ue := es, ee
	if f.urlEnd.Offset > 0 {
		us, ue = max(0, f.urlStart.Offset-lineOff), min(len(line), f.urlEnd.Offset-lineOff)
		// A URL that extract rejoined across lines: its piece on this
		// line is the run of bytes around the edit up to white space
		// (the line before it holds its start, the line after its rest),
		// and the text around is this line's ("# " before the rest of a
		// URL continued in a comment).
		if f.urlStart.Offset < lineOff {
			for us = es; us > 0 && !isSpaceByte(line[us-1]); us-- {
			}
		}
		if f.urlEnd.Offset-lineOff > len(line) || bytes.ContainsAny(line[ee:ue], "\r\n") {
			for ue = ee; ue < len(line) && !isSpaceByte(line[ue]); ue++ {
			}
		}
	}
	us, ue = min(us, es), max(ue, ee)
	url, before, after := line[us:ue], line[:us], line[ue:]
	if bytes.IndexByte([]byte(e.Old), '\\') >= 0 || es > 0 && line[es-1] == '\\' {
		return "a backslash escapes in the text around"
	}
	if us > 0 && line[us-1] == '`' {
		return "a code span"
	}
	if kind == texFile && strings.ContainsAny(e.New, texSpecials) {
		// "%7C" in TeX's text starts a comment, "~" is a tie; even in
		// \url's argument "%" ends the line when \url stands in another
		// command's argument (\footnote{\url{...}}).
		return "TeX reads \"%\" and \"~\" in its text"
	}
	if kind == markdownFile && strings.IndexByte(e.Old, '|') >= 0 && (bytes.IndexByte(before, '|') >= 0 || bytes.IndexByte(after, '|') >= 0) {
		// A row of a Markdown table: its "|" delimit the columns, in a
		// URL too (GitHub splits a row before it reads links).
		return "a Markdown table's \"|\" delimits its columns"
	}
	if p := shellPipe(url, after); p >= 0 && ee > us+p && commandLine(before, url[p+1:], after) {
		return whyPipe
	}
	if r := regexSign(url); r != "" {
		return r
	}
	if comparesURLs(before, after) {
		return "the line compares URLs"
	}
	if r := codeSign(before, after); r != "" {
		if r = codeSign(outsideURLs(line, us), after); r != "" {
			return r
		}
	}
	if r := globSign(url); r != "" {
		return r
	}
	if formatSign(url, before, after) {
		return "a format string"
	}
	if kind == codeFile && (!inComment(before) || cmt != nil && !cmt.holds(us, ue)) {
		// Both readings must agree: the line's own (a comment marker
		// before the URL) and the language's (cmt: from the file's
		// start, its strings and comments; a regular expression or a
		// character holding a quote is no string).
		return "source code outside a comment"
	}
	return ""
}

// whyPipe is why a fix of the "|" after which a URL ends in a command's
// name is withheld.
const whyPipe = "a shell pipe after the URL"

// shellPipe returns the index in url of a "|" that is a shell's pipe
// glued to the URL, or -1: what follows it in the URL is a command's name
// (a word, or a path to one: "jq", "tar", "sudo", "/usr/bin/psql",
// "./run.sh"), pipes of them too ("x|sort|uniq"), up to the line's end,
// white space or what ends a command line in a string, a code span or a
// substitution (a quote, "`", ";", ")", "&", ">", "<"): bytes after the
// URL before those are the name's ("|C." where extract leaves "." out). `curl -s https://api.example.com/x|jq .` in a CI step,
// systemd's ExecStart, a TOML string, Markdown's inline code or plain
// text: escaped, the "|" made the step fetch another URL and run no jq
// (review55 N5). A path or a query's "a|b" ends so too and is held: a
// fix left out, where a pipe escaped changes what a command line does.
func shellPipe(url, after []byte) int {
	// The command's name goes on to the end of its word: the bytes after
	// the URL that extract left out of it ("." of "x|C." is the name's).
	k := 0
	for k < len(after) && bytes.IndexByte([]byte(" \t\r\n\"'`;)&><|"), after[k]) < 0 {
		k++
	}
	for i := bytes.IndexByte(url, '|'); i >= 0; {
		ok := true
		tail := append(url[i+1:len(url):len(url)], after[:k]...)
		for _, w := range bytes.Split(tail, []byte("|")) {
			ok = ok && commandName(w)
		}
		if ok {
			return i
		}
		j := bytes.IndexByte(url[i+1:], '|')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return -1
}

// commandLine reports whether the text around a URL whose "|" is shaped
// as a pipe (shellPipe: before the URL, the URL's rest after the "|",
// after the URL) shows a command line: a word before the URL on its line
// is a command's of three bytes or more (curlish: "curl", "wget", "sudo",
// "RUN"...; "nc", "gh" are as often a word of the text) or a flag
// ("-s", "-qO-", "--compressed"; not a comment's "--"); or the name after
// the "|" is a path to a command or a known command's of three bytes or
// more (pipedTo: "tar", "bash", "psql"...). Else the "|" is read as a
// path's or a query's ("See http://www.gnu.org/a|b for more.", and in a
// comment "…/df|pv bTk", "…/x|e <<EOF": TestFixStringsSpanningLines),
// and fixed: "get3 https://h/x|qzv" or "Pipe it: https://h/x|sh" (no
// command nor flag before, a short or unknown name after) is the price.
func commandLine(before, rest, after []byte) bool {
	for _, w := range bytes.Fields(before) {
		w = bytes.TrimRight(bytes.TrimLeft(w, "`\"'($:="), ":=")
		if flag := bytes.TrimPrefix(bytes.TrimPrefix(w, []byte("-")), []byte("-")); len(flag) < len(w) && len(flag) > 0 && isLetter(flag[0]) ||
			len(w) >= 3 && curlish[strings.ToLower(string(w))] {
			return true
		}
	}
	name := rest
	if i := bytes.IndexAny(name, "|"); i >= 0 {
		name = name[:i]
	}
	k := 0
	for k < len(after) && bytes.IndexByte([]byte(" \t\r\n\"'`;)&><|"), after[k]) < 0 {
		k++
	}
	name = append(name[:len(name):len(name)], after[:k]...)
	// A path to a command ("|./install.sh", "|/usr/bin/env"), or a known
	// one of three bytes or more ("jq", "pv", "sh" after no command nor
	// flag are as often a path's or a query's last word: "…/df|pv bTk").
	return bytes.IndexByte(name, '/') >= 0 || len(name) >= 3 && pipedTo[string(name)]
}

// curlish are commands a command line that fetches a URL starts with,
// or runs it through (in lower case).
var curlish = map[string]bool{}

// pipedTo are commands a URL's output is piped to.
var pipedTo = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`curl wget http https httpie xh fetch lynx w3m links elinks aria2c axel gh git hub busybox
		python python3 node deno ruby perl php sh bash zsh sudo doas env exec iwr irm invoke-webrequest invoke-restmethod powershell
		pwsh docker podman kubectl helm npx npm pip pip3 apt apt-get yum dnf brew go cargo scp rsync ssh nc socat openssl echo printf
		cat xargs run cmd execstart execstartpre script`) {
		curlish[w] = true
	}
	for _, w := range strings.Fields(`sh bash zsh dash ksh fish csh tcsh python python2 python3 node deno bun ruby perl php lua
		jq yq gojq fx jless tar gzip gunzip zcat bzip2 bunzip2 bzcat xz unxz xzcat unzip zstd base64 openssl gpg gpg2 sha256sum
		sha1sum sha512sum md5sum shasum b2sum grep egrep fgrep rg ag sed awk gawk mawk head tail sort uniq wc tee cat tac less more
		cut tr xargs column nl fold fmt paste join comm diff patch xmllint xmlstarlet json_pp psql mysql sqlite3 redis-cli mongosh
		kubectl docker podman helm ssh sudo doas su env bc dc pv nc socat sponge install dd od hexdump xxd strings file iconv
		dos2unix apt-key pbcopy xclip xsel wl-copy tar.exe iex clip git git-lfs c++filt make cmake pandoc convert ffmpeg`) {
		pipedTo[w] = true
	}
}

// commandName reports whether w is a command's name as a shell reads it
// after a pipe: a letter or "_" first, then letters, digits, "_", "-",
// "." and "+" ("python3", "git-lfs", "c++"), or a path to one ("/", "./"
// or "~/", then names between "/"; "b/c" of "a|b/c" is a path's).
func commandName(w []byte) bool {
	path := false
	for _, p := range []string{"./", "~/", "/"} {
		if bytes.HasPrefix(w, []byte(p)) {
			w, path = w[len(p):], true
			break
		}
	}
	if len(w) == 0 || !path && bytes.IndexByte(w, '/') >= 0 {
		return false // "a|b/c": a path's
	}
	for _, part := range bytes.Split(w, []byte("/")) {
		if len(part) == 0 || !isLetter(part[0]) && part[0] != '_' && part[0] != '.' {
			return false
		}
		for _, c := range part {
			if !isAlnum(c) && !strings.ContainsRune("_-.+", rune(c)) {
				return false
			}
		}
	}
	return true
}

// texSpecials are the characters TeX reads in running text that a fix may
// write: "%" (a comment), "~" (a tie), and the others of its category
// codes.
const texSpecials = "%~#$&_^"

// regexSign says whether the URL text holds what only a regular expression
// holds: a character class such as [^/] or [a-z], a group with an
// alternative or a quantifier, an escaped metacharacter, ".*", anchors.
func regexSign(u []byte) string {
	s := string(u)
	for _, sign := range []string{
		"[^", "(?:", "(?i", "(?P<", "(?<", ".*", ".+", ".?", "\\.", "\\/", "\\d", "\\w", "\\s", "\\S", "\\?", "\\b",
		")?", ")*", ")+", "]*", "]+", "]?", "]{", "}?", "}+", "|)", "(|", "\\Q", "\\E",
	} {
		if strings.Contains(s, sign) {
			return "a regular expression"
		}
	}
	if strings.HasSuffix(s, "$") || strings.Contains(s, "$)") {
		return "a regular expression"
	}
	if strings.Contains(s, "s?:") || strings.Contains(s, "s?://") {
		return "a regular expression" // https?://
	}
	// A group holding an alternative: (a|b).
	if i := strings.IndexByte(s, '('); i >= 0 {
		if j := strings.IndexByte(s[i:], ')'); j > 0 && strings.IndexByte(s[i:i+j], '|') >= 0 {
			return "a regular expression"
		}
	}
	if classSign(s) {
		return "a character class"
	}
	// {n} and {n,m} quantifiers.
	for i := strings.IndexByte(s, '{'); i >= 0 && i+1 < len(s); {
		j := i + 1
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == ',') {
			j++
		}
		if j > i+1 && j < len(s) && s[j] == '}' {
			return "a regular expression"
		}
		k := strings.IndexByte(s[i+1:], '{')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return ""
}

// classSign reports whether s holds a bracketed character class: a range
// (a-z, 0-9), a POSIX class ([:alpha:]), a negation, or brackets around
// punctuation only ([/], [.-]) or single characters.
func classSign(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '[' {
			continue
		}
		j := strings.IndexByte(s[i+1:], ']')
		if j < 0 {
			return false
		}
		in := s[i+1 : i+1+j]
		switch {
		case in == "":
		case in[0] == '^' || in[0] == '!' || in[0] == ':':
			return true
		case len(in) >= 3 && strings.IndexByte(in[1:len(in)-1], '-') >= 0 && isAlnum(in[strings.IndexByte(in[1:], '-')]) && isAlnum(in[strings.IndexByte(in[1:], '-')+2]):
			return true
		case !hasAlnum(in):
			return true
		}
		i += j
	}
	return false
}

func isAlnum(c byte) bool { return urlsyntax.Is(c, urlsyntax.Alphanum) }

func hasAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if isAlnum(s[i]) {
			return true
		}
	}
	return false
}

// codeSign says whether the text around the URL on its line makes it a
// pattern: a regular-expression literal or call, a match operator, a
// pattern-matching command.
func codeSign(before, after []byte) string {
	b := string(before)
	if len(b) > 160 {
		b = b[len(b)-160:]
	}
	for _, sign := range []string{
		"=~", "!~", "qr/", "qr{", "qr!", "qr#", "qr@", "qr|", "qr(", "qr<", "qr'",
		"re.compile(", "re.match(", "re.search(", "re.sub(", "re.subn(", "re.findall(", "re.finditer(",
		"re.fullmatch(", "re.split(", "re.escape(", "regex.", "Regexp.new(", "Regexp.compile(", "Regexp(",
		"RegExp(", "regexp.", "Pattern.compile(", "regcomp(", "preg_", "ereg", "%r{", "%r[", "%r(", "%r!", "%r|",
		"grep ", "egrep ", "fgrep ", "sed ", "awk ", "rg ", "-regex", "--regex", "match(", ".test(", "fnmatch",
		"glob(", "Glob(", "filepath.Match(", "path.Match(", "Match(", "matches(", "LIKE ", "like '", "case ",
		"[[ ", "[[",
	} {
		if strings.Contains(b, sign) && (!commandSign(sign) || wordAt(b, sign)) {
			return "a pattern in code"
		}
	}
	// Perl's m, s and tr with a delimiter right before the URL or before
	// it on the line: m@^http://...@, s{http://...}{...}.
	t := strings.TrimRight(b, "^(\"'")
	if len(t) >= 2 && strings.ContainsRune("/@!#|{}<([,", rune(t[len(t)-1])) {
		c := t[len(t)-2]
		if c == 'm' || c == 's' || c == 'y' || c == 'r' && len(t) >= 3 && t[len(t)-3] == 't' {
			if len(t) == 2 || !isWordByte(t[len(t)-3]) || c == 'r' {
				return "a pattern in code"
			}
		}
	}
	// A regular expression literal: /^http://...$/ in JavaScript or awk.
	if t != "" && t[len(t)-1] == '/' {
		u := strings.TrimRight(t[:len(t)-1], " \t")
		if u == "" || strings.ContainsRune("(=,:[!&|?{};", rune(u[len(u)-1])) {
			return "a regular expression literal"
		}
	}
	// An anchor or a group right before the URL.
	if strings.HasSuffix(b, "^") || strings.HasSuffix(b, "\\b") || strings.HasSuffix(b, "(?:") {
		return "a regular expression"
	}
	// Quantifiers or an anchor right after it.
	a := string(after)
	for _, sign := range []string{")?", ")*", ")+", "$", "\\b", "\\.", "|", ".*", "]"} {
		if strings.HasPrefix(a, sign) {
			return "a regular expression"
		}
	}
	return ""
}

// outsideURLs returns a copy of line[:us], the text before a URL, with
// the bytes of the URLs it holds (read from the line alone, as inURL
// reads them) set to 0: a URL's bytes are no sign of code around another
// (codeSign). The "[[" of "<URL:git+ssh://example.com:8080[[%41…>" held
// the fix of a URL after it on the line ("a pattern in code": shell's
// "[[") while the same run escaped it ("%5B%5B"), so that the next run
// applied the fix held (TestFixWholeInOneRun -fidemseed 5261, 5281).
// Fixes keep where URLs start and end (meaningCheck) and change only
// their bytes: what lies outside URLs is what every run reads.
func outsideURLs(line []byte, us int) []byte {
	out := slices.Clone(line[:us])
	sc := extract.NewScanner(bytes.NewReader(line), extract.Options{})
	for sc.Scan() {
		u := sc.URL()
		if u.Start.Offset >= us {
			break
		}
		clear(out[u.Start.Offset:min(u.End.Offset, us)])
	}
	return out
}

func isWordByte(c byte) bool { return isAlnum(c) || c == '_' }

// commandSign reports whether a sign of codeSign is a command or a
// keyword ("grep ", "rg ", "case ", "LIKE "), a sign only as a word of its
// own: "org " and "showcase " hold none.
func commandSign(sign string) bool {
	return isLetter(sign[0]) && (sign[len(sign)-1] == ' ' || sign[len(sign)-1] == '\'')
}

// wordAt reports whether sign stands in s at a word's start.
func wordAt(s, sign string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], sign)
		if j < 0 {
			return false
		}
		if i+j == 0 || !isWordByte(s[i+j-1]) {
			return true
		}
		i += j + 1
	}
}

// globSign says whether the URL reads as a glob or a match pattern: a "*"
// in its scheme, host or path ("*://*.example.com/*"), or a brace
// alternative ({a,b}).
func globSign(u []byte) string {
	s := string(u)
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	if strings.IndexByte(s, '*') >= 0 {
		return "a glob"
	}
	if i := strings.IndexByte(s, '{'); i >= 0 {
		if j := strings.IndexByte(s[i:], '}'); j > 0 && strings.IndexByte(s[i:i+j], ',') >= 0 {
			return "a glob"
		}
	}
	return ""
}

// formatSign says whether the URL is in a format string: a printf verb in
// the URL or in the text around it, or a call of a printf or format
// function before it, or Python's "%" or ".format" after it, or an
// f-string.
func formatSign(u, before, after []byte) bool {
	// A line comment of Erlang, TeX, MATLAB, PostScript ("% see",
	// "%% see", a PostScript document's "%%Title: "), is no verb: its
	// marker is left out.
	if t := bytes.TrimLeft(before, " \t"); len(t) > 0 && t[0] == '%' {
		if m := bytes.TrimLeft(t, "%"); len(m) == 0 || m[0] == ' ' || m[0] == '\t' || len(t)-len(m) == 2 && dscKeyword(m) {
			before = m
		}
	}
	if hasVerb(u) || hasVerb(before) || hasVerb(after) {
		return true
	}
	b := strings.ToLower(string(before))
	for _, sign := range []string{"printf", "sprintf", "errorf", "fatalf", "logf", "panicf", "warnf", "infof", "debugf", "appendf", "format(", "format!(", "println!(", "print!(", "write!(", "writeln!(", "panic!(", "f\"", "f'", "fmt."} {
		if strings.Contains(b, sign) {
			return true
		}
	}
	a := string(after)
	for _, sign := range []string{".format(", "\" %", "' %", "\"%", "'%", "\" +", "% ("} {
		if strings.Contains(a, sign) {
			return true
		}
	}
	return false
}

// dscKeyword reports whether s starts with a keyword of PostScript's
// document structuring comments after their "%%": letters, a ":" and a
// space ("%%Title: ", "%%Creator: ").
func dscKeyword(s []byte) bool {
	i := 0
	for i < len(s) && isLetter(s[i]) {
		i++
	}
	return i > 1 && i+1 < len(s) && s[i] == ':' && (s[i+1] == ' ' || s[i+1] == '\t')
}

// hasVerb reports whether s holds a printf conversion that is no escape:
// "%s", "%-5d", "%(name)s", "%%", "%.*s", but not "%2F".
func hasVerb(s []byte) bool {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		if i+2 < len(s) && isHexByte(s[i+1]) && isHexByte(s[i+2]) {
			i += 2
			continue // an escape
		}
		j := i + 1
		if s[j] == '(' { // %(name)s
			k := bytes.IndexByte(s[j:], ')')
			if k > 0 && j+k+1 < len(s) && bytes.IndexByte([]byte("sdrifx"), s[j+k+1]) >= 0 {
				return true
			}
			continue
		}
		for j < len(s) && bytes.IndexByte([]byte("-+ #0"), s[j]) >= 0 {
			j++
		}
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' || s[j] == '*') {
			j++
		}
		for j < len(s) && bytes.IndexByte([]byte("hlLqjzt"), s[j]) >= 0 {
			j++
		}
		if j < len(s) && bytes.IndexByte([]byte("sdiouxXeEfFgGcpqvwTtb%n"), s[j]) >= 0 {
			// "%d" but not a hex escape with one digit ("%a" followed by
			// a non-hex byte is no escape and no verb either).
			if j == i+1 && isHexByte(s[j]) && j+1 < len(s) && isHexByte(s[j+1]) {
				continue
			}
			return true
		}
	}
	return false
}

func isHexByte(c byte) bool { return isHex(c) }

// inComment reports whether the text before a URL on its line opens a
// comment (outside a string): "//", "#", "/*", "--", ";", a leading "*" of
// a block comment, "<!--", "%" of TeX, "dnl", "REM", "'" of BASIC.
func inComment(before []byte) bool {
	t := bytes.TrimLeft(before, " \t")
	for _, p := range []string{"*", "#", "//", "/*", "--", ";", "%", "<!--", "dnl ", "rem ", "REM ", "\"", "'", "!", "C ", "c "} {
		if bytes.HasPrefix(t, []byte(p)) {
			if p == "\"" || p == "'" {
				// A Vim or BASIC comment is a whole line: a quote that opens
				// a string holding the URL is not one.
				if len(t) > 1 && (t[1] == ' ' || t[1] == '\t') {
					return true
				}
				continue
			}
			return true
		}
	}
	// A comment after code: "x := 1 // see http://...".
	quote := byte(0)
	for i := 0; i < len(before); i++ {
		c := before[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case c == '#' && (i == 0 || before[i-1] == ' ' || before[i-1] == '\t'):
			return true
		case c == '/' && i+1 < len(before) && (before[i+1] == '/' || before[i+1] == '*'):
			return true
		case c == '-' && i+1 < len(before) && before[i+1] == '-' && (i == 0 || before[i-1] == ' '):
			return true
		}
	}
	return false
}

// secretReader tells which lines show a password or a token: a URL in the
// line that holds one (urlsyntax.SecretRange), or text that reads as
// "scheme://user:password@" or "scheme://token@" however it is cut. A diff
// of a fix does not show such a line. It keeps one Scanner, and its
// buffers, for all the lines it is given.
type secretReader struct {
	r    bytes.Reader
	sc   *extract.Scanner
	join []byte // a line and the text after it (opens)
}

// shows reports whether line shows a secret, as written or as a reader
// reads it: with its format characters (urlsyntax.Invisible) taken out,
// which extract's reading of the line as written may end a URL at or
// read no URL across ("https://\u202aghp_…⇥…@github.com/o/r", a token cut
// by white space after a bidi mark; "https:\u200c//…"), where a reader
// sees the URL whole (review55 N11: --fix --diff showed such a line).
func (s *secretReader) shows(line []byte) bool {
	if s.showsAsWritten(line) {
		return true
	}
	if plain, ok := urlsyntax.WithoutInvisible(line); ok {
		return s.showsAsWritten(plain)
	}
	return false
}

// showsAsWritten reports whether line, as written, shows a secret.
func (s *secretReader) showsAsWritten(line []byte) bool {
	if !bytes.Contains(line, []byte("://")) && bytes.IndexByte(line, '@') < 0 {
		return false
	}
	// The masker of every output (urlsyntax.AppendSecrets: a password
	// may hold any byte but a line break).
	var found [1]urlsyntax.Span
	if len(urlsyntax.AppendSecrets(found[:0], string(line))) > 0 {
		return true
	}
	s.r.Reset(line)
	if s.sc == nil {
		s.sc = extract.NewScanner(&s.r, extract.Options{})
	} else {
		s.sc.Reset(&s.r)
	}
	sc := s.sc
	for sc.Scan() {
		u := sc.URL()
		// Its Secret too: a password the line's end cut, which the
		// grammar's reading of Text does not see ("https://alice:S3cretPw9Ab"
		// of a line that the next two finish, review52 L12).
		if _, _, ok := urlsyntax.SecretRange(u.Text); ok || !u.Secret.Empty() {
			return true
		}
	}
	// The raw text, as a gitleaks rule reads it: "//" then a run without
	// spaces holding ":" or a long token before an "@".
	for rest := line; ; {
		i := bytes.Index(rest, []byte("//"))
		if i < 0 {
			return false
		}
		rest = rest[i+2:]
		run := rest
		if j := bytes.IndexAny(run, " \t\r\n\"'<>`"); j >= 0 {
			run = run[:j]
		}
		at := bytes.LastIndexByte(run, '@')
		if at <= 0 {
			continue
		}
		user := run[:at]
		if len(user) > 0 && user[0] == ':' {
			// A CVS access method (":pserver:anoncvs@"): no password, unless
			// a user name and a password follow it.
			if k := bytes.IndexByte(user[1:], ':'); k >= 0 {
				user = user[k+2:]
			}
		}
		if bytes.IndexByte(user, ':') >= 0 {
			return true
		}
		if _, _, ok := urlsyntax.SecretRange("x://" + string(run)); ok {
			return true
		}
	}
}

// opens returns the extent, in line's offsets, of a secret that a URL
// ending line holds and that goes on past the line's end: the URL's
// secret as extract reads line and after, the text that follows it (up to
// extract.SecretReach bytes). A URL of the line's last word (only white
// space, or a string's continuation after it: `" +`, "\\", "+", "=")
// whose reading finds a secret ("the dsn is https://alice:S3cretPw9Ab", a
// token as the user name "mysql://AKIAoeyzS" that the next lines finish
// with "…@localhost/", `url = git+ssh://glpat-jx4CB7NECFBmVq" +` over
// "rQZxrHt9dTHmodYWLXZn@github.com/o/r": review53 M5) reaches to its end;
// where its secret runs to that end (the reading was cut inside it), the
// extent is open: the lines after it through the first that holds an "@"
// are the secret's too (secretExtent). So is, where extract reads no
// secret, a URL of a scheme and a word alone, no dot in it, that reads as
// a token's first piece ("https://glpat-wRtD", "https://AKIAY2W8tB",
// "https://xoxb-m9tW"), when one of the next secretJoin lines holds an
// "@": a fix would fold its case as a host's (review53 M8's rest,
// fixsafe14's "not known to extract"). Most lines are told by their last
// "://" and what follows it, without a reading.
func (s *secretReader) opens(line, after []byte) (e secretExtent, ok bool) {
	i, end := lastWord(line)
	spaced := false
	if i < 0 {
		i, end = urlsyntax.SpacedAtWord(line)
		if i < 0 {
			return e, false
		}
		spaced = true
	}
	s.join = append(append(s.join[:0], line...), after...)
	s.r.Reset(s.join)
	if s.sc == nil {
		s.sc = extract.NewScanner(&s.r, extract.Options{})
	} else {
		s.sc.Reset(&s.r)
	}
	for s.sc.Scan() {
		u := s.sc.URL()
		if u.Start.Offset >= len(line) {
			break
		}
		// The URL of the last "://": what it left of the line's last
		// word ("," "." a reading trims, a string's quote) has no white
		// space, and is the password's where its secret runs to its end.
		if u.Start.Offset > i || u.End.Offset <= i {
			continue
		}
		hi := max(u.End.Offset, end)
		if u.Secret.Empty() {
			if u.End.Offset <= end && tokenPiece(u.Text) {
				if until, at := atWithin(after, secretJoin); at {
					e, ok = secretExtent{lo: u.Start.Offset, hi: hi, until: len(line) + until, open: true}, true
				}
			}
			continue
		}
		open := strings.HasSuffix(u.Secret.Mask(u.Text), urlsyntax.Masked) && !spaced
		e, ok = secretExtent{lo: u.Start.Offset, hi: hi, until: hi + extract.SecretReach, open: open}, true
	}
	s.r.Reset(nil)
	return e, ok
}

// lastWord returns where line's last "://" stands, and the end of the
// word it is in, when that word ends the line but for a string's
// continuation (continuation), holds no "@", and is no host followed by
// a path (no password nor token runs to its end): i < 0 when not. It
// reads a string or bytes alike (the server's text, the Fixer's lines),
// without a copy: most lines are told by it alone.
func lastWord[T ~string | ~[]byte](line T) (i, end int) {
	i = -1
	for k := len(line) - 3; k >= 0; k-- {
		if line[k] == ':' && line[k+1] == '/' && line[k+2] == '/' {
			i = k
			break
		}
	}
	if i < 0 {
		return -1, 0
	}
	end = i + 3
	slash, colon := -1, false
	for ; end < len(line) && !isSpaceByte(line[end]); end++ {
		switch line[end] {
		case '@':
			return -1, 0
		case '/':
			if slash < 0 {
				slash = end
				if !colon {
					return -1, 0 // a host and a path
				}
			}
		case ':':
			colon = colon || slash < 0
		}
	}
	if end == i+3 || !continuation(line[end:]) {
		return -1, 0
	}
	return i, end
}

// continuation reports whether rest, what follows a line's last word, is
// white space and at most a string's continuation: `" +`, `' .`, "\\",
// "+", "=", "&", ",".
func continuation[T ~string | ~[]byte](rest T) bool {
	n := 0
	for k := 0; k < len(rest); k++ {
		switch rest[k] {
		case ' ', '\t', '\r', '\n', '\f', '\v':
		case '"', '\'', '\\', '+', '.', '=', '&', ',':
			n++
		default:
			return false
		}
	}
	return n <= 2
}

// tokenPiece reports whether u, a URL that ends its line, is a scheme and
// a word alone that reads as the first piece of a token the text cut:
// four bytes or more of a token's run after "://" (urlsyntax.TokenByte:
// no dot, slash, colon nor "@"), with a digit, "_", "-" or an upper-case
// letter past its first byte ("glpat-wRtD", "AKIAY2W8tB", "xoxb-Z",
// "ghp_"; not "localhost" nor "Example").
func tokenPiece(u string) bool {
	i := strings.Index(u, "://")
	if i < 0 || len(u)-i-3 < 4 {
		return false
	}
	w := u[i+3:]
	mark := false
	for k := 0; k < len(w); k++ {
		c := w[k]
		if !urlsyntax.TokenByte(c) {
			return false
		}
		mark = mark || k > 0 && (c < 'a' || c > 'z')
	}
	return mark
}

// atWithin reports whether one of the first n lines of after holds an
// "@", and the offset in after of the end of the n-th line.
func atWithin(after []byte, n int) (until int, at bool) {
	for k := 0; k < n && until < len(after); k++ {
		j := bytes.IndexByte(after[until:], '\n')
		next := len(after)
		if j >= 0 {
			next = until + j + 1
		}
		at = at || bytes.IndexByte(after[until:next], '@') >= 0
		until = next
	}
	return until, at
}

// comparesURLs reports whether the line around a URL holds another URL and
// a comparison ("http://h:/ == http://h/", "a -> b"): such a line shows
// two spellings on purpose, and a fix would make it say nothing.
func comparesURLs(before, after []byte) bool {
	if !bytes.Contains(before, []byte("://")) && !bytes.Contains(after, []byte("://")) {
		return false
	}
	for _, op := range []string{"==", "!=", "->", "=>", "→", "<=>", " vs ", " vs. ", " becomes ", " instead of "} {
		if bytes.Contains(before, []byte(op)) || bytes.Contains(after, []byte(op)) {
			return true
		}
	}
	return false
}

// patternURL reports whether the text of a URL holds what only a regular
// expression holds, which no URL does: a negated class ("[^/]"), a group
// that is not captured ("(?:"), an escaped dot or slash ("\\.", "\\/"; not
// "\\d" or "\\s", which a Windows path in a file URL holds), a wildcard
// (".*", ".+"), a quantifier
// after a group or a class (")?", ")+", "]*", "]+"). Such text is a pattern
// that URLs match (m@^http://([^/]+)@ in Perl), and lint reports nothing in
// it but a password.
func patternURL(s string) bool {
	i := strings.Index(s, "://")
	if i < 0 {
		return false
	}
	s = s[i+3:]
	for j := 0; j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#'; j++ {
		if s[j] == '*' {
			return true // a glob of hosts: "*.example.org", "http://*example.org/"
		}
	}
	// One of the signs of a pattern, looked for in one pass (lint asks
	// this of every URL): [^ (?: (?i) (?P< \. \/ .* .+ )? )* )+ ]* ]+ ]? ]{
	for i := 0; i+1 < len(s); i++ {
		switch next := s[i+1]; s[i] {
		case '[':
			if next == '^' {
				return true
			}
		case '(':
			if next == '?' {
				rest := s[i+2:]
				if strings.HasPrefix(rest, ":") || strings.HasPrefix(rest, "i)") || strings.HasPrefix(rest, "P<") {
					return true
				}
			}
		case '\\':
			if next == '.' || next == '/' {
				return true
			}
		case '.':
			if next == '*' || next == '+' {
				return true
			}
		case ')':
			if next == '?' || next == '*' || next == '+' {
				return true
			}
		case ']':
			if next == '*' || next == '+' || next == '?' || next == '{' {
				return true
			}
		}
	}
	return false
}

// fixChecker tells whether a finding's fix may be applied to a text held
// whole (a language server's document, whose quick fixes a user applies
// without reading them), by the rules the Fixer applies to a file: never in
// a test or its data (Fixture), and each edit safe where it stands
// (editSafe, knowing what the file holds and what each line is: code in a
// document, an example of what not to write, a comment in source code).
type fixChecker struct {
	*fixDoc // its name and text (TextFixes': a document the server keeps stays small)
	ready   bool
	fixture bool
	kind    fileKind
	starts  []int // offset of each line
	// classes are each line's class; a line of source code in a code
	// example of a comment (docExamples) is lineDocExample: no fix there,
	// as the Fixer's (heldLine.docex). (Its own []bool made the checker
	// 136 bytes, a size class of 144, that a document the server keeps
	// holds: TestKeptFindingMemory.)
	classes []lineClass
	cmts    []cmtSpans // the comments of each line (source code)
	syn     *langSyntax
	// locks are the columns of lines after a fix that held it (colLock),
	// nil while none has (a pointer: a document the server keeps stays
	// small).
	locks *[]colLock
	// opened are the lines that open a secret's extent (openAbove),
	// found in one pass when first asked; nil before.
	opened *[]openedLine
}

// openedLine is a line that opens a secret's extent (secretReader.opens):
// its index, the extent in its offsets, and the first line after it that
// holds an "@" (len(starts) when none), where an open extent ends.
type openedLine struct {
	j, at int
	e     secretExtent
}

// secretReaders keeps the fixCheckers' secretReaders between their
// questions: a checker the language server keeps holds none (its
// scanner's buffers are kilobytes).
var secretReaders sync.Pool

// fixDoc is a text held whole and its name.
type fixDoc struct{ name, text string }

// newFixChecker returns a fixChecker for text, named name.
func newFixChecker(name, text string) *fixChecker {
	return &fixChecker{fixDoc: &fixDoc{name, text}}
}

func (c *fixChecker) init() {
	c.ready = true
	c.fixture = Fixture(c.name)
	var ctx lineContext
	var dx docExamples
	var pb proseBlocks
	var hc htmlCode
	var md mdCode
	html := htmlName(c.name)
	var spans [][2]int
	for off := 0; off < len(c.text); {
		end := strings.IndexByte(c.text[off:], '\n')
		if end < 0 {
			end = len(c.text)
		} else {
			end += off + 1
		}
		line := []byte(c.text[off:end])
		if off == 0 {
			head, tail := c.text[:min(len(c.text), textHead)], c.text[max(0, len(c.text)-textTail):]
			ctx.start(c.name, []byte(head), []byte(tail))
			c.kind, c.syn = ctx.kind, ctx.syn
		}
		c.starts = append(c.starts, off)
		class := ctx.next(line)
		if ctx.kind == proseFile && pb.next(bytes.TrimRight(line, "\n")) && class == lineProse {
			class = lineCode
		}
		c.classes = append(c.classes, class)
		if (html || c.kind == markdownFile) && c.kind != codeFile {
			// Its code ranges, as cmtSpans (an HTML or Markdown file is
			// no source code: cmts is free); more than it holds make the
			// line code.
			if html {
				spans = hc.next(spans[:0], line)
			} else {
				spans = md.next(spans[:0], line, class)
			}
			var cs cmtSpans
			for _, sp := range spans {
				cs.add(sp[0], sp[1])
			}
			if len(spans) > len(cs.s) {
				c.classes[len(c.classes)-1] = lineCode
			}
			c.cmts = append(c.cmts, cs)
		}
		if c.kind == codeFile {
			c.cmts = append(c.cmts, ctx.cmt)
			if dx.next(line, &ctx.cmt) {
				c.classes[len(c.classes)-1] = lineDocExample
			}
		}
		if r := ctx.tret; r[0] != 0 {
			// Lines the reading took back (lineContext.tend): no fix
			// there.
			ctx.tret = [2]int32{}
			for i := int(r[0]) - 1; i < int(r[1]) && i < len(c.classes); i++ {
				c.classes[i] = lineString
			}
		}
		off = end
	}
}

// Safe reports whether every edit of f's fix may be applied to the text,
// once the edits done (of the fixes given before it, in the order of
// their offsets) are: the lines before a fix's are read as they leave
// them (nearLine.edits), as the Fixer reads the lines it wrote.
func (c *fixChecker) Safe(f *Finding, done []Edit) bool {
	ok, _ := c.safe(f, done, nil)
	return ok
}

// safe is Safe, knowing the edits of every fix on the line of f's (lineSet,
// as a column counts them; nil: f's own, a quick fix's), and tells too
// whether it let an edit through because a tab takes its change up
// (nearLines.tabbed).
func (c *fixChecker) safe(f *Finding, done []Edit, lineSet []lineEdit) (ok, tabbed bool) {
	if len(f.Fix) == 0 {
		return false, false
	}
	if !c.ready {
		c.init()
	}
	if c.fixture || lang.MachineWritten(c.name) {
		return false, false
	}
	for _, e := range f.Fix {
		i := sort.SearchInts(c.starts, e.Start+1) - 1
		if i < 0 {
			return false, false
		}
		lineEnd := len(c.text)
		if i+1 < len(c.starts) {
			lineEnd = c.starts[i+1]
		}
		var cmt *cmtSpans
		if c.kind == codeFile {
			cmt = &c.cmts[i]
		}
		line := []byte(c.text[c.starts[i]:lineEnd])
		if editSafe(line, c.starts[i], f, e, c.kind, c.classes[i], cmt) != "" {
			return false, false
		}
		if c.kind != codeFile && i < len(c.cmts) && c.cmts[i].n > 0 && htmlCodeAt(c.cmts[i].spans(), line, c.starts[i], f, e) {
			return false, false
		}
		near := c.near(i, done)
		if lineSet != nil {
			near.line = lineSet
		} else {
			for _, x := range f.Fix {
				near.line = append(near.line, lineEditOf(x))
			}
		}
		if markSafe(line, c.starts[i], f, e, c.kind, cmt, near) != "" {
			if len(near.locks) > 0 {
				if c.locks == nil {
					c.locks = new([]colLock)
				}
				*c.locks = append(*c.locks, near.locks...)
			}
			return false, false
		}
		tabbed = tabbed || near.tabbed
		if braceSafe(c.syn, e) != "" {
			return false, false
		}
		// Within fixContext lines of a password, a token or a long line,
		// as the Fixer (unshowable): an edit there may fall in the
		// password and tell a byte of it and its place (review52 L1).
		for k := max(0, i-fixContext); k <= i+fixContext && k < len(c.starts); k++ {
			if c.unshowable(k) {
				return false, false
			}
		}
		if c.hiddenEdit(i, line, e) {
			return false, false
		}
	}
	return true, tabbed
}

// line returns line k of the text, with its line break.
func (c *fixChecker) line(k int) string {
	end := len(c.text)
	if k+1 < len(c.starts) {
		end = c.starts[k+1]
	}
	return c.text[c.starts[k]:end]
}

// hiddenEdit reports whether a diff would mask the bytes edit e of line i
// (text line) changes: the Fixer's hiddenEdit, the line read alone and
// joined with up to secretJoin lines before and after it, to a long line
// (maskedSpans). review53 M8: the server lower-cased the first piece of a
// token the text cut, " * https://glpat-wRtD" over " * ujv", which --fix
// withholds.
func (c *fixChecker) hiddenEdit(i int, line []byte, e Edit) bool {
	var before, after [][]byte
	for k := i - 1; k >= 0 && k >= i-secretJoin; k-- {
		l := c.line(k)
		if len(l) > maxFixLine {
			break
		}
		before = append(before, []byte(l))
	}
	slices.Reverse(before)
	for k := i + 1; k < len(c.starts) && k <= i+secretJoin; k++ {
		l := c.line(k)
		if len(l) > maxFixLine {
			break
		}
		after = append(after, []byte(l))
	}
	s, end := e.Start-c.starts[i], e.End-c.starts[i]
	for _, sp := range maskedSpans(nil, before, line, after) {
		if s < sp.Hi && sp.Lo < end || s == end && sp.Lo < s && s < sp.Hi {
			return true
		}
	}
	return false
}

// secretNear reports whether a line of text (its lines starting at
// starts) within fixContext lines of the lines of the offsets a to b is
// one that an extent of ex, the secrets of findings' URLs, reaches
// (secretExtent.mark, as the Fixer marks the lines it reads from the
// findings it is given).
func secretNear(text string, starts []int, ex []secretExtent, a, b int) bool {
	first := sort.SearchInts(starts, a+1) - 1
	last := sort.SearchInts(starts, b+1) - 1
	lo, hi := max(0, first-fixContext), last+fixContext
	for _, e := range ex {
		for k := max(0, sort.SearchInts(starts, e.lo+1)-1); k < len(starts) && k <= hi; k++ {
			end := len(text)
			if k+1 < len(starts) {
				end = starts[k+1]
			}
			l := heldLine{off: starts[k], text: []byte(text[starts[k]:end]), long: end-starts[k] > maxFixLine}
			if l.off >= e.hi && !e.open {
				break
			}
			if e.mark(&l) && k >= lo {
				return true
			}
		}
	}
	return false
}

// lineStarts returns the offset of each line of text.
func lineStarts(text string) []int {
	starts := []int{0}
	for i := 0; ; {
		j := strings.IndexByte(text[i:], '\n')
		if j < 0 || i+j+1 == len(text) {
			return starts
		}
		i += j + 1
		starts = append(starts, i)
	}
}

// unshowable reports whether line k shows a password or a token, or is
// longer than maxFixLine (the Fixer's showsSecret and long lines). It is
// not kept: a checker the language server keeps stays small
// (TestKeptFindingMemory), and a line holding neither "://" nor "@" is
// answered at once.
func (c *fixChecker) unshowable(k int) bool {
	end := len(c.text)
	if k+1 < len(c.starts) {
		end = c.starts[k+1]
	}
	if end-c.starts[k] > maxFixLine {
		return true
	}
	sr, _ := secretReaders.Get().(*secretReader)
	if sr == nil {
		sr = &secretReader{}
	}
	line := c.text[c.starts[k]:end]
	// (shows' own first question, asked of the string: no copy)
	shows := (strings.Contains(line, "://") || strings.IndexByte(line, '@') >= 0) && sr.shows([]byte(line)) || c.openAbove(sr, k)
	sr.r.Reset(nil)
	secretReaders.Put(sr)
	return shows
}

// openAbove reports whether line k, or a line before it, holds a secret
// that reaches line k (secretReader.opens): one that starts less than
// extract.SecretReach bytes before line k, no line between them holding
// an "@" where the extent is open. The lines that open one are found once
// (openedLines): it was a walk back over 66 KB of lines, each copied with
// the 2 KB after it, for every line around every fix (a document of 16 KiB
// whose lines hold fixes: 1.8 GB allocated, BenchmarkTextFixesAdd).
func (c *fixChecker) openAbove(sr *secretReader, k int) bool {
	if c.opened == nil {
		c.opened = c.openedLines(sr)
	}

	ol := *c.opened
	// The last that starts at line k or before.
	n := sort.Search(len(ol), func(x int) bool { return ol[x].j > k })
	for x := n - 1; x >= 0 && c.starts[k]-c.starts[ol[x].j] <= extract.SecretReach+maxFixLine; x-- {
		o := ol[x]
		if o.j == k || c.starts[o.j]+o.e.hi > c.starts[k] {
			return true
		}
		if o.e.open && o.at >= k && c.starts[k] < c.starts[o.j]+o.e.until {
			return true
		}
	}
	return false
}

// openedLines returns the lines of the text that open a secret's extent
// (lastWord tells most lines without a copy).
func (c *fixChecker) openedLines(sr *secretReader) *[]openedLine {
	var out []openedLine
	for j := range c.starts {
		line := c.line(j)
		if i, _ := lastWord(line); i < 0 {
			continue
		}
		end := c.starts[j] + len(line)
		after := c.text[end:min(len(c.text), end+extract.SecretReach)]
		e, ok := sr.opens([]byte(line), []byte(after))
		if !ok {
			continue
		}
		// Past e.until no line is the extent's (openAbove).
		at := j + 1
		for at < len(c.starts) && c.starts[at] < c.starts[j]+e.until && strings.IndexByte(c.line(at), '@') < 0 {
			at++
		}
		out = append(out, openedLine{j: j, at: at, e: e})
	}
	if out == nil {
		return &noOpened // (a document the server keeps stays small)
	}
	return &out
}

// noOpened is the opened lines of a text with none.
var noOpened []openedLine

// locked reports whether an edit of f's fix moves a column that held a
// fix of a line before (colLock): the fix of all leaves it out, as the
// Fixer does; a quick fix, alone, is not held so.
func (c *fixChecker) locked(f *Finding) bool {
	return c.lockedEdits(f.Fix)
}

// lockedEdits reports whether an edit of edits moves a column that held
// a fix of a line before (colLock).
func (c *fixChecker) lockedEdits(edits []Edit) bool {
	if c.locks == nil {
		return false
	}
	for _, e := range edits {
		i := sort.SearchInts(c.starts, e.Start+1) - 1
		if i < 0 {
			continue
		}
		end := len(c.text)
		if i+1 < len(c.starts) {
			end = c.starts[i+1]
		}
		if lockedAt(*c.locks, []byte(c.text[c.starts[i]:end]), c.starts[i], e) {
			return true
		}
	}
	return false
}

// near returns the lines around line i (markSafe), those before it with
// the edits of done on them.
func (c *fixChecker) near(i int, done []Edit) *nearLines {
	var n nearLines
	line := func(k int) nearLine {
		if k < 0 || k >= len(c.starts) {
			return nearLine{}
		}
		end := len(c.text)
		if k+1 < len(c.starts) {
			end = c.starts[k+1]
		}
		l := nearLine{text: []byte(c.text[c.starts[k]:end]), off: c.starts[k]}
		if c.kind == codeFile {
			l.cmt = &c.cmts[k]
		}
		if k < i {
			a := sort.Search(len(done), func(j int) bool { return done[j].Start >= c.starts[k] })
			b := a
			for b < len(done) && done[b].Start < end {
				b++
			}
			l.edits = done[a:b]
		}
		return l
	}
	for k := range n.before {
		n.before[k], n.after[k] = line(i-1-k), line(i+1+k)
	}
	return &n
}

// isSpaceByte reports whether b is white space or a line break: no byte
// of a URL as it stands in the text.
func isSpaceByte(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' || b == '\v'
}
