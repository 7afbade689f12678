package extract

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var (
	secondPwSeed = flag.Uint64("secondpwseed", 5279, "TestSecondReadingPasswords: the seed (5279 tuned; 5280 held out, read once at stop 58)")
	secondPwBig  = flag.Bool("secondpwbig", false, "TestSecondReadingPasswords: draw 20,000 texts (prec57's probe), not 2,000")
)

// secondPwUpper are the bytes a window of a password must mostly hold to
// count as shown (secondPwShown): capitals and digits, which the words
// around never hold, so that a window is the password's, not a word's.
const secondPwUpper = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// secondPwCase is one text of TestSecondReadingPasswords: a URL with a
// user name and a password, cut at a drawn byte from the password's
// start to after its "@", laid out as a renderer lays it out.
type secondPwCase struct {
	text     string
	outside  string // the text with the password's bytes NUL
	password string
	layout   string
}

// drawSecondPwCase draws a case as prec57's probe did (stop 57,
// /tmp/prec57/probe/probe3.py): a password of 6-16 bytes, each a capital
// or a digit (3 in 4), else any printable ASCII byte but the space and
// "@" (every punctuation byte, a small letter now and then) or, 1 in
// 40, a non-ASCII one (quotes, signs, letters), in
// "SCHEME://USER:PASSWORD@HOST[PATH]"; words before it on its line or
// none, behind a margin (none, lynx's 3 or 6 spaces, a list's "  * ",
// 4 spaces, a quote's "| "); cut at a drawn byte from the password's
// first to one after its "@", the rest on the next line behind the same
// margin (or 2 spaces more), prose after it half the time, and a line of
// prose under. The layouts: as is; "pre" (the first line cut at a drawn
// width, 54, 60, 72, 80 or 30-100, as lynx cuts <pre>); "cells" (both
// lines in a bordered cell of that width, as html2text draws a table);
// "hyphen" (a "-" at the cut, as a typesetter breaks a word).
func drawSecondPwCase(r *rand.Rand) secondPwCase {
	const punct = "!$&'()*+,;=~_-.%/:?#[]|^{}`\"<>\\"
	const lower = "abcdefghijklmnopqrstuvwxyz"
	others := []string{"”", "“", "’", "«", "»", "§", "°", "€", "¡", "¿", "·", "–", "é", "ß", "ж", "中"}
	words := []string{"the", "see", "and", "for", "more", "names", "of", "page", "ts", "ing", "files/", "doc/index.html", "a=b&c=d", "here:", "1.", "*"}
	pick := func(s []string) string { return s[r.IntN(len(s))] }
	phrase := func(lo, hi int) string {
		n := lo + r.IntN(hi-lo+1)
		ws := make([]string, n)
		for i := range ws {
			ws[i] = pick(words)
		}
		return strings.Join(ws, " ")
	}
	var pw []byte
	for n := 6 + r.IntN(11); len(pw) < n; {
		switch k := r.IntN(40); {
		case k < 30:
			pw = append(pw, secondPwUpper[r.IntN(len(secondPwUpper))])
		case k < 36:
			pw = append(pw, punct[r.IntN(len(punct))])
		case k < 39:
			pw = append(pw, lower[r.IntN(len(lower))])
		default:
			pw = append(pw, pick(others)...)
		}
	}
	path := pick([]string{"", "/", "/path/to/f.html", "/a/b/"})
	if r.IntN(4) == 0 {
		// white space inside, before a site (a path after the host),
		// as TestSlashBreakPasswords draws it
		i := 1 + r.IntN(len(pw)-1)
		pw = append(pw[:i:i], append([]byte(pick([]string{" ", "\t"})), pw[i:]...)...)
		path = pick([]string{"/x", "/path/to/f.html", "/a/b/"})
	}
	scheme := pick([]string{"https", "http", "ftp", "HTTPS"})
	url := scheme + "://" + pick([]string{"deploy", "u", "admin", "x"}) + ":" + string(pw) + "@" +
		pick([]string{"db.example", "h.example.org", "x.example:8080"}) + path
	hidden := strings.Replace(url, string(pw), strings.Repeat("\x00", len(pw)), 1)
	margin := pick([]string{"", "   ", "      ", "  * ", "    ", "| "})
	width := []int{60, 72, 80, 54, 30 + r.IntN(71)}[r.IntN(5)]
	lead := phrase(0, 8)
	tail := phrase(1, 10)
	at := len(scheme) + 3 + strings.IndexByte(url[len(scheme)+3:], ':') + 1
	cut := at + r.IntN(min(len(url), at+len(pw)+1)-at+1)
	tailed := r.IntN(2) == 0
	indent := ""
	if r.IntN(10) < 3 {
		indent = pick([]string{"", "  "})
	}
	layout := pick([]string{"as is", "pre", "cells", "hyphen"})
	lay := func(url string) string {
		first := margin + url[:cut]
		if lead != "" {
			first = strings.TrimRight(margin+lead+" "+url[:cut], " ")
		}
		rest := url[cut:]
		if tailed {
			rest += " " + tail
		}
		second := margin + indent + rest
		switch layout {
		case "pre":
			if len(first) > width {
				first = first[:width]
			}
		case "cells":
			pad := func(s string) string { return "| " + s + strings.Repeat(" ", max(0, width-len(s))) + " |" }
			first, second = pad(first), pad(second)
		case "hyphen":
			first += "-"
		}
		return first + "\n" + second + "\n" + margin + tail + "\n"
	}
	return secondPwCase{lay(url), lay(hidden), string(pw), layout}
}

// secondPwShown returns the first run of 3 bytes of the password, 2 of
// them capitals or digits, that reading shows and first does not, nor
// the text outside the password ("" if none): the text's own words hold
// no such run, so a run shown is the password's.
func secondPwShown(reading, first string, c secondPwCase) string {
	for i := 0; i+3 <= len(c.password); i++ {
		w := c.password[i : i+3]
		n := 0
		for j := range len(w) {
			if strings.IndexByte(secondPwUpper, w[j]) >= 0 {
				n++
			}
		}
		if n >= 2 && strings.Contains(reading, w) && !strings.Contains(first, w) && !strings.Contains(c.outside, w) {
			return w
		}
	}
	return ""
}

// TestSecondReadingPasswords (prec57's probe, stop 57, made a test at
// stop 58): a URL's other readings (the joined reading the renderer
// rules keep where a line break may or may not end the URL,
// lynx-pre-prose's, path-word's, lynx-margin's, and the reading without
// a hyphen at a break) never show a piece of a password that its first
// reading hides. The cases are passwords of every printable byte cut at
// every byte from their first to after their "@", behind renderers'
// margins, in bordered cells, at a width, after a hyphen
// (drawSecondPwCase); each URL's first reading is printed as the
// command prints it (Secret.Mask), each other reading likewise
// (Secret.MaskReading), and a run of 3 bytes of the password (2 of them
// capitals or digits) the other shows and neither the first nor the
// text outside the password does is a leak (secondPwShown). A quarter
// of the passwords hold white space before a site, as
// TestSlashBreakPasswords draws them: there lynx-pre-prose and
// path-word would join the next line's piece of the password to a
// reading the secret reader no longer reads as a userinfo
// (passwordOpen, 8723b98: on its parent e0f51ca this test fails, 1 of
// 2,000 and 3 of 20,000).
//
// go test ./extract -run TestSecondReadingPasswords -v: 2,000 cases of
// seed 5279 (tuned); -secondpwbig draws prec57's 20,000; -secondpwseed
// 5280 is the held-out seed (read once, at the end of stop 58).
func TestSecondReadingPasswords(t *testing.T) {
	n := 2000
	if *secondPwBig {
		n = 20000
	}
	r := rand.New(rand.NewPCG(*secondPwSeed, 58))
	withOther, leaks := 0, 0
	byLayout := map[string]int{}
	for range n {
		c := drawSecondPwCase(r)
		s := NewScanner(strings.NewReader(c.text), Options{})
		for s.Scan() {
			u := s.URL()
			alts := alternatives(u)
			if len(alts) == 0 {
				continue
			}
			withOther++
			first := u.Secret.Mask(u.Text)
			for _, a := range alts {
				o := u.Secret.MaskReading(a)
				if w := secondPwShown(o, first, c); w != "" {
					leaks++
					byLayout[c.layout]++
					if leaks <= 10 {
						t.Errorf("the other reading %q shows %q of the password %q, which the first %q hides (%s):\n%s", o, w, c.password, first, c.layout, c.text)
					}
					break
				}
			}
		}
	}
	t.Logf("seed %d: %d texts, %d URLs with another reading, %d show a piece of the password the first reading hides %v", *secondPwSeed, n, withOther, leaks, byLayout)
	// The generator must reach other readings: prec57's probe found 448
	// records with alternatives in 20,000 texts.
	if withOther < n/100 {
		t.Errorf("only %d URLs of %d texts have another reading: the cases do not reach the rules that give one", withOther, n)
	}
}
