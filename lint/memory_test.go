package lint

import (
	"fmt"
	"io"
	"runtime"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// TestLintLongLineMemory: memory stays flat on one line of many megabytes
// dense with findings. The findings of a URL wait for a suppression
// comment later on their line only within directiveWindow; before, a
// 30 MB line held all its findings until its end (1.2 GB). The input comes
// from a pipe, so it is never in memory itself.
func TestLintLongLineMemory(t *testing.T) {
	size := 12 << 20
	if testing.Short() {
		size = 4 << 20
	}
	pr, pw := io.Pipe()
	go func() {
		buf := make([]byte, 0, 64<<10)
		for n, i := 0, 0; n < size; i++ {
			buf = fmt.Appendf(buf, "http://h.example:8080/a|b{c}^%%zz/%d ", i)
			if len(buf) > 60<<10 {
				pw.Write(buf)
				n += len(buf)
				buf = buf[:0]
			}
		}
		pw.Write(append(buf, "urlsift:ignore\n"...))
		pw.Close()
	}()
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	var ms runtime.MemStats
	peak, n := uint64(0), 0
	err = l.Lint(pr, extract.Options{}, func(f Finding) error {
		if n++; n%20000 == 0 {
			runtime.ReadMemStats(&ms)
			peak = max(peak, ms.HeapInuse)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < size/40 {
		t.Fatalf("%d findings on %d bytes: the findings before the window were silenced", n, size)
	}
	if peak > 24<<20 {
		t.Errorf("peak heap in use %d MiB linting a %d MiB line, want under 24 MiB", peak>>20, size>>20)
	}
	t.Logf("%d findings, peak heap in use %.1f MiB", n, float64(peak)/(1<<20))
}
