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
		{"your-password-here", true},
		{"my_secret", true},
		{"YOUR_TOKEN", true},
		{"bee-testing", false}, // a passphrase (review49 H5)
		{"Dream.Tulip.South.Sample", false},
		{"correct-horse-pass", false},
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

// TestPlaceholderPassphrase (review49 H5): a passphrase of ordinary words
// with one word of placeholderWords among them ("bee-testing",
// "Dream.Tulip.South.Sample") is a password, not a placeholder: its twin
// of other words is one, and the message must not tell them apart. 2 to
// 5 words, joined by "-", "_", ".", a space or nothing, capitalised or
// in capitals at times; seed 4918.
func TestPlaceholderPassphrase(t *testing.T) {
	r := rand.New(rand.NewPCG(4918, 1))
	ordinary := strings.Fields("bee cat dream tulip south river stone apple horse battery staple correct orange piano window garden silver rocket candle forest winter summer pepper lemon marble castle dragon ocean planet violet copper falcon meadow harbor lantern needle pillow quartz ribbon saddle thunder velvet walnut yellow zebra anchor bridge cactus desert engine feather glacier hammer island jungle kettle ladder mirror nickel")
	var words []string
	for w := range placeholderWords {
		if w != "123" && w != "abc" && strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") == "" {
			words = append(words, w)
		}
	}
	slices.Sort(words)
	n, fails := 0, 0
	for range 3000 {
		k := 2 + r.IntN(4)
		ws := make([]string, k)
		for i := range ws {
			ws[i] = ordinary[r.IntN(len(ordinary))]
		}
		ws[r.IntN(k)] = words[r.IntN(len(words))]
		for i := range ws {
			switch r.IntN(10) {
			case 0, 1, 2:
				ws[i] = strings.ToUpper(ws[i][:1]) + ws[i][1:]
			case 3:
				ws[i] = strings.ToUpper(ws[i])
			}
		}
		pw := strings.Join(ws, []string{"-", "_", ".", " ", ""}[r.IntN(5)])
		n++
		if placeholderToken(pw) {
			fails++
			if fails <= 10 {
				t.Errorf("placeholderToken(%q) = true: a passphrase with a placeholder word", pw)
			}
		}
	}
	t.Logf("%d passphrases, %d read as placeholders", n, fails)
}
