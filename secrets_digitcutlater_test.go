package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var digitLaterSeed = flag.Uint64("digitlaterseed", 5263, "TestDigitPasswordsCutLater: the seed of its generator")

// TestDigitPasswordsCutLater (review55 N6): a password that starts with
// digits, then "/", "?" or "#" and more bytes, cut by a line break after
// some of those bytes, its rest on the next line or folded onto two or
// three lines alone under the prefix the URL's line starts with:
// "see https://deploy:12/ab9Xq⏎Zk3Lm@db.example.com/x" printed
// "https://deploy:12/ab9Xq" (995 of 1,000 of review55's digfold.py; the
// cut right after the "/", "?" or "#" was read since stop 54:
// TestDigitPasswordsCutInWrapper). Drawn: user names that are no host's
// (words, punctuation, non-ASCII; empty or holding "@" before host
// names only, as TestDigitPasswordsCutInWrapper draws them), 1 to 5
// digits, the byte, a rest of 2 to 12 printable bytes but "@" and white
// space, cut after 1 or more of them, the rest's pieces on 1 to 3 lines,
// line prefixes of mail, comments and none, "\n" or "\r\n", hosts of
// every shape after the "@". Each case goes through extract and lint in
// every format against its twin (checkWhiteSpaceCases), and batches
// through every command and the language server.
//
// The price (CONTRACT): where the next lines' word before the "@" is
// one a mail address of prose may have (letters and digits, maybe with
// ".", "-", "_", "+", "%" between) and no path follows the host
// ("Zk3Lm@h.example.org"), the word is prose's; where the password's
// bytes after the "/", "?" or "#" on the URL's line are a sentence's end
// or closers alone, they are prose's too: those cases are counted and
// left out.
//
// go test -run '^TestDigitPasswordsCutLater$' . -args -digitlaterseed S
// (5263 tuning; 5264 held out).
func TestDigitPasswordsCutLater(t *testing.T) {
	r, n := genStart(*digitLaterSeed, 56, 120, 40)
	printable := printableNoAt
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	users := []string{"alice", "u", "x_y", "|^日Z", "deploy", "", "a@b.com", "bob.smith", "Ü~x", "svc_user", "ci-bot"}
	prefixes := []string{"", "> ", "> > ", ">> ", "# ", "// ", ";; ", "-- ", "    "}
	hosts := []string{"intranet/a/b.html", "_gateway/x", "db", "db now", "h.example.org/x", "h.example.org", "10.1.2.3", "10.1.2.3/x", "localhost/x", "[::1]:8080/x", "db.example.com/x"}
	strong := []string{"h.example.org/x", "h.example.org", "10.1.2.3", "localhost/x", "[::1]:8080/x", "db.example.com/x"}
	var k leakTally
	price := 0
	for range n {
		digits, end := drawDigitsAndEnd(r)
		// The rest: every printable byte but "@" most of the time,
		// letters and digits alone (a generated password's) else.
		alpha := printable
		if r.IntN(3) == 0 {
			alpha = alnum
		}
		rs := drawPasswordRest(r, alpha, 2+r.IntN(11))
		// Cut after 1 or more of the rest's bytes, the rest of it in 1
		// to 3 pieces.
		cuts := []int{1 + r.IntN(len(rs)-1)}
		for range r.IntN(3) {
			if last := cuts[len(cuts)-1]; last+1 < len(rs) {
				cuts = append(cuts, last+1+r.IntN(len(rs)-last-1))
			}
		}
		pw := digits + end + rs
		twin := secrettest.Shift(pw)
		pre := prefixes[r.IntN(len(prefixes))]
		br := []string{"\n", "\r\n"}[r.IntN(2)]
		user := users[r.IntN(len(users))]
		scheme := []string{"ftp", "https", "http", "postgres", "git+ssh", "redis", "svn+ssh"}[r.IntN(7)]
		host := hosts[r.IntN(len(hosts))]
		if user == "" || strings.Contains(user, "@") {
			host = strong[r.IntN(len(strong))]
		}
		word := rs[cuts[0]:] // the next lines' word, folded
		if h, _, _ := strings.Cut(host, " "); proseAddressRest.MatchString(word) && !strings.Contains(h, "/") ||
			strings.Trim(rs[:cuts[0]], ".,;:!?'\")]}>*_~") == "" {
			// Or the password's bytes on the URL's line after the
			// "/", "?" or "#" are a sentence's end or closers
			// ("http://db:47965?”⏎…", "svn+ssh://deploy:95#>⏎…"):
			// a port, then prose, as TestDigitPasswordsCutInWrapper's
			// cut right after that byte reads it.
			price++
			continue
		}
		lead := []string{"see ", "", "dsn: "}[r.IntN(3)]
		gaps := make([]string, len(cuts)) // white space before each break, or none
		for i := range gaps {
			gaps[i] = []string{"", "", " ", "\t"}[r.IntN(4)]
		}
		mk := func(p string) secretCase {
			u := scheme + "://" + user + ":" + p + "@" + host
			head := len(digits) + 1
			var b strings.Builder
			b.WriteString(pre + lead + scheme + "://" + user + ":" + p[:head+cuts[0]])
			for i, c := range cuts {
				e := len(p)
				if i+1 < len(cuts) {
					e = head + cuts[i+1]
				}
				b.WriteString(gaps[i] + br + pre + p[head+c:e])
			}
			b.WriteString("@" + host + br + br)
			return secretCase{text: b.String(), url: u, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(twin), pre: pre})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases drawn, %d left out (the price: an address's shape before a host with no path), %d through extract and lint (%d leak), %d runs through every command: %d leaks",
		*digitLaterSeed, n, price, len(k.all), k.leaked, runs, k.leaks)
}
