package main

import (
	"bytes"
	"math/rand/v2"
	"strings"
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
// A blank line between the token and the "@" is TestTokenAcrossBlankLine's
// (since stop 47; no password is read across one). Before the mend, extract printed
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

// TestTokenAcrossBlankLine is TestTokenUserBeforeBrokenAt's left-out
// shape, decided: an access token whose URL ends at its line's end (alone
// or before a password's ":"), then one blank line or two (of every kind:
// "\n\n", "\r\n\r\n", white space on the blank line, "\r\r\n", a quote's
// or comment's marker alone on it) and a line that starts with "@" and a
// URL's site (a host a "/" follows). Every case goes through extract and
// lint in every format and a batch through every command and the
// language server: no output may hold 3 bytes of the token that the
// twins' does not. And the same texts with a host name in the token's
// place keep it (no "***" in extract's output): an "@" that starts a line
// after a blank line is an npm scope's or prose's after any other URL.
// go test -run TestTokenAcrossBlankLine .: 1,777 leaks in 2,600 cases and
// a batch of 40 on main 03ac32d (the token printed whole, as
// "https://ghp_…"), 0 after; 0 texts with a host name masked, before
// and after.
func TestTokenAcrossBlankLine(t *testing.T) {
	r := rand.New(rand.NewPCG(4719, 47))
	prefixes := []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "glpat-", "xoxb-", "xoxp-", "npm_"}
	const al = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	ntok := 8
	if testing.Short() {
		ntok = 3
	}
	blanks := []string{"\n\n", "\r\n\r\n", "\n \n", "\n\n\n", "\r\r\n\r\r\n", "\n\t\n"}
	var all []wsCase
	leaks, over := 0, 0
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
		for i := range cases {
			// The line break between the token and the "@": a blank line.
			bl := blanks[r.IntN(len(blanks))]
			for _, c := range []*secretCase{&cases[i].c, &cases[i].twin} {
				c.text = blankBefore(c.text, cases[i].pre, bl)
			}
			// The same text with a host name where the token stands.
			plain := strings.Replace(cases[i].c.text, tok, "h.example.org", 1)
			var o, e bytes.Buffer
			run([]string{"urlsift", "extract", "-"}, strings.NewReader(plain), &o, &e)
			if strings.Contains(o.String(), "***") && !strings.Contains(plain, ":s3crPw") && !strings.Contains(plain, ":x-oauth-basic") {
				over++
				if over <= 5 {
					t.Errorf("extract of %q masks: %s", plain, o.String())
				}
			}
		}
		all = append(all, cases...)
		leaks += checkWhiteSpaceCases(t, tok, cases)
	}
	runs, bl := whiteSpaceBatches(t, r, all, 1)
	leaks += bl
	t.Logf("%d cases through extract and lint, %d of them through every command (%d runs): %d leaks; %d texts with a host name masked", len(all), batchSize, runs, leaks, over)
}

// blankBefore returns text, a case of tokenUserCases, with the line break
// before its "@" line made the blank line bl (the line prefix pre on each
// of its lines).
func blankBefore(text, pre, bl string) string {
	i := strings.Index(text, "@")
	for i > 0 && text[i-1] != '\n' && text[i-1] != '\r' {
		i--
	}
	j := i
	for j > 0 && (text[j-1] == '\n' || text[j-1] == '\r') {
		j--
	}
	var b strings.Builder
	for k, l := range strings.SplitAfter(bl, "\n") {
		if l == "" {
			continue
		}
		if k > 0 {
			b.WriteString(strings.TrimRight(pre, " \t"))
		}
		b.WriteString(l)
	}
	return text[:j] + b.String() + text[i:]
}
