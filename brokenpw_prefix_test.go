package main

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var slashWide = flag.Bool("slashwide", false, "TestSlashAfterPrefixPasswords: draw every wrapper too (an open class: see the test)")

// drawLinePrefix draws the prefix of a block's lines from the whole
// printable space: one of linePrefixes, or one to three printable ASCII
// bytes that are no letter nor digit, or a word of letters, and a space
// or a tab after it (a comment's, a quote's or a list's marker that the
// rejoin may not know: "' " of Visual Basic, "%% " of MATLAB, "REM ").
func drawLinePrefix(r *rand.Rand) string {
	switch r.IntN(3) {
	case 0:
		return linePrefixes[r.IntN(len(linePrefixes))]
	case 1:
		const punct = "!\"#$%&'()*+,-.:;<=>?@[\\]^_`{|}~"
		var b strings.Builder
		for n := 1 + r.IntN(3); b.Len() < n; {
			b.WriteByte(punct[r.IntN(len(punct))])
		}
		return b.String() + []string{" ", " ", "\t", "  "}[r.IntN(4)]
	}
	words := []string{"REM", "rem", "dnl", "C", "c", "Note:", "NB", "x"}
	return words[r.IntN(len(words))] + " "
}

// slashCases returns the cases of TestSlashAfterPrefixPasswords for the
// password pw, which holds a "/": the URL's line ends right before a "/"
// of pw (the URL ends at the line break), the rest of pw starts the next
// line, every line of the text behind one prefix drawn by drawLinePrefix;
// in every wrapper extract knows and bare, after several user names and
// before several hosts. Not drawn: a piece shown that reads as a port
// (secrettest.PortLike, CONTRACT's convention).
func slashCases(r *rand.Rand, pw string) []wsCase {
	wraps := [][2]string{{"", ""}, {"", ""}, {"", ""}}
	if *slashWide {
		wraps = append(wraps, append([][2]string{{"<URL:", ">"}}, wrapperPairs...)...)
	}
	users := []string{"u", "alice", "deploy", "x_y", "USER.name"}
	hosts := []string{"h.example.org", "db1.example.com:5432", "localhost", "10.1.2.3", "intranet", "github.com"}
	paths := []string{"/x", "/", "/~u/%7e/", "/p?q=1#f"}
	schemes := []string{"http", "HTTPS", "git+ssh", "postgres", "ftp", "telnet"}
	befores := []string{"see ", "", "Clone: ", "x = ", "\t"}
	afters := []string{" now", ".", "", ",", "\"."}
	var out []wsCase
	for i := 1; i < len(pw); i++ {
		if pw[i] != '/' {
			continue
		}
		if shown := pw[:i]; secrettest.PortLike(shown+" ") || secrettest.PortLike(pw) || strings.HasSuffix(shown, "/") {
			continue
		}
		for _, w := range wraps {
			pre := drawLinePrefix(r)
			user, host := users[r.IntN(len(users))], hosts[r.IntN(len(hosts))]
			scheme, path := schemes[r.IntN(len(schemes))], paths[r.IntN(len(paths))]
			before, after := befores[r.IntN(len(befores))], afters[r.IntN(len(afters))]
			nl := []string{"\n", "\r\n"}[r.IntN(2)]
			mk := func(p string) secretCase {
				return secretCase{
					text:   prefixLines(pre, "Intro line.\n"+before+w[0]+scheme+"://"+user+":"+p[:i]+nl+p[i:]+"@"+host+path+w[1]+after+"\nlast line\n") + "\n",
					url:    scheme + "://" + user + ":" + p + "@" + host + path,
					pieces: []string{p},
				}
			}
			out = append(out, wsCase{mk(pw), mk(shiftTwin(pw)), pre})
		}
	}
	return out
}

// TestSlashAfterPrefixPasswords: review48 G6 (leak-probe seed 739). A
// password that holds "/", cut by a line break right before a "/", the
// URL bare, every line of the text behind one prefix: the rejoin glues
// the next line's word where it knows the prefix ("# ", "> ") and the
// masker reads the password whole; behind one it does not know ("' ",
// "%% ", "+ ") the URL stands cut, and a rest that held a "/" was read
// as no password's, so the piece on the first line was shown
// ("' see https://alice:ab12⏎' /cd34@db.example.org/x" printed
// https://alice:ab12). The prefix is drawn from the whole printable
// space (drawLinePrefix), the password from every printable class and
// non-ASCII characters, with one "/" or more; no output of extract or
// lint, in every format, may hold 3 bytes of the password that the
// twins' output does not (checkWhiteSpaceCases). On 30528ce, the parent
// of the mend: 1,661 leaks in 297 cases (seed 4900). Since stop 49 a
// third of the passwords start with digits and a byte of any other class
// (closing-48's item 4: "postgres://x_y:8«3b+75Ené⏎/Xs/…@localhost/"
// showed "8"): see the commit that widened it for the counts. -seed S draws
// others (seed 4902: 4 JSON outputs whose spans differ from the twins',
// with a "\" and a quote in the password: open); -slashwide draws every
// wrapper too (2,700 cases, 4,903 leaks on 30528ce, 0 after).
func TestSlashAfterPrefixPasswords(t *testing.T) {
	seed := uint64(4900)
	if *leakSeed != 0 {
		seed = *leakSeed
	}
	r := rand.New(rand.NewPCG(seed, 14))
	const punct = "!\"#$%&'()*+,-.:;<=>?[\\]^_`{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中", "한", "ب"}
	npw := 80
	if testing.Short() {
		npw = 20
	}
	leaks, n := 0, 0
	for pi := 0; pi < npw; {
		a, b := drawPassword(r, classes, nonASCII), drawPassword(r, classes, nonASCII)
		if r.IntN(3) == 0 {
			// Digits first, then a byte of any class but a digit
			// (digitsRest reads such a piece: "8«3b⏎' /Xs@h/" showed
			// "8" before stop 49).
			k := 1 + r.IntN(len(classes))
			c := nonASCII[r.IntN(len(nonASCII))]
			if k < len(classes) {
				c = string(classes[k-1][r.IntN(len(classes[k-1]))])
				if k-1 == 2 {
					c = string(punct[r.IntN(len(punct))])
				}
			}
			var d strings.Builder
			for n := 1 + r.IntN(3); n > 0; n-- {
				d.WriteByte(byte('0' + r.IntN(10)))
			}
			a = d.String() + c + a
		}
		pw := a + "/" + b
		if r.IntN(3) == 0 {
			pw += "/" + drawPassword(r, classes, nonASCII)
		}
		if strings.Contains(pw, "//") || strings.ContainsAny(pw, "@") || pw == shiftTwin(pw) {
			continue
		}
		cases := slashCases(r, pw)
		if len(cases) == 0 {
			continue
		}
		pi++
		n += len(cases)
		leaks += checkWhiteSpaceCases(t, pw, cases)
	}
	t.Logf("%d cases through extract and lint: %d leaks", n, leaks)
}
