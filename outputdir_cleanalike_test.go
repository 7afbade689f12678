package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOutputDirCleanAlikeFiles: two inputs whose names are
// alike once cleaned ("link/../b" and "b", link a symbolic link to a
// directory elsewhere) are two files with one output file: the first
// input keeps the file and the second is reported not read, as for names
// that mask alike. 1417599's claims took the cleaned name for the same
// input, so both were read into the one file: one input's URLs were lost
// with exit status 0, and with -j 2 which one changed from run to run (1
// of 6 runs). The same file named twice ("w/b" and "w/./b") is one input:
// read, no error.
func TestOutputDirCleanAlikeFiles(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"real/sub", "w"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "real", "b"), []byte("see http://first.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "w", "b"), []byte("see http://second.example/\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join("..", "real", "sub"), filepath.Join(dir, "w", "link")); err != nil {
		t.Fatal(err)
	}
	w := filepath.Join(dir, "w")
	out := filepath.Join(dir, "out")
	var o, e bytes.Buffer
	code := run([]string{"urlsift", "extract", "-j", "1", "--output-dir", out, w + "/link/../b" /* (not filepath.Join: it cleans) */, filepath.Join(w, "b")}, strings.NewReader(""), &o, &e)
	var files []string
	var got []byte
	err := filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
			got, err = os.ReadFile(p)
		}
		return err
	})
	if err != nil || len(files) != 1 || !strings.Contains(string(got), "first.example") || code != 2 || !strings.Contains(e.String(), "not read") {
		t.Errorf("extract --output-dir of two files named alike once cleaned: exit %d, files %q, the output %q (%v), stderr %q; want the first input's URLs and the second not read (exit 2)", code, files, got, err, e.String())
	}
	o.Reset()
	e.Reset()
	out2 := filepath.Join(dir, "out2")
	code = run([]string{"urlsift", "extract", "-j", "2", "--output-dir", out2, w + "/b", w + "/./b"}, strings.NewReader(""), &o, &e)
	if code != 0 || e.Len() > 0 {
		t.Errorf("extract --output-dir of one file named twice: exit %d, stderr %q; want 0 and nothing", code, e.String())
	}
}
