package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var cfgQuotePunctSeed = flag.Uint64("cfgquotepunctseed", 5363, "TestQuotedValuePunctPasswords: the seed of its generator (5363 tuning; 5364 held out)")

// cfgPunct is every printable ASCII byte that is no letter, digit nor
// "@" (the password's "@" ends it).
const cfgPunct = "!\"#$%&'()*+,-./:;<=>?[\\]^_`{|}~"

// TestQuotedValuePunctPasswords (trust36's held-out case, seed 5338 of
// TestQuotedConfigPasswords): a digit-first password in a configuration
// file's quoted value whose quote stands right after the digits, then
// punctuation: `# export dsn="git+ssh://deploy:73"#}ADDNgo[1Z@db:5432/app"`
// showed `73`: the glued quote's reading (gluedWordOn) took the quote for
// the value's closer where a closer ("}") came before any letter. Drawn:
// every quoted form of cfgQuoteForms (its quote in the password escaped
// as the format writes it, or bare: a careless writer's), 1 to 5 digits,
// the form's quote, 1 to 3 bytes of every punctuation byte (cfgPunct),
// then 0 to 10 bytes of every printable byte; on one line, or cut by a
// line break after the punctuation or later; every comment prefix of
// TestQuotedConfigPasswords, closed or not, before hosts with a path.
// Each case goes through extract and lint in every format against its
// twin, then batches through every command (lint --fix --diff among
// them) and the language server. Texts where the bytes after a bare
// quote hold the value's quote again or a markup's tag bracket ("<",
// ">") are counted apart, not checked: such a quote closes the value as
// often (a minified JSON object's next item, `"a:80","m":"b@db/x"`,
// HTML's `href="http://deploy:80">me@intranet/wiki`; CONTRACT's price).
//
// The control: the same files with no password, the quote closing a
// port's value and the punctuation and a word after it with no "@": no
// "***" (strict); and a minified JSON object, an HTML anchor and two
// entries on a line whose next item holds an address, counted (the
// JSON one, a host's "@" before no white space, is masked on dbcaba8
// too: rawPasswordEnd's port reading, old).
//
// go test -run '^TestQuotedValuePunctPasswords$' . -args -cfgquotepunctseed S
func TestQuotedValuePunctPasswords(t *testing.T) {
	r, n := genStart(*cfgQuotePunctSeed, 61, 160, 50)
	printable := printableNoAt
	prefixes := []string{"", "", "# ", "; ", "    "}
	hosts := []string{"db.example.com/x", "10.1.2.3/x", "localhost:5432/app", "db:5432/app", "[::1]:6379/0", "gitlab.internal/g/p.git"}
	schemes := []string{"postgres", "mysql", "redis", "amqp", "mongodb", "https", "git+ssh", "ldap"}
	var k leakTally
	var controls []string
	left, apart := 0, 0
	for range n {
		f := cfgQuoteForms[r.IntN(len(cfgQuoteForms))]
		for f.q.close == "" {
			f = cfgQuoteForms[r.IntN(len(cfgQuoteForms))]
		}
		pre := prefixes[r.IntN(len(prefixes))]
		lead := pre + strings.Replace(f.lead, "KEY", []string{"DATABASE_URL", "REDIS_URL", "dsn", "url", "broker.url", "DSN"}[r.IntN(6)], 1)
		digits, _ := drawDigitsAndEnd(r)
		var punct strings.Builder
		for range 1 + r.IntN(3) {
			punct.WriteByte(cfgPunct[r.IntN(len(cfgPunct))])
		}
		rest := ""
		if m := r.IntN(11); m > 0 {
			rest = drawPasswordRest(r, printable, m)
		}
		pw := digits + f.q.close + punct.String() + rest
		esc := func(s string) string {
			if f.q.esc == nil {
				return s
			}
			return f.q.esc(s)
		}
		if backslashLetter.MatchString(esc(pw)) || strings.Contains(pw, "://") || strings.HasSuffix(pw, "/") {
			left++ // (as TestQuotedConfigPasswords; an "@" right after a "/" is a path's)
			continue
		}
		if f.q.esc == nil && strings.ContainsAny(pw[len(digits)+1:], f.q.close+"<>") {
			apart++ // the value's quote again or a tag's bracket after a bare quote: counted apart
			continue
		}
		scheme := schemes[r.IntN(len(schemes))]
		host := hosts[r.IntN(len(hosts))]
		closed := r.IntN(3) > 0
		cut := 0
		if r.IntN(3) == 0 {
			at := len(digits) + 1 + punct.Len()
			cut = at + r.IntN(len(pw)-at+1)
			if cut >= len(pw) || esc(pw[:cut])+esc(pw[cut:]) != esc(pw) {
				cut = 0
			}
		}
		mk := func(p, user string) string {
			return cfgQuoteText(lead+f.q.open, esc, scheme+"://"+user, p, cut, pre, host, closed, f.q.close)
		}
		mkCase := func(p string) secretCase {
			return secretCase{text: mk(p, "deploy:"), url: scheme + "://deploy:" + p + "@" + host, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mkCase(pw), twin: mkCase(secrettest.Shift(pw))})
		// The control: the quote closes a port's value, then the
		// punctuation and a word with no "@".
		controls = append(controls, lead+f.q.open+scheme+"://deploy@db:"+digits+f.q.close+punct.String()+"next now\n\n")
	}
	masks := extractMasks
	masked, counted := 0, 0
	for _, c := range controls {
		if masks(c) {
			masked++
			t.Errorf("no password, printed masked: %q", c)
		}
	}
	items := []string{
		"{\"url\":\"http://db:5432\",\"m\":\"b@db.example.com/x\"}\n",
		"{\"url\":\"http://deploy:5432\",\"m\":\"b@intranet/wiki\"}\n",
		"<a href=\"http://deploy:80\">me@intranet/wiki</a>\n",
		"url = \"redis://cache:6379\"; owner=\"ops@db.example.com/x\"\n",
	}
	for _, c := range items {
		if masks(c) {
			counted++
		}
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases with a password (%d left out: a backslash before a letter, a \"://\", a final \"/\"; %d counted apart: the value's quote again or a tag's bracket after a bare quote) through extract and lint (%d leak), %d runs through every command: %d leaks; %d controls with no password, %d print \"***\"; the next item's address after a closed value: %d of %d print \"***\"",
		*cfgQuotePunctSeed, len(k.all), left, apart, k.leaked, runs, k.leaks, len(controls), masked, counted, len(items))
}
