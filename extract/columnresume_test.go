package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestColumnResumeProperty: a page of two columns as pdftotext -layout
// prints a paper's references (asmeconf, acmart): the left column's
// entries filled to its width, a URL in one of them broken where LaTeX's
// url package breaks it (after a "/" or a "."), its rest at the start of
// the left column's next line or lines; the right column's prose after a
// gutter of 3-8 spaces, with URLs of its own ("URL https://…", each
// fitting its line) on any line, the broken URL's lines among them. The
// left URL is read as it is read where the right column's URLs hold no
// colon (the same page with each of their ":" printed as ";"), every
// right column URL is found whole, in the order of the text, each byte
// where its position says, and the page read in parts cut at every line
// (as -j 2 reads it) gives the same. Before the search went back to the
// gutter after a URL joined across it (Scanner.resume from gutterBreak),
// the column rule refused to join where the right column's text on the
// URL's line may start a URL (mayStartURL): the scanner, going on after
// the joined URL, would have passed over it. Generator seed 4954 (prec50).
func TestColumnResumeProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4954, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	prose := strings.Fields("the of and to a in is for that on with as by this are from be an it at which or we not paper method results figure table section model data shown each values between used were our these first two also case")
	names := strings.Fields("Watson Fourier Johnson Lamport Novak Obama Barroca Rahtz Fairbairns Knuth Lee Thornburg")
	n, differ, lost, parts, rights := 0, 0, 0, 0, 0
	for range 1500 {
		wl := 44 + r.IntN(14)
		gap := 3 + r.IntN(6)
		// The URL: a host, a path of segments with dots and digits.
		u := []string{"https://", "http://"}[r.IntN(2)] + []string{"doi.org", "books.google.com", "www." + drawWord(r, letters, 4+r.IntN(6)) + ".org", "arxiv.org"}[r.IntN(4)]
		for range 2 + r.IntN(4) {
			seg := drawWord(r, letters+"0123456789", 2+r.IntN(9))
			if r.IntN(3) == 0 {
				seg += "." + drawWord(r, "0123456789", 2+r.IntN(6))
			}
			u += "/" + seg
		}
		// The left column: entries before, the URL's entry, one after.
		var words []string
		for e := range 2 {
			words = append(words, "["+string(rune('1'+e))+"]", names[r.IntN(len(names))]+",", names[r.IntN(len(names))]+".")
			for range 8 + r.IntN(16) {
				words = append(words, prose[r.IntN(len(prose))])
			}
			words[len(words)-1] += "."
		}
		words = append(words, "URL", u+".")
		left, broken := columnFill(words, wl)
		if !broken {
			continue
		}
		for range 2 + r.IntN(3) {
			left = append(left, prose[r.IntN(len(prose))]+" "+prose[r.IntN(len(prose))]+" "+prose[r.IntN(len(prose))])
		}
		// The right column: prose lines, and URLs on any line.
		var rightURLs []string
		right := make([]string, len(left))
		for l := range right {
			if r.IntN(3) == 0 {
				v := []string{"https://", "http://"}[r.IntN(2)] + drawWord(r, letters, 3+r.IntN(8)) + ".example.com/" + drawWord(r, letters+"0123456789", 1+r.IntN(12))
				pre := []string{"", "URL ", "see "}[r.IntN(3)]
				right[l] = pre + v
				rightURLs = append(rightURLs, v)
				continue
			}
			var line string
			for len(line) < 38 {
				line += prose[r.IntN(len(prose))] + " "
			}
			right[l] = strings.TrimSpace(line)
		}
		if len(rightURLs) == 0 {
			continue
		}
		page := func(right []string) string {
			var b strings.Builder
			for l := range left {
				b.WriteString(left[l] + strings.Repeat(" ", wl+gap-len(left[l])) + right[l] + "\n")
			}
			return b.String()
		}
		in := page(right)
		plain := make([]string, len(right))
		for l := range right {
			plain[l] = strings.ReplaceAll(right[l], ":", ";")
		}
		n++
		rights += len(rightURLs)
		leftOf := func(got []string) string {
			for _, g := range got {
				if strings.Contains(g, ".example.com/") {
					continue
				}
				return g
			}
			return ""
		}
		got, where := scanPlaced(in, Options{})
		without := all(t, page(plain), Options{})
		if leftOf(got) != leftOf(without) {
			if differ++; differ <= 10 {
				t.Errorf("the left URL read %q beside the right column's URLs, %q without:\n%s", leftOf(got), leftOf(without), in)
			}
		}
		var gotRight []string
		for _, g := range got {
			if strings.Contains(g, ".example.com/") {
				gotRight = append(gotRight, g)
			}
		}
		if strings.Join(gotRight, " ") != strings.Join(rightURLs, " ") || where != "" {
			if lost++; lost <= 10 {
				t.Errorf("the right column's URLs: got %q, want %q %s\n%s", gotRight, rightURLs, where, in)
			}
		}
		tb := []byte(in)
		if d := diffScanned(scanWhole(tb, Options{}), scanCut(t, tb, cutsOf(tb), Options{}, n%3 == 0)); d != "" {
			if parts++; parts <= 10 {
				t.Errorf("in parts: %s\n%s", d, in)
			}
		}
	}
	t.Logf("%d pages, %d URLs in their right columns: the left URL read otherwise beside them on %d, right column URLs lost or misplaced on %d, read otherwise in parts on %d", n, rights, differ, lost, parts)
	if n < 500 {
		t.Fatalf("only %d pages", n)
	}
}

// columnFill fills words into lines of width w as LaTeX sets a column of
// references that pdftotext -layout prints: greedily, a URL that does
// not fit broken after its last "/" or "." that fits (the url package's
// places), none before its scheme's "//" and host's end; broken reports
// whether a URL was broken.
func columnFill(words []string, w int) (lines []string, broken bool) {
	line := ""
	for _, word := range words {
		for word != "" {
			sep := 0
			if line != "" {
				sep = 1
			}
			if len(line)+sep+len(word) <= w {
				if sep == 1 {
					line += " "
				}
				line += word
				break
			}
			room := w - len(line) - sep
			k := -1
			if strings.Contains(word, "://") && room > 0 {
				hostEnd := strings.Index(word, "://") + 3
				hostEnd += strings.IndexByte(word[hostEnd:], '/')
				if x := strings.LastIndexAny(word[:min(room, len(word))], "/."); x >= hostEnd {
					k = x
				}
			}
			if k >= 0 {
				if sep == 1 {
					line += " "
				}
				lines = append(lines, line+word[:k+1])
				word, line, broken = word[k+1:], "", true
				continue
			}
			lines = append(lines, line)
			line = ""
			if len(word) > w {
				return nil, false
			}
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines, broken
}
