package urlsyntax

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// AppendTextSpans appends to dst the byte ranges of msg, a message of
// AppendMessage about text (the bytes of the URL a violation is about),
// that show text in any of the forms the grammar's messages write it:
// quoted, escaped %XX, as code points U+XXXX (or 0xXX, a byte that is no
// UTF-8), and as it is where it stands as a word of its own. The ranges
// are in order, and those that touch or overlap are one; what is left of
// msg is the message's own words. A caller that masks a secret masks these
// ranges only (lint, urlsift parse): a word of the message that equals
// the password ("port" of "https://u:port@h:8443/") is no piece of the
// URL.
func AppendTextSpans(dst []Span, msg, text string) []Span {
	if text == "" {
		return dst
	}
	forms := []string{strconv.Quote(text), escape(text)}
	for i, w := 0, 0; i < len(text); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(text[i:])
		if r == utf8.RuneError && w == 1 {
			forms = append(forms, "0x"+escape(text[i : i+1])[1:])
			continue
		}
		h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
		forms = append(forms, "U+"+strings.Repeat("0", max(0, 4-len(h)))+h)
	}
	base := len(dst)
	for k, f := range append(forms, text) {
		bare := k == len(forms)
		for i := 0; ; {
			j := strings.Index(msg[i:], f)
			if j < 0 {
				break
			}
			j += i
			i = j + 1
			if bare && (j > 0 && msgWordByte(msg[j-1]) || j+len(f) < len(msg) && msgWordByte(msg[j+len(f)])) {
				continue // in a word of the message
			}
			dst = append(dst, Span{j, j + len(f)})
		}
	}
	spans := dst[base:]
	if len(spans) == 0 {
		return dst
	}
	slices.SortFunc(spans, func(a, b Span) int { return a.Lo - b.Lo })
	out := dst[:base+1]
	for _, s := range spans[1:] {
		if last := &out[len(out)-1]; s.Lo <= last.Hi {
			last.Hi = max(last.Hi, s.Hi)
			continue
		}
		out = append(out, s)
	}
	return out
}

// msgWordByte reports whether c is a letter or digit (or a byte of a
// character that is not ASCII).
func msgWordByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}
