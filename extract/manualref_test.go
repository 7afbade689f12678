package extract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestManualRef: a manual page's reference alone on the line after a URL
// is no rest of it (manual-ref; renderer/tuned3/html2text shorewall-doc's
// manual pages), but a cut at a fixed width, or a URL that ends in "/",
// goes on.
func TestManualRef(t *testing.T) {
	for _, c := range []struct {
		name, in string
		want     []string
	}{
		{"html2text's SEE ALSO", rejoinRules[ruleManualRef].asked,
			[]string{"https://shorewall.org/configuration_file_basics.htm#Pairs"}},
		{"after a file's name",
			"***** See ALSO *****\nhttp://ace-host.stuart.id.au/russell/files/tc/doc/estimators.txt\nshorewall(8), shorewall-tcclasses(5)\n",
			[]string{"http://ace-host.stuart.id.au/russell/files/tc/doc/estimators.txt"}},
		{"a section with a letter", "see https://x.example/docs/intro\nprintf(3p)\n",
			[]string{"https://x.example/docs/intro"}},
		{"after a \"/\": the rules after decide (short-line)", "the pages are at https://manpages.example.org/\nls(1)\n",
			[]string{"https://manpages.example.org/"}},
		{"before more words: the rules after decide", "https://x.example/a/b\nls(1) lists the files\n",
			[]string{"https://x.example/a/b"}},
	} {
		if got := all(t, c.in, Options{}); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q gives %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

// TestManualRefHardCut: text cut at a fixed width (fold, lynx's
// preformatted text) cuts a URL anywhere, also inside a manual page's name
// in its path ("…/man/shore" and "wall(8)"): there manual-ref decides
// nothing. The generator draws lines of prose and code words with such a
// URL at their end, cut at 40 to 110 columns so that the cut falls inside
// the page's name, among lines as wide.
func TestManualRefHardCut(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 8))
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	const small = "abcdefghijklmnopqrstuvwxyz"
	words := strings.Fields("the of and a to in is was for on see it x = f(a, b) {} -> #include $HOME 0x1f caf\u00e9 \u65e5\u672c Note: 1990 page")
	proseWord := func() string {
		if rng.IntN(3) == 0 {
			return word(small, 1+rng.IntN(9))
		}
		return words[rng.IntN(len(words))]
	}
	n, decided, whole := 0, 0, 0
	for range 3000 {
		width := 40 + rng.IntN(71)
		page := word(small, 3+rng.IntN(10)) + "(" + string("123456789"[rng.IntN(9)]) + []string{"", "p", "ssl"}[rng.IntN(3)] + ")"
		u := "https://" + word(small, 2+rng.IntN(8)) + ".org/" + []string{"man/", "linux/man-pages/", "", "cgi-bin/man.cgi?"}[rng.IntN(4)] + page
		cut := len(u) - len(page) + 1 + rng.IntN(len(page)-4) // inside the name, a letter before it
		// prose before the URL, so that its line is width columns at the cut
		var pre []string
		for l := 0; ; {
			w := proseWord()
			if l+len(w)+1+cut > width {
				break
			}
			pre = append(pre, w)
			l += len(w) + 1
		}
		line := strings.Join(pre, " ")
		if line != "" {
			line += " "
		}
		pad := width - cols([]byte(line)) - cut
		if pad < 0 {
			continue
		}
		line = strings.Repeat(" ", pad) + line + u
		text := line
		// lines around, cut at the same width
		var around []string
		for range 2 + rng.IntN(4) {
			var l string
			for cols([]byte(l)) < width {
				l += proseWord() + " "
			}
			r := []rune(l)
			for cols([]byte(string(r))) > width {
				r = r[:len(r)-1]
			}
			around = append(around, string(r))
		}
		cutAt := len(text) - len(u) + cut
		in := strings.Join(around, "\n") + "\n" + text[:cutAt] + "\n" + text[cutAt:] + "\n" + strings.Join(around, "\n") + "\n"
		n++
		sc := NewScanner(strings.NewReader(in), Options{})
		for sc.Scan() {
			if sc.URL().Text == u {
				whole++
			}
			if sc.m.rules.has(ruleManualRef) {
				decided++
				if decided <= 5 {
					t.Errorf("%q: manual-ref decided %q", in, sc.URL().Text)
				}
			}
		}
	}
	if decided > 0 || n < 2500 {
		t.Errorf("manual-ref decided %d of %d breaks cut at a fixed width", decided, n)
	}
	t.Logf("%d URLs cut inside a manual page's name, %d found whole", n, whole)
}
