package extract

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestReadBackDelimited is TestReadBackOwnOutput's promise for the URLs
// extract prints from a wrapper (<...>, quotes, brackets): the line of
// `--format url` or `--format line` output, read back as text, gives the
// URL again. Drawn: URLs of ASCII path segments with ideographs (Han,
// kana) and ASCII after them in their last segment, each in every
// wrapper. gluedIdeograph (e696c41) cut such a URL where it stands bare
// after three ASCII letters or digits, but not inside a wrapper (strong):
// "<https://h.example/wiki/Test中文>" printed "https://h.example/wiki/Test中文",
// which read back as "https://h.example/wiki/Test" (asciiLine).
func TestReadBackDelimited(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 1))
	ascii := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	ranges := [][2]rune{{0x4E00, 0x9FFF}, {0x3041, 0x3096}, {0x30A1, 0x30FA}}
	word := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteByte(ascii[rng.IntN(len(ascii))])
		}
		return b.String()
	}
	ideographs := func(n int) string {
		var b strings.Builder
		for range n {
			r := ranges[rng.IntN(len(ranges))]
			b.WriteRune(r[0] + rune(rng.IntN(int(r[1]-r[0]+1))))
		}
		return b.String()
	}
	wrappers := []string{"<%s>", "<URL:%s>", "\"%s\"", "'%s'", "(%s)", "[%s]", "`%s`"}
	bad := 0
	for n := 0; n < 2000 && bad < 10; n++ {
		u := "https://h.example/" + word(1+rng.IntN(6)) + "/" + word(1+rng.IntN(8)) + ideographs(1+rng.IntN(3))
		if rng.IntN(2) == 0 {
			u += word(1 + rng.IntN(4))
		}
		text := "see " + fmt.Sprintf(wrappers[rng.IntN(len(wrappers))], u) + " here\n"
		for got := range Strings(text, Options{}) {
			for _, out := range []string{got + "\n", "a.txt:1:5: " + got + "\n"} {
				back := slices.Collect(Strings(out, Options{}))
				if len(back) != 1 || back[0] != got {
					t.Errorf("%q gives %q; its output line %q reads back as %q", text, got, out, back)
					bad++
				}
			}
		}
	}
}
