package urlsyntax

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Characters that NFKC reads as a userinfo's delimiter (review55 N13):
// the full-width and small forms of "@" (U+FF20 "＠", U+FE6B "﹫") and of
// ":" (U+FF1A "：", U+FE55 "﹕", and the vertical form U+FE13 "︓"), what a
// CJK input method types. A browser reads a URL after NFKC (UTS 46, the
// WHATWG URL parser's host), so that "https://deploy:pw＠db.example.com/x"
// logs in as "deploy" with the password "pw": the secret readings read
// each as its ASCII delimiter. TestNFKCDelimsDerived derives the list
// from golang.org/x/text/unicode/norm over all of Unicode: every
// character whose NFKC form is "@" or ":" alone.
//
// Each is three bytes, 0xEF first. A text that holds one is read folded:
// the character as the soft hyphen U+00AD (two bytes, a format character
// the readings of a name take out, as they take out one typed there) and
// then its ASCII delimiter, the same length, so that every offset of the
// folded text is the same byte of the text (nfkcFold); a span the
// readings find ends before the character where it ends at the
// delimiter, and takes the character in where it starts inside it
// (snapFolded).

// nfkcDelim returns the ASCII delimiter ('@' or ':') that NFKC reads the
// character s starts with as, or 0.
func nfkcDelim(s string) byte {
	if len(s) < 3 || s[0] != 0xef {
		return 0
	}
	switch s[1] {
	case 0xb8:
		if s[2] == 0x93 { // U+FE13
			return ':'
		}
	case 0xb9:
		switch s[2] {
		case 0x95: // U+FE55
			return ':'
		case 0xab: // U+FE6B
			return '@'
		}
	case 0xbc:
		switch s[2] {
		case 0x9a: // U+FF1A
			return ':'
		case 0xa0: // U+FF20
			return '@'
		}
	}
	return 0
}

// nfkcDelimIndex returns the offset of the first character of s that
// NFKC reads as "@" or ":" (nfkcDelim), or -1. Text without a byte
// 0xEF (ASCII, most scripts) is told by one vectorised search.
func nfkcDelimIndex(s string) int {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], 0xef)
		if k < 0 {
			return -1
		}
		i += k
		if nfkcDelim(s[i:]) != 0 {
			return i
		}
		i++
	}
}

// nfkcAtIndex is nfkcDelimIndex for the forms of "@" alone.
func nfkcAtIndex(s string) int {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], 0xef)
		if k < 0 {
			return -1
		}
		i += k
		if nfkcDelim(s[i:]) == '@' {
			return i
		}
		i++
	}
}

// HasNFKCAt reports whether b holds a character NFKC reads as "@"
// (U+FF20, U+FE6B): what a caller that asks for an "@" before it reads a
// secret asks too.
func HasNFKCAt(b []byte) bool {
	return NFKCAtIndex(b) >= 0
}

// HasNFKCAtString is HasNFKCAt of a string.
func HasNFKCAtString(s string) bool { return nfkcAtIndex(s) >= 0 }

// NFKCAtIndex returns the offset of the first character of b that NFKC
// reads as "@" (U+FF20, U+FE6B), or -1.
func NFKCAtIndex(b []byte) int {
	for i := 0; ; {
		k := bytes.IndexByte(b[i:], 0xef)
		if k < 0 {
			return -1
		}
		i += k
		if i+3 <= len(b) && b[i+1] >= 0xb9 && nfkcDelim(string(b[i:i+3])) == '@' {
			return i
		}
		i++
	}
}

// nfkcFold returns s with every character NFKC reads as "@" or ":" that
// may stand in a userinfo (nfkcReads) written as the soft hyphen and that
// delimiter (the same length), and whether it folded one; s itself when
// it folded none.
func nfkcFold(s string) (string, bool) {
	i := nfkcDelimIndex(s)
	for i >= 0 && !nfkcReads(s, i) {
		i = nextDelim(s, i+3)
	}
	if i < 0 {
		return s, false
	}
	b := []byte(s)
	for ; i >= 0; i = nextDelim(s, i+3) {
		if nfkcReads(s, i) {
			b[i], b[i+1], b[i+2] = 0xc2, 0xad, nfkcDelim(s[i:])
		}
	}
	return string(b), true
}

// nfkcFoldBytes is nfkcFold of b, in a new slice where it folds one.
func nfkcFoldBytes(b []byte) []byte {
	if nfkcDelimIndex(string(b)) < 0 {
		return b
	}
	if f, ok := nfkcFold(string(b)); ok {
		return []byte(f)
	}
	return b
}

// nfkcReads reports whether the character at offset i of s, one NFKC
// reads as "@" or ":", is read so: where it may stand in a URL's
// userinfo, as a CJK user types one, and not where prose has it ("请联系
// ＠张三", "时间：10点", a mention after a URL with a port). The word it
// ends (back to white space, a line break, or CJK or full-width
// punctuation, which prose has between words and a userinfo typed with
// these forms does not) holds a "//" (or "scheme:/", a path a file
// system cleaned, as AppendSecrets reads it), or, for a form of "@", starts its
// line (or s) after a layout's prefix alone ("> ", "// ", "# ": the rest
// of a password a line break cut); and a form of "@" is followed by what
// reads as a host (nfkcHostAfter). A password that holds white space or such punctuation
// before a form of "@" is not read through (CONTRACT's price).
func nfkcReads(s string, i int) bool {
	ws := i
	for ws > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:ws])
		if r == '\n' || r == '\r' || unicode.IsSpace(r) || nfkcStop(r) {
			break
		}
		ws -= n
	}
	if w := s[ws:i]; strings.Contains(w, "//") || strings.Contains(w, ":/") {
		return nfkcDelim(s[i:]) != '@' || !nfkcPortBefore(w) && nfkcHostAfter(s[i+3:])
	}
	ls := strings.LastIndexAny(s[:ws], "\r\n") + 1
	return nfkcDelim(s[i:]) == '@' && strings.Trim(s[ls:ws], " \t>#/*;-%!|") == "" && nfkcHostAfter(s[i+3:])
}

// nfkcPortBefore reports whether w, the word before a form of "@" from
// its site on, reads as a host's port and what follows it: after the
// first ":" (or a form of it) past the last "/", 1 to 5 digits and then
// "/", "?", "#", a closer or a sentence's punctuation, or a character
// that is not ASCII ("postgres://例子.测试:12739/﹫example.org",
// "ftp://localhost:30646)有问题＠ops.example.com": a port, a path or
// prose glued to it, then a mail address). A password so shaped before
// a form of "@" is not read through (CONTRACT's price).
func nfkcPortBefore(w string) bool {
	k := strings.LastIndex(w, "//")
	if k < 0 {
		k = strings.LastIndex(w, ":/")
	}
	rest := w[k+2:]
	c := strings.IndexByte(rest, ':')
	if j := nfkcDelimIndex(rest); j >= 0 && nfkcDelim(rest[j:]) == ':' && (c < 0 || j < c) {
		c = j + 2 // the form's last byte, as ":"
	}
	if c < 0 {
		return false
	}
	d := c + 1
	for d < len(rest) && '0' <= rest[d] && rest[d] <= '9' {
		d++
	}
	if n := d - c - 1; n < 1 || n > 5 || d == len(rest) {
		return false
	}
	return strings.IndexByte("/?#)]},.;!", rest[d]) >= 0 || rest[d] >= 0x80
}

// nfkcStop reports whether r, a character that is not white space, ends
// the word nfkcReads reads back over: one that ends a URL in prose as
// extract reads it (its isTerminatorRune, but the forms of "@" and ":"):
// typographic quotes and guillemets, CJK and full-width punctuation,
// the direction marks, box drawing, Arabic punctuation.
func nfkcStop(r rune) bool {
	switch {
	case r < 0xa0:
		return r >= 0x80
	case r == 0xfe13, r == 0xfe55, r == 0xfe6b, r == 0xff1a, r == 0xff20:
		return false
	case r == 0xab, r == 0xbb, 0x2000 <= r && r <= 0x200b, r == 0x200e, r == 0x200f,
		0x2018 <= r && r <= 0x2021, r == 0x2026, 0x2028 <= r && r <= 0x202f, r == 0x2039, r == 0x203a,
		0x2066 <= r && r <= 0x2069, r == 0x205f, 0x3000 <= r && r <= 0x3011, r == 0x27e8, r == 0x27e9,
		r == 0x2329, r == 0x232a, r == 0xfeff, 0x2500 <= r && r <= 0x257f,
		0xff01 <= r && r <= 0xff0f, 0xff1a <= r && r <= 0xff20, 0xff3b <= r && r <= 0xff40, 0xff5b <= r && r <= 0xff65,
		r == 0x060c, r == 0x061b, r == 0x061f, r == 0x06d4:
		return true
	}
	return false
}

// nfkcHostAfter reports whether s, the text after a form of "@", starts
// with what reads as a host, not a name a mention or an address of prose
// has ("＠张三", "﹫bob"): an IP literal ("["), or a name of letters,
// digits, "-", "_" and non-ASCII letters that holds a "." between two
// of those, or that a "/" or a ":" and a digit follow.
func nfkcHostAfter(s string) bool {
	if s != "" && s[0] == '[' {
		return true
	}
	dot := false
	for j := 0; j < len(s); {
		r, n := utf8.DecodeRuneInString(s[j:])
		switch {
		case r == '.' && j > 0 && j+n < len(s) && s[j-1] != '.':
			dot = true
		case r == '-' || r == '_' || r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
		case r >= 0x80 && (unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.Is(unicode.Mn, r)):
		default:
			if j == 0 {
				return false
			}
			if dot {
				return true
			}
			return r == '/' || r == ':' && j+1 < len(s) && '0' <= s[j+1] && s[j+1] <= '9'
		}
		j += n
	}
	return dot
}

// nextDelim is nfkcDelimIndex of s from offset i on, as an offset of s.
func nextDelim(s string, i int) int {
	if k := nfkcDelimIndex(s[i:]); k >= 0 {
		return i + k
	}
	return -1
}

// foldedStart returns the offset of the character of s, a text nfkcFold
// folded, that offset x stands inside (after its first byte), or -1.
func foldedStart(s string, x int) int {
	for k := x - 1; k >= 0 && k > x-3; k-- {
		if nfkcDelim(s[k:]) != 0 {
			return k
		}
	}
	return -1
}

// snapFolded maps spans the readings found in nfkcFold(s) onto s: a
// span's end inside a folded character (at its delimiter) ends before
// the character, its start inside one starts at the character; a span
// left empty is dropped.
func snapFolded(s string, sp []Span) []Span {
	out := sp[:0]
	for _, x := range sp {
		if x.Lo > 0 && x.Lo < len(s) && !utf8.RuneStart(s[x.Lo]) {
			if k := foldedStart(s, x.Lo); k >= 0 {
				x.Lo = k
			}
		}
		if x.Hi > 0 && x.Hi < len(s) && !utf8.RuneStart(s[x.Hi]) {
			if k := foldedStart(s, x.Hi); k >= 0 {
				x.Hi = k
			}
		}
		if x.Lo < x.Hi {
			out = append(out, x)
		}
	}
	return out
}

// snapFoldedAt is snapFolded of an offset that starts a secret (the
// piece of a password, a token's start), or -1.
func snapFoldedAt(s string, x int) int {
	if x > 0 && x < len(s) && !utf8.RuneStart(s[x]) {
		if k := foldedStart(s, x); k >= 0 {
			return k
		}
	}
	return x
}
