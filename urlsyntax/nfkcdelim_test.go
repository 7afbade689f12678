package urlsyntax

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TestNFKCDelimsDerived derives the characters NFKC reads as "@" or ":"
// from golang.org/x/text/unicode/norm over all of Unicode, and asks that
// nfkcDelim read exactly those, each as its ASCII, and nothing else of
// the byte strings a character starts with: a new Unicode version that
// adds one fails here, not in a leak.
func TestNFKCDelimsDerived(t *testing.T) {
	var want []rune
	for r := rune(0x80); r <= utf8.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		enc := string(r)
		got := nfkcDelim(enc)
		switch nf := norm.NFKC.String(enc); nf {
		case "@", ":":
			want = append(want, r)
			if len(enc) != 3 {
				t.Errorf("%U %q: %d bytes; the fold needs 3 (soft hyphen and the delimiter)", r, enc, len(enc))
			}
			if got != nf[0] {
				t.Errorf("nfkcDelim(%U %q) = %q, want %q", r, enc, got, nf)
			}
		default:
			if got != 0 {
				t.Errorf("nfkcDelim(%U %q) = %q, but NFKC reads it as %q", r, enc, got, nf)
			}
		}
	}
	// The list the package doc names (nfkcdelim.go), as derived.
	if named := []rune{0xfe13, 0xfe55, 0xfe6b, 0xff1a, 0xff20}; !slices.Equal(want, named) {
		t.Errorf("NFKC reads %U as \"@\" or \":\", nfkcdelim.go names %U: change its doc and nfkcDelim", want, named)
	}
	// Folding keeps every offset, and reads each as its delimiter.
	for _, r := range want {
		s := "//a" + string(r) + "b.example@x" // a ":" form before an "@"
		f, ok := nfkcFold(s)
		if !ok || len(f) != len(s) || f[5] != norm.NFKC.String(string(r))[0] || f[3:5] != "\u00ad" {
			t.Errorf("nfkcFold(%q) = %q, %v", s, f, ok)
		}
	}
}

// TestSnapFolded: a span the readings end at a folded delimiter ends
// before its character; one that starts inside it starts at it.
func TestSnapFolded(t *testing.T) {
	s := "https://u:pw\uff20h/ ab\ufe55cd"
	at := 12 // "＠"
	for _, c := range []struct {
		in, want []Span
	}{
		{[]Span{{10, at + 2}}, []Span{{10, at}}},
		{[]Span{{10, at}}, []Span{{10, at}}},
		{[]Span{{at + 1, at + 3}}, []Span{{at, at + 3}}},
		{[]Span{{at, at + 2}}, nil},
		{[]Span{{18, 20}}, []Span{{18, 20}}}, // "ab": no fold
		{[]Span{{19, 22}}, []Span{{19, 20}}}, // "b" and "﹕" read as ":"
	} {
		got := snapFolded(s, slices.Clone(c.in))
		if !slices.Equal(got, c.want) {
			t.Errorf("snapFolded(%v) = %v, want %v", c.in, got, c.want)
		}
	}
}

// TestNFKCReads: where a form is read as its delimiter (in a word with a
// "//", or one that starts its line after a layout's prefix; a form of
// "@" before a host) and where prose has it.
func TestNFKCReads(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"https://deploy:pw\uff20db.example.com/x", true},
		{"https://deploy\uff1aZk3@db.example.com/x", true},
		{"see https://u:p\ufe6b10.0.0.5/x", true},
		{"https://u:p\uff20intranet/wiki", true},
		{"https://u:p\uff20[::1]/x", true},
		{"https://u:p\uff20h:8080", true},
		{"> Zk3Lm\uff20db.example.com/x", true},                 // a cut password's rest
		{"\uff20db.example.com/x", true},                        // right after the URL (BrokenPasswordRest's after)
		{"https://u:p\uff20\u5f20\u4e09", false},                // a name, no host
		{"http://h:80\u3001\u8bf7\uff20ops.example.com", false}, // prose after "、"
		{"see http://h:80 then\uff20ops.example.com", false},
		{"\u8bf7\u8054\u7cfb\uff20\u5f20\u4e09", false},
		{"\u65f6\u95f4\uff1a10", false},
		{"https://u:p\uff20", false},
		{"postgres://h.example:12739/\ufe6bexample.org", false},       // a port, a path, an address
		{"ftp://localhost:30646)4\u6709\uff20ops.example.com", false}, // a port, prose glued
		{"https://u:12345\uff20db.example.com/x", true},               // digits alone: a password
		{"https://u\uff1a80x\uff20db.example.com/x", true},
	} {
		i := nfkcDelimIndex(c.s)
		for i >= 0 && nfkcDelim(c.s[i:]) == ':' && strings.Contains(c.s[i+3:], "\uff20") {
			i = nextDelim(c.s, i+3)
		}
		if got := nfkcReads(c.s, i); got != c.want {
			t.Errorf("nfkcReads(%q, %d) = %v, want %v", c.s, i, got, c.want)
		}
	}
}

// TestNFKCAfter: the text after a URL that ends in a host's port and a
// delimiter is not folded (its "＠" is prose's); after a password's
// piece it is.
func TestNFKCAfter(t *testing.T) {
	for _, c := range []struct {
		url, after string
		folded     bool
	}{
		{"ws://devbox:59877/", ")\uff20ops.example.com", false},
		{"https://deploy:pw", "\uff20db.example.com/x", true},
		{"https://u:12345", "\uff20db.example.com/x", true},
		{"https://u:Zk3", "\n> Lm9\uff20db.example.com/x", true},
	} {
		got := nfkcAfter(c.url, []byte(c.after))
		if folded := string(got) != c.after; folded != c.folded {
			t.Errorf("nfkcAfter(%q, %q) = %q: folded %v, want %v", c.url, c.after, got, folded, c.folded)
		}
	}
}
