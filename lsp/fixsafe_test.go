package lsp

import (
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/lint"
)

// TestQuickFixSafe: a quick fix is offered where lint --fix would apply
// it, and not in a regular expression, source code outside a comment, a
// code block of a document or a test.
func TestQuickFixSafe(t *testing.T) {
	l, err := lint.New(lint.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, src string
		fix       bool
	}{
		{"/home/u/notes.txt", "see http://www.gnu.org/a|b\n", true},
		{"/home/u/x.pl", "if ($u =~ m@^http://www.gnu.org/a|b@) { print }\n", false},
		{"/home/u/x.go", "var u = \"http://www.gnu.org/a|b\"\n", false},
		{"/home/u/x.go", "// see http://www.gnu.org/a|b\n", true},
		{"/home/u/README.md", "Run:\n\n```\ncurl http://www.gnu.org/a|b\n```\n", false},
		{"/home/u/testdata/notes.txt", "see http://www.gnu.org/a|b\n", false},
	} {
		fs, _, _, err := lintText(l, extract.Options{}, tt.name, tt.src)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, f := range fs {
			if len(f.edits) > 0 {
				got = true
			}
		}
		if got != tt.fix {
			t.Errorf("%s %q: quick fix offered %v, want %v", tt.name, tt.src, got, tt.fix)
		}
	}
}
