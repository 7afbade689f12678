package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestBorderedCellSecretsAnyCut is TestBorderedCellSecrets with the
// password cut at any byte, not where a renderer's fill would cut it: a
// table's text may come from anywhere (a hand-drawn table, another
// renderer, a mail reader's), so the cell's reading of the password's
// rest must add to the file's, never replace it. The cell's first line is
// the URL's head (a word before it, or none), its next line the rest of
// the password, "@", the host and a path, the cell padded by 0 to 3
// spaces, in w3m's "│" or html2text's "|" borders, the other cells words,
// a short word or a URL; in half the tables the URL's cell is 1 to 3 bytes
// wider or narrower on its second line than on its first (a table drawn by
// hand, or a cell of characters wider than a byte before it, its borders
// out of line by bytes). Generator seed 4798 (review47's range, given to
// the lead): on 4cb85e6, whose emit read the cell's lines in place of the
// file's and whose cellAfter gave up on borders out of line, 482 readings
// of the 2,000 tables show a piece of the password
// ("│https://u:s3cret│x│" over "│pw@gitlab.com/o/r │ │" printed
// "https://u:s3cret", which d527056 masked); with either reading, the
// file's or the cell's, 52; with the cell found by its borders' count
// where the columns are out of line, none.
func TestBorderedCellSecretsAnyCut(t *testing.T) {
	r := rand.New(rand.NewPCG(4798, 47))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const pwBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&'()*+,;=-._~"
	leaks, n := 0, 0
	for range 2000 {
		user := drawWord(r, letters, 1+r.IntN(6))
		pw := drawWord(r, letters, 1) + drawWord(r, pwBytes, 3+r.IntN(12))
		url := "https://" + user + ":" + pw + "@" + []string{"db.example.com", "gitlab.com", "example.org", "10.1.2.3:5432"}[r.IntN(4)] + "/" + drawWord(r, letters+"0123456789/", r.IntN(10))
		k := len("https://"+user+":") + 1 + r.IntN(len(pw)-1) // inside the password
		first := url[:k]
		if r.IntN(3) == 0 {
			first = []string{"see ", "db: ", "url "}[r.IntN(3)] + first
		}
		cell := []string{first, url[k:]}
		cells := 2 + r.IntN(2)
		at := r.IntN(cells)
		texts := make([][]string, cells)
		widths := make([]int, cells)
		for c := range cells {
			if c == at {
				texts[c] = cell
				widths[c] = max(len(cell[0]), len(cell[1])) + []int{0, 0, 1, 3}[r.IntN(4)]
				continue
			}
			switch r.IntN(3) {
			case 0:
				texts[c] = []string{drawWord(r, letters, 1)}
			case 1:
				texts[c] = []string{"http://example.org/", drawWord(r, letters, 3+r.IntN(8))}
			default:
				texts[c] = []string{drawWord(r, letters, 1+r.IntN(6)), drawWord(r, letters, 1+r.IntN(6))}
			}
			for _, l := range texts[c] {
				widths[c] = max(widths[c], len(l))
			}
		}
		// Half the tables are drawn by hand, or hold a cell of
		// characters wider than a byte before the URL's: the URL's
		// cell on its second line is 1 to 3 bytes wider or narrower
		// than on its first, its borders out of line by bytes.
		delta := 0
		if r.IntN(2) == 0 {
			delta = []int{-3, -2, -1, 1, 2, 3}[r.IntN(6)]
			delta = max(delta, len(cell[1])-widths[at])
		}
		border, rule := "│", r.IntN(2) == 0
		if !rule {
			border = "|"
		}
		var b strings.Builder
		if rule {
			w3mRuleLine(&b, widths, "┌", "┬", "┐")
		}
		for l := range 2 {
			b.WriteString(border)
			for c := range cells {
				x := ""
				if l < len(texts[c]) {
					x = texts[c][l]
				}
				w := widths[c]
				if c == at && l == 1 {
					w += delta
				}
				b.WriteString(x + strings.Repeat(" ", max(0, w-len(x))) + border)
			}
			b.WriteString("\n")
		}
		if rule {
			w3mRuleLine(&b, widths, "└", "┴", "┘")
		}
		in := b.String()
		n++
		for _, shown := range piecesShown(in, user, pw) {
			if leaks++; leaks <= 20 {
				t.Errorf("%q shows %q of the password %q\n%s", shown[0], shown[1], pw, in)
			}
		}
	}
	t.Logf("%d tables; %d leak", n, leaks)
}
