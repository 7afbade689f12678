package lint

import (
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/urlsyntax"
)

// secretURL draws a URL, often with a userinfo whose password (and user
// name) are drawn from every printable byte, and findings of many rules:
// ports, unwise bytes, escapes, dot segments.
func secretURL(r *rand.Rand) string {
	word := func(n int) string {
		var b strings.Builder
		for k := 1 + r.Intn(n); k > 0; k-- {
			b.WriteByte(byte(' ' + 1 + r.Intn(94)))
		}
		return b.String()
	}
	schemes := []string{"http", "https", "ftp", "postgres", "redis", "telnet", "mailto", "x-y"}
	var b strings.Builder
	b.WriteString(schemes[r.Intn(len(schemes))])
	b.WriteString("://")
	switch r.Intn(4) {
	case 0, 1:
		fmt.Fprintf(&b, "%s:%s@", word(6), word(12))
	case 2:
		fmt.Fprintf(&b, "u:pw%d@", r.Intn(1000))
	}
	hosts := []string{"h.example", "db1.internal", "LOCALHOST", "10.0.0.1", "[::1]", "a_b"}
	b.WriteString(hosts[r.Intn(len(hosts))])
	if r.Intn(2) == 0 {
		fmt.Fprintf(&b, ":%d", []int{80, 443, 8080, 21, 0}[r.Intn(5)])
	}
	paths := []string{"/", "/a|b", "/%7e/./x", "/{c}^%zz", "/a/../b", "/p?q=%41#f", ""}
	b.WriteString(paths[r.Intn(len(paths))])
	if r.Intn(3) == 0 {
		b.WriteString(word(8))
	}
	return b.String()
}

// TestSecretIDOptional: with Options.NoSecretID the findings are those of
// the zero Options but for SecretID, which is empty; with the zero
// Options every finding of a URL carries the ID of its secret
// (urlsyntax.Secret.ID of the URL's secret and masked text), through
// Check and through Lint's stream alike.
func TestSecretIDOptional(t *testing.T) {
	r := rand.New(rand.NewSource(27))
	with, err := New(Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	without, err := New(Options{Enable: []string{"all"}, NoSecretID: true})
	if err != nil {
		t.Fatal(err)
	}
	ids := 0
	for n := 0; n < 300; n++ {
		var text strings.Builder
		for k := 1 + r.Intn(8); k > 0; k-- {
			fmt.Fprintf(&text, "see %s and %s\n", secretURL(r), secretURL(r))
		}
		// The oracle: each URL's secret, as the scanner reads it.
		// Its kind without a key is password-in-site's judgement
		// (IDJudged), in that rule's finding alone: the ID of the
		// password-in-site finding that calls it a placeholder is the
		// placeholder one; every other ID is the literal one.
		want := map[int][2]string{} // URL's start offset: its secret's ID, literal and placeholder
		for u, err := range extract.All(strings.NewReader(text.String()), extract.Options{}) {
			if err != nil {
				t.Fatal(err)
			}
			var h urlsyntax.IDHasher
			m := u.Secret.Mask(u.Text)
			want[u.Start.Offset] = [2]string{h.IDJudged(u.Secret, m, nil, false), h.IDJudged(u.Secret, m, nil, true)}
		}
		var got [2][]Finding
		for i, l := range []*Linter{with, without} {
			if err := l.Lint(strings.NewReader(text.String()), extract.Options{}, func(f Finding) error {
				got[i] = append(got[i], f)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
		}
		if len(got[0]) != len(got[1]) {
			t.Fatalf("%q: %d findings with the ID, %d without", text.String(), len(got[0]), len(got[1]))
		}
		placeholder := map[int]bool{} // URL's start offset: password-in-site calls its password a placeholder
		for _, f := range got[0] {
			if f.Rule == "password-in-site" && (strings.HasPrefix(f.Message, "placeholder password") || strings.HasPrefix(f.Message, "well-known public password")) {
				placeholder[f.urlStart.Offset] = true
			}
		}
		for i := range got[0] {
			a, b := got[0][i], got[1][i]
			if b.SecretID != "" {
				t.Fatalf("%q: NoSecretID gave the ID %q (%s)", text.String(), b.SecretID, b.Rule)
			}
			w, ok := want[a.urlStart.Offset]
			id := w[0]
			if placeholder[a.urlStart.Offset] && a.Rule == "password-in-site" {
				id = w[1]
			}
			if a.Rule != unusedSuppression.Name && (!ok || a.SecretID != id) {
				t.Fatalf("%q: %s at %d has the ID %q, want %q", text.String(), a.Rule, a.Start.Offset, a.SecretID, id)
			}
			if a.SecretID != "" {
				ids++
			}
			a.SecretID = ""
			if !reflect.DeepEqual(a, b) { // a message that names a line holds a pointer (Finding.named)
				t.Fatalf("%q: with the ID %+v, without %+v", text.String(), a, b)
			}
		}
	}
	if ids < 500 {
		t.Fatalf("only %d findings with an ID", ids)
	}
	// Check, a URL alone.
	for n := 0; n < 2000; n++ {
		s := secretURL(r)
		sec := urlsyntax.SecretOf(s)
		a, b := with.CheckString(s), without.CheckString(s)
		if len(a) != len(b) {
			t.Fatalf("%q: %d findings with the ID, %d without", s, len(a), len(b))
		}
		placeholder := false
		for _, f := range a {
			placeholder = placeholder || f.Rule == "password-in-site" && (strings.HasPrefix(f.Message, "placeholder password") || strings.HasPrefix(f.Message, "well-known public password"))
		}
		var h urlsyntax.IDHasher
		for i := range a {
			w := h.IDJudged(sec, sec.Mask(s), nil, placeholder && a[i].Rule == "password-in-site")
			if a[i].SecretID != w || b[i].SecretID != "" {
				t.Fatalf("%q: %s has the IDs %q and %q (NoSecretID), want %q and \"\"", s, a[i].Rule, a[i].SecretID, b[i].SecretID, w)
			}
		}
	}
}
