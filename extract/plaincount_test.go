package extract

import (
	"math/rand/v2"
	"testing"
)

// TestPlainASCII (seed 4952): plainASCII answers as a byte loop does on
// slices of every length to plainCount+8, at every alignment, with every
// byte value at every index over a filling of printable ASCII and
// tabs, and with a second byte of any value after it: a "\n" or a byte of
// 0x80 or more anywhere in a word, in the last word that overlaps the one
// before, or in the bytes of a slice shorter than a word.
func TestPlainASCII(t *testing.T) {
	r := rand.New(rand.NewPCG(4952, 1))
	naive := func(b []byte) bool {
		for _, c := range b {
			if c == '\n' || c >= 0x80 {
				return false
			}
		}
		return true
	}
	buf := make([]byte, plainCount+8+16)
	for n := 0; n <= plainCount+8; n++ {
		for i := 0; i <= n; i++ {
			for v := 0; v < 256; v++ {
				at := r.IntN(16)
				b := buf[at : at+n]
				for k := range b {
					b[k] = byte(' ' + r.IntN(95))
					if r.IntN(16) == 0 {
						b[k] = '\t'
					}
				}
				if i < n {
					b[i] = byte(v)
					if r.IntN(8) == 0 {
						b[r.IntN(n)] = byte(r.IntN(256))
					}
				}
				if got, want := plainASCII(b), naive(b); got != want {
					t.Fatalf("plainASCII(%q) = %v, want %v", b, got, want)
				}
			}
		}
	}
}
