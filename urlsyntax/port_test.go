package urlsyntax

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// checkPortParse is checkPort as it was before it told a port of digits
// its range as it read it: each byte checked by charFault, then the
// digits read again by strconv.ParseUint. Its oracle.
func (r *Ref) checkPortParse(vs []Violation) []Violation {
	s := r.Raw
	if r.Port.Defined {
		p := r.Port
		digits := true
		for i := p.Start; i < p.End; {
			if faulty, w := r.charFault(i, p.End); faulty || w > 1 || !Is(s[i], Digit) {
				digits = false
				if !faulty {
					vs = append(vs, Violation{Start: i, End: i + w, Kind: KindBadPort, Section: "4.3.1"})
				}
				i += w
				continue
			}
			i++
		}
		if digits && p.Len() > 0 {
			if n, err := strconv.ParseUint(s[p.Start:p.End], 10, 32); err != nil || n > 65535 {
				vs = append(vs, Violation{Start: p.Start, End: p.End, Kind: KindPortRange, Section: "4.3.1"})
			}
		}
	}
	return vs
}

// TestCheckPortAnyPort: checkPort gives what checkPortParse gives, for
// the port of a parsed URL drawn from digits of every length (leading
// zeros, near 65535 and then more digits, past 2^32 and 2^64), every byte
// value, "%" escapes good and bad and non-ASCII, in URLs with a host of
// each kind.
func TestCheckPortAnyPort(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 7))
	edges := []string{"", "0", "00000", "65535", "65536", "065535", "99999", "4294967295", "4294967296",
		"18446744073709551615", "18446744073709551616", "99999999999999999999999"}
	for i := range 50000 {
		var b strings.Builder
		switch rng.IntN(4) {
		case 0:
			b.WriteString(edges[rng.IntN(len(edges))])
		case 1:
			// Near the limit, then maybe more digits: a reading that
			// stops counting at the limit must still see them.
			b.WriteString(strings.Repeat("0", rng.IntN(3)) + strconv.Itoa(6553*[]int{1, 10}[rng.IntN(2)]+rng.IntN(12)-2))
			for range rng.IntN(3) {
				b.WriteByte("0123456789"[rng.IntN(10)])
			}
		default:
			for range rng.IntN(24) {
				b.WriteByte("0123456789"[rng.IntN(10)])
			}
		}
		port := []byte(b.String())
		if rng.IntN(3) == 0 && len(port) > 0 {
			// A byte of any value, an escape or a wide character.
			k := rng.IntN(len(port))
			ins := []string{string(rune(rng.IntN(256))), string([]byte{byte(rng.IntN(256))}), "%41", "%4", "%zz", "é", "\u2028", "\xff"}[rng.IntN(8)]
			port = append(port[:k], append([]byte(ins), port[k:]...)...)
		}
		text := []string{"http://", "ftp://u:p@", "//"}[rng.IntN(3)] + []string{"h.example", "[::1]", "1.2.3.4", ""}[rng.IntN(4)] + ":" + string(port) + []string{"", "/p", "?q", "#f"}[rng.IntN(4)]
		r := Parse(text)
		got, want := r.checkPort(nil), r.checkPortParse(nil)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%d: %q: checkPort %v, want %v", i, text, got, want)
		}
	}
}
