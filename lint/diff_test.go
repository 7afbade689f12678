package lint

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteDiffMatchesDiffU compares writeDiff with the real `diff -u` on
// texts with edits in random lines: hunks, context and merging of close
// changes, and a last line without a line break.
func TestWriteDiffMatchesDiffU(t *testing.T) {
	if _, err := exec.LookPath("diff"); err != nil {
		t.Skip("no diff")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 60; n++ {
		lines := 1 + rng.Intn(40)
		var b strings.Builder
		var es []Edit
		for i := 0; i < lines; i++ {
			start := b.Len()
			fmt.Fprintf(&b, "x line %d", i)
			if rng.Intn(5) == 0 {
				es = append(es, Edit{Start: start, End: start + 1, Old: "x", New: "%7C"})
			}
			if i < lines-1 || n%3 != 0 {
				b.WriteString("\n")
			}
		}
		src := b.String()
		bs := []byte(src)
		fixed, _, err := applyEdits(bs, es)
		if err != nil {
			t.Fatal(err)
		}
		a, f := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		os.WriteFile(a, bs, 0o644)
		os.WriteFile(f, fixed, 0o644)
		want, _ := exec.Command("diff", "-u", a, f).Output()
		if i := bytes.Index(want, []byte("\n@@")); i >= 0 {
			want = want[i+1:]
		} else {
			want = nil
		}
		var got bytes.Buffer
		if err := writeDiff(&got, "f", strings.NewReader(src), disjoint(es)); err != nil {
			t.Fatal(err)
		}
		g := got.Bytes()
		if i := bytes.Index(g, []byte("@@")); i >= 0 {
			g = g[i:]
		}
		if !bytes.Equal(g, want) {
			t.Fatalf("case %d: writeDiff gives\n%s\ndiff -u gives\n%s", n, g, want)
		}
	}
}
