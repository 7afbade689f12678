package main

import (
	"flag"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

// proseAddressRest matches a rest that a mail address's local part of
// prose may be (urlsyntax's proseAddress, ASCII): letters and digits,
// maybe with ".", "-", "_", "+" or "%" between them, maybe after an
// opener (a bracket, a quote) and emphasis's marks, letters and digits
// alone before the opener.
// Or one with no letter nor digit: a mention's or a scope's opener
// ("(@types/node)").
var proseAddressRest = regexp.MustCompile(`^(([A-Za-z0-9*_~]*["'(<\[])?[*_~]*[A-Za-z0-9]([A-Za-z0-9.+_%-]*[A-Za-z0-9])?|[^A-Za-z0-9]*)$`)

var digitCutSeed = flag.Uint64("digitcutseed", 5137, "TestDigitPasswordsCutInWrapper: the seed of its generator")

// TestDigitPasswordsCutInWrapper (the stop-52 leak probe's case, seed
// 783): a password that starts with digits and then a byte that ends a
// port ("?", "/", "#"), cut by white space and a line break, maybe
// inside a wrapper that the rejoin reads across the break, under mail
// quotes, with "\n" or "\r\n" line ends: `> > - <ftp://|^日Z: ⏎> > ⇥5?~@intranet/a/b.html>.`
// printed `ftp://|^日Z:5?~@intranet/a/b.html` (the "?" read as the
// authority's end, "5" as a port, the "@" as the query's). Drawn: user
// names of every shape (words, punctuation and non-ASCII bytes, none),
// 1 to 5 digits, the byte, a rest of any printable bytes but "@" and
// white space, the cut after the ":", after the digits or after the
// byte (white space before the break or none, the next line's quote
// prefix and white space), every wrapper the rejoin reads across a
// break, hosts of every shape after the "@". Each case goes through
// extract and lint in every format against its twin (checkWhiteSpaceCases),
// and batches through every command and the language server.
//
// As on one line (rawPasswordEnd, CONTRACT since stop 53), after a user
// name that holds "@" ("a@b.com:85?…") only a host name (strongHost)
// after the "@" makes the digits a password's: such names are drawn
// before host names only (an empty user name is a user's since stop 61:
// drawn before every host). And since stop 54 an "@" right
// after a "/" is a path's (an npm scope): a rest that ends with "/" is
// written with an "x" after it.
//
// go test -run '^TestDigitPasswordsCutInWrapper$' . -args -digitcutseed S
// (5137: trust20's, used; 5184, 5186 tuned at stop 54; 5185, 5187 held out).
func TestDigitPasswordsCutInWrapper(t *testing.T) {
	r, n := genStart(*digitCutSeed, 53, 120, 40)
	printable := printableNoAt
	users := []string{"alice", "u", "x_y", "|^日Z", "deploy", "", "a@b.com", "bob.smith", "Ü~x"}
	wraps := [][2]string{{"<", ">"}, {"<", ">."}, {"<URL:", ">"}, {"(", ")"}, {"\"", "\""}, {"«", "»"}, {"[x](", ")"}, {"", ""}, {"", " now"}}
	prefixes := []string{"", "> ", "> > ", "> > - ", ">> ", "# ", "// "}
	hosts := []string{"intranet/a/b.html", "_gateway/x", "db", "db now", "h.example.org/x", "10.1.2.3", "localhost/x", "[::1]:8080/x"}
	var k leakTally
	price := 0
	for range n {
		digits, end := drawDigitsAndEnd(r)
		rest := drawPasswordRest(r, printable, 1+r.IntN(6))
		pw := digits + end + rest
		twin := secrettest.Shift(pw)
		pre := prefixes[r.IntN(len(prefixes))]
		br := []string{"\n", "\r\n"}[r.IntN(2)]
		cut := []int{0, len(digits), len(digits) + 1}[r.IntN(3)]
		if cut == len(digits)+1 && strings.HasSuffix(pre, "- ") {
			// A list's bullet on every line, the "/", "?" or "#" on
			// the URL's line: the next line is the list's next item
			// (CONTRACT: a bullet is no prefix; "- see http://api:8080/"
			// over "- bob@example.com" keeps its port and path). Cut
			// before that byte instead, where the item starts with it.
			cut = len(digits)
		}
		gap := []string{" ", "", "\t", "  "}[r.IntN(4)] + br + pre + []string{"\t", " ", "", "  "}[r.IntN(4)]
		w := wraps[r.IntN(len(wraps))]
		user := users[r.IntN(len(users))]
		scheme := []string{"ftp", "https", "http", "postgres", "git+ssh"}[r.IntN(5)]
		host := hosts[r.IntN(len(hosts))]
		if strings.Contains(user, "@") {
			host = []string{"h.example.org/x", "10.1.2.3", "localhost/x", "[::1]:8080/x"}[r.IntN(4)]
		}
		if cut == len(digits)+1 && proseAddressRest.MatchString(rest) {
			// The price (CONTRACT): a "/", "?" or "#" that ends the
			// URL's line, then a next line's word that a mail address
			// of prose may be ("The server runs at
			// http://db:47965?⏎über@localhost, thanks", urlsyntax's
			// TestGluedAddressIsNoPassword): prose's.
			price++
			continue
		}
		mk := func(p string) secretCase {
			u := scheme + "://" + user + ":" + p + "@" + host
			text := pre + w[0] + scheme + "://" + user + ":" + p[:cut] + gap + p[cut:] + "@" + host + w[1] + br + br
			return secretCase{text: text, url: u, pieces: []string{p}}
		}
		k.check(t, pw, wsCase{c: mk(pw), twin: mk(twin), pre: pre})
	}
	runs := k.batches(t, r)
	t.Logf("seed %d: %d cases drawn, %d left out (the price: an address's shape after a \"/\", \"?\" or \"#\" that ends the line), %d through extract and lint (%d leak), %d runs through every command: %d leaks",
		*digitCutSeed, n, price, len(k.all), k.leaked, runs, k.leaks)
}

// drawDigitsAndEnd draws the start of a digit-first password: 1 to 5
// digits and a byte that ends a port ("?", "/" or "#").
func drawDigitsAndEnd(r *rand.Rand) (digits, end string) {
	return drawDigits(r), []string{"?", "/", "#"}[r.IntN(3)]
}

// drawPasswordRest draws n bytes of alpha, "~" for "@", and an "x" after
// a final "/": an "@" right after a "/" is a path's (an npm scope).
func drawPasswordRest(r *rand.Rand, alpha string, n int) string {
	var rest strings.Builder
	for range n {
		c := alpha[r.IntN(len(alpha))]
		if c == '@' {
			c = '~'
		}
		rest.WriteByte(c)
	}
	if strings.HasSuffix(rest.String(), "/") {
		rest.WriteByte('x')
	}
	return rest.String()
}

// leakTally keeps a generator test's cases and leaks: each case is
// checked alone through extract and lint against its twin as it is
// drawn (check), then batches of the cases go through every command
// and the language server (batches).
type leakTally struct {
	all           []wsCase
	leaks, leaked int // leaks found; cases that leaked alone
}

func (k *leakTally) check(t *testing.T, secret string, c wsCase) {
	t.Helper()
	k.all = append(k.all, c)
	if l := checkWhiteSpaceCases(&countTB{TB: t}, secret, []wsCase{c}); l > 0 {
		k.leaks += l
		k.leaked++
		t.Errorf("leaking case (password %q): %q", secret, c.c.text)
	}
}

// batches runs the batches and returns how many runs they made.
func (k *leakTally) batches(t *testing.T, r *rand.Rand) (runs int) {
	runs, bl := whiteSpaceBatches(t, r, k.all, max(1, *leakCases/(8*batchSize)))
	k.leaks += bl
	return runs
}
