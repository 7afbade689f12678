package urlsyntax

import (
	"unicode"
	"unicode/utf8"
)

// Format characters in a secret (review53 M7): Unicode's category Cf
// (the soft hyphen U+00AD, the zero-width space, non-joiner and joiner
// U+200B-U+200D, the word joiner U+2060, the byte order mark U+FEFF, the
// direction marks, the Mongolian vowel separator U+180E, the tags…) and
// the combining grapheme joiner U+034F are drawn as nothing, and text
// copied from a web page, a PDF or a chat keeps them: a token with one
// inside reads, to whoever sees it, as the token. A user name and the
// pieces of a cut token are read with them taken out, as %-escapes are
// decoded (TokenLike, tokenHead, tokenRest).

// Invisible reports whether r is a format character: drawn as nothing.
// So are the rest of Unicode's Default_Ignorable_Code_Point (review54
// N8): the variation selectors (U+FE00-FE0F after an emoji or a CJK
// character copied from a chat, U+180B-180F, U+E0100-E01EF), the Hangul
// fillers (U+115F, U+1160, U+3164, U+FFA0: the usual "blank" of
// spoofing), and the code points reserved as such (U+2065, U+FFF0-FFF8,
// U+E0000-E0FFF).
func Invisible(r rune) bool {
	return r == 0x34f || r >= 0xad && unicode.In(r, unicode.Cf, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point)
}

// invisibleLen returns the length of the format character b starts with
// (Invisible), or 0.
func invisibleLen(b []byte) int {
	if len(b) == 0 || b[0] < 0xc2 {
		return 0 // ASCII (most text), or no rune's first byte
	}
	r, n := utf8.DecodeRune(b)
	if Invisible(r) {
		return n
	}
	return 0
}

// invisibleIndex returns the offset of the first format character
// (Invisible) of s, or -1. Most text is ASCII, read eight bytes a turn
// (nonASCII); of the rest, only the pairs of bytes that start one are
// decoded (CJK, Cyrillic, Greek text are passed by their first two).
func invisibleIndex(s string) int {
	for i := nonASCII(s); i < len(s); i++ {
		c := s[i]
		if c < 0xc2 || i+1 == len(s) {
			continue
		}
		if !invisiblePair(c, s[i+1]) {
			continue
		}
		if invisibleLen([]byte(s[i:min(len(s), i+4)])) > 0 {
			return i
		}
	}
	return -1
}

// WithoutInvisible returns b with its format characters (Invisible)
// taken out, as a reader reads it, and whether it held any (b itself
// when not).
func WithoutInvisible(b []byte) ([]byte, bool) {
	i := invisibleIndex(string(b))
	if i < 0 {
		return b, false
	}
	out := append(make([]byte, 0, len(b)), b[:i]...)
	for j := i; j < len(b); {
		if n := invisibleLen(b[j:]); n > 0 {
			j += n
			continue
		}
		out = append(out, b[j])
		j++
	}
	return out, true
}

// invisiblePair reports whether a rune that starts with the bytes c, d
// may be a format character (Invisible): the first two bytes of every
// one of them (U+00AD, U+034F, U+0600-061C, U+06DD, U+070F, U+0890,
// U+08E2, U+115F, U+17B4, U+180B, U+200B-206F, U+3164, U+FE00-FEFF,
// U+FFA0-FFFB, U+110BD, U+13430, U+1BCA0, U+1D173, U+E0000-E0FFF).
func invisiblePair(c, d byte) bool {
	switch c {
	case 0xc2:
		return d == 0xad
	case 0xcd, 0xdc:
		return d == 0x8f
	case 0xd8:
		return d <= 0x85 || d == 0x9c
	case 0xdb:
		return d == 0x9d
	case 0xe0:
		return d == 0xa2 || d == 0xa3
	case 0xe1:
		return d == 0x85 || d == 0x9e || d == 0xa0
	case 0xe2:
		return d == 0x80 || d == 0x81
	case 0xe3:
		return d == 0x85
	case 0xef:
		return d == 0xb8 || d == 0xbb || d == 0xbe || d == 0xbf
	case 0xf0:
		return d == 0x91 || d == 0x93 || d == 0x9b || d == 0x9d
	case 0xf3:
		return d == 0xa0
	}
	return false
}

// fullWidth reports whether r is the full-width form of an ASCII
// character (U+FF01-U+FF5E), which NFKC reads as that character (r -
// 0xFEE0): what a CJK input method makes of a pasted string (review54
// N2).
func fullWidth(r rune) bool { return 0xff01 <= r && r <= 0xff5e }

// readerLen returns the length of the character b starts with where a
// reader reads it otherwise than its bytes (readerText): a format
// character or a full-width form; else 0.
func readerLen(b []byte) int {
	if len(b) == 0 || b[0] < 0xc2 {
		return 0
	}
	r, n := utf8.DecodeRune(b)
	if Invisible(r) || fullWidth(r) {
		return n
	}
	return 0
}

// readerText returns b as a reader reads it: format characters taken
// out, full-width forms as their ASCII, in a new slice.
func readerText(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		if n := readerLen(b[i:]); n > 0 {
			if r, _ := utf8.DecodeRune(b[i:]); fullWidth(r) {
				out = append(out, byte(r-0xfee0))
			}
			i += n
			continue
		}
		out = append(out, b[i])
		i++
	}
	return out
}

// readerNameSame returns s and true where readerName(s, drop) is s, for
// either drop: no character readerText takes out or folds, and no letter
// or digit of another script, or more of them than readerName reads as a
// token's (one in six, or one); else "", false.
func readerNameSame(s string) (string, bool) {
	other, n := 0, 0
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			n++
			continue
		}
		if readerLen([]byte(s[i:min(i+utf8.UTFMax, len(s))])) > 0 {
			return "", false
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) || unicode.IsNumber(r) {
			other++
		}
		n++
		i += size
	}
	if other == 0 || other > max(1, n/6) {
		return s, true
	}
	return "", false
}

// readerName returns a user name, or a token's piece, as a reader tells
// a token in it (TokenLike): readerText, and, where they are few (one
// character in six or fewer, or one), letters and digits of other scripts read
// as a token's bytes of their kind (a capital "A", a small letter "a",
// any other "0") or, with drop, taken out: a token with a character
// pasted wrong in place of one of its own (a Cyrillic "Х", a Greek "Ο")
// or among them shows the rest of it; a word of another script is none.
func readerName(s string, drop bool) string {
	if r, ok := readerNameSame(s); ok {
		return r // (no copy: a host of another script, "例子.测试", read for each URL)
	}
	b := readerText([]byte(s))
	other, n := 0, 0
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsNumber(r)) {
			other++
		}
		n++
		i += size
	}
	if other == 0 || other > max(1, n/6) {
		return string(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		switch {
		case r < utf8.RuneSelf || !(unicode.IsLetter(r) || unicode.IsNumber(r)):
			out = append(out, b[i:i+size]...)
		case drop:
		case unicode.IsUpper(r):
			out = append(out, 'A')
		case unicode.IsLower(r):
			out = append(out, 'a')
		default:
			out = append(out, '0')
		}
		i += size
	}
	return string(out)
}

// hasReaderChange reports whether b holds a character readerText reads
// otherwise: eight bytes a turn for one of 0x80 or more (swar.go), as
// the text after a URL that tokenRest reads is ASCII most of the time.
func hasReaderChange(b []byte) bool {
	for i := 0; i < len(b); i++ {
		if i+8 <= len(b) && word8b(b, i)&hi8 == 0 {
			i += 7
			continue
		}
		if b[i] >= 0xc2 && readerLen(b[i:]) > 0 {
			return true
		}
	}
	return false
}

// nonASCII returns the offset of s's first byte of 0x80 or more, or
// about it (the start of its word of eight), or len(s): most user names
// are ASCII, read eight bytes a turn (swar.go).
func nonASCII(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&hi8 != 0 {
			return i
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return i
		}
	}
	return len(s)
}

// digitsEnd returns the end of the run of digits of s that starts at p
// (p where none), format characters between two digits read as nothing: the
// port "80\u00ad80" of "http://10.0.0.1:80\u00ad80/x" reads as 8080, as a
// reader sees it, not as a password's first piece.
func digitsEnd(s string, p int) int {
	d := p
	for d < len(s) {
		if c := s[d]; '0' <= c && c <= '9' {
			d++
			continue
		}
		if d == p || s[d] < 0xc2 {
			break
		}
		// A run of them counts only where a digit follows it: after
		// the last digit one is no port's byte, so "2<U+200B> 5@h" keeps
		// its password (review54 N9: 412b8b8 printed "https://admin:2").
		e := d
		for e < len(s) && s[e] >= 0xc2 {
			r, n := utf8.DecodeRuneInString(s[e:])
			if !Invisible(r) {
				break
			}
			e += n
		}
		if e == d || e == len(s) || s[e] < '0' || s[e] > '9' {
			break
		}
		d = e
	}
	return d
}
