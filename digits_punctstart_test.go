package main

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	punctStartSeed = flag.Uint64("punctstartseed", 4936, "TestDigitsPunctStartPasswords: the seed of its passwords")
	punctStartPws  = flag.Int("punctstartpws", 0, "TestDigitsPunctStartPasswords: how many passwords to draw (0: the default, fewer with -short)")
)

// TestDigitsPunctStartPasswords (review49 H12, leak-probe seed 751): a
// password of digits, then punctuation and more, cut by a line break
// right after the digits (maybe white space before it), so that the next
// line starts with the punctuation, glued to the rest, an "@" and a
// URL's site: "see http://alice:6⏎'7}Bpn@h.example.org/x" printed
// "http://alice:6", and its twin its own digits, by the convention that
// keeps "http://u:7⏎4AGY@intranet/" a port. No word of prose starts with
// such punctuation and runs to an "@" and a site (urlsyntax's
// punctStartRest): the digits are the password's.
//
// The passwords: 1 to 5 digits, a first byte of the rest drawn from
// every ASCII punctuation but "@" and "/" and from punctuation of other
// scripts, then 1 to 12 bytes of every printable class but "@" and "/"
// (a "/" in the rest is slashRest's and H4's; drawPassword), one of them
// at least. Cut by five kinds of line break, with white space before it
// a quarter of the time; bare, in every wrapper extract knows and
// "<URL:…>"; behind a line prefix half the time (drawLinePrefix); hosts
// with a path (a URL's site; with none the next line's word may be an
// address of prose, as CONTRACT keeps it). Not drawn: a rest that closes
// the quote or bracket it starts with after its "@" (a mention quoted
// whole, prose's: the controls below), except where the URL's own wrapper
// is that pair. Every case goes through extract and lint in every format
// against its twin (checkWhiteSpaceCases); the controls keep their port.
func TestDigitsPunctStartPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(*punctStartSeed, 18))
	npw := *punctStartPws
	if npw == 0 {
		npw = 30
		if testing.Short() {
			npw = 10
		}
	}
	const firstASCII = "!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~"
	firsts := []string{"”", "«", "»", "’", "“", "‘", "„", "‹", "›", "「", "（", "【", "¿", "¡", "§", "€", "…", "—"}
	const punct = "!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中", "’", "»"}
	wraps := append([][2]string{{"", ""}, {"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	breaks := []string{"\n", "\r\n", "\n  ", "\r\n\t", "\u2028"}
	users := []string{"alice", "u", "deploy", "x_y", "a@b.com"}
	hosts := []string{"h.example.org/x", "gitlab.com/o/r.git", "localhost:8080/", "_gateway/x", "intranet/x", "10.1.2.3/p?q=1#f", "[::1]:8080/x", "Build-01/~u/"}
	schemes := []string{"http", "HTTPS", "ftp", "postgres", "git+ssh"}
	befores := []string{"see ", "", "x = ", "url: ", "\t"}
	afters := []string{" now", ".", "", ","}
	leaks, n := 0, 0
	for drawn := 0; drawn < npw; {
		var b strings.Builder
		for range 1 + r.IntN(5) {
			b.WriteByte(byte('0' + r.IntN(10)))
		}
		digits := b.String()
		first := string(firstASCII[r.IntN(len(firstASCII))])
		if r.IntN(3) == 0 {
			first = firsts[r.IntN(len(firsts))]
		}
		rest := first + drawPassword(r, classes, nonASCII)
		if strings.ContainsAny(rest, "@/") || !utf8.ValidString(rest) {
			continue
		}
		pw := digits + rest
		if pw == shiftTwin(pw) || secrettest.PortLike(pw) {
			// (PortLike: digits, then a byte that ends a port, "63?T",
			// read as a port and a query on one line too, CONTRACT's
			// convention.)
			continue
		}
		drawn++
		var cases []wsCase
		for range 8 {
			w := wraps[r.IntN(len(wraps))]
			br := breaks[r.IntN(len(breaks))]
			if r.IntN(4) == 0 {
				br = []string{" ", "\t"}[r.IntN(2)] + br
			}
			user, host, scheme := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))], schemes[r.IntN(len(schemes))]
			before, after := befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
			pre := ""
			if r.IntN(2) == 0 {
				pre = drawLinePrefix(r)
			}
			// A mention quoted whole: the first rune's closer after the
			// "@" (the host and w[1] hold none of it but the wrapper's).
			if o, _ := utf8.DecodeRuneInString(first); strings.ContainsRune(host, closerRune(o)) {
				continue
			}
			// A quarter of the cases: the first byte stays on the
			// digits' line, and the rest holds white space (leak-probe
			// seed 751: "6'⏎7 }Bpn@10.1.2.3/x", "5”⏎uUW⇥G”@localhost/x");
			// where the word glued to the "@" reads as a mail address's
			// local part ("4”⏎Fg84. 6@h.example.org/x"), the digits are a
			// port by CONTRACT's convention: not drawn.
			cut, sp := len(digits), -1
			if rs := []rune(rest); len(rs) > 2 && r.IntN(4) == 0 {
				cut += len(first)
				sp = len(first) + len(string(rs[1:2+r.IntN(len(rs)-2)]))
				if lastWordAddress(rest[sp:]) {
					continue
				}
			}
			mk := func(p string) secretCase {
				q := p[cut:]
				if sp >= 0 {
					q = p[cut:len(digits)+sp] + []string{" ", "\t"}[len(p)%2] + p[len(digits)+sp:]
				}
				return secretCase{
					text:   prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+":"+p[:cut]+br+q+"@"+host+w[1]+after+"\nlast line\n") + "\n",
					url:    scheme + "://" + user + ":" + p + "@" + host,
					pieces: []string{p},
				}
			}
			cases = append(cases, wsCase{mk(pw), mk(shiftTwin(pw)), pre})
		}
		n += len(cases)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	t.Logf("%d cases (seed %d, %d passwords): %d leaks", n, *punctStartSeed, npw, leaks)

	// Controls: prose after a port, which keeps it.
	for _, in := range []string{
		"see http://localhost:8080\n'bob@example.org/x' wrote\n",
		"see http://localhost:8080\n”alice@example.org/x” wrote\n",
		"see http://localhost:8080\n»alice@example.org/x« wrote\n",
		"see http://localhost:8080\n(@angular/core/testing) now\n",
		"see http://localhost:8080\n(bob@example.org/x) wrote\n",
		"see http://localhost:8080\nélodie@example.org/x wrote\n",
		"see http://localhost:8080\n'bob@example.org' wrote\n",
		"see http://localhost:8080\n- bob@example.org/x wrote\n",
		"see http://u:7\n4AGY@intranet/\n",
	} {
		want, _, _ := strings.Cut(strings.TrimPrefix(in, "see "), "\n")
		maskedShape(t, in, want, "***", false)
	}
}

// closerRune returns the closer of a quote or bracket o (o itself for a
// quote that opens and closes alike), or -1.
func closerRune(o rune) rune {
	for _, p := range append([][2]string{{"'", "'"}, {"\"", "\""}, {"`", "`"}, {"*", "*"}, {"_", "_"}, {"|", "|"}, {"~", "~"}, {"”", "”"}, {"’", "’"}, {"»", "»"}, {"›", "›"}}, wrapperPairs...) {
		if a, _ := utf8.DecodeRuneInString(p[0]); a == o {
			c, _ := utf8.DecodeRuneInString(p[1])
			return c
		}
	}
	return -1
}

// lastWordAddress reports whether the last word of s (after its last
// white space) reads as a mail address's local part as prose writes one:
// letters and digits of any script, maybe with ".", "-", "_", "+" or "%"
// between them, maybe after an opener that letters and digits alone
// stand before (urlsyntax's proseAddress).
func lastWordAddress(s string) bool {
	if i := strings.LastIndexAny(s, " \t"); i >= 0 {
		s = s[i+1:]
	}
	// After an opener that letters and digits alone stand before
	// ("TODO(bob", "u[GC7W"), as prose puts one around an address.
	if i := strings.LastIndexAny(s, "(<[\"'“‘«‹（"); i >= 0 {
		if strings.IndexFunc(s[:i], func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("*_~", r)
		}) >= 0 {
			return false
		}
		_, n := utf8.DecodeRuneInString(s[i:])
		s = s[i+n:]
	}
	s = strings.TrimLeft(s, "*_~")
	rs := []rune(s)
	for i, r := range rs {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && (i == 0 || i == len(rs)-1 || !strings.ContainsRune(".-_+%", r)) {
			return false
		}
	}
	return len(rs) > 0
}
