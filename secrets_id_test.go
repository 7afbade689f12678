package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/urlsyntax"
)

// idKey is the key TestSecretIDNoGuess sets in URLSIFT_SECRET_KEY.
const idKey = "k3y-0f-th3-t3st-n0t-a-s3cr3t-0123"

// lowEntropyPassword draws a password a person might guess: digits, a
// word of lower-case letters, a word and digits, letters and digits, or
// printable bytes, of length n; or, when placeholder, one shaped like a
// placeholder (urlsyntax.PlaceholderShaped) of length n or so. Its twin
// is classTwin's.
func lowEntropyPassword(r *rand.Rand, family, n int) string {
	const lower = "abcdefghijklmnopqrstuvwxyz"
	const digits = "0123456789"
	const printable = "!$&'()*+,-.;=_~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	pick := func(set string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[r.IntN(len(set))]
		}
		return string(b)
	}
	switch family {
	case 0:
		return pick(digits, n)
	case 1:
		return pick(lower, n)
	case 2:
		d := 1 + r.IntN(min(3, n-1))
		return pick(lower, n-d) + pick(digits, d)
	case 3:
		return pick(lower+digits, n)
	case 4:
		return pick(printable, n)
	}
	// Placeholders: a name in one of the shapes.
	name := strings.ToUpper(pick(lower, max(1, n-4)))
	switch r.IntN(7) {
	case 0:
		return "${" + name + "}"
	case 1:
		return "$" + name
	case 2:
		return "%3C" + strings.ToLower(name) + "%3E" // <name>, escaped
	case 3:
		return "{{" + strings.ToLower(name) + "}}"
	case 4:
		return "%25" + name + "%25" // %NAME%
	case 5:
		return strings.Repeat("x", n)
	}
	return strings.Repeat("*", n)
}

// classTwin returns pw with every letter and digit replaced by one of its
// class drawn from r (lower, upper, digit), but an escape's: a password
// of the same shape and family, of another value.
func classTwin(r *rand.Rand, pw string) string {
	b := []byte(pw)
	for i, c := range b {
		if i > 0 && b[i-1] == '%' || i > 1 && b[i-2] == '%' {
			continue
		}
		switch {
		case 'a' <= c && c <= 'z':
			b[i] = byte('a' + r.IntN(26))
		case 'A' <= c && c <= 'Z':
			b[i] = byte('A' + r.IntN(26))
		case '0' <= c && c <= '9':
			b[i] = byte('0' + r.IntN(10))
		}
	}
	return string(b)
}

// secretField is the "secret" field of lint's JSON output.
var secretField = regexp.MustCompile(`"secret":"[0-9a-f]{8}"`)

// TestSecretIDNoGuess is the promise that a finding's fingerprint of a
// secret ("secret" in lint's JSON, and so in a baseline file) lets no one
// check a guess of a password offline: without URLSIFT_SECRET_KEY it
// holds nothing of the password but its kind (placeholder-shaped or
// literal), so every output, the JSON and the baseline included, is the
// same for two passwords of low entropy of one kind in the same place;
// with a key, the fingerprint tells them apart (an HMAC keyed by it), and
// is all that differs. Passwords are drawn from five families a person
// might use (digits, a lower-case word, a word and digits, letters and
// digits, printable bytes) and seven placeholder shapes, in twelve
// wrappers, after user names and before hosts and ports of many kinds;
// the outputs are lint's JSON, SARIF, GitHub and text (--info --enable
// all), and a lint --baseline run. A case whose twin lint judges
// otherwise (a word of lint's placeholder list, "changeme", against one
// that is not: password-in-site says so, by design) is left out; the
// rest of the outputs of a case, the language server's hovers and
// diagnostics among them, are TestMaskByPlace's and TestCutPasswordFindings'
// (runTwins) to compare, here one batch of them.
//
// Then the baseline: a finding of a URL whose placeholder-shaped password
// is in a baseline is reported again when a literal password takes its
// place, with a key and without; another literal password in the place
// of a literal one is a new finding only with a key.
//
// Before stop 36 the fingerprint was an HMAC of the password under a key
// written in the source: every pair of literal twins differed.
func TestSecretIDNoGuess(t *testing.T) {
	seed := *cutSeed
	if seed == 0 {
		seed = 36
	}
	r := rand.New(rand.NewPCG(seed, 4))
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"`", "`"}, {"(", ")"}, {"[", "]"}, {"[link](", ")"}, {"«", "»"}, {"“", "”"}, {"{", "}"}}
	users := []string{"deploy", "u", "alice", "ci", "admin", "git"}
	hosts := []string{"git.corp.example", "db1.example.com", "10.1.2.3", "localhost", "intranet", "h.example.org:8443", "db.internal:5432"}
	schemes := []string{"https", "http", "postgres", "ftp", "redis", "git+ssh", "mongodb"}
	n := 300
	if testing.Short() {
		n = 100
	}
	lintArgs := [][]string{
		{"lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all", "--format", "json"},
		{"lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all", "--format", "sarif"},
		{"lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all", "--format", "github"},
		{"lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all"},
	}
	dir := t.TempDir()
	out := func(args []string, text string) string {
		var o, e bytes.Buffer
		st := run(append([]string{"urlsift"}, append(args, "-")...), strings.NewReader(text), &o, &e)
		return fmt.Sprintf("%s%s(exit %d)", o.Bytes(), e.Bytes(), st)
	}
	var cases, twins []secretCase
	kept, same, keyed, differ := 0, 0, 0, 0
	for i := range n {
		family := r.IntN(6)
		length := 3 + r.IntN(6)
		pw := lowEntropyPassword(r, family, length)
		tw := classTwin(r, pw)
		if tw == pw || urlsyntax.PlaceholderShaped(pw) != urlsyntax.PlaceholderShaped(tw) {
			continue
		}
		w := wraps[r.IntN(len(wraps))]
		before := []string{"see ", "Clone: ", "- ", "url = "}[r.IntN(4)] + w[0]
		site := schemes[r.IntN(len(schemes))] + "://" + users[r.IntN(len(users))] + ":"
		rest := "@" + hosts[r.IntN(len(hosts))] + []string{"/", "/r.git", "/a|b", "/%7e/x", ""}[r.IntN(5)]
		mk := func(p string) secretCase {
			return secretCase{text: before + site + p + rest + w[1] + " now\n", url: site + p + rest, pieces: []string{p}}
		}
		c, ct := mk(pw), mk(tw)
		// Admitted where lint judges both alike but for the fingerprint.
		a, b := out(lintArgs[0], c.text), out(lintArgs[0], ct.text)
		if secretField.ReplaceAllString(a, "") != secretField.ReplaceAllString(b, "") {
			continue
		}
		if !secretField.MatchString(a) {
			t.Fatalf("no fingerprint in %s", a)
		}
		kept++
		if len(cases) < batchSize && strings.Contains(c.text, *leakGrep) {
			cases, twins = append(cases, c), append(twins, ct)
		}
		// Without a key: every output the same, byte for byte.
		for _, args := range lintArgs {
			if x, y := out(args, c.text), out(args, ct.text); x != y {
				differ++
				if differ <= 5 {
					t.Errorf("urlsift %q of %q differs from its twin's (password %q):\n%s\n%s", args, c.text, tw, x, y)
				}
			}
		}
		// The baseline file written for one lists the other's findings
		// exactly: a lint --baseline run of the twin reports nothing.
		bl := filepath.Join(dir, fmt.Sprintf("b%d.jsonl", i))
		if err := os.WriteFile(bl, []byte(strings.TrimSuffix(a, "(exit 0)")), 0o644); err != nil {
			t.Fatal(err)
		}
		if got := out(append(lintArgs[0][:len(lintArgs[0]):len(lintArgs[0])], "--baseline", bl), ct.text); got != "(exit 0)" {
			differ++
			t.Errorf("lint --baseline (of %q) of %q reports: %s", pw, tw, got)
		}
		// With a key: the fingerprints differ (but once in 2^32), and
		// nothing else does.
		t.Setenv(secretKeyEnv, idKey)
		ka, kb := out(lintArgs[0], c.text), out(lintArgs[0], ct.text)
		os.Unsetenv(secretKeyEnv)
		if secretField.ReplaceAllString(ka, "") != secretField.ReplaceAllString(kb, "") || secretField.ReplaceAllString(ka, "") != secretField.ReplaceAllString(a, "") {
			t.Errorf("with a key, the outputs of %q and its twin differ but for the fingerprint:\n%s\n%s", c.text, ka, kb)
		}
		if urlsyntax.PlaceholderShaped(pw) {
			same++
		} else if ka != kb {
			keyed++
		} else {
			t.Errorf("with a key, %q and its twin %q have the same fingerprints:\n%s", pw, tw, ka)
		}
	}
	if differ > 0 {
		t.Errorf("%d outputs of %d pairs differ without a key", differ, kept)
	}
	if kept < n/2 || keyed < n/4 {
		t.Errorf("only %d pairs of %d drawn kept, %d told apart with a key", kept, n, keyed)
	}
	t.Logf("%d pairs of %d drawn (seed %d; %d placeholder-shaped): without a key %d outputs differ; with a key %d literal pairs told apart", kept, n, seed, same, differ, keyed)
	// The other output paths, one batch (fingerprints aside: runTwins).
	if len(cases) > 0 {
		lb := runTwins(t, cases, twins, false, 0, true)
		for ci := range lb.leaked {
			t.Errorf("case %q (its twin %q)", lb.cases[ci].text, twins[ci].text)
		}
	}
}

// TestSecretIDBaseline: a finding of a URL whose password is
// placeholder-shaped, written to a baseline, comes back when a literal
// password takes its place, with a key and without; a literal password
// replaced by another is a new finding with a key only (without one the
// fingerprint tells no literal password from another: the price of
// letting no one check a guess).
func TestSecretIDBaseline(t *testing.T) {
	dir := t.TempDir()
	lintJSON := []string{"urlsift", "lint", "--no-config", "--fail-level", "none", "--info", "--format", "json"}
	run1 := func(args []string, text string) []string {
		var o, e bytes.Buffer
		if st := run(append(args, "-"), strings.NewReader(text), &o, &e); st != 0 {
			t.Fatalf("%q: exit %d: %s", args, st, e.String())
		}
		var rules []string
		for _, l := range strings.Split(strings.TrimSpace(o.String()), "\n") {
			if l == "" {
				continue
			}
			var f struct{ Rule, Secret string }
			if err := json.Unmarshal([]byte(l), &f); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
			rules = append(rules, f.Rule)
		}
		return rules
	}
	text := func(pw string) string { return "see https://deploy:" + pw + "@git.corp.example/r.git now\n" }
	for _, key := range []string{"", idKey} {
		t.Setenv(secretKeyEnv, key)
		for _, tt := range []struct {
			was, now string
			anew     bool // the finding is reported again
		}{
			{"${DEPLOY_PASSWORD}", "Hunter22", true},
			{"$DEPLOY_PW", "Hunter2x", true},
			{"%3Cpassword%3E", "Hunter2x2x", true},
			{"{{pw}}", "Hunt3r", true},
			{"%25PW%25", "hunt3r2", true},
			{"xxxxxx", "hunt3r", true},
			{"********", "hunt3r22", true},
			{"${A}", "${B}", key != ""},
			{"Hunter22", "Hunter33", key != ""},
			// Kinds are lint's (password-in-site's message): "123456" and
			// "changeme" are placeholders by its word list, "654321" is not.
			{"123456", "654321", true},
			{"123456", "changeme", key != ""},
		} {
			var o, e bytes.Buffer
			run(append(lintJSON, "-"), strings.NewReader(text(tt.was)), &o, &e)
			bl := filepath.Join(dir, "baseline.jsonl")
			if err := os.WriteFile(bl, o.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			got := run1(append(lintJSON[:len(lintJSON):len(lintJSON)], "--baseline", bl), text(tt.now))
			if anew := strings.Contains(strings.Join(got, " "), "password-in-site"); anew != tt.anew {
				t.Errorf("key %q: baseline of %q, then %q: password-in-site reported %v, want %v (findings %q)", key, tt.was, tt.now, anew, tt.anew, got)
			}
		}
	}
}
