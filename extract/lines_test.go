package extract

import (
	"bytes"
	"math/rand/v2"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/pos"
)

// lineReport is one call of Options.Lines.
type lineReport struct{ off, line int }

// linesText is a text of any bytes, the company URLs and markers keep,
// and stretches longer than linesBlock without a URL or a line break, or
// with many: lines of every length around the Scanner's places.
func linesText(rng *rand.Rand) []byte {
	var b []byte
	for n := 1 + rng.IntN(6); n > 0; n-- {
		switch rng.IntN(5) {
		case 0: // any bytes
			for k := rng.IntN(3000); k > 0; k-- {
				b = append(b, byte(rng.IntN(256)))
			}
		case 1: // a long stretch: one line, or lines of a few bytes
			c := []byte("x\n")[rng.IntN(2)]
			for k := linesBlock/2 + rng.IntN(3*linesBlock); k > 0; k-- {
				if rng.IntN(40) == 0 {
					b = append(b, c)
				} else {
					b = append(b, "ab é\r"[rng.IntN(5)])
				}
			}
		case 2:
			b = append(b, partText(rng, 1+rng.IntN(30))...)
		default:
			b = append(b, markerText(rng, 1+rng.IntN(3000))...)
		}
	}
	return b
}

// checkLines holds reports to the text: each place stands on the line
// counting from the text's start gives; with ordered, the places go
// forward, each linesGap bytes or more and at most linesBlock+linesGap
// bytes after the one before (the first after the text's start), the
// last less than linesBlock+linesGap before the end of the last URL.
func checkLines(t *testing.T, text []byte, got []lineReport, ordered bool, lastEnd int) {
	t.Helper()
	prev := lineReport{0, 1}
	for _, r := range got {
		if r.off < 0 || r.off > len(text) || r.line != 1+bytes.Count(text[:r.off], []byte{'\n'}) {
			t.Fatalf("%.200q: Lines told %d on line %d, the text has it on %d", text, r.off, r.line, 1+bytes.Count(text[:min(max(r.off, 0), len(text))], []byte{'\n'}))
		}
		if !ordered {
			continue
		}
		if r.off-prev.off < linesGap || r.off-prev.off > linesBlock+linesGap {
			t.Fatalf("%.200q: Lines told %d after %d", text, r.off, prev.off)
		}
		prev = r
	}
	if ordered && lastEnd-prev.off >= linesBlock+linesGap {
		t.Fatalf("%.200q: Lines told %d last, a URL ends at %d", text, prev.off, lastEnd)
	}
}

// TestLinesReported: Options.Lines tells places the Scanner counted the
// lines up to, each on its line, going forward, one at least every
// linesBlock+linesGap bytes and none nearer than linesGap, however the text is read, whole or in parts; and
// the Scanner finds what it finds without it (same URLs, same positions,
// same runs too long to be one).
func TestLinesReported(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 1))
	for n := 0; n < 150; n++ {
		text := linesText(rng)
		for _, o := range findOptions {
			plain := scanWhole(text, o)
			lastEnd := 0
			if k := len(plain.urls); k > 0 {
				lastEnd = plain.urls[k-1].End.Offset
			}
			for _, rd := range []struct {
				name string
				s    func(o Options) *Scanner
			}{
				{"whole", func(o Options) *Scanner { return NewScanner(bytes.NewReader(text), o) }},
				{"one byte", func(o Options) *Scanner { return NewScanner(iotest.OneByteReader(bytes.NewReader(text)), o) }},
				{"chunks", func(o Options) *Scanner { return NewScanner(&chunkReader{s: string(text), rng: rng}, o) }},
			} {
				var got []lineReport
				lo := o
				lo.Lines = func(off, line int) { got = append(got, lineReport{off, line}) }
				if rng.IntN(2) == 0 {
					lo.Marker, lo.Marked = testMarker, func(pos.Pos, []byte) {}
				}
				res, lo := newScanned(lo)
				s := rd.s(lo)
				res.scan(s)
				s.Searched()
				checkLines(t, text, got, true, lastEnd)
				if d := diffScanned(plain, res); d != "" {
					t.Fatalf("%.200q, options %+v, read %s: with Lines %s", text, o, rd.name, d)
				}
			}
			// In parts, as internal/split reads a text: each part's places
			// on their lines of the whole text.
			cuts := cutsOf(text)
			if len(cuts) > 1 {
				cuts = everyNth(cuts, 1+rng.IntN(len(cuts)))
			}
			var got []lineReport
			lo := o
			lo.Lines = func(off, line int) { got = append(got, lineReport{off, line}) }
			if d := diffScanned(plain, scanCut(t, text, cuts, lo, rng.IntN(2) == 0)); d != "" {
				t.Fatalf("%.200q cut at %v, options %+v: with Lines %s", text, cuts, o, d)
			}
			checkLines(t, text, got, false, 0)
		}
	}
}

// FuzzLines: any text tells Options.Lines only places on their lines,
// forward, linesGap to linesBlock+linesGap bytes apart (TestLinesReported).
func FuzzLines(f *testing.F) {
	f.Add([]byte("see http://a.example/x\nand\r\nhttp://b.example/ é urlsift:ignore\n"), uint8(0))
	f.Fuzz(func(t *testing.T, text []byte, opt uint8) {
		o := findOptions[int(opt)%len(findOptions)]
		var got []lineReport
		o.Lines = func(off, line int) { got = append(got, lineReport{off, line}) }
		s := NewScanner(iotest.OneByteReader(bytes.NewReader(text)), o)
		end := 0
		for s.Scan() {
			end = s.URL().End.Offset
		}
		s.Searched()
		checkLines(t, text, got, true, end)
	})
}
