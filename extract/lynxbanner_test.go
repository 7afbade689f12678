package extract

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var lynxBannerSeed = flag.Uint64("lynxbannerseed", 5317, "TestLynxMarkRestBanners: the seed (5317 tuned; 5318 held out, read once at stop 59)")

// TestLynxMarkRestBanners: lynx-mark-rest joins no banner, rule or fence
// to a URL that stands alone on a line of a margin's width by chance
// (review59 N4: "# https://gist.github.com/…/9e3c…f3" over "###" read
// "…f3##" in golang.org/x/build's install.sh). Drawn as review59's
// markrest.py draws them: a block of source comments or prose (ten
// prefixes), 0-3 lines of words no wider than the URL's line, a URL alone
// on a line 50-80 columns wide (lynx's margins among them), a line of
// marks (17 banners and rules, after the prefix's mark or not), more
// lines. A URL that lynx-mark-rest joined to the next line is a failure
// (other rules that glue a comment's marks, prefix-wrap's "//" over
// "///", are older and not this test's: 5530dad, before the rule, had
// them too).
func TestLynxMarkRestBanners(t *testing.T) {
	r := rand.New(rand.NewPCG(*lynxBannerSeed, 59))
	prefixes := []string{"# ", "#", "// ", "-- ", ";; ", "  ", "", "* ", " * ", "> "}
	marks := []string{"###", "##", "#", "---", "===", "+++", "~~~", "___", "//", "///", "#-", "$", "# ---", "--", "=", "####", "***"}
	words := strings.Fields("the code see from and License inspired Copyright is (c) 2024 bash docs")
	hosts := []string{"https://gist.github.com/", "https://github.com/", "http://www.example.org/", "https://docs.python.org/3/"}
	const path = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-_."
	texts, glued, atMargin := 0, 0, 0
	for range 1500 {
		pre := prefixes[r.IntN(len(prefixes))]
		width := 50 + r.IntN(31)
		host := hosts[r.IntN(len(hosts))]
		need := width - len(pre) - len(host)
		if need < 3 {
			continue
		}
		b := make([]byte, need)
		for i := range b {
			b[i] = path[r.IntN(len(path))]
		}
		p := strings.Trim(string(b), "/.-_")
		if p == "" {
			p = "x"
		}
		p = string(rune('a'+r.IntN(26))) + p[1:]
		u := host + p
		if c := u[len(u)-1]; !asciiAlnum(c) {
			u = u[:len(u)-1] + "z"
		}
		var lines []string
		for range r.IntN(4) {
			var s strings.Builder
			for n := 10 + r.IntN(max(1, width-len(pre)-2-10)); s.Len() < n; {
				s.WriteString(words[r.IntN(len(words))] + " ")
			}
			line := strings.TrimSpace(s.String())
			line = line[:min(len(line), width-len(pre)-1)]
			lines = append(lines, pre+line)
		}
		mark := marks[r.IntN(len(marks))]
		if p := strings.TrimSpace(pre); p != "" && r.IntN(2) == 0 && mark[0] != p[0] {
			mark = p + mark
		}
		lines = append(lines, pre+u, mark, pre+words[r.IntN(len(words))]+" "+words[r.IntN(len(words))])
		text := strings.Join(lines, "\n") + "\n"
		texts++
		if isLynxMargin(len(pre) + len(u)) {
			atMargin++
		}
		sc := NewScanner(strings.NewReader(text), Options{})
		for sc.Scan() {
			if got := sc.URL().Text; strings.HasPrefix(got, u) && got != u && sc.m.rules.has(ruleLynxMarkRest) {
				glued++
				if glued <= 5 {
					t.Errorf("%q read %q:\n%s", u, got, text)
				}
			}
		}
	}
	t.Logf("seed %d: %d texts (%d with the URL's line at a lynx margin's width): %d URLs lynx-mark-rest joined to a line of marks", *lynxBannerSeed, texts, atMargin, glued)
	if texts < 1000 {
		t.Errorf("%d texts: too few", texts)
	}
}
