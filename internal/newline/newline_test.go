package newline

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestCount holds Count to bytes.Count: every length up to 1,100 (the
// blocks of 128 and what is left after them) at every alignment of 32,
// over bytes of every value with "\n" drawn sparse, dense and as every
// byte; and texts past 127 blocks of nothing but "\n" (where a byte
// counter would pass 255 without its sums), of every length around
// the sums' boundaries. Seed 4854.
func TestCount(t *testing.T) {
	r := rand.New(rand.NewPCG(4854, 1))
	buf := make([]byte, 1100+32)
	for n := 0; n <= 1100; n++ {
		for _, density := range []int{0, 1, 8, 50, 100} {
			for i := range buf {
				if r.IntN(100) < density {
					buf[i] = '\n'
				} else {
					buf[i] = byte(r.IntN(256))
				}
			}
			at := r.IntN(32)
			b := buf[at : at+n]
			if got, want := Count(b), bytes.Count(b, nl); got != want {
				t.Fatalf("Count of %d bytes at %d, density %d%%: %d, want %d", n, at, density, got, want)
			}
		}
	}
	all := bytes.Repeat(nl, 3*127*blockSize+3*blockSize)
	for _, n := range []int{126, 127, 128, 129, 254, 255, 256, 381, 382} {
		for _, d := range []int{-1, 0, 1, blockSize - 1} {
			b := all[:max(0, n*blockSize+d)]
			if got := Count(b); got != len(b) {
				t.Fatalf("Count of %d line breaks: %d", len(b), got)
			}
		}
	}
	if got := Count(all); got != len(all) {
		t.Fatalf("Count of %d line breaks: %d", len(all), got)
	}
}

func FuzzCount(f *testing.F) {
	f.Add([]byte("a\nb\n"), uint8(0))
	f.Add(bytes.Repeat([]byte("\n\nx"), 200), uint8(3))
	f.Fuzz(func(t *testing.T, b []byte, rep uint8) {
		b = bytes.Repeat(b, 1+int(rep)%64)
		if got, want := Count(b), bytes.Count(b, nl); got != want {
			t.Fatalf("Count(%q) = %d, want %d", b, got, want)
		}
	})
}

// BenchmarkCount counts the line breaks of 64 KiB of text (a line of
// about 60 bytes), against bytes.Count.
func BenchmarkCount(b *testing.B) {
	text := bytes.Repeat([]byte("a line of prose of about sixty bytes, and its line break.\n"), 64<<10/59)
	b.Run("Count", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		for b.Loop() {
			Count(text)
		}
	})
	b.Run("bytes.Count", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		b.ReportAllocs()
		for b.Loop() {
			bytes.Count(text, nl)
		}
	})
}
