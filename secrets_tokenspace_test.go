package main

import (
	"math/rand/v2"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// TestTokenUserCutBySpace (review49 H3): an access token used as the user
// name, cut by white space on its line (a space, a tab, a no-break
// space, an ideographic space, white space before a line break), then
// the rest of the token, maybe a password after its ":", an "@" and a
// host: "see https://ghp_0123456789abcdefghijKLMNOP QRSTUVwxyz@github.com/o/r"
// printed the token's first piece as a host. The tokens: the ten
// well-known prefixes and 20 to 40 bytes after them, or runs of 32 to 48
// letters, digits, "_" and "-" that mix letters and digits; cut where the
// first piece is a token by its shape itself (urlsyntax.TokenLike: the
// prefix and 9 bytes more, or a run of 32); every wrapper of
// tokenUserCases, several hosts, schemes and lead-ins. Every case goes
// through extract and lint in every format against its twin (the prefix
// kept, the rest shifted): no output may hold 3 bytes of the token that
// the twin's does not (checkWhiteSpaceCases). Left out: a cut that leaves
// a first piece no token's shape tells ("ghp_0123 4567…", "AbCdEfGhIjKlMnOp
// QrStUv…"): the URL stands as a host, as any one-word host does.
//
// go test -run '^TestTokenUserCutBySpace$' . (seed 4921): see the commit
// that added it for the counts before and after.
func TestTokenUserCutBySpace(t *testing.T) {
	r := rand.New(rand.NewPCG(4921, 49))
	prefixes := []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}
	const al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	wraps := [][2]string{{"", ""}, {"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}}
	spaces := []string{" ", "\t", "\u00a0", "\u3000", " \n", "\t\r\n"}
	hosts := []string{"github.com/o/r.git", "gitlab.com/g/p.git", "h.example.org", "h.example.org/x", "localhost/x", "10.1.2.3/x", "_gateway/x", "[::1]:8080/x"}
	schemes := []string{"https", "HTTP", "git+https", "ssh", "ftp", "redis"}
	befores := []string{"see ", "", "git clone ", "url = ", "remote = ", "\t"}
	pws := []string{"", "", ":x-oauth-basic", ":s3crPw"}
	ntok := 60
	if testing.Short() {
		ntok = 20
	}
	leaks, n := 0, 0
	for pi := range ntok {
		var tok, pre string
		if pi%2 == 0 {
			pre = prefixes[r.IntN(len(prefixes))]
			tok = pre
			for range 20 + r.IntN(21) {
				tok += string(al[r.IntN(len(al))])
			}
		} else {
			for range 31 + r.IntN(17) {
				tok += string((al + "_-")[r.IntN(len(al)+2)])
			}
			tok += string(rune('0'+r.IntN(10))) + "q"
		}
		twin := pre + shiftTwin(tok[len(pre):])
		var cases []wsCase
		for cut := len(pre) + 1; cut < len(tok); cut++ {
			if !urlsyntax.TokenLike(tok[:cut]) || !urlsyntax.TokenLike(twin[:cut]) || r.IntN(3) > 0 {
				continue
			}
			wr := wraps[r.IntN(len(wraps))]
			sp := spaces[r.IntN(len(spaces))]
			host, scheme := hosts[r.IntN(len(hosts))], schemes[r.IntN(len(schemes))]
			before, pw := befores[r.IntN(len(befores))], pws[r.IntN(len(pws))]
			mk := func(tk string) secretCase {
				return secretCase{
					text:   before + wr[0] + scheme + "://" + tk[:cut] + sp + tk[cut:] + pw + "@" + host + wr[1] + " now\n\n",
					url:    scheme + "://" + tk + pw + "@" + host,
					pieces: []string{tk},
				}
			}
			cases = append(cases, wsCase{mk(tok), mk(twin), ""})
		}
		n += len(cases)
		leaks += checkWhiteSpaceCases(t, tok, cases)
	}
	t.Logf("%d cases (seed 4921, %d tokens): %d leaks", n, ntok, leaks)
}
