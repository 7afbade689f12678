package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var pctTokenSeed = flag.Uint64("pcttokenseed", 5128, "TestPercentEncodedTokenUsers: the seed of its generator")

// TestPercentEncodedTokenUsers is the promise that an access token used
// as a URL's user name is a secret however it is written: with one byte
// or more percent-encoded ("https://ghp%5FAbC…@github.com/o/r"), or all of
// them, in upper- or lower-case hex, as every decoder shows it. Tokens of
// every shape TokenLike knows (the well-known prefixes, runs of 32 to 48
// with a digit or of letters of both cases,
// sk-, AKIA, JSON Web Tokens), a password after them or none, every
// wrapper; each case through extract and lint in every format, and
// batches through every command and the language server. No output may
// hold 3 bytes of the token, as written or decoded, that the twins'
// output (the token's body shifted, encoded at the same places) does not.
// Before stop 52 such a token was printed whole (review52 L11: pcttok.py
// 5105, 141 of 300), while lint's not-normalized message decoded and
// masked it.
func TestPercentEncodedTokenUsers(t *testing.T) {
	r, n := genStart(*pctTokenSeed, 52, 24, 8)
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"(", ")"}, {"[link](", ")"}, {"'", "'"}, {"`", "`"}}
	hosts := []string{"github.com/o/r.git", "gitlab.com/g/p", "h.example.org:8443/x", "10.1.2.3", "intranet/x?y=1"}
	pws := []string{"", "", "x-oauth-basic", "x"}
	var all []wsCase
	leaks, asWritten := 0, 0
	for i := range n {
		tok, pre := drawTokenUser(r, i)
		twin := pre + secrettest.Shift(tok[len(pre):])
		var cases, decoded []wsCase
		for range 6 {
			enc := make([]bool, len(tok))
			if r.IntN(4) == 0 {
				for k := range enc {
					enc[k] = true
				}
			} else {
				for range 1 + r.IntN(3) {
					enc[r.IntN(len(tok))] = true
				}
			}
			upper := r.IntN(2) == 0
			w := wraps[r.IntN(len(wraps))]
			host, pw := hosts[r.IntN(len(hosts))], pws[r.IntN(len(pws))]
			scheme := []string{"https", "git+https", "ftp", "HTTP"}[r.IntN(4)]
			before := []string{"see ", "git clone ", "url = ", "", "remote: "}[r.IntN(5)]
			after := []string{" now\n", "\n", ".\n", " and more\n"}[r.IntN(4)]
			mk := func(tk string) secretCase {
				user := pctEncodeAt(tk, enc, upper)
				if pw != "" {
					user += ":" + pw
				}
				u := scheme + "://" + user + "@" + host
				return secretCase{text: before + w[0] + u + w[1] + after, url: u, pieces: []string{pctEncodeAt(tk, enc, upper)}}
			}
			c, tw := mk(tok), mk(twin)
			cases = append(cases, wsCase{c: c, twin: tw})
			dc := c
			dc.pieces = []string{tok}
			decoded = append(decoded, wsCase{c: dc, twin: tw})
		}
		all = append(all, cases...)
		l := checkWhiteSpaceCases(t, tok, cases)
		asWritten += l
		leaks += l + checkWhiteSpaceCases(t, tok, decoded)
	}
	runs, bl := whiteSpaceBatches(t, r, all, max(1, *leakCases/(8*batchSize)))
	leaks += bl
	t.Logf("%d tokens, %d cases through extract and lint, %d runs through every command: %d leaks (%d as written)", n, len(all), runs, leaks, asWritten)
}

// drawTokenUser draws an access token of one of TokenLike's shapes, and
// the prefix its twin keeps.
func drawTokenUser(r *rand.Rand, i int) (tok, pre string) {
	const al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	run := func(n int, from string) string {
		var b strings.Builder
		for range n {
			b.WriteByte(from[r.IntN(len(from))])
		}
		return b.String()
	}
	switch i % 5 {
	case 0:
		pre = []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}[r.IntN(10)]
		return pre + run(20+r.IntN(21), al) + fmt.Sprint(r.IntN(10)), pre
	case 1:
		if r.IntN(2) == 0 {
			// Letters of both cases and no digit, as one random run
			// of base62 in 250 is (review51 K10; a token since stop 53).
			return "Qa" + run(30+r.IntN(17), al[:52]+"_-"), ""
		}
		return run(31+r.IntN(17), al+"_-") + fmt.Sprint(r.IntN(10)) + "q", ""
	case 2:
		return "sk-" + run(20+r.IntN(20), al) + "7a", "sk-"
	case 3:
		return "AKIA" + run(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), "AKIA"
	}
	b64 := al + "_-"
	return "eyJ" + run(20+r.IntN(10), b64) + "." + run(20+r.IntN(20), b64) + "." + run(20+r.IntN(20), b64), "eyJ"
}

// pctEncodeAt writes s with the bytes enc marks percent-encoded.
func pctEncodeAt(s string, enc []bool, upper bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if enc[i] {
			h := fmt.Sprintf("%%%02x", s[i])
			if upper {
				h = strings.ToUpper(h)
			}
			b.WriteString(h)
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
