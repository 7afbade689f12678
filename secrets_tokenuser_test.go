package main

import (
	"math/rand/v2"
	"testing"
)

// TestTokenUserBeforeBrokenAt (review46 M1) is the promise for an access
// token used as the user name that stands whole at its line's end, then
// white space (a space, a tab, " -", or none) and a line break of every
// kind, and "@" and a host on the next line, after the prefix its line
// shares with the URL's and indentation ("see https://ghp_…GHIJ ⏎
// @github.com/o/r.git"), with or without a password after the token's
// ":": tokens of the ten well-known prefixes and runs of 32 to 48
// letters, digits, "_" and "-" (TokenLike), every wrapper, every line
// prefix (wsLinePrefix), hosts of every kind. Every case goes through
// extract and lint in every format (checkWhiteSpaceCases), and a batch
// through every command and the language server (whiteSpaceBatches): no
// output may hold 3 bytes of the token that the twins' output (the same
// prefix, the rest shifted: shiftTwin) does not.
// Left out: a blank line between the token and the "@" (no password is
// read across one either: brokenRest). Before the mend, extract printed
// the token whole ("https://ghp_…GHIJ") and lint's json, sarif and github
// formats quoted it.
func TestTokenUserBeforeBrokenAt(t *testing.T) {
	r := rand.New(rand.NewPCG(4691, 46))
	prefixes := []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}
	const al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	ntok := 8
	if testing.Short() {
		ntok = 3
	}
	var all []wsCase
	leaks := 0
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
		cases := tokenUserCases(r, tok, pre+shiftTwin(tok[len(pre):]), pi)
		all = append(all, cases...)
		leaks += checkWhiteSpaceCases(t, tok, cases)
	}
	runs, bl := whiteSpaceBatches(t, r, all, 1)
	leaks += bl
	t.Logf("%d cases through extract and lint, %d of them through every command (%d runs): %d leaks", len(all), batchSize, runs, leaks)
}

// tokenUserCases returns TestTokenUserBeforeBrokenAt's cases for tok and
// its twin (a token too: its prefix kept).
func tokenUserCases(r *rand.Rand, tok, twin string, pi int) []wsCase {
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"{", "}"}, {"", ""}}
	spaces := []string{" ", "\t", " -", "  ", ""}
	breaks := []string{"\n", "\r\n", "\n  ", "\r\n\t", "\n\t"}
	hosts := []string{"github.com/o/r.git", "gitlab.com/g/p.git", "h.example.org", "localhost", "10.1.2.3", "intranet", "_gateway", "bücher.example", "[::1]", "h.example.org:8080"}
	schemes := []string{"https", "HTTP", "git+ssh", "ssh", "ftp", "redis"}
	pws := []string{"", "", "x-oauth-basic", "s3crPw"}
	var out []wsCase
	for sk, sp := range spaces {
		for bk, br := range breaks {
			for wi, wr := range wraps {
				host := hosts[r.IntN(len(hosts))]
				scheme := schemes[(sk+bk+wi)%len(schemes)]
				pw := pws[r.IntN(len(pws))]
				before := []string{"see ", "", "git clone ", "x = ", "remote = ", "\t"}[(sk+bk+wi)%6]
				pre := wsLinePrefix(pi, sk, bk, wi)
				mk := func(tk string) secretCase {
					user := tk
					if pw != "" {
						user += ":" + pw
					}
					return secretCase{
						text:   prefixLines(pre, before+wr[0]+scheme+"://"+user+sp+br+"@"+host+"/x"+wr[1]+" now\n") + "\n",
						url:    scheme + "://" + user + "@" + host + "/x",
						pieces: []string{tk},
					}
				}
				out = append(out, wsCase{mk(tok), mk(twin), pre})
			}
		}
	}
	return out
}
