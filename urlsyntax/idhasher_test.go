package urlsyntax

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestIDHasherSameAsID checks that IDHasher.ID gives Secret.ID's fingerprint
// byte for byte, with one IDHasher reused over many generated secrets: words
// and masked texts drawn from every printable ASCII byte, non-ASCII runes and
// NUL, from zero to several words, and secrets found by SecretOf in
// generated URLs.
func TestIDHasherSameAsID(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 1))
	alpha := []rune{0, 'é', '密', '😀', 0x7f, '\u00a0'}
	for c := byte(0x20); c < 0x7f; c++ {
		alpha = append(alpha, rune(c))
	}
	word := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteRune(alpha[r.IntN(len(alpha))])
		}
		return b.String()
	}
	var f IDHasher
	for i := range 20000 {
		var s Secret
		for range r.IntN(5) {
			s.AddWord(word(r.IntN(40)))
		}
		masked := word(r.IntN(200))
		key := []byte(word(r.IntN(3) * 16))
		if got, want := f.ID(s, masked, key), s.ID(masked, key); got != want {
			t.Fatalf("%d: IDHasher.ID(%q, %q) = %q, Secret.ID = %q", i, s.words.all(), masked, got, want)
		}
		u := "https://" + word(r.IntN(12)) + ":" + word(r.IntN(12)) + "@h.example/" + word(r.IntN(20)) + "?token=" + word(r.IntN(20))
		s = SecretOf(u)
		m := s.Mask(u)
		if got, want := f.ID(s, m, key), s.ID(m, key); got != want {
			t.Fatalf("%d: IDHasher.ID of %q = %q, Secret.ID = %q", i, u, got, want)
		}
	}
	var zero IDHasher
	if got := zero.ID(Secret{}, "x", nil); got != "" {
		t.Errorf("IDHasher.ID with no secret = %q, want \"\"", got)
	}
}

// TestIDHasherAllocs checks that a reused IDHasher allocates only the
// 8-byte string it returns.
func TestIDHasherAllocs(t *testing.T) {
	s := SecretOf("https://user:hunter2@h.example/?api_key=abcdef0123456789")
	m := s.Mask("https://user:hunter2@h.example/?api_key=abcdef0123456789")
	var f IDHasher
	key := []byte("0123456789abcdef0123456789abcdef")
	for _, k := range [][]byte{nil, key} {
		f.ID(s, m, k)
		if n := testing.AllocsPerRun(100, func() { f.ID(s, m, k) }); n > 1 {
			t.Errorf("IDHasher.ID (key %q) allocates %v times, want at most 1", k, n)
		}
	}
}
