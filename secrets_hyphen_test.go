package main

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHyphenInSecretPosition is the promise of review38 F9: a hyphen at a
// line break inside a password or token gives a hyphen-at-line-break
// finding that spans the URL (extract's span), never the hyphen's column,
// which would tell the secret's length up to the cut. Passwords of 1 to
// 12 bytes are drawn from every printable class (letters, digits, ASCII
// punctuation, non-ASCII), a hyphen put at a drawn character boundary and
// the line broken after it (with or without indentation, "\n" or
// "\r\n"), after a user name or none (a token as the user name), in <...>,
// <URL:...>, "..." and bare; every finding of the rule in lint's JSON is
// checked against the bytes of the file: none starts or ends strictly
// inside the secret, and one whose hyphen is the secret's spans the URL.
func TestHyphenInSecretPosition(t *testing.T) {
	const punct = "!#$%&()*+,-.;=?[]^_{|}~"
	classes := []string{"abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789", punct}
	nonASCII := []string{"é", "Ω", "ß", "中"}
	wraps := [][2]string{{"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"", ""}}
	breaks := []string{"\n", "\n  ", "\r\n\t", "\n    "}
	users := []string{"alice:", "u:", "token"}
	r := rand.New(rand.NewPCG(39, 4))
	n := 60
	if testing.Short() {
		n = 20
	}
	var text strings.Builder
	type secretAt struct{ lo, hi, hyphen int }
	var secrets []secretAt
	for i := range n {
		pw := drawPassword(r, classes, nonASCII)
		rs := []rune(pw)
		k := r.IntN(len(rs) + 1)
		before, after := string(rs[:k]), string(rs[k:])
		if after == "" {
			after = "x" // the break falls inside the secret
		}
		user := users[i%len(users)]
		if !strings.HasSuffix(user, ":") {
			// An access token as the user name, cut after a hyphen
			// at a drawn byte.
			tok := "ghp_" + genAlnum(r, 36)
			c := 5 + r.IntN(len(tok)-6)
			user, before, after = "", tok[:c], tok[c:]
		}
		w := wraps[r.IntN(len(wraps))]
		brk := breaks[r.IntN(len(breaks))]
		fmt.Fprintf(&text, "see %shttps://%s", w[0], user)
		lo := text.Len()
		text.WriteString(before + "-")
		hy := text.Len() - 1
		text.WriteString(brk + after)
		hi := text.Len()
		fmt.Fprintf(&text, "@db%d.corp.net/x%s now.\n\n", i, w[1])
		secrets = append(secrets, secretAt{lo, hi, hy})
	}
	p := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(p, []byte(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	urls := posRecords(t, posRun(t, "extract", "--format", "json", p))
	fs := posRecords(t, posRun(t, "lint", "--no-config", "--fail-level", "none", "--enable", "all", "--info", "--format", "json", p))
	spanning := 0
	for _, f := range fs {
		if f.Rule != "hyphen-at-line-break" {
			continue
		}
		for _, s := range secrets {
			inside := func(o int) bool { return o > s.lo && o < s.hi }
			if inside(f.Offset) || inside(f.EndOffset) {
				t.Errorf("hyphen-at-line-break at %d-%d (%d:%d-%d:%d) is inside the secret %q", f.Offset, f.EndOffset, f.Line, f.Column, f.EndLine, f.EndColumn, text.String()[s.lo:s.hi])
			}
		}
		for _, u := range urls {
			if u.Offset == f.Offset && u.EndOffset == f.EndOffset && f.Line == u.Line && f.Column == u.Column && f.EndLine == u.EndLine && f.EndColumn == u.EndColumn {
				spanning++
			}
		}
	}
	// The rule must have spoken of most of the secrets' hyphens, by the
	// URL's span: a test of nothing passes too.
	if spanning < n/2 {
		t.Errorf("%d hyphen-at-line-break findings span their URL, of %d secrets cut after a hyphen", spanning, n)
	}
}
