package main

import (
	"bytes"
	"flag"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var (
	embeddedSeed  = flag.Uint64("embeddedseed", 5311, "TestSecretHiddenAloneHiddenEmbedded: the seed of its generator (5311 tuning; 5312 held out)")
	embeddedAlone = flag.Bool("embeddedalone", false, "TestSecretHiddenAloneHiddenEmbedded: log the outputs that show a password alone")
	embeddedCases = flag.Int("embeddedcases", 0, "TestSecretHiddenAloneHiddenEmbedded: how many cases (0: 90, 30 with -short)")
)

// TestSecretHiddenAloneHiddenEmbedded (trust33): a text T that holds a
// password which extract and lint hide when T is read alone hide it too
// when T is one piece of a larger text, between other texts: the batch
// files of the secret tests, a file of many pastes, a log. Before, the
// line before a URL could change its reading: a line as wide as the
// URL's made a line break a width's cut ("hard-cut"), the URL was
// rejoined with its next line, and the password's rest, read from the
// rejoined URL's end, met a ")" alone and was read as prose's:
// "# git+ssh://svc_user:q@bV6-Yfl:82?i;3Q⏎# kQWB=)⏎# a⇥⏎# r@10.1.2.3"
// printed "git+ssh://svc_user:***@bV6-Yfl:82?i;3QkQWB=" after such a
// line, "git+ssh://svc_user:***" alone (TestAtPortPasswordsCutLater
// -atportcutseed 5288, in its batch file only).
//
// Drawn: T of the other generators' shapes (a password of every
// printable byte and of non-ASCII on one line; cut by line breaks at
// any byte, its pieces under a line prefix, with white space before the
// break; review57 R7's "…@name:digits/…" cut later; a digit-first
// password cut later), every wrapper, every line prefix, "\n" and
// "\r\n"; the texts around: other such cases, lines of the testdata
// corpora (real prose, source, Markdown, JSON), lines of random words of
// every printable byte at every width from 0 to 100 columns, under the
// same prefix or none. Each T is read alone and embedded, with its twin
// (the same text with another password of the same shape, the context
// the same), through extract (url, line, json) and lint (text --info,
// json, sarif, github, --fix --diff): a run of 3 bytes of the password
// in an output is a leak where the twin's output holds no such run. The
// places the outputs print (JSON's "end_column":34, SARIF's, GitHub's
// "col=34", a line's "PATH:1:34:") are no password's bytes: they are
// read as "#" (trust31's "Noticed": a password's ":34" met JSON's
// "end_column":34 where the readings of another case differed).
//
// The control (over-masking): T0, T's URL with its user name and no
// password on one line, is printed the same alone and embedded (the URLs
// of extract's records that start in T0); a "***" embedded that T0
// alone does not print fails the test, other differences are counted.
//
// go test -run '^TestSecretHiddenAloneHiddenEmbedded$' . -args -embeddedseed S [-embeddedcases N]
func TestSecretHiddenAloneHiddenEmbedded(t *testing.T) {
	r, n := genStart(*embeddedSeed, 59, 90, 30)
	if *embeddedCases > 0 {
		n = *embeddedCases
	}
	// Known cases first: the line before makes a width the URL's line
	// break is a cut of (TestAtPortPasswordsCutLater -atportcutseed 5288's
	// case, after a line of 42 columns).
	for _, k := range []struct{ before, text, pw string }{
		{"abcde fghab cdefg habcd efgha bcdef ghabx\n", "# git+ssh://svc_user:q@bV6-Yfl:82?i;3Q\r\n# kQWB=)\r\n# a\t\r\n# r@10.1.2.3\r\n", "q@bV6-Yfl:82?i;3QkQWB=)ar"},
	} {
		ws := passwordWindows(k.pw)
		twin := secrettest.Shift(k.text)
		for _, args := range embeddedRuns {
			if shown := windowsShown(args, runEmbedded(args, k.text), runEmbedded(args, twin), ws); len(shown) > 0 {
				t.Errorf("urlsift %q shows %q of %q alone", args, shown, k.text)
			}
			if shown := windowsShown(args, runEmbedded(args, k.before+k.text), runEmbedded(args, k.before+twin), ws); len(shown) > 0 {
				t.Errorf("urlsift %q shows %q of %q after %q", args, shown, k.text, k.before)
			}
		}
	}
	corpus := embeddedCorpus(t)
	var aloneLeak, leaks, leaked, controlMasked, controlOther int
	for ci := range n {
		pw, mk, t0 := drawEmbeddedCase(r)
		text, twinText := mk(pw), mk(secrettest.Shift(pw))
		if twinText == text {
			continue
		}
		caseLeaks := leaks
		var widths []int
		for _, l := range strings.Split(text, "\n") {
			widths = append(widths, utf8.RuneCountInString(strings.TrimSuffix(l, "\r")))
		}
		before, after := embeddedContext(r, corpus, widths), embeddedContext(r, corpus, widths)
		ws := passwordWindows(pw)
		for _, args := range embeddedRuns {
			alone, aloneTwin := runEmbedded(args, text), runEmbedded(args, twinText)
			if shown := windowsShown(args, alone, aloneTwin, ws); len(shown) > 0 {
				aloneLeak++ // another class: the secret tests' own
				if *embeddedAlone {
					i := bytes.Index(alone, []byte(shown[0]))
					t.Logf("case %d alone: urlsift %q shows %q of %q in %q: %.200q", ci, args, shown[0], pw, text, alone[max(0, i-100):])
				}
				continue
			}
			got := runEmbedded(args, before+text+after)
			tw := runEmbedded(args, before+twinText+after)
			if shown := windowsShown(args, got, tw, ws); len(shown) > 0 {
				leaks++
				if leaks <= 3 || testing.Verbose() {
					i := bytes.Index(got, []byte(shown[0]))
					t.Errorf("case %d: urlsift %q shows %q of the password %q of\n%q\nembedded (alone hidden); before it:\n%q\nthe output:\n%.400q",
						ci, args, shown[0], pw, text, before[max(0, len(before)-300):], got[max(0, i-200):])
				}
			}
		}
		if leaks > caseLeaks {
			leaked++
		}
		// The control: T0 alone and embedded.
		a, e := controlURLs(t0, ""), controlURLs(t0, before)
		if !slices.Equal(a, e) {
			if strings.Count(strings.Join(e, "\n"), "***") > strings.Count(strings.Join(a, "\n"), "***") {
				controlMasked++
				t.Errorf("case %d: the URL with no password %q prints %q embedded, %q alone", ci, t0, e, a)
			} else {
				controlOther++
				if testing.Verbose() {
					t.Logf("case %d: control %q: %q embedded, %q alone", ci, t0, e, a)
				}
			}
		}
	}
	t.Logf("seed %d: %d cases, %d outputs that show the password alone (left out), %d leaks embedded in %d cases; control: %d masked embedded only, %d other differences",
		*embeddedSeed, n, aloneLeak, leaks, leaked, controlMasked, controlOther)
}

// embeddedRuns are the outputs TestSecretHiddenAloneHiddenEmbedded reads.
var embeddedRuns = [][]string{
	{"extract", "-"},
	{"extract", "--format", "line", "--hyphen", "both", "-"},
	{"extract", "--format", "json", "-"},
	{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "-"},
	{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "json", "-"},
	{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--format", "sarif", "-"},
	{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "github", "-"},
	{"lint", "--no-config", "--fail-level", "none", "--enable", "all", "--fix", "--diff", "--stdin-filename", "in.txt", "-"},
}

// outputPlace is a place an output prints: JSON's and SARIF's line,
// column, offset and length fields, GitHub's properties, standard
// input's "-:LINE:COLUMN:" and a diff's hunk header (a path before its
// place may hold a secret: only standard input's name is read so).
var outputPlace = regexp.MustCompile(`"(?:[a-z_]*(?:line|column|offset|length)|[a-z]*(?:Line|Column|Offset|Length))":\s*[0-9]+|\b(?:line|col|endLine|endColumn)=[0-9]+|(?m)^-:[0-9]+:[0-9]+:|(?m)^@@ -[0-9]+(?:,[0-9]+)? \+[0-9]+(?:,[0-9]+)? @@`)

// unplaceOutput returns out with the places it prints (outputPlace) as
// "#": the batch's (leakBatch.checkTwin) and
// TestSecretHiddenAloneHiddenEmbedded's reading of an output.
func unplaceOutput(out []byte) []byte {
	return outputPlace.ReplaceAll(out, []byte("#"))
}

// runEmbedded runs urlsift with args on in, and returns its output and
// its errors, backslash escapes read, the places read as "#".
func runEmbedded(args []string, in string) []byte {
	var o, e bytes.Buffer
	run(append([]string{"urlsift"}, args...), strings.NewReader(in), &o, &e)
	return unescapeBackslashes(unplaceOutput(append(o.Bytes(), e.Bytes()...)))
}

// passwordWindows returns the runs of 3 bytes of pw that its twin's
// differ from.
func passwordWindows(pw string) []string {
	var ws []string
	for lo := 0; lo+3 <= len(pw); lo++ {
		if w := pw[lo : lo+3]; utf8.ValidString(w) && w != secrettest.Shift(w) && !slices.Contains(ws, w) {
			ws = append(ws, w)
		}
	}
	return ws
}

// windowsShown returns the windows that got holds and tw does not.
func windowsShown(args []string, got, tw []byte, ws []string) []string {
	var shown []string
	for _, w := range ws {
		if (slices.Contains(args, "json") || slices.Contains(args, "sarif")) && strings.ContainsAny(w, "\"\\") {
			continue // JSON's own quotes beside 2 bytes of a password
		}
		if bytes.Contains(got, []byte(w)) && !bytes.Contains(tw, []byte(w)) {
			shown = append(shown, w)
		}
	}
	return shown
}

// drawEmbeddedCase draws a text with a password: the password, the
// text's maker (of the password or its twin), and the text's URL with its
// user name and no password, on one line.
func drawEmbeddedCase(r *rand.Rand) (pw string, mk func(string) string, t0 string) {
	printable := printableASCII
	const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	nonASCII := []string{"é", "Ω", "”", "«", "ß", "中"}
	users := []string{"alice", "u", "x_y", "|^日Z", "deploy", "bob.smith", "Ü~x", "svc_user", "ci-bot"}
	prefixes := []string{"", "", "> ", "> > ", "# ", "// ", ";; ", "-- ", "    ", "* ", "| "}
	hosts := []string{"intranet/a/b.html", "_gateway/x", "db", "db now", "h.example.org/x", "h.example.org", "10.1.2.3",
		"10.1.2.3/x", "localhost/x", "[::1]:8080/x", "db.example.com/x", "_sip._tcp.example.com", "%41gw", "bücher.example", "9gw"}
	wrappers := [][2]string{{"", ""}, {"", ""}, {"<", ">"}, {"(", ")"}, {"\"", "\""}, {"'", "'"}, {"«", "»"}, {"[", "]"}, {"“", "”"}, {"`", "`"}, {"{", "}"}}
	schemes := []string{"ftp", "https", "http", "postgres", "git+ssh", "redis", "svn+ssh", "mysql"}
	switch r.IntN(4) {
	case 0: // any printable byte and non-ASCII
		var b strings.Builder
		for range 2 + r.IntN(14) {
			if r.IntN(10) == 0 {
				b.WriteString(nonASCII[r.IntN(len(nonASCII))])
				continue
			}
			b.WriteByte(printable[r.IntN(len(printable))])
		}
		pw = strings.ReplaceAll(b.String(), "@", "~")
	case 1: // review57 R7: "@", a name, ":", digits, "/?#" and more
		digits, end := drawDigitsAndEnd(r)
		pw = drawPasswordRest(r, printable, 1+r.IntN(5)) + "@" + drawPasswordRest(r, alnum, 1+r.IntN(5)) + ":" + digits + end + drawPasswordRest(r, printable, 2+r.IntN(10))
	case 2: // digit-first, cut later
		digits, end := drawDigitsAndEnd(r)
		pw = digits + end + drawPasswordRest(r, printable, 2+r.IntN(10))
	default: // letters and digits
		pw = drawPasswordRest(r, alnum, 4+r.IntN(12))
	}
	pre := prefixes[r.IntN(len(prefixes))]
	br := []string{"\n", "\r\n"}[r.IntN(2)]
	user := users[r.IntN(len(users))]
	scheme := schemes[r.IntN(len(schemes))]
	host := hosts[r.IntN(len(hosts))]
	wr := wrappers[r.IntN(len(wrappers))]
	lead := []string{"see ", "", "dsn: ", "url="}[r.IntN(4)]
	// Cuts: none, or 1 to 3 line breaks inside the password, white space
	// before each sometimes.
	var cuts []int
	if len(pw) > 1 && r.IntN(4) > 0 {
		for range 1 + r.IntN(3) {
			c := 1 + r.IntN(len(pw)-1)
			if utf8.RuneStart(pw[c]) && !slices.Contains(cuts, c) {
				cuts = append(cuts, c)
			}
		}
		slices.Sort(cuts)
	}
	gaps := make([]string, len(cuts))
	for i := range gaps {
		gaps[i] = []string{"", "", " ", "\t"}[r.IntN(4)]
	}
	tail := []string{"", ".", " now", ","}[r.IntN(4)]
	mk = func(p string) string {
		var b strings.Builder
		b.WriteString(pre + lead + wr[0] + scheme + "://" + user + ":")
		last := 0
		for i, c := range cuts {
			b.WriteString(p[last:c] + gaps[i] + br + pre)
			last = c
		}
		b.WriteString(p[last:] + "@" + host + wr[1] + tail + br)
		return b.String()
	}
	t0 = pre + lead + wr[0] + scheme + "://" + user + "@" + host + wr[1] + br
	return pw, mk, t0
}

// embeddedContext draws the text around a case: 0 to 4 pieces of other
// cases, lines of the corpora and lines of random words at every width,
// or at about the width of one of the case's lines (widths, less 2 to
// 12 more: text cut or filled at a width has its lines about as wide,
// the width the next line's first word did not fit in), each ending in
// a line break.
func embeddedContext(r *rand.Rand, corpus []string, widths []int) string {
	printable := printableASCII
	var b strings.Builder
	for range r.IntN(5) {
		br := []string{"\n", "\r\n"}[r.IntN(2)]
		switch r.IntN(4) {
		case 0:
			p, mk, _ := drawEmbeddedCase(r)
			b.WriteString(mk(p))
		case 1:
			k := r.IntN(len(corpus))
			for _, l := range corpus[k:min(len(corpus), k+1+r.IntN(6))] {
				b.WriteString(l + br)
			}
		case 2: // a line of random words of every printable byte, 0 to 100 columns
			pre := []string{"", "# ", "> ", "    ", "// "}[r.IntN(5)]
			for range 1 + r.IntN(3) {
				w := r.IntN(101)
				if r.IntN(2) == 0 {
					w = widths[r.IntN(len(widths))] + r.IntN(15) - 2
				}
				var line strings.Builder
				line.WriteString(pre)
				for line.Len() < w {
					if line.Len() > len(pre) && r.IntN(6) == 0 {
						line.WriteByte(' ')
						continue
					}
					line.WriteByte(printable[r.IntN(len(printable))])
				}
				b.WriteString(line.String() + br)
			}
		default: // blank lines
			b.WriteString(strings.Repeat(br, r.IntN(3)))
		}
	}
	return b.String()
}

// embeddedCorpus returns the lines of the testdata corpora (real source,
// prose, Markdown and JSON: testdata/realtree, testdata/fixcorpus and
// testdata/sample.txt, whose PROVENANCE says where they come from).
func embeddedCorpus(t *testing.T) []string {
	var lines []string
	for _, root := range []string{"testdata/realtree", "testdata/fixcorpus", "testdata/sample.txt"} {
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || strings.HasSuffix(p, "PROVENANCE.md") {
				return err
			}
			b, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			lines = append(lines, strings.Split(strings.TrimRight(string(b), "\n"), "\n")...)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(lines) == 0 {
		t.Fatal("no corpus lines")
	}
	return lines
}

// controlURLs returns the URLs extract prints of t0 after before: those
// of the records that start in t0.
func controlURLs(t0, before string) []string {
	var o, e bytes.Buffer
	run([]string{"urlsift", "extract", "--format", "json", "-"}, strings.NewReader(before+t0), &o, &e)
	var urls []string
	for _, line := range strings.Split(o.String(), "\n") {
		m := jsonOffset.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		off := 0
		for _, c := range m[1] {
			off = off*10 + int(c-'0')
		}
		if off >= len(before) {
			u := jsonURL.FindStringSubmatch(line)
			if u != nil {
				urls = append(urls, u[1])
			}
		}
	}
	return urls
}

var (
	jsonOffset = regexp.MustCompile(`"offset":([0-9]+)`)
	jsonURL    = regexp.MustCompile(`"url":"((?:[^"\\]|\\.)*)"`)
)
