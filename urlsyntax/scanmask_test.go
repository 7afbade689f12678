package urlsyntax

import (
	"math/rand/v2"
	"testing"
)

// TestScanMasks: scanMasks (the vector version where it is built) gives
// scanMasksGo's masks for texts of every length up to scanMaskMax drawn
// from every byte and the pieces the readings look for (seed 5095), at
// every offset of a block of sixteen bytes; encIndex gives encIndexGo's
// index for those texts and longer ones.
func TestScanMasks(t *testing.T) {
	r := rand.New(rand.NewPCG(5095, 1))
	buf := make([]byte, 4*scanMaskMax)
	for n := range 200000 {
		ln := n % (scanMaskMax + 1)
		off := r.IntN(len(buf) - ln + 1)
		for i := range ln {
			switch r.IntN(4) {
			case 0:
				buf[off+i] = byte(r.IntN(256))
			case 1:
				buf[off+i] = "/%&\\=@:"[r.IntN(7)]
			default:
				buf[off+i] = "/%&\\=a.0"[r.IntN(8)]
			}
		}
		s := string(buf[off : off+ln])
		a, b, c := scanMasks(s)
		x, y, z := scanMasksGo(s)
		if a != x || b != y || c != z {
			t.Fatalf("scanMasks(%q) = %#x %#x %#x, want %#x %#x %#x", s, a, b, c, x, y, z)
		}
		// encIndex reads any length: the text and the text with what
		// follows it in buf.
		for _, s := range []string{s, string(buf[off : off+ln+r.IntN(len(buf)-off-ln+1)])} {
			if got, want := encIndex(s), encIndexGo(s); got != want {
				t.Fatalf("encIndex(%q) = %d, want %d", s, got, want)
			}
		}
	}
}
