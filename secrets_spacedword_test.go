package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var spacedSeed = flag.Uint64("spacedseed", 5287, "TestDigitPasswordsSpacedOnLine: the seed of its generator")

// spacedPathShape is urlsyntax's spacedPathPiece as a pattern: a
// password's first piece (digits' end byte and what follows up to the
// white space) of a service path's shape ("/ab/cd", "/ab/", "/a.html",
// "?q=1", "/#/") is read as a path where the word after the white space
// has a mail address's shape: the price since stop 59 (trust31's
// one-line price, mask59).
var spacedPathShape = regexp.MustCompile(`^(/([A-Za-z0-9._-][a-z0-9._-]*/)+([A-Za-z0-9._-][a-z0-9._-]*)?|/#/|/[a-z0-9_-]+\.[a-z]{2,5}|/?\?[a-z]+=[a-z0-9_-]+)$`)

// TestDigitPasswordsSpacedOnLine (review57 R10): a password that starts
// with digits, then "/", "?" or "#" and more bytes, then white space and
// one more word up to its "@", all on ONE line: "see
// https://alice:12/ab cd@h.example.org/x" printed "https://alice:12/ab"
// (641 of 1,000 of review57's dsp.py on aeb701d and f47c5aa), where the
// same password cut by a line break, or with "]" for the "/", printed
// "https://alice:***". Drawn: user names that are no host's (words,
// punctuation, non-ASCII; empty or holding "@" before strong hosts
// only), 1 to 5 digits, the byte, 1 to 6 printable bytes but "@" and
// white space, white space of 8 kinds, 1 to 8 more such bytes, "@" and
// hosts of every shape, behind 10 leads (prose, a key, a list's bullet,
// a quote, a comment) and in 9 wrappers or bare. Each case goes through
// extract and lint in every format against its twin, then batches
// through every command and the language server.
//
// The price (CONTRACT): the word after the white space is read as
// digitsPathRest reads the next line's word of such a password cut by a
// line break: a word of a mail address's shape or of no letter nor
// digit before a host with no path ("cd@h.example.org"), a word of
// openers alone before a host that is no dotted name nor IP address,
// and bytes after the "/", "?" or "#" that are a sentence's end or
// closers alone ("12/. cd@…") are prose's. Those cases are counted and
// left out.
//
// The control: each case's text with its "@" made a space (the same
// words, no "@" after the URL) prints the URL whole, port and path
// shown, in extract json, as 5530dad printed it.
//
// go test -run '^TestDigitPasswordsSpacedOnLine$' . -args -spacedseed S
// (5287 tuning; 5288 held out).
func TestDigitPasswordsSpacedOnLine(t *testing.T) {
	r, n := genStart(*spacedSeed, 58, 120, 40)
	printable := printableNoAt
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	users := []string{"alice", "u", "x_y", "|^日Z", "deploy", "", "a@b.com", "bob.smith", "Ü~x", "svc_user", "ci-bot"}
	spaces := []string{" ", "\t", "  ", " \t", "\u3000", "\u00a0", "\u2003", "\t\t"}
	hosts := []string{"intranet/wiki", "_gateway/x", "db", "db now", "db:5432/app", "h.example.org/x", "h.example.org", "10.1.2.3", "10.1.2.3/x", "localhost/x", "[::1]:8080/x", "db.example.com/x", "bücher.example/x", "%41gw/x"}
	strong := []string{"h.example.org/x", "h.example.org", "10.1.2.3", "10.1.2.3/x", "localhost/x", "[::1]:8080/x", "db.example.com/x"}
	leads := []string{"", "see ", "DSN=", "url: ", "export DATABASE_URL=", "- ", "> ", "# ", "// ", "连接 "}
	wraps := [][2]string{{"", ""}, {"", ""}, {"", " ok"}, {"<", ">"}, {"(", ")"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"[t](", ")"}, {"{\"url\": \"", "\"}"}, {"<url>", "</url>"}}
	var k leakTally
	price, pathPrice, control := 0, 0, 0
	var controls strings.Builder
	var wantURLs []string
	for range n {
		digits, end := drawDigitsAndEnd(r)
		alpha := printable
		if r.IntN(3) == 0 {
			alpha = alnum
		}
		first := drawPasswordRest(r, alpha, 1+r.IntN(6))
		word := drawPasswordRest(r, alpha, 1+r.IntN(8))
		// A possessive's "'s" ends a URL where its twin's "'z" does not
		// (extract's delimiter, "space", then differs from the twin's and
		// reads as a piece shown): the harness's, not a password shown.
		first = strings.ReplaceAll(first, "'s", "'q")
		word = strings.ReplaceAll(word, "'s", "'q")
		sp := spaces[r.IntN(len(spaces))]
		user := users[r.IntN(len(users))]
		scheme := []string{"ftp", "https", "http", "postgres", "git+ssh", "redis", "svn+ssh"}[r.IntN(7)]
		host := hosts[r.IntN(len(hosts))]
		if user == "" || strings.Contains(user, "@") {
			host = strong[r.IntN(len(strong))]
		}
		h, _, _ := strings.Cut(host, " ")
		if spacedPathShape.MatchString(end+first) && proseAddressRest.MatchString(word) {
			pathPrice++
			continue
		}
		if strings.Trim(first, ".,;:!?'\")]}>*_~") == "" ||
			proseAddressRest.MatchString(word) && (!strings.Contains(h, "/") || strings.Trim(word, "([{<\"'") == "" && !strings.Contains(strings.Join(strong, " "), h)) {
			price++
			continue
		}
		pw := digits + end + first + sp + word
		twin := secrettest.Shift(pw)
		w := wraps[r.IntN(len(wraps))]
		lead := leads[r.IntN(len(leads))]
		mk := func(p string) secretCase {
			return secretCase{
				text:   lead + w[0] + scheme + "://" + user + ":" + p + "@" + host + w[1] + "\n\n",
				url:    scheme + "://" + user + ":" + p + "@" + host,
				pieces: []string{p},
			}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(twin)})
		// The control: no "@" after the URL.
		c := mk(pw)
		control++
		controls.WriteString(strings.Replace(c.text, "@"+host, " "+host, 1))
		wantURLs = append(wantURLs, scheme+"://"+user+":"+digits)
	}
	// The controls in extract json: each URL printed with its port.
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "--format", "json", "-"}, strings.NewReader(controls.String()), &o, &e)
	masked := 0
	seen := map[int]bool{}
	for _, l := range strings.Split(strings.TrimSpace(o.String()), "\n") {
		var f struct {
			URL  string
			Line int
		}
		if err := json.Unmarshal([]byte(l), &f); err != nil {
			t.Fatalf("extract json: %v: %q", err, l)
		}
		i := (f.Line - 1) / 2
		if i >= len(wantURLs) || seen[i] || !strings.Contains(f.URL, wantURLs[i]) {
			continue
		}
		seen[i] = true
		if strings.Contains(f.URL, "***") {
			masked++
			t.Errorf("control %q (no \"@\" after the URL) prints %q", strings.Split(controls.String(), "\n\n")[i], f.URL)
		}
	}
	if len(seen) < control*9/10 {
		t.Errorf("only %d of %d controls' URLs found in extract json", len(seen), control)
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases drawn, %d left out (the price), %d of them a path's shape (spacedPathShape), %d through extract and lint (%d leak), %d runs through every command: %d leaks; controls with no \"@\": %d of %d masked",
		*spacedSeed, n, price+pathPrice, pathPrice, len(k.all), k.leaked, runs, k.leaks, masked, control)
}
