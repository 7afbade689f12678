package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestCellResumeProperty: a row of a table with borders, as w3m draws it
// ("│", w3mFill) or as html2text does ("|", html2textFill, the row's last
// line "_"-filled), 2-4 cells of words, widths drawn; one cell holds a
// URL of any shape (drawSrcURL) that its cell's width breaks, and the
// other cells each hold, one time in two, a URL of their own after words
// (any line of the cell: right of the broken URL's first piece, left of
// its next ones, below it), printed whole on a line of its cell. Every
// URL is read whole, in the order of its start, each once, and every byte
// of each URL's text is where its positions say (offset, line, column,
// character). Before the search went on from the cell's border
// (Scanner.resume) the rejoin did not join a URL beside which another
// cell's text may start a URL (mayStartURL: the scanner going on after the
// joined URL would pass over it), so those broke off, and a URL of
// another cell with no colon before it on the row was lost. Generator
// seed 4930 (prec49). Left out, and counted: draws whose broken URL no
// reader can tell whole (w3mCellDecidable, decidable), whose other URL
// w3m broke too, or that w3m broke inside its "://"; and where the row's
// filled last line holds the broken URL's piece; and where a line of the
// broken URL's cell starts with a URL (a Wayback Machine's URL cut before
// the URL in its path: a URL of its own as plausibly), or the cell has
// more lines than a URL may have breaks (maxBreaks), or a line of the
// URL's cell starts with an address or a name (addressShaped: a path's
// segment "2@rXreFq7cQ" reads as one too; beside another cell's URL the
// URL ends there, review49 H6 and TestCellAtWordProperty). The URLs drawn
// hold a URL in their path or a "www." host one time in four each, so that
// the pieces after a break hold a trigger the search gone back must pass
// over (passedAt), and are read with and without Options.Abbreviated. Each table is read
// whole and in parts cut at every line (as -j 2 reads), with the same
// URLs and positions.
func TestCellResumeProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4930, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	bad, n, others, skipped := 0, 0, 0, 0
	var why [6]int
	for range 6000 {
		w3m := r.IntN(2) == 0
		u := drawSrcURL(r)
		switch r.IntN(4) {
		case 0:
			// A URL in the path, as the Wayback Machine's: a piece on
			// the next line may start with it.
			u = "https://web.archive.org/web/" + drawWord(r, "0123456789", 4+r.IntN(10)) + "/" + u
		case 1:
			u = u[:strings.Index(u, "//")+2] + "www." + u[strings.Index(u, "//")+2:]
		}
		o := Options{}
		if r.IntN(2) == 0 {
			o = Options{Relative: true, Abbreviated: true}
		}
		if strings.ContainsAny(u, "|_") || strings.ContainsAny(u[len(u)-1:], ".,;:!?'*_-=&@") {
			continue
		}
		cells := 2 + r.IntN(3)
		at := r.IntN(cells)
		widths := make([]int, cells)
		texts := make([][]string, cells)
		var want []string // the other cells' URLs
		wantIn := make([]int, cells)
		for c := range cells {
			wantIn[c] = -1
			var words []string
			for range r.IntN(8) {
				words = append(words, drawWord(r, letters, 1+r.IntN(6)))
			}
			if len(words) == 0 {
				words = append(words, drawWord(r, letters, 1+r.IntN(6)))
			}
			text := strings.Join(words, " ")
			v := ""
			if c != at && r.IntN(3) > 0 {
				v = drawSrcURL(r)
				for strings.ContainsAny(v, "|_") || strings.ContainsAny(v[len(v)-1:], ".,;:!?'*_-=&@") {
					v = drawSrcURL(r)
				}
			}
			if w3m {
				widths[c] = max(6+r.IntN(20), w3mPieces(text), utf8.RuneCountInString(v))
				texts[c] = w3mFill(text, widths[c])
			} else {
				widths[c] = max(6+r.IntN(20), len(v))
				texts[c] = html2textFill(words, widths[c])
				widths[c] = html2textWidth(texts[c], widths[c])
			}
			if v != "" {
				// The cell's last text, after its words on their last
				// line where it fits, or on a line of its own (a <br>).
				wantIn[c] = len(want)
				want = append(want, v)
				if k := r.IntN(len(texts[c]) + 1); k < len(texts[c]) {
					texts[c] = texts[c][:k+1]
				}
				last := &texts[c][len(texts[c])-1]
				if utf8.RuneCountInString(*last)+1+len(v) <= widths[c] && r.IntN(2) == 0 {
					*last += " " + v
				} else {
					texts[c] = append(texts[c], v)
				}
			}
		}
		var words []string
		for range r.IntN(3) {
			words = append(words, drawWord(r, letters, 1+r.IntN(6)))
		}
		words = append(words, u)
		text := strings.Join(words, " ")
		if w3m {
			widths[at] = max(12+r.IntN(24), w3mPieces(text))
			texts[at] = w3mFill(text, widths[at])
		} else {
			widths[at] = 12 + r.IntN(24)
			texts[at] = html2textFill(words, widths[at])
			widths[at] = html2textWidth(texts[at], widths[at])
		}
		if len(texts[at]) < 2 || strings.Contains(texts[at][0], u) {
			continue // not broken: the search goes on after it as before
		}
		if !w3m {
			// Another cell taller than the URL's (blank lines): its last
			// piece is not on the row's filled line.
			o := (at + 1) % cells
			for len(texts[o]) <= len(texts[at]) {
				texts[o] = append(texts[o], "")
			}
		}
		// The rows' line count, and whether each URL is whole on a line
		// (not the filled last line, for the broken one).
		rows := 0
		for _, tx := range texts {
			rows = max(rows, len(tx))
		}
		ok := true
		if len(texts[at]) > maxBreaks {
			ok = false // more line breaks than a URL may hold
			why[4]++
		}
		for _, l := range texts[at][1:] {
			if w, _, _ := strings.Cut(l, " "); (addressShaped(w) || scpShaped(w)) && ok {
				// An address or a name (a path's last segment
				// "2@rXreFq7cQ" after "…/93emb/"): beside another
				// cell's URL the URL ends there (review49 H6), a
				// word of the cell as plausibly.
				ok = false
				why[5]++
				break
			}
			if strings.HasPrefix(l, "http") || strings.HasPrefix(l, "ftp:") || strings.HasPrefix(l, "/http") || strings.HasPrefix(l, "/ftp:") {
				// The cell's next line starts with a URL (the Wayback
				// Machine's path cut before it): a URL of its own as
				// plausibly (urlAfterBreak).
				ok = false
				why[3]++
				break
			}
		}
		switch {
		case w3m && (!w3mCellDecidable(text, u, widths[at]) || w3mSchemeSplit(text, u, widths[at])):
			ok = false
			why[0]++
		case !w3m && (!decidable(texts[at], u, widths[at]) || len(texts[at]) == rows):
			ok = false
			why[1]++
		}
		for c, k := range wantIn {
			if k < 0 {
				continue
			}
			whole := false
			for _, l := range texts[c] {
				whole = whole || strings.HasSuffix(l, want[k]) && (len(l) == len(want[k]) || l[len(l)-len(want[k])-1] == ' ')
			}
			if !whole {
				why[2]++
			}
			ok = ok && whole
		}
		if !ok {
			skipped++
			continue
		}
		// The next row: words, and URL-like words ("a/b").
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
			if w3m {
				next[c] = w3mFill(strings.Join(words, " "), widths[c])
			} else {
				next[c] = html2textFill(words, widths[c])
			}
		}
		var b strings.Builder
		if w3m {
			w3mRuleLine(&b, widths, "┌", "┬", "┐")
			w3mRow(&b, texts, widths, topRow(texts))
			w3mRuleLine(&b, widths, "├", "┼", "┤")
			w3mRow(&b, next, widths, topRow(next))
			w3mRuleLine(&b, widths, "└", "┴", "┘")
		} else {
			b.WriteString(" " + strings.Repeat("_", cellsWidth(widths)) + "\n")
			writeRow(&b, texts, widths, topRow(texts))
			writeRow(&b, next, widths, topRow(next))
		}
		in := b.String()
		// The URLs in the order of their starts: by the line, then the
		// column, of each one's first byte.
		type start struct {
			url       string
			line, col int
		}
		var order []start
		tallest := 0
		for _, tx := range texts {
			tallest = max(tallest, len(tx))
		}
		for c := range cells {
			down := cellDown(texts, c, topRow(texts)) // as writeRow and w3mRow draw the row
			v := u
			if c != at {
				if wantIn[c] < 0 {
					continue
				}
				v = want[wantIn[c]]
			}
			for l, tx := range texts[c] {
				first := v
				if c == at {
					first = texts[at][l][strings.LastIndexByte(" "+texts[at][l], ' '):]
				}
				if c == at && !strings.Contains(first, "://") {
					continue
				}
				if i := strings.Index(tx, first); i >= 0 && strings.HasPrefix(v, first) {
					col := i
					for _, w := range widths[:c] {
						col += w + 1
					}
					order = append(order, start{v, l + down, col})
					break
				}
			}
		}
		for i := 1; i < len(order); i++ {
			for j := i; j > 0 && (order[j].line < order[j-1].line || order[j].line == order[j-1].line && order[j].col < order[j-1].col); j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
		var wantOrder []string
		for _, o := range order {
			wantOrder = append(wantOrder, o.url)
		}
		got, where := scanPlaced(in, o)
		if strings.Join(got, "\n") != strings.Join(wantOrder, "\n") || where != "" {
			if bad++; bad <= 20 {
				t.Errorf("%q:\ngot  %q\nwant %q %s", in, got, wantOrder, where)
			}
		}
		// The same cut in parts at every line (as -j 2 reads a file):
		// the search gone back over the row goes on in the next part
		// (Handoff).
		tb := []byte(in)
		if d := diffScanned(scanWhole(tb, o), scanCut(t, tb, cutsOf(tb), o, n%3 == 0)); d != "" {
			if bad++; bad <= 20 {
				t.Errorf("%q in parts: %s", in, d)
			}
		}
		n++
		others += len(want)
	}
	t.Logf("%d rows with a URL broken in its cell, %d URLs in their other cells; %d wrong; %d draws left out (%d w3m's undecidable or cut in \"://\", %d html2text's undecidable or on the filled line, %d with another URL broken, %d with a line of the URL's cell starting with a URL, %d in a cell of more than maxBreaks lines, %d with a line of the URL's cell starting with an address or a name)", n, others, bad, skipped, why[0], why[1], why[2], why[3], why[4], why[5])
	if n < 1500 || others < n/2 {
		t.Fatalf("only %d rows, %d other URLs", n, others)
	}
}

// cellsWidth is the width of a row of cells of widths between borders,
// less the outer two.
func cellsWidth(widths []int) int {
	w := len(widths) - 1
	for _, x := range widths {
		w += x
	}
	return w
}

// scanPlaced returns the URLs the Scanner reads in in, and, if any byte
// of one stands elsewhere than its positions say (offset, line, column,
// character), the first such one.
func scanPlaced(in string, o Options) (got []string, where string) {
	s := NewScanner(strings.NewReader(in), o)
	for s.Scan() {
		u := s.URL()
		got = append(got, u.Text)
		for i := 0; i <= len(u.Text) && where == ""; i++ {
			p := u.SourcePos(i)
			ls := strings.LastIndexByte(in[:p.Offset], '\n') + 1
			line := 1 + strings.Count(in[:p.Offset], "\n")
			col, char := p.Offset-ls+1, utf8.RuneCountInString(in[ls:p.Offset])+1
			switch {
			case p.Line != line || p.Column != col || p.Char != char:
				where = u.Text + ": byte " + string(rune('0'+i%10)) + " placed wrong"
			case i < len(u.Text) && in[p.Offset] != u.Text[i]:
				where = u.Text + ": a byte not the source's"
			}
		}
	}
	return got, where
}

// scpShaped reports whether w starts as scp's and git's "user@host:path"
// does ("git@github.com:o/r", "P@nW6Ps:5w/" of a path cut after its
// "/"): a name before an "@", a host after it, a ":" before the first
// "/" (atWordAt reads it so).
func scpShaped(w string) bool {
	head, _, _ := strings.Cut(w, "/")
	local, host, ok := strings.Cut(head, "@")
	host, _, colon := strings.Cut(host, ":")
	return ok && colon && local != "" && host != "" && strings.Trim(local+host, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") == ""
}

// TestCellAtWordProperty: a row of a table with borders (w3m's or
// html2text's) whose cell holds a URL that fills its line (a host, a port
// perhaps, a path perhaps) and then a word that holds an "@" (an npm
// scope, a mention, an address, user@host:path), which the renderer sets
// on the cell's next line, beside another cell right of it that holds a
// URL: the URL is read as it stands on its line, not glued to the word, with no joined
// reading and nothing masked (review49 H6: on f509ef4 html2text's rows
// gave "…/app@angular/core", and w3m's "ftp://h.example.org:***", the
// joined reading that w3m's rule keeps read as a password). Generator
// seed 4934 (prec49).
func TestCellAtWordProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(4934, 28))
	ats := []string{"@types/node", "@angular/core", "@alice", "ops@intranet", "bob@example.org", "git@github.com:o/r", "@_gateway/x", "admin@db1.example.com:5432", "a@b.example.org"}
	bad, n, leftN, leftBad := 0, 0, 0, 0
	for range 3000 {
		w3m := r.IntN(2) == 0
		u := []string{"http", "https", "ftp", "postgres"}[r.IntN(4)] + "://" + []string{"localhost", "intranet", "db1.example.com", "10.0.0.1", "h.example.org"}[r.IntN(5)]
		if r.IntN(5) < 3 {
			u += ":" + []string{"80", "3000", "4200", "8080", "65535"}[r.IntN(5)]
		}
		if r.IntN(5) < 3 {
			u += "/" + []string{"", "app", "docs/x", "a/b/"}[r.IntN(4)]
		}
		at := ats[r.IntN(len(ats))]
		if w3m && !strings.HasSuffix(u, "/") && !w3mModelBoundary(rune(u[len(u)-1]), rune(at[0])) {
			continue // w3m could not have broken there: its rule reads it (TestW3mBorderedCellProperty)
		}
		width := len(u) + r.IntN(2)
		next := at
		if len(next) > width {
			continue
		}
		if w := []string{"", " wrote", " is", " for"}[r.IntN(4)]; len(next)+len(w) <= width {
			next += w
		}
		other := drawSrcURL(r)
		for strings.ContainsAny(other, "|_@") {
			other = drawSrcURL(r)
		}
		texts := [][]string{{u, next}, {other}}
		widths := []int{width, len(other)}
		left := r.IntN(2) == 0 // the other cell stands left of the URL's
		if left {
			texts[0], texts[1] = texts[1], texts[0]
			widths[0], widths[1] = widths[1], widths[0]
		}
		var b strings.Builder
		if w3m {
			w3mRuleLine(&b, widths, "┌", "┬", "┐")
			w3mRow(&b, texts, widths, topRow(texts))
			w3mRuleLine(&b, widths, "└", "┴", "┘")
		} else {
			b.WriteString(" " + strings.Repeat("_", cellsWidth(widths)) + "\n")
			texts[0] = append(texts[0], "")
			texts[1] = append(texts[1], "")
			writeRow(&b, texts, widths, topRow(texts))
		}
		in := b.String()
		s := NewScanner(strings.NewReader(in), Options{})
		var got []string
		wrong := ""
		for s.Scan() {
			x := s.URL()
			got = append(got, x.Text)
			if x.Text == u && (strings.Contains(x.Uncertain, "@") || x.Secret.Mask(x.Text) != x.Text) {
				wrong = "masked or with a joined reading: " + x.Secret.Mask(x.Text) + " " + x.Uncertain
			}
		}
		found := false
		for _, g := range got {
			found = found || g == u || g == strings.TrimSuffix(u, "/")
		}
		if left {
			// The other cell's URL stands before the URL on its line:
			// no other URL to pass over after it, and the rejoin reads
			// the "@" word as before f509ef4 (html2text: glued on; not
			// this test's promise, counted).
			leftN++
			if !found || wrong != "" {
				leftBad++
			}
			continue
		}
		if !found || wrong != "" {
			if bad++; bad <= 10 {
				t.Errorf("%q: got %q, want %q %s", in, got, u, wrong)
			}
		}
		n++
	}
	t.Logf("%d rows with the other cell's URL right of the URL's cell, %d wrong; %d rows with it left (not asserted), %d of them read otherwise", n, bad, leftN, leftBad)
	if n < 700 {
		t.Fatalf("only %d rows", n)
	}
}
