package walk_test

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/urlsift/urlsift/internal/walktest"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/walk"
)

// TestParallelWalkSame: the walk read by the workers of a Sequencer
// (Run: each worker lists directories when its queue runs short, as
// eachInput reads every tree) gives, for 1 to 4 workers, the sequence of
// sources and errors that the walk ranged over on one goroutine gives:
// the same names in the same order, the same flags, each source's bytes
// or its error. The trees are drawn at random (walktest.Draw: names of
// every byte, links, loops, unreadable and vanishing files, paths too long
// to open), walked with every option of the walk and paths named more
// than once, missing, or a file. The parallel walk lists directories
// ahead with workers-1 listers (Options.Listers), the serial one with
// none.
func TestParallelWalkSame(t *testing.T) {
	trees := 40
	if testing.Short() {
		trees = 10
	}
	for seed := range uint64(trees) {
		rng := rand.New(rand.NewPCG(seed, 36))
		dir := t.TempDir()
		g := walktest.Draw(t, rng, dir, seed%4 == 1)
		o := walk.Options{
			Hidden:   rng.IntN(2) == 0,
			NoIgnore: rng.IntN(3) == 0,
			Follow:   rng.IntN(2) == 0,
			Gzip:     rng.IntN(2) == 0,
		}
		if rng.IntN(3) == 0 {
			o.Globs = []string{[]string{"*.gz", "!*.gz", "*a*", "!*b*", "[0-9]*"}[rng.IntN(5)]}
		}
		paths := []string{dir}
		if rng.IntN(3) == 0 && len(g.Files) > 0 {
			paths = append(paths, g.Files[rng.IntN(len(g.Files))], filepath.Join(dir, "missing"), dir)
		}
		want := serialWalk(t, g, paths, o)
		for workers := 1; workers <= 4; workers++ {
			o := o
			o.Listers = workers - 1
			got := parallelWalk(t, g, paths, o, workers)
			if got != want {
				t.Fatalf("seed %d, %d workers, %+v: the sequence differs from one goroutine's:\n%s", seed, workers, o, firstDiff(want, got))
			}
		}
		g.Restore()
	}
}

// TestListersSame: the walk with its directories listed ahead by 1 to 8
// listers (Options.Listers), each at most 1, 2 or 64 directories ahead
// of the walk (with 1 they wait for the walk at almost every directory),
// gives the sequence of sources and errors that the walk with no lister
// gives, each listing made as the walk comes to it: the same names in
// the same order, the same flags, each source's bytes or its error. The
// trees are drawn at random (walktest.Draw: names of every byte but "/"
// and NUL, depths, ignore files, links to files, to directories, loops,
// dangling and to themselves, unreadable and vanishing files, paths too
// long to open), walked with every option of the walk, from the tree's
// root, from a directory in it and with paths named twice, missing or a
// file.
func TestListersSame(t *testing.T) {
	defer func(n int) { *walk.MaxAheadPerLister = n }(*walk.MaxAheadPerLister)
	trees := 60
	if testing.Short() {
		trees = 15
	}
	for seed := range uint64(trees) {
		rng := rand.New(rand.NewPCG(seed, 38))
		dir := t.TempDir()
		g := walktest.Draw(t, rng, dir, seed%4 == 1)
		o := walk.Options{
			Hidden:   rng.IntN(2) == 0,
			NoIgnore: rng.IntN(3) == 0,
			Follow:   rng.IntN(2) == 0,
			Gzip:     rng.IntN(2) == 0,
		}
		if rng.IntN(3) == 0 {
			o.Globs = []string{[]string{"*.gz", "!*.gz", "*a*", "!*b*", "[0-9]*", "!*/", "a*/"}[rng.IntN(7)]}
		}
		paths := []string{dir}
		if rng.IntN(3) == 0 && len(g.Files) > 0 {
			paths = append(paths, g.Files[rng.IntN(len(g.Files))], filepath.Join(dir, "missing"), dir)
		}
		if rng.IntN(3) == 0 && len(g.Files) > 0 {
			paths = append(paths, filepath.Dir(g.Files[rng.IntN(len(g.Files))]))
		}
		want := serialWalk(t, g, paths, o)
		for _, listers := range []int{1, 2, 3, 8} {
			for _, ahead := range []int{1, 2, 64} {
				*walk.MaxAheadPerLister = ahead
				o := o
				o.Listers = listers
				if got := serialWalk(t, g, paths, o); got != want {
					t.Fatalf("seed %d, %d listers %d ahead each, %+v: the sequence differs from the walk's with none:\n%s", seed, listers, ahead, o, firstDiff(want, got))
				}
			}
		}
		g.Restore()
	}
}

// describe is what a test sees of one source: its name, flags, and bytes
// (their length and a digest of them) or error.
func describe(src *walk.Source, rd *walk.Reader) string {
	line := fmt.Sprintf("%q walked=%v maildir=%v root=%q", src.Name, src.Walked, src.Maildir, src.Root)
	done, err := src.Open(rd)
	if err != nil {
		return line + " error: " + err.Error() + "\n"
	}
	b, err := io.ReadAll(src.R)
	done()
	line += fmt.Sprintf(" size=%d decompressed=%v %d bytes %q", src.Size, src.Decompressed, len(b), b[:min(len(b), 60)])
	if err != nil {
		line += " read error: " + err.Error()
	}
	return line + "\n"
}

// serialWalk is the walk ranged over on one goroutine, as eachInput read
// it before Run.
func serialWalk(t *testing.T, g *walktest.Tree, paths []string, o walk.Options) string {
	var b strings.Builder
	var rd walk.Reader
	for src := range g.Sources(paths, o) {
		b.WriteString(describe(src, &rd))
	}
	return b.String()
}

// parallelWalk is the walk read by the workers of a Sequencer (Run), each
// source described by a task in its turn.
func parallelWalk(t *testing.T, g *walktest.Tree, paths []string, o walk.Options, workers int) string {
	var out bytes.Buffer
	s := pipeline.NewSequencer(&out, workers)
	readers := make([]walk.Reader, workers)
	sources := g.Sources(paths, o)
	err := s.Run(func(yield func(any) bool) {
		for src := range sources {
			if !yield(src) {
				return
			}
		}
	}, func(w int, tn *pipeline.Turn, arg any) {
		io.WriteString(tn, describe(arg.(*walk.Source), &readers[w]))
	})
	if err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// firstDiff shows the first line where two sequences differ.
func firstDiff(want, got string) string {
	w, g := strings.SplitAfter(want, "\n"), strings.SplitAfter(got, "\n")
	for i := range max(len(w), len(g)) {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\nwant %s\ngot  %s", i+1, a, b)
		}
	}
	return ""
}

// BenchmarkWalkWorkers measures the walk of the Go sources with every file
// opened and read whole, on 1, 2 and 4 workers of a Sequencer: the walk
// read by the workers themselves (run, as eachInput reads it); list is
// run with the directories listed ahead by workers-1 listers
// (Options.Listers).
func BenchmarkWalkWorkers(b *testing.B) {
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skip("go env GOROOT:", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(goroot)), "src")
	if _, err := os.Stat(dir); err != nil {
		b.Skip("no GOROOT/src:", err)
	}
	for _, how := range []string{"run", "list"} {
		for _, workers := range []int{1, 2, 4} {
			b.Run(fmt.Sprintf("%s/%d", how, workers), func(b *testing.B) {
				b.ReportAllocs()
				var size atomic.Int64
				for b.Loop() {
					size.Store(0)
					s := pipeline.NewSequencer(io.Discard, workers)
					readers := make([]walk.Reader, workers)
					task := func(w int, tn *pipeline.Turn, arg any) {
						src := arg.(*walk.Source)
						done, err := src.Open(&readers[w])
						if err != nil {
							return
						}
						n, _ := io.Copy(io.Discard, src.R)
						size.Add(n)
						done()
					}
					o := walk.Options{}
					if how == "list" {
						o.Listers = workers - 1
					}
					sources := walk.Sources([]string{dir}, o)
					s.Run(func(yield func(any) bool) {
						for src := range sources {
							if !yield(src) {
								return
							}
						}
					}, task)
				}
				b.SetBytes(size.Load())
			})
		}
	}
}
