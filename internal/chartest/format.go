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
	for _, r := range unicode.Cf.R16 {
		add(uint32(r.Lo), uint32(r.Hi), uint32(r.Stride))
	}
	for _, r := range unicode.Cf.R32 {
		add(r.Lo, r.Hi, r.Stride)
	}
	add(0x34f, 0x34f, 1)
	return all, ranges
}

// Invisible reports whether r is one of FormatRunes.
func Invisible(r rune) bool { return r == 0x34f || unicode.Is(unicode.Cf, r) }
