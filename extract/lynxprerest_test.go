package extract

import (
	"flag"
	"html"
	"math/rand/v2"
	"strings"
	"testing"
)

var lynxPreMisses = flag.Bool("lynxpremisses", false, "TestLynxPreRestProperty: log the misses and false URLs of the tuned seed (5096; never of the held-out 5097)")

// lynxPreDoc draws a page of preformatted text, as manuals' pages of
// code, help files and console sessions are (vim-doc's help pages,
// llvm's and xarray's shell commands, lintian's output), which lynx
// cuts at its full width, after any character, going on at the left
// edge: lines of 10 to 110 columns of words (lowercase and capitalised
// words, stopwords, numbers, words with punctuation) with URLs among them,
// anywhere on a line, and blank lines between blocks. It returns the page
// and its URLs.
func lynxPreDoc(r *rand.Rand) (string, []string) {
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const segment = "abcdefghijklmnopqrstuvwxyz0123456789-_.~"
	const alnum = "abcdefghijklmnopqrstuvwxyz0123456789"
	stop := []string{"a", "and", "the", "of", "to", "in", "is", "for", "see", "or", "it", "on", "at", "as", "with"}
	var urls []string
	var page strings.Builder
	page.WriteString("<html><body>\n")
	for range 2 + r.IntN(3) {
		page.WriteString("<p>" + drawWord(r, letters, 4) + " " + drawWord(r, letters, 6) + ":</p>\n<pre>\n")
		for range 4 + r.IntN(10) {
			if r.IntN(6) == 0 {
				page.WriteString("\n")
				continue
			}
			width := 10 + r.IntN(100)
			var line []string
			n := 0
			for n < width {
				var w string
				switch k := r.IntN(10); {
				case k == 0:
					u := []string{"http://", "https://"}[r.IntN(2)] + drawWord(r, letters, 2+r.IntN(10)) + "." + []string{"org", "com", "net", "io"}[r.IntN(4)]
					for range r.IntN(5) {
						u += "/" + drawWord(r, segment, 1+r.IntN(14))
					}
					u += "/" + drawWord(r, alnum, 1+r.IntN(8))
					if r.IntN(4) == 0 {
						u += "?" + drawWord(r, letters, 2+r.IntN(4)) + "=" + drawWord(r, alnum, 1+r.IntN(8))
					}
					w = u
					urls = append(urls, u)
				case k < 3:
					w = stop[r.IntN(len(stop))]
				case k == 3:
					w = strings.ToUpper(drawWord(r, letters, 1)) + drawWord(r, letters, 1+r.IntN(8))
				case k == 4:
					w = drawWord(r, "0123456789", 1+r.IntN(5))
				case k == 5:
					w = drawWord(r, letters, 1+r.IntN(8)) + string(".,:;)"[r.IntN(5)])
				default:
					w = drawWord(r, letters, 1+r.IntN(10))
				}
				line = append(line, w)
				n += len(w) + 1
			}
			page.WriteString(html.EscapeString(strings.Join(line, " ")) + "\n")
		}
		page.WriteString("</pre>\n")
	}
	page.WriteString("</body></html>\n")
	return page.String(), urls
}

// TestLynxPreRestProperty: preformatted text as lynx -dump cuts it at its
// full width (lynxPreDoc's pages, -width 60 and 72: lines of 60 and 72
// columns), where a URL cut at the width goes on at the left edge of the
// next line, perhaps before more words ("…/vim/colorsche" and "mes. Feel
// free to", vim-doc's todo.html; "…/llvm-project-rele" and "ase-prs
// release/XX.x", llvm's HowToReleaseLLVM.html; lynx60, tuned2 and
// tuned3). Every URL is read whole (first reading or JSON's other), and no
// URL is read that the page does not hold. Generator seeds 5096 (tuned
// on) and 5097 (held out: only counted), prec52. The floors are the
// counts at 97d2693 (no rule changed for them: a guard and a measure of
// lynx-pre's prose guard, which ends a URL cut at the width before a
// word of letters and more words; FIGURES.md, stop 52).
func TestLynxPreRestProperty(t *testing.T) {
	lynx := renderer(t, "lynx")
	for _, c := range []struct {
		seed            uint64
		found, falseMax int
	}{{5096, 958, 40}, {5097, 951, 35}} {
		r := rand.New(rand.NewPCG(c.seed, 28))
		urls, found, falses := 0, 0, 0
		for k := range 60 {
			doc, want := lynxPreDoc(r)
			out := lynxDump(t, lynx, doc, []int{60, 72}[k%2])
			got := map[string]bool{}
			in := map[string]bool{}
			for _, u := range want {
				in[u] = true
			}
			s := NewScanner(strings.NewReader(out), Options{})
			for s.Scan() {
				u := s.URL()
				got[u.Text] = true
				for _, a := range alternatives(u) {
					got[a] = true
				}
				if !in[u.Text] {
					falses++
					if *lynxPreMisses && c.seed == 5096 {
						t.Logf("false %q in\n%s", u.Text, out)
					}
				}
			}
			for _, u := range want {
				urls++
				if got[u] {
					found++
				} else if *lynxPreMisses && c.seed == 5096 {
					t.Logf("missed %q in\n%s", u, out)
				}
			}
		}
		t.Logf("seed %d: %d URLs: %d found (%.3f), %d false URLs", c.seed, urls, found, float64(found)/float64(urls), falses)
		if found < c.found || falses > c.falseMax {
			t.Errorf("seed %d: found %d of %d (floor %d), false URLs %d (at most %d)", c.seed, found, urls, c.found, falses, c.falseMax)
		}
	}
}
