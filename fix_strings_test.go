package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

var strFlags = newGenFlags("TestFixStringsSpanningLines", "str", "language", 2, 1, 40, true)

// strConstruct is a string of a language that spans lines (or a comment
// that does), as the generator writes one: open, the value's lines, close.
type strConstruct struct {
	name   string
	open   string // up to the value; %[1]d is the item's number; may end in a line break (the value starts on the next line)
	close  string // after the value; may start with a line break (a heredoc's word on its own line)
	forbid string // bytes the value may not hold: its closer, and what the oracle's language would read in it
	bol    string // each line of the value starts with this (Zig's \\)
	eol    string // each line of the value but the last ends with this (C's "\" splice)
	dq2    bool   // a '"' of the value is written '""' (C#'s @"", VB)
	sq2    bool   // a "'" of the value is written "''" (SQL)
	// delims are the delimiters the language allows the string (Perl's
	// q{}, Ruby's %q||): a pair ("{}") or one byte ("|"), drawn for each
	// string; "\x01" in open and "\x02" in close stand for them. A pair
	// nests: the value holds pairs of its brackets, balanced, some open
	// across lines (the line after starts like a comment all the same).
	delims []string
	slash  bool // a "/" of the value is written "\/" (Groovy's slashy strings)
	// nest, when set, is code the value's lines may hold that nests a
	// string in the value (Ruby's #{"..."}): any printable byte inside
	// but the nested string's own closer, the delimiter's too.
	nest func(r *rand.Rand) string
}

// strLang is a language the fixer treats as code, for the generator: the
// files it is read from, its comments, its strings that span lines, lines
// of code that must open nothing (F3, F4 of review39), and the oracle
// that runs it where its tool is on PATH.
type strLang struct {
	name    string
	files   []string // extensions (".go") or file names ("Makefile"); "#!" for a script of an unknown language
	comment string   // a comment line holding %s
	cons    []strConstruct
	noise   []string // code lines, %[1]d the item's number
	// wraps are code around a comment (%s, the comment's line): a body
	// of a function, a loop, a handler, whose comments the fixer must
	// still fix (Tcl: only a command's scripts hold comments).
	wraps  []string
	oracle *strOracle
	// unknown: a language whose comments no reader of the fixer knows
	// (a "#!" line's unknown interpreter): --fix must fix nothing, its
	// "comments" included (review47 F15's wider class).
	unknown bool
}

// strOracle makes the generated file a program that prints its strings'
// values, and runs it: the values before and after --fix must be equal.
type strOracle struct {
	tool   string // must be on PATH
	file   string // the name the program must have ("" any)
	header string
	footer func(ids []int) string // prints the strings s<id>
	run    func(dir, name string) *exec.Cmd
}

func cmdIn(dir string, name string, args ...string) *exec.Cmd {
	c := exec.Command(name, args...)
	c.Dir = dir
	return c
}

func join(ids []int, format, sep string) string {
	var s []string
	for _, i := range ids {
		s = append(s, strings.ReplaceAll(format, "%d", fmt.Sprint(i)))
	}
	return strings.Join(s, sep)
}

// Forbidden bytes of a value, by what they would do there.
const (
	noEsc      = "\\"   // an escape
	noDQ       = "\"\\" // a double quote or an escape
	noSQ       = "'\\"
	noInterp   = "\"\\$`@" // the shell's and Perl's interpolation
	rubyInterp = "\\{@$"   // Ruby's "#{", "#@", "#$"
)

var strLangs = []strLang{
	{name: "go", files: []string{".go"}, comment: "// %s",
		cons:  []strConstruct{{name: "raw", open: "var s%[1]d = `", close: "`", forbid: "`"}},
		noise: []string{"var n%[1]d = '`'", "var m%[1]d = \"`/*\"", "var k%[1]d = `a` + \"`\""},
		oracle: &strOracle{tool: "go", file: "p.go", header: "package main\n\nimport \"fmt\"\n\n",
			footer: func(ids []int) string {
				return "func main() {\n" + join(ids, "\tfmt.Printf(\"%q\\n\", s%d)\n", "") + "}\n"
			},
			run: func(dir, name string) *exec.Cmd { return cmdIn(dir, "go", "run", name) }}},
	{name: "c", files: []string{".c", ".m", ".y", ".l", ".v", ".sv"}, comment: "// %s",
		cons:  []strConstruct{{name: "splice", open: "static const char *s%[1]d = \"", close: "\";", forbid: noDQ + "?", eol: "\\"}},
		noise: []string{"static const char n%[1]d = '\"';", "static const char *m%[1]d = \"'/*\";"},
		oracle: &strOracle{tool: "gcc", file: "p.c", header: "#include <stdio.h>\n",
			footer: func(ids []int) string {
				return "int main(void) {\n" + join(ids, "\tprintf(\"[%s]\\n\", s%d);\n", "") + "\treturn 0;\n}\n"
			},
			run: func(dir, name string) *exec.Cmd {
				return cmdIn(dir, "sh", "-c", "gcc -w -o prog "+name+" && ./prog")
			}}},
	{name: "cpp", files: []string{".cpp", ".cc", ".cxx", ".hpp", ".hh", ".h", ".mm", ".hxx", ".h++", ".c++", ".cu"}, comment: "// %s",
		cons: []strConstruct{
			{name: "raw", open: "static const char *s%[1]d = R\"(", close: ")\";", forbid: ")"},
			{name: "rawdelim", open: "static const char *s%[1]d = R\"xy(", close: ")xy\";", forbid: ")"},
			{name: "u8raw", open: "static const char *s%[1]d = (const char *)u8R\"z(", close: ")z\";", forbid: ")"},
			{name: "splice", open: "static const char *s%[1]d = \"", close: "\";", forbid: noDQ + "?", eol: "\\"},
		},
		noise: []string{"static const char n%[1]d = '\"';", "static const char *m%[1]d = \"R\\\"(\";"},
		oracle: &strOracle{tool: "g++", file: "p.cpp", header: "#include <cstdio>\n",
			footer: func(ids []int) string {
				return "int main() {\n" + join(ids, "\tstd::printf(\"[%s]\\n\", s%d);\n", "") + "\treturn 0;\n}\n"
			},
			run: func(dir, name string) *exec.Cmd {
				return cmdIn(dir, "sh", "-c", "g++ -w -std=c++17 -o prog "+name+" && ./prog")
			}}},
	{name: "java", files: []string{".java"}, comment: "    // %s",
		cons:  []strConstruct{{name: "textblock", open: "    static String s%[1]d = \"\"\"\n", close: "\"\"\";", forbid: noDQ}},
		noise: []string{"    static char n%[1]d = '\"';", "    static String m%[1]d = \"\\\"\\\"\\\"\";"},
		oracle: &strOracle{tool: "java", file: "Main.java", header: "public class Main {\n",
			footer: func(ids []int) string {
				return "    public static void main(String[] a) {\n" + join(ids, "        System.out.println(\"[\" + s%d + \"]\");\n", "") + "    }\n}\n"
			},
			run: func(dir, name string) *exec.Cmd { return cmdIn(dir, "java", name) }}},
	{name: "kotlin", files: []string{".kt", ".kts", ".scala"}, comment: "// %s",
		cons:  []strConstruct{{name: "raw", open: "val s%[1]d = \"\"\"", close: "\"\"\"", forbid: "\""}},
		noise: []string{"val n%[1]d = '\"'", "val m%[1]d = \"\\\"\\\"\\\"\""}},
	{name: "groovy", files: []string{".groovy", ".gradle", "Jenkinsfile"}, comment: "// %s",
		cons: []strConstruct{
			{name: "tdq", open: "def s%[1]d = \"\"\"", close: "\"\"\"", forbid: "\"\\$"},
			{name: "tsq", open: "def s%[1]d = '''", close: "'''", forbid: "'\\"},
			{name: "slashy", open: "def s%[1]d = /", close: "/", forbid: "\\$", slash: true},
			{name: "dollarslashy", open: "def s%[1]d = $/", close: "/$", forbid: "/\\$"},
		},
		noise: []string{"def n%[1]d = '\"'", "def m%[1]d = \"'''\""}},
	{name: "csharp", files: []string{".cs"}, comment: "// %s",
		cons: []strConstruct{
			{name: "verbatim", open: "var s%[1]d = @\"", close: "\";", dq2: true},
			{name: "interpverbatim", open: "var s%[1]d = $@\"", close: "\";", dq2: true, forbid: "{}"},
			{name: "raw", open: "var s%[1]d = \"\"\"\n", close: "\n\"\"\";", forbid: "\""},
		},
		noise: []string{"var n%[1]d = '\"';", "var m%[1]d = @\"a\"\"b\";", "var k%[1]d = \"@\\\"\";"}},
	{name: "fsharp", files: []string{".fs"}, comment: "// %s",
		cons: []strConstruct{
			{name: "triple", open: "let s%[1]d = \"\"\"", close: "\"\"\"", forbid: "\""},
			{name: "verbatim", open: "let s%[1]d = @\"", close: "\"", dq2: true},
			{name: "plain", open: "let s%[1]d = \"", close: "\"", forbid: noDQ},
		}},
	{name: "vb", files: []string{".vb"}, comment: "' %s",
		cons: []strConstruct{{name: "plain", open: "Dim s%[1]d = \"", close: "\"", dq2: true}}},
	{name: "swift", files: []string{".swift"}, comment: "// %s",
		cons: []strConstruct{
			{name: "multi", open: "let s%[1]d = \"\"\"\n", close: "\n\"\"\"", forbid: noDQ},
			{name: "ext", open: "let s%[1]d = #\"", close: "\"#", forbid: "\"#"},
			{name: "extmulti", open: "let s%[1]d = ##\"\"\"\n", close: "\n\"\"\"##", forbid: "\"#"},
			// review40 F2: a multi-line string in an interpolation.
			{name: "interp", open: "let s%[1]d = \"x\\(\"\"\"\n", close: "\n\"\"\")\"", forbid: noDQ},
			{name: "interp2", open: "let s%[1]d = \"\"\"\n\\(String(\"\"\"\n", close: "\n\"\"\"))\n\"\"\"", forbid: noDQ},
		}},
	{name: "rust", files: []string{".rs"}, comment: "// %s",
		cons: []strConstruct{
			{name: "raw", open: "static S%[1]d: &str = r\"", close: "\";", forbid: "\""},
			{name: "rawhash", open: "static S%[1]d: &str = r#\"", close: "\"#;", forbid: "\""},
			{name: "rawhash3", open: "static S%[1]d: &str = r###\"", close: "\"###;", forbid: "\""},
			{name: "plain", open: "static S%[1]d: &str = \"", close: "\";", forbid: noDQ},
			{name: "bytes", open: "static S%[1]d: &[u8] = br##\"", close: "\"##;", forbid: "\""},
		},
		noise: []string{"static N%[1]d: char = '\"';", "fn f%[1]d<'a>(x: &'a str) -> &'a str { x }", "static M%[1]d: &str = \"r#\\\"\";"},
		oracle: &strOracle{tool: "rustc", file: "p.rs",
			footer: func(ids []int) string {
				return "fn main() {\n" + join(ids, "    println!(\"{:?}\", S%d);\n", "") + "}\n"
			},
			run: func(dir, name string) *exec.Cmd {
				return cmdIn(dir, "sh", "-c", "rustc -A warnings -o prog "+name+" && ./prog")
			}}},
	{name: "zig", files: []string{".zig"}, comment: "// %s",
		cons:  []strConstruct{{name: "lines", open: "const s%[1]d =\n", close: "\n;", bol: "    \\\\"}},
		noise: []string{"const n%[1]d = '\"';"}},
	{name: "d", files: []string{".d"}, comment: "// %s",
		cons: []strConstruct{
			{name: "wysiwyg", open: "string s%[1]d = `", close: "`;", forbid: "`"},
			{name: "plain", open: "string s%[1]d = \"", close: "\";", forbid: noDQ},
			{name: "raw", open: "string s%[1]d = r\"", close: "\";", forbid: "\""},
			{name: "delimited", open: "string s%[1]d = q\"\x01", close: "\x02\";", delims: []string{"()", "[]", "{}", "<>", "|", "!", "+", "%"}},
			{name: "heredoc", open: "string s%[1]d = q\"EOS\n", close: "\nEOS\";", forbid: "\""},
			{name: "token", open: "string s%[1]d = q{", close: "};", forbid: "\"'`\\", delims: []string{"{}"}},
		}},
	{name: "dart", files: []string{".dart"}, comment: "// %s",
		cons: []strConstruct{
			{name: "tdq", open: "var s%[1]d = \"\"\"", close: "\"\"\";", forbid: "\"\\$"},
			{name: "tsq", open: "var s%[1]d = r'''", close: "''';", forbid: "'"},
		}},
	{name: "js", files: []string{".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".mts", ".cts", ".vue", ".svelte"}, comment: "// %s",
		cons: []strConstruct{
			{name: "template", open: "const s%[1]d = `", close: "`;", forbid: "`\\$"},
			// review39 F3: a regular expression holding a backquote before the template.
			{name: "afterregex", open: "const re%[1]d = /`/; const s%[1]d = `", close: "`;", forbid: "`\\$"},
			{name: "afterclass", open: "const rc%[1]d = /[/`]/g; const s%[1]d = `", close: "`;", forbid: "`\\$"},
			// review40 F2: a template nested in a template's ${}.
			{name: "nested", open: "const s%[1]d = `a${`", close: "`}b`;", forbid: "`\\$"},
			{name: "nestedobj", open: "const s%[1]d = `${ {k: `", close: "`}.k }`;", forbid: "`\\$"},
			{name: "nested2", open: "const s%[1]d = `${`${'x'}${`", close: "`}`}`;", forbid: "`\\$"},
		},
		noise: []string{"const n%[1]d = '`';", "const q%[1]d = 4 / 2; const r%[1]d = 6 / 3;", "const m%[1]d = /\\/`/.test('x');"},
		oracle: &strOracle{tool: "node", file: "p.js",
			footer: func(ids []int) string { return "console.log(JSON.stringify([" + join(ids, "s%d", ", ") + "]));\n" },
			run:    func(dir, name string) *exec.Cmd { return cmdIn(dir, "node", name) }}},
	{name: "python", files: []string{".py", ".pyi", ".pyw", ".bzl", ".star", "SConstruct", "SConscript", ".pyx", ".pxd"}, comment: "# %s",
		cons: []strConstruct{
			{name: "tdq", open: "s%[1]d = \"\"\"", close: "\"\"\"", forbid: noDQ},
			{name: "tsq", open: "s%[1]d = '''", close: "'''", forbid: noSQ},
			{name: "rawtdq", open: "s%[1]d = r\"\"\"", close: "\"\"\"", forbid: "\"\\"}, // (a raw string cannot end in "\\")
		},
		noise: []string{"n%[1]d = '\"\"\"'", "m%[1]d = \"'''\"  # don't \"quote", "k%[1]d = 1 << 2"},
		oracle: &strOracle{tool: "python3", file: "p.py",
			footer: func(ids []int) string { return "print(repr([" + join(ids, "s%d", ", ") + "]))\n" },
			run:    func(dir, name string) *exec.Cmd { return cmdIn(dir, "python3", name) }}},
	{name: "meson", files: []string{"meson.build"}, comment: "# %s",
		cons: []strConstruct{{name: "tsq", open: "s%[1]d = '''", close: "'''", forbid: noSQ}}},
	{name: "ruby", files: []string{".rb", ".rake", ".gemspec", "Rakefile", "Gemfile", "Vagrantfile"}, comment: "# %s",
		cons: []strConstruct{
			{name: "squiggly", open: "s%[1]d = <<~EOS\n", close: "\nEOS", forbid: rubyInterp},
			{name: "dash", open: "s%[1]d = <<-EOS\n", close: "\n  EOS", forbid: rubyInterp},
			{name: "quoted", open: "s%[1]d = <<'EOS'\n", close: "\nEOS"},
			{name: "plain", open: "s%[1]d = <<EOS\n", close: "\nEOS", forbid: rubyInterp},
			{name: "dq", open: "s%[1]d = \"", close: "\"", forbid: rubyInterp + "\""},
			{name: "sq", open: "s%[1]d = '", close: "'", forbid: noSQ},
			// review40 F2: percent literals, any delimiter.
			{name: "pq", open: "s%[1]d = %q\x01", close: "\x02", forbid: "\\", delims: rubyDelims},
			{name: "pQ", open: "s%[1]d = %Q\x01", close: "\x02", forbid: rubyInterp, delims: rubyDelims},
			{name: "pbare", open: "s%[1]d = %\x01", close: "\x02", forbid: rubyInterp, delims: []string{"()", "[]", "{}", "<>", "|", "!", "^"}},
			{name: "pw", open: "s%[1]d = %w\x01", close: "\x02.join(' ')", forbid: "\\", delims: rubyDelims},
			{name: "pW", open: "s%[1]d = %W\x01", close: "\x02.join(' ')", forbid: rubyInterp, delims: rubyDelims},
			{name: "pi", open: "s%[1]d = %i\x01", close: "\x02.map(&:to_s).join(' ')", forbid: "\\", delims: rubyDelims},
			{name: "pcall", open: "s%[1]d = [1].push(%q\x01", close: "\x02).last", forbid: "\\", delims: rubyDelims},
			// review41 F4: strings nested in #{...}, holding the outer
			// string's closer, an escaped quote, a brace.
			{name: "interpdq", open: "s%[1]d = \"a #{\"\\\"\"}", close: "\"", forbid: rubyInterp + "\"", nest: rubyNest},
			{name: "interppQ", open: "s%[1]d = %Q\x01x #{\"\x02\"} ", close: "\x02", forbid: rubyInterp, delims: rubyDelims, nest: rubyNest},
			{name: "interpbare", open: "s%[1]d = %\x01#{'\x02'}", close: "\x02", forbid: rubyInterp, delims: []string{"()", "[]", "{}", "<>", "|", "!", "^"}, nest: rubyNest},
			{name: "interpblock", open: "h%[1]d = {a: 1}; s%[1]d = \"#{h%[1]d.map { |k, v| \"#{k}=}\" }.join}", close: "\"", forbid: rubyInterp + "\"", nest: rubyNest},
			{name: "interpheredoc", open: "s%[1]d = <<~EOS\n", close: "\nEOS", forbid: rubyInterp, nest: rubyNest},
			// A heredoc opened in an interpolation: one, two on a line,
			// the string going on after its word.
			{name: "interpheredocin", open: "s%[1]d = \"a #{<<~EOS} b\"\n", close: "\nEOS", forbid: rubyInterp},
			{name: "interpheredoctwo", open: "s%[1]d = \"x #{<<-A + <<B}\"\n", close: "\n  A\nq\nB", forbid: rubyInterp},
			{name: "interpheredocon", open: "s%[1]d = \"a #{<<~EOS}\n", close: "\nEOS\nb\"", forbid: rubyInterp + "\""},
			{name: "interpregex", open: "s%[1]d = /a#{\"/\"}", close: "/.source", forbid: rubyInterp + "()[]*+?#", nest: regexNest, slash: true},
		},
		// review39 F4: "<<" of a shift, glued or spaced, opens no heredoc.
		noise: []string{"a%[1]d = 1; b%[1]d = 2; t%[1]d = a%[1]d<<b%[1]d", "t%[1]d = 1 << 2", "l%[1]d = []; l%[1]d << 1",
			"m%[1]d = 7 % 3; n%[1]d = 9 %4; o%[1]d = 5%2", "h%[1]d = { q: 1 }; v%[1]d = h%[1]d[:q] % 2", "x%[1]d = 6; x%[1]d %= 4", "f%[1]d = '%d' % 3",
			// review41 F7: a regular expression after a keyword; F9: a
			// character literal, a punctuation variable.
			"x%[1]d = 1 if /\"/.match(\"x\")", "y%[1]d = (true and /'/)", "z%[1]d = 1 unless /\"/ =~ \"a\"",
			"case \"q\"\nwhen /\"/ then 1\nend", "w%[1]d = [1].map { |v| v if /'/ =~ \"'\" }", "c%[1]d = ?\"", "d%[1]d = [?', ?\"]",
			"g%[1]d = $\".size", "\"ab\" =~ /a/; e%[1]d = $'", "q%[1]d = 4 / 2 / 1", "r%[1]d = true ? \"'\" : \"\\\"\"",
			// review42 F4: a regular expression as the first argument of a
			// method called without parentheses; a local variable's
			// division spaced the same way.
			"def am%[1]d(a, b = nil) = a\nam%[1]d /\"/, \"s\"", "def an%[1]d(a) = a\nan%[1]d /'/", "u%[1]d = \"a'b\".scan /'/",
			"v%[1]d = \"a\".match? /\"/", "module M%[1]d; def self.f(a) = a; end; w%[1]d = M%[1]d::f /\"/",
			"x%[1]d = \"#{'a\"'.scan /\"/}\"", "k%[1]d = 6; j%[1]d = k%[1]d /2 / 1", "y%[1]d = [1].map { |v| v.to_s.match? /'/ }"},
		oracle: &strOracle{tool: "ruby", file: "p.rb",
			footer: func(ids []int) string { return "p [" + join(ids, "s%d", ", ") + "]\n" },
			run:    func(dir, name string) *exec.Cmd { return cmdIn(dir, "ruby", name) }}},
	{name: "crystal", files: []string{".cr"}, comment: "# %s",
		cons: []strConstruct{
			{name: "heredoc", open: "s%[1]d = <<-EOS\n", close: "\n  EOS", forbid: rubyInterp},
			{name: "dq", open: "s%[1]d = \"", close: "\"", forbid: rubyInterp + "\""},
			{name: "interpdq", open: "s%[1]d = \"a #{\"\\\"\"}", close: "\"", forbid: rubyInterp + "\"", nest: crystalNest},
			{name: "pq", open: "s%[1]d = %q\x01", close: "\x02", forbid: "\\", delims: []string{"()", "[]", "{}", "<>", "|"}},
			{name: "pw", open: "s%[1]d = %w\x01", close: "\x02", forbid: "\\", delims: []string{"()", "[]", "{}", "<>", "|"}},
		}},
	{name: "perl", files: []string{".pl", ".pm", ".t"}, comment: "# %s",
		cons: []strConstruct{
			{name: "quoted", open: "my $s%[1]d = <<'EOF';\n", close: "\nEOF"},
			{name: "dquoted", open: "my $s%[1]d = <<\"EOF\";\n", close: "\nEOF", forbid: noInterp},
			{name: "bare", open: "my $s%[1]d = <<EOF;\n", close: "\nEOF", forbid: noInterp},
			{name: "indented", open: "my $s%[1]d = <<~EOF;\n", close: "\nEOF", forbid: noInterp},
			{name: "dq", open: "my $s%[1]d = \"", close: "\";", forbid: noInterp},
			{name: "sq", open: "my $s%[1]d = '", close: "';", forbid: noSQ},
			// review40 F2: quote-like operators, any delimiter.
			{name: "q", open: "my $s%[1]d = q\x01", close: "\x02;", forbid: "\\", delims: perlDelims},
			{name: "qq", open: "my $s%[1]d = qq\x01", close: "\x02;", forbid: noInterp, delims: perlDelims},
			{name: "qw", open: "my $s%[1]d = join(' ', qw\x01", close: "\x02);", forbid: "\\", delims: perlDelims},
			{name: "qspace", open: "my $s%[1]d = q \x01", close: "\x02;", forbid: "\\", delims: []string{"()", "[]", "{}", "<>", "|", "!"}},
			{name: "dot", open: "my $s%[1]d = \"a\" . q\x01", close: "\x02;", forbid: "\\", delims: perlDelims},
			{name: "tr", open: "(my $s%[1]d = 'abc') =~ tr\x01", close: "\x02\x01\x02;", forbid: "\\-", delims: []string{"{}", "()", "<>"}},
		},
		noise: []string{"my $n%[1]d = $#ARGV;", "my $k%[1]d = 1 << 2;", "my $x%[1]d = 1; my $y%[1]d = $x%[1]d<<1;",
			"my %h%[1]d = (q => 1, s => 2, y => 3, tr => 4); my $v%[1]d = $h%[1]d{q} + $h%[1]d{y};", "my $d%[1]d = 10 / 2 / 5;",
			"my $m%[1]d = 'a' =~ /a/ ? 1 : 0;", "my @l%[1]d = (1, 2); my $c%[1]d = scalar(@l%[1]d) % 2;",
			// review41 F7: a regular expression after a keyword or a
			// list operator; F9: punctuation variables.
			"my $x%[1]d = 1 if /\"/;", "my @g%[1]d = grep /\"/, (\"a\");", "my @p%[1]d = split /'/, \"a'b\";",
			"my $u%[1]d = 1 unless /'/;", "my @j%[1]d = map /(\")/, ('\"');", "local $\" = \"-\";",
			"my $pm%[1]d = \"ab\" =~ /a/ ? $' : \"\";", "my $pb%[1]d = \"ab\" =~ /b/ ? $` : \"\";"},
		// Shifts by a quoted number after a term, which Perl reads as no
		// heredoc (in the header: the draws of the seeds used stay).
		oracle: &strOracle{tool: "perl", file: "p.pl", header: "my $sy = 1; my $sh = $sy << \"2\"; my @sa = (1); my $sb = $sa[0] <<\"2\";\n",
			footer: func(ids []int) string {
				return "print join(\"\\n\", map { unpack(\"H*\", $_) } (" + join(ids, "$s%d", ", ") + ")), \"\\n\";\n"
			},
			run: func(dir, name string) *exec.Cmd { return cmdIn(dir, "perl", name) }}},
	{name: "php", files: []string{".php"}, comment: "// %s",
		cons: []strConstruct{
			{name: "nowdoc", open: "$s%[1]d = <<<'EOT'\n", close: "\nEOT;"},
			{name: "heredoc", open: "$s%[1]d = <<<EOT\n", close: "\nEOT;", forbid: "\\${"},
			{name: "dq", open: "$s%[1]d = \"", close: "\";", forbid: noDQ + "${"},
			{name: "sq", open: "$s%[1]d = '", close: "';", forbid: noSQ},
		}},
	{name: "sh", files: []string{".sh", ".bash", ".zsh", ".ksh", "configure", "Dockerfile", "Containerfile", ".bats"}, comment: "# %s",
		cons: []strConstruct{
			{name: "quoted", open: "s%[1]d=$(cat <<'EOF'\n", close: "\nEOF\n)"},
			{name: "bare", open: "s%[1]d=$(cat <<EOF\n", close: "\nEOF\n)", forbid: noInterp},
			{name: "spaced", open: "s%[1]d=$(cat << \"EOF\"\n", close: "\nEOF\n)"},
			{name: "dq", open: "s%[1]d=\"", close: "\"", forbid: noInterp + "!"},
			{name: "sq", open: "s%[1]d='", close: "'", forbid: "'"},
		},
		// review39 F4: "<<" in arithmetic is a shift.
		noise: []string{"a%[1]d=1; b%[1]d=2; echo $((a%[1]d<<b%[1]d)) >/dev/null", "echo $(( 1 << 2 )) >/dev/null", "(( c%[1]d = 3 << 1 ))", "cat <<< 'here' >/dev/null"},
		oracle: &strOracle{tool: "bash", file: "p.sh",
			footer: func(ids []int) string { return join(ids, "printf '%q\\n' \"$s%d\"\n", "") },
			run:    func(dir, name string) *exec.Cmd { return cmdIn(dir, "bash", name) }}},
	{name: "fish", files: []string{".fish"}, comment: "# %s",
		cons: []strConstruct{
			{name: "dq", open: "set s%[1]d \"", close: "\"", forbid: noInterp},
			{name: "sq", open: "set s%[1]d '", close: "'", forbid: noSQ},
		}},
	{name: "csh", files: []string{".csh"}, comment: "# %s",
		cons: []strConstruct{{name: "splice", open: "set s%[1]d = \"", close: "\"", forbid: noInterp + "!", eol: "\\"}}},
	{name: "powershell", files: []string{".ps1", ".psm1"}, comment: "# %s",
		cons: []strConstruct{
			{name: "heredq", open: "$s%[1]d = @\"\n", close: "\n\"@"},
			{name: "heresq", open: "$s%[1]d = @'\n", close: "\n'@"},
			{name: "dq", open: "$s%[1]d = \"", close: "\"", forbid: "\"`$"},
		}},
	{name: "bat", files: []string{".bat", ".cmd"}, comment: "REM %s"},
	{name: "awk", files: []string{".awk"}, comment: "# %s", noise: []string{"/`\"/ { n%[1]d++ }"}},
	{name: "sed", files: []string{".sed"}, comment: "# %s"},
	{name: "vim", files: []string{".vim"}, comment: "\" %s"},
	{name: "sql", files: []string{".sql"}, comment: "-- %s",
		cons: []strConstruct{{name: "sq", open: "INSERT INTO t VALUES (%[1]d, '", close: "');", sq2: true}}},
	{name: "make", files: []string{".mk", ".am", "Makefile", "GNUmakefile", ".mak"}, comment: "# %s",
		cons: []strConstruct{{name: "define", open: "define S%[1]d\n", close: "\nendef", forbid: "$"}}},
	{name: "cmake", files: []string{".cmake", "CMakeLists.txt"}, comment: "# %s",
		cons: []strConstruct{
			{name: "bracket", open: "set(S%[1]d [[", close: "]])", forbid: "]"},
			{name: "bracketeq", open: "set(S%[1]d [==[", close: "]==])", forbid: "]"},
			{name: "dq", open: "set(S%[1]d \"", close: "\")", forbid: noDQ + "$"},
		}},
	{name: "asm", files: []string{".s", ".asm"}, comment: "; %s"},
	{name: "nim", files: []string{".nim"}, comment: "# %s",
		cons: []strConstruct{{name: "triple", open: "let s%[1]d = \"\"\"", close: "\"\"\"", forbid: "\""}}},
	{name: "vhdl", files: []string{".vhd"}, comment: "-- %s"},
	{name: "fortran", files: []string{".f", ".f90"}, comment: "! %s"},
	{name: "pascal", files: []string{".pas"}, comment: "// %s"},
	{name: "ada", files: []string{".ada", ".adb", ".ads"}, comment: "-- %s"},
	{name: "cobol", files: []string{".cob"}, comment: "      *> %s"},
	{name: "coffee", files: []string{".coffee"}, comment: "# %s",
		cons: []strConstruct{
			{name: "tdq", open: "s%[1]d = \"\"\"", close: "\"\"\"", forbid: noDQ + "{"},
			{name: "tsq", open: "s%[1]d = '''", close: "'''", forbid: noSQ},
			{name: "dq", open: "s%[1]d = \"", close: "\"", forbid: noDQ + "{"},
		}},
	{name: "elm", files: []string{".elm", ".purs"}, comment: "-- %s",
		cons: []strConstruct{{name: "triple", open: "s%[1]d = \"\"\"", close: "\"\"\"", forbid: noDQ}}},
	{name: "lua", files: []string{".lua"}, comment: "-- %s",
		cons: []strConstruct{
			{name: "long", open: "local s%[1]d = [[", close: "]]", forbid: "]"},
			{name: "longeq", open: "local s%[1]d = [==[", close: "]==]", forbid: "]"},
			{name: "longcall", open: "print(%[1]d, [=[", close: "]=])", forbid: "]"},
		},
		noise: []string{"local n%[1]d = t[ [[k]] ]", "local m%[1]d = \"[[\""},
		oracle: &strOracle{tool: "lua", file: "p.lua", header: "local t = {}\n",
			footer: func(ids []int) string { return join(ids, "print(string.format(\"%q\", s%d))\n", "") },
			run:    func(dir, name string) *exec.Cmd { return cmdIn(dir, "lua", name) }}},
	{name: "tcl", files: []string{".tcl", ".tk"}, comment: "# %s",
		cons: []strConstruct{
			{name: "dq", open: "set s%[1]d \"", close: "\"", forbid: noDQ + "$[]{}"},
			// review40 F2: braces, nested, in a command or a procedure's body.
			{name: "brace", open: "set s%[1]d \x01", close: "\x02", forbid: "\\", delims: []string{"{}"}},
			{name: "list", open: "set s%[1]d [list a \x01", close: "\x02]", forbid: "\\", delims: []string{"{}"}},
			{name: "proc", open: "proc p%[1]d {} {\n    # a {comment}\n    return \x01", close: "\x02\n}\nset s%[1]d [p%[1]d]", forbid: "\\", delims: []string{"{}"}},
			// review41 F3: lists, conditions, defaults: data in the
			// arguments of commands that take scripts.
			{name: "foreach", open: "set s%[1]d {}\nforeach x \x01", close: "\x02 {lappend s%[1]d $x}", forbid: "\\\"", delims: []string{"{}"}},
			{name: "lmap", open: "set s%[1]d [lmap x \x01", close: "\x02 {set x}]", forbid: "\\\"", delims: []string{"{}"}},
			{name: "foreach2", open: "set s%[1]d {}\nforeach {a b} {1 2} c \x01", close: "\x02 {lappend s%[1]d $c}", forbid: "\\\"", delims: []string{"{}"}},
			{name: "default", open: "proc p%[1]d {{x \x01", close: "\x02}} {return $x}\nset s%[1]d [p%[1]d]", forbid: "\\", delims: []string{"{}"}},
			{name: "ifcond", open: "if {[set s%[1]d \x01", close: "\x02] ne \"\"} {}", forbid: "\\", delims: []string{"{}"}},
			{name: "whilecond", open: "set s%[1]d {}\nwhile {$s%[1]d eq {} && [set s%[1]d \x01", close: "\x02] ne \"\"} {}", forbid: "\\", delims: []string{"{}"}},
			{name: "trybody", open: "try {set s%[1]d \x01", close: "\x02} on error {e o} {set s%[1]d err}", forbid: "\\", delims: []string{"{}"}},
			{name: "nsvar", open: "namespace eval ns%[1]d {variable v \x01", close: "\x02}\nset s%[1]d $ns%[1]d::v", forbid: "\\", delims: []string{"{}"}},
			{name: "bracket", open: "set s%[1]d [lindex [list \x01", close: "\x02] 0]", forbid: "\\", delims: []string{"{}"}},
			{name: "ifquote", open: "if {[set s%[1]d \"", close: "\"] ne \"\"} {}", forbid: noDQ + "$[]{}"},
		},
		noise: []string{"proc f%[1]d {a} {\n    # http://example.com/x {a}\n    return $a\n}", "if {1} {\n    set n%[1]d 1\n} else {\n    set n%[1]d 2\n}", "set m%[1]d \"{\"",
			"# a comment that goes on \\\n\" on the next line", "foreach {k%[1]d v%[1]d} [list a \"b\"] {set n%[1]d $v%[1]d}"},
		wraps: []string{"proc c {} {\n%s\n}", "foreach x {a b} {\n%s\n}", "if {0} {\n} elseif {1} then {\n%s\n} else {\n}",
			"if {1} {\n%s\n} else {\n}", "try {\n%s\n} on error {e o} {\n}", "try {\n} trap {A B} {m o} {\n%s\n} finally {\n}",
			"namespace eval w {\n%s\n}", "for {set i 0} {$i < 1} {incr i} {\n%s\n}", "while {0} {\n%s\n}", "catch {\n%s\n}",
			"set y [foreach x {a} {\n%s\n}]", "lmap x {a} {\n%s\n}", "foreach {a b} {1 2} c {3} {\n%s\n}", "uplevel #0 {\n%s\n}"},
		oracle: &strOracle{tool: "tclsh", file: "p.tcl",
			footer: func(ids []int) string { return join(ids, "puts [list $s%d]\n", "") },
			run:    func(dir, name string) *exec.Cmd { return cmdIn(dir, "tclsh", name) }}},
	{name: "r", files: []string{".r"}, comment: "# %s",
		cons: []strConstruct{
			{name: "raw", open: "s%[1]d <- r\"(", close: ")\"", forbid: ")"},
			{name: "rawbracket", open: "s%[1]d <- R\"--[", close: "]--\"", forbid: "]"},
			{name: "dq", open: "s%[1]d <- \"", close: "\"", forbid: noDQ},
			{name: "sq", open: "s%[1]d <- '", close: "'", forbid: noSQ},
		}},
	{name: "julia", files: []string{".jl"}, comment: "# %s",
		cons: []strConstruct{
			{name: "triple", open: "s%[1]d = \"\"\"", close: "\"\"\"", forbid: noDQ + "$"},
			{name: "dq", open: "s%[1]d = \"", close: "\"", forbid: noDQ + "$"},
		}},
	{name: "elixir", files: []string{".ex", ".exs"}, comment: "# %s",
		cons: []strConstruct{
			{name: "heredoc", open: "s%[1]d = \"\"\"\n", close: "\n\"\"\"", forbid: noDQ + "{"},
			{name: "dq", open: "s%[1]d = \"", close: "\"", forbid: noDQ + "{"},
			// review40 F2: sigils, the eight delimiters and heredocs.
			{name: "sigil", open: "s%[1]d = ~s\x01", close: "\x02", forbid: "\\#", delims: []string{"{}", "()", "[]", "<>", "|", "\"", "'"}},
			{name: "sigilS", open: "s%[1]d = ~S\x01", close: "\x02", forbid: "\\", delims: []string{"{}", "()", "[]", "<>", "|", "\"", "'"}},
			{name: "sigilw", open: "s%[1]d = ~w\x01", close: "\x02", forbid: "\\#", delims: []string{"{}", "()", "[]", "<>", "|"}},
			{name: "sigilheredoc", open: "s%[1]d = ~S\"\"\"\n", close: "\n\"\"\"", forbid: "\"\\"},
		}},
	{name: "erlang", files: []string{".erl", ".hrl"}, comment: "%% %s", // "% ", no prompt in Erlang (lint.LintNamedRef)
		cons: []strConstruct{{name: "dq", open: "s%[1]d() -> \"", close: "\".", forbid: noDQ}}},
	{name: "haskell", files: []string{".hs"}, comment: "-- %s"},
	{name: "ocaml", files: []string{".ml", ".mli"}, comment: "(*\n * %s\n *)",
		cons: []strConstruct{
			{name: "dq", open: "let s%[1]d = \"", close: "\"", forbid: noDQ},
			{name: "quoted", open: "let s%[1]d = {|", close: "|}", forbid: "|"},
			{name: "quotedid", open: "let s%[1]d = {xy_z|", close: "|xy_z}", forbid: "|"},
		}},
	{name: "lisp", files: []string{".clj", ".cljs", ".el", ".lisp", ".scm", ".rkt"}, comment: ";; %s",
		cons:  []strConstruct{{name: "dq", open: "(def s%[1]d \"", close: "\")", forbid: noDQ}},
		noise: []string{"(def n%[1]d ?\\\")", "(def m%[1]d '(a b))"}},
	{name: "m4", files: []string{".m4", ".ac"}, comment: "dnl %s"},
	{name: "just", files: []string{"justfile"}, comment: "# %s",
		cons: []strConstruct{{name: "triple", open: "s%[1]d := '''", close: "'''", forbid: "'"}}},
	{name: "script", files: []string{"#!"}, comment: "# %s", unknown: true,
		cons: []strConstruct{
			{name: "dq", open: "x%[1]d = \"", close: "\"", forbid: noDQ},
			{name: "sq", open: "y%[1]d = '", close: "'", forbid: noSQ},
			{name: "bq", open: "z%[1]d = `", close: "`", forbid: "`\\"},
		}},
}

// The delimiters of Perl's quote-like operators and Ruby's percent
// literals ("#" only where glued to the operator).
var (
	perlDelims = []string{"{}", "()", "[]", "<>", "|", "!", "~", "+", "^", "#", ",", ";", "%", "'"}
	rubyDelims = []string{"{}", "()", "[]", "<>", "|", "!", "^", "~", "-", "+", "*", "%"}
)

// rubyNest is a string nested in Ruby's #{...}: any printable byte in it
// but its closer, "\\", "#" (an interpolation of its own) and "@" (a
// password's sign to the fixer, next to the value's URL), the quote
// escaped, a block.
func rubyNest(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return "#{\"" + valueFill(r, r.IntN(8), "\"\\#@") + "\"}"
	case 1:
		return "#{'" + valueFill(r, r.IntN(8), "'\\@") + "'}"
	case 2:
		return "#{\"\\\"" + valueFill(r, r.IntN(4), "\"\\#@") + "\".size}"
	}
	return "#{[1].map { |v| \"" + valueFill(r, r.IntN(6), "\"\\#@") + "#{v}\" }.join}"
}

// crystalNest is rubyNest for Crystal, whose '...' is a character.
func crystalNest(r *rand.Rand) string {
	if r.IntN(2) == 0 {
		return "#{'" + valueFill(r, 1, "'\\@") + "'}"
	}
	return "#{\"" + valueFill(r, r.IntN(8), "\"\\#@") + "\"}"
}

// regexNest is rubyNest for a regular expression: the nested string
// holds no byte the expression would read as an operator.
func regexNest(r *rand.Rand) string {
	return "#{\"" + valueFill(r, r.IntN(8), "\"\\#@()[]{}*+?") + "\"}"
}

// strMarkers start a line of a string's value like a comment of some
// language.
var strMarkers = []string{"//", "#", "--", ";", "*", " * ", "%", "!", "/*", "<!--", "dnl", "REM", "' ", "(*", "{-", "#=", "--[[", "\"", "::"}

// fixableURL returns a URL that lint --fix --fix-level info rewrites: a
// default or an empty port, an escaped unreserved character, an unwise
// character.
func fixableURL(r *rand.Rand) string {
	word := func(n int) string { return lowerWord(r, n) }
	host := word(8) + []string{".example.com", ".example.org", ".test"}[r.IntN(3)]
	scheme, port := []string{"http", "https", "ftp"}[r.IntN(3)], ""
	path := "/" + word(6)
	switch r.IntN(4) {
	case 0:
		port = map[string]string{"http": ":80", "https": ":443", "ftp": ":21"}[scheme]
	case 1:
		port = ":"
	case 2:
		path += "/" + []string{"%7E", "%41", "%7a", "%30", "%6D"}[r.IntN(5)] + word(4)
	default:
		path += "/" + word(3) + "|" + word(3)
	}
	return scheme + "://" + host + port + path
}

// lowerWord returns a word of 1 to n lower-case letters and digits.
func lowerWord(r *rand.Rand, n int) string {
	b := make([]byte, 1+r.IntN(n))
	for i := range b {
		b[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[r.IntN(36)]
	}
	return string(b)
}

// urlWithout returns a fixable URL that holds none of forbid but its
// "/" and ":" (a string's closer: "|", "%").
func urlWithout(r *rand.Rand, forbid string) string {
	forbid = strings.NewReplacer("/", "", ":", "").Replace(forbid)
	for {
		if u := fixableURL(r); !strings.ContainsAny(u, forbid) {
			return u
		}
	}
}

// valueFill returns up to n printable bytes, none of forbid.
func valueFill(r *rand.Rand, n int, forbid string) string {
	var b []byte
	for len(b) < n {
		c := byte(0x20 + r.IntN(0x7f-0x20))
		if strings.IndexByte(forbid, c) < 0 {
			b = append(b, c)
		}
	}
	return string(b)
}

// commentFill returns words and quotes, none of which makes the URL after
// them read as a pattern or a format (the comment's URL must be fixed).
func commentFill(r *rand.Rand) string {
	var w []string
	for range r.IntN(4) {
		switch r.IntN(5) {
		case 0:
			w = append(w, []string{"\"", "'", "`", "\"\"\"", "'''", "<<EOF", "r#\"", "@\"", "]]", "R\"(", "/*", "\\\\"}[r.IntN(12)])
		default:
			w = append(w, valueFill(r, 1+r.IntN(6), "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ "))
		}
	}
	return strings.Join(w, " ")
}

// strFile is a generated file: its text and which lines must not change
// (in a string) and which must (a comment's URL outside strings).
type strFile struct {
	text         string
	keep, change []int // 0-based line numbers
	ids          []int // the items that are strings (the oracle prints them)
}

func genStrFile(r *rand.Rand, lang *strLang, file string) strFile {
	var b strings.Builder
	line := 0
	var sf strFile
	write := func(s string) {
		b.WriteString(s)
		line += strings.Count(s, "\n")
	}
	if file == "#!" {
		write("#!/usr/bin/env frobnicate\n")
	}
	if lang.oracle != nil {
		write(lang.oracle.header)
	}
	comment := func() {
		text := commentFill(r)
		if text != "" {
			text += " "
		}
		text += fixableURL(r)
		if tail := commentFill(r); tail != "" {
			text += " " + tail
		}
		if strings.HasSuffix(text, "\\") {
			text += " x" // C's splice would make the next line the comment's
		}
		c := fmt.Sprintf(lang.comment, text)
		if len(lang.wraps) > 0 && r.IntN(2) == 0 {
			c = fmt.Sprintf(lang.wraps[r.IntN(len(lang.wraps))], c)
		}
		pre, _, _ := strings.Cut(c, text)
		sf.change = append(sf.change, line+strings.Count(pre, "\n"))
		write(c + "\n")
	}
	own, _, _ := strings.Cut(fmt.Sprintf(lang.comment, "\x00"), "\x00")
	own = strings.TrimSpace(own[strings.LastIndexByte(own, '\n')+1:])
	n := 6 + r.IntN(8)
	comment()
	for id := 0; id < n; id++ {
		switch k := r.IntN(10); {
		case k < 5 && len(lang.cons) > 0:
			c := lang.cons[r.IntN(len(lang.cons))]
			first := line
			open := strings.ReplaceAll(c.open, "%[1]d", fmt.Sprint(id))
			c.close = strings.ReplaceAll(c.close, "%[1]d", fmt.Sprint(id))
			pair := ""
			if len(c.delims) > 0 {
				d := c.delims[r.IntN(len(c.delims))]
				o, cl := d[:1], d[len(d)-1:]
				open = strings.ReplaceAll(strings.ReplaceAll(open, "\x01", o), "\x02", cl)
				c.close = strings.ReplaceAll(strings.ReplaceAll(c.close, "\x01", o), "\x02", cl)
				c.forbid += d
				if len(d) == 2 {
					pair = d
				}
			}
			depth := 0 // brackets of pair open in the value
			nv := 1 + r.IntN(3)
			var vals []string
			for j := range nv {
				m := strMarkers[r.IntN(len(strMarkers))]
				if r.IntN(2) == 0 {
					m = own // the language's own comment marker, half of the lines
				}
				if strings.ContainsAny(m, c.forbid) || c.dq2 && strings.Contains(m, "\"") {
					m = "//"
					if strings.ContainsAny(m, c.forbid) {
						m = ""
					}
				}
				v := m + " " + valueFill(r, r.IntN(10), c.forbid+"@") + " " + urlWithout(r, c.forbid) + " " + valueFill(r, r.IntN(6), c.forbid+"@")
				if j == 0 && r.IntN(3) == 0 && !strings.HasSuffix(open, "\n") {
					v = " " + urlWithout(r, c.forbid) // on the opener's line
				}
				if pair != "" {
					// Balanced brackets of the delimiter's pair: within
					// the line, or opened here and closed lines after.
					if r.IntN(3) == 0 {
						v += " " + pair[:1] + valueFill(r, r.IntN(4), c.forbid+"@") + pair[1:]
					}
					switch {
					case j == nv-1:
						v += " " + strings.Repeat(pair[1:], depth)
						depth = 0
					case depth > 0 && r.IntN(2) == 0:
						v += " " + pair[1:]
						depth--
					case depth < 3 && r.IntN(2) == 0:
						v += " " + pair[:1]
						depth++
					}
				}
				if c.nest != nil && r.IntN(2) == 0 {
					v += " " + c.nest(r)
				}
				if c.dq2 {
					v = strings.ReplaceAll(v, "\"", "\"\"")
				}
				if c.slash {
					v = strings.ReplaceAll(v, "/", "\\/")
					if j == 0 && strings.HasSuffix(open, "/") && strings.HasPrefix(v, "*") {
						// "/*" opens a comment, no slashy string
						// (GroovyLexer: a slashy string's first byte is
						// no "*"): strseed 98 wrote one.
						v = " " + v
					}
				}
				if c.sq2 {
					v = strings.ReplaceAll(v, "'", "''")
				}
				vals = append(vals, c.bol+v)
			}
			write(open + strings.Join(vals, c.eol+"\n") + c.close + "\n")
			for l := first; l < line; l++ {
				sf.keep = append(sf.keep, l)
			}
			sf.ids = append(sf.ids, id)
		case k < 7 && len(lang.noise) > 0:
			write(strings.ReplaceAll(lang.noise[r.IntN(len(lang.noise))], "%[1]d", fmt.Sprint(id)) + "\n")
		default:
			comment()
		}
	}
	comment()
	if lang.oracle != nil {
		write(lang.oracle.footer(sf.ids))
	}
	sf.text = b.String()
	return sf
}

// codeFilesOf returns the extensions (with their dot) and whole names
// that the fixer reads as code: internal/lang's, of the languages of
// lint/fixctx_lang.go's syntaxOfLang.
func codeFilesOf(t *testing.T) []string {
	return langFilesOf(t, "lint/fixctx_lang.go", "syntaxOfLang")
}

// langFilesOf returns the extensions (with their dot) and whole names
// that internal/lang/lang.go gives the languages (lang.X) a table of
// file keys on.
func langFilesOf(t *testing.T, file, table string) []string {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(src, []byte("var "+table+" = "))
	if i < 0 {
		t.Fatalf("%s: no %s", file, table)
	}
	j := bytes.Index(src[i:], []byte("}\n"))
	langs := map[string]bool{}
	for _, m := range regexp.MustCompile(`lang\.(\w+):`).FindAllSubmatch(src[i:i+j], -1) {
		langs[string(m[1])] = true
	}
	ls, err := os.ReadFile("internal/lang/lang.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, v := range []string{"extensions", "names"} {
		i := bytes.Index(ls, []byte("var "+v+" = "))
		j := bytes.Index(ls[i:], []byte("\n}\n"))
		if i < 0 || j < 0 {
			t.Fatalf("internal/lang/lang.go: no %s", v)
		}
		for _, m := range regexp.MustCompile(`"([^"]+)":\s*(\w+)`).FindAllSubmatch(ls[i:i+j], -1) {
			if !langs[string(m[2])] {
				continue
			}
			switch {
			case v == "extensions":
				out = append(out, "."+string(m[1]))
			case strings.HasPrefix(string(m[1]), "."):
				// A start-up file (.bashrc, .vimrc): hidden, so a walk
				// skips it without --hidden; testscript
				// lint_fix_dotnames runs --fix on them.
			default:
				out = append(out, string(m[1]))
			}
		}
	}
	if len(langs) < 4 || len(out) < len(langs) {
		t.Fatalf("%s: %s: %d languages, %d names", file, table, len(langs), len(out))
	}
	return out
}

// TestFixStringsSpanningLines: `lint --fix` never changes a byte inside a
// string literal, and still fixes the comments around it. For every
// language the fixer treats as code (every extension and name that
// internal/lang gives a language of lint's syntaxOfLang, and a "#!" script of a
// language it does not know), the generator writes files of comments with
// fixable URLs, strings of that language spanning lines whose lines start
// like a comment ("// http://h:80/a", any language's marker) and hold
// fixable URLs and printable bytes, and lines of code that must open no
// string (a regular expression holding a backquote, "<<" of a shift:
// review39 F3, F4). The real binary's `lint --fix --fix-level info` must
// leave every line of every string as it was and fix every comment's URL
// (a fixer that stands back everywhere fails), but in the "#!" script of
// an unknown interpreter, whose comments it does not know: there nothing
// changes. Where the language's tool
// is on PATH (go, gcc, g++, java, rustc, node, python3, ruby, perl, bash,
// tclsh, lua: Debian's lua5.4) the file is a program printing its strings, run before and after:
// the values must be equal.
func TestFixStringsSpanningLines(t *testing.T) {
	// Start-up files of internal/lang's whole names (bash.bashrc, zshrc,
	// vimrc), drawn as their language and after every other, so that the
	// draws of the others stay as they were.
	langs := strLangs
	for _, add := range []struct {
		from  string
		files []string
		as    string // the name the language is drawn under ("" from+"rc")
	}{
		{"sh", []string{"bash.bashrc", "zshrc", "zprofile", "zshenv", "zlogin", "zlogout"}, ""},
		{"csh", []string{"csh.cshrc", "csh.login", "csh.logout"}, ""},
		{"vim", []string{"vimrc", "gvimrc"}, ""},
		// Build and package recipes (review47 F15), and the languages
		// read by Shell's reader, the nearest.
		{"sh", []string{"pkgbuild", "apkbuild", ".ebuild", ".eclass", ".tf", ".tfvars", ".hcl", ".nix"}, "shrecipe"},
		{"python", []string{"snakefile", ".bazel"}, "pyrecipe"},
		{"ruby", []string{"brewfile"}, "rbrecipe"},
	} {
		for _, l := range strLangs {
			if l.name == add.from {
				as := add.as
				if as == "" {
					as = l.name + "rc"
				}
				l.name, l.files = as, add.files
				langs = append(langs[:len(langs):len(langs)], l)
			}
		}
	}
	// PostScript and Prolog, read as code since their readers were
	// written (fixsafe10): after every other, so that their draws stay.
	langs = append(langs[:len(langs):len(langs)],
		strLang{name: "postscript", files: []string{".ps", ".eps"}, comment: "%% %s",
			cons: []strConstruct{{name: "paren", open: "/s%[1]d \x01", close: "\x02 def", forbid: "\\", delims: []string{"()"}}}},
		// Prolog's quoted items span lines (review48 G2): with ISO's
		// "\"-newline or a bare newline (SWI-Prolog).
		strLang{name: "prolog", files: []string{".pro", ".prolog"}, comment: "%% %s",
			cons: []strConstruct{
				{name: "dq", open: "s%[1]d(\"", close: "\").", forbid: noDQ},
				{name: "sq", open: "s%[1]d('", close: "').", forbid: noSQ},
				{name: "bq", open: "s%[1]d(`", close: "`).", forbid: "`\\"},
				{name: "dqcont", open: "s%[1]d(\"", close: "\").", forbid: noDQ, eol: "\\"},
				{name: "sqcont", open: "s%[1]d('", close: "').", forbid: noSQ, eol: "\\"},
			},
			noise: []string{"c%[1]d(0'\"). c(0'%).", "c%[1]d(0'''). n(16'1F).", "u%[1]d(\"a\\x41\\\", 'b''c', `d`)."}})
	strLangs := langs
	files, seed, only := strFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0xf1c5))
	covered := map[string]*strLang{}
	for i := range strLangs {
		for _, f := range strLangs[i].files {
			if covered[f] != nil {
				t.Fatalf("%s: in %s and %s", f, covered[f].name, strLangs[i].name)
			}
			covered[f] = &strLangs[i]
		}
	}
	var missing []string
	for _, f := range codeFilesOf(t) {
		if covered[f] == nil && covered[strings.ToLower(f)] == nil && !coveredName(covered, f) {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		t.Fatalf("the fixer treats these as code, and the generator has no language for them: %q", missing)
	}
	dir, orig := t.TempDir(), t.TempDir()
	type genFile struct {
		lang *strLang
		path string // relative to dir
		sf   strFile
	}
	var all []genFile
	for i := range strLangs {
		lang := &strLangs[i]
		if len(only) > 0 && !only[lang.name] {
			continue
		}
		for _, f := range lang.files {
			for k := range files {
				sub := fmt.Sprintf("%s-%s-%d", lang.name, strings.Trim(f, ".#!"), k)
				name := f
				switch {
				case f == "#!":
					name = "frob"
				case strings.HasPrefix(f, "."):
					name = "p" + f
					if lang.oracle != nil && lang.oracle.file != "" && filepath.Ext(lang.oracle.file) == f {
						name = lang.oracle.file
					}
				}
				sf := genStrFile(r, lang, f)
				p := filepath.Join(sub, name)
				writeGen(t, p, []byte(sf.text), dir, orig)
				all = append(all, genFile{lang, p, sf})
			}
		}
	}
	// The URLs extract reads across a line break (a URL that ends a line
	// and the next line's first word, which extract may take for its
	// rest, judging by the widths of the file's lines): --fix stands
	// back on a URL that spans lines, so its comment need not change.
	keepGenerated(t, orig)
	rejoined := map[string]bool{} // "path:line"
	xcmd := exec.Command("urlsift", "extract", "--format", "json", ".")
	xcmd.Dir = orig
	xout, err := xcmd.Output()
	if err != nil {
		t.Fatalf("urlsift extract: %v", err)
	}
	for _, l := range bytes.Split(bytes.TrimSpace(xout), []byte("\n")) {
		var u struct {
			Path     string
			Line     int
			EndLine  int `json:"end_line"`
			Rejoined bool
		}
		if err := json.Unmarshal(l, &u); err != nil {
			t.Fatalf("urlsift extract: %v: %s", err, l)
		}
		if u.Rejoined || u.EndLine != u.Line {
			rejoined[fmt.Sprintf("%s:%d", filepath.ToSlash(filepath.Clean(u.Path)), u.Line)] = true
		}
	}
	cmd := exec.Command("urlsift", "lint", "--no-config", "--fix", "--fix-level", "info", "--fail-level", "none", "--format", "json", ".")
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	// A fix withheld because it, or the fixes near it, would change how
	// extract reads a URL (a fix on one line changes the widths extract
	// judges a line break by, lines away: a URL in a string joined to the
	// next line's "//"), or because the comment's own words read as a
	// pattern (the generator's random words: "rg \\ x ftp://...", a
	// command and its pattern): --fix says so, and that is no failure
	// here, while it stays rare (the lines are counted below). Any other
	// reason (a string that spans lines, code outside a comment), or
	// none, for a comment's URL left alone is one.
	moved := map[string]string{} // "path:line": the reason
	for _, l := range bytes.Split(bytes.TrimSpace(out), []byte("\n")) {
		var f struct {
			Path     string
			Line     int
			Withheld string `json:"fix_withheld"`
		}
		if len(l) == 0 {
			continue
		}
		if err := json.Unmarshal(l, &f); err != nil {
			t.Fatalf("urlsift lint: %v: %s", err, l)
		}
		if strTextReasons[f.Withheld] {
			moved[fmt.Sprintf("%s:%d", filepath.ToSlash(filepath.Clean(f.Path)), f.Line)] = f.Withheld
		}
	}
	// A file whose fixes would change how extract reads it (a fix on one
	// line can change the reading of a URL lines away, where extract
	// judges a line break by the widths of the file's lines) is left
	// alone, as CONTRACT says, exit status 2: that is no failure here,
	// while it stays rare.
	refused := map[string]bool{}
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		p, ok := strings.CutSuffix(strings.TrimPrefix(l, "urlsift: "), ": the fixes would change which URLs the file holds or where they end; not fixed")
		switch {
		case l == "":
		case ok:
			refused[p] = true
		default:
			t.Errorf("urlsift lint --fix: %s", l)
		}
	}
	if err != nil && len(refused) == 0 || t.Failed() {
		if d := os.Getenv("FIXSTR_KEEP"); d != "" {
			os.CopyFS(d, os.DirFS(orig))
		}
		t.Fatalf("urlsift lint --fix: %v\n%s", err, stderr.Bytes())
	}
	if len(refused)*8 > len(all) {
		t.Errorf("--fix refused %d of %d files as a whole: %v", len(refused), len(all), refused)
	}
	counts := map[string][2]int{} // by language: lines kept in strings, comment lines fixed
	comments, withheld := 0, 0
	for _, g := range all {
		got, err := os.ReadFile(filepath.Join(dir, g.path))
		if err != nil {
			t.Fatal(err)
		}
		if refused[g.path] {
			if string(got) != g.sf.text {
				t.Errorf("%s: refused, and changed all the same", g.path)
			}
			t.Logf("%s: left alone: its fixes would change how extract reads it", g.path)
			continue
		}
		before := strings.Split(g.sf.text, "\n")
		after := strings.Split(string(got), "\n")
		if len(before) != len(after) {
			t.Errorf("%s: %d lines became %d", g.path, len(before), len(after))
			continue
		}
		c := counts[g.lang.name]
		for _, l := range g.sf.keep {
			if before[l] != after[l] {
				t.Errorf("%s:%d: --fix changed a line inside a string:\n  before: %q\n  after:  %q\nthe file:\n%s", g.path, l+1, before[l], after[l], g.sf.text)
			} else {
				c[0]++
			}
		}
		for _, l := range g.sf.change {
			if rejoined[fmt.Sprintf("%s:%d", filepath.ToSlash(g.path), l+1)] {
				continue
			}
			if g.lang.unknown {
				if before[l] != after[l] {
					t.Errorf("%s:%d: --fix changed a line of a language whose comments it does not know:\n  before: %q\n  after:  %q", g.path, l+1, before[l], after[l])
				} else {
					c[0]++
				}
				continue
			}
			comments++
			if why := moved[fmt.Sprintf("%s:%d", filepath.ToSlash(g.path), l+1)]; before[l] == after[l] && why != "" {
				withheld++
				t.Logf("%s:%d: withheld: %s", g.path, l+1, why)
				continue
			}
			if before[l] == after[l] {
				t.Errorf("%s:%d: --fix left a comment's fixable URL alone: %q\nthe file:\n%s", g.path, l+1, before[l], g.sf.text)
			} else {
				c[1]++
			}
		}
		counts[g.lang.name] = c
	}
	if withheld*20 > comments {
		t.Errorf("--fix withheld %d of %d comment lines' fixes for how a URL is read or what the comment's words are", withheld, comments)
	}
	if d := os.Getenv("FIXSTR_KEEP"); d != "" && t.Failed() {
		os.CopyFS(d, os.DirFS(orig))
	}
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Logf("%s: %d lines inside strings kept, %d comment lines fixed", n, counts[n][0], counts[n][1])
	}
	// The oracles: the program's strings, before and after.
	for _, g := range all {
		o := g.lang.oracle
		if o == nil || filepath.Base(g.path) != o.file {
			continue
		}
		if _, err := exec.LookPath(o.tool); err != nil {
			t.Logf("%s: %s is not on PATH: no oracle", g.path, o.tool)
			continue
		}
		var outs [2][]byte
		for k, d := range []string{orig, dir} {
			cmd := o.run(filepath.Join(d, filepath.Dir(g.path)), filepath.Base(g.path))
			var e bytes.Buffer
			cmd.Stderr = &e
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s (%s): %v\n%s\nthe program:\n%s", g.path, []string{"before", "after"}[k], err, e.Bytes(), g.sf.text)
			}
			outs[k] = out
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Errorf("%s: %s prints other strings after --fix:\nbefore:\n%s\nafter:\n%s", g.path, o.tool, outs[0], outs[1])
		}
	}
}

// strTextReasons are the reasons --fix gives for a comment's fix it
// withholds that TestFixStringsSpanningLines takes (while rare): the
// reading of URLs around it (the widths of lines), and the comment's own
// words, drawn at random, read as a pattern or a format.
var strTextReasons = map[string]bool{
	"the fixes near it would change how a URL is read": true,
	"a pattern in code":                      true,
	"a regular expression":                   true,
	"a regular expression literal":           true,
	"a character class":                      true,
	"a glob":                                 true,
	"a format string":                        true,
	"the line compares URLs":                 true,
	"a backslash escapes in the text around": true,
}

// coveredName reports whether a code file name (lower case in lint's
// table) is one of the generator's names in any case.
func coveredName(covered map[string]*strLang, f string) bool {
	for k := range covered {
		if strings.EqualFold(k, f) {
			return true
		}
	}
	return false
}
