// Package chartest holds the test oracle of character columns: a count
// of characters written apart from pos.Continued, which the tests of
// extract and of the command check positions against.
package chartest

import "unicode/utf8"

// DecodedChars counts the characters of b as a UTF-8 decoder reads them
// (the WHATWG's, Unicode's "maximal subparts"): a valid sequence is one,
// and so is a byte that starts none (0x80-0xBF after no lead, an invalid
// byte) or the longest start of a sequence that a byte cuts.
func DecodedChars(b string) int {
	n := 0
	for i := 0; i < len(b); n++ {
		if _, size := utf8.DecodeRuneInString(b[i:]); size > 1 || b[i] < 0x80 {
			i += size
			continue
		}
		c := b[i]
		need, lo, hi := 0, byte(0x80), byte(0xbf)
		switch {
		case c >= 0xc2 && c <= 0xdf:
			need = 1
		case c == 0xe0:
			need, lo = 2, 0xa0
		case c >= 0xe1 && c <= 0xef:
			need = 2
			if c == 0xed {
				hi = 0x9f
			}
		case c == 0xf0:
			need, lo = 3, 0x90
		case c >= 0xf1 && c <= 0xf4:
			need = 3
			if c == 0xf4 {
				hi = 0x8f
			}
		}
		i++
		for k := 0; k < need && i < len(b) && b[i] >= lo && b[i] <= hi; k++ {
			i++
			lo, hi = 0x80, 0xbf
		}
	}
	return n
}
