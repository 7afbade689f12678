package main

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

var (
	backslashSeed = flag.Uint64("backslashseed", 4941, "TestDigitsBackslashPasswords: the seed of its passwords")
	backslashPws  = flag.Int("backslashpws", 0, "TestDigitsBackslashPasswords: how many passwords to draw (0: the default, fewer with -short)")
)

// TestDigitsBackslashPasswords (review49 H9): a password of digits, a
// "\" and more, cut by a line break, glued on both sides:
// "ftp://alice:5866\V#C{x⏎L@h.example.org" printed "ftp://alice:5866\V#C{x"
// (review49's bslash.py: 153 of 300 with "\n", 30 of 88 with "\r\n"). A
// "\" after digits ends a port only where no password's rest follows
// (G7: "see http://localhost:8080\path then c@d.example.org" keeps it):
// the bytes after it glued to the line break and the next line's word
// glued to an "@" and a host are read as digitsRest reads punctuation
// the URL's end left out.
//
// The passwords: 1 to 4 digits, "\", 1 to 5 bytes of every printable
// ASCII class but white space, "@" and "/" (a "/" is slashRest's and
// H4's), then the rest: 0 to 5 such bytes (a letter or a digit first:
// a rest of punctuation alone is digitsRest's older reading, and a "*",
// "-" or ">" that starts a line reads as a bullet or a mail quote); cut
// by five kinds of line break; bare, in every wrapper extract knows and
// "<URL:…>"; behind a line prefix half the time; hosts with a path, or
// host names with none (a path behind a list's bullet). Every case goes through extract and lint in every
// format against its twin (checkWhiteSpaceCases).
func TestDigitsBackslashPasswords(t *testing.T) {
	r := rand.New(rand.NewPCG(*backslashSeed, 20))
	npw := *backslashPws
	if npw == 0 {
		npw = 30
		if testing.Short() {
			npw = 10
		}
	}
	var printable []byte
	for c := byte('!'); c < 0x7f; c++ {
		if c != '@' && c != '/' {
			printable = append(printable, c)
		}
	}
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	wraps := append([][2]string{{"", ""}, {"", ""}, {"", ""}, {"<URL:", ">"}}, wrapperPairs...)
	breaks := []string{"\n", "\r\n", "\n  ", "\r\n\t", "\u2028"}
	users := []string{"alice", "u", "deploy", "x_y"}
	hosts := []string{"h.example.org", "h.example.org/x", "gitlab.com", "10.1.2.3/x", "intranet/x", "localhost", "_gateway/x"}
	schemes := []string{"http", "https", "ftp", "postgres"}
	befores := []string{"see ", "", "x = ", "url: "}
	afters := []string{" now", ".", "", ","}
	leaks, n := 0, 0
	for drawn := 0; drawn < npw; {
		var b strings.Builder
		for range 1 + r.IntN(4) {
			b.WriteByte(byte('0' + r.IntN(10)))
		}
		b.WriteByte('\\')
		for range 1 + r.IntN(5) {
			b.WriteByte(printable[r.IntN(len(printable))])
		}
		head := b.String()
		rest := ""
		if k := r.IntN(6); k > 0 {
			rest = string(alnum[r.IntN(len(alnum))])
			for range k - 1 {
				rest += string(printable[r.IntN(len(printable))])
			}
		}
		pw := head + rest
		twin := backslashTwin(pw)
		if pw == twin {
			continue
		}
		drawn++
		var cases []wsCase
		for range 8 {
			w := wraps[r.IntN(len(wraps))]
			br := breaks[r.IntN(len(breaks))]
			user, host, scheme := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))], schemes[r.IntN(len(schemes))]
			before, after := befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
			pre := ""
			if r.IntN(2) == 0 {
				pre = drawLinePrefix(r)
			}
			if slices.Contains([]string{"-", "+", "•", "–", "->", "=>", "…"}, strings.TrimSpace(pre)) && !strings.Contains(host, "/") {
				// Behind a list's bullet both lines start with, a host
				// with no path is a list item's (CONTRACT: "http://localhost:8000.⏎- @example.com users").
				host += "/x"
			}
			mk := func(p string) secretCase {
				return secretCase{
					text:   prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+":"+p[:len(head)]+br+p[len(head):]+"@"+host+w[1]+after+"\nlast line\n") + "\n",
					url:    scheme + "://" + user + ":" + p + "@" + host,
					pieces: []string{p},
				}
			}
			cases = append(cases, wsCase{mk(pw), mk(twin), pre})
		}
		n += len(cases)
		if l := checkWhiteSpaceCases(t, pw, cases); l > 0 {
			leaks += l
			for _, c := range cases {
				t.Logf("case of %q:\n%q\ntwin:\n%q", pw, c.c.text, c.twin.text)
			}
		}
	}
	t.Logf("%d cases (seed %d, %d passwords): %d leaks", n, *backslashSeed, npw, leaks)
}

// backslashTwin is shiftTwin that keeps the byte after each "\\": the
// twin's "\\n" is a string escape where the password's is, "\\q" none
// where the password's is none (shiftTwin's twin of "\\q" is "\\x", which
// extract reads as an escape: the twins' outputs would differ in where
// the URL ends, whatever the product hides).
func backslashTwin(pw string) string {
	tw := []byte(shiftTwin(pw))
	for i := 0; i+1 < len(pw); i++ {
		if pw[i] == '\\' {
			tw[i+1] = pw[i+1]
		}
	}
	return string(tw)
}
