package walk

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

// TestSourceMore: Source.More says whether the walk gives anything after
// a source. On drawn trees whose every directory holds a file (so that
// whatever follows gives a source), walked as one or two roots among
// named files, with 0 to 3 listers, every source but the last says more
// and the last says none; a directory after the last file (empty, or
// holding only hidden files) makes it say more; standard input and
// named files say more but the last path.
func TestSourceMore(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 1))
	for n := range 40 {
		base := t.TempDir()
		var names []string
		var draw func(dir string, depth int)
		draw = func(dir string, depth int) {
			names = append(names, dir+fmt.Sprintf("f%d.txt", rng.IntN(100)))
			for range rng.IntN(3) {
				names = append(names, dir+fmt.Sprintf("g%02d.txt", rng.IntN(100)))
			}
			if depth < 3 {
				for k := range rng.IntN(4) {
					// Before the directory's files or after them.
					draw(dir+fmt.Sprintf("%c%d/", "dz"[rng.IntN(2)], k), depth+1)
				}
			}
		}
		draw("a/", 0)
		draw("b/", 0)
		writeTree(t, base, names...)
		named := filepath.Join(base, "named.txt")
		writeTree(t, base, "named.txt")
		a, b := filepath.Join(base, "a"), filepath.Join(base, "b")
		for _, paths := range [][]string{{a}, {a, b}, {named, a}, {a, named, b}} {
			o := Options{Listers: n % 4}
			var srcs []*Source
			for src := range Sources(paths, o) {
				srcs = append(srcs, src)
			}
			for i, src := range srcs {
				if want := i < len(srcs)-1; src.More != want {
					t.Fatalf("paths %q, listers %d: source %d of %d (%s) More %v, want %v", paths, o.Listers, i, len(srcs), src.Name, src.More, want)
				}
			}
		}
	}
	// What follows the last file gives nothing: it says more all the same.
	dir := t.TempDir()
	writeTree(t, dir, "a.txt", "z/.hidden")
	if err := os.Mkdir(filepath.Join(dir, "y"), 0o755); err != nil {
		t.Fatal(err)
	}
	var last *Source
	for src := range Sources([]string{dir}, Options{}) {
		last = src
	}
	if last == nil || filepath.Base(last.Name) != "a.txt" || !last.More {
		t.Errorf("the last file before empty directories: %+v, want a.txt with More", last)
	}
	var got []bool
	for src := range Sources([]string{"-", filepath.Join(dir, "a.txt"), "-"}, Options{Stdin: eofReader{}}) {
		got = append(got, src.More)
	}
	if fmt.Sprint(got) != "[true true false]" {
		t.Errorf("standard input, a named file, standard input: More %v, want [true true false]", got)
	}
}

type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, os.ErrClosed }
