package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/walktest"
)

// TestWorkersSameOnDrawnTrees: on trees drawn at random (walktest.Draw:
// names of every byte, links to nothing, to themselves and to their
// ancestors, compressed files broken and whole, paths too long to open,
// named pipes), extract in three formats and lint, with and without -z,
// --follow and --hidden, print with 2, 3, 4 and 8 workers (the walk read
// by one worker at a time, its directories listed ahead by the others)
// what one worker prints, on standard output and standard error, with the
// same exit status: the walk's errors in their place.
func TestWorkersSameOnDrawnTrees(t *testing.T) {
	cmds := [][]string{
		{"extract"},
		{"extract", "--format", "line"},
		{"extract", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none"},
	}
	for seed := range uint64(10) {
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
		for _, workers := range []int{1, 2, 3, 4, 8} {
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

// TestWorkersSameNestedIgnores: in a git repository of 85 directories
// three deep, each holding files and, drawn at random, a .gitignore or an
// .ignore that leaves out or takes back files and directories below it,
// extract and lint print with 2, 4 and 8 workers (the directories listed
// ahead of the walk by all but one) what one worker prints, and leave out
// what the ignore files say: a directory's ignore files apply below it,
// whichever goroutine listed it.
func TestWorkersSameNestedIgnores(t *testing.T) {
	for seed := range uint64(3) {
		rng := rand.New(rand.NewPCG(seed, 38))
		dir := t.TempDir()
		if err := os.Mkdir(filepath.Join(dir, ".git"), 0o755); err != nil {
			t.Fatal(err)
		}
		patterns := []string{"*.log", "!keep.log", "b*/", "!b1/", "c.txt", "/a0/", "**/d2/*.txt", "a*"}
		var fill func(d string, depth int)
		fill = func(d string, depth int) {
			for _, f := range []string{"c.txt", "keep.log", "x.log", "z.md"} {
				text := fmt.Sprintf("see http://example.org:80/%s/%s\n", d[len(dir):], f)
				if err := os.WriteFile(filepath.Join(d, f), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if rng.IntN(3) == 0 {
				var b strings.Builder
				for range 1 + rng.IntN(3) {
					b.WriteString(patterns[rng.IntN(len(patterns))] + "\n")
				}
				name := []string{".gitignore", ".ignore"}[rng.IntN(2)]
				if err := os.WriteFile(filepath.Join(d, name), []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			if depth == 3 {
				return
			}
			for _, sub := range []string{"a0", "b1", "c", "d2"} {
				p := filepath.Join(d, sub)
				if err := os.Mkdir(p, 0o755); err != nil {
					t.Fatal(err)
				}
				fill(p, depth+1)
			}
		}
		fill(dir, 0)
		// Each file's URL is printed once: by extract as it is, by lint
		// as its default port.
		for _, cmd := range [][]string{{"extract", "--format", "line", ":80/"}, {"lint", "--no-config", "--fail-level", "none", "--info", "(default-port)"}} {
			cmd, each := cmd[:len(cmd)-1], cmd[len(cmd)-1]
			var want string
			for _, workers := range []string{"1", "2", "4", "8"} {
				var out, errb bytes.Buffer
				argv := append(append([]string{"urlsift"}, cmd...), "-j", workers, dir)
				code := run(argv, strings.NewReader(""), &out, &errb)
				got := fmt.Sprintf("%s\n--- stderr\n%s\n--- exit %d", out.String(), errb.String(), code)
				if workers == "1" {
					want = got
					continue
				}
				if got != want {
					t.Fatalf("seed %d, %q: %s workers print otherwise than one", seed, cmd, workers)
				}
			}
			all := strings.Count(want, each)
			if all == 0 || all >= 85*4 {
				t.Errorf("seed %d, %q: %d of %d files' URLs printed: the ignore files left out none or all", seed, cmd, all, 85*4)
			}
		}
	}
}
