//go:build unix

package walk

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
)

// sameAsReadDir checks that the lister lists d as os.ReadDir does: the
// same entries in the same order, each path prefix+name, the same types,
// the same error.
func sameAsReadDir(t *testing.T, l *lister, d string) {
	t.Helper()
	prefix := strings.TrimSuffix(filepath.Join(d, "_"), "_")
	want, werr := os.ReadDir(d)
	got, gerr := l.list(nil, d, prefix, new(device), false)
	if fmt.Sprint(gerr) != fmt.Sprint(werr) {
		t.Fatalf("%s: error %v, os.ReadDir's %v", d, gerr, werr)
	}
	if len(got) != len(want) {
		t.Fatalf("%s: %d entries, os.ReadDir gives %d", d, len(got), len(want))
	}
	for i, e := range want {
		if got[i].path != prefix+e.Name() || got[i].typ != e.Type() {
			t.Fatalf("%s: entry %d is %q %v, os.ReadDir's %q %v", d, i, got[i].path, got[i].typ, prefix+e.Name(), e.Type())
		}
	}
}

// TestListSameAsReadDir: the lister (getdents on Linux) against
// os.ReadDir, on a directory of every kind of entry and of names of
// every byte a name may hold (more than one getdents buffer of them),
// on every directory of the Go sources' net tree, on the walked tests'
// trees, and on paths that are no directory.
func TestListSameAsReadDir(t *testing.T) {
	var l lister
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(27, 35))
	for range 700 {
		b := make([]byte, 1+rng.IntN(60))
		for i := range b {
			for b[i] == 0 || b[i] == '/' {
				b[i] = byte(rng.IntN(256))
			}
		}
		name := string(b)
		if name == "." || name == ".." {
			continue
		}
		path := filepath.Join(dir, name)
		var err error
		switch rng.IntN(8) {
		case 0:
			err = os.Mkdir(path, 0o755)
		case 1:
			err = os.Symlink("nowhere", path)
		case 2:
			err = os.Symlink(dir, path)
		case 3:
			err = syscall.Mkfifo(path, 0o644)
		default:
			err = os.WriteFile(path, nil, 0o644)
		}
		if err != nil && !os.IsExist(err) {
			t.Fatal(err)
		}
	}
	for _, name := range []string{".hidden", "a", "A", "a.txt", "é", "\xff", " space", "-"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sameAsReadDir(t, &l, dir)
	sameAsReadDir(t, &l, dir+"/")
	sameAsReadDir(t, &l, dir+"/.")
	for _, d := range []string{filepath.Join(dir, "missing"), filepath.Join(dir, "a.txt"), filepath.Join(dir, "a.txt", "x")} {
		sameAsReadDir(t, &l, d)
	}
	dirs := 0
	for _, root := range []string{filepath.Join(benchTree(t), "net", "http"), "testdata"} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				sameAsReadDir(t, &l, path)
				dirs++
			}
			return nil
		})
	}
	if dirs < 15 {
		t.Errorf("only %d directories compared", dirs)
	}
}

// TestHugeListingNotKept: the listing of a directory of more than
// maxKeptEntries entries (lowered to 8 here: making thousands of files
// takes seconds on a loaded disk) is not kept for the rest of the walk
// (by the tree, for the next directory at its depth, nor by the
// lister), and a small one is.
func TestHugeListingNotKept(t *testing.T) {
	defer func(n int) { maxKeptEntries = n }(maxKeptEntries)
	maxKeptEntries = 8
	for _, n := range []int{8, 9} {
		dir := t.TempDir()
		for i := range n {
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprint(i)), nil, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		files := 0
		tr := &tree{o: Options{NoIgnore: true}, filter: newFilter(Options{}), root: dir,
			yield: func(*Source) bool { files++; return true }}
		tr.cond.L = &tr.mu
		tr.walk(&node{path: dir, hidx: -1})
		if files != n {
			t.Fatalf("%d files walked, want %d", files, n)
		}
		kept := cap(tr.own.ents) > 0
		if huge := n > maxKeptEntries; kept == huge {
			t.Errorf("%d entries: listing kept %v", n, kept)
		}
		if runtime.GOOS == "linux" {
			if huge, keptNames := n > maxKeptEntries, tr.own.ls.keeps(); keptNames == huge {
				t.Errorf("%d entries: the lister's names kept %v", n, keptNames)
			}
		}
	}
}
