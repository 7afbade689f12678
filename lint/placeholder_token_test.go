package lint

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestPlaceholderToken: a phrase that describes a password is a
// placeholder, a placeholder word among other bytes is not (leak-probe
// seed 727: "*]m!PW" was called a placeholder and its twin "*]t!WD" a
// password, so the message told that the password holds "pw").
func TestPlaceholderToken(t *testing.T) {
	for _, tt := range []struct {
		pw   string
		want bool
	}{
		{"passwd-on-proxy", true},
		{"My Pass", true},
		{"my-secure-password", true},
		{"pwd]", true},      // "vendor://[[user][:pwd]@]"
		{"password]", true}, // "[:password]@"
		{"your_token", true},
		{"pa/ssword", true},
		{"passwo^rd", true},
		{"p4ssword", true},
		{"*]m!PW", false},
		{"x7-pass", false},
		{"pass!", false},
		{"abc-def", false}, // "abc" alone is no placeholder word here
		{"Zq7xW9rT", false},
		{"m-pw", false},
		{"secret$", false},
	} {
		if got := placeholderToken(tt.pw); got != tt.want {
			t.Errorf("placeholderToken(%q) = %v, want %v", tt.pw, got, tt.want)
		}
	}
}

// TestPlaceholderWordAmongBytes: a word of placeholderWords with bytes
// drawn from every printable ASCII byte and non-ASCII characters around
// it, at least one of them no letter nor a phrase's separator (nor a
// template's "]" or ")" that ends it), is no
// placeholder (placeholderToken), unless it is "password" with a
// character or two changed; seed 4913.
func TestPlaceholderWordAmongBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(4913, 1))
	var words []string
	for w := range placeholderWords {
		words = append(words, w)
	}
	slices.Sort(words)
	const printable = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	nonASCII := []string{"é", "ß", "中", "”", "\u00a0"}
	draw := func() string {
		var b strings.Builder
		for n := r.IntN(5); n > 0; n-- {
			if r.IntN(6) == 0 {
				b.WriteString(nonASCII[r.IntN(len(nonASCII))])
			} else {
				b.WriteByte(printable[r.IntN(len(printable))])
			}
		}
		return b.String()
	}
	odd := func(s string) bool {
		return strings.ContainsFunc(s, func(c rune) bool {
			return !('a' <= c|0x20 && c|0x20 <= 'z') && !strings.ContainsRune("-_. \t", c)
		})
	}
	n, fails := 0, 0
	for range 20000 {
		before, after := draw(), draw()
		w := words[r.IntN(len(words))]
		if r.IntN(2) == 0 {
			w = strings.ToUpper(w)
		}
		pw := before + w + after
		if l := strings.ToLower(pw); len(l) >= 6 && len(l) <= 10 && editDistance(l, "password") <= 2 {
			continue
		}
		if !odd(before+strings.TrimSuffix(strings.TrimSuffix(after, "]"), ")")) || placeholderWords[strings.ToLower(pw)] {
			continue // a phrase before a template's closer ("pwd]")
		}
		n++
		if placeholderToken(pw) {
			fails++
			if fails <= 10 {
				t.Errorf("placeholderToken(%q) = true: a placeholder word among other bytes", pw)
			}
		}
	}
	t.Logf("%d passwords, %d read as placeholders", n, fails)
}
