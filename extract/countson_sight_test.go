package extract

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestCountsOnWordOutOfSight: a number alone on the line after a URL's
// line break, with so many blanks before it that the word ends past the
// 2048 bytes countsOn looks ahead, is no number that counts on (the lines
// after it are out of sight). FuzzExtract found the text
// "A0://..\n" + 3,810 "\v" + "0" (trust12, stop 45), whose scan sliced
// past its sight and panicked; the generator draws every blank byte, runs
// of blanks on both sides of the sight's edge, URL lines of several
// shapes and lines of numbers around, and checks scanChecked's properties
// (spans in bounds and ordered, text from where SourcePos says).
func TestCountsOnWordOutOfSight(t *testing.T) {
	urls := []string{"A0://..", "http://a.example.org/x", "http://a.example.org/", "<http://a.example.org/x", "ftp://h/p-", "see https://b.example/"}
	blanks := []string{" ", "\t", "\v", "\f", "\r", " \v", "\u00a0"}
	nums := []string{"0", "1", "12", "3", "9999"}
	r := rand.New(rand.NewPCG(45, 2048))
	for i := 0; i < 400; i++ {
		var b strings.Builder
		if r.IntN(2) == 0 {
			b.WriteString("2\n")
		}
		b.WriteString(urls[r.IntN(len(urls))])
		b.WriteString("\n")
		n := 2000 + r.IntN(120)
		if i%10 == 0 {
			n = 3810
		}
		bl := blanks[r.IntN(len(blanks))]
		for b.Len() < n {
			b.WriteString(bl)
		}
		b.WriteString(nums[r.IntN(len(nums))])
		if r.IntN(2) == 0 {
			b.WriteString("\n4\n")
		}
		in := b.String()
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Fatalf("%q…: panic %v", in[:min(len(in), 40)], e)
				}
			}()
			scanChecked(t, in, Options{})
		}()
	}
	scanChecked(t, "A0://..\n"+strings.Repeat("\v", 3810)+"0", Options{})
}
