package extract

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
)

var emphRestSeed = flag.Uint64("emphrestseed", 0, "TestEmphasisOpenerURLRest: draw from this seed only (0: the tuned 5192 and the held-out 5193)")

// TestEmphasisOpenerURLRest: a "_" or "~" that starts a line because a
// renderer broke a URL before it (w3m before "/", html2text after "/":
// "…/_bqstseu/" over "~khw2erviy home … http://x/c~") opens no emphasis,
// so a URL on that line that ends in "_" or "~" keeps it (proseClose).
// The pages hold links whose text is their URL, with segments that start
// with "_", "__" or "~" and ends of "_" or "~", in paragraphs and nested
// lists among words of prose (none an emphasis), rendered by the real
// html2text (40-100 columns), lynx (60) and w3m (80); counted: the
// links' URLs read without their last "_" or "~", per renderer. Seed
// 5192 is tuned, 5193 held out (prec54's figures before and after are in
// its report and FIGURES.md's stop-54 section).
func TestEmphasisOpenerURLRest(t *testing.T) {
	h2t := renderer(t, "html2text")
	lynx, _ := exec.LookPath("lynx")
	w3m, _ := exec.LookPath("w3m")
	const low = "abcdefghijklmnopqrstuvwxyz0123456789"
	words := []string{"see", "the", "Note:", "and", "more", "at", "docs", "home", "a_b", "x~y", "naïve", "документация", "2024"}
	for _, seed := range []uint64{5192, 5193} {
		if *emphRestSeed != 0 && seed != *emphRestSeed {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 541))
		seg := func() string {
			return []string{"", "", "_", "__", "~"}[r.IntN(5)] + drawWord(r, low, 1+r.IntN(12))
		}
		url := func() string {
			u := []string{"http://", "https://"}[r.IntN(2)] + drawWord(r, low, 1+r.IntN(10)) + ".example"
			for n := r.IntN(5); n > 0; n-- {
				u += "/" + seg()
			}
			return u + []string{"", "/" + drawWord(r, low, 1+r.IntN(5)) + "_", "/" + drawWord(r, low, 1+r.IntN(5)) + "~", "/" + seg() + "__"}[r.IntN(4)]
		}
		lost, ends := map[string]int{}, map[string]int{}
		for range 300 {
			var b strings.Builder
			var truth []string
			b.WriteString("<html><body>")
			for range 1 + r.IntN(4) {
				b.WriteString("<p>")
				if r.IntN(3) == 0 {
					b.WriteString("<ul><li>")
				}
				for n := 5 + r.IntN(30); n > 0; n-- {
					if r.IntN(5) == 0 {
						u := url()
						truth = append(truth, u)
						b.WriteString("<a href=\"" + u + "\">" + u + "</a> ")
					} else {
						b.WriteString(words[r.IntN(len(words))] + " ")
					}
				}
				b.WriteString("</p>\n")
			}
			k := r.IntN(3)
			argv := [][]string{{h2t, "-utf8", "-nobs", "-width", fmt.Sprint([]int{40, 60, 72, 79, 100}[r.IntN(5)])},
				{lynx, "-dump", "-nolist", "-width=60", "-display_charset=UTF-8", "-force_html", "-stdin"},
				{w3m, "-dump", "-T", "text/html", "-O", "UTF-8", "-cols", "80"}}[k]
			name := []string{"html2text", "lynx60", "w3m"}[k]
			if argv[0] == "" {
				continue
			}
			cmd := exec.Command(argv[0], argv[1:]...)
			cmd.Stdin = strings.NewReader(b.String())
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("%s: %v", argv[0], err)
			}
			found := map[string]bool{}
			for _, u := range all(t, string(out), Options{}) {
				found[u] = true
			}
			for _, u := range truth {
				if c := u[len(u)-1]; c != '_' && c != '~' {
					continue
				}
				ends[name]++
				if v := strings.TrimRight(u, "_~"); !found[u] && found[v] {
					lost[name]++
					if name != "lynx60" && lost[name] <= 5 {
						t.Errorf("seed %d, %s: %q read as %q\n%s", seed, name, u, v, out)
					}
				}
			}
		}
		for _, name := range []string{"html2text", "lynx60", "w3m"} {
			t.Logf("seed %d %s: %d URLs end in \"_\" or \"~\", %d read without it", seed, name, ends[name], lost[name])
		}
		// lynx cuts such a URL at its margin before its last "_" ("…/ui"
		// over "_ and"), which the rules read as prose after a whole
		// URL: an older class, not an opener's (logged, not failed).
		if lost["html2text"]+lost["w3m"] > 5 {
			t.Errorf("seed %d: … %d in all", seed, lost["html2text"]+lost["w3m"])
		}
	}
}
