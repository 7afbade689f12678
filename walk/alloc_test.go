//go:build unix

package walk

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// TestWalkAllocates: a walk of a directory of small files with no ignore
// file and no --glob, each file opened and read with one Reader,
// allocates per file only what the listing (os.ReadDir: the entry and
// its name), the file's path, its Source and the open (the path as a C
// string) need: not the paths the ignore files would match, nor a
// bytes.Reader for each file (issue 27, the two trees' per-file cost).
func TestWalkAllocates(t *testing.T) {
	// The files in a directory below the one walked: the paths matched
	// are made of the directory's and the name (at the top, the name
	// alone is no new string).
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	const files = 200
	for i := range files {
		if err := os.WriteFile(filepath.Join(sub, string(rune('a'+i%26))+string(rune('a'+i/26))+".txt"), []byte("some text http://example.org/\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var rd Reader
	buf := make([]byte, 64)
	walkAll := func() {
		n := 0
		for src := range Sources([]string{dir}, Options{NoIgnore: true, Hidden: true}) {
			done, err := src.Open(&rd)
			if err != nil {
				t.Fatal(err)
			}
			for {
				if _, err := src.R.Read(buf); err == io.EOF {
					break
				}
			}
			done()
			n++
		}
		if n != files {
			t.Fatalf("%d files walked, want %d", n, files)
		}
	}
	walkAll()
	// Per file: the Source, and but on Linux the entry and its name
	// (os.ReadDir), the path and the path given to open(2) as a C
	// string. On Linux the lister makes the paths of a directory's
	// entries as one string, and openRead the C string in the Reader's
	// buffer. The directory's own (its listing, the walk's state) are
	// shared by the 200.
	want := 5.0
	if runtime.GOOS == "linux" {
		want = 1
	}
	if per := testing.AllocsPerRun(10, walkAll) / files; per > want+0.5 {
		t.Errorf("%.2f allocations for each file walked, want at most %v", per, want)
	}
}
