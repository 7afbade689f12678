package extract

import (
	"fmt"
	"html"
	"math/rand/v2"
	"os/exec"
	"strings"
	"testing"
)

// TestHtml2textFillModel holds the tests' model of html2text
// (html2textFill for a table's cell, html2textBreak for a paragraph) to
// html2text itself, where it is installed: words of letters, digits and
// the punctuation around which html2text breaks or does not ("-", "/",
// ":", "(", "[", "{", ",", ".", ";", "@", "?", "#", "=", "~", "%"), URLs
// among them and words longer than the column, set in a cell of a
// bordered table (beside a cell of one word) and in a paragraph, at
// -width 20 to 79. The cell's lines, read between its borders, are
// html2textFill's at the column's drawn width, and the column is no
// narrower than the cell's longest piece that may not be broken (html2text
// widens the column rather than cut a word); the paragraph's lines are
// html2textBreak's at the width. Generator seed 4953 (prec50). The
// model before (a word cut at the column, breaks after "/" and "-"
// only) set 25 of the 120 cells and 31 of the 120 paragraphs otherwise.
func TestHtml2textFillModel(t *testing.T) {
	h2t, err := exec.LookPath("html2text")
	if err != nil {
		t.Skip("html2text is not installed")
	}
	r := rand.New(rand.NewPCG(4953, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const punct = "-/:([{,.;@?#=~%"
	run := func(doc string, width int) []string {
		cmd := exec.Command(h2t, "-width", fmt.Sprint(width), "-nobs", "-utf8")
		cmd.Stdin = strings.NewReader(doc)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimRight(string(out), "\n"), "\n")
	}
	cellBad, paraBad, n := 0, 0, 0
	for k := range 120 {
		width := 20 + r.IntN(60)
		var words []string
		for range 1 + r.IntN(14) {
			var w string
			switch r.IntN(5) {
			case 0:
				w = []string{"http://", "https://", "ftp://"}[r.IntN(3)] + drawWord(r, letters, 2+r.IntN(8)) + ".example.org"
				for range r.IntN(4) {
					w += string(punct[r.IntN(len(punct))]) + drawWord(r, letters+"0123456789", 1+r.IntN(9))
				}
			case 1:
				w = drawWord(r, letters, 8+r.IntN(40)) // longer than many columns
			default:
				w = drawWord(r, letters, 1+r.IntN(7))
				for range r.IntN(3) {
					w += string(punct[r.IntN(len(punct))]) + drawWord(r, letters, 1+r.IntN(5))
				}
			}
			words = append(words, w)
		}
		text := strings.Join(words, " ")
		n++
		// A cell of a bordered table.
		out := run("<html><body><table border=1><tr><td>x</td><td>"+html.EscapeString(text)+"</td></tr></table></body></html>", width)
		var cell []string
		cw := -1
		for _, line := range out {
			if !strings.HasPrefix(line, "|") {
				continue
			}
			rs := []rune(line)
			var bars []int
			for i, c := range rs {
				if c == '|' {
					bars = append(bars, i)
				}
			}
			if len(bars) != 3 {
				t.Fatalf("%q: a row of %d borders: %q", text, len(bars), line)
			}
			cw = bars[2] - bars[1] - 1
			cell = append(cell, strings.TrimRight(strings.ReplaceAll(string(rs[bars[1]+1:bars[2]]), "_", " "), " "))
		}
		for len(cell) > 0 && cell[len(cell)-1] == "" {
			cell = cell[:len(cell)-1]
		}
		if got, want := strings.Join(cell, "\n"), strings.Join(html2textFill(words, cw), "\n"); got != want || cw < html2textPieces(text) {
			if cellBad++; cellBad <= 5 {
				t.Errorf("cell %d of %q at -width %d (column %d, longest piece %d):\nhtml2text\n%s\nmodel\n%s", k, text, width, cw, html2textPieces(text), got, want)
			}
		}
		// A paragraph.
		out = run("<html><body><p>"+html.EscapeString(text)+"</p></body></html>", width)
		for len(out) > 0 && out[0] == "" {
			out = out[1:]
		}
		if got, want := strings.Join(out, "\n"), strings.Join(html2textBreak(text, width), "\n"); got != want {
			if paraBad++; paraBad <= 5 {
				t.Errorf("paragraph %d of %q at -width %d:\nhtml2text\n%s\nmodel\n%s", k, text, width, got, want)
			}
		}
	}
	t.Logf("%d texts: %d cells and %d paragraphs set otherwise than the model", n, cellBad, paraBad)
}
