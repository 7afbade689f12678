package extract

import (
	"strings"
	"testing"
)

// TestBackslashByName: a backslash before a line break continues the line
// only in a file whose name says it is source code of a language that has
// the continuation (Options.Name, languageOf); in prose, and in a text
// with no name (standard input's "-"), it is the URL's, as it is on one
// line.
func TestBackslashByName(t *testing.T) {
	const angle = "    `docs <http://a.example/b/\\\n    c/d.html>`_\n"
	const quote = "  puts(\"http://a.example/b/\\\nc/d.html\");\n"
	tests := []struct {
		name, in, want string
	}{
		// FuzzExtract's seed (closing-42, a regression of 5975ec9): the
		// URL found bare is the same URL in <...> broken.
		{"", "<A0://\\\n   0>", "A0://\\0"},
		{"-", "<A0://\\\n   0>", "A0://\\0"},
		{"x.py", "<A0://\\\n   0>", "A0://0"},
		{"", angle, "http://a.example/b/\\c/d.html"},
		{"-", angle, "http://a.example/b/\\c/d.html"},
		{"README", angle, "http://a.example/b/\\c/d.html"},
		{"notes.txt", angle, "http://a.example/b/\\c/d.html"},
		{"doc/index.rst", angle, "http://a.example/b/\\c/d.html"},
		{"main.go", angle, "http://a.example/b/\\c/d.html"},
		{"lib/x.pm", angle, "http://a.example/b/\\c/d.html"},
		{"x.py", angle, "http://a.example/b/c/d.html"},
		{"/usr/lib/python3/dist-packages/pygments/lexers/business.py", angle, "http://a.example/b/c/d.html"},
		{"file:///home/u/src/X.PY", angle, "http://a.example/b/c/d.html"},
		{`C:\src\x.c`, angle, "http://a.example/b/c/d.html"},
		{"x.py.txt", angle, "http://a.example/b/\\c/d.html"},
		{".py", angle, "http://a.example/b/c/d.html"}, // a dot and an extension: Python (internal/lang)
		{"Makefile", angle, "http://a.example/b/c/d.html"},
		{"src/GNUmakefile", angle, "http://a.example/b/c/d.html"},
		{"x.c", quote, "http://a.example/b/c/d.html"},
		{"x.h", quote, "http://a.example/b/c/d.html"},
		{"x.rs", quote, "http://a.example/b/c/d.html"},
		{"x.go", quote, "http://a.example/b/"},
		{"", quote, "http://a.example/b/"},
		{"-", quote, "http://a.example/b/"},
	}
	for _, tt := range tests {
		s := NewScanner(strings.NewReader(tt.in), Options{Name: tt.name})
		var got []string
		for s.Scan() {
			got = append(got, s.URL().Text)
		}
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("%q named %q: got %q, want [%q]", tt.in, tt.name, got, tt.want)
		}
	}
}

// TestLanguageOf: the name's extension or whole base name, in any case.
func TestLanguageOf(t *testing.T) {
	for name, want := range map[string]srcLang{
		"": 0, "-": 0, "README": 0, "x.txt": 0, "x.go": 0, "x.pl": 0, "x.md": 0, ".py": langBackslash | langTriple, "py": 0, "x.": 0, "dir.py/x": 0,
		"x.py": langBackslash | langTriple, "a/b/X.Py": langBackslash | langTriple, `a\b\x.cpp`: langBackslash, "Makefile": langBackslash,
		"makefile": langBackslash, "CMakeLists.txt": langBackslash, "x.mk": langBackslash, "Dockerfile": langBackslash,
		"file:///x/y.sh": langBackslash, "x.1": langRoff, "bash.1.gz": langRoff, "X.3PM": langRoff, "x.8x.xz": langRoff,
		"x.man": langRoff, "x.10": 0, "x.1.txt": 0, "x.py.gz": langBackslash | langTriple, "x.kt": langTriple, "x.gz": 0, ".1": 0, strings.Repeat("a", 40) + ".py": langBackslash | langTriple, "x." + strings.Repeat("p", 20): 0,
	} {
		if got := languageOf(name); got != want {
			t.Errorf("languageOf(%q) = %d, want %d", name, got, want)
		}
	}
}

// TestLanguageOfAllocs: reading a name allocates nothing (Reset asks for
// each input of a walk).
func TestLanguageOfAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { languageOf("/usr/lib/python3/dist-packages/X.PY") }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
