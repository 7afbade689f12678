package extract

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var fragWordSeed = flag.Uint64("fragwordseed", 5343, "TestFragmentWordProperty: the generator's seed (tuning 5343; the held-out 5344 is read once, at the end)")

// TestFragmentWordProperty (issue 28, fragment-word): text where no greedy
// fill is in sight (a list of references as html2text prints a <dl>, a
// paragraph before a block of code or shell, a page read back from a PDF
// by pdftotext, one paragraph a line) and a line that ends with a URL
// whose path ends in "/", its line at most the fill of the lines around
// wide, the next line at the same indentation starting with "#".
//
// Positive draws: the "#…" is the URL's fragment, moved whole to the next
// line because it did not fit (html2text, w3m, TeX's \url break after
// "/"); the fragment's bytes are drawn from all of RFC 3986's fragment
// characters (letters, digits, "-._~:@!$&'()*+,;=/?%"), and after it come
// more words, a stop or a bracket, or nothing. Counted: the URL given
// whole as the first reading, as the other reading only, or not at all.
//
// Negative draws: the "#…" is not the URL's: a line of C ("#include
// <stdio.h>", "#define X 1"), a comment of shell or Python ("#cd build",
// "#TODO: fix", any printable bytes after "#"), a hashtag ("#debian is
// …"), an issue's number ("#1234"), a heading ("#Usage"). Counted: the
// first reading is the URL joined to it (a false URL), per class.
//
// The fragment's word would not have fitted on the URL's line within the
// fill (draws where it would have are redrawn).
func TestFragmentWordProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(*fragWordSeed, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const alnum = letters + "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	const fragChars = alnum + "-._~:@!$&'()*+,;=/?%"
	var printable string
	for c := byte('!'); c <= '~'; c++ {
		printable += string(c)
	}
	prose := []string{"the", "and", "to", "of", "see", "for", "more", "details", "which", "guide", "style", "code", "names", "in", "a", "Manual", "Reference", "Conventions", "API", "Design", "Guidelines", "page"}
	words := func(k int) string {
		var w []string
		for range k {
			w = append(w, prose[r.IntN(len(prose))])
		}
		return strings.Join(w, " ")
	}
	url := func() string {
		u := "https://" + drawWord(r, letters, 3+r.IntN(10)) + "." + []string{"org", "com", "io", "de"}[r.IntN(4)]
		for range 1 + r.IntN(4) {
			u += "/" + drawWord(r, letters+"0123456789-_.", 2+r.IntN(12))
		}
		return u + "/"
	}
	negClasses := []string{"c", "comment", "printable", "hashtag", "issue", "heading"}
	negative := func(class string) (string, string) {
		switch class {
		case "c":
			return []string{"#include <stdio.h>", "#define MAX 10", "#ifdef HAVE_SSL", "#endif", "#pragma once", "#if 0", "#undef X", "#include_next <x.h>"}[r.IntN(8)], ""
		case "comment":
			return "#" + []string{"cd build", "TODO: fix this", "FIXME", "make install", "export PATH", "NOTE the path", "ignore", "XXX"}[r.IntN(8)], ""
		case "printable":
			return "#" + drawWord(r, printable, 1+r.IntN(12)) + []string{"", " " + words(1+r.IntN(5))}[r.IntN(2)], ""
		case "hashtag":
			return "#" + drawWord(r, letters, 3+r.IntN(8)) + " " + words(1+r.IntN(6)), ""
		case "issue":
			return fmt.Sprintf("#%d %s", 1+r.IntN(9999), words(r.IntN(5))), ""
		default:
			return "#" + []string{"Usage", "Installation", "Examples", "Notes"}[r.IntN(4)], ""
		}
	}
	type tally struct{ n, first, other, lost int }
	pos := map[string]*tally{}
	negN, negFalse := map[string]int{}, map[string]int{}
	layouts := []string{"reflist", "code", "pdf"}
	for range 6000 {
		layout := layouts[r.IntN(len(layouts))]
		isPos := r.IntN(2) == 0
		u := url()
		var next, want, class string
		if isPos {
			f := drawWord(r, alnum, 1) + drawWord(r, fragChars, r.IntN(28))
			next = "#" + f + []string{"", "", ".", ").", ",", " for more information.", " " + words(1+r.IntN(6))}[r.IntN(7)]
			want = u + "#" + f
			class = layout
		} else {
			class = negClasses[r.IntN(len(negClasses))]
			next, _ = negative(class)
			class += "/" + layout
			want = u
		}
		tok, _, _ := strings.Cut(next, " ")
		var text string
		switch layout {
		case "reflist", "code":
			width := 60 + r.IntN(20)
			indent := []int{0, 2, 4, 6}[r.IntN(4)]
			if layout == "reflist" {
				indent = 6
			}
			pad := strings.Repeat(" ", indent)
			// The URL's line: words before the URL so that it ends within
			// the width and the next word would not have fitted.
			head := ""
			for len(head)+1+len(u) < width-indent-r.IntN(12) {
				head = strings.TrimSpace(head + " " + prose[r.IntN(len(prose))])
			}
			line := pad + strings.TrimSpace(head+" "+u)
			if len(line) > width || len(line)+1+len(tok) <= width+2 {
				continue
			}
			var b strings.Builder
			if layout == "reflist" {
				for range 2 + r.IntN(4) {
					b.WriteString("  " + drawWord(r, letters, 3+r.IntN(8)) + "(1,2)\n")
					for _, l := range html2textBreak(words(3+r.IntN(6))+" "+url()+drawWord(r, letters, 4+r.IntN(20))+".html", width-6) {
						b.WriteString(pad + l + "\n")
					}
					if r.IntN(2) == 0 {
						b.WriteString(pad + words(2+r.IntN(4)) + "\n") // a <dd>'s second paragraph
					}
				}
				b.WriteString("  " + drawWord(r, letters, 3+r.IntN(8)) + "(1,2)\n")
				b.WriteString(line + "\n" + pad + next + "\n")
				b.WriteString("  " + drawWord(r, letters, 3+r.IntN(8)) + "(1,2)\n" + pad + words(2+r.IntN(5)) + "\n")
			} else {
				for _, l := range html2textBreak(words(40+r.IntN(60)), width-indent) {
					b.WriteString(pad + l + "\n")
				}
				b.WriteString(line + "\n" + pad + next + "\n")
				for range 1 + r.IntN(5) {
					b.WriteString(pad + "  " + []string{"make", "cd", "git", "sudo apt install", "./configure", "export"}[r.IntN(6)] + " " + drawWord(r, letters, 2+r.IntN(6)) + "\n")
				}
				b.WriteString("\n")
			}
			text = b.String()
		default: // pdftotext: a paragraph a line, long
			var b strings.Builder
			for range 2 + r.IntN(4) {
				b.WriteString(words(15+r.IntN(20)) + "\n")
			}
			body := words(12 + r.IntN(20))
			line := body + " " + u
			fill := 0
			for _, l := range strings.Split(b.String(), "\n") {
				fill = max(fill, len(l))
			}
			if len(line) > fill || len(line)+1+len(tok) <= fill+2 {
				continue
			}
			b.WriteString(line + "\n" + next + "\n" + words(15+r.IntN(20)) + "\n")
			text = b.String()
		}
		s := NewScanner(strings.NewReader(text), Options{})
		first, other := false, false
		var got []string
		for s.Scan() {
			x := s.URL()
			if !strings.HasPrefix(u, x.Text) && !strings.HasPrefix(x.Text, u) {
				continue
			}
			got = append(got, x.Text)
			first = first || x.Text == want
			for _, a := range alternatives(x) {
				other = other || a == want
			}
			if !isPos && x.Text != u && strings.HasPrefix(x.Text, u) {
				if negFalse[class]++; negFalse[class] <= 3 {
					t.Logf("false URL %q (%s):\n%s", x.Text, class, text)
				}
			}
		}
		if !isPos {
			negN[class]++
			continue
		}
		tl := pos[class]
		if tl == nil {
			tl = &tally{}
			pos[class] = tl
		}
		tl.n++
		switch {
		case first:
			tl.first++
		case other:
			tl.other++
		default:
			tl.lost++
			if tl.lost <= 2 && testing.Verbose() {
				t.Logf("lost %q (%s): got %q", want, class, got)
			}
		}
	}
	total := tally{}
	for _, l := range layouts {
		tl := pos[l]
		if tl == nil {
			continue
		}
		t.Logf("seed %d, fragment moved, %s: %d draws: whole first %d, other only %d, lost %d", *fragWordSeed, l, tl.n, tl.first, tl.other, tl.lost)
		total.n += tl.n
		total.first += tl.first
		total.other += tl.other
		total.lost += tl.lost
	}
	falses, nn := 0, 0
	var negKeys []string
	for _, c := range negClasses {
		for _, l := range layouts {
			negKeys = append(negKeys, c+"/"+l)
		}
	}
	for _, c := range negKeys {
		t.Logf("seed %d, not the URL's, %s: %d draws, %d false URLs first", *fragWordSeed, c, negN[c], negFalse[c])
		falses += negFalse[c]
		nn += negN[c]
	}
	t.Logf("seed %d: fragments %d: whole first %d, other only %d, lost %d; not the URL's %d: false URLs first %d", *fragWordSeed, total.n, total.first, total.other, total.lost, nn, falses)
	if total.n < 500 || nn < 500 {
		t.Fatalf("too few draws: %d fragments, %d others", total.n, nn)
	}
	// Floors and ceilings of the tuning seed's figures. Main before
	// fragment-word (5e3fea7) gave 257 fragments whole first of 1465 and
	// 193 false URLs of 920; with it 317 and 201, the 8 more all of the
	// "printable" class ("#wyy9ZkQ5": a word a fragment may be). The
	// others are fragmentMoved's, where the text around reads as filled
	// greedily (c 30, comment 26, hashtag 44, issue 23, heading 49): they
	// may not grow. fragmentMoved no longer reads a C preprocessor's
	// line or an issue's number as a fragment (prec62): c 30 -> 10,
	// issue 23 -> 6 (201 -> 164 in all; the rest of both are hard-cut's
	// and longer-than-line's joins), fragments whole first the same. Most fragments lost hold a byte fragment-word does not
	// read ("(", ",", "$", "'", …): any of RFC 3986's is drawn.
	if *fragWordSeed == 5343 {
		if total.first < 310 {
			t.Errorf("fragments whole first %d of %d, want 310 at least (5e3fea7: 257)", total.first, total.n)
		}
		ceiling := map[string]int{"c": 10, "comment": 26, "hashtag": 44, "issue": 6, "heading": 49, "printable": 29}
		for _, c := range negClasses {
			got := 0
			for _, l := range layouts {
				got += negFalse[c+"/"+l]
			}
			if got > ceiling[c] {
				t.Errorf("%s: %d false URLs, want %d at most", c, got, ceiling[c])
			}
		}
	}
}
