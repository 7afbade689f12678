package lang

import "bytes"

// Code by its content: a file whose name, "#!" line and mode lines say
// nothing (OfText's last resort). Source code ends its lines with ";",
// "{", "}", ")"; starts them with keywords; assigns, calls and compares;
// prose does little of that. codeLike reads the lines of a file's start
// and end (what the fixer reads before it reads the file: head, tail),
// leaving out what a document shows as much as code does (a Markdown
// fence's lines, indented blocks, comment, heading, bullet and prompt
// lines): a line only code writes (strongCode: a heredoc's opener, "use
// strict;", "#include <...>", a definition's head) makes it code; else
// the mean of the three signs against codeScore. Tuned on the tuned part
// of TestFixNoClueNames (seeds 4964-4966 and 4968; real Perl, Python,
// Go, Lua, Tcl, shell, JavaScript, Ruby and C files against documents of
// /usr/share/doc, modules and licenses); fixsafe11.md has its figures,
// the kept part's apart. A document under a name that says it is one
// (proseName: README, .txt, ...) is not read so.

// codeScore is the mean of the three signs (each the share of the lines
// that show it) over which text is code.
const codeScore = 0.3 / 3

// codeMinLines is the number of lines below which nothing is said.
const codeMinLines = 3

// codeKeywords are words that start a line of code in some language.
var codeKeywords = map[string]bool{}

func init() {
	for _, w := range []string{"def", "class", "import", "from", "return", "if", "for", "while", "else", "elif", "elsif",
		"end", "local", "function", "var", "let", "const", "my", "our", "sub", "use", "package", "static", "struct",
		"typedef", "proc", "set", "puts", "namespace", "require", "module", "fi", "done", "then", "do", "esac", "case",
		"export", "echo", "unless", "begin", "rescue", "ensure", "foreach", "switch", "break", "continue", "public",
		"private", "protected", "func", "fn", "impl", "pub", "type", "interface", "assert", "try", "catch", "throw",
		"yield", "lambda", "extern", "void", "int", "char", "unsigned", "long", "double", "float", "bool", "enum",
		"union", "goto", "default", "include", "define", "ifdef", "ifndef", "endif", "undef", "pragma", "new", "delete",
		"self", "this", "print", "printf", "elseif", "until", "repeat", "not", "and", "or"} {
		codeKeywords[w] = true
	}
}

// codeLike reports whether the lines of head and tail read as code: a
// line only code writes (strongCode), or the three signs' mean. Lines in
// a Markdown fence (a document's examples) and comment lines (of code,
// or a document's headings and bullets) are left out.
func codeLike(head, tail []byte) bool {
	var n, ends, kws, ops int
	for k, part := range [][]byte{head, tail} {
		// The tail may start inside a fence: then it holds an odd
		// number of fence lines, the first of which closes one.
		fence := k == 1 && fenceLines(part)%2 == 1
		for len(part) > 0 {
			line := part
			if i := bytes.IndexByte(part, '\n'); i >= 0 {
				line, part = part[:i], part[i+1:]
			} else {
				part = nil
			}
			t := bytes.TrimSpace(line)
			if indentOf(line) >= 4 {
				// Indented by a tab or four spaces: a block's body in
				// code, an example in a document; the lines around it
				// say which.
				continue
			}
			if bytes.HasPrefix(t, []byte("```")) || bytes.HasPrefix(t, []byte("~~~")) {
				fence = !fence
				continue
			}
			if len(t) == 0 || fence || commentLine(t) {
				continue
			}
			if strongCode(t) {
				return true
			}
			n++
			if codeEnd(t) {
				ends++
			}
			if codeKeyword(t) {
				kws++
			}
			if codeOp(t) {
				ops++
			}
		}
	}
	if n < codeMinLines {
		// A line or two: code where each shows two signs at least
		// ("x = f(y);").
		return n > 0 && ends+kws+ops >= 2*n
	}
	return float64(ends+kws+ops) > 3*codeScore*float64(n)
}

// indentOf is the width of the line's leading blanks (a tab is four).
func indentOf(line []byte) int {
	n := 0
	for _, c := range line {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}

// fenceLines counts the Markdown fence lines of s.
func fenceLines(s []byte) int {
	n := 0
	for _, l := range bytes.Split(s, []byte("\n")) {
		t := bytes.TrimSpace(l)
		if bytes.HasPrefix(t, []byte("```")) || bytes.HasPrefix(t, []byte("~~~")) {
			n++
		}
	}
	return n
}

// commentLine: the line starts with a comment marker of some language,
// a heading's, a bullet's or a quote's ("#", "//", "/*", "*", "-- ", ";",
// "%", "<!--", ">"), or a prompt ("$ ": a document's example command).
func commentLine(t []byte) bool {
	for _, m := range []string{"#", "//", "/*", "*", "-- ", "--[[", ";", "%", "<!--", "- ", "+ ", ">", "$ ", "C:\\>", "PS>"} {
		if bytes.HasPrefix(t, []byte(m)) {
			return !bytes.HasPrefix(t, []byte("#include")) && !bytes.HasPrefix(t, []byte("#define"))
		}
	}
	return false
}

// strongCode: a line only source code writes: a heredoc opened at its
// end (<<'END';), "use strict;", "#include <...>", "package x;", "from x
// import y", "import x;", a definition's head ("def f(", "sub f {",
// "proc f {", "function f(", "func f(").
func strongCode(t []byte) bool {
	s := string(t)
	if s == "esac" || s == "fi" || s == "done" {
		return true // the shell's ends of case, if, loops
	}
	for _, p := range []string{"use strict", "use warnings", "#include <", "#include \"", "module.exports", "require_once", "__END__", "__DATA__"} {
		if len(s) >= len(p) && s[:len(p)] == p {
			return true
		}
	}
	if i := bytes.Index(t, []byte("<<")); i >= 0 && heredocWord(t[i+2:]) {
		return true
	}
	first, rest, _ := bytes.Cut(t, []byte(" "))
	name := rest
	if i := bytes.IndexAny(rest, "({ "); i > 0 {
		name = rest[:i]
	}
	switch string(first) {
	case "require", "require_relative", "load":
		return len(rest) > 0 && (rest[0] == '\'' || rest[0] == '"' || rest[0] == '(')
	case "package", "import":
		return len(name) > 0 && bytes.HasSuffix(t, []byte(";")) && identLike(bytes.TrimSuffix(name, []byte(";")))
	case "from":
		return bytes.Contains(rest, []byte(" import ")) && identLike(name)
	case "def", "function", "func", "fn":
		return len(name) > 0 && identLike(name) && bytes.IndexByte(rest, '(') == len(name) && bytes.HasSuffix(t, []byte(":")) != bytes.HasSuffix(t, []byte("{"))
	case "sub", "proc":
		return len(name) > 0 && identLike(name) && bytes.HasSuffix(t, []byte("{"))
	}
	return false
}

// heredocWord: s, after a "<<", opens a heredoc: "-" or "~", a word of
// capitals (quoted or not), then the line's end or what ends a term
// ("<<'END';", "<<EOF", "<<~EOS)", "<<'ENTRY', # comment").
func heredocWord(s []byte) bool {
	if len(s) > 0 && (s[0] == '-' || s[0] == '~') {
		s = s[1:]
	}
	var q byte
	if len(s) > 0 && (s[0] == '\'' || s[0] == '"') {
		q, s = s[0], s[1:]
	}
	n := 0
	for n < len(s) && (s[n] >= 'A' && s[n] <= 'Z' || s[n] == '_' || n > 0 && s[n] >= '0' && s[n] <= '9') {
		n++
	}
	if n < 2 {
		return false
	}
	s = s[n:]
	if q != 0 {
		if len(s) == 0 || s[0] != q {
			return false
		}
		s = s[1:]
	}
	return len(s) == 0 || bytes.IndexByte([]byte(";,) ."), s[0]) >= 0
}

// identLike: a name of code (letters, digits, "_", ".", "::", "/").
func identLike(w []byte) bool {
	if len(w) == 0 {
		return false
	}
	for _, c := range w {
		if !(isWord(c) || c == '.' || c == ':' || c == '/') {
			return false
		}
	}
	return true
}

// codeEnd: the line ends as a statement, a block or a call does.
func codeEnd(t []byte) bool {
	if bytes.Contains(t, []byte("](")) || bytes.HasSuffix(t, []byte("}}")) {
		return false // a Markdown link, a template's directive
	}
	switch t[len(t)-1] {
	case ';', '{', '}', ')', '(', '[', ']', '\\':
		return true
	case ',':
		// An item of a list or a table: a quoted literal and a comma.
		if q := t[0]; (q == '\'' || q == '"') && len(t) > 2 && t[len(t)-2] == q {
			return true
		}
	}
	for _, s := range []string{"=>", "->", ":="} {
		if bytes.HasSuffix(t, []byte(s)) {
			return true
		}
	}
	return false
}

// codeKeyword: the line's first word (after a sigil) is a keyword, and
// no letter follows it.
func codeKeyword(t []byte) bool {
	if len(t) > 1 && bytes.IndexByte([]byte("#@%$&*"), t[0]) >= 0 {
		t = t[1:]
	}
	i := 0
	for i < len(t) && (isASCIILetter(t[i]) || t[i] == '_') {
		i++
	}
	return i > 0 && codeKeywords[string(t[:i])] && (i == len(t) || !isASCIILetter(t[i]))
}

// codeOp: the line compares, assigns, points, calls or names a variable:
// "a == b", "x = 1" at its start, "f(", "$x".
func codeOp(t []byte) bool {
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c == '$' && i+1 < len(t) && (isWord(t[i+1]) || bytes.IndexByte([]byte("{@*#?!("), t[i+1]) >= 0):
			return true
		case c == '(' && i > 0 && (isWord(t[i-1]) || t[i-1] == ')'):
			return true
		case i > 0 && i+2 < len(t) && isWord(t[i-1]) || i > 1 && i+2 < len(t) && t[i-1] == ' ' && isWord(t[i-2]):
			if op := t[i : i+2]; isOp2(op) {
				j := i + 2
				for j < len(t) && t[j] == ' ' {
					j++
				}
				if j < len(t) {
					return true
				}
			}
		}
	}
	// "name = value" at the line's start.
	i := 0
	for i < len(t) && (isWord(t[i]) || bytes.IndexByte([]byte(".[]$@"), t[i]) >= 0) {
		i++
	}
	j := i
	for j < len(t) && t[j] == ' ' {
		j++
	}
	return i > 0 && j+1 < len(t) && t[j] == '=' && t[j+1] != '='
}

func isOp2(op []byte) bool {
	switch string(op) {
	case "==", "!=", "<=", ">=", "+=", "-=", ":=", "&&", "||", "->", "=>", "::":
		return true
	}
	return false
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isWord(c byte) bool { return isASCIILetter(c) || c >= '0' && c <= '9' || c == '_' }

// DocumentFormat names the format of a file that only looks like text,
// by its first bytes: a PDF ("%PDF-"), RTF ("{\\rtf"), an EPS file with a
// binary preview (its DOS header), or "" for none. Such a file's offsets
// count bytes and its streams are data: a fix there breaks it.
func DocumentFormat(head []byte) string {
	switch {
	case bytes.HasPrefix(head, []byte("%PDF-")):
		return "PDF"
	case bytes.HasPrefix(head, []byte("{\\rtf")):
		return "RTF"
	case bytes.HasPrefix(head, []byte("\xC5\xD0\xD3\xC6")):
		return "EPS"
	}
	return ""
}
