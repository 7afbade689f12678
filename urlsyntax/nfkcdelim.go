package urlsyntax

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
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

// nfkcIndex returns the offset of the first character of s that NFKC
// reads as "@" (ats) or as "@" or ":" (nfkcDelim), or -1. Each is three
// bytes, 0xEF first: text without a byte 0xEF (ASCII, most scripts) is
// told by one vectorised search.
func nfkcIndex(s string, ats bool) int {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], 0xef)
		if k < 0 {
			return -1
		}
		i += k
		if d := nfkcDelim(s[i:]); d == '@' || d == ':' && !ats {
			return i
		}
		i++
	}
}

// nfkcDelimIndex returns the offset of the first character of s that
// NFKC reads as "@" or ":" (nfkcDelim), or -1.
func nfkcDelimIndex(s string) int { return nfkcIndex(s, false) }

// HasNFKCAt reports whether b holds a character NFKC reads as "@"
// (U+FF20, U+FE6B): what a caller that asks for an "@" before it reads a
// secret asks too.
func HasNFKCAt(b []byte) bool {
	return NFKCAtIndex(b) >= 0
}

// HasNFKCAtString is HasNFKCAt of a string (the printer's test of a
// URL's text before it masks it).
func HasNFKCAtString(s string) bool { return nfkcIndex(s, true) >= 0 }

// NFKCAtIndex returns the offset of the first character of b that NFKC
// reads as "@" (U+FF20, U+FE6B), or -1.
func NFKCAtIndex(b []byte) int {
	// b read in place as a string: nfkcIndex keeps none of it.
	return nfkcIndex(unsafe.String(unsafe.SliceData(b), len(b)), true)
}

// nfkcFold returns s with every character NFKC reads as "@" or ":" that
// may stand in a userinfo (nfkcReads) written as the soft hyphen and that
// delimiter (the same length), and whether it folded one; s itself when
// it folded none. Only the forms up to the last "@" (or form of one) are
// looked at: a ":" after it starts no password, and an "@" form is that
// last one or before it (CJK text holds a byte 0xEF in every full-width
// comma, and most of its lines no "@").
func nfkcFold(s string) (string, bool) {
	b := nfkcFoldCopy(s, foldUpToAt)
	if b == nil {
		return s, false
	}
	// b is the fold's own copy, kept by nothing else.
	return unsafe.String(unsafe.SliceData(b), len(b)), true
}

// nfkcURL is nfkcFold of a URL's text whose "@" may stand after it, in
// the text that follows (BrokenPasswordStart's piece after a ":"): its
// forms of ":" are read with no "@" after them too.
func nfkcURL(s string) string {
	if b := nfkcFoldCopy(s, foldAll); b != nil {
		return unsafe.String(unsafe.SliceData(b), len(b))
	}
	return s
}

// The forms nfkcFoldCopy folds.
const (
	foldUpToAt = iota // those up to the last "@" or form of one (nfkcFold)
	foldAll           // every one (nfkcURL)
	foldAts           // the forms of "@" alone (nfkcFoldBytes)
)

// nfkcFoldCopy returns nfkcFold of s in a new slice, or nil where it
// folds nothing; which says which forms it reads.
func nfkcFoldCopy(s string, which int) []byte {
	i := nfkcIndex(s, which == foldAts)
	if i < 0 {
		return nil
	}
	last := len(s)
	switch which {
	case foldAts:
		// The URL's line and the next (the rest of a password a line
		// break cut): a form further on ends no password of the URL.
		if k := strings.IndexByte(s, '\n'); k >= 0 {
			if k2 := strings.IndexByte(s[k+1:], '\n'); k2 >= 0 {
				last = k + 1 + k2
			}
		}
	case foldUpToAt:
		last = strings.LastIndexByte(s, '@')
		for _, f := range [...]string{"\uff20", "\ufe6b"} {
			if k := strings.LastIndex(s[max(i, last+1):], f); k >= 0 {
				last = max(i, last+1) + k
			}
		}
	}
	var b []byte
	for ; i >= 0 && i <= last; i = nextDelim(s, i+3) {
		if which == foldAts && nfkcDelim(s[i:]) != '@' || !nfkcReads(s, i) {
			continue
		}
		if b == nil {
			b = []byte(s)
		}
		b[i], b[i+1], b[i+2] = 0xc2, 0xad, nfkcDelim(s[i:])
	}
	return b
}

// nfkcFoldBytes is nfkcFold of b, the text after a URL a line break or
// white space ended (BrokenPasswordRest's after), in a new slice where
// it folds one: its forms of "@" alone, on its first two lines, which
// end the password the URL's piece starts (a form of ":" there is
// prose's: "地址：", "时间：", which CJK text has in every other line;
// the URL's line before it holds no piece of that password).
func nfkcFoldBytes(b []byte) []byte {
	if bytes.IndexByte(b, 0xef) < 0 {
		return b
	}
	// A view of b, not a copy: nfkcFoldCopy keeps none of it.
	if f := nfkcFoldCopy(unsafe.String(unsafe.SliceData(b), len(b)), foldAts); f != nil {
		return f
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
	at := nfkcDelim(s[i:]) == '@'
	if at && !nfkcHostAfter(s[i+3:]) {
		return false
	}
	if !at && strings.IndexByte(s[max(i-maxNFKCWord-utf8.UTFMax, 0):i], '/') < 0 {
		// A form of ":" is read only after a word that holds "//" or
		// ":/" (below), and the word is no longer than the bytes
		// searched: none holds a "/" (CJK prose's "地址：", "时间：").
		return false
	}
	ws := i
	for ws > 0 && i-ws <= maxNFKCWord {
		r, n := utf8.DecodeLastRuneInString(s[:ws])
		if 0x4e00 <= r && r <= 0x9fff {
			ws -= n // a CJK ideograph: no white space, no stop
			continue
		}
		if r == '\n' || r == '\r' || unicode.IsSpace(r) || nfkcStop(r) {
			break
		}
		ws -= n
	}
	if w := s[ws:i]; strings.Contains(w, "//") || strings.Contains(w, ":/") {
		return !at || !nfkcPortBefore(w)
	}
	ls := strings.LastIndexAny(s[:ws], "\r\n") + 1
	return at && strings.Trim(s[ls:ws], " \t>#/*;-%!|") == ""
}

// nfkcAfter is nfkcFoldBytes of after, the text after url, unless url
// ends in a host's port and what follows it (nfkcPortBefore:
// "ws://devbox:59877/" of "ws://devbox:59877/)＠ops.example.com"): a
// form of "@" after it is prose's, as it is glued to the port itself.
func nfkcAfter(url string, after []byte) []byte {
	if nfkcPortBefore(url) {
		return after
	}
	return nfkcFoldBytes(after)
}

// maxNFKCWord bounds the word nfkcReads reads back over: a userinfo of
// more than 1 KiB before a form is not read through (CJK text holds runs
// of thousands of bytes with no white space nor punctuation that ends a
// URL, each read back from each form after it).
const maxNFKCWord = 1024

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
// extract reads it (TerminatorRune), but the forms of "@" and ":" and
// U+FFFD (an invalid byte reads as part of the word).
func nfkcStop(r rune) bool {
	switch r {
	case utf8.RuneError, 0xa0, 0xfe13, 0xfe55, 0xfe6b, 0xff1a, 0xff20:
		return false // (U+00A0 is white space, read before)
	}
	return TerminatorRune(r)
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
