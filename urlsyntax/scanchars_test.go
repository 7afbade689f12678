package urlsyntax

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"unicode/utf8"
)

// scanCharsByByte is scanChars as it was before it skipped four bytes a
// step: its oracle.
func (r *Ref) scanCharsByByte(vs []Violation, c Component, ctx context) []Violation {
	s := r.Raw
	for i := c.Start; i < c.End; {
		if ctx != ctxScheme {
			for i < c.End && classTable[s[i]]&Excluded == 0 {
				i++
			}
			if i == c.End {
				break
			}
		}
		ch := s[i]
		k := classTable[ch]
		switch {
		case ch == '%':
			n := 0
			for n < 2 && i+1+n < c.End && Is(s[i+1+n], Hex) {
				n++
			}
			if n < 2 {
				vs = append(vs, Violation{Start: i, End: i + 1 + n, Kind: KindBadEscape, Section: "2.4.1"})
			} else if ctx == ctxScheme {
				vs = append(vs, Violation{Start: i, End: i + 3, Kind: KindBadScheme, Section: "4.1"})
			}
			i += 1 + n
			continue
		case k&NonASCII != 0:
			_, w := utf8.DecodeRuneInString(s[i:c.End])
			vs = append(vs, Violation{Start: i, End: i + w, Kind: KindNonASCII, Section: "2.1"})
			i += w
			continue
		case k&Unwise != 0:
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindUnwise, Section: "2.4.3"})
		case k&Excluded != 0:
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindExcluded, Section: "2.4.3"})
		case ctx == ctxScheme && k&Alphanum == 0 && ch != '+' && ch != '-' && ch != '.':
			vs = append(vs, Violation{Start: i, End: i + 1, Kind: KindBadScheme, Section: "4.1"})
		}
		i++
	}
	return vs
}

// TestScanCharsStep: scanChars gives what a byte-by-byte reading gives,
// for components of every length holding bytes of every value, placed
// anywhere in them (the four-byte step and its tail).
func TestScanCharsStep(t *testing.T) {
	rng := rand.New(rand.NewPCG(34, 27))
	for range 20000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = "abcdefgh0123456789-._~/"[rng.IntN(23)]
			if rng.IntN(8) == 0 {
				b[i] = byte(rng.IntN(256))
			}
		}
		r := &Ref{Raw: string(b)}
		lo := rng.IntN(len(b) + 1)
		hi := lo + rng.IntN(len(b)-lo+1)
		c := Component{Start: lo, End: hi, Defined: true}
		for ctx := ctxScheme; ctx <= ctxFragment; ctx++ {
			got, want := r.scanChars(nil, c, ctx), r.scanCharsByByte(nil, c, ctx)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q [%d:%d] ctx %d: %v, want %v", b, lo, hi, ctx, got, want)
			}
		}
	}
}
