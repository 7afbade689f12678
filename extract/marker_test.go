package extract

import (
	"bytes"
	"fmt"
	"github.com/urlsift/urlsift/internal/chartest"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/pos"
)

// testMarker is lint's directive marker, the Options.Marker these tests
// read with.
const testMarker = "urlsift:ignore"

// marked is one report of Options.Marked.
type marked struct {
	at   pos.Pos
	rest string
}

func (m marked) String() string { return fmt.Sprintf("%+v %q", m.at, m.rest) }

// markOracle returns every occurrence of marker in text, with its position
// counted from the text's start and the MarkedRest bytes after it.
func markOracle(text []byte, marker string) []marked {
	var out []marked
	for from := 0; ; {
		i := bytes.Index(text[from:], []byte(marker))
		if i < 0 {
			return out
		}
		off := from + i
		ls := bytes.LastIndexByte(text[:off], '\n') + 1
		col := off - ls + 1
		// Char counts characters as a UTF-8 decoder reads them.
		at := pos.Pos{Offset: off, Line: 1 + bytes.Count(text[:off], []byte{'\n'}), Column: col,
			Char: chartest.DecodedChars(string(text[ls:off])) + 1}
		e := off + len(marker)
		out = append(out, marked{at, string(text[e:min(len(text), e+MarkedRest)])})
		from = off + 1
	}
}

// markerText is colonText with the marker standing in every company:
// alone and after a comment's markup, glued to words and to itself,
// inside URLs and runs too long to be one, cut short, before a line
// break of each kind, at the very end.
func markerText(rng *rand.Rand, n int) []byte {
	b := colonText(rng, n)
	for k := rng.IntN(12); k > 0; k-- {
		at := rng.IntN(len(b) + 1)
		ins := []string{testMarker, " # " + testMarker + " default-port", "http://h.example/hook?" + testMarker + " x|y",
			"x" + testMarker, testMarker + "-next-line\n", "urlsift:" + testMarker, "urlsift:ignor", "rlsift:ignore",
			"<!-- " + testMarker + " -->\r\n", "http://run.example/" + strings.Repeat("x", rng.IntN(300)) + testMarker + strings.Repeat("y", rng.IntN(300)),
			"é" + testMarker + "é", testMarker + ":" + testMarker}[rng.IntN(12)]
		b = append(b[:at], append([]byte(ins), b[at:]...)...)
	}
	if rng.IntN(8) == 0 {
		b = append(b, testMarker[:rng.IntN(len(testMarker)+1)]...)
	}
	return b
}

// scanMarks scans r with o and the marker, and returns the markers
// reported; each time Scan returns it checks what Searched says against
// the markers of text.
func scanMarks(t *testing.T, text []byte, r func() *Scanner, o Options) []marked {
	t.Helper()
	var got []marked
	o.Marker, o.Marked = testMarker, func(at pos.Pos, rest []byte) {
		got = append(got, marked{at, string(rest)})
	}
	s := r()
	s.Init(s.r, o)
	want := markOracle(text, testMarker)
	check := func() {
		off, line := s.Searched()
		if off > len(text) || line != 1+bytes.Count(text[:off], []byte{'\n'}) {
			t.Fatalf("%q: Searched says %d, line %d", text, off, line)
		}
		for _, m := range want {
			if m.at.Offset < off && (len(got) == 0 || got[len(got)-1].at.Offset < m.at.Offset) {
				t.Fatalf("%q: Searched says %d, and the marker at %d is not reported yet (%v)", text, off, m.at.Offset, got)
			}
		}
	}
	for s.Scan() {
		check()
	}
	check()
	return got
}

// TestMarkerReported: the Scanner reports every occurrence of
// Options.Marker, in order, at the position counting from the text's
// start gives and with the MarkedRest bytes after it, whatever the
// options and however the text is read; its URLs and runs too long to be
// one are those it finds without a marker.
func TestMarkerReported(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 33))
	for n := 0; n < 500; n++ {
		text := markerText(rng, 1+rng.IntN(4000))
		want := fmt.Sprint(markOracle(text, testMarker))
		for _, o := range findOptions {
			readers := map[string]func() *Scanner{
				"whole":    func() *Scanner { return NewScanner(bytes.NewReader(text), o) },
				"one byte": func() *Scanner { return NewScanner(iotest.OneByteReader(bytes.NewReader(text)), o) },
				"chunks":   func() *Scanner { return NewScanner(&chunkReader{s: string(text), rng: rng}, o) },
			}
			for how, r := range readers {
				if got := fmt.Sprint(scanMarks(t, text, r, o)); got != want {
					t.Fatalf("%q, options %+v, read %s:\nreported %s\nwant     %s", text, o, how, got, want)
				}
			}
			plain := scanWhole(text, o)
			mo := o
			mo.Marker, mo.Marked = testMarker, func(pos.Pos, []byte) {}
			if d := diffScanned(plain, scanWhole(text, mo)); d != "" {
				t.Fatalf("%q, options %+v: with the marker %s", text, o, d)
			}
		}
	}
}

// TestMarkerParts: the Scanners of the parts of a text (as scanCut reads
// them) report, end to end, every marker of the text once, as one
// Scanner does.
func TestMarkerParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 34))
	for n := 0; n < 300; n++ {
		text := append(markerText(rng, 1+rng.IntN(3000)), partText(rng, 1+rng.IntN(20))...)
		text = append(text, markerText(rng, 1+rng.IntN(2000))...)
		cuts := cutsOf(text)
		if len(cuts) > 1 {
			cuts = everyNth(cuts, 1+rng.IntN(len(cuts)))
		}
		for _, o := range findOptions {
			var got []marked
			o.Marker, o.Marked = testMarker, func(at pos.Pos, rest []byte) {
				got = append(got, marked{at, string(rest)})
			}
			scanCut(t, text, cuts, o, rng.IntN(2) == 0)
			// scanCut reads some parts twice (afresh and from the
			// handoff of the part before): each marker once.
			var once []marked
			for _, m := range got {
				if len(once) == 0 || once[len(once)-1].at.Offset < m.at.Offset {
					once = append(once, m)
				}
			}
			if g, w := fmt.Sprint(once), fmt.Sprint(markOracle(text, testMarker)); g != w {
				t.Fatalf("%q cut at %v, options %+v:\nreported %s\nwant     %s", text, cuts, o, g, w)
			}
		}
	}
}

// FuzzMarker: any text, read whole and a byte at a time, gives every
// marker it holds (TestMarkerReported).
func FuzzMarker(f *testing.F) {
	f.Add([]byte("http://a.example/ # urlsift:ignore default-port\nx urlsift:urlsift:ignore\n"), uint8(0))
	f.Add([]byte("http://h.example/hook?urlsift:ignore x|y"), uint8(4))
	f.Fuzz(func(t *testing.T, text []byte, opt uint8) {
		o := findOptions[int(opt)%len(findOptions)]
		want := fmt.Sprint(markOracle(text, testMarker))
		for how, r := range map[string]func() *Scanner{
			"whole":    func() *Scanner { return NewScanner(bytes.NewReader(text), o) },
			"one byte": func() *Scanner { return NewScanner(iotest.OneByteReader(bytes.NewReader(text)), o) },
		} {
			if got := fmt.Sprint(scanMarks(t, text, r, o)); got != want {
				t.Fatalf("%q, options %+v, read %s:\nreported %s\nwant     %s", text, o, how, got, want)
			}
		}
	})
}

// TestMarkerLongText: markers in texts longer than the Scanner's buffer,
// read in pieces, so that the buffer moves while a marker's colon waits
// for the bytes after it: inside runs too long to be a URL (which the
// search skips to their end) and in long lines, at every distance from
// where a read ends.
func TestMarkerLongText(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 35))
	for n := 0; n < 40; n++ {
		var b []byte
		for len(b) < 40000+rng.IntN(40000) {
			switch rng.IntN(4) {
			case 0:
				b = append(b, "http://run.example/"...)
				for k := rng.IntN(9000); k > 0; k-- {
					if rng.IntN(500) == 0 {
						b = append(b, testMarker...)
					}
					b = append(b, "xé:/"[rng.IntN(4)])
				}
			case 1:
				b = append(b, " # "+testMarker+" "...)
				b = append(b, bytes.Repeat([]byte("r"), rng.IntN(700))...)
			default:
				b = append(b, markerText(rng, rng.IntN(2000))...)
			}
		}
		want := fmt.Sprint(markOracle(b, testMarker))
		for _, o := range []Options{{MaxURL: 64}, {MaxURL: 200}, {}} {
			r := func() *Scanner { return NewScanner(&chunkReader{s: string(b), rng: rng}, o) }
			if got := fmt.Sprint(scanMarks(t, b, r, o)); got != want {
				t.Fatalf("options %+v:\nreported %s\nwant     %s", o, got, want)
			}
		}
	}
}
