package extract

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var (
	pathWordMisses = flag.Bool("pathwordmisses", false, "TestPathWordRest: log the first lines printed alone of the tuned seed (5223; never of the held-out 5224)")
	pathWordSeed   = flag.Uint64("pathwordseed", 0, "TestPathWordRest: draw from this seed only (0: the tuned 5223 and the held-out 5224)")
)

// pathWordCase draws a URL broken over two lines where the rest holds
// two "/" or more (what path-word reads as the rest of a path): a URL of
// any shape marginURL draws, with three path segments or more, cut after
// a "/" or a "." of its host or path, after prose words (every printable
// ASCII byte in runs, non-ASCII words, numbers) on a line of 1 to 90
// columns, the rest before a stop or none and more words, between lines
// of prose of 30 to 100 columns: text as pdftotext prints TeX's \url,
// whose line widths tell little, and as a writer ends a line.
func pathWordCase(r *rand.Rand) (text, url string, ok bool) {
	u := marginURL(r)
	site := strings.Index(u, "://")
	if site < 0 {
		return "", "", false
	}
	path := strings.IndexByte(u[site+3:], '/')
	if path < 0 || strings.ContainsAny(u, "?#") {
		return "", "", false
	}
	path += site + 3
	var cuts []int
	for i := site + 3; i < len(u)-1; i++ {
		if (u[i] == '/' || u[i] == '.') && strings.Count(u[i+1:], "/") >= 2 && u[i+1] != '/' && u[i+1] != '.' && u[i+1] != '-' && u[i+1] != '_' && u[i+1] != '~' {
			cuts = append(cuts, i+1)
		}
	}
	if len(cuts) == 0 {
		return "", "", false
	}
	cut := cuts[r.IntN(len(cuts))]
	var printable strings.Builder
	for c := byte('!'); c <= '~'; c++ {
		printable.WriteByte(c)
	}
	words := func(cols int) string {
		var b strings.Builder
		for b.Len() < cols {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			switch k := r.IntN(10); {
			case k == 0:
				b.WriteString([]string{"пакет", "文档", "größe", "توثيق"}[r.IntN(4)])
			case k == 1:
				b.WriteString(drawWord(r, printable.String(), 1+r.IntN(6)))
			case k == 2:
				b.WriteString(drawWord(r, "0123456789", 1+r.IntN(4)))
			default:
				b.WriteString(drawWord(r, "abcdefghijklmnopqrstuvwxyz", 1+r.IntN(9)))
			}
		}
		return b.String()
	}
	var b strings.Builder
	for range r.IntN(4) {
		b.WriteString(words(30+r.IntN(70)) + "\n")
	}
	if n := r.IntN(60); n > 0 {
		b.WriteString(words(n) + " ")
	}
	b.WriteString(u[:cut] + "\n" + u[cut:])
	b.WriteString([]string{"", ".", ",", ").", ";"}[r.IntN(5)])
	if r.IntN(2) == 0 {
		b.WriteString(" " + words(1+r.IntN(50)))
	}
	b.WriteString("\n")
	for range r.IntN(4) {
		b.WriteString(words(30+r.IntN(70)) + "\n")
	}
	return b.String(), u, true
}

// TestPathWordRest: a URL broken before a rest that holds two "/" or more
// (pathWordCase) is never printed as its first line alone: the whole URL
// is one of the readings (path-word gives both where the rules after end
// it, issue 28's "never print a first line alone as if it were a whole
// URL when the evidence says it continues"). Seed 5223 is tuned, 5224
// held out (stop 55).
func TestPathWordRest(t *testing.T) {
	for _, seed := range []uint64{5223, 5224} {
		if *pathWordSeed != 0 && seed != *pathWordSeed {
			continue
		}
		r := rand.New(rand.NewPCG(seed, 55))
		n, first, other, alone, logged := 0, 0, 0, 0, 0
		for n < 600 {
			text, u, ok := pathWordCase(r)
			if !ok {
				continue
			}
			n++
			rs := newReadings()
			s := NewScanner(strings.NewReader(text), Options{})
			for s.Scan() {
				rs.add(s.URL())
			}
			switch {
			case rs.first[u]:
				first++
			case rs.got[u]:
				other++
			default:
				alone++
				if seed == 5223 && *pathWordMisses && logged < 40 {
					logged++
					t.Logf("not found: %s\n%s", u, text)
				}
			}
		}
		t.Logf("seed %d: %d URLs broken before a path: %d found first, %d only as the other reading, %d not found", seed, n, first, other, alone)
		if floor, ok := pathWordFloors[seed]; ok && first+other < floor {
			t.Errorf("seed %d: %d of %d found (floor %d)", seed, first+other, n, floor)
		}
	}
}

// pathWordFloors are TestPathWordRest's floors of the URLs found as
// either reading (of 600), per seed (stop 55).
var pathWordFloors = map[uint64]int{
	5223: 591, // e1d9bca: 578
	5224: 589, // held out, read once at the end of stop 55; e1d9bca: 584
}
