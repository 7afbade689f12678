package extract

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestBorderedCell (bordered-cell, issue 28): html2text draws a table with
// "|" borders and fills each cell's text to the cell's width, cutting a
// word too long for it at the width or after a "/" or "-" that fills the
// line; a URL broken so goes on on the cell's next line, between the
// same borders, the other cells' text between its pieces.
func TestBorderedCell(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string
	}{
		{"sane-backends.html (tuned2): glued to the last border, then padding",
			rejoinRules[ruleBorderedCell].asked, []string{"https://gitlab.com/sane-project/backends/-/issues/436"}},
		{"a middle column, its padding before the border",
			"|c   |https://www.example.org/foo-bar/      |y|\n|    |baz_qux/index.html                    | |\n|____|______________________________________|_|\n",
			[]string{"https://www.example.org/foo-bar/baz_qux/index.html"}},
		{"a middle column, glued through the border into the next cell after a \"/\" (under html2text's rule over the table: the row goes on)",
			" ____\n|a|https://x.example/aaaa/bbbb/|z   |\n| |cccc/dddd.html              |zz  |\n|_|____________________________|____|\n",
			[]string{"https://x.example/aaaa/bbbb/cccc/dddd.html"}},
		{"a piece glued to the border that ends in a letter: html2text cuts no word there (it widens the column), a space followed",
			" ____\n|a|https://x.example/aaaa/bbbb|z   |\n| |cccc/dddd.html             |zz  |\n|_|___________________________|____|\n",
			[]string{"https://x.example/aaaa/bbbb"}},
		{"prec49's @word: a name on the cell's next line after a URL that fills its cell",
			" ____\n|Open http://h.example.org:8080/app|words|\n|@angular/core is needed           |     |\n|__________________________________|_____|\n",
			[]string{"http://h.example.org:8080/app"}},
		{"html2text breaks after a \":\" (a port on the cell's next line)",
			" _____\n|aa bbb|Open http://h.example.org: |cc|\n|      |8080/application/x.html    |  |\n|______|___________________________|__|\n",
			[]string{"http://h.example.org:8080/application/x.html"}},
		{"html2text keeps a piece of one character after a \"/\" with the next word (\"…/1 more\")",
			" ___\n|mokkkm htrbgi    |jfc uyje http://          |\n|oadka h jrkx et s|ngnnqgc.uenlkapt.a.net/   |\n|_________________|1_njrd_qtgr_kg____________|\n",
			[]string{"http://ngnnqgc.uenlkapt.a.net/1"}},
		{"a prose sentence after the URL: the word would not have fitted",
			"|See https://x.example/a/ |x|\n|because it is            |y|\n|_________________________|_|\n",
			[]string{"https://x.example/a/"}},
		{"the next piece would have fitted in the padding: a word of its own",
			"|https://x.example/a/      |x|\n|b/c                       |y|\n|__________________________|_|\n",
			[]string{"https://x.example/a/"}},
		{"blank on the cell's next line",
			"|https://x.example/verylong|x|\n|                          |y|\n|__________________________|_|\n",
			[]string{"https://x.example/verylong"}},
		{"a URL of its own on the cell's next line",
			"|https://x.example/a/b/c/d/|x|\n|https://y.example/        |y|\n|__________________________|_|\n",
			[]string{"https://x.example/a/b/c/d/", "https://y.example/"}},
		{"a capitalised word after a URL that fills its cell",
			"|https://x.example/a/b/c/d/|x|\n|Then                      |y|\n|__________________________|_|\n",
			[]string{"https://x.example/a/b/c/d/"}},
		{"another row's borders: the table's layout changed",
			"|https://x.example/a/b/c/d/|x|\n|e/f|gg|\n",
			[]string{"https://x.example/a/b/c/d/"}},
		{"a Markdown table's row: a space before each border",
			"| a | https://x.example/a/ |\n| b | c/d |\n",
			[]string{"https://x.example/a/"}},
		{"review45 M2: words after the URL on the row's filled line",
			"|bar |see https://b.example.org/x/   |\n|____|y_then_docs_and_more_text_here_|\n",
			[]string{"https://b.example.org/x/"}},
		{"review45 M2: a word of letters after a URL that fills its cell, on the filled line",
			"|foo |https://a.example.org/some/path|\n|____|more_words_follow_here_________|\n",
			[]string{"https://a.example.org/some/path"}},
		{"review45 M2: the next line is a new row (its first cell holds text)",
			"|1|https://a.example.org/x|\n|2|docs                   |\n",
			[]string{"https://a.example.org/x"}},
		{"review45 M2: a password broken in its cell",
			"|db |postgres://app:s3cr/|\n|   |etpw@db.example.org |\n",
			[]string{"postgres://app:s3cr/etpw@db.example.org"}},
		{"a password glued to the border, cut where html2text does not cut: it ends there (printed masked, postgres://app:***)",
			"|db |postgres://app:s3cr|\n|   |etpw@db.example.org|\n",
			[]string{"postgres://app:s3cr"}},
		{"no table: a quotation's bars",
			"| see https://x.example/a/\n| b/c.html for more\n",
			[]string{"https://x.example/a/b/c.html"}},
	}
	for _, tt := range tests {
		for _, name := range []string{"", "a.txt"} {
			if got := scanAll(tt.in, name); strings.Join(got, " ") != strings.Join(tt.want, " ") {
				t.Errorf("%s (%q): %q: got %q, want %q", tt.name, name, tt.in, got, tt.want)
			}
		}
	}
}

// html2textFill fills words into the lines of a cell of a table as
// html2text 1.3.2a sets it: the column is at least as wide as the cell's
// longest piece that html2text may not break (html2textPieces), so that
// no word is cut at the column, and the words are broken as in a
// paragraph (html2textBreak) at that width, w or the piece's. Callers
// draw the cell's border after its widest line (html2textWidth).
// TestHtml2textFillModel holds it to html2text's own output.
func html2textFill(words []string, w int) []string {
	text := strings.Join(words, " ")
	return html2textBreak(text, max(w, html2textPieces(text)))
}

// html2textBreak breaks text (words separated by single spaces) into
// lines of w characters as html2text breaks a paragraph (format.cc,
// make_up): a line may break before a space, before "(", "[" or "{",
// and after "-", "/" or ":" unless ",", ".", ";" or ":" follows; where a
// line would grow past w it breaks at the last such place on it, and
// where there is none a piece runs past w to the first. A word is never
// cut elsewhere: "…example.org/app@angular" stays whole.
func html2textBreak(text string, w int) []string {
	t := []rune(text)
	var lines []string
	from := 0
	for from < len(t) {
		to, lbp := from+1, -1
		for to < len(t) {
			if html2textBreakable(t[to-1], t[to]) {
				lbp = to
				to++
				for to < len(t) && t[to] == ' ' {
					to++
				}
			} else {
				to++
			}
			if to-from > w && lbp >= 0 {
				to = lbp
				break
			}
		}
		lines = append(lines, strings.TrimRight(string(t[from:to]), " "))
		from = to
		for from < len(t) && t[from] == ' ' {
			from++
		}
	}
	return lines
}

// html2textBreakable reports whether html2text may break a line between
// the characters a and b (html2textBreak).
func html2textBreakable(a, b rune) bool {
	return b == ' ' || b == '(' || b == '[' || b == '{' ||
		strings.ContainsRune("-/:", a) && !strings.ContainsRune(",.;:", b)
}

// html2textPieces is the length of text's longest run that html2text may
// not break (html2textBreakable), in characters: the narrowest column
// html2text draws for it.
func html2textPieces(text string) int {
	t := []rune(text)
	longest, start := 0, 0
	for i := 1; i <= len(t); i++ {
		if i == len(t) || html2textBreakable(t[i-1], t[i]) {
			piece := strings.TrimRight(string(t[start:i]), " ")
			longest = max(longest, utf8.RuneCountInString(piece))
			start = i
			for start < len(t) && t[start] == ' ' {
				start++
			}
			i = max(i, start)
		}
	}
	return longest
}

// html2textWidth is the width of html2text's column for a cell drawn w
// wide whose lines html2textFill set: w, or its widest line.
func html2textWidth(lines []string, w int) int {
	for _, l := range lines {
		w = max(w, utf8.RuneCountInString(l))
	}
	return w
}

// TestBorderedCellProperty: a row of a table as html2text draws it (2-4
// cells of words, widths drawn, a URL of any shape in one cell after 0-2
// words, its text filled to the cell's width by html2textFill, the row's
// last line filled with "_", and a row after it) gives the URL whole, in a file of no kind
// and a .txt. The URL's cell has fewer lines than another cell of its
// row, so that its last piece is not on the filled line (a URL before
// html2text's fill reads as cell-fill reads it). Left out, and counted:
// rows where no reader can tell the URL goes on (decidable): a piece
// after padding that holds letters only ("https://x.org/" and "Gfyc":
// a word that did not fit, or the path's last segment) or reads as an
// abbreviation ("Q.s", "e.g."), or a capitalised
// word after a piece that fills the cell; and a URL cut inside its
// scheme's "://", whose first piece is no URL.
func TestBorderedCellProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(45, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	broken, n, skipped, onFilled := 0, 0, 0, 0
	for range 5000 {
		u := drawSrcURL(r)
		if strings.ContainsAny(u, "|") || strings.ContainsAny(u[len(u)-1:], ".,;:!?'*_-=&") {
			continue
		}
		cells := 2 + r.IntN(3)
		at := r.IntN(cells)
		widths := make([]int, cells)
		texts := make([][]string, cells)
		for c := range cells {
			widths[c] = 6 + r.IntN(20)
			var words []string
			for range 1 + r.IntN(12) {
				words = append(words, drawWord(r, letters, 1+r.IntN(6)))
			}
			texts[c] = html2textFill(words, widths[c])
			widths[c] = html2textWidth(texts[c], widths[c])
		}
		widths[at] = 12 + r.IntN(30)
		var before []string
		for range r.IntN(3) {
			before = append(before, drawWord(r, letters, 1+r.IntN(6)))
		}
		if r.IntN(5) == 0 {
			// A password in the URL's userinfo (review45 M2).
			u = "postgres://" + drawWord(r, letters, 1+r.IntN(5)) + ":" + drawWord(r, letters+"0123456789", 3+r.IntN(10)) + "@db" + drawWord(r, letters, 1+r.IntN(4)) + ".example.org/" + drawWord(r, letters, 1+r.IntN(6))
		}
		var after []string // the cell's words after the URL (review45 M2)
		for range r.IntN(7) {
			after = append(after, drawWord(r, letters, 1+r.IntN(6)))
		}
		texts[at] = html2textFill(append(append(before, u), after...), widths[at])
		widths[at] = html2textWidth(texts[at], widths[at])
		tall := r.IntN(2) == 0 // another cell is taller: the URL's last piece is not on the filled line
		rows := len(texts[at])
		for c := range cells {
			if c != at && !tall {
				rows = max(rows, len(texts[c]))
			}
		}
		if tall {
			rows = -1
		}
		if !decidable(texts[at], u, widths[at]) || !filledDecidable(texts[at], u, widths[at], rows) {
			skipped++
			continue
		}
		if len(texts[at]) > 1 && !strings.HasSuffix(texts[at][0], u) && !strings.Contains(texts[at][0], u+" ") {
			broken++
			if !tall && len(texts[at]) == rows {
				onFilled++
			}
		}
		if tall {
			other := (at + 1) % cells
			for len(texts[other]) <= len(texts[at]) {
				texts[other] = append(texts[other], drawWord(r, letters, 1+r.IntN(min(6, widths[other]))))
			}
		}
		var b strings.Builder
		b.WriteString(" " + strings.Repeat("_", cells+1) + "\n")
		writeRow(&b, texts, widths, topRow(texts))
		// The next row: words, and URL-like words ("a/b", "x.y").
		next := make([][]string, cells)
		for c := range cells {
			var words []string
			for range 1 + r.IntN(4) {
				w := drawWord(r, letters, 1+r.IntN(5))
				if r.IntN(3) == 0 {
					w += "/" + drawWord(r, letters, 1+r.IntN(3))
				}
				words = append(words, w)
			}
			next[c] = html2textFill(words, widths[c])
		}
		writeRow(&b, next, widths, topRow(next))
		in := b.String()
		name := []string{"", "notes.txt"}[r.IntN(2)]
		got := scanAll(in, name)
		if len(got) != 1 || got[0] != u {
			t.Errorf("%s %q: got %q, want [%q]", name, in, got, u)
		}
		n++
	}
	if n < 1500 || broken < n/3 {
		t.Fatalf("only %d rows, %d URLs broken", n, broken)
	}
	t.Logf("%d rows, %d URLs broken in their cell (%d ending on the row's filled line); %d rows left out (no reader can tell)", n, broken, onFilled, skipped)
}

// filledDecidable reports whether the URL u, filled into the lines of its
// cell of width w, the row's last line (rows) filled with "_", can be read
// whole from them (review45 M2): a URL on the filled line is read up to
// the "_" that html2text put for a space only where two words follow it
// (one word and the padding read as the URL's own "_"), and the URL holds
// no "_" there; a piece of letters after a piece that fills its cell is
// a word of the cell's as plausibly; and the URL does not start on the
// filled line with words after it (its first line, as before the rule).
func filledDecidable(lines []string, u string, w, rows int) bool {
	// Where the URL ends: a line it fills to the width, before a word
	// of the cell's, reads as a URL cut there as plausibly.
	var pat strings.Builder
	for i, c := range []byte(u) {
		if i > 0 {
			pat.WriteString("\x00?")
		}
		pat.WriteString(regexp.QuoteMeta(string(c)))
	}
	flat := strings.Join(lines, "\x00")
	loc := regexp.MustCompile(pat.String()).FindStringIndex(flat)
	if loc == nil {
		return false
	}
	endLine := strings.Count(flat[:loc[1]], "\x00")
	if endLine+1 < len(lines) && len(lines[endLine]) == w && strings.HasSuffix(lines[endLine], u[len(u)-1:]) {
		return false
	}
	if len(lines) != rows {
		return true
	}
	last := lines[len(lines)-1]
	if strings.Count(flat[:loc[0]], "\x00") == len(lines)-1 {
		return false // the URL starts on the filled line
	}
	if len(lines) < 2 {
		return true
	}
	// The URL's piece on the filled line: its first word, if the URL
	// goes on there.
	prev := lines[len(lines)-2]
	p, rest, _ := strings.Cut(last, " ")
	if !strings.HasSuffix(u, p) || !strings.Contains(prev, u[:min(len(u), 8)]) && !strings.HasSuffix(u, p) {
		return true
	}
	k := len(u) - len(p)
	if k <= 0 || !strings.HasSuffix(prev, u[k-1:k]) {
		return true // no piece of the URL's there
	}
	if strings.Contains(p, "_") {
		return false
	}
	words := strings.Fields(rest)
	if len(words) == 1 {
		return false
	}
	if len(prev) == w && strings.Trim(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" {
		return false
	}
	return true
}

// writeRow writes a row of a table as html2text draws it: the cells'
// lines (texts) padded to their widths between "|", each cell's lines
// centred in the row (the lines left over split, the smaller half above:
// html2text's middle alignment, TestHtml2textRowModel), or from the
// row's first line where top (a cell of valign="top", which old
// documentation pages set widely: review51 K11), the row's last line
// with every space as "_".
func writeRow(b *strings.Builder, texts [][]string, widths []int, top bool) {
	rows := 0
	for _, tx := range texts {
		rows = max(rows, len(tx))
	}
	for l := range rows {
		line := "|"
		for c := range texts {
			s := ""
			if k := l - cellDown(texts, c, top); k >= 0 && k < len(texts[c]) {
				s = texts[c][k]
			}
			line += s + strings.Repeat(" ", widths[c]-len(s)) + "|"
		}
		if l == rows-1 {
			line = strings.ReplaceAll(line, " ", "_")
		}
		b.WriteString(line + "\n")
	}
}

// cellDown returns the row's line on which cell c's first line stands,
// as html2text and w3m draw it: 0 where top (valign="top"), else the
// cell centred, the smaller half of the lines left over above.
func cellDown(texts [][]string, c int, top bool) int {
	if top {
		return 0
	}
	rows := 0
	for _, tx := range texts {
		rows = max(rows, len(tx))
	}
	return (rows - len(texts[c])) / 2
}

// topRow reports whether the tests that draw tables draw a row of
// texts top-aligned (valign="top") or centred (the renderers' default):
// by the parity of its bytes, half of each, with no draw of the tests'
// generators (their seeds draw what they drew).
func topRow(texts [][]string) bool {
	n := 0
	for _, tx := range texts {
		for _, l := range tx {
			n += len(l)
		}
	}
	return n%2 == 1
}

// decidable reports whether the URL u, filled into the lines of its cell
// of width w, can be read whole from them: its first piece holds its
// scheme's "//", every piece after padding (a line shorter than w) holds
// a byte that is no letter, and no piece after a line that fills the
// cell is a capitalised word of letters.
func decidable(lines []string, u string, w int) bool {
	at := -1
	for l, line := range lines {
		if i := strings.LastIndex(line, u[:min(len(u), 3)]); i >= 0 && strings.HasPrefix(u, line[i:]) && at < 0 {
			at = l
			if !strings.Contains(line[i:], "//") && len(line[i:]) < len(u) {
				return false
			}
		}
	}
	if at < 0 {
		return false
	}
	for l := at + 1; l < len(lines); l++ {
		next := lines[l]
		if i := strings.IndexByte(next, ' '); i >= 0 {
			next = next[:i]
		}
		// Letters alone, or an abbreviation's letters and dots ("Q.s",
		// "e.g."): a word of prose as plausibly as the URL's rest.
		letter := strings.Trim(next, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") == "" ||
			strings.Trim(next, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.") == "" && !strings.Contains(next, "..") &&
				func() bool {
					for _, w := range strings.Split(next, ".") {
						if len(w) > 2 {
							return false
						}
					}
					return true
				}()
		if len(lines[l-1]) < w && letter || len(lines[l-1]) == w && letter && len(next) > 1 && next[0] >= 'A' && next[0] <= 'Z' && strings.ToLower(next[1:]) == next[1:] {
			return false
		}
	}
	return true
}
