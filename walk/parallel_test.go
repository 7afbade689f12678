package walk

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestCompressedFilesInParallel: several compressed files, named or met in
// a directory, are read on several workers at once (a batch of small
// sources never holds two of them). Each process waits for another one
// to be running (the first two do): with the files read one after the
// other, none ever is, and each waits out its time.
func TestCompressedFilesInParallel(t *testing.T) {
	dir := t.TempDir()
	var names []string
	for _, n := range []string{"a.txt.gz", "b.txt.gz", "c.warc.gz", "d.txt.gz"} {
		var b bytes.Buffer
		zw := gzip.NewWriter(&b)
		zw.Write([]byte(strings.Repeat("text http://example.com/\n", 1000)))
		zw.Close()
		p := filepath.Join(dir, "sub", n)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		names = append(names, p)
	}
	big := filepath.Join(dir, "big.txt")
	os.WriteFile(big, bytes.Repeat([]byte("plain text that is large\n"), 2*smallFile/25), 0o644)
	for _, tc := range []struct {
		name  string
		paths []string
	}{
		{"named", names},
		{"walked", []string{filepath.Join(dir, "sub")}},
		{"named large plain files", []string{big, big, big}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var running, started atomic.Int32
			var overlapped atomic.Bool
			o := Options{Workers: 2, Gzip: true, Stored: func(n string) bool { return strings.HasSuffix(n, ".warc.gz") }}
			Walk(tc.paths, o, func() *int { return new(int) }, func(worker int, src *Source, r *int) {
				if running.Add(1) >= 2 {
					overlapped.Store(true)
				}
				defer running.Add(-1)
				if started.Add(1) > 2 {
					return // the first two wait for each other
				}
				for deadline := time.Now().Add(3 * time.Second); !overlapped.Load() && time.Now().Before(deadline); {
					time.Sleep(time.Millisecond)
				}
			}, func(src *Source, r *int, err error) {
				if err != nil {
					t.Error(err)
				}
			})
			if !overlapped.Load() {
				t.Fatalf("%s: never two at once on two workers", tc.name)
			}
		})
	}
}
