package main

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urlsift/urlsift/internal/secrettest"
)

var flagPieceSeed = flag.Uint64("flagpieceseed", 4715, "TestFlagPieceLowered: the seed of the generator")

// TestFlagPieceLowered: a flag's value that holds a URL with a password,
// cut at "," and quoted in lower case by an error (--scheme, --enable,
// --disable), shows no 3 bytes of the password in any form, whatever
// the password holds: passwords are drawn from every printable ASCII
// byte but "/", "@" and ",", non-ASCII letters, letters whose lower case
// is of another length ("İ", "ẞ", the Kelvin sign "K"), control bytes and
// bytes that are no UTF-8 ("\xc3", "\xff"), and the value is cut at ","
// before the password, inside it (the password then holds the ",") or
// after the URL. On d527056 (go test -run TestFlagPieceLowered .,
// -flagpieceseed 4715) 10 of 600 command lines showed a piece:
// strings.ToLower makes "\xc3" U+FFFD and "İ" "i̇", longer, so argmask
// found the quoted piece in no argument and masked it by the secret's
// words, of which "xkq" of "Xkq,\xc3R1f" is none
// (--scheme 'git+ssh://u:Xkq,\xc3R1f@10.1.2.3/x' said
// "git+ssh://u:xkq"); TestUserAtProse's seed 4713 found it.
func TestFlagPieceLowered(t *testing.T) {
	r := rand.New(rand.NewPCG(*flagPieceSeed, 7))
	const ascii = "!\"#$%&'()*+-.:;<=>?[\\]^_`{|}~abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	odd := []string{"é", "Ω", "ß", "中", "İ", "ẞ", "\u212a", "\xc3", "\xff", "\x01", "\x7f", "Ǆ", "Σ"}
	flags := [][]string{{"extract", "--scheme"}, {"lint", "--no-config", "--enable"}, {"lint", "--no-config", "--disable"}}
	schemes := []string{"http", "git+ssh", "postgres", "HTTPS"}
	hosts := []string{"10.1.2.3", "h.example.org", "db", "_gateway"}
	n := 600
	if testing.Short() {
		n = 150
	}
	shown := 0
	for range n {
		var b strings.Builder
		for k := 3 + r.IntN(10); utf8.RuneCountInString(b.String()) < k; {
			if r.IntN(3) == 0 {
				b.WriteString(odd[r.IntN(len(odd))])
			} else {
				b.WriteByte(ascii[r.IntN(len(ascii))])
			}
		}
		pw := b.String()
		if secrettest.PortLike(pw) {
			continue // digits and a byte that ends a port: a port by CONTRACT's convention
		}
		url := schemes[r.IntN(len(schemes))] + "://u:" + pw + "@" + hosts[r.IntN(len(hosts))] + "/x"
		var value string
		switch r.IntN(3) {
		case 0:
			value = "http," + url
		case 1:
			// A "," inside the password: the piece before it is quoted.
			start := strings.Index(url, ":"+pw) + 1
			c := start + r.IntN(len(pw)+1)
			for c < len(url) && !utf8.RuneStart(url[c]) {
				c++
			}
			value = url[:c] + "," + url[c:]
			pw = pw[:c-start] + "," + pw[c-start:]
		default:
			value = url + ",x"
		}
		f := flags[r.IntN(len(flags))]
		var o, e bytes.Buffer
		run(append(append([]string{"urlsift"}, f...), value, "-"), strings.NewReader("see http://example.com/\n"), &o, &e)
		out := o.String() + e.String()
		forms := []string{out, strings.ToLower(out)}
		// What the message says of its own, and the value's bytes
		// around the password ("sh:" of "git+ssh:").
		public := strings.ToLower("urlsift: extract: lint: --scheme --enable --disable is not a scheme name unknown rule (urlsift rules lists them) ***\x00" +
			strings.Replace(value, pw, "\x00", 1))
		leak := ""
		for _, p := range []string{pw, strings.ToLower(pw)} {
			rs := []rune(p)
			for i := 0; i+3 <= len(rs) && leak == ""; i++ {
				w := string(rs[i : i+3])
				if strings.ContainsAny(w, ",") || strings.Count(ascii, w) > 0 && !strings.ContainsAny(w, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") {
					continue // the value's own comma; punctuation alone stands in every message
				}
				for _, fo := range forms {
					if strings.Contains(fo, w) && !strings.Contains(public, strings.ToLower(w)) {
						leak = w
					}
				}
			}
		}
		if leak != "" {
			shown++
			if shown <= 10 {
				t.Errorf("urlsift %q %q shows %q of the password %q:\n%s", f, value, leak, pw, out)
			}
		}
	}
	t.Logf("%d command lines (seed %d): %d show a piece of the password", n, *flagPieceSeed, shown)
}
