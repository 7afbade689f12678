package extract

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestFarRestSameInParts: what follows a URL cut inside its password is
// read up to secretAfter bytes on, as much whole as in parts: a part of
// a large file, mapped whole, held a next line's "@" 39 KB after the URL
// that the text read whole did not, and hid the password in parts only
// (TestLinesReported failed about one run in ten on 1f661d9). The
// generator draws the URL's line's length around the window and the
// next line's bytes from every byte but a line break.
func TestFarRestSameInParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(4990, 1))
	bad := 0
	for n := 0; n < 200; n++ {
		var b bytes.Buffer
		b.WriteString("see uRn://Mid:c-c-A.Z-0Z0+Aac-ZZA-90xz:|0{g ")
		for k := secretAfter/2 + rng.IntN(48*1024); k > 0; k-- {
			b.WriteByte("ab é:|x"[rng.IntN(7)])
		}
		b.WriteByte('\n')
		for k := rng.IntN(200); k > 0; k-- {
			if c := byte(rng.IntN(256)); c != '\n' {
				b.WriteByte(c)
			}
		}
		b.WriteString("@h.example.org/x\nmore text\n")
		text := b.Bytes()
		for _, o := range findOptions {
			plain := scanWhole(text, o)
			cuts := cutsOf(text)
			for _, c := range cuts {
				if d := diffScanned(plain, scanCut(t, text, []int{c}, o, false)); d != "" {
					bad++
					if bad <= 3 {
						t.Errorf("case %d, cut at %d: %.300s", n, c, d)
					}
					break
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d readings in parts differ from the whole", bad)
	}
}
