package lint

import (
	"bytes"
	"crypto/sha256"
	"flag"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

var fixBreakSeed = flag.Uint64("fixbreakseed", 5387, "TestFixableAcrossBreaks: the seed of the draw (5387 tuning; 5388 held out at stop 62)")

// fixBreakKinds are the line breaks a URL is cut by and rejoined across
// (extract's readings): a bare break, the same with a mail quote's or a
// comment's prefix repeated, an indented continuation; fixBreakHyphen is
// a hyphen's break, the cut placed after a "-" of the URL.
var fixBreakKinds = []string{"\n", "\r\n", "\r", "\n> ", "\r\n> ", "\n>> ", "\n# ", "\n// ", "\n  ", "\n\t"}

// fixBreakHyphen is what a hyphen break puts before the break.
const fixBreakHyphen = "-"

// fixBreakURLBytes are the printable bytes drawn into a URL's path,
// query and fragment: every printable byte but white space, the
// wrappers' closers and the quote, which end a URL where they stand.
const fixBreakURLBytes = "!#$%&'*+,-./0123456789:;=?ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"

// drawFixBreak draws a text of TestFixableAcrossBreaks: a URL with what
// every fixable rule fixes (a scheme's and a host's case for
// not-normalized, a default port, an empty port, an escaped unreserved
// byte, an unwise character) and bytes of every printable byte, cut once
// or twice by a break of every kind (fixBreakKinds, or a hyphen's), in
// every wrapper, with prose around it, a line above and below; a
// password (every printable byte) in a third of the texts. It returns
// the text and the password ("" when none).
func drawFixBreak(r *rand.Rand) (text, password string) {
	pick := func(xs []string) string { return xs[r.IntN(len(xs))] }
	drawn := func(from string, lo, hi int) string {
		b := make([]byte, lo+r.IntN(hi-lo+1))
		for i := range b {
			b[i] = from[r.IntN(len(from))]
		}
		return string(b)
	}
	caseMix := func(s string) string {
		b := []byte(s)
		for i := range b {
			if r.IntN(3) == 0 && 'a' <= b[i] && b[i] <= 'z' {
				b[i] -= 'a' - 'A'
			}
		}
		return string(b)
	}
	scheme := caseMix(pick([]string{"http", "https", "ftp", "ws", "wss", "git", "foo"}))
	var u strings.Builder
	u.WriteString(scheme + "://")
	if r.IntN(3) == 0 {
		password = drawn("!$&'()*+,;=-._~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", 6, 12)
		u.WriteString(pick([]string{"alice", "deploy", "u"}) + ":" + password + "@")
	}
	host := pick([]string{"example.com", "db.example.org", "a000000.0000.a", "10.1.2.3", "files.gnu.org", "intranet", "my-host.example.net"})
	if r.IntN(2) == 0 {
		host = caseMix(host)
	}
	u.WriteString(host)
	switch r.IntN(5) {
	case 0:
		u.WriteString(pick([]string{":80", ":443", ":21"}))
	case 1:
		u.WriteString(":")
	case 2:
		u.WriteString(fmt.Sprintf(":%d", 1+r.IntN(65535)))
	}
	for range r.IntN(4) {
		u.WriteString("/")
		switch r.IntN(4) {
		case 0:
			u.WriteString(pick([]string{"%7E", "%7e", "%41", "%2D", "%5F", "%2E"}) + drawn("abcdefgh-", 0, 4))
		case 1:
			u.WriteString(drawn("abc-", 1, 3) + pick([]string{"|", "{", "}", "^", "`", "[", "]", "\\"}) + drawn("abc-", 0, 3))
		default:
			u.WriteString(drawn(fixBreakURLBytes, 1, 8))
		}
	}
	if r.IntN(4) == 0 {
		u.WriteString("?" + drawn(fixBreakURLBytes, 1, 8))
	}
	s := u.String()
	// The cuts: after the scheme's "://", one or two, apart.
	from := len(scheme) + 3
	var cuts []int
	for range 1 + r.IntN(2) {
		if from >= len(s) {
			break
		}
		c := from + r.IntN(len(s)-from)
		if c > from {
			cuts = append(cuts, c)
			from = c + 1
		}
	}
	// One break kind a text: a prefix of layout (a mail quote's, a
	// comment's) stands on every line of the paragraph, as a mail client
	// or an editor writes it.
	brk := pick(fixBreakKinds)
	hyphen := r.IntN(5) == 0
	pre := strings.TrimLeft(brk, "\r\n")
	var w strings.Builder
	last := 0
	for _, c := range cuts {
		if hyphen {
			w.WriteString(s[last:c] + fixBreakHyphen + brk)
		} else {
			w.WriteString(s[last:c] + brk)
		}
		last = c
	}
	w.WriteString(s[last:])
	wrap := pick([]string{"", "", "<>", "()", "\"\"", "''", "[]", "**", "``"})
	body := w.String()
	if wrap != "" {
		body = wrap[:1] + body + wrap[1:]
	}
	prose := []string{"", "see ", "Docs at ", "- ", "1. "}
	after := []string{"", " for more.", ".", ", and", " now", ")"}
	lineBreak := brk[:len(brk)-len(pre)]
	if strings.TrimSpace(pre) == "" {
		pre = "" // an indented continuation: the first line is not
	}
	text = pick([]string{"", "a line above" + lineBreak, "heading" + lineBreak + lineBreak}) + pre + pick(prose) + body + pick(after) + pick([]string{lineBreak, lineBreak + pre + "and a line below" + lineBreak, ""})
	return text, password
}

// fixBreakMeaning is what an oracle that is not urlsift (net/url) reads a
// URL as, for the fixes' meaning: the scheme and the host in lower case,
// the port with the scheme's default and an empty one dropped, the path,
// query and fragment with every escape decoded; ok false when net/url
// reads none.
func fixBreakMeaning(s string) (string, bool) {
	u, err := url.Parse(s)
	if err != nil {
		return "", false
	}
	port := u.Port()
	switch strings.ToLower(u.Scheme) + ":" + port {
	case "http:80", "https:443", "ftp:21", "ws:80", "wss:443":
		port = ""
	}
	dec := func(s string) string { return string(pctDecodeValid([]byte(s))) }
	return strings.ToLower(u.Scheme) + "|" + dec(u.User.String()) + "|" + strings.ToLower(u.Hostname()) + "|" + port + "|" + dec(u.EscapedPath()) + "|" + dec(u.RawQuery) + "|" + dec(u.EscapedFragment()), true
}

// pctDecodeValid decodes every "%" that two hex digits follow, and leaves
// any other "%" (net/url's unescaping refuses the whole text then).
func pctDecodeValid(b []byte) []byte {
	hex := func(c byte) (byte, bool) {
		switch {
		case '0' <= c && c <= '9':
			return c - '0', true
		case 'a' <= c|0x20 && c|0x20 <= 'f':
			return c | 0x20 - 'a' + 10, true
		}
		return 0, false
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '%' && i+2 < len(b) {
			h, ok1 := hex(b[i+1])
			l, ok2 := hex(b[i+2])
			if ok1 && ok2 {
				out = append(out, h<<4|l)
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return out
}

// TestFixableAcrossBreaks (closing-61's FuzzLint input, old, the same on
// dbcaba8: "http://A000000.⏎0000.A" had not-normalized's finding say
// fixable with an edit across the line break whose bytes ("A000000.0000.A",
// the rejoined Text's) no file holds: --fix withheld it, "the fix spans
// lines", and no one could apply it). The promise: every finding that
// says fixable (every fixable rule: not-normalized, default-port,
// empty-port, unnecessary-escape, unwise-character) of a URL rejoined
// across every break kind (drawFixBreak) offers edits of the file's own
// bytes, and lint --fix and lint --fix --diff apply it (or withhold it
// with one of the fixer's reasons other than the fix spanning lines:
// counted); the fixed file holds as many URLs, each meaning what its
// original meant (fixBreakMeaning, net/url's reading); the diff gives
// what --fix wrote; no output (findings' messages, URLs, texts, the
// diff) shows a drawn password.
//
// go test ./lint -run '^TestFixableAcrossBreaks$' -args -fixbreakseed S
func TestFixableAcrossBreaks(t *testing.T) {
	r := rand.New(rand.NewPCG(*fixBreakSeed, 62))
	n := 1000
	if testing.Short() {
		n = 300
	}
	l, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var fixable, notFile, spans, applied, texts, meaningOff, urlsOff, diffOff, shown, masked int
	withheld := map[string]int{}
	report := func(count *int, format string, a ...any) {
		if *count++; *count <= 3 {
			t.Errorf(format, a...)
		}
	}
	for i := range n {
		text, pw := drawFixBreak(r)
		var fs []Finding
		if err := l.Lint(strings.NewReader(text), extract.Options{}, func(f Finding) error {
			fs = append(fs, f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		shows := func(what, s string) {
			if pw != "" && strings.Contains(s, pw) {
				report(&shown, "%q: %s shows the password", text, what)
			}
		}
		any := false
		for _, f := range fs {
			shows("a finding", f.Message+" "+f.URL+" "+f.Text)
			if len(f.Fix) == 0 {
				continue
			}
			fixable++
			any = true
			for _, e := range f.Fix {
				if e.Start < 0 || e.End > len(text) || e.Start > e.End || text[e.Start:e.End] != e.Old {
					report(&notFile, "%q: %s says fixable, edit %+v is not the file's bytes", text, f.Rule, e)
					break
				}
			}
		}
		if !any {
			continue
		}
		texts++
		path := filepath.Join(dir, fmt.Sprintf("t%d.txt", i))
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256([]byte(text))
		var diff bytes.Buffer
		fxd := NewFixer(path, FixOptions{Diff: &diff, DiffName: "t.txt"}, func(Finding) error { return nil })
		emitted := map[int]string{}
		fxw := NewFixer(path, FixOptions{}, func(f Finding) error {
			if len(f.Fix) > 0 {
				emitted[f.Start.Offset] = f.FixWithheld.String()
			}
			return nil
		})
		for _, f := range fs {
			if err := fxd.Add(f, true); err != nil {
				t.Fatal(err)
			}
		}
		_, derr := fxd.Close(sum)
		for _, f := range fs {
			if err := fxw.Add(f, true); err != nil {
				t.Fatal(err)
			}
		}
		nw, werr := fxw.Close(sum)
		if (derr == nil) != (werr == nil) {
			report(&diffOff, "%q: --fix --diff %v, --fix %v", text, derr, werr)
		}
		shows("the diff", diff.String())
		for _, why := range emitted {
			withheld[why]++
			if why == "the fix spans lines" || why == "" {
				report(&spans, "%q: a fixable finding not applied: %q", text, why)
			}
		}
		applied += nw
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(diff.String(), urlsyntax.Masked) && !strings.Contains(text, urlsyntax.Masked) {
			// The diff's last gate masked a secret that only the lines
			// around it tell (writeDiff): that hunk is no longer the
			// file's, by design.
			masked++
		} else if werr == nil {
			if patched, err := patchUnified(text, diff.String()); err != nil || patched != string(got) {
				report(&diffOff, "%q: --fix wrote %q, the diff gives %q (%v):\n%s", text, got, patched, err, diff.String())
			}
		}
		before, after := extractURLs(t, text), extractURLs(t, string(got))
		if len(before) != len(after) {
			report(&urlsOff, "%q: %d URLs, fixed %q: %d", text, len(before), got, len(after))
			continue
		}
		for k := range before {
			a, aok := fixBreakMeaning(before[k])
			b, bok := fixBreakMeaning(after[k])
			if aok != bok || a != b {
				report(&meaningOff, "%q: URL %q fixed to %q: %q, %q", text, before[k], after[k], a, b)
			}
		}
	}
	t.Logf("seed %d: %d texts, %d with a fixable finding (%d fixable findings, %d edits applied by --fix); withheld by reason %v; %d diffs that mask a secret the lines around tell", *fixBreakSeed, n, texts, fixable, applied, withheld, masked)
	if notFile+spans+meaningOff+urlsOff+diffOff+shown > 0 {
		t.Errorf("%d fixable edits not the file's bytes, %d fixable findings not applied for spanning lines, %d URLs whose meaning the fix changed, %d texts whose URL count changed, %d diffs unlike --fix, %d outputs showing a password",
			notFile, spans, meaningOff, urlsOff, diffOff, shown)
	}
}

// extractURLs returns the URLs extract reads in text, as written (Text).
func extractURLs(t *testing.T, text string) []string {
	t.Helper()
	sc := extract.NewScanner(strings.NewReader(text), extract.Options{})
	var out []string
	for sc.Scan() {
		out = append(out, sc.URL().Text)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
