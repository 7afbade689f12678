package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestCutHostPieceFindings is TestCutPasswordFindings' promise for the
// host (review36): a URL that ends inside its password where the
// password holds an "@" ("http://u:p@1s”@h.example.com/": the text cut
// it after "p@1s", and the "@" and host follow) reads its host in bytes
// of the secret, and what lint says of that host must not depend on what
// the password holds. Before, "p@ss" got unqualified-host (info), "p@1s"
// invalid-host "top label of hostname must begin with a letter", "p@s_s"
// "hostname may hold only letters..." at the column of the "_", and
// "p@999.1.1.1" "IPv4 address part is above 255": a class oracle, as the
// port's was before 3e5b672 (Secret.PortViolations).
//
// Passwords: a piece, an "@", a piece, drawn from letters, digits and
// the printable bytes but "@" and "/"; the twin swaps each letter and
// digit for one of any class. Cut by a wrapper's closer or a line break
// of a bare URL; kept where extract reads case and twin alike. lint
// --info --enable all (text, JSON without the fingerprints) and parse
// must print the same for both.
func TestCutHostPieceFindings(t *testing.T) {
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	const digits = "0123456789"
	const punct = "!$&'()*+,-.;=_~%:"
	r := rand.New(rand.NewPCG(36, 3636))
	draw := func(n int) string {
		var b strings.Builder
		for range n {
			switch r.IntN(5) {
			case 0:
				b.WriteByte(punct[r.IntN(len(punct))])
			case 1:
				b.WriteByte(digits[r.IntN(len(digits))])
			default:
				b.WriteByte(alnum[r.IntN(len(alnum))])
			}
		}
		return b.String()
	}
	out := func(args []string, text string) string {
		var o, e bytes.Buffer
		st := run(append([]string{"urlsift"}, append(args, "-")...), strings.NewReader(text), &o, &e)
		return fmt.Sprintf("%s%s(exit %d)", secretField.ReplaceAllString(o.String(), ""), e.Bytes(), st)
	}
	lintArgs := [][]string{
		{"lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all"},
		{"lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all", "--format", "json"},
	}
	shapes := [][3]string{
		{"see \"", "”@h.example.com/x\" now\n", ""},
		{"see ", "\n", "x@h.example.com/x now\n"},
		{"see (", ")@git.corp.example/x now\n", ""},
	}
	n := 300
	if testing.Short() {
		n = 100
	}
	kept, differ := 0, 0
	for range n {
		a, b := draw(1+r.IntN(4)), draw(1+r.IntN(8))
		ta, tb := anyClassTwin(r, a), anyClassTwin(r, b)
		sh := shapes[r.IntN(len(shapes))]
		scheme := []string{"http", "https", "postgres", "ftp"}[r.IntN(4)]
		mk := func(a, b string) string { return sh[0] + scheme + "://u:" + a + "@" + b + sh[1] + sh[2] }
		c, tw := mk(a, b), mk(ta, tb)
		if !sameReading(c, tw) {
			continue
		}
		kept++
		for _, args := range lintArgs {
			if x, y := out(args, c), out(args, tw); x != y {
				differ++
				if differ <= 8 {
					t.Errorf("urlsift %q of %q differs from its twin's %q:\n%s\n%s", args, c, tw, x, y)
				}
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d outputs of %d pairs differ from the twins'", differ, kept)
	}
	if kept < n/4 {
		t.Errorf("only %d pairs of %d kept", kept, n)
	}
	t.Logf("%d pairs of %d kept, %d outputs differ", kept, n, differ)
}
