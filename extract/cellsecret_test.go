package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestBorderedCellSecrets (review47 F3, F6): a URL with a password in a
// cell of a table with borders (w3m's "│" with its rules, html2text's
// "|" with its "_"-filled last line), filled to the cell's width so that
// the password is cut at the cell's edge, its "@" and host on the cell's
// next line or the one after; the row's other cells hold words, or a URL
// of their own cut after its scheme or its host (then bordered-cell does
// not join the cell's lines: the scanner would pass over that URL). The
// masker must read the cell's next lines, not the file's, which start
// with the other cells' text: no URL found shows a byte of the password
// after the user's ":" (the masked text, the reading without hyphens and
// the other reading). Generator seed 4736: of the 1,032 tables whose
// password a cell's edge cut, 128 leak a piece on a16904f (the w3m
// borders and scheme-cell, not landed), 120 on d527056 (its masker read
// the file's next line too); none now.
func TestBorderedCellSecrets(t *testing.T) {
	r := rand.New(rand.NewPCG(4736, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const pwBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&'()*+,;=-._~"
	leaks, n, cut := 0, 0, 0
	for range 3000 {
		pw := drawWord(r, letters, 1) + drawWord(r, pwBytes, 5+r.IntN(12))
		secret := "https://alice:" + pw + "@" + []string{"db.example.com", "gitlab.com", "example.org"}[r.IntN(3)] + "/" + drawWord(r, letters+"0123456789", r.IntN(12))
		cells := 2 + r.IntN(2)
		at := r.IntN(cells)
		widths := make([]int, cells)
		texts := make([][]string, cells)
		for c := range cells {
			widths[c] = 8 + r.IntN(14)
			var words []string
			switch r.IntN(3) {
			case 0:
				words = []string{"http://example.org/" + drawWord(r, letters, 3+r.IntN(20))}
			case 1:
				words = []string{"see", "https://x.example.com/a/b", "and", "more"}
			default:
				for range 1 + r.IntN(5) {
					words = append(words, drawWord(r, letters, 1+r.IntN(6)))
				}
			}
			texts[c] = columnCutFill(words, widths[c])
		}
		widths[at] = 14 + r.IntN(14)
		before := []string{[]string{"see", "the", "db"}[r.IntN(3)]}[:r.IntN(2)]
		texts[at] = columnCutFill(append(before, secret), widths[at])
		if !strings.Contains(strings.Join(texts[at], "\n"), "alice:"+pw[:1]) {
			continue // cut before the password: nothing of it stands alone
		}
		if strings.Contains(strings.Join(texts[at], "\n"), pw) {
			continue // the password whole on a line: the grammar's, not this test's
		}
		cut++
		var b strings.Builder
		if r.IntN(2) == 0 {
			w3mRuleLine(&b, widths, "┌", "┬", "┐")
			w3mRow(&b, texts, widths, topRow(texts))
			w3mRuleLine(&b, widths, "└", "┴", "┘")
		} else {
			b.WriteString(" " + strings.Repeat("_", cells+1) + "\n")
			writeRow(&b, texts, widths, topRow(texts))
		}
		in := b.String()
		n++
		for _, shown := range piecesShown(in, "alice", pw) {
			if leaks++; leaks <= 20 {
				t.Errorf("%q shows %q of the password %q\n%s", shown[0], shown[1], pw, in)
			}
		}
	}
	t.Logf("%d tables, the password cut in %d; %d leak", n, cut, leaks)
	if n < 800 {
		t.Errorf("only %d tables", n)
	}
}

// TestColumnCellSecrets (review47 F3, tables with no borders): the same
// as TestBorderedCellSecrets where the renderer draws no borders (w3m's
// and html2text's tables of border 0): the URL's cell is a column, its
// password cut at the column's edge, another column's text (words, or a
// URL of its own) after a gutter on the URL's line, the password's rest
// on the next line at the cell's left edge. The masker reads the URL's
// column of the next line (columnAfter): no URL found shows a byte of the
// password after the user's ":". Generator seed 4738. On 829a61e 79 of
// the 853 tables leak such a piece; none now. (The password's rest can
// still be printed as the user name of another column's URL that
// scheme-only joined with the next line's first word: counted, not
// failed: the table-column rule's open class, prec47.md.)
func TestColumnCellSecrets(t *testing.T) {
	r := rand.New(rand.NewPCG(4738, 28))
	const letters = "abcdefghijklmnopqrstuvwxyz"
	const pwBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!$&'()*+,;=-._~"
	leaks, n, rests := 0, 0, 0
	for range 2400 {
		pw := drawWord(r, letters, 1) + drawWord(r, pwBytes, 5+r.IntN(12))
		secret := "https://alice:" + pw + "@" + []string{"db.example.com", "gitlab.com", "example.org"}[r.IntN(3)] + "/" + drawWord(r, letters+"0123456789", r.IntN(12))
		w := 14 + r.IntN(14)
		before := []string{[]string{"see", "the", "or"}[r.IntN(3)]}[:r.IntN(2)]
		lines := columnCutFill(append(before, secret), w)
		if len(lines) < 2 || strings.Contains(strings.Join(lines, "\n"), pw) || !strings.Contains(strings.Join(lines, "\n"), "alice:"+pw[:1]) {
			continue
		}
		var other []string
		switch r.IntN(3) {
		case 0:
			other = columnCutFill([]string{"http://example.org/" + drawWord(r, letters, 3+r.IntN(12))}, 10+r.IntN(8))
		case 1:
			other = []string{"http://", "example.org/"}
		default:
			other = columnCutFill([]string{drawWord(r, letters, 3), drawWord(r, letters, 5), drawWord(r, letters, 4)}, 8)
		}
		gap := 2 + r.IntN(4)
		var b strings.Builder
		for l := range max(len(lines), len(other)) {
			a, o := "", ""
			if l < len(lines) {
				a = lines[l]
			}
			if l < len(other) {
				o = other[l]
			}
			b.WriteString(strings.TrimRight(a+strings.Repeat(" ", w-len(a)+gap)+o, " ") + "\n")
		}
		in := b.String()
		n++
		s := NewScanner(strings.NewReader(in), Options{})
		for s.Scan() {
			v := s.URL()
			o := v.Secret.Mask(v.Text)
			if k := strings.Index(o, "alice:"); k >= 0 && !strings.HasPrefix(o[k+6:], "***") {
				piece, _, _ := strings.Cut(o[k+6:], "@")
				if piece != "" && strings.HasPrefix(pw, piece[:min(len(piece), len(pw))]) {
					if leaks++; leaks <= 20 {
						t.Errorf("%q shows %q of the password %q\n%s", o, piece, pw, in)
					}
				}
			}
			for i := 0; i+6 <= len(pw); i++ {
				if strings.Contains(o, pw[i:i+6]) && !strings.Contains(o, "alice:") {
					rests++
					break
				}
			}
		}
	}
	t.Logf("%d tables; %d show a piece after \"alice:\"; %d URLs of other columns show 6 bytes of a password", n, leaks, rests)
	if n < 500 {
		t.Errorf("only %d tables", n)
	}
}

// columnCutFill fills words into lines of width w as a renderer that
// cuts a word at the column fills a table's cell (the model of html2text
// the cell tests used before html2textFill was made html2text's): a word
// that does not fit goes to the next line, but one that is longer than
// the room left is cut after its last "/" or "-" that fits, and one
// longer than a whole line is cut at the width. The secret tests fill
// with it so that a password is cut anywhere, as a renderer of fixed
// columns (lynx, a mailer's table) may cut it.
func columnCutFill(words []string, w int) []string {
	var lines []string
	line := ""
	for _, word := range words {
		for word != "" {
			sep := 0
			if line != "" {
				sep = 1
			}
			room := w - len(line) - sep
			if len(word) <= room {
				if sep == 1 {
					line += " "
				}
				line += word
				word = ""
				break
			}
			if k := strings.LastIndexAny(word[:max(0, min(room, len(word)))], "/-"); k >= 0 && room > 0 {
				if sep == 1 {
					line += " "
				}
				line += word[:k+1]
				word = word[k+1:]
			} else if line == "" {
				line, word = word[:w], word[w:]
			}
			lines = append(lines, line)
			line = ""
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// piecesShown scans in and gives, for every reading of every URL found
// (the masked text, the reading without hyphens and the other reading)
// that shows a piece of pw after "user:", the reading and the piece.
func piecesShown(in, user, pw string) [][2]string {
	var out [][2]string
	s := NewScanner(strings.NewReader(in), Options{})
	for s.Scan() {
		v := s.URL()
		outs := []string{v.Secret.Mask(v.Text), v.Secret.MaskReading(v.DropHyphens())}
		if v.Uncertain != "" {
			outs = append(outs, v.Secret.MaskReading(v.Uncertain))
		}
		for _, o := range outs {
			k := strings.Index(o, user+":")
			if k < 0 || strings.HasPrefix(o[k+len(user)+1:], "***") {
				continue
			}
			piece, _, _ := strings.Cut(o[k+len(user)+1:], "@")
			if piece != "" && strings.HasPrefix(pw, piece[:min(len(piece), len(pw))]) {
				out = append(out, [2]string{o, piece})
			}
		}
	}
	return out
}
