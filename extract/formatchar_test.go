package extract

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/chartest"
)

// TestFormatCharUserinfoProperty (review53 M7): a format character
// (Unicode's Cf, every one, and U+034F: chartest.FormatRunes) inside a
// URL's userinfo, its user name or its password, anywhere in it, leaves
// the URL whole where the same URL without it is found whole: the
// characters are drawn as nothing, and a token with one inside reads as
// the token (urlsyntax.Invisible), so the URL that holds it is the one a
// reader sees, up to its "@" and host, as with a CJK mark
// (TestMarkUserinfoProperty). Those that end a URL elsewhere (U+200B,
// U+FEFF, the direction marks and isolates) printed the user name's
// first piece until stop 54, as a host. The userinfo draws letters,
// digits and a token's or a password's punctuation, percent escapes, and
// 1 to 3 format characters; the host and path are drawSrcURL's.
// Elsewhere the characters that end a URL still end it: after the host,
// in the path, at the URL's end, before prose (the table below).
func TestFormatCharUserinfoProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(5182, 2))
	all, ranges := chartest.FormatRunes()
	draw := func() string {
		if r.IntN(2) == 0 {
			return string(all[r.IntN(len(all))])
		}
		rs := ranges[r.IntN(len(ranges))]
		return string(rs[r.IntN(len(rs))])
	}
	before := []string{"", "see ", "(", "<", "\"", "[x](", "> ", "// "}
	closer := map[string]string{"(": ")", "<": ">", "\"": "\"", "[x](": ")"}
	after := []string{" ", "\n", "", " and more", "\r\n", ".\n"}
	const bytesOf = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$*+,;="
	part := func() string {
		var b strings.Builder
		for range 1 + r.IntN(40) {
			if r.IntN(12) == 0 {
				b.WriteString("%4" + string("0123456789ABCDEF"[r.IntN(16)]))
				continue
			}
			b.WriteByte(bytesOf[r.IntN(len(bytesOf))])
		}
		return b.String()
	}
	n := 0
	for range 6000 {
		u := drawSrcURL(r)
		k := strings.Index(u, "//") + 2
		ui := part()
		if r.IntN(2) == 0 {
			ui += ":" + part()
		}
		withMarks := ui
		for range 1 + r.IntN(3) {
			p := r.IntN(len(withMarks) + 1)
			for p > 0 && p < len(withMarks) && withMarks[p]&0xc0 == 0x80 {
				p++
			}
			withMarks = withMarks[:p] + draw() + withMarks[p:]
		}
		b := before[r.IntN(len(before))]
		tail := after[r.IntN(len(after))]
		if c, ok := closer[b]; ok {
			tail = c + tail
		}
		ref := u[:k] + ui + "@" + u[k:]
		if got := scanAll(b+ref+tail, ""); len(got) == 0 || got[0] != ref {
			continue
		}
		n++
		whole := u[:k] + withMarks + "@" + u[k:]
		if got := scanAll(b+whole+tail, ""); len(got) == 0 || got[0] != whole {
			t.Errorf("%+q: got %+q, want %+q first", b+whole+tail, got, whole)
		}
	}
	if n < 3000 {
		t.Fatalf("only %d cases", n)
	}
	t.Logf("%d userinfos with format characters", n)
	for _, tt := range []struct{ in, want string }{
		{"see https://h.example.org\u200b/x now", "https://h.example.org"},
		{"see https://h.example.org/a\u200bb now", "https://h.example.org/a"},
		{"see https://h.example.org/a\ufeff now", "https://h.example.org/a"},
		{"\u2067https://h.example.org/x\u2069 and more", "https://h.example.org/x"},
		{"see https://u:p@h.example.org\u200e bob@example.org", "https://u:p@h.example.org"},
		{"see https://h.example.org\u200bbob@example.org/x", "https://h.example.org\u200bbob@example.org/x"}, // read as one, as a reader sees it
		{"see http://localhost\u200b then mail me@example.org/x", "http://localhost"},                        // white space before the "@"
	} {
		if got := scanAll(tt.in, ""); len(got) == 0 || got[0] != tt.want {
			t.Errorf("%+q: got %+q, want %+q first", tt.in, got, tt.want)
		}
	}
}
