package main

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var tokenFoldSeed = flag.Uint64("tokenfoldseed", 5081, "seed of TestTokenFoldedAtWidth")

// TestTokenFoldedAtWidth: an access token used as the user name, in a
// line that a program cut every w bytes (fold -w, a terminal's capture,
// a narrow column of plain text), so that the token stands on three
// lines or more: "from for https://ghp_GGZ⏎ExgI0qm6NJd7⏎SwYo9jku8KGK⏎
// L5OWm0rLM@gi⏎thub.com/o/r" printed "https://ghp_GGZ" (cell51's
// noticed item, stop 51: urlsyntax's tokenRest read one word after one
// line break). The tokens: the well-known prefixes and 20 to 40 bytes
// after them, or runs of 32 to 48 letters, digits, "_" and "-" mixing
// letters and digits; widths 5 to 24 bytes, cut wherever the width
// falls (in the scheme, the token, the password, the "@", the host);
// "\n" or "\r\n"; a mail quote's "> " before every line or none; lead-
// ins, schemes, hosts and a password or none. Every case goes through
// extract and lint in every format against its twin (the prefix kept,
// the rest shifted): no output may hold 3 bytes of the token that the
// twin's does not (checkWhiteSpaceCases).
//
// go test -run '^TestTokenFoldedAtWidth$' . -args -tokenfoldseed N
// (5081 by default; 5082 held out, never tuned on).
func TestTokenFoldedAtWidth(t *testing.T) {
	r := rand.New(rand.NewPCG(*tokenFoldSeed, 51))
	prefixes := []string{"ghp_", "gho_", "ghu_", "ghs_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_", "sk-proj-", "AKIA"}
	const al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	hosts := []string{"github.com/o/r.git", "gitlab.com/g/p.git", "h.example.org", "h.example.org/x", "localhost/x", "10.1.2.3/x", "intranet/x"}
	schemes := []string{"https", "HTTP", "git+https", "ssh", "redis"}
	befores := []string{"see ", "", "git clone ", "url = ", "from for ", "\t"}
	pws := []string{"", "", ":x-oauth-basic", ":s3crPw9q"}
	ntok := 40
	if testing.Short() {
		ntok = 12
	}
	fold := func(s string, w int, nl, pre string) string {
		var b strings.Builder
		for len(s) > w {
			b.WriteString(pre + s[:w] + nl)
			s = s[w:]
		}
		return b.String() + pre + s + nl + pre + nl
	}
	leaks, n := 0, 0
	for pi := range ntok {
		var tok, pre string
		switch {
		case pi%2 == 0:
			pre = prefixes[r.IntN(len(prefixes))]
			tok = pre
			set := al
			if pre == "AKIA" {
				set = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
				tok += string(set[r.IntN(26)]) + string(set[26+r.IntN(10)])
				for range 14 {
					tok += string(set[r.IntN(len(set))])
				}
				break
			}
			for range 20 + r.IntN(21) {
				tok += string(set[r.IntN(len(set))])
			}
			tok += string(rune('0' + r.IntN(10)))
		default:
			for range 31 + r.IntN(17) {
				tok += string((al + "_-")[r.IntN(len(al)+2)])
			}
			tok += string(rune('0'+r.IntN(10))) + "q"
		}
		twin := pre + shiftTwin(tok[len(pre):])
		var cases []wsCase
		for range 8 {
			w := 5 + r.IntN(20)
			nl := []string{"\n", "\r\n"}[r.IntN(2)]
			qp := []string{"", "", "> "}[r.IntN(3)]
			host, scheme := hosts[r.IntN(len(hosts))], schemes[r.IntN(len(schemes))]
			before, pw := befores[r.IntN(len(befores))], pws[r.IntN(len(pws))]
			mk := func(tk string) secretCase {
				return secretCase{
					text:   fold(before+scheme+"://"+tk+pw+"@"+host+" now", w, nl, qp),
					url:    scheme + "://" + tk + pw + "@" + host,
					pieces: []string{tk},
				}
			}
			c := mk(tok)
			if strings.Count(c.text, nl) < 5 {
				continue // the token on two lines: TestTokenShortPieceCutBySpace's
			}
			cases = append(cases, wsCase{c, mk(twin), qp})
		}
		n += len(cases)
		leaks += checkWhiteSpaceCases(t, tok, cases)
	}
	t.Logf("%d cases (seed %d, %d tokens): %d leaks", n, *tokenFoldSeed, ntok, leaks)
}
