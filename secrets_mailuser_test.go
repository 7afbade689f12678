package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	mailUserSeed = flag.Uint64("mailuserseed", 5313, "TestMailUserPasswords: the seed of its generator")
	mailUserDump = flag.String("mailuserdump", "", "TestMailUserPasswords: write its texts with no password here, one per NUL")
)

// TestMailUserPasswords (review57 R2's mail-address-user class): a
// user name that is a mail address ("a@b.com", "ops@corp.example"),
// then a password that starts with digits, a "/", "?" or "#" and more,
// cut by a line break or white space before the rest of it, an "@" and
// a host that is no strong one but a path follows (a URL's site:
// "intranet/wiki", "db:5432/app", "_gateway/x"): "see ftp://a@b.com:21/Qf⏎9jzLQ@intranet/wiki"
// printed "ftp://a@b.com:21/Qf" (24 of review57's dcl.py 1,000; only a
// strong host's "@" ended such a password). Both readings: the user
// "a" at "b.com:21/Qf" before a line of its own, or the user "a@b.com"
// and the password "21/Qf9jzLQ". Since stop 59 the second, where the
// next word's host is a URL's site, as after the ":" (userAtRest);
// before a host with no path ("…⏎9jzLQ@intranet"), a mail address of
// prose, the first (the price both ways, CONTRACT).
// Drawn: mail-address user names (local parts of letters, digits, ".",
// "-", "_", "+"; domains of 1 to 3 labels and a top-level domain of
// every kind), schemes, digits and "/", "?" or "#", rests of every
// printable byte, cut by a line break (behind the prefix the lines
// share) or white space, 12 wrappers and 6 line prefixes, hosts a path
// follows, strong or not. The promise: such a password is hidden
// wherever the same text with a user name of no "@" ("deploy") hides
// it; a case that text shows is another class's or a price any user
// name pays (closers alone after the "/", a word of openers alone, the
// one-line reading's limits), counted apart. Each case goes through
// extract and lint in every format against its twin, then batches
// through every command and the language server. The control, the first reading's texts with
// no password: a mail address, a mention or a scope on the next line
// keeps the URL whole (no "***"); a URL's site there ("x@intranet/wiki")
// hides its port and path: the price, counted (-mailuserdump FILE writes
// the controls, NUL apart, for a comparison with another build).
//
// go test -run '^TestMailUserPasswords$' . -args -mailuserseed S
// (5313 tuning; 5314 held out).
func TestMailUserPasswords(t *testing.T) {
	r, n := genStart(*mailUserSeed, 59, 150, 50)
	printable := printableNoAt
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	lower := "abcdefghijklmnopqrstuvwxyz"
	word := func(from string, min, max int) string {
		var b strings.Builder
		for range min + r.IntN(max-min+1) {
			b.WriteByte(from[r.IntN(len(from))])
		}
		return b.String()
	}
	mail := func() string {
		local := word(alnum, 1, 3)
		if r.IntN(3) == 0 {
			local += string(".-_+"[r.IntN(4)]) + word(alnum, 1, 5)
		}
		var dom []string
		for range 1 + r.IntN(2) {
			dom = append(dom, word(lower+"0123456789", 1, 8))
		}
		tld := []string{"com", "org", "io", "example", "dev", "jp", "internal", "co.uk", "li"}[r.IntN(9)]
		return local + "@" + strings.Join(dom, ".") + "." + tld
	}
	schemes := []string{"ftp", "https", "http", "git+ssh", "postgres", "redis", "svn+ssh", "mongodb", "sftp"}
	sites := []string{"intranet/wiki", "db:5432/app", "_gateway/x", "Build-01/x", "nexus:8081/r", "db.example.com/x", "10.1.2.3/x", "localhost/x"}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"(", ")"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"[t](", ")"}, {"KEY=", ""}, {"url: ", ""}, {"{\"dsn\": \"", "\"}"}, {"<dsn>", "</dsn>"}, {"export DSN='", "'"}}
	prefixes := []string{"", "", "# ", "// ", "> ", "    "}
	var k leakTally
	var controls []string
	price, left, plainShown := 0, 0, 0
	for range n {
		user := mail()
		digits, end := drawDigitsAndEnd(r)
		more := drawPasswordRest(r, printable, 1+r.IntN(5))
		rest := drawPasswordRest(r, printable, 1+r.IntN(8))
		w := wraps[r.IntN(len(wraps))]
		pre := prefixes[r.IntN(len(prefixes))]
		site := sites[r.IntN(len(sites))]
		scheme := schemes[r.IntN(len(schemes))]
		sep := "\n" + pre
		if r.IntN(4) == 0 {
			sep = " "
		}
		pw := digits + end + more + rest
		if backslashLetter.MatchString(pw) || strings.Contains(pw, "://") {
			left++ // TestConfigPairWordKey's exclusions
			continue
		}
		mk := func(u, p string) secretCase {
			cut := len(digits) + 1 + len(more)
			text := pre + "see " + w[0] + scheme + "://" + u + ":" + p[:cut] + sep + p[cut:] + "@" + site + w[1] + " now\n\n"
			return secretCase{text: text, url: scheme + "://" + u + ":" + p + "@" + site, pieces: []string{p}}
		}
		// The oracle: the same text with a user name of no "@" hides
		// the password (else the case is another class's, or a price
		// any user name pays: counted apart, not batched).
		if checkWhiteSpaceCases(&countTB{TB: t}, pw, []wsCase{{c: mk("deploy", pw), twin: mk("deploy", secrettest.Shift(pw)), pre: pre}}) > 0 {
			plainShown++
			continue
		}
		k.check(t, pw, wsCase{c: mk(user, pw), twin: mk(user, secrettest.Shift(pw)), pre: pre})
		// The control: no password, the first reading; the next line's
		// word a mail address, a mention, a scope, or a URL's site.
		next := []string{"bob@example.com", "@alice", "(@types/node)", "cc ops@corp.example", word(alnum, 2, 6) + "@" + site}[r.IntN(5)]
		c := pre + "see " + w[0] + scheme + "://" + user + ":" + digits + end + more + w[1] + "\n" + pre + next + " now\n\n"
		switch {
		case strings.HasSuffix(next, site):
			price++
			c = "\x01" + c // the price, counted apart
		case next == "bob@example.com":
			c = "\x02" + c // an old class, counted apart
		}
		controls = append(controls, c)
	}
	var plain, priced, addr []string
	for _, c := range controls {
		switch c[0] {
		case '\x01':
			priced = append(priced, c[1:])
		case '\x02':
			addr = append(addr, c[1:])
		default:
			plain = append(plain, c)
		}
	}
	count := func(texts []string) int {
		var o, e bytes.Buffer
		run([]string{"urlsift", "extract", "-"}, strings.NewReader(strings.Join(texts, "")), &o, &e)
		return bytes.Count(o.Bytes(), []byte("***"))
	}
	// An address alone at the next line's start, a strong host's, is
	// read as the password's rest in a few layouts on d2f9d79 too
	// ("> see url: ftp://AU@j.l.org:59853#>Ume.⏎> bob@example.com now"
	// prints "ftp://AU@j.l.org:***"): old, another reading's, counted
	// apart.
	masked, pricedMasked, addrMasked := count(plain), count(priced), count(addr)
	if *mailUserDump != "" {
		all := append(append(append([]string(nil), plain...), priced...), addr...)
		if err := os.WriteFile(*mailUserDump, []byte(strings.Join(all, "\x00")), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases (%d left out: a backslash before a letter, a \"://\"; %d shown with a plain user name too, left out) through extract and lint (%d leak), %d runs through every command: %d leaks; controls: %d with a mention, a scope or an address after a word below, %d \"***\"; %d with an address alone below, %d \"***\" (old); %d with a URL's site below (the price), %d \"***\"",
		*mailUserSeed, len(k.all), left, plainShown, k.leaked, runs, k.leaks, len(plain), masked, len(addr), addrMasked, price, pricedMasked)
	if masked > 0 {
		t.Errorf("%d of %d texts with no password and a mention, a scope or prose below print \"***\"", masked, len(plain))
	}
}
