package main

import (
	"flag"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	atBreakSeed = flag.Uint64("atbreakseed", 5335, "TestCutAfterAtPasswords and TestCutPasswordsEveryBreak: the seed of their generators")
	atBreakDump = flag.String("atbreakdump", "", "TestCutAfterAtPasswords and TestCutPasswordsEveryBreak: write the control texts, one a record ending in \"\\x00\", to this file (to compare builds)")
)

// lineBreakKinds are the line breaks the readings of a cut password know
// (urlsyntax's lineBreakLen): "\n", "\r\n", "\r\r\n" (a CRLF text made
// CRLF again), "\r" alone (a classic Mac text), "\v", "\f", U+0085,
// U+2028, U+2029.
var lineBreakKinds = []string{"\n", "\r\n", "\r\r\n", "\r", "\v", "\f", "\u0085", "\u2028", "\u2029"}

// atBreakPrintable is every printable ASCII byte but "@" (the password's
// "@" ends it) and white space.
var atBreakPrintable = printableNoAt

// atBreakUsers are user names of no host (a word, dotted with no
// top-level domain, punctuation, non-ASCII): a user name that is a mail
// address or empty reads by other rules (CONTRACT's prices).
var atBreakUsers = []string{"alice", "u", "x_y", "deploy", "bob.smith", "svc_user", "ci-bot", "Ü~x", "|^日Z"}

// atBreakHosts are the hosts after the password's "@": strong names, an
// IP, localhost, a port, a literal, registry and bare names.
var atBreakHosts = []string{"db.example.com/x", "h.example.org", "10.1.2.3/x", "localhost/x", "db.example.com:5432/app", "intranet/wiki", "_gateway/x", "db:5432/app", "[::1]:8080/x", "h.example.org/x"}

// fixAbove is a line with a URL that lint --fix changes: a case that
// holds it puts its password within the lines a diff shows.
const fixAbove = "see http://docs.corp.net/a^b"

// atBreakCase draws the layout every case of the two tests shares: a
// line prefix or a wrapper (tokenPunctWraps), a lead-in, a scheme, a
// user name, a line break of every kind, and maybe fixAbove before it.
type atBreakLayout struct {
	w                 [3]string // prefix, opener, closer
	lead, scheme, usr string
	br                string
	fix               bool
}

func drawAtBreakLayout(r *rand.Rand) atBreakLayout {
	return atBreakLayout{
		w:      tokenPunctWraps[r.IntN(len(tokenPunctWraps))],
		lead:   []string{"see ", "", "DSN=", "url: "}[r.IntN(4)],
		scheme: []string{"ftp", "https", "postgres", "redis", "git+ssh", "http"}[r.IntN(6)],
		usr:    atBreakUsers[r.IntN(len(atBreakUsers))],
		br:     lineBreakKinds[r.IntN(len(lineBreakKinds))],
		fix:    r.IntN(3) == 0,
	}
}

// text lays out lines (the URL's first) under the layout: the prefix on
// each line, the opener before the URL, the closer after the last line's
// first word, the fixable line above maybe.
func (l atBreakLayout) text(lines ...string) string {
	var b strings.Builder
	if l.fix {
		b.WriteString(l.w[0] + fixAbove + l.br)
	}
	for i, s := range lines {
		if i == 0 {
			s = l.lead + l.w[1] + s
		}
		if i == len(lines)-1 {
			h, tail, _ := strings.Cut(s, " ")
			s = h + l.w[2]
			if tail != "" {
				s += " " + tail
			}
		}
		b.WriteString(l.w[0] + s + l.br)
	}
	b.WriteString(l.br)
	return b.String()
}

// TestCutAfterAtPasswords (review59 H1): a password whose "@" ends its
// line, the host on the next line: "  ftp://svc_user:45#ct1+6t2@⏎  h.example.org"
// printed "ftp://svc_user:45#ct1+6t2@" in extract and lint (url and
// messages), where the letter-first twin "…:ab#ct1+6t2@" printed
// "ftp://svc_user:***@" (atbrk.py 5321: 211 of 600). Drawn: a password of
// 1 to 5 digits (two thirds of the cases) or letters, "/", "?" or "#", 1
// to 8 bytes of every printable byte but "@" and white space; user names
// of no host (atBreakUsers); every line break kind; white space before
// the break or none; every wrapper and prefix of tokenPunctWraps; hosts
// of every shape, a word after the host or none; the fixable line above
// a third of the time (lint --fix --diff). Each case goes through extract
// and lint in every format against its twin (checkWhiteSpaceCases), then
// batches through every command and the language server.
//
// Controls (checkAtBreakControls; none holds a password): the same
// layout after a host's name (an IP, localhost, a dotted name ending in
// a top-level domain's label), whose digits are its port and whose "@"
// its path's or fragment's, with the path's bytes letters and digits
// (their outputs must hold no "***") or the password's bytes (counted:
// other rules read some, on the parent too); and "digits/@" (a handle's
// path cut: "http://gitea:3000/@⏎alice", CONTRACT's rule for an "@"
// right after the "/"; must hold no "***").
//
// go test -run '^TestCutAfterAtPasswords$' . -args -atbreakseed S (5335
// tuning; 5336 held out).
func TestCutAfterAtPasswords(t *testing.T) {
	r, n := genStart(*atBreakSeed, 59, 120, 40)
	var k leakTally
	var controls []atBreakControl
	for range n {
		l := drawAtBreakLayout(r)
		first := drawLead(r)
		sep := drawSep(r)
		rest := drawPasswordRest(r, atBreakPrintable, 1+r.IntN(8))
		if sep == "/" && strings.HasPrefix(rest, "/") && len(rest) == 1 {
			rest = "x" // "12//@": not "12/@" either (an "@" right after the digits' "/" is a path's)
		}
		pw := escapeSafe(first + sep + rest)
		gap := []string{"", "", " "}[r.IntN(3)]
		host := atBreakHosts[r.IntN(len(atBreakHosts))]
		tail := []string{"", " ok", " now."}[r.IntN(3)]
		mk := func(p string) secretCase {
			return secretCase{
				text:   l.text(l.scheme+"://"+l.usr+":"+p+"@"+gap, host+tail),
				url:    l.scheme + "://" + l.usr + ":" + p + "@" + host,
				pieces: []string{p},
			}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(secrettest.Shift(pw)), pre: l.w[0]})
		// The controls: a host's name before the ":", or the "@"
		// right after the digits' "/".
		hn := []string{"10.1.2.3", "localhost", "h.example.org", "db.corp.net", "[::1]"}[r.IntN(5)]
		digits := strings.Repeat("8", len(first))
		alnum := secrettest.Shift(strings.Map(func(c rune) rune {
			if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
				return c
			}
			return 'q'
		}, rest))
		controls = append(controls,
			atBreakControl{l.text(l.scheme+"://"+hn+":"+digits+sep+alnum+"@"+gap, host+tail), true},
			atBreakControl{l.text(l.scheme+"://"+hn+":"+digits+sep+rest+"@"+gap, host+tail), false},
			atBreakControl{l.text(l.scheme+"://"+l.usr+":"+digits+"/@"+gap, "alice"+tail), true})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases through extract and lint (%d leak), %d runs through every command: %d leaks",
		*atBreakSeed, len(k.all), k.leaked, runs, k.leaks)
	checkAtBreakControls(t, controls)
}

// TestCutPasswordsEveryBreak (review59 H2): the readings of a password
// that a line break cut read every line break as one: "\r" alone (a
// classic Mac text), "\r\r\n", "\v", "\f", U+0085, U+2028 and U+2029 as
// "\n". "see https://deploy:12/ab9Xq\rZk3Lm@db.example.com/x" printed
// "https://deploy:12/ab9Xq" (crcut.py 5321: "\r" alone 141 of 176 cases
// show the piece, "\n" 17 of 133: CONTRACT's prices), and a URL's line
// after another line that a "\r" or "\v" ended was read from the text's
// start for its prefix ("x\r> see https://deploy:12/ab9Xq\v> Zk3Lm@…").
// Drawn as TestDigitPasswordsCutLater draws (a password of digits, "/",
// "?" or "#" and 2 to 12 printable bytes, cut after 1 or more of them,
// its rest on the next line or on up to 3 lines alone), and passwords
// of a letter, then 2 to 12 printable bytes, cut after any of them; with
// every line break kind, every wrapper and prefix of tokenPunctWraps,
// lines above ended by the same break (the fixable line a third of the
// time). Left out and counted, the prices of TestDigitPasswordsCutLater
// (a rest of an address's shape before a host with no path, closers
// alone before the break, a last line's word of openers alone before a
// host of no dot), and no cut before the "/", "?" or "#" or inside the
// digits is drawn (a port). Each case goes through extract and lint
// in every format against its twin, then batches through every command
// and the language server.
//
// Controls (checkAtBreakControls): secretless URLs of the same layouts,
// a user name and a host, no password, whose outputs must hold no "***";
// and a host's name, its port and a path of the password's bytes, the
// next line's word glued to an "@" and a host (counted; -atbreakdump
// writes both for a comparison with another build).
//
// go test -run '^TestCutPasswordsEveryBreak$' . -args -atbreakseed S
// (5335 tuning; 5336 held out).
func TestCutPasswordsEveryBreak(t *testing.T) {
	r, n := genStart(*atBreakSeed, 60, 150, 50)
	hosts := []string{"intranet/a/b.html", "_gateway/x", "h.example.org/x", "10.1.2.3/x", "localhost/x", "[::1]:8080/x", "db.example.com/x", "db:5432/app"}
	var k leakTally
	var controls []atBreakControl
	price := 0
	for range n {
		l := drawAtBreakLayout(r)
		var pw string
		var cuts []int // offsets into pw
		head := 0      // the first cut comes after pw[:head]
		digitFirst := r.IntN(2) == 0
		if digitFirst {
			digits, end := drawDigitsAndEnd(r)
			alpha := atBreakPrintable
			if r.IntN(3) == 0 {
				alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
			}
			rs := drawPasswordRest(r, alpha, 2+r.IntN(11))
			pw = digits + end + rs
			head = len(digits) + 2
		} else {
			// A letter first, then any printable bytes ("Lxyz⏎j").
			pw = string(rune('a'+r.IntN(26))) + drawPasswordRest(r, atBreakPrintable, 2+r.IntN(11))
			head = 1
		}
		pw = escapeSafe(pw)
		cuts = []int{head + r.IntN(len(pw)-head)}
		for range r.IntN(3) {
			if last := cuts[len(cuts)-1]; last+1 < len(pw) {
				cuts = append(cuts, last+1+r.IntN(len(pw)-last-1))
			}
		}
		host := hosts[r.IntN(len(hosts))]
		word := pw[cuts[0]:]
		weak := host == "intranet/a/b.html" || host == "_gateway/x" || host == "db:5432/app"
		if proseAddressRest.MatchString(word) && !strings.Contains(host, "/") ||
			strings.Trim(pw[cuts[len(cuts)-1]:], "([{<\"'") == "" && weak ||
			digitFirst && strings.Trim(pw[strings.IndexAny(pw, "/?#")+1:cuts[0]], ".,;:!?'\")]}>*_~") == "" {
			// TestDigitPasswordsCutLater's prices: an address's shape
			// before a host with no path; closers or a sentence's
			// end alone after the digits' "/", "?" or "#"; and a last
			// line's word of openers alone before a host of no dot
			// ("'@_gateway/x", "(@types/node)": CONTRACT's mention).
			price++
			continue
		}
		mk := func(p string) secretCase {
			lines := []string{l.scheme + "://" + l.usr + ":" + p[:cuts[0]]}
			for i, c := range cuts {
				e := len(p)
				if i+1 < len(cuts) {
					e = cuts[i+1]
				}
				lines = append(lines, p[c:e])
			}
			lines[len(lines)-1] += "@" + host
			return secretCase{text: l.text(lines...), url: l.scheme + "://" + l.usr + ":" + p + "@" + host, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(secrettest.Shift(pw)), pre: l.w[0]})
		// Controls: the same layout with no password. A host's name
		// and its port before a path, the next line's word glued to
		// an "@" and a host: the digits are a port (CONTRACT), the
		// word prose's; and a user name, no password.
		hn := []string{"10.1.2.3", "localhost", "h.example.org", "db.corp.net"}[r.IntN(4)]
		controls = append(controls,
			atBreakControl{l.text(l.scheme+"://"+hn+":8080/"+strings.Trim(pw[head:cuts[0]], "@/"), "bob@"+host), false},
			atBreakControl{l.text(l.scheme+"://"+l.usr+"@"+hn+"/docs", "see you"), true})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases drawn, %d left out (the prices), %d through extract and lint (%d leak), %d runs through every command: %d leaks",
		*atBreakSeed, n, price, len(k.all), k.leaked, runs, k.leaks)
	checkAtBreakControls(t, controls)
}

// atBreakControl is a text of no password; strict: its outputs must
// hold no "***" (bytes that no other rule reads as a password's: the
// parent build prints it whole too), else it is only counted and
// written by -atbreakdump, for a comparison with another build.
type atBreakControl struct {
	text   string
	strict bool
}

// checkAtBreakControls runs the controls through extract and lint
// (json): a strict control's output that holds "***" fails; the others'
// are counted. -atbreakdump writes every control.
func checkAtBreakControls(t *testing.T, controls []atBreakControl) {
	t.Helper()
	if *atBreakDump != "" {
		f, err := os.OpenFile(*atBreakDump, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range controls {
			f.WriteString(c.text + "\x00")
		}
		f.Close()
	}
	masked, counted := 0, 0
	for _, c := range controls {
		for _, args := range [][]string{{"extract", "-"}, {"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"}} {
			o, _ := runCmd(args, c.text)
			if !strings.Contains(o, "***") {
				continue
			}
			if !c.strict {
				counted++
				continue
			}
			masked++
			t.Errorf("control %q: urlsift %s masks a piece:\n%s", c.text, args[0], o)
		}
	}
	t.Logf("%d controls: %d outputs of strict ones mask a piece; %d of the others (-atbreakdump compares them with another build)", len(controls), masked, counted)
}

// escapeSafe returns pw with a "~" for each "\\" that, with the byte
// after it, is a code escape ("\\n", "\\x"…, where the URL ends) in pw
// or in its twin (secrettest.Shift) and not in the other: the twins'
// outputs would differ by where their URLs end, not by the password.
func escapeSafe(pw string) string {
	// urlsyntax's code escapes, and extract's scanner's, which end a URL
	// ("\\a" is the first's only).
	esc := func(c byte) bool { return strings.IndexByte("ntrxuU0abfv\"'\\", c) >= 0 }
	scan := func(c byte) bool { return strings.IndexByte("ntrxuU\"'`", c) >= 0 }
	tw := secrettest.Shift(pw)
	b := []byte(pw)
	for i := 0; i+1 < len(b); i++ {
		if b[i] == '\\' && (esc(pw[i+1]) != esc(tw[i+1]) || scan(pw[i+1]) != scan(tw[i+1])) {
			b[i] = '~'
		}
	}
	return string(b)
}

// checkFixDiff runs text and its twin through lint --fix --diff (text
// and JSON) and reports how many outputs hold a 3-byte window of pw that
// the twin's output does not: a diff's context showing the password
// (fails the test); with extract, through extract alone (2-byte windows:
// a piece), and only counts.
func checkFixDiff(t *testing.T, pw, text, twin string, extract bool) (leaks int) {
	t.Helper()
	cmds := [][]string{{"lint", "--no-config", "--fail-level", "none", "--fix", "--diff", "-"}, {"lint", "--no-config", "--fail-level", "none", "--fix", "--diff", "--format", "json", "-"}}
	if extract {
		cmds = [][]string{{"extract", "-"}}
	}
	for _, args := range cmds {
		o, e := runCmd(args, text)
		to, te := runCmd(args, twin)
		got, tw := o+e, to+te
		width := 3
		if extract {
			width = 2 // a piece extract shows ("postgres://u:7#" of "7#> m3Z[e")
		}
		for lo := 0; lo+width <= len(pw); lo++ {
			if w := pw[lo : lo+width]; strings.Contains(got, w) && !strings.Contains(tw, w) && !strings.ContainsAny(w, "\"\\") {
				leaks++
				if !extract {
					t.Errorf("urlsift %q shows %q of the password %q in %q:\n%s", args, w, pw, text, got)
				}
				break
			}
		}
	}
	return leaks
}

// runCmd runs urlsift with args on in and returns standard output and
// standard error.
func runCmd(args []string, in string) (string, string) {
	var o, e strings.Builder
	run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
	return o.String(), e.String()
}

// TestSpacedWordCutAfterAt (review59 H1's spaced shape, its dspbrk.py):
// review57 R10's one-line password (digits, "/", "?" or "#" and more,
// white space, one word glued to an "@" and a host: "see
// https://alice:12/ab cd@h.example.org/x", hidden since stop 58) cut
// right after that "@", the host on the next line:
// "see https://alice:12/ab cd@⏎h.example.org/x" printed
// "https://alice:12/ab" (dspbrk.py 5321: 287 of 300). The promise: the
// text cut so is hidden wherever the same text on one line is (the
// readings of one line decide: an address's word before a host with no
// path, closers alone, a service's path stay shown there, and are
// counted here, not checked). Drawn: 1 to 5 digits, "/", "?" or "#", 1
// to 6 printable bytes, a space, a tab or both, 1 to 8 printable bytes
// (no "@" nor white space), every line break kind, tokenPunctWraps'
// prefixes but a list's bullet (the cut readings read no next line
// behind one: CONTRACT), lead-ins, schemes, user names of no host, every
// host. Each case through extract and lint in every format against its
// twin, then batches through every command and the language server;
// each under a fixable line through lint --fix --diff (checkFixDiff),
// and 600 draws more through that alone where extract hides them (the
// diff must show no more than extract; those extract shows are counted:
// the class's residual, rarer shapes than the cases draw).
// Controls (checkAtBreakControls): a host's name and its port before the
// same path and word (letters and digits: strict; the password's bytes:
// counted), and a user name, a host and a path before the word (strict).
//
// go test -run '^TestSpacedWordCutAfterAt$' . -args -atbreakseed S (5335
// tuning; 5336 held out).
func TestSpacedWordCutAfterAt(t *testing.T) {
	r, n := genStart(*atBreakSeed, 61, 120, 40)
	var k leakTally
	var controls []atBreakControl
	oneShown, fixLeaks, extractShown := 0, 0, 0
	// Past n, the draws go through lint --fix --diff alone (a diff's
	// context, which needs a URL with no finding to show: rare).
	fixN := 600
	if testing.Short() {
		fixN = 200
	}
	for i := range n + fixN {
		l := drawAtBreakLayout(r)
		digits, sep := drawDigits(r), drawSep(r)
		a := drawPasswordRest(r, atBreakPrintable, 1+r.IntN(6))
		b := drawPasswordRest(r, atBreakPrintable, 1+r.IntN(8))
		ws := []string{" ", "\t", " \t", "  "}[r.IntN(4)]
		// No "//": a file named after the URL (the batch's walk, its
		// --output-dir) has it cleaned to "/", another password's
		// shape ("89173//]⇥…" read as "89173/]⇥…", whose one-line
		// reading is a closer's: shown in the name on the parent too;
		// the name's class, noted for trust36).
		for strings.Contains(sep+a, "//") {
			a = strings.Replace(a, "/", "x", 1)
		}
		for strings.Contains(b, "//") {
			b = strings.Replace(b, "/", "x", 1)
		}
		pw := escapeSafe(digits + sep + a + ws + b)
		host := atBreakHosts[r.IntN(len(atBreakHosts))]
		tail := []string{"", " ok", " now."}[r.IntN(3)]
		mkIn := func(l atBreakLayout, p string) secretCase {
			return secretCase{
				text:   l.text(l.scheme+"://"+l.usr+":"+p+"@", host+tail),
				url:    l.scheme + "://" + l.usr + ":" + p + "@" + host,
				pieces: []string{p},
			}
		}
		mk := func(p string) secretCase { return mkIn(l, p) }
		// Controls: a host's name, its port, the path and the word
		// (letters and digits: strict; the password's bytes: counted),
		// and prose after a user name and a host.
		hn := []string{"10.1.2.3", "localhost", "h.example.org", "db.corp.net"}[r.IntN(4)]
		alnum := func(s string) string {
			return strings.Map(func(c rune) rune {
				if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == ' ' || c == '\t' {
					return c
				}
				return 'q'
			}, s)
		}
		if i < n {
			controls = append(controls,
				atBreakControl{l.text(l.scheme+"://"+hn+":"+digits+sep+alnum(a)+ws+alnum(b)+"@", host+tail), true},
				atBreakControl{l.text(l.scheme+"://"+hn+":"+digits+sep+a+ws+b+"@", host+tail), false},
				atBreakControl{l.text(l.scheme+"://"+l.usr+"@"+hn+"/x"+ws+alnum(b)+"@", host+tail), true})
		}
		one := l.text(l.scheme + "://" + l.usr + ":" + pw + "@" + host + tail)
		if o, _ := runCmd([]string{"extract", "-"}, one); !strings.Contains(o, l.usr+":***") {
			if i < n {
				oneShown++ // the one-line readings' price: not this test's
			}
			continue
		}
		if i < n {
			k.check(t, pw, wsCase{c: mk(pw), twin: mk(secrettest.Shift(pw)), pre: l.w[0]})
		}
		// Every case under the fixable line, alone through lint --fix
		// --diff (the batches draw a sample): the diff's context must
		// not show the line (the held-out seed found it did).
		lf := l
		lf.fix = true
		if i >= n && checkFixDiff(t, pw, mkIn(lf, pw).text, mkIn(lf, secrettest.Shift(pw)).text, true) > 0 {
			// extract shows it too: a shape the cases above did not
			// draw (counted, the residual of this class: see below).
			extractShown++
			continue
		}
		fixLeaks += checkFixDiff(t, pw, mkIn(lf, pw).text, mkIn(lf, secrettest.Shift(pw)).text, false)
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases drawn, %d shown on one line too (left out), %d through extract and lint (%d leak), %d runs through every command: %d leaks; lint --fix --diff under a fixable line (%d draws): %d leak; of the %d draws past the cases, %d shown by extract too (counted, not checked)",
		*atBreakSeed, n, oneShown, len(k.all), k.leaked, runs, k.leaks, n+fixN, fixLeaks, fixN, extractShown)
	checkAtBreakControls(t, controls)
}

// TestMailUserCutAfterAt (review59 H1's mail-user half): a user name
// that is a mail address, a password of digits, "/", "?" or "#" and 1 to
// 8 printable bytes whose "@" ends its line, the host on the next line a
// URL's site (a path follows it): "see ftp://a@b.com:21#x9@⏎h.example.org/x"
// printed the password whole; as "ftp://a@b.com:21/Qf⏎9jzLQ@intranet/wiki"
// reads (stop 59), the password runs to that "@". Drawn over every
// printable byte, every line break kind, tokenPunctWraps, lead-ins,
// schemes, 5 mail user names, 7 sites; against twins in every output,
// then batches through every command and the server. Controls: the same
// texts before a host with no path (a mail address's: "b.com:21" stays
// a host's port), counted and written by -atbreakdump (compared with
// another build), and "digits/@" (strict).
//
// go test -run '^TestMailUserCutAfterAt$' . -args -atbreakseed S (5335
// tuning; 5336 held out).
func TestMailUserCutAfterAt(t *testing.T) {
	r, n := genStart(*atBreakSeed, 62, 100, 30)
	users := []string{"a@b.com", "ops.team@corp.example", "x_y@mail.example.org", "bob+1@h.io", "deploy@example.net"}
	sites := []string{"h.example.org/x", "intranet/wiki", "db:5432/app", "_gateway/x", "10.1.2.3/x", "localhost/x", "db.example.com:5432/app"}
	var k leakTally
	var controls []atBreakControl
	for range n {
		l := drawAtBreakLayout(r)
		l.usr = users[r.IntN(len(users))]
		digits, sep := drawDigits(r), drawSep(r)
		rest := drawPasswordRest(r, atBreakPrintable, 1+r.IntN(8))
		pw := escapeSafe(digits + sep + rest)
		host := sites[r.IntN(len(sites))]
		tail := []string{"", " ok", " now."}[r.IntN(3)]
		mk := func(p string) secretCase {
			return secretCase{
				text:   l.text(l.scheme+"://"+l.usr+":"+p+"@", host+tail),
				url:    l.scheme + "://" + l.usr + ":" + p + "@" + host,
				pieces: []string{p},
			}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(secrettest.Shift(pw)), pre: l.w[0]})
		controls = append(controls,
			atBreakControl{l.text(l.scheme+"://"+l.usr+":"+pw+"@", []string{"example.com wrote", "h.example.org", "corp.example"}[r.IntN(3)]), false},
			atBreakControl{l.text(l.scheme+"://"+l.usr+":"+digits+"/@", "alice"+tail), true})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases through extract and lint (%d leak), %d runs through every command: %d leaks",
		*atBreakSeed, len(k.all), k.leaked, runs, k.leaks)
	checkAtBreakControls(t, controls)
}
