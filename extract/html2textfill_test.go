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
	h2t := renderer(t, "html2text")
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

// TestHtml2textRowModel holds the tests' drawer of html2text's bordered
// rows (writeRow, with html2textFill for each cell) to html2text itself,
// where it is installed: two rows of 2-4 cells, each of 1-16 words
// (letters, the punctuation html2text breaks around, URLs), at -width 30
// to 109, so that a row's cells have different numbers of lines. The
// rows html2text prints are writeRow's at the column widths html2text
// chose (read from its borders): each cell's lines centred in the row,
// the smaller half of the lines left over above it. Generator seed 5047
// (prec51). writeRow before (every cell from the row's first line) drew
// 113 of the 120 tables otherwise.
func TestHtml2textRowModel(t *testing.T) {
	h2t := renderer(t, "html2text")
	r := rand.New(rand.NewPCG(5047, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const punct = "-/:,.;@?#="
	bad, n := 0, 0
	for k := range 120 {
		width := 30 + r.IntN(80)
		cells := 2 + r.IntN(3)
		var rows [2][][]string
		top := k%2 == 1 // every other table's cells valign="top" (review51 K11)
		td := "<td>"
		if top {
			td = `<td valign="top">`
		}
		var doc strings.Builder
		doc.WriteString("<html><body><table border=1>")
		for i := range rows {
			doc.WriteString("<tr>")
			for range cells {
				var words []string
				for range 1 + r.IntN(16) {
					w := drawWord(r, letters, 1+r.IntN(7))
					switch r.IntN(6) {
					case 0:
						w = []string{"http://", "https://"}[r.IntN(2)] + drawWord(r, letters, 2+r.IntN(6)) + ".org/" + drawWord(r, letters, 1+r.IntN(6))
					case 1:
						w += string(punct[r.IntN(len(punct))]) + drawWord(r, letters, 1+r.IntN(5))
					}
					words = append(words, w)
				}
				rows[i] = append(rows[i], words)
				doc.WriteString(td + html.EscapeString(strings.Join(words, " ")) + "</td>")
			}
			doc.WriteString("</tr>")
		}
		doc.WriteString("</table></body></html>")
		cmd := exec.Command(h2t, "-width", fmt.Sprint(width), "-nobs", "-utf8")
		cmd.Stdin = strings.NewReader(doc.String())
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		var widths []int
		for _, line := range strings.Split(string(out), "\n") {
			if !strings.HasPrefix(line, "|") {
				continue
			}
			got = append(got, line)
			if widths == nil {
				at := 0
				for i, c := range line[1:] {
					if c == '|' {
						widths = append(widths, i-at)
						at = i + 1
					}
				}
			}
		}
		if len(widths) != cells {
			t.Fatalf("table %d: %d columns read, want %d:\n%s", k, len(widths), cells, out)
		}
		var b strings.Builder
		for _, row := range rows {
			texts := make([][]string, cells)
			for c, words := range row {
				texts[c] = html2textFill(words, widths[c])
			}
			writeRow(&b, texts, widths, top)
		}
		n++
		if want := strings.TrimRight(b.String(), "\n"); strings.Join(got, "\n") != want {
			if bad++; bad <= 5 {
				t.Errorf("table %d at -width %d:\nhtml2text\n%s\nmodel\n%s", k, width, strings.Join(got, "\n"), want)
			}
		}
	}
	t.Logf("%d tables: %d drawn otherwise than writeRow", n, bad)
}
