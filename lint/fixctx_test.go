package lint

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// fixText lints text as the file name (its extension says what it holds)
// with every rule, applies every fix the Fixer accepts, and returns the
// result.
func fixText(t testing.TB, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	fx := NewFixer(path, FixOptions{}, func(Finding) error { return nil })
	for _, f := range lintFindings(t, l, text) {
		if err := fx.Add(f, true); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := fx.Close(sha256.Sum256([]byte(text))); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(got)
}

// TestFixSafeCases: the fixes that broke code and documents (issue 24) are
// not made, and the ones that are safe still are.
func TestFixSafeCases(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		fixed      bool
	}{
		// w3m's 2ch.cgi: a Perl regex whose [^/] became [^/%5D.
		{"2ch.cgi", "#!/usr/bin/perl\nif ($url =~ m@^http://([^/]+)@) {\n  $host = $1;\n}\n", false},
		{"x.pl", "my $re = qr{http://www.gnu.org/a|b};\n", false},
		{"x.pl", "$u =~ s/http:\\/\\/www.gnu.org:80\\//x/;\n", false},
		// Go: a test's inputs (net/url's TestParse), a format, a regexp.
		{"url_test.go", "package url\n\nvar tests = []string{\n\t\"http://www.google.com/?q=go+language#foo%26bar\",\n\t\"http://[fe80::1]:80/a|b\",\n}\n", false},
		{"x.go", "package x\n\nvar s = fmt.Sprintf(\"http://www.gnu.org/%s/a|b\", v)\n", false},
		{"x.go", "package x\n\nvar re = regexp.MustCompile(`^https?://www.gnu.org/a|b`)\n", false},
		{"x.go", "package x\n\nvar u = \"http://www.gnu.org/a|b\" // a string the program uses\n", false},
		{"x.go", "package x\n\n// See http://www.gnu.org/a|b for the format.\nvar x = 1\n", true},
		// C: a printf format, where %7C would be a conversion.
		{"x.c", "printf(\"see http://www.gnu.org/a|b\\n\");\n", false},
		{"x.c", "/* see http://www.gnu.org/a|b */\n", true},
		// Python: a regex, a format, an f-string, a glob.
		{"x.py", "m = re.compile(r\"http://www.gnu.org/a|b\")\n", false},
		{"x.py", "u = \"http://www.gnu.org/{}/a|b\".format(v)\n", false},
		{"x.py", "# http://www.gnu.org/a|b is where it lives\n", true},
		// JavaScript: a regex literal and RegExp.
		{"x.js", "const re = /^http:\\/\\/www.gnu.org\\/a|b$/;\n", false},
		{"x.js", "const re = new RegExp(\"http://www.gnu.org/a|b\");\n", false},
		// Shell: grep, case, [[ ]].
		{"x.sh", "grep 'http://www.gnu.org/a|b' log\n", false},
		{"x.sh", "case $u in http://www.gnu.org/a|b) echo ok;; esac\n", false},
		{"x.sh", "x=1; grep 'http://www.gnu.org/a|b' log\n", false},
		{"README", "Run rg http://www.gnu.org/a|b to find it.\n", false},
		// A command's name inside a word is none: "org ", "showcase ".
		{"x.py", "# see gnu.org at http://www.gnu.org/a|b\n", true},
		{"x.py", "# a showcase of http://www.gnu.org/a|b\n", true},
		{"notes.txt", "See example.org or http://www.gnu.org/a|b for more.\n", true},
		// Ruby.
		{"x.rb", "u =~ %r{http://www.gnu.org/a|b}\n", false},
		// Globs and character classes, in any file.
		{"notes.txt", "match *://*.gnu.org/a|b and nothing else\n", false},
		{"notes.txt", "files http://www.gnu.org/pub/{a,b}/x|y\n", false},
		{"notes.txt", "pattern http://www.gnu.org/[a-z]+/x\n", false},
		{"notes.txt", "see http://www.gnu.org/a\\|b here\n", false},
		// Documents: code blocks, prompts, examples of what not to write.
		{"README.md", "Run:\n\n```\ncurl http://www.gnu.org/a|b\n```\n", false},
		{"README.md", "Run:\n\n    curl http://www.gnu.org/a|b\n", false},
		{"README.md", "Example:\n\n>>> get(\"http://www.gnu.org/a|b\")\n", false},
		{"README.md", "Bad:\n\n    http://www.gnu.org/a|b\n\nGood:\n\n    http://www.gnu.org/a%7Cb\n", false},
		{"RULES.md", "**Incorrect:** http://www.gnu.org/a|b\n", false},
		{"README.md", "See http://www.gnu.org/a|b for more.\n", true},
		{"notes.txt", "Read <http://www.gnu.org/a[1]/x> today.\n", true},
		{"notes.txt", "Read <http://www.gnu.org/[id]/x> today.\n", false},                          // a name to fill in
		{"notes.txt", "Bad:\n  http://www.gnu.org/a|b\n\nSee http://www.gnu.org/c|d too.\n", true}, // the second one
		// A drive letter's bar, a line comparing spellings, a code span.
		{"Fetch.pm", "### Thus file:///d|/foo/bar.txt means the obvious\n", false},
		{"client.py", "if host[i+1:] == \"\": # http://foo.com:/ == http://foo.com/\n", false},
		{"notes.md", "Write `http://www.gnu.org/a|b` as shown.\n", false},
		// TeX reads "%" as a comment and "~" as a tie in its text, and in
		// \url's argument when that stands in another's (issue of fixsafe,
		// session 39: reasoned, not drawn); a port removed writes neither.
		{"paper.tex", "See http://www.gnu.org/a|b for more.\n", false},
		{"paper.tex", "See \\footnote{\\url{http://www.gnu.org/a|b}}.\n", false},
		{"paper.tex", "See http://www.gnu.org/%7Ealice/ for more.\n", false},
		{"paper.tex", "See http://www.gnu.org:80/ for more.\n", true},
		// A shell's pipe glued to a URL (review55 N5): a command or a flag
		// before the URL, a known command after the "|", or a shell's
		// syntax after its name; a path's "a|b" in prose is fixed.
		{"ci.yml", "steps:\n  - run: curl -s https://api.example.com/x|jq .\n", false},
		{"t.toml", "cmd = \"wget -qO- https://example.com/x|tar xz\"\n", false},
		{"notes.txt", "Pipe it: https://example.com/install|bash\n", false},
		{"notes.txt", "Pipe it: https://example.com/install|sh\n", true}, // the price: a short name, no command before
		{"notes.txt", "Then get3 -o- https://example.com/x|qzv\n", false},
		{"notes.txt", "Then get3 https://example.com/x|qzv -x\n", true}, // the price
		{"x.service", "ExecStart=/bin/sh -c \"curl https://example.com/x|/usr/local/bin/run2\"\n", false},
		{"notes.txt", "See https://example.com/a|b for more.\n", true},
		{"notes.txt", "See https://example.com/a|b/c and https://example.com/q?a|b&c=1\n", true},
		{"notes.txt", "Then get3 https://example.com/x|qzv\n", true}, // the price: read as a path's "a|b"
		// A Markdown table's "|" delimits its columns, in a URL too.
		{"notes.md", "| site | http://www.gnu.org/a|b |\n", false},
		{"notes.md", "site | http://www.gnu.org/a|b\n", false},
		// A line inside a string that spans lines is the program's data,
		// whatever it starts with ("#", "//", "*"): a docstring, a raw
		// string, a heredoc.
		{"x.py", "def f():\n    \"\"\"Doc.\n\n    * see http://www.gnu.org/a|b\n    \"\"\"\n", false},
		{"x.py", "s = '''\n# http://www.gnu.org/a|b\n'''\n", false},
		{"x.py", "s = \"\"\"a\"\"\"  # http://www.gnu.org/a|b\n", true},
		{"x.py", "s = \"\"\"\na\n\"\"\"\n# http://www.gnu.org/a|b\n", true},
		{"x.go", "package x\n\nvar s = `\n// see http://www.gnu.org/a|b\n`\n", false},
		{"x.go", "package x\n\nvar s = `a`\n\n// see http://www.gnu.org/a|b\n", true},
		{"x.go", "package x\n\nvar r = '`' // see http://www.gnu.org/a|b\n", true},
		{"x.sh", "#!/bin/sh\ncat <<EOF\n# see http://www.gnu.org/a|b\nEOF\n", false},
		{"x.sh", "#!/bin/sh\ncat << 'EOF'\n# see http://www.gnu.org/a|b\nEOF\n# see http://www.gnu.org/c|d\n", true}, // the second one
		{"script", "#!/bin/bash\ncat <<-EOF\n\t# see http://www.gnu.org/a|b\n\tEOF\n", false},
		{"x.pl", "my $x = <<\"END\";\n# see http://www.gnu.org/a|b\nEND\n", false},
		{"x.rb", "x = <<~EOS\n  # see http://www.gnu.org/a|b\n  EOS\n", false},
		{"x.rb", "list << item # see http://www.gnu.org/a|b\n", true},
		// review39 F2: the strings spanning lines of the other languages
		// (fixctx_lang.go); a code file of a language the table does not
		// know carries a quote left open.
		{"x.kt", "val s = \"\"\"\n// http://www.gnu.org/a|b\n\"\"\"\n", false},
		{"x.scala", "val s = \"\"\"a\\\"\"\"\n// http://www.gnu.org/a|b\n", true}, // raw: the "\\" escapes nothing
		{"Main.java", "String s = \"\"\"\n// http://www.gnu.org/a|b\n\"\"\";\n", false},
		{"x.swift", "let s = #\"\n// http://www.gnu.org/a|b\n\"#\n", false},
		{"x.rs", "let s = r##\"\n// http://www.gnu.org/a|b\n\"##;\n", false},
		{"x.rs", "let s = \"\n// http://www.gnu.org/a|b\n\";\n", false},
		{"x.rs", "fn f<'a>(x: &'a str) {} // http://www.gnu.org/a|b\n", true},
		{"x.cpp", "auto s = R\"x(\n// http://www.gnu.org/a|b\n)x\";\n", false},
		{"x.cpp", "auto s = R\"x(a)\")x\";\n// http://www.gnu.org/a|b\n", true},
		{"x.cs", "var s = @\"a\"\"\n// http://www.gnu.org/a|b\n\";\n", false},
		{"x.cs", "var s = \"\"\"\n// http://www.gnu.org/a|b\n\"\"\";\n", false},
		{"x.lua", "local s = [==[\n-- http://www.gnu.org/a|b\n]==]\n", false},
		{"x.lua", "local s = [[ -- http://www.gnu.org/a|b\n]]\n", false},
		{"x.lua", "--[[\n-- http://www.gnu.org/a|b\n]]\n", true},
		// Lua's "\z" skips the line break and blanks after it: the
		// string goes on (lua prints "x-- http://..."); "\\z" is a
		// backslash and a "z"; "\" before the line break splices.
		{"z.lua", "local t = \"x\\z\n   -- http://www.gnu.org/a|b\"\n", false},
		{"z.lua", "local t = 'x\\z  \n\n-- http://www.gnu.org/a|b'\n", false},
		{"z.lua", "local t = \"x\\\\z\n-- http://www.gnu.org/a|b\n", true},
		{"z.lua", "local t = \"x\\z\" -- http://www.gnu.org/a|b\n", true},
		{"z.lua", "local t = \"x\\\n-- http://www.gnu.org/a|b\"\n", false},
		{"x.zig", "const s =\n    \\\\// http://www.gnu.org/a|b\n;\n", false},
		{"x.jl", "s = \"\"\"\n# http://www.gnu.org/a|b\n\"\"\"\n", false},
		{"x.php", "$s = <<<EOT\n// http://www.gnu.org/a|b\nEOT;\n// http://www.gnu.org/c|d\n", true}, // the second one
		{"x.php", "$s = <<<EOT\n// http://www.gnu.org/a|b\nEOT;\n", false},
		{"Makefile", "define X\n# http://www.gnu.org/a|b\nendef\n", false},
		{"frob", "#!/usr/bin/env frob\nx = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		// review39 F3: a regular expression holding a backquote opens no template.
		{"x.js", "const re = /`/; const s = `\n// http://www.gnu.org/a|b\n`;\n", false},
		{"x.js", "const re = /`/; const s = `a`; // http://www.gnu.org/a|b\n", false}, // inComment reads one line, the regex's "`" a quote: stands back (a fix lost)
		{"x.js", "const s = `a` // http://www.gnu.org/a|b\n", true},
		// review39 F4: "<<" of a shift opens no heredoc.
		{"x.sh", "echo $((a<<b))\n# http://www.gnu.org/a|b\n", true},
		{"x.sh", "(( c = a << b ))\n# http://www.gnu.org/a|b\n", true},
		{"x.rb", "t = a<<b\n# http://www.gnu.org/a|b\n", true},
		{"x.rb", "t = a <<~B\n# http://www.gnu.org/a|b\nB\n", false},
		// A comment marker that is no prompt, nor a format's "%".
		{"x.erl", "%% see http://www.gnu.org/a|b\n", true},
		// review40 F2: string forms with delimiters of the program's
		// choice, brackets that nest, strings nested in interpolations.
		{"v.tcl", "set s {\n# http://www.gnu.org/a|b\n}\nputs $s\n", false},
		{"v.tcl", "set s [list a {b {\n}\n# http://www.gnu.org/a|b\n}]\n", false},
		{"v.tcl", "proc f {} {\n    # http://www.gnu.org/a|b\n}\n", true},
		{"v.tcl", "set s {a}\n# http://www.gnu.org/a|b\n", true},
		// Files whose text says their language (fixsafe10): a "#!" line,
		// Emacs and Vim mode lines, a copy's name; a language no reader
		// knows is all code.
		{"run", "#!/usr/bin/env expect\nspawn curl --url http://www.gnu.org/a|b\n", false},
		{"run", "#!/usr/bin/env expect\n# see http://www.gnu.org/a|b\n", true},
		{"run", "#!/usr/bin/env frobnicate\n# see http://www.gnu.org/a|b\n", false},
		{"run", "#!/usr/bin/make -f\nall:\n\tcurl http://www.gnu.org/a|b\n", false},
		{"run", "# -*- mode: python -*-\nu = 'http://www.gnu.org/a|b'\n", false},
		{"run", "# -*- mode: python -*-\n# see http://www.gnu.org/a|b\n", true},
		{"run", "u = 'http://www.gnu.org/a|b'\n# vim: set ft=python:\n", false},
		{"x.py.in", "u = 'http://www.gnu.org/a|b'\n", false},
		{"Makefile.in", "URL = http://www.gnu.org/a|b\n", false},
		{"x.proto", "option (u) = \"http://www.gnu.org/a|b\";\n", false},
		{"x.proto", "// see http://www.gnu.org/a|b\n", false},
		{"x.rnc", "namespace a = \"http://www.gnu.org/a|b\"\n", false},
		{"notes", "u = 'http://www.gnu.org/a|b'\n", true}, // nothing says it is code: prose
		// PostScript's strings nest their parentheses and span lines;
		// Prolog's quoted atoms.
		{"x.ps", "/u (see (a)\n%% http://www.gnu.org/a|b\n) def\n", false},
		{"x.ps", "/u (a\\)) (b) def\n%% http://www.gnu.org/a|b\n", true},
		{"x.ps", "(http://www.gnu.org/a|b) show\n", false},
		{"x.pro", "u('% http://www.gnu.org/a|b').\n", false},
		{"x.pro", "u('a%').\n%% http://www.gnu.org/a|b\n", true},
		{"x.pro", "/* http://www.gnu.org/a|b */\n", true},
		// review48 G2: "..." and `...` across lines, with "\"-newline
		// or without; escapes; character codes; ASCII85.
		{"x.pro", "u(`abc \\\n%% see http://www.gnu.org/a|b`).\n", false},
		{"x.pro", "u(\"a\n%% see http://www.gnu.org/a|b\n\").\n", false},
		{"x.pro", "u('a\n%% see http://www.gnu.org/a|b\n').\n", false},
		{"x.pro", "u(\"a\\x41\\\").\n%% see http://www.gnu.org/a|b\n", true},
		{"x.pro", "u(\"a\\x41\\\n%% see http://www.gnu.org/a|b\n\").\n", false},
		{"x.pro", "c(0'\"). c(0'%).\n%% see http://www.gnu.org/a|b\n", true},
		{"x.pro", "c(0''').\n%% see http://www.gnu.org/a|b\n", true},
		{"x.pro", "n(16'FF). c(0'`).\n%% see http://www.gnu.org/a|b\n", true},
		{"x.ps", "/a <~9jqo^\n%% http://www.gnu.org/a|b\n~> def\n", false},
		{"x.ps", "/a <~9jqo^~> def\n%% http://www.gnu.org/a|b\n", true},
		{"x.ps", "%%Title: http://www.gnu.org/a|b\n", true},
		{"v.pl", "my $s = q{\n# http://www.gnu.org/a|b\n};\n", false},
		{"v.pl", "my $s = qq(a (b\n)\n# http://www.gnu.org/a|b\n);\n", false},
		{"v.pl", "my @w = qw(\n# http://www.gnu.org/a|b\n);\n", false},
		{"v.pl", "$x = \"a\" . q(\n# http://www.gnu.org/a|b\n);\n", false},
		{"v.pl", "my $s = q#a\n# http://www.gnu.org/a|b\n#;\n", false},
		{"v.pl", "$s =~ s{a}\n{\n# http://www.gnu.org/a|b\n}x;\n", false},
		{"v.pl", "my %h = (q => 1, s => 2); my $v = $h{q};\n# http://www.gnu.org/a|b\n", true},
		{"v.pl", "my $s = q (a);\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "s = %q{\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.rb", "s = %Q[a\n# http://www.gnu.org/a|b\n]\n", false},
		{"v.rb", "s = %(\n# http://www.gnu.org/a|b\n)\n", false},
		{"v.rb", "puts %w(\n# http://www.gnu.org/a|b\n)\n", false},
		{"v.rb", "x = 7 % 3\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "x = %q(a)\n# http://www.gnu.org/a|b\n", true},
		{"v.ex", "s = ~s{\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.ex", "s = ~S|\n# http://www.gnu.org/a|b\n|\n", false},
		{"n.js", "const s = `${`\n// http://www.gnu.org/a|b\n`}`;\n", false},
		{"n.js", "const s = `${`${'x'}`}`;\n// http://www.gnu.org/a|b\n", true},
		{"v.swift", "let s = \"x\\(\"\"\"\n// http://www.gnu.org/a|b\n\"\"\")\"\n", false},
		{"v.groovy", "def s = /a\n// http://www.gnu.org/a|b\n/\n", false},
		{"v.groovy", "def s = $/a\n// http://www.gnu.org/a|b\n/$\n", false},
		{"v.ml", "let s = {id|\n(* http://www.gnu.org/a|b *)\n|id}\n", false},
		{"v.d", "string s = q\"(\n// http://www.gnu.org/a|b\n)\";\n", false},
		{"v.d", "string s = q{\n// http://www.gnu.org/a|b\n};\n", false},
		{"v.d", "string s = q\"EOS\n// http://www.gnu.org/a|b\nEOS\";\n", false},
		{"v.dart", "var a = r'''x\\''';\nvar b = r'''\n// http://www.gnu.org/a|b\n''';\n", false},
		{"v.ps1", "$s = \"a`\"\n# http://www.gnu.org/a|b\n\"\n", false},
		// review41 F3: Tcl's list arguments are data; only a command's
		// script arguments hold comments.
		{"v.tcl", "foreach x {\n# http://www.gnu.org/a|b\n} {\n  puts $x\n}\n", false},
		{"v.tcl", "lmap x {\n# http://www.gnu.org/a|b\n} {puts $x}\n", false},
		{"v.tcl", "foreach {k v} {\n# http://www.gnu.org/a|b\n} {}\n", false},
		{"v.tcl", "foreach a {1} b {\n# http://www.gnu.org/a|b\n} {}\n", false},
		{"v.tcl", "foreach x {a b} {\n  # http://www.gnu.org/a|b\n  puts $x\n}\n", true},
		{"v.tcl", "foreach x [list a {b}] {\n  # http://www.gnu.org/a|b\n  puts $x\n}\n", true},
		{"v.tcl", "proc p {{x {\n# http://www.gnu.org/a|b\n}}} {\n  puts $x\n}\n", false},
		{"v.tcl", "proc p {x} {\n  # http://www.gnu.org/a|b\n  puts $x\n}\n", true},
		{"v.tcl", "try {\n  puts ok\n} on error {e\n# http://www.gnu.org/a|b\n} {}\n", false},
		{"v.tcl", "try {\n  puts ok\n} on error {e o} {\n  # http://www.gnu.org/a|b\n}\n", true},
		{"v.tcl", "try {\n  # http://www.gnu.org/a|b\n} finally {}\n", true},
		{"v.tcl", "if {$x eq {\n# http://www.gnu.org/a|b\n}} {}\n", false},
		{"v.tcl", "while {$x == {\n# http://www.gnu.org/a|b\n}} {}\n", false},
		{"v.tcl", "if {1} {\n  puts a\n} elseif {\n# http://www.gnu.org/a|b\n} {}\n", false},
		{"v.tcl", "if {1} {\n  puts a\n} else {\n  # http://www.gnu.org/a|b\n}\n", true},
		{"v.tcl", "if {1} then {\n  # http://www.gnu.org/a|b\n}\n", true},
		{"v.tcl", "for {set i 0} {$i < {\n# http://www.gnu.org/a|b\n}} {incr i} {}\n", false},
		{"v.tcl", "for {set i 0} {$i < 1} {incr i} {\n  # http://www.gnu.org/a|b\n}\n", true},
		{"v.tcl", "namespace eval ns {\n  # http://www.gnu.org/a|b\n}\n", true},
		{"v.tcl", "namespace export {\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.tcl", "catch {puts a} {\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.tcl", "# a comment \\\n\"\nset s {a}\n# http://www.gnu.org/a|b\n", true},
		{"v.tcl", "set l [foreach x {a} {\n  # http://www.gnu.org/a|b\n}]\n", true},
		{"v.tcl", "set l [foreach x {\n# http://www.gnu.org/a|b\n} {}]\n", false},
		// fixsafe8: braces are a script only where the command's words
		// end as its grammar wants (TestFixPlanted -plantlang tcl
		// -plantseed 48: "} # note" after a body).
		{"v.tcl", "foreach x $l {\n  # http://www.gnu.org/a|b\n} # note\n", false},
		{"v.tcl", "foreach x $l {\n  # http://www.gnu.org/a|b\n} ;# note\n", true},
		{"v.tcl", "proc p {} {\n  # http://www.gnu.org/a|b\n} extra\n", false},
		{"v.tcl", "proc p {} {\n  # http://www.gnu.org/a|b\n}\nputs x\n", true},
		{"v.tcl", "if {1} {\n  # http://www.gnu.org/a|b\n} else {\n} # note\n", false},
		{"v.tcl", "if {1} {\n  # http://www.gnu.org/a|b\n} else {\n}\n", true},
		{"v.tcl", "catch {\n  # http://www.gnu.org/a|b\n} r o\n", true},
		{"v.tcl", "catch {\n  # http://www.gnu.org/a|b\n} r o x\n", false},
		{"v.tcl", "while 1 {\n  # http://www.gnu.org/a|b\n}; puts done\n", true},
		{"v.tcl", "while 1 {\n  # http://www.gnu.org/a|b\n} x; puts done\n", false},
		{"v.tcl", "set l [foreach x {a} {\n  # http://www.gnu.org/a|b\n} more]\n", false},
		{"v.tcl", "namespace eval ns {\n  foreach x $l {\n    # http://www.gnu.org/a|b\n  } y\n}\n", false},
		{"v.tcl", "namespace eval ns {\n  foreach x $l {\n    # http://www.gnu.org/a|b\n  } y}\n", false},
		{"v.tcl", "namespace eval ns {\n  # http://www.gnu.org/a|b\n} more\n", true},
		{"v.tcl", "proc p {} {\n  # http://www.gnu.org/a|b\n} \\\n  extra\n", false},
		// review41 F4: Ruby's #{...} nests strings.
		{"v.rb", "s = \"a #{\"\\\"\"}\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "s = %Q{x #{\"}\"}\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.rb", "s = \"#{h.map { |k, v| \"#{k}=}\" }.join}\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "t = \"x #{'\"'}\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "s = `a #{\"`\"}\n# http://www.gnu.org/a|b\n`\n", false},
		{"v.rb", "s = \"a #{\"\\\"\"} b\"\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "s = %Q{x #{\"}\"} {y}}\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "s = \"#{\n  # http://www.gnu.org/a|b\n1}\"\n", false},
		{"v.cr", "s = \"a #{\"\\\"\"}\n# http://www.gnu.org/a|b\n\"\n", false},
		// review41 F7: a regular expression after Ruby's and Perl's keywords.
		{"v.rb", "puts 1 if /\"/.match(\"x\")\ns = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "x = 1 unless /\"/ =~ \"a\"\ns = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "case x\nwhen /\"/ then 1\nend\ns = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "y = (true and /\"/)\ns = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "y = x / 2 / 3\n# http://www.gnu.org/a|b\n", true},
		{"v.pl", "print \"y\\n\" if /\"/;\nmy $s = \"\n# http://www.gnu.org/a|b\n\";\n", false},
		{"v.pl", "my @g = grep /\"/, (\"a\");\nmy $s = \"\n# http://www.gnu.org/a|b\n\";\n", false},
		{"v.pl", "my @g = split /'/, $x;\nmy $s = '\n# http://www.gnu.org/a|b\n';\n", false},
		{"v.pl", "my $d = $x / 2 / 3;\n# http://www.gnu.org/a|b\n", true},
		// review42 F4: in Ruby, "/" after a method's name and a space, with
		// no space after it, starts a regular expression; after a bare word
		// it may be a method's (a regex) or a local variable's (a division):
		// both readings are followed, and a comment is one where both agree.
		{"v.rb", "assert_match /\"/, \"s\"\nt = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "assert_no_match /\"/, \"a\"\nt = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "x = \"a\".scan /\"/\nt = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "refute_match /'/, s\nt = '\n# http://www.gnu.org/a|b\n'\n", false},
		{"v.rb", "expect(x).to match /\"/\nt = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "x = Foo::bar /\"/\nt = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "x = include? /\"/\nt = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "s = \"#{x.scan /\"/}\n# http://www.gnu.org/a|b\n\"\n", false},
		// A local variable's division, read both ways: the comment after the
		// readings meet again is fixed.
		{"v.rb", "a = 4\nb = a /2; c = \"\"\n# http://www.gnu.org/a|b\n", false},            // a regex would span lines
		{"v.rb", "a = 4\nb = a /2; c = \"\"\nd = 1 /\n# http://www.gnu.org/a|b\n3\n", true}, // the readings meet after d's line
		{"v.rb", "a = 4\nb = a /2 + 1 # a /b\nc = 1\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "assert_match /x/, s\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "a = 4\nb = a /2; t = \"/\"; u = \"# http://www.gnu.org/a|b\"\n", false},
		{"v.rb", "assert_match /x/, s # http://www.gnu.org/a|b\n", true},
		{"v.rb", "a = x /2; s = 1 # http://www.gnu.org/a|b /\n", false},
		{"v.rb", "a = @x /2 # http://www.gnu.org/a|b\n", true},
		// The words a line before makes local variables (before "=", in a
		// block's |...|, a method's parameters, a named capture): "/" after
		// one is read both ways; after any other word, as a regex.
		{"v.rb", "def am(a) = a\nam /\"/\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "am = 2\nb = am /\"/\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "[1].each { |am| am /\"/\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.rb", "def f(x,\n  am)\n  am /\"/\n# http://www.gnu.org/a|b\nend\n", false},
		{"v.rb", "if /(?<am>a)/ =~ s then am /\"/\n# http://www.gnu.org/a|b\nend\n", false},
		{"v.rb", "for am in [1] do am /\"/\n# http://www.gnu.org/a|b\nend\n", false},
		{"v.rb", "f = ->(am) { am /\"/\n# http://www.gnu.org/a|b\n}\n", false},
		{"v.rb", "begin; rescue => am\n am /\"/\n# http://www.gnu.org/a|b\nend\n", false},
		{"v.rb", "am, bm = 1, 2\nbm /\"/\n# http://www.gnu.org/a|b\n", false},
		{"v.rb", "am += 1\nam /\"/\n# http://www.gnu.org/a|b\n", false},
		// fixsafe4's remainder: a heredoc opened in Ruby's #{}: its body
		// is the program's data (one heredoc, two, the string going on).
		{"v.rb", "s = \"a #{<<~EOS} b\"\n  # http://www.gnu.org/a|b\nEOS\n", false},
		{"v.rb", "t = \"x #{<<-A + <<B}\"\n# http://www.gnu.org/a|b\n  A\n# http://www.gnu.org/c|d\nB\n", false},
		{"v.rb", "s = \"a #{<<~EOS}\n  # http://www.gnu.org/a|b\nEOS\nb\"\n", false},
		{"v.rb", "s = \"a #{<<~EOS}\n  x\nEOS\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "s = \"a #{<<~EOS} b\"\n  x\nEOS\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "s = \"a #{x<<y} b\"\n# http://www.gnu.org/a|b\n", true},
		// review41 F9: Perl's punctuation variables and Ruby's character
		// literal open no string.
		{"v.pl", "local $\" = \"-\";\nmy $s = \"\n# http://www.gnu.org/a|b\n\";\n", false},
		{"v.pl", "print $';\nmy $s = '\n# http://www.gnu.org/a|b\n';\n", false},
		{"v.pl", "local $\" = \"-\";\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "c = ?\"\ns = \"\n# http://www.gnu.org/a|b\n\"\n", false},
		{"v.rb", "c = ?'\ns = '\n# http://www.gnu.org/a|b\n'\n", false},
		{"v.rb", "c = ?\"\n# http://www.gnu.org/a|b\n", true},
		{"v.rb", "c = x ? \"a\" : \"b\"\n# http://www.gnu.org/a|b\n", true},
		// review43 M1: Perl's heredocs after "<<" and spaces with a quoted
		// word, "<<\\EOT", a quoted word with spaces in it (its closing
		// line holds them), several on a line (their bodies follow one
		// another), a word that closes only alone on its line; Ruby's
		// quoted words of any bytes; the shell's quoted and escaped words,
		// whose "<<-" takes tabs only before the word; PHP's "<<< ".
		{"h.pl", "$xs .= << \"EOT\";\n  # http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "$xs .= << 'EOT';\n  # http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "$xs .= <<\t\"EOT\" . \"x\";\n  # http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "$xs .= <<\\EOT;\n  # http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "f(<<\"    EOT\");\nEOT\n# http://www.gnu.org/a|b\n    EOT\n", false},
		{"h.pl", "f(<<\"    EOT\");\n    EOT\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "f(<<~\"EOT\");\n  x\n  EOT\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "print <<'.';\n. # http://www.gnu.org/a|b\n.\n", false},
		{"h.pl", "print <<\"A\", <<\"A\";\nx\nA\n# http://www.gnu.org/a|b\nA\n", false},
		{"h.pl", "print <<A, <<B;\nx\nA\n# http://www.gnu.org/a|b\nB\n", false},
		{"h.pl", "print <<A, <<B;\nx\nA\ny\nB\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $x = 1 << 2; # http://www.gnu.org/a|b\n", true},
		// Perl's "<<" after a term is a shift (toke.c expects an
		// operator there; perl -MO=Deparse agrees on every row): a
		// variable after an operator, a number, ")" or "]"; after a
		// word that may take a file handle ("print $fh <<EOT", "sort"),
		// a "}", or a word Perl may know as a function, a heredoc.
		{"h.pl", "my $x = $y << \"2\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "if ($y<<\"2\") {}\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my @b = ($a[0] << \"3\");\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $z = f(1) <<\"EOT\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $x = 1 <<\"EOT\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $v = $Foo::y <<\"2\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $v = $$r <<\"2\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $q = @a << \"2\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "return $x <<\"EOT\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "f() unless $x <<'EOT';\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "print $a, $x <<\"EOT\";\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "print $fh <<\"EOT\";\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "print $fh <<\"EOT\";\nx\nEOT\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "sort $x <<\"EOT\";\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "print STDERR <<\"EOT\";\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "my $v = $h{a} <<\"EOT\";\n# http://www.gnu.org/a|b\nEOT\n", false}, // a shift, read as a heredoc ("}"): a fix lost, never a value changed
		{"h.pl", "my $v = foo $x <<\"EOT\";\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "my $v = $o->m <<\"EOT\";\n# http://www.gnu.org/a|b\nEOT\n", false}, // a shift, read as a heredoc (a word)
		// The first variable in a list operator's parentheses, or at the
		// start of a line (the operator on the line before), may be
		// its indirect object: heredocs (review45 H1; perl -MO=Deparse
		// reads each as print $fh "..."). After "(" of no call, a shift.
		{"h.pl", "print($fh <<EOT);\nhello # see http://Example.COM:80/a\nEOT\n", false},
		{"h.pl", "print ($fh <<EOT);\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "printf($fh <<\"EOT\");\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "printf ($fh <<\"EOT\");\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "print(  $fh  <<EOT, \"x\");\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "exec($fh <<EOT);\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "say($fh <<'EOT');\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "foo($x <<\"EOT\");\n# http://www.gnu.org/a|b\nEOT\n", false}, // a user sub's: a shift or not, read as a heredoc
		{"h.pl", "print\n$fh <<EOT;\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "print(\n  $fh <<EOT);\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "print\n  ($fh <<EOT);\n# http://www.gnu.org/a|b\nEOT\n", false},
		{"h.pl", "print($fh <<EOT);\nx\nEOT\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "my $v = ($x <<\"EOT\");\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "return ($x <<\"EOT\");\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "f() if ($x <<\"EOT\");\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "print $a, ($x <<\"EOT\");\n# http://www.gnu.org/a|b\n", true},
		{"h.pl", "print($a, $x <<\"EOT\");\n# http://www.gnu.org/a|b\n", true},
		{"h.rb", "s = <<\"END OF IT\"\n# http://www.gnu.org/a|b\nEND OF IT\n", false},
		{"h.rb", "s = <<-`EOC`\n# http://www.gnu.org/a|b\n  EOC\n", false},
		{"h.rb", "s = <<~A + <<~B\n x\n A\n # http://www.gnu.org/a|b\n B\n", false},
		{"h.rb", "s = x << \"EOT\"\n# http://www.gnu.org/a|b\n", true},
		{"h.sh", "cat <<\\EOF\n# http://www.gnu.org/a|b\nEOF\n", false},
		{"h.sh", "cat << 'E O F' > x\n# http://www.gnu.org/a|b\nE O F\n", false},
		{"h.sh", "cat <<E\"O\"F\n# http://www.gnu.org/a|b\nEOF\n", false},
		{"h.sh", "cat <<-EOF\n  EOF\n# http://www.gnu.org/a|b\n\tEOF\n", false},
		{"h.sh", "cat <<-EOF\n\tEOF\n# http://www.gnu.org/a|b\n", true},
		{"h.php", "<?php\n$s = <<< \"EOT\"\n# http://www.gnu.org/a|b\nEOT;\n", false},
		// review43 L2: the lines after Perl's __DATA__ and __END__, and
		// Ruby's __END__, are data the program reads (but a Perl module's
		// POD after its __END__, which no program reads as DATA).
		{"d.pl", "while (<DATA>) { print }\n__DATA__\n# http://www.gnu.org/a|b\n", false},
		{"d.pl", "while (<DATA>) { print }\n__END__\n# http://www.gnu.org/a|b\n", false},
		{"d.pl", "__END__\n\n=head1 SEE\n\n# http://www.gnu.org/a|b\n\n=cut\n", false},
		{"D.pm", "1;\n__END__\n\n=head1 SEE\n\n# http://www.gnu.org/a|b\n\n=cut\n", true},
		{"D.pm", "1;\n\n=head1 SEE\n\n# http://www.gnu.org/a|b\n\n=cut\n", true},
		{"D.pm", "1;\n__END__\n# http://www.gnu.org/a|b\n", false},
		{"D.pm", "1;\n__DATA__\n\n=head1 SEE\n\nhttp://www.gnu.org/a|b\n", false},
		{"D.pm", "1;\n__END__x\n# http://www.gnu.org/a|b\n", true},
		{"d.rb", "puts DATA.read\n__END__\n# http://www.gnu.org/a|b\n", false},
		{"d.rb", "puts 1\n __END__\n# http://www.gnu.org/a|b\n", true},
		{"d.rb", "s = <<A\n__END__\nA\n# http://www.gnu.org/a|b\n", true},
		// A "/" that ends its line where an expression starts opens a
		// regular expression over the lines after (Ruby's and Perl's /x
		// patterns, whose "#" comments are the pattern's bytes); after a
		// value it divides.
		{"r.rb", "P = /\n  a # http://www.gnu.org/a|b\n/x\n", false},
		{"r.pl", "if ($s =~ /\n  a # http://www.gnu.org/a|b\n/x) {}\n", false},
		{"r.rb", "a = b /\n  2 # http://www.gnu.org/a|b\n", true},
		{"r.pl", "my $a = $b /\n  2; # http://www.gnu.org/a|b\n", true},
		// Crystal's regular expressions (its Ruby-like reading had none):
		// a "#" in one starts no comment, a quote in one opens no string.
		{"c.cr", "x = s.gsub(/ #/, \"http://www.gnu.org/a|b\")\n", false},
		{"c.cr", "y = s =~ /\"/\n# http://www.gnu.org/a|b\n", true},
		{"c.cr", "y = s =~ /\n  a # http://www.gnu.org/a|b\n/x\n", false},
		{"c.cr", "a = 4\nb = a /2 # http://www.gnu.org/a|b\n", false}, // "a /2 ..." read both ways: a regex in one
		// just's '...' and '''...''' are raw: a backslash before the
		// closing quotes escapes nothing, so the string ends there and the
		// "#" line after it is a comment; a '''...''' string's lines
		// stay as they are.
		{"justfile", "a := '''x\\'''\n# http://www.gnu.org/a|b\n", true},
		{"justfile", "a := 'x\\'\n# http://www.gnu.org/a|b\n", true},
		{"justfile", "a := '''\\'''\nb := '''\n# http://www.gnu.org/a|b\n'''\n", false},
		// The one table of languages (internal/lang) reads a C++ header
		// .hxx and a Tk script .tk as code, as extract does.
		{"x.hxx", "const char *u = \"http://www.gnu.org/a|b\";\n", false},
		{"x.hxx", "// http://www.gnu.org/a|b\n", true},
		{"x.tk", "set u \"http://www.gnu.org/a|b\"\n", false},
		// reStructuredText and doctest files (fixsafe9's and fixsafe10's
		// open item, lazr.uri's index.rst): a doctest's "..." and output
		// lines, a literal block after "::", a code directive's body.
		{"index.rst", "  >>> print(u)\n  http://www.gnu.org/a|b\n", false},
		{"index.rst", "  >>> t = '''\n  ...  * http://www.gnu.org/a|b\n  ... '''\n", false},
		{"index.rst", "  >>> print(u)\n  x\n\nSee http://www.gnu.org/a|b\n", true},
		{"notes.txt", ">>> print(u)\nhttp://www.gnu.org/a|b\n", false},
		{"index.rst", "Example::\n\n    curl http://www.gnu.org/a|b\n", false},
		{"index.rst", "Example::\n\n    curl x\n\nmore\n\n    http://www.gnu.org/a|b\n", true},
		{"index.rst", "Example::\n\n    curl x\n\nSee http://www.gnu.org/a|b\n", true},
		{"index.rst", "::\n\n\tGET http://www.gnu.org/a|b\n", false},
		{"index.rst", ".. code-block:: sh\n   :linenos:\n\n   curl http://www.gnu.org/a|b\n", false},
		{"index.rst", ".. testoutput::\n\n   http://www.gnu.org/a|b\n", false},
		{"index.rst", ".. note::\n\n   See http://www.gnu.org/a|b\n", true},
		{"index.rst", "Note: see\n    http://www.gnu.org/a|b\n", true},
		// A document format that only looks like text: its streams are
		// data, its offsets count bytes (the lead's message, 22:11).
		{"paper", "%PDF-1.4\n1 0 obj\nBT (http://www.gnu.org/a|b) Tj ET\n", false},
		{"x.pdf", "BT (http://www.gnu.org/a|b) Tj ET\n", false},
		{"notes.txt", "{\\rtf1\\ansi see http://www.gnu.org/a|b \\par}\n", false},
		{"notes.txt", "rtf: see http://www.gnu.org/a|b\n", true},
		// Fixtures are never fixed.
		{"testdata/notes.txt", "See http://www.gnu.org/a|b for more.\n", false},
		// The empty port of a CVSROOT is its syntax; a doubled scheme is no port.
		{"copyright", "  cvs://:pserver:anoncvs@sources.redhat.com:/cvs/src\n", false},
		{"index.html", "<a href=\"http://http://httpd.apache.org/docs/\">\n", false},
	} {
		got := fixText(t, tt.name, tt.text)
		if (got != tt.text) != tt.fixed {
			t.Errorf("%s %q: fixed %v, want %v:\n%s", tt.name, tt.text, got != tt.text, tt.fixed, got)
		}
		// The language server's fixes (TextFixes) are the Fixer's.
		if strings.HasSuffix(tt.name, ".tcl") {
			tf := NewTextFixes(tt.name, tt.text, extract.Options{})
			some := false
			for _, f := range lintFindings(t, mustLinter(t), tt.text) {
				some = some || tf.Add(&f) != nil
			}
			if some != tt.fixed {
				t.Errorf("%s %q: TextFixes fixes %v, want %v", tt.name, tt.text, some, tt.fixed)
			}
		}
	}
}

// urlWithDefects draws a URL with defects a fix would mend: unwise
// characters, escaped unreserved characters, a default or empty port.
func urlWithDefects(r *rand.Rand) string {
	hosts := []string{"www.gnu.org", "ftp.debian.org", "git.kernel.org", "files.example.net"}
	var b strings.Builder
	b.WriteString([]string{"http", "https", "ftp"}[r.IntN(3)])
	b.WriteString("://")
	b.WriteString(hosts[r.IntN(len(hosts))])
	switch r.IntN(4) {
	case 0:
		b.WriteString(":80")
	case 1:
		b.WriteString(":")
	}
	for n := 1 + r.IntN(3); n > 0; n-- {
		b.WriteString("/")
		b.WriteString([]string{"a", "pub", "docs", "x1", "v2.0"}[r.IntN(5)])
		switch r.IntN(5) {
		case 0:
			b.WriteString("|b")
		case 1:
			b.WriteString("^c")
		case 2:
			b.WriteString("%7Euser")
		case 3:
			b.WriteString("[id]")
		}
	}
	if r.IntN(3) == 0 {
		b.WriteString("?q=a|b")
	}
	return b.String()
}

// fixContexts are code and document contexts a URL is written in, with
// whether a fix there is safe. U stands for the URL.
var fixContexts = []struct {
	name, text string
	safe       bool
}{
	{"x.pl", "if ($u =~ m@^U@) { print 1 }\n", false},
	{"x.pl", "my $re = qr{^U$};\n", false},
	{"x.pl", "$s =~ s{U}{x}g;\n", false},
	{"x.pm", "# U\n", true},
	{"x.py", "re.compile(r'^U$')\n", false},
	{"x.py", "re.sub(\"U\", \"\", s)\n", false},
	{"x.py", "u = \"U/%s\" % name\n", false},
	{"x.py", "u = f\"U/{name}\"\n", false},
	{"x.py", "u = \"U/{}\".format(name)\n", false},
	{"x.py", "fnmatch.fnmatch(u, 'U*')\n", false},
	{"x.py", "get('U')\n", false},
	{"x.py", "# see U\n", true},
	{"x.go", "var re = regexp.MustCompile(`^U$`)\n", false},
	{"x.go", "s := fmt.Sprintf(\"U/%d\", n)\n", false},
	{"x.go", "ok, _ := path.Match(\"U*\", s)\n", false},
	{"x_test.go", "\t{\"U\", true},\n", false},
	{"x.go", "// U\n", true},
	{"x.go", "/* U */\n", true},
	{"x.js", "const re = /^U$/;\n", false},
	{"x.js", "const re = new RegExp('^U');\n", false},
	{"x.js", "const u = `${base}U`;\n", false},
	{"x.js", "// U\n", true},
	{"x.c", "printf(\"U\\n\");\n", false},
	{"x.c", "snprintf(b, n, \"U/%s\", s);\n", false},
	{"x.c", " * U\n", true},
	{"x.sh", "grep -E 'U' log\n", false},
	{"x.sh", "case $u in U) ;; esac\n", false},
	{"x.sh", "[[ $u == U ]] && echo\n", false},
	{"x.sh", "curl U | sh\n", false},
	{"x.sh", "# U\n", true},
	{"x.rb", "u =~ %r{U}\n", false},
	{"x.rb", "Regexp.new(\"U\")\n", false},
	{"x.md", "```\ncurl U\n```\n", false},
	{"x.md", "Text.\n\n    curl U\n", false},
	{"x.md", ">>> get(\"U\")\n", false},
	{"x.md", "$ curl U\n", false},
	{"x.md", "Bad: U\n", false},
	{"x.md", "See U for more.\n", true},
	{"x.txt", "Read <U> now.\n", true},
	{"x.txt", "See U.\n", true},
	{"testdata/x.txt", "See U.\n", false},
}

// TestFixNeverChangesCode is the property of a fix: a URL with defects
// drawn at random, written in contexts of many languages (regular
// expressions, character classes, format strings, globs, string escapes,
// test inputs, code blocks), is left alone where the context makes it no
// plain URL, and where a fix is made it changes only the URL's bytes: the
// tokens around are the same.
func TestFixNeverChangesCode(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 26))
	fixed, safe := 0, 0
	for i := 0; i < 400; i++ {
		c := fixContexts[r.IntN(len(fixContexts))]
		u := urlWithDefects(r)
		before, after, _ := strings.Cut(c.text, "U")
		text := before + u + after
		got := fixText(t, fmt.Sprint(i%7, "/", c.name), text)
		if !c.safe {
			if got != text {
				t.Errorf("%s: a fix in %q:\n%q\n%q", c.name, c.text, text, got)
			}
			continue
		}
		safe++
		if !strings.HasPrefix(got, before) || !strings.HasSuffix(got, after) {
			t.Errorf("%s: the text around the URL changed:\n%q\n%q", c.name, text, got)
		}
		if got != text {
			fixed++
		}
	}
	// Some URLs drawn have nothing to fix; most do.
	if fixed < safe/2 {
		t.Errorf("only %d of %d URLs fixed in safe contexts: the property checks little", fixed, safe)
	}
}

// TestFixture: which paths are tests and their data.
func TestFixture(t *testing.T) {
	for path, want := range map[string]bool{
		"net/url/url_test.go":               true,
		"go/doc/comment/testdata/old.txt":   true,
		"src/test/fixtures/a.json":          true,
		"tests/test_parse.py":               true,
		"lib/test_parse.py":                 true,
		"lib/parse_test.py":                 true,
		"t/01-basic.t":                      true,
		"web/app.test.js":                   true,
		"web/app.spec.ts":                   true,
		"spec/url_spec.rb":                  true,
		"src/FooTest.java":                  true,
		"__tests__/a.js":                    true,
		"README.md":                         false,
		"net/url/url.go":                    false,
		"docs/testing.md":                   false,
		"contest/entry.txt":                 false,
		"latest/notes.txt":                  false,
		"lib/test.py":                       false,
		"/usr/share/doc/foo/changelog":      false,
		"testimony.txt":                     false,
		`C:\src\testdata\x.txt`:             filepath.Separator == '\\',
		"doc/t/readme.txt":                  false,
		"usr/share/doc/python3/attest_x.py": false,
	} {
		if got := Fixture(path); got != want {
			t.Errorf("Fixture(%q) = %v, want %v", path, got, want)
		}
	}
}
