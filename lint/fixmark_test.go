package lint

import (
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestFixMarks: a fix is not applied where the text around its URL points
// into it (markSafe): a line of marks next to it, a table's column after
// it, a mark inside it that the words around name; and is where the marks
// stand before the bytes it changes, a tab takes the change up, or the
// character is in a URL only. The Fixer (fixText) and a text held whole
// (TextFixes: the language server's fixes) decide alike.
func TestFixMarks(t *testing.T) {
	for _, tt := range []struct {
		name, text string
		fixed      bool
	}{
		// Go's html/template/context.go: the "^"s mark the query's ends.
		{"context.go", "package template\n\nconst (\n\t// urlPartQueryOrFrag occurs in the query portion between the ^s in\n\t// \"http://auth/path?^k=v#frag^\".\n\turlPartQueryOrFrag\n)\n", false},
		{"context.go", "package template\n\n// See \"http://auth/path?^k=v#frag^\".\nconst x = 1\n", true},
		{"x.py", "# ^ in \"http://auth.example/path?^k=v\"\n", false},
		{"x.py", "# the '|' between its parts: http://a.example/x|y\n", false},
		{"x.py", "# http://a.example/a^b\n# http://b.example/c^d\n", true},
		// A line of marks under the URL, at or after its fix.
		{"x.py", "# http://a.example:80/x\n#                 ^^^ the default port\n", false},
		{"x.py", "#                 vvv\n# http://a.example:80/x\n#                 ^^^\n", false},
		{"x.py", "# http://a.example:80/x\n# ^^^^ the scheme\n", true},
		{"x.go", "package x\n\n// foo://example.com:8042/over/there and http://example.com:80/over/there\n//                                           \\______________/\\_________/\nvar x = 1\n", false},
		{"notes.txt", "http://a.example/a^b\n                  ^ here\n", false},
		{"notes.txt", "http://a.example:80/a\n^ here\n", true},
		{"notes.txt", "http://a.example/a^b\n^ in it\n", false}, // "^" named
		{"notes.txt", "http://a.example/a^b\n^ here\n", true},
		{"notes.txt", "Read http://a.example/a|b today; {braces} and | stay.\n", true}, // a lone "|" is no name
		// A table: its next column, its border.
		{"x.sh", "# http://a.example:80/   first\n# http://b.example/      second\n", false},
		{"x.sh", "# http://a.example:80/\tfirst\n# http://b.example/\tsecond\n", true},
		{"x.sh", "# http://a.example:80/   first\n# other words\n", true},
		{"notes.txt", "| http://a.example:80/ | x |\n| http://b.example/    | y |\n", false},
		{"notes.txt", "| http://a.example:80/ | x |\n+----------------------+---+\n", false},
		// Markdown's rules are no marks: a table's delimiter row, a heading's underline.
		{"README.md", "| a | b |\n|---|---|\n| http://a.example:80/ | x |\n", true},
		{"README.md", "See http://a.example:80/x\n=========================\n", true},
		// In source code, only the lines of the comment count.
		{"x.sh", "# see http://a.example:80/x\n                         || die\n", true},
		{"x.sh", "echo '|'\n# see http://a.example/x|y\n", true},
		// Words around that speak of what the fix changes (Git's release notes).
		{"notes.txt", " * An earlier update broke an address, followed by a colon, followed by an empty string (instead\n   of the port number), e.g. ssh://example.com:/path/to/repo.\n", false},
		{"x.py", "# it listens on port 80: http://a.example:80/\n", false},
		{"x.py", "# it listens on a report: http://a.example:80/\n", true},
		{"x.py", "# %7E is escaped: http://a.example/%7Ea\n", false},
		// Text that speaks of parsing the URL (Git's RelNotes 2.3.4 and
		// 2.4.0: the port after an IPv6 literal is the example's point).
		{"2.3.4.txt", " * We did not parse username followed by literal IPv6 address in SSH\n   transport URLs, e.g. ssh://user@[2001:db8::1]:22/repo.git\n   correctly.\n", false},
		{"2.4.0.txt", " * We did not parse usernames followed by literal IPv6 addresses\n   correctly in SSH transport URLs; e.g.,\n   ssh://user@[2001:db8::1]:22/repo.git.\n   (merge 6b6c5f7 tb/connect-ipv6-parse-fix later to maint).\n", false},
		{"notes.txt", "Clone ssh://user@[2001:db8::1]:22/repo.git for the sources.\n", true},
		// fixsafe10's trigger was any word starting "pars" within two
		// lines: these were refused. A form of "parse" alone, a word
		// such as "parsec", "parsley" or "Parsons", says nothing of how
		// the URL is parsed.
		{"notes.txt", "The parser of a Paris report: http://a.example/a|b\n", true},
		{"x.py", "# Parse the JSON response from http://a.example:80/api\n", true},
		{"notes.txt", "Parsley and parsnip recipes: http://a.example/a|b\n", true},
		{"notes.txt", "Parsons School of Design: http://a.example:80/\n", true},
		{"notes.txt", "A parsec is 3.26 light years; see http://a.example/%7Ea\n", true},
		{"x.sh", "# parse command-line flags\n# docs: http://a.example:80/x\n", true},
		{"notes.txt", "Parsing the config is slow.\n\nMirror: http://a.example:80/x\n", true}, // another paragraph
		// Still refused: a form of "parse" and a word naming a URL or
		// its part (or a function that parses URLs) around the URL.
		{"notes.txt", "The URL parser now keeps the port in http://a.example:80/x\n", false},
		{"x.py", "# urlparse('http://a.example:80/x') drops nothing\n", false},
		{"notes.txt", "Fixed parsing of addresses such as\nhttp://a.example:/x\n", false},
		{"x.go", "package x\n\n// ParseURL reads http://a.example/%7Ea as it is.\nvar x = 1\n", false},
		{"notes.txt", "We misparsed hosts like http://a.example/a|b\n", false},
		// A version control URL's fragment is a commit-ish npm and pip
		// read as written (npm's package.json(5)); its other parts are
		// fixed.
		{"package-json.md", "git+ssh://git@github.com:npm/cli#semver:^5.0\n", false},
		{"package-json.md", "github:npm/cli#semver:^5.0\n", false},
		{"notes.txt", "git+https://github.com/o/r.git#v1.0|2\n", false},
		{"notes.txt", "git+https://github.com/o/r|s.git#v1.0\n", true},
		{"notes.txt", "https://example.com/a#sec|1 here\n", true},
		// Tcl counts a comment's braces inside a braced word: "}" escaped
		// would move the body's end.
		{"x.tcl", "proc p {} {\n    # see http://a.example/ch}am\n    return 1\n}\n", false},
		{"x.tcl", "proc p {} {\n    # see http://a.example/ch|am\n    return 1\n}\n", true},
		// A blank line ends the paragraph the marks are in.
		{"notes.txt", "http://a.example:80/x\n\n                ^^^\n", true},
	} {
		got := fixText(t, tt.name, tt.text)
		if fixed := got != tt.text; fixed != tt.fixed {
			t.Errorf("%s %q: fixed %v, want %v:\n%s", tt.name, tt.text, fixed, tt.fixed, got)
		}
		// The language server's fixes: offered exactly where --fix applies one.
		l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
		if err != nil {
			t.Fatal(err)
		}
		tf := NewTextFixes(tt.name, tt.text, extract.Options{})
		offered := false
		for _, f := range lintFindings(t, l, tt.text) {
			if len(f.Fix) > 0 && tf.Add(&f) != nil {
				offered = true
			}
		}
		if offered != tt.fixed {
			t.Errorf("%s %q: the language server offers a fix %v, want %v", tt.name, tt.text, offered, tt.fixed)
		}
	}
}

// TestFixColumnsWhole: where a column after a URL lines up with a line
// next to it, --fix and the language server's fix of all write, in one
// run, what a second run leaves (review54 N7): the "|" of another line's
// URL ("?q=a|b", "ppppp|q") is no table's border, and a tab takes up the
// change of an edit only where it takes up that of every choice of the
// line's edits (a "|" escaped, 2 bytes more, and ":80" dropped, 3 less:
// each alone, then the other, a run each). A real table's border stays
// where it is.
func TestFixColumnsWhole(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, text, want string }{
		// The "|" of the URL below lines up with "next": no column.
		{"notes.txt", "see http://a.example/x^y  next\nsee http://b.example/ppppp|q\n",
			"see http://a.example/x%5Ey  next\nsee http://b.example/ppppp%7Cq\n"},
		{"notes.txt", "see http://b.example/ppppp|q\nsee http://a.example/x^y  next\n",
			"see http://b.example/ppppp%7Cq\nsee http://a.example/x%5Ey  next\n"},
		// A real table's border does line up: nothing moves.
		{"notes.txt", "| http://a.example/x^y | next |\n| http://b.example/pp  | q    |\n",
			"| http://a.example/x^y | next |\n| http://b.example/pp  | q    |\n"},
		// The tab after "cdefghij" stands at column 33 and takes the
		// line to column 40, where the next line's "x" is: "|" escaped
		// (35) alone, or ":80" dropped (30) alone, do not both keep it.
		{"notes.txt", "http://a.example:80/aa|b/cdefghij\tx\nsee the notes of the last meeting here.\tx\n",
			"http://a.example:80/aa|b/cdefghij\tx\nsee the notes of the last meeting here.\tx\n"},
		// One edit the tab takes up: applied.
		{"notes.txt", "http://a.example/aa|b/cdefghijklmn\tx\nsee the notes of the last meeting here.\tx\n",
			"http://a.example/aa%7Cb/cdefghijklmn\tx\nsee the notes of the last meeting here.\tx\n"},
	} {
		if got := fixText(t, tt.name, tt.text); got != tt.want {
			t.Errorf("%s %q: --fix writes\n  %q\nwant\n  %q", tt.name, tt.text, got, tt.want)
		}
		fixes := NewTextFixes(tt.name, tt.text, extract.Options{})
		fs := lintFindings(t, l, tt.text)
		for i := range fs {
			fixes.Add(&fs[i])
		}
		all, _, err := applyEdits([]byte(tt.text), fixes.All())
		if err != nil {
			t.Fatal(err)
		}
		if string(all) != tt.want {
			t.Errorf("%s %q: the server's fix of all is\n  %q\nwant\n  %q", tt.name, tt.text, all, tt.want)
		}
	}
}
