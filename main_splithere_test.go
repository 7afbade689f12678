package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/walk"
)

// TestSplitHere: a large file is read in parts only when nothing comes
// after it in the walk, or when it is busySplitMin or more; the choice
// is the walk's (Source.More), made the same on every run.
func TestSplitHere(t *testing.T) {
	for _, c := range []struct {
		more bool
		size int64
		want bool
	}{
		{false, 6 << 20, true},
		{true, 6 << 20, false},
		{true, busySplitMin - 1, false},
		{true, busySplitMin, true},
		{false, busySplitMin, true},
	} {
		if got := splitHere(&walk.Source{More: c.more, Size: c.size}); got != c.want {
			t.Errorf("More %v, %d bytes: split %v, want %v", c.more, c.size, got, c.want)
		}
	}
	// Through the command: a large file walked before another is read
	// on one worker, the last one of a walk in parts; the output is one
	// worker's either way.
	text := largeText(t, 6<<20)
	for _, names := range [][]string{{"a-large.txt", "b.txt"}, {"a.txt", "b-large.txt"}} {
		dir := t.TempDir()
		for _, n := range names {
			body := "http://small.example/" + n + "\n"
			if strings.Contains(n, "large") {
				body = text
			}
			if err := os.WriteFile(filepath.Join(dir, n), []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		wantSplit := strings.Contains(names[1], "large")
		for _, cmd := range [][]string{{"extract"}, {"lint", "--no-config", "--fail-level", "none"}} {
			var outs []string
			for _, threads := range []string{"1", "2"} {
				before := splitFiles.Load()
				var out, errb bytes.Buffer
				argv := append(append([]string{"urlsift"}, cmd...), "--threads", threads, dir)
				if code := run(argv, strings.NewReader(""), &out, &errb); code != 0 {
					t.Fatalf("%v: exit %d: %s", argv, code, errb.String())
				}
				if split := splitFiles.Load() > before; split != (wantSplit && threads == "2") {
					t.Errorf("%v on %q: read in parts %v", argv, names, split)
				}
				outs = append(outs, out.String())
			}
			if outs[0] != outs[1] || len(outs[0]) < 1<<20 {
				t.Errorf("%v on %q: -j 2 gives %d bytes, -j 1 %d", cmd, names, len(outs[1]), len(outs[0]))
			}
		}
	}
}
