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
		if _, err := writeDiff(&got, "f", strings.NewReader(src), disjoint(es), nil); err != nil {
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

// TestWriteDiffWithholdsSecrets: a hunk that would show a byte of a URL
// holding a secret is left out, and named; the other hunks are as before.
func TestWriteDiffWithholdsSecrets(t *testing.T) {
	var src strings.Builder
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&src, "line %d\n", i)
	}
	text := src.String()
	at := func(line int) int { return strings.Index(text, fmt.Sprintf("line %d\n", line)) }
	es := []Edit{
		{Start: at(3), End: at(3) + 1, Old: "l", New: "L"},
		{Start: at(20), End: at(20) + 1, Old: "l", New: "L"},
	}
	for _, tt := range []struct {
		secret   [2]int
		withheld [][2]int
		shows    []string
	}{
		{[2]int{at(5), at(5) + 4}, [][2]int{{3, 3}}, []string{"+Line 20"}},        // context of the first hunk
		{[2]int{at(17) + 2, at(17) + 3}, [][2]int{{20, 20}}, []string{"+Line 3"}}, // context of the second
		{[2]int{at(10), at(10) + 4}, nil, []string{"+Line 3", "+Line 20"}},
	} {
		var got bytes.Buffer
		withheld, err := writeDiff(&got, "f", strings.NewReader(text), es, [][2]int{tt.secret})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(withheld) != fmt.Sprint(tt.withheld) {
			t.Errorf("secret %v: withheld %v, want %v", tt.secret, withheld, tt.withheld)
		}
		lo := strings.LastIndexByte(text[:tt.secret[0]], '\n') + 1
		line := text[lo : lo+strings.IndexByte(text[lo:], '\n')+1]
		if bytes.Contains(got.Bytes(), []byte(" "+line)) && tt.withheld != nil {
			t.Errorf("secret %v: the diff shows it:\n%s", tt.secret, got.Bytes())
		}
		for _, s := range tt.shows {
			if !bytes.Contains(got.Bytes(), []byte(s)) {
				t.Errorf("secret %v: the diff lacks %q:\n%s", tt.secret, s, got.Bytes())
			}
		}
	}
}
