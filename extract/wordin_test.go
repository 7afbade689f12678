package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"
)

// TestWordIn: wordIn gives word's bytes, whatever text, index and word
// (every byte value, indexes before, inside and past text, words that
// stand at the index, next to it, or nowhere); a piece of text where text
// holds word at the index, and else a copy that shares no byte with the
// raw text word was cut from.
func TestWordIn(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 27))
	for range 200000 {
		b := make([]byte, r.IntN(24))
		for j := range b {
			b[j] = byte(r.IntN(256))
			if r.IntN(2) == 0 {
				b[j] = "ab:@/"[r.IntN(5)]
			}
		}
		text := string(b)
		raw := strings.Repeat("x", r.IntN(4)) + text + strings.Repeat("y", r.IntN(4))
		lo := r.IntN(len(raw) + 1)
		hi := lo + r.IntN(len(raw)-lo+1)
		word := raw[lo:hi]
		i := r.IntN(len(text)+6) - 3
		got := wordIn(text, i, word)
		if got != word {
			t.Fatalf("wordIn(%q, %d, %q) = %q", text, i, word, got)
		}
		at := i >= 0 && i+len(word) <= len(text) && text[i:i+len(word)] == word
		if len(word) == 0 {
			continue
		}
		p, rp := uintptr(unsafe.Pointer(unsafe.StringData(got))), uintptr(unsafe.Pointer(unsafe.StringData(raw)))
		if at && p != uintptr(unsafe.Pointer(unsafe.StringData(text)))+uintptr(i) {
			t.Fatalf("wordIn(%q, %d, %q): a copy, not the piece of text", text, i, word)
		}
		if !at && p >= rp && p < rp+uintptr(len(raw)) {
			t.Fatalf("wordIn(%q, %d, %q): a piece of the raw text, not a copy", text, i, word)
		}
	}
}
