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
func Invisible(r rune) bool {
	return r == 0x34f || r >= 0xad && unicode.Is(unicode.Cf, r)
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

// hasInvisible reports whether b holds a format character: eight bytes
// a turn for one of 0x80 or more (swar.go), as the text after a URL that
// tokenRest reads is ASCII most of the time.
func hasInvisible(b []byte) bool {
	for i := 0; i < len(b); i++ {
		if i+8 <= len(b) && word8b(b, i)&hi8 == 0 {
			i += 7
			continue
		}
		if b[i] >= 0xc2 && invisibleLen(b[i:]) > 0 {
			return true
		}
	}
	return false
}

// hasInvisibleString reports whether s holds a format character. Most
// user names are ASCII: read eight bytes a turn for one of 0x80 or more
// (swar.go).
func hasInvisibleString(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		if w&hi8 != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0xc2 {
			if r, _ := utf8.DecodeRuneInString(s[i:]); Invisible(r) {
				return true
			}
		}
	}
	return false
}

// dropInvisible returns b without its format characters, in a new slice.
func dropInvisible(b []byte) []byte {
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); {
		if n := invisibleLen(b[i:]); n > 0 {
			i += n
			continue
		}
		out = append(out, b[i])
		i++
	}
	return out
}

// digitsEnd returns the end of the run of digits of s that starts at p
// (p where none), format characters after a digit read as nothing: the
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
		r, n := utf8.DecodeRuneInString(s[d:])
		if !Invisible(r) {
			break
		}
		d += n
	}
	return d
}
