package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// webExtensions are isExtension's extensions, for the generators.
var webExtensions = strings.Fields("html htm shtml xhtml php asp aspx jsp cgi pdf ps txt md xml json yaml yml gz tgz bz2 xz zip tar jar png jpg jpeg gif svg dvi tex sty cls dtx bib mf el py pl c h rb go js css rss atom git deb rpm exe iso")

// TestCommaAfterFile: the rule comma-after-file's cases as printed
// (pdftotext of refman.pdf and short-math-guide.pdf) and look-alikes
// that other rules decide.
func TestCommaAfterFile(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Windows users can make use of WinFIG (http://www.schmidt-web-berlin.de/WinFIG.htm,\nshareware), or XFig under Cygwin.\n", "http://www.schmidt-web-berlin.de/WinFIG.htm"},
		{"[5] The graphics guide, http://mirror.ctan.org/macros/latex/required/graphics/grfguide.pdf,\n2017.\n\n", "http://mirror.ctan.org/macros/latex/required/graphics/grfguide.pdf"},
		// A query's value lists files: the rule is indifferent, the
		// others decide as before (this line is short: it ends).
		{"see https://x.example/get?f=a.pdf,\nb.pdf for both\n", "https://x.example/get?f=a.pdf"},
		// Inside <…> the closer decides.
		{"see <https://x.example/a.pdf,\nb.pdf> for both\n", "https://x.example/a.pdf,b.pdf"},
	} {
		if got := bareOne(t, c.in); got != c.want {
			t.Errorf("%q: got %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCommaAfterFileGenerated draws URLs whose path ends in a file's name
// with each of isExtension's extensions (in any case), followed by one or
// two commas at a line's end, in prose filled to widths of 40 to 100
// columns, bare or in parentheses, the next line's first word drawn from
// any printable ASCII byte: the URL found is the path without its commas,
// and the next word is never joined. The rule's predicate is false for
// every drawn URL whose commas stand in a query or a fragment, or after a
// segment with no extension.
func TestCommaAfterFileGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(39, 44))
	const seg = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~"
	word := func(set string, n int) string { return drawWord(rng, set, n) }
	var printable strings.Builder
	for c := byte('!'); c <= '~'; c++ {
		printable.WriteByte(c)
	}
	prose := "the of and a to in is was for on that by with as from an at which this are be or"
	pw := strings.Fields(prose)
	n := 0
	for range 3000 {
		ext := webExtensions[rng.IntN(len(webExtensions))]
		if rng.IntN(3) == 0 {
			ext = strings.ToUpper(ext)
		}
		u := "http://" + strings.ToLower(word(seg[:36], 2+rng.IntN(8))) + ".example"
		for range rng.IntN(4) {
			u += "/" + word(seg, 1+rng.IntN(10))
		}
		u += "/" + word(seg, 1+rng.IntN(10)) + "." + ext
		commas := strings.Repeat(",", 1+rng.IntN(2))
		open, close := "", ""
		if rng.IntN(2) == 0 {
			open, close = "(", ")"
		}
		width := 40 + rng.IntN(61)
		var lead strings.Builder
		for lead.Len()+len(open)+len(u)+len(commas) < width-rng.IntN(20) {
			lead.WriteString(pw[rng.IntN(len(pw))] + " ")
		}
		next := word(printable.String(), 1+rng.IntN(12))
		if strings.Contains(next, "://") || strings.ContainsAny(next[:1], "<>\"'`([{") {
			next = "x" + next
		}
		in := lead.String() + open + u + commas + "\n" + next + close + " and " + pw[rng.IntN(len(pw))] + ".\n"
		found := all(t, in, Options{})
		if len(found) == 0 || found[0] != u {
			t.Fatalf("%q: got %q, want %q first", in, found, u)
		}
		n++
		// Not the rule's: commas in a query or a fragment, or after a
		// segment with no extension.
		for _, v := range []string{
			u + "?" + word(seg, 1+rng.IntN(5)) + "=" + word(seg, 1+rng.IntN(5)) + "." + ext + commas,
			u + "#" + word(seg, 1+rng.IntN(5)) + "." + ext + commas,
			strings.TrimSuffix(u, "."+ext) + commas,
			u + "/" + commas,
		} {
			if commaAfterFile([]byte(v)) {
				t.Fatalf("commaAfterFile(%q): true, want false", v)
			}
		}
	}
	t.Logf("%d URLs with a comma after their file's extension at a line's end", n)
}
