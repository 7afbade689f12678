package extract

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestHyphenThenStop: after a URL that ends in "-" at a line's end, a
// word of small letters and its stop alone on the next line is the
// rest of the URL (plainlyContinues): the cases as pdftotext -layout
// prints them (docsurvey.pdf, tuned2), where the lines around are padded
// wider than the URL's and no margin rule joins them.
func TestHyphenThenStop(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"The very short guide to typesetting with LATEX                                                  Flynn\n\nPeter Flynn. The very short guide to typesetting with LATEX. 2016. URL: https://ctan.org/pkg/latex-\nveryshortguide.\n\nA four-page introduction.\n", "https://ctan.org/pkg/latex-veryshortguide"},
		{"Manuel Pégourié-Gonnard. A guide to LuaLATEX. 2013. 14 pp. URL: https://ctan.org/pkg/lualatex-\ndoc.\n\nAn introduction to LuaLATEX.\n", "https://ctan.org/pkg/lualatex-doc"},
	} {
		if got := readingsOf(t, c.in); !slices.Contains(got, c.want) {
			t.Errorf("%q: got %q, want %q among them", c.in, got, c.want)
		}
	}
}

// readingsOf is every reading of the first URL of in: the first and its
// alternatives.
func readingsOf(t *testing.T, in string) []string {
	t.Helper()
	s := NewScanner(strings.NewReader(in), Options{})
	if !s.Scan() {
		return nil
	}
	return append([]string{s.URL().Text}, alternatives(s.URL())...)
}

// TestHyphenThenStopGenerated draws URLs cut after a "-" of their path at
// a line's end, in prose lines of 70 to 110 columns (the URL's line
// reaching their margin: where it is shorter, short-line ends it), the
// rest a word of 2 to 20 small letters and its stop (".", ",", ";"; a
// word and ":" alone on a line is a field's name, fieldName) alone on the
// next line, then a blank line or more prose: the URL
// is found whole (one of its readings). plainlyContinues is asked of
// the look-alikes it leaves as they were: a capitalised word, a word after
// "/", two stops, a stopword, an abbreviation, "etc.".
func TestHyphenThenStopGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 45))
	lower := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('a' + rng.IntN(26))
		}
		return string(b)
	}
	pw := strings.Fields("the of and a to in is was for on that by with as from an at which this are be or guide manual package")
	proseLine := func(w int) string {
		var b strings.Builder
		for b.Len() < w-8 {
			b.WriteString(pw[rng.IntN(len(pw))] + " ")
		}
		return strings.TrimSpace(b.String())
	}
	n := 0
	for range 2000 {
		u := "https://" + lower(2+rng.IntN(8)) + "." + []string{"org", "com", "net", "de"}[rng.IntN(4)]
		for range rng.IntN(3) {
			u += "/" + lower(1+rng.IntN(8))
		}
		u += "/" + lower(1+rng.IntN(10)) + "-"
		rest := lower(2 + rng.IntN(19))
		for !restAfterHyphen([]byte(rest), []byte(rest+".")) {
			rest = lower(2 + rng.IntN(19)) // a stopword, an abbreviation, "etc": asked below
		}
		stop := string(".,;"[rng.IntN(3)])
		w := 70 + rng.IntN(41) // a line and its next word under minBrokenLine end (short-line)
		// The URL's line reaches the margin (the rest would not have
		// fitted on it); a shorter line ended before it (short-line).
		var lead strings.Builder
		for lead.Len()+len(u) < w-3 {
			lead.WriteString(pw[rng.IntN(len(pw))] + " ")
		}
		after := "\n\n" + proseLine(w) + "\n"
		if rng.IntN(2) == 0 {
			after = "\n" + proseLine(w) + "\n"
		}
		in := proseLine(w) + "\n" + lead.String() + u + "\n" + rest + stop + after
		if got := readingsOf(t, in); !slices.Contains(got, u+rest) {
			t.Fatalf("%q: got %q, want %q among them", in, got, u+rest)
		}
		n++
		for _, c := range []struct {
			tok  string
			last byte
		}{
			{strings.ToUpper(rest[:1]) + rest[1:] + stop, '-'},
			{rest + stop, '/'},
			{rest + stop + stop, '-'},
			{pw[rng.IntN(11)] + stop, '-'}, // a stopword ("the", "of", …)
			{[]string{"etc.", "ie.", "eg.", "al."}[rng.IntN(4)], '-'},
		} {
			if plainlyContinues([]byte(c.tok), true, c.last) {
				t.Fatalf("plainlyContinues(%q, whole, %q): true, want false", c.tok, c.last)
			}
		}
	}
	t.Logf("%d URLs cut after \"-\" before a word and its stop", n)
}
