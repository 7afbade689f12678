package walk

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// benchTree is the tree the walk benchmarks read: the Go distribution's
// sources, on every machine that builds urlsift.
func benchTree(b testing.TB) string {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skip("go env GOROOT:", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "src")
	if _, err := os.Stat(dir); err != nil {
		b.Skip("no GOROOT/src:", err)
	}
	return dir
}

// BenchmarkWalkSources measures the directory walk alone (listing,
// ignore files, filters), the part of a walk one goroutine does.
func BenchmarkWalkSources(b *testing.B) {
	dir := benchTree(b)
	f := newFilter(Options{})
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		walkSources([]string{dir}, Options{}, &shared{}, f, func(*Source) bool { n++; return true })
	}
	b.ReportMetric(float64(n)/float64(b.N), "files/op")
}

// BenchmarkWalkSourcesListers measures the directory walk alone with
// its directories listed ahead by 1 and 2 listers (Options.Listers).
func BenchmarkWalkSourcesListers(b *testing.B) {
	dir := benchTree(b)
	for _, listers := range []int{1, 2} {
		b.Run(fmt.Sprint(listers), func(b *testing.B) {
			o := Options{Listers: listers}
			f := newFilter(o)
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				walkSources([]string{dir}, o, &shared{}, f, func(*Source) bool { n++; return true })
			}
			b.ReportMetric(float64(n)/float64(b.N), "files/op")
		})
	}
}

// BenchmarkWalk measures the whole walk with every file opened and read
// on one goroutine.
func BenchmarkWalk(b *testing.B) {
	dir := benchTree(b)
	b.ReportAllocs()
	var size int64
	var rd Reader
	for b.Loop() {
		size = 0
		for src := range Sources([]string{dir}, Options{}) {
			done, err := src.Open(&rd)
			if err != nil {
				continue
			}
			n, _ := io.Copy(io.Discard, src.R)
			size += n
			done()
		}
	}
	b.SetBytes(size)
}
