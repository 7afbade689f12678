package main

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"
)

// TestArgPieceMaskByPlace: an error message that quotes a piece of a
// flag's value cut at "," (--scheme, --enable, --disable) masks it by
// where its bytes stand in the argument, not by the password's words: a
// URL whose host, path or query holds the password's letters gives the
// same message as its twin, whose password is a piece of nothing: the
// generated property of placedPiece (9ede547), whose test has rows. Before
// it (cafc6af) the host "Sk9Lp2" of --scheme
// "http,http://u:Sk9Lp2@Sk9Lp2.example/" was quoted "***", telling the
// password; this test then fails for 136 of its 200 URLs.
func TestArgPieceMaskByPlace(t *testing.T) {
	r := rand.New(rand.NewSource(35))
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alnum[r.Intn(len(alnum))]
		}
		return string(b)
	}
	flags := [][]string{
		{"extract", "--scheme"}, {"lint", "--no-config", "--enable"}, {"lint", "--no-config", "--disable"},
	}
	n := 200
	if testing.Short() {
		n = 40
	}
	for range n {
		pw := word(4 + r.Intn(6))
		twin := word(len(pw))
		// A public piece that holds the password: a host label, a path
		// segment, a query.
		var url func(p string) string
		switch r.Intn(3) {
		case 0:
			url = func(p string) string { return "http://u:" + p + "@" + pw + ".example/" }
		case 1:
			url = func(p string) string { return "https://u:" + p + "@h.example/a/" + pw }
		default:
			url = func(p string) string { return "ftp://u:" + p + "@h.example/?" + strings.ToLower(pw) }
		}
		f := flags[r.Intn(len(flags))]
		first := r.Intn(2) == 0
		value := func(p string) string {
			if first {
				return "http," + url(p)
			}
			return url(p) + ",x"
		}
		outOf := func(p string) string {
			var out, errb bytes.Buffer
			args := append(append([]string{"urlsift"}, f...), value(p), "-")
			run(args, strings.NewReader("see http://example.com/\n"), &out, &errb)
			return out.String() + errb.String()
		}
		got, want := outOf(pw), outOf(twin)
		if got != want {
			t.Errorf("urlsift %q %q: the output tells the password:\n%s\nits twin's (password %q):\n%s", f, url(pw), got, twin, want)
		}
		if strings.Contains(want, twin) || strings.Contains(strings.ToLower(want), strings.ToLower(twin)) {
			t.Errorf("urlsift %q %q shows the password:\n%s", f, url(twin), want)
		}
	}
}
