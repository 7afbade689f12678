package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestSecretIDTellsNoMoreThanMessage (review36): without a key, the
// fingerprint must tell nothing that the rest of lint's output does not:
// two passwords that lint judges alike, byte for byte but the
// fingerprint, must have the same fingerprint. password-in-site calls a
// password of its word list ("changeme"), of two bytes or less, or equal
// to the user name ("admin:admin") a "placeholder password", as it calls
// "$ABCDEFG"; the fingerprint's kind (urlsyntax.PlaceholderShaped) calls
// the first ones literal and the last placeholder-shaped. Anyone can hash
// the masked URL with each kind (no key), so the fingerprint told
// "changeme" (a word of lint's list of that length) from "$ABCDEFG", and
// "admin:admin" (the user name) from "admin:$ABCD".
func TestSecretIDTellsNoMoreThanMessage(t *testing.T) {
	lint := func(up string) string {
		var o, e bytes.Buffer
		run([]string{"urlsift", "lint", "--no-config", "--fail-level", "none", "--info", "--enable", "all", "--format", "json", "-"},
			strings.NewReader("see https://"+up+"@git.corp.example/r.git now\n"), &o, &e)
		return o.String() + e.String()
	}
	for _, tt := range [][2]string{
		{"deploy:changeme", "deploy:$ABCDEFG"},
		{"deploy:password", "deploy:$PASSWOR"},
		{"admin:admin", "admin:$ABCD"},
		{"postgres:postgres", "postgres:$POSTGRE"},
		{"admin:ab", "admin:$A"},
		{"u:123456", "u:$ABCDE"},
	} {
		a, b := lint(tt[0]), lint(tt[1])
		if secretField.ReplaceAllString(a, "") != secretField.ReplaceAllString(b, "") {
			t.Fatalf("%q and %q: lint judges them otherwise, not a pair for this test:\n%s\n%s", tt[0], tt[1], a, b)
		}
		if a != b {
			t.Errorf("%q and %q: lint says the same of both but the fingerprint:\n%s\n%s", tt[0], tt[1], a, b)
		}
	}
}
