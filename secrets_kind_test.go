package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/internal/argmask"
)

// kindPair is two passwords of one length after one user name: lint may
// judge them alike or not (a placeholder or public password by
// password-in-site's word list, shapes, length or the user's name, or a
// literal one).
type kindPair struct{ user, a, b string }

// kindPairs draws the pairs of TestSecretIDEveryRuleSet: each password
// lint calls a placeholder or public (a word of its list, the user's own
// name, two bytes, a placeholder's shape, a run of "x") against a literal
// password of its length drawn from r, and against another placeholder
// of that length; and two literal passwords of one length.
func kindPairs(r *rand.Rand) []kindPair {
	const printable = "!$&'()*+,-.;=_~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	literal := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = printable[r.IntN(len(printable))]
		}
		return string(b)
	}
	judged := []kindPair{
		{"deploy", "changeme", "$ABCDEFG"},
		{"deploy", "password", "xxxxxxxx"},
		{"admin", "admin", "$ADMN"},
		{"postgres", "postgres", "${PGPWD}"},
		{"u", "ab", "xx"},
		{"root", "123456", "$ROOTP"},
		{"anonymous", "guest", "$GUES"},
		{"ftp", "ftp", "$FT"},
	}
	var out []kindPair
	for _, p := range judged {
		out = append(out, p, kindPair{p.user, p.a, literal(len(p.a))}, kindPair{p.user, literal(len(p.b)), p.b})
		n := 3 + r.IntN(10)
		out = append(out, kindPair{p.user, literal(n), literal(n)})
	}
	return out
}

// kindText is the text of TestSecretIDEveryRuleSet for user:pw: URLs that
// draw findings of other rules besides password-in-site (a default port,
// a host not normalized, a one-word host, an unwise character, a port
// above 65535, a bad escape, a directive that silences password-in-site
// on its line).
func kindText(user, pw string) string {
	up := user + ":" + pw
	return "see https://" + up + "@git.acmecorp.net:443/r.git now\n" +
		"see HTTPS://" + up + "@Git.AcmeCorp.Net/r%7e.git now\n" +
		"see http://" + up + "@intranet/x now\n" +
		"see https://" + up + "@git.acmecorp.net/a|b now\n" +
		"see https://" + up + "@git.acmecorp.net:99999/x now\n" +
		"see https://" + up + "@git.acmecorp.net/a%zz now\n" +
		"see https://" + up + "@git.acmecorp.net/c|d now <!-- urlsift:ignore password-in-site test -->\n"
}

// TestSecretIDEveryRuleSet: a finding's `secret` fingerprint tells no
// more than the output around it, whatever rules run. Without a key,
// two passwords whose lint output is the same but for the fingerprints
// must have the same fingerprints; with one, a URL's fingerprint is the
// same under every set of rules (an HMAC of the URL and the password,
// nothing of lint's judgement). The sets: every rule or the default ones,
// each with password-in-site on and off (--disable, a configuration's
// severity "none"), silenced by its allow-list, at info (shown only with
// --info), and a directive on one line; each with and without --info;
// each without and with URLSIFT_SECRET_KEY. The passwords: kindPairs
// (lint's placeholders and public ones against literal ones and other
// placeholders of their length).
//
// Before stop 37 every finding of a URL had the kind password-in-site
// judged: with that rule disabled (or silenced, or hidden at info), a
// not-normalized or default-port finding of "admin:admin" had another
// fingerprint than one of "admin:k9#Qz", where the rest of the output
// was the same, so a guess among lint's words could be checked
// (`go test -run TestSecretIDEveryRuleSet .` at cf7e7df: 60 of the 322
// pairs of outputs the same but for the fingerprints differ in them). Now only password-in-site's own
// finding, whose message tells the kind, has it.
func TestSecretIDEveryRuleSet(t *testing.T) {
	dir := t.TempDir()
	config := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	sets := []struct {
		name string
		args []string
	}{
		{"all", []string{"--no-config", "--enable", "all"}},
		{"all, off", []string{"--no-config", "--enable", "all", "--disable", "password-in-site"}},
		{"default", []string{"--no-config"}},
		{"default, off", []string{"--no-config", "--disable", "password-in-site"}},
		{"severity none", []string{"--config", config("none.toml", "enable = [\"all\"]\n[rules.password-in-site]\nseverity = \"none\"\n")}},
		{"allowed", []string{"--config", config("allow.toml", "enable = [\"all\"]\n[rules.password-in-site]\nhosts = [\"git.acmecorp.net\", \"intranet\"]\n")}},
		{"at info", []string{"--config", config("info.toml", "[rules.password-in-site]\nseverity = \"info\"\n")}},
	}
	lint := func(args []string, key, text string) string {
		var o, e bytes.Buffer
		argv := append(append([]string{"urlsift", "lint", "--fail-level", "none", "--format", "json"}, args...), "-")
		env := &runEnv{Stdin: strings.NewReader(text), Stdout: &o, Stderr: &e, Getwd: os.Getwd, args: argmask.New(argv),
			Getenv: func(k string) string {
				if k == secretKeyEnv {
					return key
				}
				return ""
			}}
		code := env.run(argv)
		return fmt.Sprintf("%s%s(exit %d)", o.String(), e.String(), code)
	}
	r := rand.New(rand.NewPCG(37, 3))
	compared, differ := 0, 0
	for _, p := range kindPairs(r) {
		ta, tb := kindText(p.user, p.a), kindText(p.user, p.b)
		keyed := map[string]map[string]bool{} // side and URL: the keyed fingerprints
		for _, set := range sets {
			for _, info := range []bool{false, true} {
				args := set.args
				if info {
					args = append(append([]string{}, args...), "--info")
				}
				// Without a key.
				a, b := lint(args, "", ta), lint(args, "", tb)
				if secretField.ReplaceAllString(a, "") == secretField.ReplaceAllString(b, "") {
					compared++
					if a != b {
						differ++
						if differ <= 5 {
							t.Errorf("rules %q (--info %v): %s:%s and %s:%s are told apart by the fingerprint alone:\n%s\n%s", set.name, info, p.user, p.a, p.user, p.b, a, b)
						}
					}
				}
				// With a key.
				for side, text := range map[string]string{"a": ta, "b": tb} {
					out := lint(args, idKey, text)
					for _, line := range strings.Split(out, "\n") {
						var f struct{ URL, Secret string }
						if json.Unmarshal([]byte(line), &f) != nil || f.Secret == "" {
							continue
						}
						k := side + " " + f.URL
						if keyed[k] == nil {
							keyed[k] = map[string]bool{}
						}
						keyed[k][f.Secret] = true
					}
				}
			}
		}
		for k, ids := range keyed {
			if len(ids) != 1 {
				t.Errorf("with a key, %q (%s:%s / %s:%s) has %d fingerprints under the sets of rules", k, p.user, p.a, p.user, p.b, len(ids))
			}
		}
		if p.a != p.b {
			for k, ids := range keyed {
				if strings.HasPrefix(k, "a ") {
					for id := range ids {
						if keyed["b "+k[2:]][id] {
							t.Errorf("with a key, %s:%s and %s:%s have one fingerprint %s in %q", p.user, p.a, p.user, p.b, id, k[2:])
						}
					}
				}
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d pairs of outputs the same but for the fingerprints differ in them", differ, compared)
	}
	if compared < 200 {
		t.Errorf("only %d pairs of outputs compared", compared)
	}
	t.Logf("%d pairs of outputs the same but for the fingerprints: %d differ in them", compared, differ)
}
