package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestLynxPreGreedyFill (review37): text filled greedily to a fixed width
// (mail and commit messages at 72, text at 78, 79 or 80 columns: fmt,
// textwrap, an editor's fill), whose paragraph ends with a URL that ends
// its line and one word on the next line ("…/guide/options" and
// "online."), is no lynx <pre> cut: the URL ends. lynx-pre (6fa1be0)
// asks that the URL's line be 60, 72, 78, 79 or 80 columns and that no
// line in sight be wider, which every line of such text is; it does not
// ask for prose at lynx's margin (six columns less). At cf7e7df and
// c142b30 no URL here is joined; at c9fa221, 48 of 4,000 are, with no
// other reading ("https://bugs.example.com/linux/git/show_buginstead").
func TestLynxPreGreedyFill(t *testing.T) {
	r := rand.New(rand.NewPCG(37, 28))
	vocab := strings.Fields("the of and to in is that for it as with was on be by this are or from at an but not have has which you one all were we can there their if more when will would so no what about out up into some them could other than then its only also after use two how our work first well way even new want because any these give day most us")
	hosts := []string{"www.example.org", "bugs.example.com", "git.kernel.org", "docs.python.org", "lists.debian.org", "github.com"}
	segs := strings.Fields("docs guide options pub scm linux kernel git torvalds show_bug issues pull wiki HowTo library stdtypes archives debian-devel 2024 msg00012")
	ends := strings.Fields("online. instead. first. too. here. later. below. again. now. today. for and details. soon.")
	widths := []int{60, 72, 78, 79, 80}
	fill := func(words []string, width int) string {
		var b strings.Builder
		n := 0
		for _, w := range words {
			switch {
			case n == 0:
			case n+1+len(w) > width:
				b.WriteByte('\n')
				n = 0
			default:
				b.WriteByte(' ')
				n++
			}
			b.WriteString(w)
			n += len(w)
		}
		return b.String() + "\n"
	}
	joined, cases := 0, 0
	byRule := map[string][2]int{} // rules: main reading joined, joined with no other reading
	for range 4000 {
		var words []string
		for range 5 + r.IntN(36) {
			words = append(words, vocab[r.IntN(len(vocab))])
		}
		var path []string
		for range 1 + r.IntN(4) {
			path = append(path, segs[r.IntN(len(segs))])
		}
		u := "https://" + hosts[r.IntN(len(hosts))] + "/" + strings.Join(path, "/")
		text := fill(append(append(words, u), ends[r.IntN(len(ends))]), widths[r.IntN(len(widths))])
		// Only the paragraphs whose URL ends its line, the last word on
		// the next.
		if !strings.Contains(text, u+"\n") || strings.Count(text[strings.Index(text, u+"\n"):], "\n") != 2 {
			continue
		}
		cases++
		s := NewScanner(strings.NewReader(text), Options{})
		for s.Scan() {
			if got := s.URL(); got.Text != u {
				k := rules(s.m.rules).String()
				c := byRule[k]
				c[0]++
				if got.Uncertain == "" {
					c[1]++
				}
				byRule[k] = c
				if s.m.rules&(1<<ruleLynxPre) == 0 {
					continue
				}
				joined++
				if joined <= 5 {
					t.Errorf("%q: read %q (other reading %q, rules %s), want %q", text, got.Text, got.Uncertain, rules(s.m.rules), u)
				}
			}
		}
	}
	t.Logf("joined by rules (main reading, of them with no other reading): %v", byRule)
	if joined > 0 {
		t.Errorf("%d of %d URLs that end a paragraph's line in greedily filled text are joined by lynx-pre with the next line's word", joined, cases)
	}
}
