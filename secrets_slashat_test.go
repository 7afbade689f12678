package main

import (
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// TestSlashAtPasswords (review61 A3, old): a digit-first password with a
// "/", "?" or "#" whose last byte before its "@" is "/", before a host's
// name: "https://alice:1/x/@db.corp.net/x" and "see
// postgres://svc_user:94#7VPT6/@10.1.2.3 ok" printed the password whole
// in every output, parse and resolve too (lastbyte.py 5371: 34 of 35
// such), where any other last byte was hidden: an "@" right after a "/"
// was a path's after any name (an npm scope's or a handle's:
// "http://verdaccio:4873/@myorg/pkg", "http://gitea:3000/@alice").
// Drawn (-atbeforeseed): user names of no host (atBreakUsers), 1 to 5
// digits, "/", "?" or "#", 0 to 6 bytes of every printable byte but "@"
// and white space, "/"; host names with a port, a path or neither
// (atBeforeHosts), a word after them or none; every wrapper and prefix of
// tokenPunctWraps, four lead-ins, six schemes, the fixable line above a
// third of the time. Each case goes through extract and lint in every
// format against its twin, then batches through every command (parse,
// resolve, lint --fix --diff among them) and the language server.
//
// Controls (no password): a bare service's port and path before "/@"
// and a scope or a handle ("@myorg/pkg", "@alice", "@types/node"), a
// host's name's port (an IP literal's too: "[::1]:3000/x/@10.1.2.3/x")
// and path before "/@" and a host name: no "***" (strict); and the
// price, a bare service's port and a path that holds "/@" and a host's
// name ("http://gitea:3000/x/@db.corp.net/x", read as a user name and
// its password, as a bare service's name is): counted (-atbreakdump).
//
// go test -run '^TestSlashAtPasswords$' . -args -atbeforeseed S
func TestSlashAtPasswords(t *testing.T) {
	r, n := genStart(*atBeforeSeed, 613, 120, 40)
	var k leakTally
	var controls []atBreakControl
	for range n {
		l := drawAtBreakLayout(r)
		digits, sep := drawDigits(r), drawSep(r)
		rest := ""
		if m := r.IntN(7); m > 0 {
			rest = drawPasswordRest(r, atBreakPrintable, m)
		}
		pw := escapeSafe(digits + sep + rest + "/")
		host := atBeforeHosts[r.IntN(len(atBeforeHosts))]
		tail := []string{"", " ok", ", and", " now."}[r.IntN(4)]
		mk := func(p string) secretCase {
			return secretCase{
				text:   l.text(l.scheme + "://" + l.usr + ":" + p + "@" + host + tail),
				url:    l.scheme + "://" + l.usr + ":" + p + "@" + host,
				pieces: []string{p},
			}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(secrettest.Shift(pw)), pre: l.w[0]})
		svc := []string{"gitea", "verdaccio", "api", "nexus"}[r.IntN(4)]
		hn := []string{"10.1.2.3", "localhost", "h.example.org", "db.corp.net", "[::1]"}[r.IntN(5)]
		port := []string{"3000", "4873", "8080", "9000"}[r.IntN(4)]
		scope := []string{"@myorg/pkg", "@alice", "@types/node", "@ops-team"}[r.IntN(4)]
		controls = append(controls,
			atBreakControl{l.text(l.scheme + "://" + svc + ":" + port + "/" + scope + tail), true},
			atBreakControl{l.text(l.scheme + "://" + svc + ":" + port + "/-/x/" + scope + tail), true},
			atBreakControl{l.text(l.scheme + "://" + hn + ":" + port + "/x/@" + host + tail), true},
			atBreakControl{l.text(l.scheme + "://" + svc + ":" + port + "/x/@" + host + tail), false})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases through extract and lint (%d leak), %d runs through every command: %d leaks",
		*atBeforeSeed, len(k.all), k.leaked, runs, k.leaks)
	checkAtBreakControls(t, controls)
}
