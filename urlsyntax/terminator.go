package urlsyntax

import "unicode/utf8"

// TerminatorRune reports whether a non-ASCII rune ends a URL in prose:
// spaces, typographic quotes and guillemets, CJK and fullwidth
// punctuation, the invisible direction marks, box drawing (a table's
// borders) and Arabic punctuation. Other non-ASCII characters belong to
// an IRI. The one list of them: extract's scanner ends a URL at one, and
// the readings of the forms of "@" and ":" (nfkcReads) end a word at one.
func TerminatorRune(r rune) bool {
	switch {
	case r == utf8.RuneError:
		return true
	case r < 0xa0:
		return r >= 0x80 // C1 controls
	case r == 0xa0, r == 0xab, r == 0xbb: // no-break space, « »
		return true
	case r == 0x1680: // Ogham space mark, white space as U+2000's are
		return true
	case r >= 0x2000 && r <= 0x200b: // spaces, zero width space
		return true
	case r == 0x200e, r == 0x200f, r >= 0x2018 && r <= 0x201f, // marks, ‘ ’ ‚ ‛ “ ” „ ‟
		r == 0x2020, r == 0x2021, // † ‡, footnote marks glued after a URL
		r == 0x2026, r == 0x2028, r == 0x2029, r >= 0x202a && r <= 0x202f,
		r == 0x2039, r == 0x203a, r >= 0x2066 && r <= 0x2069, r == 0x205f:
		return true
	case r >= 0x3000 && r <= 0x3011: // ideographic space, 、 。 brackets
		return true
	case r == 0x27e8, r == 0x27e9: // ⟨ ⟩, what groff prints around a .UR link
		return true
	case r == 0x2329, r == 0x232a: // 〈 〉, the same read back from a PDF by pdftotext
		return true
	case r == 0xfeff:
		return true
	case r >= 0x2500 && r <= 0x257f:
		// Box drawing: the rules and borders w3m draws around a table's
		// cells ("│https://x/a/│"), which no URL holds.
		return true
	case r >= 0xff01 && r <= 0xff0f, r >= 0xff1a && r <= 0xff20, r >= 0xff3b && r <= 0xff40,
		r >= 0xff5b && r <= 0xff65: // fullwidth punctuation
		return true
	case ArabicPunct(r):
		return true
	}
	return false
}

// ArabicPunct reports whether r is the Arabic script's comma, semicolon,
// question mark or full stop (، ؛ ؟ ۔; arabic-punct, issue 28): like
// CJK punctuation, it ends a URL at the end of its token
// ("https://x/a، وأيضا", debian-handbook ar-MA) but not inside it.
func ArabicPunct(r rune) bool {
	return r == 0x060c || r == 0x061b || r == 0x061f || r == 0x06d4
}
