package urlsyntax

import (
	"math/rand/v2"
	"testing"
)

// TestSecretRangeKept checks that Secret.Range, which gives the range
// AddText found rather than search again, is SecretRange of the text it
// is asked of: of the Secret's text, of another text, and after Add and
// AddReading of other strings; on URLs drawn from any byte, with the
// bytes that shape a userinfo drawn more often.
func TestSecretRangeKept(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	const shape = ":/@?#%[]."
	draw := func() string {
		b := make([]byte, r.IntN(28))
		for i := range b {
			switch r.IntN(3) {
			case 0:
				b[i] = shape[r.IntN(len(shape))]
			case 1:
				b[i] = byte('a' + r.IntN(4))
			default:
				b[i] = byte(r.IntN(256))
			}
		}
		if r.IntN(2) == 0 {
			return "http://" + string(b)
		}
		return string(b)
	}
	check := func(s *Secret, text, what string) {
		t.Helper()
		lo, hi, ok := s.Range(text)
		wlo, whi, wok := SecretRange(text)
		if lo != wlo || hi != whi || ok != wok {
			t.Fatalf("%s: Range(%q) = %d, %d, %v; SecretRange says %d, %d, %v", what, text, lo, hi, ok, wlo, whi, wok)
		}
	}
	for range 100000 {
		text, other := draw(), draw()
		var s Secret
		check(&s, text, "zero Secret")
		s.AddText(text)
		check(&s, text, "after AddText")
		check(&s, other, "another text")
		c := s // a copy keeps it
		check(&c, text, "a copy")
		switch r.IntN(3) {
		case 0:
			s.Add(other, 0, len(other)/2)
		case 1:
			s.AddReading(other)
		case 2:
			s.Add(text, 0, len(text)/2)
		}
		check(&s, text, "after Add or AddReading")
		check(&s, other, "another text, after Add or AddReading")
	}
}
