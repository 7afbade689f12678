package extract

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestPortMarkAtLineEnd pins a convention (review44 L2): digits after a
// host's ":" followed by a sentence's mark at a line's end ("ftp://u:3002"
// then "۔" and a line break) are a port, and the URL ends before the
// mark, whatever the script of the mark: the Urdu full stop "۔" reads as
// the ideographic "。" and "、" do, and as the ASCII "." and "," do where
// no wrapper with a closer is open (in one, an ASCII "." or "," may stand
// inside a URL that goes on to the closer). A password there
// would go on to the next line's "@" across a space, which no password
// holds, so the digits are not taken for one (the contract's reading of
// "."). Drawn: the host, the port, the bracket or quote around, and the
// next line's words, one of them holding "@".
func TestPortMarkAtLineEnd(t *testing.T) {
	marks := []string{"。", "、", "۔", ".", ","}
	r := rand.New(rand.NewPCG(4647, 28))
	const alnum = "abcdefghijklmnopqrstuvwxyz0123456789"
	word := func() string {
		b := make([]byte, 1+r.IntN(8))
		for i := range b {
			b[i] = alnum[r.IntN(len(alnum))]
		}
		return string(b)
	}
	wraps := [][2]string{{"", ""}, {"“", "”"}, {"(", ")"}, {"<", ">"}, {"\"", "\""}, {"[", "]"}}
	for range 500 {
		host := word()
		if r.IntN(2) == 0 {
			host += ".example.org"
		}
		port := strconv.Itoa(r.IntN(65536))
		w := wraps[r.IntN(len(wraps))]
		next := word() + " " + word() + "@" + word() + ".example.org/" + word()
		if r.IntN(2) == 0 {
			next = "] " + next
		}
		scheme := []string{"ftp://", "http://", "https://", "ssh://"}[r.IntN(4)]
		lead := strings.Repeat(" ", r.IntN(3)) + []string{"", "see ", "سرور ", "サーバー "}[r.IntN(4)]
		var first []string
		for i, mark := range marks {
			in := lead + w[0] + scheme + host + ":" + port + mark + "\n" + next + w[1] + "\n"
			got := scanAll(in, "")
			if i == 0 {
				first = got
				if len(got) == 0 || got[0] != scheme+host+":"+port {
					t.Errorf("%q: got %q, want %q first", in, got, scheme+host+":"+port)
				}
				continue
			}
			if i >= 3 && w[1] != "" {
				// In a wrapper with a closer, an ASCII "." or "," may
				// stand inside a URL that goes on to the closer (to-closer,
				// a host's label cut); "۔" is no URL's character.
				continue
			}
			if strings.Join(got, " ") != strings.Join(first, " ") {
				t.Errorf("%q: got %q, want %q (as after \"。\")", in, got, first)
			}
		}
	}
}
