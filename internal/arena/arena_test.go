package arena

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var seed = flag.Uint64("arenaseed", 5225, "seed of TestKeptStringsStay's draws (5225: tuned; 5226: held out)")

// drawBytes returns n bytes of every value (0 to 255), runs of one byte
// among them, so that a block written over shows as a change.
func drawBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		if i > 0 && r.IntN(4) == 0 {
			b[i] = b[i-1]
			continue
		}
		b[i] = byte(r.IntN(256))
	}
	return b
}

// TestKeptStringsStay: every string String hands out is prefix+text, and
// stays so while many more are cut from the same Arena (the blocks are
// never written over), whatever the block size, the texts' lengths (empty,
// short, at block/4 and past it) and bytes, and whether a prefix is given;
// the text given is the caller's and may be written over at once.
func TestKeptStringsStay(t *testing.T) {
	r := rand.New(rand.NewPCG(*seed, 27))
	for round := 0; round < 200; round++ {
		block := []int{1, 4, 16, 64, 2 << 10, 8 << 10}[r.IntN(6)] + r.IntN(8)
		var a Arena
		var got, want []string
		buf := make([]byte, 0, 2*block+64) // the caller's buffer, reused for every text
		for k := 0; k < 400; k++ {
			var n int
			switch r.IntN(5) {
			case 0:
				n = 0
			case 1:
				n = max(block/4+r.IntN(3)-1, 0) // about the limit
			case 2:
				n = block/4 + 1 + r.IntN(block+1) // its own string
			default:
				n = r.IntN(block/4 + 1)
			}
			prefix := ""
			if r.IntN(3) == 0 {
				prefix = string(drawBytes(r, r.IntN(n+1)))
			}
			text := append(buf[:0], drawBytes(r, max(n-len(prefix), 0))...)
			s := a.String(block, prefix, text)
			w := prefix + string(text)
			if s != w {
				t.Fatalf("round %d, block %d, cut %d: String(%q, %q) = %q", round, block, k, prefix, text, s)
			}
			for i := range text { // the caller's bytes written over
				text[i] ^= 0xff
			}
			got, want = append(got, s), append(want, w)
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("round %d, block %d: string %d of %d was %q, is %q after %d more cuts", round, block, i, len(got), want[i], got[i], len(got)-1-i)
				}
			}
		}
	}
}

// TestEmptyAllocatesNothing: the empty text is "" with no block made, and
// a short text after it starts the first block.
func TestEmptyAllocatesNothing(t *testing.T) {
	var a Arena
	if n := testing.AllocsPerRun(100, func() {
		if a.String(64, "", nil) != "" {
			t.Fatal("empty text is not \"\"")
		}
	}); n != 0 {
		t.Errorf("String of the empty text: %v allocations, want 0", n)
	}
	if a.b != nil {
		t.Errorf("String of the empty text made a block of %d", cap(a.b))
	}
}

// TestShortTextsShareBlocks: texts of up to block/4 bytes are cut from
// blocks of block bytes (one allocation for the first block and one
// each time a block is full), not one each.
func TestShortTextsShareBlocks(t *testing.T) {
	tests := []struct {
		block, n, prefix int
		allocs           float64 // per 64 strings
	}{
		{block: 2 << 10, n: 32, prefix: 0, allocs: 1},       // 64 x 32 = one block
		{block: 2 << 10, n: 32, prefix: 7, allocs: 1},       // the prefix counted in n
		{block: 2 << 10, n: 512, prefix: 0, allocs: 16},     // block/4: four a block
		{block: 2 << 10, n: 513, prefix: 0, allocs: 64},     // past block/4: each its own
		{block: 8 << 10, n: 100, prefix: 4, allocs: 1},      // lint's message block
		{block: 8 << 10, n: 2 << 10, prefix: 5, allocs: 16}, // block/4 exactly
	}
	for _, tt := range tests {
		prefix := strings.Repeat("p", tt.prefix)
		text := bytes.Repeat([]byte{'t'}, tt.n-tt.prefix)
		got := testing.AllocsPerRun(20, func() {
			var a Arena
			for range 64 {
				a.String(tt.block, prefix, text)
			}
		})
		if got != tt.allocs {
			t.Errorf("block %d, text %d (prefix %d): %v allocations for 64 strings, want %v", tt.block, tt.n, tt.prefix, got, tt.allocs)
		}
	}
}

// BenchmarkString: a URL's text of about 60 bytes cut from 2 KiB blocks,
// as extract's Scanner cuts them.
func BenchmarkString(b *testing.B) {
	text := []byte("https://www.example.com/path/to/some/page.html?q=1#frag")
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	var a Arena
	for b.Loop() {
		a.String(2<<10, "", text)
	}
}

// BenchmarkStringPrefix: the same with a prefix an abbreviated URL gets.
func BenchmarkStringPrefix(b *testing.B) {
	text := []byte("www.example.com/path/to/some/page.html")
	b.SetBytes(int64(len("http://") + len(text)))
	b.ReportAllocs()
	var a Arena
	for b.Loop() {
		a.String(2<<10, "http://", text)
	}
}
