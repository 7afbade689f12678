package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var emptyUserSeed = flag.Uint64("emptyuserseed", 5363, "TestEmptyUserPasswords: the seed of its generator (5363 tuning; 5364 held out)")

// emptyUserBytes are the one-byte user names drawn: every printable byte
// but the userinfo's delimiters (":", "/", "?", "#", "@"), "\" (a letter
// after it makes a code escape that ends the twins' URLs apart) and "["
// and "]", which stand in a site only around an IP literal ("[:8]" is one).
var emptyUserBytes = printableBut("#/:?@[\\]")

// TestEmptyUserPasswords (closing-60's "Found, old", trust36 item 3): an
// empty user name ("redis://:pw@host", Redis's AUTH with no user) before
// a password that starts with digits, then "/", "?" or "#", showed it:
// "ftp://:122?e@db:5432/app" printed whole, where "ftp://a:122?e@…" is
// "ftp://a:***@…": the readings took a user name's password after a
// name only ("name != \"\"": userBeforePort, bareAtEnd, spacedWordAt,
// digitsPathRest), so only a strong host's "@" ended it.
//
// The promise: a URL whose user name is empty or one byte hides its
// password wherever the same text with the user name "deploy" hides it
// (the texts "deploy" shows are CONTRACT's prices of every user name:
// counted, left out). Drawn: empty user names half the time, one byte of
// every printable class the other half (emptyUserBytes); passwords of
// every printable byte (atBreakPrintable) in four classes (letter first;
// digits, "/", "?" or "#" and more; digits and punctuation and more;
// digits and a letter and more); on one line, cut by every line break
// kind (lineBreakKinds) where the piece before is not all digits, cut
// right after the "@" (the host on the next line), or a piece then white
// space and one word to the "@"; every wrapper and prefix of
// tokenPunctWraps, four lead-ins, six schemes, hosts of every shape
// (atBreakHosts), the fixable line above a third of the time. Each case
// goes through extract and lint in every format against its twin
// (checkWhiteSpaceCases), then batches through every command (lint --fix
// --diff among them) and the language server.
//
// The control (no password): the same layouts with an empty user name
// and a port, "scheme://:PORT" before prose and an address on the next
// line (CONTRACT: "http://:8080 by⏎default; mail ops@example.com." keeps
// "8080"), and "scheme://:PORT/path" before a next line's mention or a
// sentence's address: no "***" where the same text with the user name
// "u" prints none (the mirror of the promise; the texts "u" masks, a
// wrapper that extract reads across the break, "(http://u:8080/app/x⏎@alice)",
// are counted); and the price, counted:
// "scheme://:PORT/x?to=bob@db:5432/a" on one line (a port of no host, a
// query whose "@" a bare host follows: hidden as after a bare service's
// name, "http://api:8080/users/bob@db", CONTRACT).
//
// go test -run '^TestEmptyUserPasswords$' . -args -emptyuserseed S
func TestEmptyUserPasswords(t *testing.T) {
	r, n := genStart(*emptyUserSeed, 61, 200, 60)
	var k leakTally
	empty, oneByte, priced := 0, 0, 0
	for range n {
		l := drawAtBreakLayout(r)
		if r.IntN(2) == 0 {
			l.usr = ""
		} else {
			l.usr = string(emptyUserBytes[r.IntN(len(emptyUserBytes))])
		}
		var pw string
		rest := drawPasswordRest(r, atBreakPrintable, 1+r.IntN(8))
		digits, end := drawDigitsAndEnd(r)
		switch r.IntN(4) {
		case 0:
			pw = string(rune('a'+r.IntN(26))) + rest
		case 1:
			pw = digits + end + rest
		case 2:
			pw = digits + string("!$%&*+,;=~-.)]}'\""[r.IntN(17)]) + rest
		default:
			pw = digits + string(rune('A'+r.IntN(26))) + rest
		}
		if backslashLetter.MatchString(pw) || strings.Contains(pw, "://") {
			continue
		}
		host := atBreakHosts[r.IntN(len(atBreakHosts))]
		shape := r.IntN(4)
		cut := 1 + r.IntN(len(pw)-1)
		if strings.Trim(pw[:cut], "0123456789") == "" {
			shape = 0 // a piece of digits alone reads as a port: CONTRACT's convention
		}
		word := []string{"cd", "x9", "Kq-2", "_z"}[r.IntN(4)]
		mk := func(user, p string) string {
			u := l.scheme + "://" + user + ":"
			switch shape {
			case 1:
				return l.text(u+p[:cut], p[cut:]+"@"+host+" now")
			case 2:
				return l.text(u+p+"@", host+" now")
			case 3:
				return l.text(u + p + " " + word + "@" + host + " now")
			}
			return l.text(u + p + "@" + host + " now")
		}
		mkCase := func(user, p string) wsCase {
			c := func(p string) secretCase {
				return secretCase{text: mk(user, p), url: l.scheme + "://" + user + ":" + p + "@" + host, pieces: []string{p}}
			}
			return wsCase{c: c(p), twin: c(secrettest.Shift(p)), pre: l.w[0]}
		}
		if checkWhiteSpaceCases(&countTB{TB: t}, pw, []wsCase{mkCase("deploy", pw)}) > 0 {
			priced++ // shown after "deploy" too: a price of every user name
			continue
		}
		if l.usr == "" {
			empty++
		} else {
			oneByte++
		}
		k.check(t, pw, mkCase(l.usr, pw))
	}
	runs := k.batches(t, r)
	// The control: an empty user name's port, no password.
	var controls [][2]string // an empty user name's text, and the same with the user name "u"
	var counted []string
	for range n / 2 {
		l := drawAtBreakLayout(r)
		port := []string{"8080", "6379", "3000", "21", "5432"}[r.IntN(5)]
		kind := r.IntN(3)
		mk := func(user string) string {
			u := l.scheme + "://" + user + ":" + port
			switch kind {
			case 0:
				return l.text(u+" by", "default; mail ops@example.com.")
			case 1:
				return l.text(u+"/app/x", "@alice will check")
			}
			return l.text(u+"/wiki/Home", "write to bob@example.org today")
		}
		controls = append(controls, [2]string{mk(""), mk("u")})
		counted = append(counted, l.text(l.scheme+"://:"+port+"/x?to=bob@db:5432/a now"))
	}
	masks := extractMasks
	masked, named := 0, 0
	for _, c := range controls {
		if masks(c[1]) {
			named++ // a price of every user name (a wrapper that extract reads across the break)
			continue
		}
		if masks(c[0]) {
			masked++
			t.Errorf("no password, printed masked where the user name \"u\" keeps it: %q", c[0])
		}
	}
	price := 0
	for _, c := range counted {
		if masks(c) {
			price++
		}
	}
	t.Logf("seed %d: %d cases (%d empty user names, %d of one byte; %d left out: shown after \"deploy\" too) through extract and lint (%d leak), %d runs through every command: %d leaks; controls %d (%d masked after the user name \"u\" too), %d print \"***\" where \"u\" keeps it; the price (\"…:PORT/x?to=bob@db:5432/a\"): %d of %d print \"***\"",
		*emptyUserSeed, len(k.all), empty, oneByte, priced, k.leaked, runs, k.leaks, len(controls), named, masked, price, len(counted))
}
