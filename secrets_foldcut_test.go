package main

import (
	"flag"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	foldCutSeed = flag.Uint64("foldcutseed", 5184, "TestSecretsFoldedUnderPrefix: the seed of its generator (5184, 5186 tuned; 5185, 5187 held out)")
	foldCutN    = flag.Int("foldcutn", 0, "TestSecretsFoldedUnderPrefix: how many cases to draw (0: 300, 80 with -short)")
	gluedUISeed = flag.Uint64("glueduiseed", 5219, "TestSecretsFoldedUnderGluedUserinfo: the seed of its generator (5219 tuned; 5220 held out)")
)

// foldPrefixes are the line prefixes TestSecretsFoldedUnderPrefix draws:
// comment and quote markers of many languages, with and without the
// white space after them, and indentation. drawFoldPrefix draws others.
var foldPrefixes = []string{
	"", "    ", "\t", "# ", "#", "## ", "// ", "//", "/// ", "> ", "> > ", ">> ", " * ", "* ", "; ", ";; ", ";;; ",
	"-- ", "--", "%% ", "% ", "%", "REM ", "rem ", "' ", "! ", "!", "dnl ", "C ", "c ", "| ", "\" ", "@REM ", ":: ", "#: ", "#' ", "// > ",
	// Indentation before a marker, glued to the text or not (review54 N5).
	"    //", "  #", " ;", "\t#", "    // ", "  # ", "\t-- ", "    %",
}

// drawFoldPrefix draws a line prefix: one of foldPrefixes, or 1 to 3
// bytes of ASCII punctuation, then white space or none. A list's bullet
// that white space follows ("- ", "+\t", "-> ") is no prefix (CONTRACT:
// a line that starts with one is the list's next item) and is drawn
// again.
func drawFoldPrefix(r *rand.Rand) string {
	if r.IntN(4) > 0 {
		return foldPrefixes[r.IntN(len(foldPrefixes))]
	}
	const punct = "!\"#$%&'()*+,-./:;<=>?[\\]^_`{|}~"
	for {
		var b strings.Builder
		for range 1 + r.IntN(3) {
			b.WriteByte(punct[r.IntN(len(punct))])
		}
		sp := []string{" ", "", "\t", "  "}[r.IntN(4)]
		switch b.String() {
		case "-", "+", "->", "=>", "...", "?":
			if sp != "" {
				continue
			}
		}
		return b.String() + sp
	}
}

// TestSecretsFoldedUnderPrefix (review53 M4, closing-53 item 3): a
// password, or an access token used as the user name, that the text cut
// onto 2 to 4 lines, each line under the same prefix (a comment's, a
// quote's, indentation; drawFoldPrefix), where extract printed a piece:
// `// the dsn is https://deploy.bot:BTWSyQ` / `// 7RNMgCYBvM` /
// `// KePE6y@h.example.org` printed `https://deploy.bot:BTWSyQ`, and
// ` * url = https://ghp_Z8ZVQ2` / ` * 3K` / ` * 8X4X…@github.com/o/r`
// printed `https://ghp_Z8ZVQ2` (stop 53: the password read across one
// line break only, the token's fold with white space and ">" skipped
// only). Drawn: passwords of 4 to 36 bytes of every printable ASCII
// byte but white space (non-ASCII letters too), after user names of
// every shape; tokens of every shape TokenLike knows (drawTokenUser), a
// password after them or none; the cuts (1 to 3) at any byte from after
// "://" to the "@" (the user name, the password, right before the "@");
// white space before a break or after a prefix, as a hand wraps; "\n"
// or "\r\n"; lead-ins, a wrapper or none, hosts with and without a
// path, a port, a trailing dot; words or punctuation after. Each case
// goes through extract and lint in every format against its twin (the
// secret shifted: checkWhiteSpaceCases), and batches through every
// command and the language server (whiteSpaceBatches).
//
// go test -run '^TestSecretsFoldedUnderPrefix$' . -args -foldcutseed S
// (5184, 5186 tuned; 5185, 5187 held out).
func TestSecretsFoldedUnderPrefix(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 80
	}
	if *foldCutN > 0 {
		n = *foldCutN
	}
	wraps := [][2]string{{"", ""}, {"", ""}, {"", ""}, {"<", ">"}, {"\"", "\""}, {"'", "'"}, {"(", ")"}, {"`", "`"}}
	checkFoldedUnderPrefix(t, *foldCutSeed, n, drawFoldPrefix, wraps)
}

// checkFoldedUnderPrefix is TestSecretsFoldedUnderPrefix's body: n cases
// drawn from seed, each line under a prefix drawPrefix draws, the URL
// inside one of wraps.
func checkFoldedUnderPrefix(t *testing.T, seed uint64, n int, drawPrefix func(*rand.Rand) string, wraps [][2]string) {
	r := rand.New(rand.NewPCG(seed, 54))
	printable := printableASCII
	const alnum = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	users := []string{"alice", "u", "x_y", "deploy.bot", "bob.smith", "a@b.com", "admin", "Ü~x"}
	hostNames := []string{"h.example.org", "db.example.com", "gitlab.com", "github.com", "10.1.2.3", "localhost", "intranet", "db", "[::1]", "_gateway"}
	paths := []string{"", "", "/x", "/g/p.git", "/db?sslmode=require", "/"}
	schemes := []string{"https", "postgres", "ftp", "redis", "git+ssh", "mongodb", "HTTP"}
	leads := []string{"the dsn is ", "", "url = ", "see ", "DATABASE_URL=", "clone "}
	afters := []string{"", "", " for prod", ".", ",", " now", ";"}
	var all []wsCase
	leaks, leaked, portLike := 0, 0, 0
	byLines := map[int][2]int{}
	for i := range n {
		// The secret: a password after a user name, or a token as the
		// user name (and a password after it, or none).
		var user, secret, tokPre string
		if i%3 == 2 {
			secret, tokPre = drawTokenUser(r, r.IntN(5))
			if r.IntN(3) == 0 {
				secret += ":" + genPiece(r, 8+r.IntN(10))
			}
		} else {
			user = users[r.IntN(len(users))] + ":"
			var b strings.Builder
			punct := r.IntN(3) == 0
			for b.Len() < 4+r.IntN(33) {
				switch k := r.IntN(20); {
				case k == 0:
					b.WriteString([]string{"é", "ß", "中", "Ω"}[r.IntN(4)])
				case punct && k < 6:
					c := printable[r.IntN(len(printable))]
					b.WriteByte(c)
				default:
					b.WriteByte(alnum[r.IntN(len(alnum))])
				}
			}
			secret = b.String()
		}
		twin := tokPre + secrettest.Shift(secret[len(tokPre):])
		host := hostNames[r.IntN(len(hostNames))]
		switch r.IntN(4) {
		case 0:
			host += ":" + []string{"5432", "8443", "6379", "22"}[r.IntN(4)]
		case 1:
			if strings.Contains(host, ".") && host[0] > '9' {
				host += "." // a trailing dot: no path after it
			}
		}
		if !strings.HasSuffix(host, ".") {
			host += paths[r.IntN(len(paths))]
		}
		scheme := schemes[r.IntN(len(schemes))]
		lines := 2 + r.IntN(3)
		// The cuts: at any byte from after "://" to the "@" (a cut at
		// the "@" puts it first on its line), not inside a character.
		head := scheme + "://" + user
		body := head + secret + "@"
		lo := len(scheme) + 3
		var cuts []int
		for tries := 0; len(cuts) < lines-1 && tries < 50; tries++ {
			k := lo + 1 + r.IntN(len(body)-lo-1)
			if k < len(body) && body[k]&0xC0 == 0x80 {
				continue
			}
			dup := false
			for _, c := range cuts {
				dup = dup || c == k
			}
			if !dup {
				cuts = append(cuts, k)
			}
		}
		lines = len(cuts) + 1
		// CONTRACT: a piece of digits (or a word that stands for a
		// port) that the URL ends with at a line break reads as a
		// port ("http://u:7⏎4AGY@intranet/" prints "http://u:7"), and
		// digits then "/", "?" or "#" are TestDigitPasswordsCutInWrapper's:
		// such cases are drawn and left out (counted).
		pw := secret[strings.IndexByte(secret, ':')+1:]
		if user != "" {
			pw = secret
		}
		pws := len(body) - 1 - len(pw)
		if c0 := slices.Min(cuts); c0 > pws && c0 < pws+len(pw) && secrettest.PortLike(body[pws:c0]+" ") || secrettest.PortLike(pw) {
			portLike++
			continue
		}
		pre := drawPrefix(r)
		br := "\n"
		if r.IntN(3) == 0 {
			br = "\r\n"
		}
		lead, after := leads[r.IntN(len(leads))], afters[r.IntN(len(afters))]
		w := wraps[r.IntN(len(wraps))]
		trail := make([]string, lines) // white space before each break
		indent := make([]string, lines)
		for k := range lines {
			if r.IntN(5) == 0 {
				trail[k] = " "
			}
			if r.IntN(5) == 0 {
				indent[k] = []string{" ", "  ", "\t"}[r.IntN(3)]
			}
		}
		mk := func(s string) secretCase {
			u := head + s + "@" + host
			// Cut at the same byte offsets (the twin has the same shape).
			sorted := slices.Sorted(slices.Values(cuts))
			var text strings.Builder
			text.WriteString(pre + lead + w[0])
			last := 0
			for k, c := range sorted {
				text.WriteString(u[last:c] + trail[k] + br + pre + indent[k+1])
				last = c
			}
			text.WriteString(u[last:] + w[1] + after + br + pre + br + br)
			return secretCase{text: text.String(), url: u, pieces: []string{s}}
		}
		c := wsCase{c: mk(secret), twin: mk(twin), pre: pre}
		all = append(all, c)
		bl := byLines[lines]
		bl[1]++
		if l := checkWhiteSpaceCases(&countTB{TB: t}, secret, []wsCase{c}); l > 0 {
			leaks += l
			leaked++
			bl[0]++
			t.Errorf("leaking case (secret %q, %d lines, prefix %q): %q", secret, lines, pre, c.c.text)
		}
		byLines[lines] = bl
	}
	runs, bl := whiteSpaceBatches(t, r, all, max(1, *leakCases/(8*batchSize)))
	leaks += bl
	t.Logf("seed %d: %d cases drawn, %d left out (a port's shape), %d through extract and lint (%d leak; [leaking, drawn] by lines: 2: %v, 3: %v, 4: %v), %d runs through every command: %d leaks",
		seed, n, portLike, len(all), leaked, byLines[2], byLines[3], byLines[4], runs, leaks)
}

// userinfoMarks are the bytes of a userinfo that are no letter nor digit
// (unreserved, sub-delims, "%"): a line marker made of them may be read
// as part of a cut user name or password.
const userinfoMarks = "-._~!$&'()*+,;=%"

// drawGluedUserinfoPrefix draws a marker glued to the text: 1 to 3 bytes
// of userinfoMarks, after indentation or none.
func drawGluedUserinfoPrefix(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString([]string{"", "", "", "  ", "\t", "    "}[r.IntN(6)])
	for range 1 + r.IntN(3) {
		b.WriteByte(userinfoMarks[r.IntN(len(userinfoMarks))])
	}
	return b.String()
}

// TestSecretsFoldedUnderGluedUserinfo (trust22's seed 5187 of
// TestSecretsFoldedUnderPrefix): a token or password folded onto 2 to 4
// lines, each under the same marker glued to the text and made of bytes
// a userinfo may hold ("=&%" of "=&%<git+ssh://5UWVWo⏎=&%XVpQ…q@localhost/g/p.git>.",
// printed whole: extract's reading without the marker took "=&%<", the
// marker and the URL's opener, for the marker, which the next line does
// not start with). Drawn as TestSecretsFoldedUnderPrefix draws
// (checkFoldedUnderPrefix), with the marker drawn from every byte of
// userinfoMarks and every wrapper ("<URL:...>" too).
//
// go test -run '^TestSecretsFoldedUnderGluedUserinfo$' . -args -glueduiseed S
// (5219 tuned; 5220 held out).
func TestSecretsFoldedUnderGluedUserinfo(t *testing.T) {
	n := 120
	if testing.Short() {
		n = 40
	}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"(", ")"}, {"`", "`"}, {"[", "]"}, {"**", "**"}}
	checkFoldedUnderPrefix(t, *gluedUISeed, n, drawGluedUserinfoPrefix, wraps)
}
