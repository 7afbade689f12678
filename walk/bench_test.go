package walk

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// benchTree is the tree the walk benchmarks read: the Go distribution's
// sources, on every machine that builds urlsift.
func benchTree(b *testing.B) string {
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
		walkSources([]string{dir}, Options{}, f, func(*Source) { n++ })
	}
	b.ReportMetric(float64(n)/float64(b.N), "files/op")
}

// BenchmarkWalk measures the whole walk, every file read by the workers,
// with one worker and with GOMAXPROCS.
func BenchmarkWalk(b *testing.B) {
	dir := benchTree(b)
	for _, w := range []struct {
		name    string
		workers int
	}{{"one", 1}, {"all", 0}} {
		b.Run(w.name, func(b *testing.B) {
			b.ReportAllocs()
			var size int64
			for b.Loop() {
				size = 0
				Walk([]string{dir}, Options{Workers: w.workers}, func() *int64 { return new(int64) },
					func(_ int, src *Source, r *int64) {
						n, _ := io.Copy(io.Discard, src.R)
						*r = n
					},
					func(_ *Source, r *int64, _ error) { size += *r })
			}
			b.SetBytes(size)
		})
	}
}
