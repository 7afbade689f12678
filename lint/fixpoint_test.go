package lint

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestFixWholeAtOnce: a fix held by what another fix of the same run
// then changes is decided as the next run decides it, so that one run
// does what two would (the root package's TestFixWholeInOneRun draws
// such texts; these are the two causes it found at stop 57, written
// small). Each text is fixed by the Fixer (ApplyFixes) and by the fix of
// all of a text held whole (TextFixes.All), twice: the first gives what
// is wanted, the second changes nothing (on f47c5aa, 8 of 8 fail; the
// two tab cases, on 5530dad, 3 of 8).
func TestFixWholeAtOnce(t *testing.T) {
	l, err := New(Options{Enable: []string{"all"}, Disable: []string{"not-normalized"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, text, want string
	}{{
		// A column of the line after ("z" under "b") held the default
		// port's fix, and the line after's own fix moved it: the next
		// run let the first fix through. The column is locked: both
		// are held, and "z" stays under "b".
		"notes.txt",
		"see http://a.example:80/x  b\nsee http://b.example/%41 x z\n",
		"see http://a.example:80/x  b\nsee http://b.example/%41 x z\n",
	}, {
		// Shell's "[[" before the URL, a sign of a pattern in code, is
		// the bytes of a URL before it that the same run escapes.
		"run.sh",
		"# see <URL:http://a.example/x[[y> and http://b.example/^z\n",
		"# see <URL:http://a.example/x%5B%5By> and http://b.example/%5Ez\n",
	}, {
		// The first line's fixes move "u" past the tab stop, and "z" of
		// the third is under it: held, "z"'s column locked. The fix of
		// all let the first line's fixes through alone (a tab takes up
		// one alone), dropped them when it asked again with both
		// (untabbed), but kept the third line's fix that the lock holds:
		// the server and --fix disagreed (stop 57's one case at
		// TestFixWholeInOneRun -fidemseed 5281).
		"tab.txt",
		"see https://example.com/^a|b\tu\nsee\nsee http://example.com:80/x\tz\n",
		"see https://example.com/^a|b\tu\nsee\nsee http://example.com:80/x\tz\n",
	}, {
		// The case as drawn, less its other lines: the fix of all
		// applied the third line's fixes, after which the next run
		// applied the first line's.
		"tab2.txt",
		"# at é  notes  tx/h https://example.com/^a|b\tu[\n# ftp://ftp.example.net/pub/a|b/c\tpeD1L the\n# for http://Example.COM:80/\\%7Euser/x|y\t)=:?K at zU{p\n",
		"# at é  notes  tx/h https://example.com/^a|b\tu[\n# ftp://ftp.example.net/pub/a%7Cb/c\tpeD1L the\n# for http://Example.COM:80/\\%7Euser/x|y\t)=:?K at zU{p\n",
	}} {
		fixer := func(text string) string {
			p := filepath.Join(t.TempDir(), c.name)
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			var edits []Edit
			if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
				edits = append(edits, f.Fix...)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if _, err := ApplyFixes(p, sha256.Sum256([]byte(text)), edits, FixOptions{}); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			return string(b)
		}
		all := func(text string) string {
			fixes := NewTextFixes(filepath.Join("/home/u", c.name), text, extract.Options{})
			if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
				fixes.Add(&f)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			out, _, err := applyEdits([]byte(text), fixes.All())
			if err != nil {
				t.Fatal(err)
			}
			return string(out)
		}
		for _, way := range []struct {
			label string
			fix   func(string) string
		}{{"the Fixer", fixer}, {"the fix of all", all}} {
			once := way.fix(c.text)
			if once != c.want {
				t.Errorf("%s, %s: one run gives\n%q, want\n%q", c.name, way.label, once, c.want)
			}
			if twice := way.fix(once); twice != once {
				t.Errorf("%s, %s: a second run changes\n%q into\n%q", c.name, way.label, once, twice)
			}
		}
	}
}
