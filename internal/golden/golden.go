// Package golden compares test output with golden files, which a test's
// -update flag rewrites. It is for tests only.
package golden

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Check compares got with the file at path. With update set it writes got
// to path instead (creating its directory), so that `go test -update`
// records a change the reviewer then reads in the diff.
func Check(t testing.TB, update bool, path, got string) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test -update creates it)", err)
	}
	if d := Diff(string(want), got); d != "" {
		t.Errorf("%s differs (go test -update rewrites it if the change is right): %s", path, d)
	}
}

// Diff describes the first line where got differs from want, or returns ""
// when they are equal.
func Diff(want, got string) string {
	if want == got {
		return ""
	}
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n got %q\nwant %q", i+1, b, a)
		}
	}
	return "they differ only in line ends"
}
