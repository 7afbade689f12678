package extract

import (
	"fmt"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
)

// lynxFill sets words as lynx -dump sets a paragraph: indented by indent
// columns, filled greedily up to column margin, a word longer than the
// room on a line of its own and cut at the margin, its rest on the next
// lines at the same indentation (the lynxMargin rule's reading of lynx).
func lynxFill(words []string, indent, margin int) []string {
	pad := strings.Repeat(" ", indent)
	room := margin - indent
	var lines []string
	line := ""
	for _, w := range words {
		switch {
		case line == "" && len(w) <= room:
			line = w
		case line != "" && len(line)+1+len(w) <= room:
			line += " " + w
		case len(w) <= room:
			lines = append(lines, pad+line)
			line = w
		default:
			if line != "" {
				lines = append(lines, pad+line)
			}
			for len(w) > room {
				lines = append(lines, pad+w[:room])
				w = w[room:]
			}
			line = w
		}
	}
	if line != "" {
		lines = append(lines, pad+line)
	}
	return lines
}

// TestLynxTailProperty: a paragraph as lynx sets it (lynxFill, margins
// 54 and 66, lynx's for -width 60 and 72, indentation 3 or 7; prose
// around of words, stopwords of six languages, numbers, capitalised
// words) holding a URL longer than a line, which lynx cuts at the margin
// wherever it falls, so that the rest on the next line may be a word of
// one to three letters or digits before more prose ("…/WhatsNewIn" and
// "04 )", "…/hibidi.p" and "y and", lynx60's tuned2): the URL is given
// whole, as the first reading or the other (JSON's alternatives). Where
// the rest is a stopword or a number the first reading ends at the
// margin (the URL may fill its line by chance) and the joined one is the
// other; before the rule (lynxTail) the joined reading was lost.
// Generator seed 4931 (prec49). Left out, and counted: URLs whose cut
// falls where the rules read the rest otherwise and no reader could tell
// (the rest is a word of prose of four letters or more, a capitalised
// word, a rest that starts with punctuation), and URLs cut into a rest
// of more than three characters (the rules before decide those, as
// TestRenderedGenerated measures).
func TestLynxTailProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4931, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	prose := []string{"the", "and", "to", "of", "y", "e", "es", "en", "de", "la", "o", "um", "di", "see", "for", "more", "details", "which", "might", "help", "learn", "about"}
	n, bad, tails, skipped, others, othersLost := 0, 0, 0, 0, 0, 0
	for range 6000 {
		margin := []int{54, 66}[r.IntN(2)]
		indent := []int{3, 7}[r.IntN(2)]
		room := margin - indent
		// A URL longer than a line: its path's segments of letters and
		// digits, a query or a fragment, a file's extension.
		var u strings.Builder
		u.WriteString([]string{"http://", "https://"}[r.IntN(2)])
		u.WriteString(drawWord(r, letters, 3+r.IntN(8)) + "." + []string{"org", "com", "net", "io"}[r.IntN(4)])
		for u.Len() < room+1+r.IntN(room/2) {
			switch r.IntN(6) {
			case 0:
				u.WriteString("#" + drawWord(r, alnum, 4+r.IntN(12)))
			case 1:
				u.WriteString("?p=" + drawWord(r, letters, 3+r.IntN(6)) + ";a=" + drawWord(r, letters, 3+r.IntN(6)))
			default:
				u.WriteString("/" + drawWord(r, alnum, 3+r.IntN(14)))
			}
			if strings.ContainsAny(u.String()[strings.Index(u.String(), "//")+2:], "#?") && r.IntN(2) == 0 {
				break
			}
		}
		// Cut so that its rest on the next line is one to three
		// characters: a stopword, a number, or letters and digits drawn.
		base := u.String()
		c := len(base) / room
		if c == 0 {
			c = 1
		}
		var tail string
		kind := r.IntN(3)
		switch kind {
		case 0:
			tail = []string{"y", "e", "o", "es", "en", "de", "la", "um", "di", "to", "of", "and", "the", "for", "in", "on", "at"}[r.IntN(17)]
		case 1:
			tail = drawWord(r, "0123456789", 1+r.IntN(3))
		default:
			tail = drawWord(r, alnum, 1+r.IntN(3))
		}
		for len(base) < c*room {
			base += drawWord(r, alnum, 1)
		}
		url := base[:c*room] + tail
		if strings.Contains(url[c*room-1:c*room], "/") || strings.ContainsAny(url[c*room-1:c*room], "#?;=") {
			skipped++
			continue // the rules after "/", "#", "=" decide (a path's or a query's next part)
		}
		var words []string
		for range r.IntN(8) {
			words = append(words, prose[r.IntN(len(prose))])
		}
		words = append(words, url)
		// What follows it: a bracket, a stop or a comma glued to it one
		// time in four, then prose.
		if r.IntN(4) == 0 {
			words[len(words)-1] += []string{")", ".", ",", ";"}[r.IntN(4)]
		}
		for range 2 + r.IntN(8) {
			w := prose[r.IntN(len(prose))]
			switch r.IntN(5) {
			case 0:
				w = fmt.Sprint(r.IntN(100))
			case 1:
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			words = append(words, w)
		}
		lines := lynxFill(words, indent, margin)
		core := []byte(tail)
		claimed := stopword(core) || sectionNumber(core)
		if !claimed {
			others++
		}
		tails++
		text := "Some words before it.\n\n" + strings.Join(lines, "\n") + "\n\nAnd a paragraph after.\n"
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
		if !found && !claimed {
			othersLost++
		}
		if !found && claimed {
			if bad++; bad <= 10 {
				t.Errorf("%q: got %q, want %q (first or other reading)", text, got, url)
			}
		}
		n++
	}
	t.Logf("%d paragraphs with a URL cut into a rest of 1-3 characters, %d of them a stopword or a number: %d lost; of the %d others (letters and digits drawn) %d lost (the rules before decide them); %d left out (cut after \"/\", \"#\", \"?\", \";\" or \"=\")", n, n-others, bad, others, othersLost, skipped)
	if n-others < 1000 {
		t.Fatalf("only %d paragraphs", n)
	}
}

// TestLynxFillModel holds lynxFill to lynx itself, where it is installed:
// a paragraph of words and a URL longer than a line, dumped at -width 60
// and 72, is set as lynxFill sets it at margins 54 and 66, indentation 3.
// Generator seed 4932 (prec49).
func TestLynxFillModel(t *testing.T) {
	lynx := renderer(t, "lynx")
	r := rand.New(rand.NewPCG(4932, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	bad := 0
	for k := range 40 {
		width, margin := 60, 54
		if k%2 == 1 {
			width, margin = 72, 66
		}
		var words []string
		for range 1 + r.IntN(10) {
			words = append(words, drawWord(r, letters, 1+r.IntN(8)))
		}
		words = append(words, "https://"+drawWord(r, letters, 5)+".org/"+drawWord(r, letters, margin+r.IntN(margin)))
		for range 1 + r.IntN(10) {
			words = append(words, drawWord(r, letters, 1+r.IntN(8)))
		}
		cmd := exec.Command(lynx, "-dump", "-stdin", "-nolist", "-display_charset=utf-8", fmt.Sprintf("-width=%d", width))
		cmd.Stdin = strings.NewReader("<html><body><p>" + strings.Join(words, " ") + "</p></body></html>")
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		got := strings.TrimRight(string(out), "\n ")
		got = strings.TrimLeft(got, "\n")
		want := strings.Join(lynxFill(words, 3, margin), "\n")
		if got != want {
			if bad++; bad <= 5 {
				t.Errorf("width %d:\ngot\n%s\nwant\n%s", width, got, want)
			}
		}
	}
}
