package extract

import (
	"github.com/urlsift/urlsift/urlsyntax"
)

// Byte classes of the state machine, derived from urlsyntax's draft-09
// classes (2.2-2.4.3) once, at package initialisation.
const (
	cURL    uint8 = 1 << iota // ASCII byte that runs inside a URL with no special handling
	cScheme                   // alpha | digit | "+" | "-" | "."  (scheme = alpha *( alpha | digit | "+" | "-" | "." ))
	cAlpha                    // alpha
	cTrail                    // punctuation that ends a sentence, a table cell or an emphasis, not a bare URL: . , ; : ! ? ' " | *
	cPrefix                   // may stand in a quote or comment prefix: space tab > | # * ; /
	cSpace                    // space, tab, vertical tab, form feed (not the line break)
	cWord                     // alphanumeric or "_": no URL starts right after one
	cStop                     // ends a URL in any context: controls, space, < > " `
)

var class = func() (t [256]uint8) {
	for i := 0; i < 256; i++ {
		c := byte(i)
		k := urlsyntax.Classes(c)
		// urlc, "%" and "#" (escapes, fragments) and the unwise characters
		// other than the brackets and the backtick (kept so that lint can
		// flag them) run inside a URL. Brackets need balancing, quotes and
		// the backtick delimit, so they are handled one by one.
		if k&(urlsyntax.Urlc|urlsyntax.Unwise) != 0 || c == '%' || c == '#' {
			t[c] |= cURL
		}
		if k&urlsyntax.Alphanum != 0 || c == '+' || c == '-' || c == '.' {
			t[c] |= cScheme
		}
		if k&urlsyntax.Alpha != 0 {
			t[c] |= cAlpha
		}
		if k&urlsyntax.Alphanum != 0 || c == '_' {
			t[c] |= cWord
		}
		if k&(urlsyntax.Control|urlsyntax.Space) != 0 || c == '<' || c == '>' || c == '"' || c == '`' {
			t[c] |= cStop
		}
	}
	// The backslash may escape what follows in source code ("\"", "\n"),
	// and a quote may glue two URLs ("a.com'https://b"), so line looks at
	// them one by one too.
	for _, c := range []byte("()[]{}`\\'") {
		t[c] &^= cURL
	}
	for _, c := range []byte(".,;:!?'\"|*") {
		t[c] |= cTrail
	}
	for _, c := range []byte(" \t>|#*;/") {
		t[c] |= cPrefix
	}
	for _, c := range []byte(" \t\v\f") {
		t[c] |= cSpace
	}
	return t
}()

// isTerminatorRune reports whether a non-ASCII rune ends a URL
// (urlsyntax.TerminatorRune, the list the readings of the forms of "@"
// and ":" share).
func isTerminatorRune(r rune) bool { return urlsyntax.TerminatorRune(r) }

// isArabicPunct reports whether r is the Arabic script's comma, semicolon,
// question mark or full stop (urlsyntax.ArabicPunct).
func isArabicPunct(r rune) bool { return urlsyntax.ArabicPunct(r) }

// isCJKPunct reports whether r is a CJK or fullwidth punctuation mark that
// ends a URL at the end of its token but not inside it (isTerminatorRune
// lists it): the ideographic comma and full stop, and fullwidth
// punctuation other than the brackets that wrap URLs.
func isCJKPunct(r rune) bool {
	switch {
	case r == 0x3001, r == 0x3002: // 、 。
		return true
	case r >= 0xff01 && r <= 0xff0f, r >= 0xff1a && r <= 0xff20, r >= 0xff3b && r <= 0xff40,
		r >= 0xff5b && r <= 0xff65:
		return r != 0xff08 && r != 0xff1c && r != 0xff1e // （ ＜ ＞ open or close wrappers
	}
	return false
}

// isNoSlashScheme reports whether b, compared without case, is a scheme
// whose URLs need no "//" (urlsyntax.Scheme.Opaque). It does not allocate.
func isNoSlashScheme(b []byte) bool {
	s := urlsyntax.LookupSchemeBytes(b)
	return s != nil && s.Opaque
}

// validScheme reports whether s is a scheme of at least two characters
// (one letter is a drive letter, "C:\path").
func validScheme(s []byte) bool {
	if len(s) < 2 || class[s[0]]&cAlpha == 0 {
		return false
	}
	for i := 1; i < len(s); i++ {
		if class[s[i]]&cScheme == 0 {
			return false
		}
	}
	return true
}

// Neutral reports whether the byte c reads the same to the extractor
// wherever it stands in a URL: it runs inside a URL (cURL), never ends,
// trims or wraps one (no cTrail, cStop), needs no balancing, and is not one
// of the bytes whose place at a line end decides a rejoining ("/", "-",
// "=", "&", "_", "%", see continues). Replacing an escape by such a byte
// (lint's unnecessary-escape fix) leaves the URLs of a text where they were.
func Neutral(c byte) bool {
	switch c {
	case '/', '-', '=', '&', '_', '%':
		return false
	}
	return class[c]&cURL != 0 && class[c]&(cTrail|cStop) == 0
}

// isIdeograph reports whether r is a character of the scripts written
// with no spaces between words: Han ideographs (CJK Unified Ideographs,
// Extension A, compatibility ideographs), Hiragana and Katakana.
func isIdeograph(r rune) bool {
	switch {
	case r >= 0x3040 && r <= 0x30ff: // Hiragana, Katakana
		return true
	case r >= 0x3400 && r <= 0x4dbf, r >= 0x4e00 && r <= 0x9fff, r >= 0xf900 && r <= 0xfaff:
		return true
	case r >= 0x20000 && r <= 0x2fa1f: // Extensions B and after, compatibility supplement
		return true
	}
	return false
}
