package extract

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var gutterSeed = flag.Uint64("gutterseed", 5089, "seed of TestBorderlessGutterURLs' tables (5089: tuned; 5090: kept out)")

// gutterCell is a cell's text that a borderless table (w3m's and
// html2text's tables of border 0) sets in its column: words, URLs with a
// path, a query, a token or a password in their userinfo, of lengths
// that fit the column or not (a word longer than the column is cut at
// its edge, as the renderers cut it).
func gutterCell(r *rand.Rand) (text string, urls []string) {
	var w []string
	for range 1 + r.IntN(6) {
		switch r.IntN(4) {
		case 0:
			u := gutterURL(r)
			urls = append(urls, u)
			w = append(w, u)
		default:
			w = append(w, words[r.IntN(len(words))])
		}
	}
	return strings.Join(w, " "), urls
}

// words are the prose of gutterCell.
var words = strings.Fields("see the db and for mirror repo clone it from use token at name value docs v1.2 e.g. foo_bar README.txt net/ftp 42 x")

// gutterURL draws a URL for gutterCell.
func gutterURL(r *rand.Rand) string {
	const an = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	run := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = an[r.IntN(len(an))]
		}
		return string(b)
	}
	scheme := []string{"http", "https", "ftp", "git+https"}[r.IntN(4)]
	user := ""
	switch r.IntN(5) {
	case 0:
		user = run(32) + "@"
	case 1:
		user = "alice:" + run(6+r.IntN(10)) + "@"
	}
	host := []string{"docs.example.org", "o.example.com", "10.0.0.3", "gitlab.com", "intranet"}[r.IntN(5)]
	path := []string{"", "/", "/a/", "/x/y/", "/p?q=", "/a-", "/o/r.git", "/v1/items/42", "/doc/index.html"}[r.IntN(9)]
	if path == "" && user != "" {
		path = "/x"
	}
	return scheme + "://" + user + host + path
}

// wrapCell sets text in a column w wide: words filled greedily, a word
// longer than w cut at the column's edge.
func wrapCell(text string, w int) []string {
	var lines []string
	cur := ""
	for _, word := range strings.Fields(text) {
		for len(word) > w {
			if cur != "" {
				lines = append(lines, cur)
				cur = ""
			}
			lines = append(lines, word[:w])
			word = word[w:]
		}
		switch {
		case cur == "":
			cur = word
		case len(cur)+1+len(word) <= w:
			cur += " " + word
		default:
			lines = append(lines, cur)
			cur = word
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// TestBorderlessGutterURLs (review51 K5's URL): tables with no borders,
// two columns two to four spaces apart, each cell's words and URLs (a
// token or a password in some) filled in its column and cut at its edge;
// rows top-aligned. A URL found must be one that a cell holds, whole: the
// rejoin glued a right column's URL that ends its line to the next line's
// first word, the left column's ("and https://w0i  clone
// http://docs.example.org/x/y/" over "bekqB1Mm9X9iePS  it" printed
// "http://docs.example.org/x/y/bekqB1Mm9X9iePS", masked since bb97cf7 but
// no URL of the table). It counts the URLs found that no cell holds
// (wrong), those of them that are a cell's URL that ends its line with the
// other column's next text glued to it (glued), and the cells' URLs not
// found whole (missed); it fails where a count passes its ceiling.
//
// go test -run '^TestBorderlessGutterURLs$' ./extract (seed 5089, tuned);
// -args -gutterseed 5090 is the kept-out figure. cell52.md has both, before
// and after.
func TestBorderlessGutterURLs(t *testing.T) {
	r := rand.New(rand.NewPCG(*gutterSeed, 52))
	n := 2000
	if testing.Short() {
		n = 400
	}
	wrong, missed, glued, total := 0, 0, 0, 0
	for range n {
		text, want, rows := gutterTable(r)
		total += len(want)
		wants := map[string]int{}
		for _, u := range want {
			wants[u]++
		}
		s := NewScanner(strings.NewReader(text), Options{})
		var found []string
		for s.Scan() {
			found = append(found, s.URL().Text)
		}
		for _, u := range found {
			if wants[u] > 0 {
				wants[u]--
				continue
			}
			wrong++
			if gluedAcross(u, want, rows) {
				if glued++; glued <= 3 {
					t.Logf("%q glued across the gutter:\n%s", u, text)
				}
			}
		}
		for _, k := range wants {
			missed += k
		}
	}
	t.Logf("%d tables, %d URLs: %d wrong (%d glued across the gutter), %d missed", n, total, wrong, glued, missed)
	if max, ok := gutterCeil[*gutterSeed]; ok && (glued > max[0] || wrong > max[1] || missed > max[2]) {
		t.Errorf("glued %d, wrong %d, missed %d: over the ceilings %v", glued, wrong, missed, max)
	}
}

// gutterCeil holds TestBorderlessGutterURLs' ceilings of URLs glued
// across the gutter, wrong and missed, by seed, from 4115af7's 32, 3685,
// 4199 (5089) and 49, 3599, 4068 (5090): they may only go down. The glued
// URLs left are rows whose right cell is blank on the next line
// (cell52.md). The many missed URLs are URLs cut at a narrow column's
// edge that the rejoin does not read across the gutter (the column code's,
// not this test's promise).
var gutterCeil = map[uint64][3]int{5089: {7, 3658, 4172}, 5090: {8, 3559, 4028}}

// gluedAcross reports whether u, a URL found that no cell holds, is a
// cell's URL (one of want) that ends its column's text on a line, with
// the start of the other column's text on the next line glued to it
// (rows: each line's left and right columns' text), and not with the
// start of its own column's text there (the same word in both).
func gluedAcross(u string, want []string, rows [][2]string) bool {
	for _, w := range want {
		if len(u) <= len(w) || !strings.HasPrefix(u, w) {
			continue
		}
		x := u[len(w):]
		for i := 0; i+1 < len(rows); i++ {
			for c := range 2 {
				if strings.HasSuffix(rows[i][c], w) && rows[i+1][1-c] != "" && strings.HasPrefix(rows[i+1][1-c], x) &&
					(rows[i+1][c] == "" || !strings.HasPrefix(rows[i+1][c], x)) {
					return true
				}
			}
		}
	}
	return false
}

// gutterTable draws a table of two columns for TestBorderlessGutterURLs,
// the URLs its cells hold and each line's two columns' text.
func gutterTable(r *rand.Rand) (string, []string, [][2]string) {
	var b strings.Builder
	var urls []string
	var rows [][2]string
	w := [2]int{6 + r.IntN(30), 6 + r.IntN(40)}
	gap := 2 + r.IntN(3)
	for range 1 + r.IntN(3) {
		var cells [2][]string
		for c := range 2 {
			text, u := gutterCell(r)
			urls = append(urls, u...)
			cells[c] = wrapCell(text, w[c])
		}
		for i := range max(len(cells[0]), len(cells[1])) {
			var l, rt string
			if i < len(cells[0]) {
				l = cells[0][i]
			}
			if i < len(cells[1]) {
				rt = cells[1][i]
			}
			rows = append(rows, [2]string{l, rt})
			fmt.Fprintf(&b, "%s\n", strings.TrimRight(l+strings.Repeat(" ", w[0]-len(l)+gap)+rt, " "))
		}
	}
	return b.String(), urls, rows
}
