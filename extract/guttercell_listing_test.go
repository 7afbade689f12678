package extract

import (
	"flag"
	"math/rand/v2"
	"strings"
	"testing"
)

var listingSeed = flag.Uint64("listingseed", 5341, "seed of TestGutterCellListings' listings (5341: tuned; 5342, 5356, 5357, 5358, 5380, 5389 read since; 5390: held out by prec64)")

// listingEntry draws an entry of an aligned listing's column, as people
// and `column -t` write them: file names, flags, versions, dates, words
// and phrases, paths, host:port pairs, addresses, runs of any printable
// byte, and URLs of any length (ok: the entry may be a URL).
func listingEntry(r *rand.Rand, urlOK bool) (string, bool) {
	pick := func(s string) string { f := strings.Split(s, "|"); return f[r.IntN(len(f))] }
	const printable = "!\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
	const urlByte = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?#%"
	run := func(set string, n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = set[r.IntN(len(set))]
		}
		return string(b)
	}
	switch k := r.IntN(12); {
	case k < 3 && urlOK:
		u := pick("https://|http://|ftp://|git+ssh://|svn://") + pick("example.com|docs.python.org|github.com|10.0.0.5:8080|gitlab.internal|localhost:3000|[::1]:8443|a.b.c.example.org")
		for range r.IntN(5) {
			u += "/" + run("abcdefghijklmnopqrstuvwxyz0123456789-_.~", 1+r.IntN(12))
		}
		switch r.IntN(5) {
		case 0:
			u += "/"
		case 1:
			u += "/" + run(urlByte, 1+r.IntN(20))
		case 2:
			u += pick(".html|.tar.gz|?q=1|#top|/index.html")
		}
		return u, true
	case k == 3:
		return pick("index.html|README.md|v1.2.3|CHANGELOG|src/main.go|Makefile|LICENSE|setup.py|config.yaml|foo_bar|x86_64|utf-8|api/v2|build/|go.mod|docs/|a|Dockerfile|.gitignore|node_modules/"), false
	case k == 4:
		return pick("--verbose|-h, --help|-o FILE|--output=FILE|-n, --dry-run|-v|--version|+x|-j N"), false
	case k == 5:
		return pick("2024-01-15|v2.0.0-rc1|1.2|0.9.8b|12:30|2026-11-29T07:00Z|3.14159|#42|(c)"), false
	case k == 6:
		return pick("Documentation|the main page|Source code|Releases|see above|Apache-2.0|build rules|required|optional|deprecated|Home page and wiki|Bug tracker for the project"), false
	case k == 7:
		return pick("/usr/share/doc/|/etc/hosts|~/.config/urlsift|C:\\Program Files\\x|../lib/x.so|./run.sh|$HOME/bin"), false
	case k == 8:
		return pick("localhost:8080|db.internal:5432|user@host|alice@example.org|git@github.com:o/r.git|192.168.1.1|example.com|www.example.org/x"), false
	default:
		return run(printable, 1+r.IntN(30)), false
	}
}

// listingText draws an aligned listing: two or three columns, each row
// one line, a column's entries padded to its widest plus a gutter of one
// to three spaces, indented alike (`column -t`'s gutter is two), an
// entry empty at times; in a third of them, as in a help text, a row's
// last entry goes on on lines of its own under its column. It returns
// the text and its URLs.
func listingText(r *rand.Rand) (string, []string) {
	ind := []string{"", "  ", "    ", "\t"}[r.IntN(4)]
	rows := 2 + r.IntN(7)
	cols := 2 + r.IntN(2)
	cells := make([][]string, rows)
	var urls []string
	w := make([]int, cols)
	// One entry in eight missing, or many (a listing of notes some rows
	// have: TestGutterCellListings' held-out failures of stop 60, rows in
	// one column only at a gutter of one, were drawn by 2% of listings).
	miss := []int{8, 8, 3, 2}[r.IntN(4)]
	for i := range cells {
		cells[i] = make([]string, cols)
		for c := range cols {
			if c > 0 && r.IntN(miss) == 0 {
				continue // an empty entry
			}
			e, isURL := listingEntry(r, true)
			if isURL {
				urls = append(urls, e)
			}
			cells[i][c] = e
			w[c] = max(w[c], len(e))
		}
	}
	gutter := 1 + r.IntN(3)
	strip := r.IntN(3) == 0
	wrapLast := r.IntN(3) == 0 // a help text's descriptions, wrapped under their column
	var b strings.Builder
	for _, row := range cells {
		line, last := ind, len(ind)
		for c, e := range row {
			if c < cols-1 {
				line += e + strings.Repeat(" ", w[c]-len(e)+gutter)
			} else {
				last = len(line)
				line += e
			}
		}
		if strip || row[cols-1] == "" {
			line = strings.TrimRight(line, " ")
		}
		b.WriteString(line + "\n")
		for wrapLast && row[cols-1] != "" && r.IntN(2) == 0 {
			e, isURL := listingEntry(r, true)
			if isURL {
				urls = append(urls, e)
			}
			b.WriteString(ind + strings.Repeat(" ", last-len(ind)) + e + "\n")
		}
	}
	return b.String(), urls
}

// TestGutterCellListings (review59 N11): a listing's rows are one line
// each, so no URL of an aligned listing goes on on the next line by
// gutter-cell, the rule of a table's first column that w3m or html2text
// printed, whose cells show their words wrapped at the column's width
// where a listing's do not. It counts the URLs found joined across a line
// break whose first line goes on past a gutter (gutter-cell's; the
// footprint, not the rules the machine recorded, which a later run
// overwrites), and fails at
// one; gutter-cell as first landed (01f1c3c, 5326438) joined the next
// row's first entry to a URL that is its column's widest ("…/releases/
// Releases" over "README.md  Readme"). It logs the URLs other rules
// joined across a row's end too (a URL ending the last column glued to
// the next row's first entry, main's since before gutter-cell), without
// failing on them: they are not gutter-cell's.
//
// go test -run '^TestGutterCellListings$' ./extract (seed 5341, tuned;
// 5342, 5356, 5357, 5358 (prec62's held-out), 5380 and 5389 read too);
// -args -listingseed 5390 is prec64's held-out figure.
func TestGutterCellListings(t *testing.T) {
	r := rand.New(rand.NewPCG(*listingSeed, 60))
	n := 3000
	if testing.Short() {
		n = 600
	}
	joined, others, total := 0, 0, 0
	for range n {
		text, urls := listingText(r)
		total += len(urls)
		s := NewScanner(strings.NewReader(text), Options{})
		for s.Scan() {
			u := s.URL()
			switch {
			case !u.Rejoined:
			case acrossGutter(text, u.Start.Offset):
				if joined++; joined <= 5 {
					t.Errorf("gutter-cell joined %q across a row's end:\n%s", u.Text, text)
				}
			default:
				others++
			}
		}
	}
	t.Logf("%d listings, %d URLs: gutter-cell joined %d across a row's end, other rules %d", n, total, joined, others)
	if joined > 0 {
		t.Errorf("gutter-cell joined %d URLs across a row's end", joined)
	}
}

// acrossGutter reports whether the URL that starts at text[off:] ends
// its first line's piece before a gutter, a space and more text on the
// line, and starts its line (its indentation before it): a break in the
// first column of a table (gutter-cell), not at the line's end nor in
// another column (table-column's).
func acrossGutter(text string, off int) bool {
	if ls := strings.LastIndexByte(text[:off], '\n') + 1; strings.TrimLeft(text[ls:off], " \t") != "" {
		return false
	}
	line := text[off:]
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	i := strings.IndexByte(line, ' ')
	return i >= 0 && strings.TrimLeft(line[i:], " ") != ""
}
