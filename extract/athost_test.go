package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestAtHost: a path cut before an "@" and a host name goes on (at-host;
// renderer/tuned3/lynx60 live-manual's key files), but a line that starts
// with a mention, a decorator, a scoped package or a handle is no rest of
// the URL before it.
func TestAtHost(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{rejoinRules[ruleAtHost].asked, rejoinRules[ruleAtHost].want},
		{"   http://debian-live.alioth.debian.org/other/keys/git\n   @debian-live.alioth.debian.org.pub -O\n", "http://debian-live.alioth.debian.org/other/keys/git@debian-live.alioth.debian.org.pub"},
	} {
		if got := bareOne(t, c.in); got != c.want {
			t.Errorf("%q gives %q, want %q", c.in, got, c.want)
		}
	}
}

// TestAtHostPlainWords: whatever the URL before it and the text around,
// a next line that starts with a word of "@" and no host name after it
// (a mention, a decorator with or without arguments, a scoped package, a
// handle of two "@", a CSS at-rule, an image's "@2x", a doc comment's tag)
// never makes at-host decide. The generator draws such words from their
// alphabets, URLs with and without a path, ending in a letter or a
// digit, and lines of prose or code around.
func TestAtHostPlainWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 64))
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	const small = "abcdefghijklmnopqrstuvwxyz"
	const handle = small + "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
	tld := func() string { return []string{"com", "org", "social", "io", "de"}[rng.IntN(5)] }
	at := func() string {
		switch rng.IntN(7) {
		case 0:
			return "@" + word(handle, 1+rng.IntN(15)) // a mention
		case 1:
			return "@" + strings.ToUpper(word(small, 1)) + word(small+"0123456789", rng.IntN(12)) + []string{"", "()", "(value = 1)", "(\"x.y\")"}[rng.IntN(4)] // a decorator
		case 2:
			return "@" + word(small+"-", 1+rng.IntN(10)) + "/" + word(small+"-.", 1+rng.IntN(10)) // a scoped package
		case 3:
			return "@" + word(handle, 1+rng.IntN(12)) + "@" + word(small, 2+rng.IntN(8)) + "." + tld() // a handle
		case 4:
			return "@" + []string{"media", "import", "font-face", "keyframes", "supports"}[rng.IntN(5)] // CSS
		case 5:
			return "@" + string("123"[rng.IntN(3)]) + "x" // an image's scale
		}
		return "@" + []string{"param", "return", "throws", "see", "since", "deprecated", "author"}[rng.IntN(7)] // a doc tag
	}
	prose := strings.Fields("the of and a to in is it see x = f(a); {} // # -- 1990 caf\u00e9 Note: value")
	n := 0
	for range 3000 {
		u := "https://" + word(small, 2+rng.IntN(8)) + "." + tld()
		if rng.IntN(4) != 0 {
			u += "/" + word(small, 1+rng.IntN(8))
			if rng.IntN(2) == 0 {
				u += "/" + word(small+"0123456789", 1+rng.IntN(8))
			}
		}
		if !asciiAlnum(u[len(u)-1]) {
			continue
		}
		indent := strings.Repeat(" ", rng.IntN(8))
		var before, after []string
		for range rng.IntN(8) {
			before = append(before, prose[rng.IntN(len(prose))])
		}
		for range rng.IntN(8) {
			after = append(after, prose[rng.IntN(len(prose))])
		}
		in := indent + strings.Join(append(before, u), " ") + "\n" + indent + strings.Join(append([]string{at()}, after...), " ") + "\n"
		n++
		sc := NewScanner(strings.NewReader(in), Options{})
		for sc.Scan() {
			if sc.m.rules.has(ruleAtHost) {
				t.Errorf("%q: at-host decided %q", in, sc.URL().Text)
			}
		}
	}
	t.Logf("%d URLs before a word of \"@\"", n)
}
