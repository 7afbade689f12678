package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/pipeline"
)

var sallFlags = newGenFlags("TestServerFixAllAsFix", "sall", "run", 2000, 400, 5190, false)

// sallCase is one drawn text: a URL whose password or token the text cut
// onto lines, each dressed, and a fixable URL before or after it.
type sallCase struct {
	file, text, secret, dress string
	// pieces: for each line, the bytes of the secret it holds
	pieces []string
}

// sallDraw draws a case as review53's diffcut53.py does: a password (any
// printable byte a password holds unescaped, a third of the time
// punctuation) or a token as the user name, cut onto 2-4 lines at any
// byte from "://" to the "@" (boundaries too), each line dressed with a
// decoration drawn per text: a shared prefix, a prefix that varies from
// line to line, a gutter of line numbers, trailing white space, a
// continuation mark ("\\", "=", "-", "+", `" +`), none; CRLF a fifth of
// the time; a fixable URL 1-3 lines before or after, between words.
func sallDraw(r *rand.Rand, k int) sallCase {
	const al = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	const pun = "!$&'()*+,;=-._~"
	pick := func(s ...string) string { return s[r.IntN(len(s))] }
	draw := func(set string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[r.IntN(len(set))]
		}
		return string(b)
	}
	var secret, url string
	if r.IntN(4) == 0 {
		secret = pick("ghp_", "glpat-", "xoxb-") + draw(al, 30+r.IntN(11))
		url = pick("https", "git+ssh") + "://" + secret + "@" + pick("github.com/o/r", "gitlab.com/g/p")
	} else {
		set := al
		if r.IntN(10) < 3 {
			set += pun
		}
		secret = draw(set, 12+r.IntN(29))
		url = pick("https", "postgres", "redis", "ftp") + "://" + pick("alice", "u", "deploy.bot") + ":" + secret + "@" + pick("db.example.com/x", "10.1.2.3:5432/db", "h.example.org")
	}
	s0 := strings.Index(url, secret)
	lo, hi := strings.Index(url, "://")+3, s0+len(secret)+1
	n := 2 + r.IntN(3)
	var cuts []int
	for len(cuts) < min(n-1, hi-lo-1) {
		c := lo + 1 + r.IntN(hi-lo-1)
		if !slices.Contains(cuts, c) {
			cuts = append(cuts, c)
		}
	}
	sort.Ints(cuts)
	var pieces, secs []string
	last := 0
	for _, c := range append(cuts, len(url)) {
		pieces = append(pieces, url[last:c])
		a, b := max(last, s0), min(c, s0+len(secret))
		if a < b {
			secs = append(secs, url[a:b])
		} else {
			secs = append(secs, "")
		}
		last = c
	}
	pieces[0] = pick("the dsn is ", "", "url = ", "see ") + pieces[0]
	pieces[len(pieces)-1] += pick("", " for prod", " now")
	dress := pick("shared", "vary", "gutter", "trail", "cont", "none")
	shared := pick("# ", "> ", "// ", " * ", "-- ", "    ", "\t", "; ")
	for i, p := range pieces {
		switch dress {
		case "shared":
			p = shared + p
		case "vary":
			p = pick("# ", "#", "#  ", "> ", "> > ", ">", " * ", " *", "* ", "  ", "      ", "\t") + p
		case "gutter":
			p = fmt.Sprintf("%4d | ", 10+i) + p
		case "trail":
			p = pick("", " ", "  ", "\t") + p + pick(" ", "  ", "\t", " \t")
		case "cont":
			c := pick("\\", "=", "-", "+", `" +`)
			if i < len(pieces)-1 {
				p += c
			}
			if c == `" +` && i > 0 {
				p = `"` + p
			}
		}
		pieces[i] = p
	}
	fix := pick("see http://Example.COM:80/a|b now", "HTTP://WWW.EXAMPLE.ORG/p", "x https://docs.example.org/x|y")
	if dress == "shared" {
		fix = shared + fix
	}
	filler := []string{"some text here", "and more", "the end", "config:"}
	var body, bsecs []string
	g := 1 + r.IntN(3)
	gap := func() {
		for range g - 1 {
			body, bsecs = append(body, pick(filler...)), append(bsecs, "")
		}
	}
	body, bsecs = append(body, "header line"), append(bsecs, "")
	if r.IntN(2) == 0 {
		body, bsecs = append(body, pieces...), append(bsecs, secs...)
		gap()
		body, bsecs = append(body, fix), append(bsecs, "")
	} else {
		body, bsecs = append(body, fix), append(bsecs, "")
		gap()
		body, bsecs = append(body, pieces...), append(bsecs, secs...)
	}
	body, bsecs = append(body, "footer line"), append(bsecs, "")
	nl := "\n"
	if r.IntN(5) == 0 {
		nl = "\r\n"
	}
	return sallCase{file: fmt.Sprintf("c%04d.txt", k), text: strings.Join(body, nl) + nl, secret: secret, dress: dress, pieces: bsecs}
}

// TestServerFixAllAsFix: the language server's fix of all (source.fixAll:
// lint.TextFixes.All over the findings LintInput gives, as lsp's lintText)
// writes what `lint --fix` writes, byte for byte, for texts that hold a
// password or a token cut onto 2-4 lines and dressed as review53's
// diffcut53.py draws them (review53 M8: the server lower-cased a token's
// first piece, ` * https://glpat-wRtD`, that --fix withholds: --fix reads
// the diff's windows, maskedSpans, and the extents of its findings'
// secrets, the server did not); and neither changes a line that holds 3
// bytes or more of the secret.
func TestServerFixAllAsFix(t *testing.T) {
	n, seed, _ := sallFlags.start(t)
	r := rand.New(rand.NewPCG(seed, 0x5a11))
	dir := t.TempDir()
	var cases []sallCase
	for k := range n {
		cs := sallDraw(r, k)
		cases = append(cases, cs)
		writeGen(t, cs.file, []byte(cs.text), dir)
	}
	keepGenerated(t, dir)
	run := func(args ...string) []byte {
		t.Helper()
		cmd := exec.Command("urlsift", args...)
		cmd.Dir = dir
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
				t.Fatalf("urlsift %s: %v\n%s", strings.Join(args, " "), err, stderr.Bytes())
			}
		}
		return out
	}
	// What extract masks: the files whose secret it prints as "***" and
	// of which it prints no 5 bytes in a row (the promise: the diff shows
	// none of those either; review53 M5's `" +` at the cut). The diff is
	// of the default rules, whose findings tell no secret's extent (a
	// token as the user name is no password-in-site): --fix reads the
	// lines alone.
	extracted := run("extract", "--format", "json", ".")
	masked := map[string]bool{}
	for _, line := range bytes.Split(extracted, []byte("\n")) {
		if i := bytes.Index(line, []byte(`"path":"`)); i >= 0 && bytes.Contains(line, []byte("***")) {
			p := line[i+8:]
			masked[string(p[:bytes.IndexByte(p, '"')])] = true
		}
	}
	diffs := map[string][]byte{}
	for _, d := range bytes.SplitAfter(run("lint", "--no-config", "--fix", "--diff", "--fix-level", "info", "--fail-level", "none", "."), []byte("\n--- a/")) {
		if i := bytes.Index(d, []byte("+++ b/")); i >= 0 {
			p := d[i+6:]
			diffs[string(p[:bytes.IndexAny(p, "\t\n")])] = d
		}
	}
	run("lint", "--no-config", "--enable", "all", "--fix", "--fix-level", "info", "--fail-level", "none", ".")
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	type tally struct{ cases, cliFixed, serverFixed, differ, cliSecret, serverSecret, masked, diffShows, unmaskedShows int }
	by := map[string]*tally{}
	var all tally
	bad := 0
	report := func(format string, a ...any) {
		bad++
		if bad <= 10 {
			t.Errorf(format, a...)
		}
	}
	for _, cs := range cases {
		tl := by[cs.dress]
		if tl == nil {
			tl = &tally{}
			by[cs.dress] = tl
		}
		if s := fiveOf(diffs[cs.file], cs.secret); s != "" {
			if masked[cs.file] && fiveOf(extracted, cs.secret) == "" {
				tl.diffShows++
				report("%s (%s): --fix --diff shows %q of a secret extract masks:\n%s", cs.file, cs.dress, s, diffs[cs.file])
			} else {
				tl.unmaskedShows++
			}
		}
		if masked[cs.file] && fiveOf(extracted, cs.secret) == "" {
			tl.masked++
		}
		b, err := os.ReadFile(filepath.Join(dir, cs.file))
		if err != nil {
			t.Fatal(err)
		}
		cli := string(b)
		fixes := lint.NewTextFixes(filepath.Join("/home/u", cs.file), cs.text, extract.Options{})
		if _, _, err := pipeline.LintInput(l, cs.file, strings.NewReader(cs.text), input.Options{Mode: input.Auto | input.Binary}, extract.Options{}, func(string) {}, func(f lint.Finding) error {
			fixes.Add(&f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		server := applyEdits(cs.text, fixes.All())
		tl.cases++
		if cli != cs.text {
			tl.cliFixed++
		}
		if server != cs.text {
			tl.serverFixed++
		}
		if server != cli {
			tl.differ++
			report("%s (%s): the server's fix of all differs from --fix:\n  text:   %q\n  --fix:  %q\n  server: %q", cs.file, cs.dress, cs.text, cli, server)
		}
		// No line holding 3 bytes or more of the secret changed.
		orig := strings.SplitAfter(cs.text, "\n")
		for who, out := range map[string]string{"--fix": cli, "server": server} {
			got := strings.SplitAfter(out, "\n")
			if len(got) != len(orig) {
				report("%s: %s wrote %d lines of %d", cs.file, who, len(got), len(orig))
				continue
			}
			for i := range orig {
				if i < len(cs.pieces) && len(cs.pieces[i]) >= 3 && got[i] != orig[i] {
					if who == "--fix" {
						tl.cliSecret++
					} else {
						tl.serverSecret++
					}
					report("%s (%s): %s changed line %d, which holds %d bytes of the secret", cs.file, cs.dress, who, i+1, len(cs.pieces[i]))
				}
			}
		}
	}
	var names []string
	for d := range by {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		tl := by[d]
		t.Logf("seed %d %-6s: %3d texts, fixed by --fix %3d, by the server %3d, differ %d, secret lines changed by --fix %d, by the server %d; diffs showing 5 bytes of a secret extract masks %d of %d (of one it does not: %d)", seed, d, tl.cases, tl.cliFixed, tl.serverFixed, tl.differ, tl.cliSecret, tl.serverSecret, tl.diffShows, tl.masked, tl.unmaskedShows)
		all.cases += tl.cases
		all.cliFixed += tl.cliFixed
		all.serverFixed += tl.serverFixed
		all.differ += tl.differ
		all.cliSecret += tl.cliSecret
		all.serverSecret += tl.serverSecret
		all.diffShows += tl.diffShows
		all.masked += tl.masked
		all.unmaskedShows += tl.unmaskedShows
	}
	t.Logf("seed %d all: %d texts, fixed by --fix %d, by the server %d, differ %d, secret lines changed by --fix %d, by the server %d; diffs showing 5 bytes of a secret extract masks %d of %d (of one it does not: %d)", seed, all.cases, all.cliFixed, all.serverFixed, all.differ, all.cliSecret, all.serverSecret, all.diffShows, all.masked, all.unmaskedShows)
	if all.cliFixed == 0 || all.cliFixed == all.cases {
		t.Errorf("--fix fixed %d of %d texts: the test cannot tell", all.cliFixed, all.cases)
	}
	if bad > 10 {
		t.Errorf("and %d more", bad-10)
	}
}

// fiveOf returns 5 bytes in a row of secret (its token prefix aside) that
// out holds, or "".
func fiveOf(out []byte, secret string) string {
	for _, p := range []string{"ghp_", "glpat-", "xoxb-"} {
		secret = strings.TrimPrefix(secret, p)
	}
	for i := 0; i+5 <= len(secret); i++ {
		if bytes.Contains(out, []byte(secret[i:i+5])) {
			return secret[i : i+5]
		}
	}
	return ""
}

// applyEdits returns text with edits (in order, apart) applied.
func applyEdits(text string, edits []lint.Edit) string {
	var b strings.Builder
	last := 0
	for _, e := range edits {
		b.WriteString(text[last:e.Start])
		b.WriteString(e.New)
		last = e.End
	}
	b.WriteString(text[last:])
	return b.String()
}
