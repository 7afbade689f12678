package lint

import (
	"math/rand/v2"
	"testing"
)

// TestNotURLFacts checks that notURL asked with the text's facts says
// what it says asked with every fact: no test it skips for a byte the
// text lacks could have said yes. On texts drawn from any byte, with
// the bytes its tests look for drawn more often, after a scheme and
// "://" or not.
func TestNotURLFacts(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	pieces := []string{"@", "|", "\\", "\\mbox{", "/", "?", "#", "http://", "a", "を", "仮定", "x.y", ":"}
	for range 200000 {
		var b []byte
		if r.IntN(4) > 0 {
			b = append(b, "http://"...)
		}
		for range r.IntN(8) {
			if r.IntN(3) == 0 {
				b = append(b, byte(r.IntN(256)))
			} else {
				b = append(b, pieces[r.IntN(len(pieces))]...)
			}
		}
		s := string(b)
		if got, want := notURL(s, textFacts(s)), notURL(s, ^facts(0)); got != want {
			t.Fatalf("notURL(%q) = %v with its facts, %v with all", s, got, want)
		}
	}
}
