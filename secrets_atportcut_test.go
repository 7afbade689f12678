package main

import (
	"flag"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var atPortCutSeed = flag.Uint64("atportcutseed", 5287, "TestAtPortPasswordsCutLater: the seed of its generator")

// TestAtPortPasswordsCutLater (review57 R7): a password that holds "@",
// then a name, ":", digits, "/", "?" or "#" and more, cut by a line break
// after some of those bytes, its rest on the next line or folded onto two
// or three lines under the prefix the URL's line starts with: "see
// https://alice:pa@ss:12/ab9Xq⏎Zk3Lm@db.example.com/x" printed
// "https://alice:***@ss:12/ab9Xq" (861 of 1,000 of review57's atport.py
// on f47c5aa): the grammar reads host "ss", port 12, and the stop-56
// reading of digit-first passwords cut later stopped after a user name
// and a password. Drawn: user names of words, punctuation and non-ASCII,
// a first part of 1 to 6 printable bytes but "@", "/", "?", "#" and white
// space,
// a name of 1 to 5 letters and digits (or with "-", "_", or a dot and a
// label that is no top-level domain's), 1 to 4 digits, the byte, a rest
// of 2 to 12 printable bytes but "@" and white space cut after 1 or more
// of them into 1 to 3 pieces, line prefixes of mail, comments and none,
// "\n" or "\r\n", hosts of every shape after the "@". Each case goes
// through extract and lint in every format against its twin, then batches
// through every command and the language server.
//
// The price (CONTRACT, the stop-56 one): where the next lines' word before
// the "@" has a mail address's shape and no path follows the host, or
// the rest's bytes on the URL's line are a sentence's end or closers
// alone, the word is prose's; after a name that is a host's (an IP
// address, "localhost", a dotted name ending in a top-level domain) the
// digits are its port. Those cases are counted and left out.
//
// go test -run '^TestAtPortPasswordsCutLater$' . -args -atportcutseed S
// (5287 tuning; 5288 held out).
func TestAtPortPasswordsCutLater(t *testing.T) {
	r, n := genStart(*atPortCutSeed, 58, 120, 40)
	printable := printableNoAt
	// The first part ends the authority at none of its bytes ("/", "?",
	// "#" would start a path, a query, a fragment: another class).
	const firstBytes = "!\"$%&'()*+,-.0123456789:;<=>ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	users := []string{"alice", "u", "x_y", "|^日Z", "deploy", "bob.smith", "Ü~x", "svc_user", "ci-bot"}
	prefixes := []string{"", "> ", "> > ", "# ", "// ", ";; ", "-- ", "    "}
	hosts := []string{"intranet/a/b.html", "_gateway/x", "db", "db now", "h.example.org/x", "h.example.org", "10.1.2.3", "10.1.2.3/x", "localhost/x", "[::1]:8080/x", "db.example.com/x"}
	names := func() string {
		w := drawPasswordRest(r, alnum, 1+r.IntN(5))
		switch r.IntN(4) {
		case 0:
			return w + []string{"-", "_"}[r.IntN(2)] + drawPasswordRest(r, alnum, 1+r.IntN(3))
		case 1:
			return w + "." + []string{"svc", "k8s", "x9", "lan", "internal", "com"}[r.IntN(6)]
		}
		return w
	}
	// A "\" before a letter is a string escape of source code, which ends
	// the URL where the twin's "\" before another letter may not
	// (extract's columns then differ from the twin's and the batch reads
	// the password's ":DIGITS" in them): the harness's, not a password
	// shown. A digit after it stays a digit in the twin.
	unescape := func(s string) string {
		b := []byte(s)
		for i := 0; i+1 < len(b); i++ {
			if b[i] == '\\' && isLetterASCII(b[i+1]) {
				b[i+1] = '0' + b[i+1]%10
			}
		}
		return strings.ReplaceAll(string(b), "'s", "'q")
	}
	var k leakTally
	price := 0
	for range n {
		digits, end := drawDigitsAndEnd(r)
		alpha := printable
		if r.IntN(3) == 0 {
			alpha = alnum
		}
		fa := firstBytes
		if alpha == alnum {
			fa = alnum
		}
		first := unescape(drawPasswordRest(r, fa, 1+r.IntN(6)))
		name := names()
		rs := unescape(drawPasswordRest(r, alpha, 2+r.IntN(11)))
		cuts := []int{1 + r.IntN(len(rs)-1)}
		for range r.IntN(3) {
			if last := cuts[len(cuts)-1]; last+1 < len(rs) {
				cuts = append(cuts, last+1+r.IntN(len(rs)-last-1))
			}
		}
		host := hosts[r.IntN(len(hosts))]
		word := rs[cuts[0]:]
		if h, _, _ := strings.Cut(host, " "); proseAddressRest.MatchString(word) && !strings.Contains(h, "/") || hostPortName(name) ||
			strings.Trim(rs[:cuts[0]], ".,;:!?'\")]}>*_~") == "" {
			price++
			continue
		}
		pw := first + "@" + name + ":" + digits + end + rs
		twin := secrettest.Shift(pw)
		pre := prefixes[r.IntN(len(prefixes))]
		br := []string{"\n", "\r\n"}[r.IntN(2)]
		user := users[r.IntN(len(users))]
		scheme := []string{"ftp", "https", "http", "postgres", "git+ssh", "redis", "svn+ssh"}[r.IntN(7)]
		lead := []string{"see ", "", "dsn: "}[r.IntN(3)]
		gaps := make([]string, len(cuts))
		for i := range gaps {
			gaps[i] = []string{"", "", " ", "\t"}[r.IntN(4)]
		}
		mk := func(p string) secretCase {
			head := len(first) + 1 + len(name) + 1 + len(digits) + 1
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
			return secretCase{text: b.String(), url: scheme + "://" + user + ":" + p + "@" + host, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(twin), pre: pre})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases drawn, %d left out (the price), %d through extract and lint (%d leak), %d runs through every command: %d leaks",
		*atPortCutSeed, n, price, len(k.all), k.leaked, runs, k.leaks)
}

// hostPortName reports whether name, before a ":" and digits, is a host's
// name whose port the digits are (urlsyntax's portHost, as CONTRACT says
// it: a dotted name whose last label is a top-level domain's, or one of
// the names of private networks, "lan", "internal"…).
func hostPortName(name string) bool {
	i := strings.LastIndexByte(name, '.')
	return i >= 0 && slices.Contains([]string{"com", "lan", "internal"}, name[i+1:])
}

func isLetterASCII(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
