package extract

import (
	"io"
	"math/rand/v2"
	"runtime"
	"testing"
)

// unitReader gives size bytes of units drawn from rng, made as they are
// read: the stream is never in memory whole.
type unitReader struct {
	units []string
	rng   *rand.Rand
	left  int
	cur   string
}

func (r *unitReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) && r.left > 0 {
		if r.cur == "" {
			r.cur = r.units[r.rng.IntN(len(r.units))]
		}
		k := copy(p[n:min(len(p), n+r.left)], r.cur)
		r.cur, n, r.left = r.cur[k:], n+k, r.left-k
	}
	if n == 0 {
		return 0, io.EOF
	}
	return n, nil
}

// liveHeap is the heap a collection leaves.
func liveHeap() uint64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// TestScanMemoryFlat: a Scanner whose URLs the caller drops holds as much
// memory at the end of a 32 MiB stream as at the end of a 4 MiB one: the
// blocks URL texts are cut from (emit), the raw text the secret
// reading reads (rawText) and the memos are kept per window, not per
// stream. The streams (seed 5454, stream 3) are URL-dense: the dense text's
// URLs, passwords and tokens of secretText, lines longer than the window,
// and bytes of every value; the live heap is sampled after a collection
// at every 4,000th URL and at the end.
func TestScanMemoryFlat(t *testing.T) {
	rng := rand.New(rand.NewPCG(5454, 3))
	units := []string{
		"http://user:pw@a.example:8080/x{y} ", "https://b.example:443/%zz ", "ftp://c.example/a|b ",
		"http://d.example:81/p^q ", "<http://e.example/ %41> ", "\n", "\r\n",
		"https://ghp_abcdefghijklmnopqrstuvwxyz0123456789@github.com/o/r ", "//bob:p@ss@db1,db2/x ",
		"<telnet:-\n//alice:hunter2pw@h.example/> ", "http://ex-\nample.org/p ", "mailto:kim@example.org ",
		"www.example.com/a ", "?next=https%3A%2F%2Falice%3Apw%40db ",
	}
	for range 40 {
		b := make([]byte, 1+rng.IntN(12))
		for j := range b {
			b[j] = byte(rng.IntN(256))
		}
		units = append(units, string(b))
	}
	peak := func(size int, opts Options) (uint64, int) {
		s := NewScanner(&unitReader{units: units, rng: rand.New(rand.NewPCG(5454, 4)), left: size}, opts)
		base := liveHeap()
		most, n := uint64(0), 0
		for s.Scan() {
			if n++; n%4000 == 0 {
				most = max(most, liveHeap())
			}
		}
		if err := s.Err(); err != nil {
			t.Fatal(err)
		}
		most = max(most, liveHeap())
		runtime.KeepAlive(s)
		return most - min(most, base), n
	}
	for _, opts := range []Options{{}, {Relative: true, Abbreviated: true, MaxURL: 64}} {
		small, ns := peak(4<<20, opts)
		large, nl := peak(32<<20, opts)
		t.Logf("%+v: %d URLs in 4 MiB, most live %d KiB; %d URLs in 32 MiB, most live %d KiB", opts, ns, small>>10, nl, large>>10)
		if nl < 4*ns {
			t.Fatalf("%d URLs in 32 MiB, %d in 4 MiB: the stream is not what it should be", nl, ns)
		}
		if large > small+(512<<10) {
			t.Errorf("%+v: %d KiB live after 32 MiB, %d KiB after 4 MiB: memory grows with the stream", opts, large>>10, small>>10)
		}
	}
}
