package main

import (
	"flag"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var atBeforeSeed = flag.Uint64("atbeforeseed", 5363, "TestCutBeforeAtPasswords: the seed of its generator (5363 tuning; 5364 held out)")

// atBeforeHosts are host names with no path or with one, after the
// password's "@" that starts the next word: dotted names, a port, an IP
// address and literal, localhost.
var atBeforeHosts = []string{"db.corp.net", "db.corp.net:5432", "h.example.org", "10.1.2.3", "localhost:6379", "[::1]:8080", "db.corp.net/x", "10.1.2.3/x", "h.example.org:8443/app"}

// TestCutBeforeAtPasswords (review61 A2, old): a digit-first password
// with a "/", "?" or "#" cut by a line break right before its "@", the
// next line starting with the "@" and a host name with no path:
// "DSN=postgres://alice:06#Pk|T4)_⏎@10.1.2.3" printed the password whole
// (cutat.py 5371: 248 of 300), where "…:06!Pk|T4)_⏎@10.1.2.3" and the
// cut right after the "@" (TestCutAfterAtPasswords) were hidden; and the
// same on one line with white space before the "@" ("see
// https://alice:12/ab9Xq @db.example.com ok": cutat_sp.py 292 of 300).
// Drawn: a password of 1 to 5 digits (two thirds) or letters, "/", "?"
// or "#", 1 to 8 bytes of every printable byte but "@" and white space;
// user names of no host (atBreakUsers); a line break of every kind
// (two thirds) or white space (a space, a tab, two spaces) right before
// the "@"; every wrapper and prefix of tokenPunctWraps, four lead-ins,
// six schemes; host names with a port, a path or neither
// (atBeforeHosts), a word after them or none; the fixable line above a
// third of the time (lint --fix --diff). Each case goes through extract
// and lint in every format against its twin, then batches through every
// command and the language server.
//
// Controls (no password), counted, -atbreakdump writes them for a
// comparison with another build (the commit says the figures of both):
// a bare service's port and path before the next word "@alice",
// "@types/node", "@angular/core" or "@ops-team" (a mention or a scope, no
// host name) and a host's name, its port and a path before
// "⏎@db.corp.net" (some masked on dbcaba8 already: a wrapper the layout
// closes after the next word, "<git+ssh://api:9000?tab=1⏎@alice>"; a
// U+2028 after "#/", "git+ssh://nexus:3000#/⏎@types/node"); and the
// price, a bare service's port and path before "⏎@db.corp.net" or
// " @db.corp.net" (read as a user name and its password, as a bare
// service's name is).
//
// go test -run '^TestCutBeforeAtPasswords$' . -args -atbeforeseed S
func TestCutBeforeAtPasswords(t *testing.T) {
	r, n := genStart(*atBeforeSeed, 61, 120, 40)
	var k leakTally
	var controls []atBreakControl
	for range n {
		l := drawAtBreakLayout(r)
		first := drawLead(r)
		sep := drawSep(r)
		rest := drawPasswordRest(r, atBreakPrintable, 1+r.IntN(8))
		pw := escapeSafe(first + sep + rest)
		spaced := r.IntN(3) == 0
		gap := []string{" ", "\t", "  "}[r.IntN(3)]
		host := atBeforeHosts[r.IntN(len(atBeforeHosts))]
		tail := []string{"", " ok", ", and", " now."}[r.IntN(4)]
		mk := func(p string) secretCase {
			text := l.text(l.scheme+"://"+l.usr+":"+p, "@"+host+tail)
			if spaced {
				text = l.text(l.scheme + "://" + l.usr + ":" + p + gap + "@" + host + tail)
			}
			return secretCase{text: text, url: l.scheme + "://" + l.usr + ":" + p + "@" + host, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(secrettest.Shift(pw)), pre: l.w[0]})
		svc := []string{"gitea", "jenkins", "api", "nexus"}[r.IntN(4)]
		hn := []string{"10.1.2.3", "localhost", "h.example.org", "db.corp.net", "[::1]"}[r.IntN(5)]
		port := []string{"3000", "8080", "4873", "9000"}[r.IntN(4)]
		path := []string{"/x", "/job/build", "?tab=1", "#/"}[r.IntN(4)]
		mention := []string{"@alice", "@types/node", "@angular/core", "@ops-team"}[r.IntN(4)]
		controls = append(controls,
			atBreakControl{l.text(l.scheme+"://"+svc+":"+port+path, mention+" will check"), false},
			atBreakControl{l.text(l.scheme + "://" + svc + ":" + port + path + gap + mention + " will check"), false},
			atBreakControl{l.text(l.scheme+"://"+hn+":"+port+path, "@db.corp.net"+tail), false},
			atBreakControl{l.text(l.scheme+"://"+svc+":"+port+path, "@db.corp.net"+tail), false},
			atBreakControl{l.text(l.scheme + "://" + svc + ":" + port + path + gap + "@db.corp.net" + tail), false})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases through extract and lint (%d leak), %d runs through every command: %d leaks",
		*atBeforeSeed, len(k.all), k.leaked, runs, k.leaks)
	checkAtBreakControls(t, controls)
}
