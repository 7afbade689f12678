package walk

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// TestListersBounded: listers run ahead of a walk that does not move
// (its first source held) until maxAheadPerLister*Listers directories are
// processed ahead of it, and no further, in a tree of 220 directories;
// the walk then gives every file; and the listers are gone when the walk
// ends, whole or stopped early. What a walk holds is the listings of the
// directories it is in and of those ahead: a number of directories that
// does not grow with the tree.
func TestListersBounded(t *testing.T) {
	defer func(n int) { maxAheadPerLister = n }(maxAheadPerLister)
	maxAheadPerLister = 3
	dir := t.TempDir()
	var names []string
	for i := range 20 {
		for j := range 10 {
			names = append(names, fmt.Sprintf("d%02d/e%02d/f.txt", i, j))
		}
	}
	writeTree(t, dir, names...)
	var tr *tree
	testTree = func(t *tree) { tr = t }
	defer func() { testTree = nil }()
	before := runtime.NumGoroutine()
	for _, stopAt := range []int{0, 5} {
		files := 0
		o := Options{Listers: 2}
		for range Sources([]string{dir}, o) {
			if files == 0 {
				// The walk holds its first source: the listers stop at
				// the bound.
				deadline := time.Now().Add(20 * time.Second)
				for {
					tr.mu.Lock()
					ahead, max := tr.ahead, tr.maxAhead
					tr.mu.Unlock()
					if ahead == max {
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("listers %d ahead of a walk held, want them to reach %d", ahead, max)
					}
					time.Sleep(time.Millisecond)
				}
			}
			files++
			if files == stopAt {
				break
			}
		}
		if want := len(names); stopAt == 0 && files != want {
			t.Errorf("%d files walked, want %d", files, want)
		}
		if tr.peak != 6 {
			t.Errorf("stop at %d: at most %d directories processed ahead of the walk, want 6 (2 listers, 3 each)", stopAt, tr.peak)
		}
		// The listers are gone when Sources returns (they return after
		// telling it so: a moment later).
		for deadline := time.Now().Add(5 * time.Second); runtime.NumGoroutine() > before; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Errorf("stop at %d: %d goroutines after the walk, %d before", stopAt, runtime.NumGoroutine(), before)
				break
			}
		}
	}
}

// TestListersNotStartedForFlatTree: a tree of no subdirectory starts no
// lister.
func TestListersNotStartedForFlatTree(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, "a", "b")
	if err := os.Symlink(filepath.Join(dir, "a"), filepath.Join(dir, "c")); err != nil {
		t.Fatal(err)
	}
	var tr *tree
	testTree = func(t *tree) { tr = t }
	defer func() { testTree = nil }()
	n := 0
	for range Sources([]string{dir}, Options{Listers: 4, Follow: true}) {
		n++
	}
	if n != 3 || tr.started {
		t.Errorf("%d files, listers started %v; want 3 and no lister", n, tr.started)
	}
}
