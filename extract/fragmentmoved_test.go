package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFragmentMovedProperty: a paragraph filled as html2text fills one
// (html2textFill: greedily to the width, a word that does not fit broken
// after its last "/" or "-" that does; widths 60 to 79, indentation 0 to
// 7, prose of words and stopwords) holding a URL whose path ends in "/"
// before a fragment ("…/code-style-guidelines/#names"), so that the fill
// may move the fragment whole to the next line: the URL is given whole,
// as the first reading or the other (JSON's alternatives). Before the
// rule (fragmentMoved) a "#" that starts a line ended the URL (prose's,
// or a heading's). Generator seed 4933 (prec49). The URL is drawn before
// words and after them, the fragment of letters, digits, "-", "_" and
// ".", and followed by prose, a stop or a bracket; draws where the fill
// does not break the URL right before its "#" are counted apart (the
// rules for those are other tests'), and so are those where the text
// cannot tell the width well enough: the fragment's word would have
// fitted within two columns of it, or no line of the prose around comes
// within two columns of it.
func TestFragmentMovedProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4933, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const frag = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_."
	prose := []string{"the", "and", "to", "of", "see", "for", "more", "details", "which", "guide", "style", "code", "names", "in", "a"}
	n, bad, other, undecidable := 0, 0, 0, 0
	for range 8000 {
		width := 60 + r.IntN(20)
		indent := r.IntN(8)
		path := ""
		for range 1 + r.IntN(4) {
			path += "/" + drawWord(r, letters+"0123456789-", 2+r.IntN(12))
		}
		f := drawWord(r, letters, 1) + drawWord(r, frag, r.IntN(24))
		f = strings.TrimRight(f, "-_.")
		url := "https://" + drawWord(r, letters, 3+r.IntN(10)) + ".org" + path + "/#" + f
		var words []string
		for range r.IntN(14) {
			words = append(words, prose[r.IntN(len(prose))])
		}
		words = append(words, url+[]string{"", "", ".", ")", ","}[r.IntN(5)])
		for range 1 + r.IntN(10) {
			words = append(words, prose[r.IntN(len(prose))])
		}
		lines := html2textBreak(strings.Join(words, " "), width-indent)
		pad := strings.Repeat(" ", indent)
		moved, close := false, false
		for i := range lines {
			if strings.HasSuffix(lines[i], url[:strings.Index(url, "#")]) && i+1 < len(lines) && strings.HasPrefix(lines[i+1], url[strings.Index(url, "#"):]) {
				moved = true
				// The fragment's word would have fitted on the URL's
				// line within the slack a reader of the fill allows
				// (the prose's widest line is its width at most).
				tok, _, _ := strings.Cut(lines[i+1], " ")
				close = indent+len(lines[i])+len(tok) <= width+2
			}
			lines[i] = pad + lines[i]
		}
		if !moved {
			other++
			continue
		}
		// Prose around, filled to the same width, its widest line
		// reaching it.
		var before []string
		for range 90 + r.IntN(60) {
			before = append(before, prose[r.IntN(len(prose))])
		}
		widest := 0
		for _, l := range html2textBreak(strings.Join(before, " "), width-indent) {
			widest = max(widest, indent+len(l))
		}
		if close || widest < width-2 {
			undecidable++
			continue
		}
		text := pad + strings.Join(html2textBreak(strings.Join(before, " "), width-indent), "\n"+pad) + "\n\n" + strings.Join(lines, "\n") + "\n"
		s := NewScanner(strings.NewReader(text), Options{})
		found := false
		var got []string
		for s.Scan() {
			u := s.URL()
			got = append(got, u.Text)
			found = found || u.Text == url
			for _, a := range alternatives(u) {
				found = found || a == url
			}
		}
		if !found {
			if bad++; bad <= 10 {
				t.Errorf("%q: got %q, want %q (first or other reading)", text, got, url)
			}
		}
		n++
	}
	t.Logf("%d paragraphs with a URL's fragment moved to the next line: %d lost; %d left out (the fragment would have fitted within 2 columns, or no prose line reaches the width less 2: no reader can tell the width), %d draws with no such break", n, bad, undecidable, other)
	if n < 500 {
		t.Fatalf("only %d paragraphs", n)
	}
}
