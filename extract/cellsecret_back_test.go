package extract

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestColumnBackSameInParts (closing-49 item 10, closing-50 item 6): the
// cell and column readings (cellAfter, columnAfter, columnRest) look back
// from a URL cut inside its password to its line's start, to tell the
// cell's columns; as much whole as in parts. A Scanner that reads its
// text through a reader keeps lookBehind bytes before its search
// position, so the start of a line longer than that may be gone from its
// buffer when a URL at its end is found, while a part of a file mapped
// whole holds it: the columns were counted from wherever the buffer
// started, and the next line's cell read at another place. The generator
// draws the line before the URL (a column of words, or a row of cells
// with borders) 0 to 24 KB long with a small buffer (MaxURL 64), or to
// 300 KB with the default one, from words of every printable byte but a
// border, and the next line with the password's rest at the URL's cell.
func TestColumnBackSameInParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5052, 2))
	const wordBytes = "abcdefghijklmnopqrstuvwxyzé:!#$%&'()*+,-./;<=>?@[]^_`{}~\"\\"
	runes := []rune(wordBytes)
	word := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			b.WriteRune(runes[rng.IntN(len(runes))])
		}
		return b.String()
	}
	lower := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(byte('a' + rng.IntN(26)))
		}
		return b.String()
	}
	bad, masked, n := 0, 0, 0
	for c := 0; c < 120; c++ {
		o := Options{MaxURL: 64}
		long := 24 << 10
		if c%6 == 0 {
			o, long = Options{}, 300<<10
		}
		var l1, l2 strings.Builder
		bordered := rng.IntN(2) == 0
		r1, r2 := 0, 0 // the lines' widths in runes
		if c%3 == 1 {
			long = 2 * lineBack // around the bound
		}
		for size := rng.IntN(long); l1.Len() < size; {
			a, b := word(1+rng.IntN(12)), word(1+rng.IntN(12))
			if r1 > 0 && c%2 == 0 && rng.IntN(3) == 0 {
				// A word a password's rest may read as, anywhere on
				// the next line but first (in half the texts).
				b = lower(1) + "Q7" + lower(rng.IntN(3)) + "@h.example.org/x"
			}
			if bordered {
				l1.WriteString("|" + a)
				l2.WriteString("|" + b)
			} else {
				l1.WriteString(a + "  ")
				l2.WriteString(b + "  ")
			}
			r1 += 1 + utf8.RuneCountInString(a) // "|" and a, or a and "  "
			r2 += 1 + utf8.RuneCountInString(b)
			if !bordered {
				r1, r2 = r1+1, r2+1
			}
			// the same width in runes on both lines
			if d := r1 - r2; d > 0 {
				l2.WriteString(strings.Repeat(" ", d))
				r2 = r1
			} else if d < 0 {
				l1.WriteString(strings.Repeat(" ", -d))
				r1 = r2
			}
		}
		// The password's first piece: letters in one case, which no
		// renderer's cut alone hides (urlsyntax.CutPiece): its rest on
		// the next line at the URL's column tells.
		url := "http://alice:" + lower(2+rng.IntN(5))
		rest := lower(1) + "Z3" + lower(rng.IntN(4)) + "@db.example.com/x"
		w := max(len(url), len(rest))
		sep := "  "
		if bordered {
			sep = "|"
		}
		l1.WriteString(sep + url + strings.Repeat(" ", w-len(url)))
		l2.WriteString(sep + rest + strings.Repeat(" ", w-len(rest)))
		if bordered {
			l1.WriteString("|x|")
			l2.WriteString("|y|")
		}
		text := []byte(l1.String() + "\n" + l2.String() + "\nmore text\n")
		n++
		plain := scanWhole(text, o)
		for _, u := range plain.urls {
			if strings.HasPrefix(u.Text, "http://alice:") && u.Secret.Mask(u.Text) != u.Text {
				masked++
			}
		}
		for _, cut := range append([]int{0}, cutsOf(text)...) {
			var cuts []int
			if cut > 0 {
				cuts = []int{cut}
			}
			if d := diffScanned(plain, scanCut(t, text, cuts, o, false)); d != "" {
				bad++
				if bad <= 3 {
					t.Errorf("case %d (%d bytes before the URL, bordered %v), cut at %d: %.300s", c, l1.Len()-len(url), bordered, cut, d)
				}
				break
			}
		}
	}
	t.Logf("%d texts, %d masked whole, %d read otherwise in parts", n, masked, bad)
	if bad > 0 {
		t.Errorf("%d readings in parts differ from the whole", bad)
	}
}

// BenchmarkColumnBack: one line of URLs cut inside a password's first
// piece ("http://u:kxnm  " over and over, no "@" anywhere), mapped whole
// as a Part: each is read in its cell and column (cellAfter, columnRest,
// columnAfter), which looked back to the line's start, however far: the
// cost of a byte grew with the line's length. Bounded, it is the same
// for every length.
func BenchmarkColumnBack(b *testing.B) {
	for _, size := range []int{4 << 10, 16 << 10, 64 << 10} {
		var t strings.Builder
		for i := 0; t.Len() < size; i++ {
			t.WriteString("http://u:" + string(rune('a'+i%26)) + "xnm  ")
		}
		t.WriteString("\nnext line\n")
		data := []byte(t.String())
		b.Run(strconv.Itoa(size>>10)+"K", func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			s := NewScanner(nil, Options{})
			for b.Loop() {
				s.ResetPart(Part{Data: data, End: len(data), EOF: true, Line: 1})
				for s.Scan() {
				}
			}
		})
	}
}
