package chartest

import "unicode"

// FormatRunes returns every character of Unicode's category Cf (format
// characters, drawn as nothing: the soft hyphen, the zero-width space
// and joiners, the word joiner, the byte order mark, the direction marks
// and embeddings, the Mongolian vowel separator, the tags…), read from
// unicode.Cf, and the combining grapheme joiner U+034F (Mn, as
// invisible), and the same grouped by the ranges of unicode.Cf's table:
// a test that draws a range first gives the few characters of the small
// ranges (U+00AD, U+FEFF) their weight beside the 96 tags.
func FormatRunes() (all []rune, ranges [][]rune) {
	add := func(lo, hi, stride uint32) {
		var rs []rune
		for c := lo; c <= hi; c += stride {
			rs = append(rs, rune(c))
		}
		all = append(all, rs...)
		ranges = append(ranges, rs)
	}
	// Cf, and the rest of Unicode's Default_Ignorable_Code_Point: the
	// variation selectors (U+FE00-FE0F, U+180B-180F, U+E0100-E01EF) and
	// the others (Hangul fillers U+115F, U+1160, U+3164, U+FFA0; U+17B4;
	// the reserved U+2065, U+FFF0-FFF8, U+E0000-E0FFF) (review54 N8).
	for _, t := range []*unicode.RangeTable{unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point} {
		for _, r := range t.R16 {
			add(uint32(r.Lo), uint32(r.Hi), uint32(r.Stride))
		}
		for _, r := range t.R32 {
			add(r.Lo, r.Hi, r.Stride)
		}
	}
	add(0x34f, 0x34f, 1)
	return all, ranges
}

// Invisible reports whether r is one of FormatRunes.
func Invisible(r rune) bool {
	return r == 0x34f || unicode.In(r, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point)
}
