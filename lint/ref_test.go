package lint

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// scribble overwrites every field of the finding f, as an emit that
// changes the finding it is handed by reference may (LintPlacedRef).
func scribble(f *Finding) {
	*f = Finding{Rule: "scribbled", Message: "scribbled", URL: "scribbled", Severity: Error,
		Start: pos.Pos{Offset: 1 << 40, Line: 1 << 30, Column: 1, Char: 1},
		End:   pos.Pos{Offset: 1 << 40, Line: 1 << 30, Column: 1, Char: 1},
		Fix:   []Edit{{Start: -1, End: -1}}}
}

// TestLintRefScribbled: the linter hands emit each finding by reference
// (LintPlacedRef, LintPartRef: no copy of some 400 bytes) and reads it no
// more once emit returns. An emit that keeps a copy and then writes over
// the finding gets every finding Lint gives, in the same order, over
// keptTextOf's texts (URLs with findings, directives used and unused,
// runs too long to be a URL, long lines, every printable byte and UTF-8),
// with HideInfo or not, a small or the default --max-url, and reads of
// random size.
func TestLintRefScribbled(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 4
	}
	told := 0
	for i := range n {
		rng := rand.New(rand.NewSource(int64(1000 + i)))
		text := keptTextOf(rng)
		opts := extract.Options{MaxURL: []int{64, 300, 4096, 0}[rng.Intn(4)]}
		l, err := New(Options{HideInfo: rng.Intn(2) == 0, Enable: []string{"all"}})
		if err != nil {
			t.Fatal(err)
		}
		var want []Finding
		if err := l.Lint(strings.NewReader(text), opts, func(f Finding) error {
			want = append(want, f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		var got []Finding
		keep := func(f *Finding) error {
			got = append(got, *f)
			scribble(f)
			return nil
		}
		k := &keptText{r: strings.NewReader(text), rng: rng}
		if _, err := l.LintPlacedRef(k, opts, nil, keep); err != nil {
			t.Fatal(err)
		}
		same(t, i, "LintPlacedRef", got, want)
		got = nil
		p := extract.Part{Data: []byte(text), Line: 1, End: len(text), EOF: true}
		if _, err := l.LintPartRef(p, opts, PartContext{}, keep); err != nil {
			t.Fatal(err)
		}
		var part []Finding
		if _, err := l.LintPart(p, opts, PartContext{}, func(f Finding) error {
			part = append(part, f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		same(t, i, "LintPartRef", got, part)
		told += len(want)
	}
	if told < 5*n {
		t.Errorf("%d findings in %d texts: the texts hold too few", told, n)
	}
}

func same(t *testing.T, i int, what string, got, want []Finding) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("case %d: %s told %d findings, the copies %d", i, what, len(got), len(want))
		return
	}
	for j := range got {
		if !reflect.DeepEqual(got[j], want[j]) {
			t.Errorf("case %d: %s's finding %d is\n%+v\nnot\n%+v", i, what, j, got[j], want[j])
			return
		}
	}
}
