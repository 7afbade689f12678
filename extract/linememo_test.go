package extract

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLineMemos: what the Scanner and its machine remember of their last
// searches for a line break (lastNL: the last "\n" before a place, for
// lineBegin; lineEndFrom: the first after one, for gutterBreak) answers as
// a search does, asked at every URL, at places around it and with
// bounds drawn at random, over texts of long and short lines drawn from
// every byte and URLs cut inside a password (seed 5095, stream 2),
// streamed in chunks of any size.
func TestLineMemos(t *testing.T) {
	rng := rand.New(rand.NewPCG(5095, 2))
	pieces := []string{"http://u:?xnm  ", "http://u:kxnm  ", "https://a.example/x ", "  ", " ", "\n", "\r\n", "x", "é",
		"|", "@", "http://u:pw@h.example/ "}
	asked := 0
	for i := range 200 {
		var b strings.Builder
		for b.Len() < 1000+rng.IntN(30000) {
			switch rng.IntN(6) {
			case 0:
				b.WriteString(strings.Repeat(pieces[rng.IntN(2)], 1+rng.IntN(400)))
			case 1:
				b.WriteByte(byte(rng.IntN(256)))
			default:
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		opts := Options{}
		if rng.IntN(2) == 0 {
			opts.MaxURL = 64
		}
		s := NewScanner(&chunkReader{s: b.String(), rng: rng}, opts)
		s.testSecret = func(m *machine, lo, hi int) {
			for range 3 {
				p := min(max(lo+rng.IntN(hi-lo+200)-100, 0), s.end)
				from := max(p-rng.IntN(2*lineBack), 0)
				want := -1
				if k := bytes.LastIndexByte(s.buf[from:p], '\n'); k >= 0 {
					want = from + k
				}
				if got := s.lastNL(from, p); got != want {
					t.Fatalf("text %d: last line break in [%d, %d): remembered %d, searched %d", i, from, p, got, want)
				}
				g := min(max(lo+rng.IntN(hi-lo+200)-100, 0), len(m.b))
				lim := g + rng.IntN(len(m.b)-g+1)
				want = lim
				if k := bytes.IndexByte(m.b[g:lim], '\n'); k >= 0 {
					want = g + k
				}
				if got := m.lineEndFrom(g, lim); got != want {
					t.Fatalf("text %d: first line break in [%d, %d): remembered %d, searched %d", i, g, lim, got, want)
				}
				asked++
			}
		}
		for s.Scan() {
		}
		if s.Err() != nil {
			t.Fatal(s.Err())
		}
	}
	if asked < 10000 {
		t.Fatalf("asked %d times", asked)
	}
}
