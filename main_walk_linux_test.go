package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/walktest"
)

// TestWorkersSameOnDrawnTrees: on trees drawn at random (walktest.Draw:
// names of every byte, links to nothing, to themselves and to their
// ancestors, compressed files broken and whole, paths too long to open,
// named pipes), extract in three formats and lint, with and without -z,
// --follow and --hidden, print with 2, 3 and 4 workers what one worker
// prints, on standard output and standard error, with the same exit
// status: the walk's errors in their place.
func TestWorkersSameOnDrawnTrees(t *testing.T) {
	cmds := [][]string{
		{"extract"},
		{"extract", "--format", "line"},
		{"extract", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none"},
	}
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 27))
		dir := t.TempDir()
		g := walktest.Draw(t, rng, dir, seed%2 == 0)
		var flags []string
		for _, f := range []string{"-z", "--follow", "--hidden", "--no-ignore"} {
			if rng.IntN(2) == 0 {
				flags = append(flags, f)
			}
		}
		args := append(append([]string{"urlsift"}, cmds[seed%4]...), flags...)
		var want string
		for workers := 1; workers <= 4; workers++ {
			var out, errb bytes.Buffer
			argv := append(append([]string{}, args...), "-j", string(rune('0'+workers)), dir, dir+"/missing")
			code := run(argv, strings.NewReader(""), &out, &errb)
			got := out.String() + "\n--- stderr\n" + errb.String() + "\n--- exit " + string(rune('0'+code))
			if workers == 1 {
				want = got
				continue
			}
			if got != want {
				t.Fatalf("seed %d, %q: %d workers print otherwise than one", seed, args, workers)
			}
		}
		if !strings.Contains(want, "missing") {
			t.Errorf("seed %d: the missing path is not reported", seed)
		}
		g.Restore()
	}
}
