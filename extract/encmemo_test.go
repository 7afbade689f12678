package extract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestEncodedAtAfterMemo: what the Scanner remembers of its last
// urlsyntax.EncodedAtAfter reading (encodedAtAfter, s.enc) answers as a
// reading of the text after each URL does, for every URL of texts drawn
// from every byte, secretText's URLs and the encodings of "@" and ":"
// (plain, cut at any byte, and at a line's end or the text's end),
// streamed in chunks of any size (seed 5094, stream 2).
func TestEncodedAtAfterMemo(t *testing.T) {
	rng := rand.New(rand.NewPCG(5094, 2))
	encoded := []string{"%40", "%2540", "%252540", "&#64;", "&#x40;", "&commat;", "\\u0040", "\\x40", "=40", "=3D40",
		"%3A", "&colon;", "\\u003a", "%", "%2", "%25", "=", "&#", "\\u00", " ", "\t", "\n", "\r", "\x0c", "\x01",
		"http://a.example/x ", "https://b.example/ ", "http://u:pw", strings.Repeat("x", 9)}
	calls, hits := 0, 0
	for i := range 300 {
		var b strings.Builder
		for b.Len() < 2000+rng.IntN(12000) {
			switch rng.IntN(4) {
			case 0, 1:
				b.WriteString(encoded[rng.IntN(len(encoded))])
			case 2:
				b.WriteByte(byte(rng.IntN(256)))
			default:
				b.WriteString(secretText(rng, 1+rng.IntN(120)))
			}
		}
		opts := Options{Relative: rng.IntN(2) == 0, Abbreviated: rng.IntN(2) == 0}
		if rng.IntN(2) == 0 {
			opts.MaxURL = 64
		}
		text := b.String()
		s := NewScanner(&chunkReader{s: text, rng: rng}, opts)
		s.testSecret = func(m *machine, lo, hi int) {
			if hi >= s.end {
				return
			}
			want := urlsyntax.EncodedAtAfter(s.buf[hi:min(hi+secretAfter, s.end)])
			if got := s.encodedAtAfter(hi); got != want {
				t.Fatalf("text %d: after %q (stream offset %d): remembered %v, read %v", i, s.u.Text, s.bufOff+hi, got, want)
			}
			calls++
			hits += btoi(want)
		}
		for s.Scan() {
		}
		if s.Err() != nil {
			t.Fatal(s.Err())
		}
	}
	if hits == 0 || hits == calls {
		t.Fatalf("%d of %d readings hit: the draw tells nothing", hits, calls)
	}
}
