package extract

import (
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

var fullwidthSeed = flag.Uint64("fullwidthseed", 5359, "TestFullwidthCloserProperty: the generator's seed (tuning 5359; the held-out 5360 is read once, at the end)")

// TestFullwidthCloserProperty (issue 28): a fullwidth "）" inside a bare
// URL's token is unbalanced ("（" opens a wrapper and ends a bare URL), so
// it ends the URL as other CJK punctuation does, also before an ASCII
// letter or digit: Chinese prose glues the next word to it ("访问
// http://ctan.org/pkg/pgfornament）pgfornament-han 宏包",
// renderer/tuned2/pdftotext pgfornament-han_manual.pdf). It stays where
// "./?#=&%-_~" and a letter or a digit follow it, as every CJK mark.
//
// URLs: the truth URLs of the tuned renderer corpora and the linkify-it
// links (real documents' links); prose: Han, kana and Hangul drawn from
// their whole blocks, fullwidth and ASCII punctuation. Classes:
//   - glued: the URL, "）", then a word of ASCII letters and digits, maybe
//     more prose; the URL is the first reading, without the "）";
//   - wrapped: "（" + URL + "）" + a word: the URL (the wrapper's, as before);
//   - ascii: the URL + ")" + a word glued: read whole, ")" and word
//     too, as before (an unbalanced ASCII ")" stays inside a token,
//     "https://x/a)b/c"; the floor is the parent's figure);
//   - real: how many real URLs hold a fullwidth closer at all (reported).
func TestFullwidthCloserProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(*fullwidthSeed, 28))
	var urls []string
	seen := map[string]bool{}
	realClosers := 0
	add := func(u string) {
		if seen[u] {
			return
		}
		seen[u] = true
		if strings.ContainsAny(u, "）］｝") {
			realClosers++
		}
		if !strings.ContainsAny(u, " \t\n()（）") && bareOne(t, "see "+u+" ok") == u {
			urls = append(urls, u)
		}
	}
	for _, name := range []string{"w3m", "pdftotext"} {
		for _, d := range readRendered(t, filepath.Join(*renderedDir, name+".jsonl.gz")) {
			if !keptOut(d.Doc) {
				for _, u := range d.Truth {
					add(u)
				}
			}
		}
	}
	links, _ := linkifyCases(t)
	for _, c := range links {
		if strings.Contains(c.want[0], "://") {
			add(c.want[0])
		}
	}
	if len(urls) < 500 {
		t.Fatalf("%d URLs: too few", len(urls))
	}
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	cjk := func(n int) string {
		var b strings.Builder
		for range n {
			switch r.IntN(4) {
			case 0:
				b.WriteRune(rune(0x4e00 + r.IntN(0x9fff-0x4e00+1)))
			case 1:
				b.WriteRune(rune(0x3041 + r.IntN(0x3096-0x3041+1)))
			case 2:
				b.WriteRune(rune(0xac00 + r.IntN(0xd7a3-0xac00+1)))
			default:
				b.WriteString([]string{"，", "。", "、", " ", "：", "；"}[r.IntN(6)])
			}
		}
		return b.String()
	}
	word := func() string {
		w := drawWord(r, alnum, 1+r.IntN(12))
		if r.IntN(3) == 0 {
			w += "-" + drawWord(r, alnum, 1+r.IntN(8))
		}
		return w
	}
	tail := func() string {
		return []string{"", " " + cjk(1+r.IntN(8)), cjk(1 + r.IntN(8)), "。", "，" + cjk(3)}[r.IntN(5)]
	}
	const n = 3000
	classes := []string{"glued", "wrapped", "ascii"}
	var right, total [3]int
	for range n {
		u := urls[r.IntN(len(urls))]
		c := r.IntN(3)
		var in, want string
		lead := cjk(r.IntN(10))
		if r.IntN(2) == 0 {
			lead += " "
		}
		switch c {
		case 0:
			in, want = lead+u+"）"+word()+tail(), u
		case 1:
			in, want = lead+"（"+u+"）"+word()+tail(), u
		default:
			w := word()
			in, want = "see "+u+")"+w+" ok", u+")"+w
		}
		total[c]++
		s := NewScanner(strings.NewReader(in), Options{})
		if s.Scan() && s.URL().Text == want {
			right[c]++
		}
	}
	for c, name := range classes {
		t.Logf("%s: %d of %d read as the URL alone (glued, wrapped) or whole with its \")\" and word (ascii)", name, right[c], total[c])
	}
	t.Logf("real URLs holding a fullwidth closer: %d of %d", realClosers, len(seen))
	if right[0] < total[0]*99/100 {
		t.Errorf("glued: %d of %d URLs read without the \"）\" and the word after it", right[0], total[0])
	}
	if right[1] < total[1]*99/100 {
		t.Errorf("wrapped: %d of %d", right[1], total[1])
	}
	if right[2] < total[2]*fullwidthASCIIFloor/100 {
		t.Errorf("ascii: %d of %d read whole, want at least %d%%", right[2], total[2], fullwidthASCIIFloor)
	}
}

// fullwidthASCIIFloor is the percent of TestFullwidthCloserProperty's
// ascii class read whole (the parent's figure: this change leaves it).
const fullwidthASCIIFloor = 99 // dbcaba8 and this: 978 of 978 at seed 5359
