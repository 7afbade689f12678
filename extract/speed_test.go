package extract

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestSchemeCutLastLetter: schemeCut's test of the letter before the
// colon lets through the last letter of every known scheme, and
// schemeCut answers what comparing with every known scheme answers, over
// words of scheme letters in both cases, other letters and non-ASCII
// bytes (the long s "ſ" folds to "s") before ":", ":/" and a line break.
func TestSchemeCutLastLetter(t *testing.T) {
	ref := func(b []byte, i int) bool {
		j := i + 1
		if j < len(b) && b[j] == '/' {
			j++
		}
		if j >= len(b) || b[j] != '\n' && !(b[j] == '\r' && j+1 < len(b) && b[j+1] == '\n') {
			return false
		}
		for _, known := range knownSlashSchemes {
			k := i - len(known)
			if k >= 0 && (k == 0 || class[b[k-1]]&cWord == 0) && bytes.EqualFold(b[k:i], []byte(known)) {
				return true
			}
		}
		return false
	}
	for _, known := range knownSlashSchemes {
		for _, w := range []string{known, string(bytes.ToUpper([]byte(known)))} {
			b := []byte(w + ":\n")
			if !schemeCut(b, len(w)) {
				t.Errorf("schemeCut(%q) = false", b)
			}
		}
	}
	rng := rand.New(rand.NewPCG(27, 6))
	pieces := []string{"h", "t", "p", "s", "f", "H", "T", "P", "S", "F", "ſ", "K", "x", " ", "-", "é", "\xc5", "\xbf"}
	for n := 0; n < 200000; n++ {
		var b []byte
		for k := rng.IntN(8); k > 0; k-- {
			b = append(b, pieces[rng.IntN(len(pieces))]...)
		}
		i := len(b)
		b = append(b, ':')
		if rng.IntN(2) == 0 {
			b = append(b, '/')
		}
		b = append(b, []string{"\n", "\r\n", "\r", "x"}[rng.IntN(4)]...)
		if got, want := schemeCut(b, i), ref(b, i); got != want {
			t.Fatalf("schemeCut(%q, %d) = %v, comparing with each known scheme: %v", b, i, got, want)
		}
	}
}

// TestPipeOrComma: pipeOrComma is bytes.IndexAny(site, "|,") over sites
// of those bytes, others and non-ASCII ones.
func TestPipeOrComma(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 7))
	alphabet := []byte("|,a.:-\xc2\xa6\xef\xbc\x8c")
	for n := 0; n < 100000; n++ {
		b := make([]byte, rng.IntN(12))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		if got, want := pipeOrComma(b), bytes.IndexAny(b, "|,"); got != want {
			t.Fatalf("pipeOrComma(%q) = %d, IndexAny %d", b, got, want)
		}
	}
}

// TestSiteEnd: siteEnd is bytes.IndexAny(t, "/?#"), as bytes and as a
// string, over texts of every byte value, the three delimiters weighted.
func TestSiteEnd(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 27))
	for n := 0; n < 100000; n++ {
		b := make([]byte, rng.IntN(24))
		for i := range b {
			switch rng.IntN(12) {
			case 0:
				b[i] = "/?#"[rng.IntN(3)]
			default:
				b[i] = byte(rng.IntN(256))
			}
		}
		want := bytes.IndexAny(b, "/?#")
		if got := siteEnd(b); got != want {
			t.Fatalf("siteEnd(%q) = %d, IndexAny %d", b, got, want)
		}
		if got := siteEnd(string(b)); got != want {
			t.Fatalf("siteEnd(string %q) = %d, IndexAny %d", b, got, want)
		}
	}
}
