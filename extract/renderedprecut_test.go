package extract

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
)

var (
	preCutMisses = flag.Bool("precutmisses", false, "TestRenderedPreCuts: log the first lines printed alone of the tuned seed (5223; never of the held-out 5224)")
	preCutSeed   = flag.Uint64("precutseed", 0, "TestRenderedPreCuts: draw from this seed only (0: the tuned 5223 and the held-out 5224)")
)

// preCutPage draws a page of <pre> blocks whose lines hold links whose
// text is their URL (marginURL), after 0-8 words and before 0-8 words of
// what prose and code hold (marginPage's words, and every printable
// ASCII byte in runs): lynx cuts a line of <pre> longer than its width at
// the width, wherever that falls, and goes on at the left edge, so the
// words before put the cut at every byte offset of the URL, and the
// words after are what stands after the cut rest.
func preCutPage(r *rand.Rand) (page string, truth []string) {
	const letters = "abcdefghijklmnopqrstuvwxyz"
	var printable strings.Builder
	for c := byte('!'); c <= '~'; c++ {
		if c != '<' && c != '>' && c != '&' {
			printable.WriteByte(c)
		}
	}
	nonASCII := []string{"пакет", "сервер", "документация", "توثيق", "文档", "ダウンロード", "größe", "naïve"}
	word := func() string {
		switch k := r.IntN(12); {
		case k == 0:
			return nonASCII[r.IntN(len(nonASCII))]
		case k == 1:
			return drawWord(r, printable.String(), 1+r.IntN(8))
		case k == 2:
			return strings.ToUpper(drawWord(r, letters, 1)) + drawWord(r, letters, r.IntN(9))
		case k == 3:
			return fmt.Sprint(r.IntN(3000))
		case k == 4:
			return []string{"the", "for", "and", "is", "to", "of", "a", "in", "see"}[r.IntN(9)]
		default:
			return drawWord(r, letters, 1+r.IntN(9))
		}
	}
	words := func(n int) string {
		ws := make([]string, n)
		for i := range ws {
			ws[i] = word()
		}
		return strings.Join(ws, " ")
	}
	var b strings.Builder
	b.WriteString("<html><body>\n<p>" + words(3+r.IntN(20)) + "</p>\n")
	for range 2 + r.IntN(3) {
		b.WriteString("<pre>\n")
		for range 1 + r.IntN(6) {
			if r.IntN(3) == 0 {
				b.WriteString(words(r.IntN(12)) + "\n")
				continue
			}
			u := marginURL(r)
			truth = append(truth, u)
			esc := strings.ReplaceAll(u, "&", "&amp;")
			line := words(r.IntN(9))
			if line != "" {
				line += strings.Repeat(" ", 1+r.IntN(4))
			}
			line += "<a href=\"" + esc + "\">" + esc + "</a>"
			if n := r.IntN(9); n > 0 {
				line += " " + words(n)
			}
			b.WriteString(line + "\n")
		}
		b.WriteString("</pre>\n<p>" + words(5+r.IntN(30)) + "</p>\n")
	}
	b.WriteString("</body></html>\n")
	return b.String(), truth
}

// preCutCounts are what TestRenderedPreCuts counts of one renderer's
// text: the links' URLs, those found as a first reading, those found
// only as the other reading, and the first readings that are the first
// line of a URL of the truth printed alone, with no reading that is the
// URL (issue 28: "never print a first line alone as if it were a whole
// URL when the evidence says it continues").
type preCutCounts struct {
	urls, first, other, alone int
}

// TestRenderedPreCuts renders pages of <pre> lines holding links whose
// text is their URL (preCutPage) through the real lynx at 60 and 72
// columns, which cuts such a line at its full width wherever that
// falls, and counts the URLs found and the first lines printed alone
// (preCutCounts). Where lynx cut a URL before a word of prose that more
// words follow, the margin does not tell the cut from a URL that fills
// its line by chance: both readings are given (lynx-pre-prose). Seed
// 5223 is tuned, 5224 held out (stop 55); -precutmisses logs 5223's
// first lines alone.
func TestRenderedPreCuts(t *testing.T) {
	lynx := renderer(t, "lynx")
	renderers := []struct {
		name string
		argv []string
	}{
		{"lynx60", []string{lynx, "-dump", "-nolist", "-width=60", "-display_charset=UTF-8", "-force_html", "-stdin"}},
		{"lynx72", []string{lynx, "-dump", "-nolist", "-width=72", "-display_charset=UTF-8", "-force_html", "-stdin"}},
	}
	const pages = 60
	for _, seed := range []uint64{5223, 5224} {
		if *preCutSeed != 0 && seed != *preCutSeed {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 55))
		counts := make([]preCutCounts, len(renderers))
		logged := 0
		for range pages {
			page, truth := preCutPage(r)
			for ri, rd := range renderers {
				cmd := exec.Command(rd.argv[0], rd.argv[1:]...)
				cmd.Stdin = strings.NewReader(page)
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("%s: %v", rd.name, err)
				}
				c := &counts[ri]
				rs := newReadings()
				s := NewScanner(strings.NewReader(string(out)), Options{})
				var firsts []string
				for s.Scan() {
					rs.add(s.URL())
					firsts = append(firsts, s.URL().Text)
				}
				if err := s.Err(); err != nil {
					t.Fatal(err)
				}
				for _, u := range truth {
					c.urls++
					switch {
					case rs.first[u]:
						c.first++
					case rs.got[u]:
						c.other++
					}
				}
				for _, f := range firsts {
					for _, u := range truth {
						if len(f) < len(u) && strings.HasPrefix(u, f) && !rs.got[u] && !strings.Contains(string(out), u) {
							c.alone++
							if seed == 5223 && *preCutMisses && logged < 60 {
								logged++
								t.Logf("%s: first line alone: %s\n%s", rd.name, f, around(string(out), f))
							}
							break
						}
					}
				}
			}
		}
		for ri, rd := range renderers {
			c := counts[ri]
			t.Logf("seed %d %s: %d URLs: %d found first, %d only as the other reading; %d first lines alone", seed, rd.name, c.urls, c.first, c.other, c.alone)
			floor, ok := preCutFloors[seed][rd.name]
			if ok && (c.first+c.other < floor.first+floor.other || c.alone > floor.alone) {
				t.Errorf("seed %d %s: %d URLs found (floor %d), %d first lines alone (at most %d)", seed, rd.name, c.first+c.other, floor.first+floor.other, c.alone, floor.alone)
			}
		}
	}
}

// preCutFloors are TestRenderedPreCuts's floors of the URLs found (as
// either reading) and ceilings of the first lines printed alone, per
// seed and renderer (60 pages each), as lynx-pre-prose reads them (stop
// 55); the figures before it are in FIGURES.md ("Stop 55").
var preCutFloors = map[uint64]map[string]preCutCounts{
	5223: {
		"lynx60": {first: 348, other: 7, alone: 53},
		"lynx72": {first: 377, other: 4, alone: 35},
	},
	// held out, read once at the end of stop 55: on e1d9bca lynx60 354
	// found, 61 first lines alone; lynx72 365, 52.
	5224: {
		"lynx60": {first: 365, other: 4, alone: 46}, // 6, 44 before passwordOpen (read again after it)
		"lynx72": {first: 371, other: 4, alone: 42},
	},
}
