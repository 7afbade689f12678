package extract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestPlainTold: a URL the Scanner calls plain (URL.Plain, which lets the
// printer pass its text without reading it) holds no "@" and no encoding
// urlsyntax.NestedHint reads, and the boundary masker gives its text back
// as it is; over texts of URLs with secrets plain and encoded, bytes of
// any value, read in chunks of every size (seed 5046).
func TestPlainTold(t *testing.T) {
	rng := rand.New(rand.NewPCG(5046, 1))
	encoded := []string{"https://r.example/?next=https%3A%2F%2Falice%3AS3cret%40db.example%2Fx ", "%40", "%2540", "&#64;",
		"&commat;", "\\u0040", "\\x40", "=40", "%3A", "&colon;", "https://alice:pw&#64;db.example/x ", "https://u:p",
		"%2F", "https://a.example/", "a=b&c=d ", "\"postgres://alice:pw\\u0040db/x\" "}
	plain, told := 0, 0
	for i := range 200 {
		var b strings.Builder
		for b.Len() < 4000+rng.IntN(20000) {
			if rng.IntN(3) == 0 {
				b.WriteString(encoded[rng.IntN(len(encoded))])
			} else {
				b.WriteString(secretText(rng, 1+rng.IntN(200)))
			}
		}
		opts := Options{Relative: rng.IntN(2) == 0, Abbreviated: rng.IntN(2) == 0}
		if rng.IntN(2) == 0 {
			opts.MaxURL = 64
		}
		s := NewScanner(&chunkReader{s: b.String(), rng: rng}, opts)
		for s.Scan() {
			u := s.URL()
			clean := strings.IndexByte(u.Text, '@') < 0 && !urlsyntax.NestedHint(u.Text)
			plain += btoi(clean)
			if !u.Plain() {
				continue
			}
			told++
			if !clean || urlsyntax.MaskText(u.Text) != u.Text {
				t.Fatalf("text %d: %q told plain", i, u.Text)
			}
		}
		if s.Err() != nil {
			t.Fatal(s.Err())
		}
	}
	// Most plain URLs are told so (the rest met no question of the
	// Scanner's: their secret reading ended early).
	if told < plain/2 {
		t.Errorf("%d of %d plain URLs told plain", told, plain)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
