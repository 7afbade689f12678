package extract

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/pos"
)

// scanned is what a Scanner reports of a text: its URLs (cloned) and the
// starts of its runs too long to be a URL, in the order they came.
type scanned struct {
	urls []*URL
	long []pos.Pos
	// events says the order: 'u' for a URL, 'l' for a long run.
	events []byte
}

func (r *scanned) scan(s *Scanner) {
	for s.Scan() {
		r.urls = append(r.urls, s.URL().Clone())
		r.events = append(r.events, 'u')
	}
}

func newScanned(o Options) (*scanned, Options) {
	r := &scanned{}
	o.TooLong = func(p pos.Pos) {
		r.long = append(r.long, p)
		r.events = append(r.events, 'l')
	}
	return r, o
}

// scanWhole scans text with one Scanner.
func scanWhole(text []byte, o Options) *scanned {
	r, o := newScanned(o)
	r.scan(NewScanner(bytes.NewReader(text), o))
	return r
}

// scanCut scans text as internal/split does, in parts that begin at cuts
// (the text's line starts after lines CutAfter accepts), each in a Scanner
// of its own given the Part's bytes and context: afresh when the Handoff
// of the part before is Fresh at its cut, from that Handoff otherwise.
// stream reads the last part through a reader instead of in place.
func scanCut(t *testing.T, text []byte, cuts []int, o Options, stream bool) *scanned {
	return scanCutBlocks(t, text, cuts, o, stream, 0)
}

// scanCutBlocks is scanCut with each part's line breaks counted ahead
// block bytes at a time (Part.Blocks, as internal/split counts them for
// lint), when block is not 0.
func scanCutBlocks(t *testing.T, text []byte, cuts []int, o Options, stream bool, block int) *scanned {
	before, after := o.Context()
	all, o := newScanned(o)
	var h *Handoff
	bounds := append(append([]int{0}, cuts...), len(text))
	line, counted := 1, 0 // the line that stream offset counted stands on
	for k := 0; k+1 < len(bounds); k++ {
		c, e := bounds[k], bounds[k+1]
		lo, hi := max(c-before, 0), min(e+after, len(text))
		line += bytes.Count(text[counted:lo], []byte{'\n'})
		counted = lo
		p := Part{Data: text[lo:hi], Offset: lo, Line: line,
			Begin: c - lo, End: e - lo, EOF: hi == len(text)}
		if block > 0 {
			p.Blocks, p.BlockSize = blockBreaks(text[c:e], block), block
		}
		if k > 0 && !CutAfter(text[max(0, c-64):c]) {
			t.Fatalf("cut at %d after a line CutAfter refuses", c)
		}
		if stream && k+2 == len(bounds) {
			p.Data, p.R = nil, bytes.NewReader(text[lo:])
		}
		s := NewScanner(nil, o)
		if h != nil && !h.Fresh(c) {
			p.From = h
		}
		mark := len(all.events)
		s.ResetPart(p)
		all.scan(s)
		if p.R == nil {
			if got, want := s.EndLine(), line+bytes.Count(p.Data[:p.End], []byte{'\n'}); got != want {
				t.Fatalf("part %d: EndLine %d, want %d", k, got, want)
			}
		}
		if h != nil && p.From == nil {
			// A part read afresh reads as one read from the Handoff.
			again, o2 := newScanned(o)
			p.From = h
			if p.R != nil {
				p.R = bytes.NewReader(text[lo:])
			}
			s2 := NewScanner(nil, o2)
			s2.ResetPart(p)
			again.scan(s2)
			mine := &scanned{urls: all.urls[len(all.urls)-count(all.events[mark:], 'u'):],
				long: all.long[len(all.long)-count(all.events[mark:], 'l'):], events: all.events[mark:]}
			if d := diffScanned(mine, again); d != "" {
				t.Fatalf("cut at %d: afresh and from the handoff %+v differ: %s", c, *h, d)
			}
			// The floors differ only where no URL ended in the part:
			// the cut, or before it; for what follows both are the cut.
			if h1, h2 := s.Handoff(), s2.Handoff(); h1.Next != h2.Next || h1.Skip != h2.Skip || h1.Floor != h2.Floor && max(h1.Floor, h2.Floor) > c {
				t.Fatalf("cut at %d: handoffs %+v and %+v", c, s.Handoff(), s2.Handoff())
			}
		}
		hh := s.Handoff()
		h = &hh
	}
	return all
}

func count(b []byte, c byte) int { return bytes.Count(b, []byte{c}) }

// blockBreaks counts the line breaks of b block bytes at a time, a byte
// at a time (Part.Blocks).
func blockBreaks(b []byte, block int) []int32 {
	var t []int32
	for k := 0; k < len(b); k += block {
		n := int32(0)
		for _, c := range b[k:min(k+block, len(b))] {
			if c == '\n' {
				n++
			}
		}
		t = append(t, n)
	}
	return t
}

func diffScanned(a, b *scanned) string {
	if !bytes.Equal(a.events, b.events) {
		return fmt.Sprintf("events %q against %q (urls %s against %s)", a.events, b.events, texts(a.urls), texts(b.urls))
	}
	for i := range a.urls {
		if !reflect.DeepEqual(a.urls[i], b.urls[i]) {
			return fmt.Sprintf("URL %d: %+v against %+v", i, *a.urls[i], *b.urls[i])
		}
	}
	for i := range a.long {
		if a.long[i] != b.long[i] {
			return fmt.Sprintf("long run %d: %+v against %+v", i, a.long[i], b.long[i])
		}
	}
	return ""
}

func texts(us []*URL) string {
	var s []string
	for _, u := range us {
		s = append(s, fmt.Sprintf("%q@%d", u.Text, u.Start.Offset))
	}
	return "[" + strings.Join(s, " ") + "]"
}

// cutsOf returns the offsets of text where a part may begin: each line
// start after a line CutAfter accepts.
func cutsOf(text []byte) []int {
	var cuts []int
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' && i+1 < len(text) && CutAfter(text[max(0, i-63):i+1]) {
			cuts = append(cuts, i+1)
		}
	}
	return cuts
}

// partText draws a text of the shapes the cuts must not change: URLs in
// every wrapper, broken across lines (bare ones as a formatter breaks
// them, in <...> anywhere, after a hyphen), a scheme cut after "<", runs
// too long to be a URL, quotation and comment prefixes, filled prose,
// blank lines, CRLF, tabs, non-ASCII text, and every printable byte.
func partText(rng *rand.Rand, lines int) []byte {
	words := []string{"the", "a", "URL", "see", "at", "Note:", "10:30", "e.g.:", "C:\\dir", "x:=y", "(see", "below)",
		"“quoted”", "naïve", "日本語", "—", "*", "_", "-", "1.", "«", "»", "www.w3.org/Addressing/", "<b>", "</p>",
		"[text](rel/x.html)", "<../up.html>", "mailto:kim@example.org", "urn:ietf:rfc:2396", "http://user:pw@h.example/p",
		"https://ghp_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@github.com/x", "<ht", "tps://broken.example/>"}
	urls := []string{"http://a.example/", "https://b.example/path/to/file.html", "ftp://c.example/pub/x-y_z",
		"http://d.example/a(b)c", "https://e.example/q?a=1&b=2#frag", "http://f.example/" + strings.Repeat("long/", 20),
		"http://g.example/%41%42", "https://h.example:8080/x", "file:///etc/hosts", "http://i.example/ünï"}
	wraps := [][2]string{{"", ""}, {"<", ">"}, {"<URL:", ">"}, {"\"", "\""}, {"'", "'"}, {"(", ")"}, {"[", "]"},
		{"{", "}"}, {"“", "”"}, {"«", "»"}, {"`", "`"}, {"[t](", ")"}, {"⟨", "⟩"}, {"_", "_"}, {"**", "**"}}
	prefixes := []string{"", "", "", "> ", "// ", "# ", " * ", "\t", "    "}
	var b strings.Builder
	for l := 0; l < lines; l++ {
		switch rng.IntN(12) {
		case 0:
			b.WriteString("\n") // a blank line
			continue
		case 1:
			b.WriteString("  \r\n")
			continue
		}
		pre := prefixes[rng.IntN(len(prefixes))]
		b.WriteString(pre)
		width := 0
		for w := rng.IntN(12); w >= 0; w-- {
			var tok string
			switch rng.IntN(6) {
			case 0, 1:
				u := urls[rng.IntN(len(urls))]
				wr := wraps[rng.IntN(len(wraps))]
				tok = wr[0] + u + wr[1]
				if rng.IntN(4) == 0 {
					// Broken across lines: in the wrapper, after a
					// hyphen, or where a formatter broke it.
					k := 1 + rng.IntN(len(tok)-1)
					sep := "\n" + pre
					switch rng.IntN(3) {
					case 0:
						sep = "-\n" + pre
					case 1:
						sep = "\n" + pre + "   "
					}
					tok = tok[:k] + sep + tok[k:]
				}
			case 2:
				tok = words[rng.IntN(len(words))]
			case 3:
				// Any printable bytes, and a control one now and then.
				n := 1 + rng.IntN(8)
				bs := make([]byte, n)
				for i := range bs {
					bs[i] = byte(0x21 + rng.IntN(0x5e))
					if rng.IntN(30) == 0 {
						bs[i] = byte(rng.IntN(0x20))
					}
				}
				tok = string(bs)
			case 4:
				if rng.IntN(3) == 0 {
					// A scheme cut after "<": "<ht" and "tps://" on the next line.
					k := 1 + rng.IntN(4)
					tok = "<" + "https"[:k] + "\n" + pre + "https"[k:] + "://cut.example/x>"
				} else if rng.IntN(8) == 0 {
					tok = "http://long.example/" + strings.Repeat("z", 40+rng.IntN(120)) // too long for MaxURL 64
				} else {
					tok = "paragraph"
				}
			default:
				tok = "word"
			}
			b.WriteString(tok)
			width += len(tok) + 1
			if width > 60 && rng.IntN(2) == 0 {
				b.WriteString("\n" + pre)
				width = 0
			} else {
				b.WriteByte(" \t"[rng.IntN(10)/9])
			}
		}
		if rng.IntN(10) == 0 {
			b.WriteString("\r\n")
		} else {
			b.WriteString("\n")
		}
	}
	return []byte(b.String())
}

// TestPartsSameAsWhole is the promise internal/split keeps for a large
// file: read in parts that begin at any cuts (CutAfter), each part's
// Scanner starting afresh or, where its Handoff says a URL or a long run
// crossed the cut, from the Handoff, the URLs and their positions, and
// the runs too long to be a URL, are those one Scanner gives. Random
// texts, every cut alone and random sets of cuts, with the options and a
// MaxURL small enough that runs are too long; the last part read in place
// and through a reader.
func TestPartsSameAsWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 4))
	opts := []Options{{}, {MaxURL: 64}, {Relative: true, Abbreviated: true}, {Relative: true, MaxURL: 80}}
	texts := 15
	if testing.Short() {
		texts = 5
	}
	for n := 0; n < texts; n++ {
		text := partText(rng, 20+rng.IntN(60))
		cuts := cutsOf(text)
		for _, o := range opts {
			whole := scanWhole(text, o)
			check := func(cs []int, stream bool) {
				t.Helper()
				got := scanCut(t, text, cs, o, stream)
				if d := diffScanned(whole, got); d != "" {
					t.Fatalf("options %+v, cuts %v (stream %v): %s\ntext:\n%s", o, cs, stream, d, text)
				}
			}
			for _, c := range cuts {
				check([]int{c}, false)
			}
			for k := 0; k < 10 && len(cuts) > 0; k++ {
				var cs []int
				for _, c := range cuts {
					if rng.IntN(3) == 0 {
						cs = append(cs, c)
					}
				}
				check(cs, k%2 == 1)
			}
		}
	}
}

// TestPartsSameAsWholeFiles cuts real texts (the golden inputs, of mail,
// Markdown, xml2rfc) at every tenth cut and at all of them.
func TestPartsSameAsWholeFiles(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.txt")
	if len(files) == 0 {
		t.Fatal("no golden inputs")
	}
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cuts := cutsOf(text)
		for _, o := range []Options{{}, {Relative: true, Abbreviated: true}} {
			whole := scanWhole(text, o)
			for _, cs := range [][]int{cuts, everyNth(cuts, 10), everyNth(cuts, 3)} {
				if d := diffScanned(whole, scanCut(t, text, cs, o, false)); d != "" {
					t.Fatalf("%s, options %+v, %d cuts: %s", f, o, len(cs), d)
				}
			}
		}
	}
}

// TestPartsSameAsWholeRendered cuts the rendered corpora (HTML, man
// pages, Texinfo, PDF and mail as w3m, lynx, html2text, pandoc, groff and
// pdftotext set them, in several languages and widths: URLs wrapped in
// every way a renderer wraps them) at every cut, and at every seventh,
// with and without the options.
func TestPartsSameAsWholeRendered(t *testing.T) {
	files, _ := filepath.Glob("testdata/rendered/*/*.txt")
	if len(files) < 50 {
		t.Fatalf("%d rendered texts", len(files))
	}
	for i, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		cuts := cutsOf(text)
		o := Options{}
		if i%2 == 1 {
			o = Options{Relative: true, Abbreviated: true}
		}
		whole := scanWhole(text, o)
		for k, cs := range [][]int{cuts, everyNth(cuts[min(i%7, len(cuts)):], 7)} {
			if d := diffScanned(whole, scanCut(t, text, cs, o, (i+k)%3 == 0)); d != "" {
				t.Fatalf("%s, options %+v, %d cuts: %s", f, o, len(cs), d)
			}
		}
	}
}

func everyNth(cs []int, n int) []int {
	var out []int
	for i := 0; i < len(cs); i += n {
		out = append(out, cs[i])
	}
	return out
}

// TestCutAfter: a line that ends in "<" and the first letters of a
// scheme may go on on the next ("<ht" and "tps://x/>"); any other may be
// cut after.
func TestCutAfter(t *testing.T) {
	for _, tt := range []struct {
		line string
		ok   bool
	}{
		{"plain text\n", true},
		{"\n", true},
		{"see <ht\n", false},
		{"<h\r\n", false},
		{"<\n", true},
		{"a <b> c\n", true},
		{"no newline", false},
		{"x<" + strings.Repeat("a", maxScheme+1) + "\n", true},
		{"<http:\n", true},
	} {
		if got := CutAfter([]byte(tt.line)); got != tt.ok {
			t.Errorf("CutAfter(%q) = %v, want %v", tt.line, got, tt.ok)
		}
	}
}

// FuzzParts: any text, cut at the cuts a seed picks (every one when it is
// 0), reads in parts as one Scanner reads it whole (TestPartsSameAsWhole).
func FuzzParts(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 8; i++ {
		f.Add(string(partText(rng, 12)), uint64(i), i%2 == 0)
	}
	f.Add("see <ht\ntps://x.example/>\n\nhttp://a.example/b-\nc\n", uint64(0), false)
	f.Fuzz(func(t *testing.T, text string, seed uint64, small bool) {
		o := Options{Relative: seed&1 != 0, Abbreviated: seed&2 != 0}
		if small {
			o.MaxURL = 64
		}
		b := []byte(text)
		var cuts []int
		for i, c := range cutsOf(b) {
			if seed == 0 || seed>>(uint(i)%62+2)&1 != 0 {
				cuts = append(cuts, c)
			}
		}
		if len(cuts) > 16 {
			cuts = everyNth(cuts, len(cuts)/16) // each part reads its context: a few, not thousands
		}
		block := int(seed >> 8 % 70) // Part.Blocks of 1 to 69 bytes, or none
		if d := diffScanned(scanWhole(b, o), scanCutBlocks(t, b, cuts, o, seed&4 != 0, block)); d != "" {
			t.Fatalf("options %+v, cuts %v, blocks of %d: %s", o, cuts, block, d)
		}
	})
}

// TestPartLinesShortLines: two Parts give the positions one Scanner of
// the whole text gives, and EndLine the line of the first part's end, for
// URLs that run from the part into the bytes after it over lines of a
// few bytes (in <...>), where the Scanner has counted past the part's end
// and a line break stands right after it.
func TestPartLinesShortLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 39))
	for n := 0; n < 2000; n++ {
		var b []byte
		for len(b) < 300 {
			switch rng.IntN(4) {
			case 0:
				b = append(b, "<http://a.example/"...)
				for k := rng.IntN(12); k > 0; k-- {
					b = append(b, "ab/cdefghijklm"[:1+rng.IntN(14)]...)
					b = append(b, "\n\n"[:1+rng.IntN(2)]...)
				}
				b = append(b, "x>"...)
			case 1:
				b = append(b, "\n\n\n"[:1+rng.IntN(3)]...)
			case 2:
				b = append(b, " é http://b.example/ "...)
			default:
				b = append(b, byte(' '+rng.IntN(95)))
			}
		}
		whole := scanWhole(b, Options{})
		cuts := cutsOf(b)
		if len(cuts) == 0 {
			continue
		}
		c := cuts[rng.IntN(len(cuts))]
		{
			all, o := newScanned(Options{})
			before, after := o.Context()
			var h *Handoff
			for k, bounds := range [][2]int{{0, c}, {c, len(b)}} {
				lo, hi := max(bounds[0]-before, 0), min(bounds[1]+after, len(b))
				p := Part{Data: b[lo:hi], Offset: lo, Line: 1 + bytes.Count(b[:lo], nl), Begin: bounds[0] - lo, End: bounds[1] - lo, EOF: hi == len(b)}
				if k > 0 && !h.Fresh(c) {
					p.From = h
				}
				s := NewScanner(nil, o)
				s.ResetPart(p)
				all.scan(s)
				if want := p.Line + bytes.Count(p.Data[:p.End], nl); s.EndLine() != want {
					t.Fatalf("cut at %d, part %d: EndLine %d, want %d\ntext %q", c, k, s.EndLine(), want, b)
				}
				hh := s.Handoff()
				h = &hh
			}
			if d := diffScanned(all, whole); d != "" {
				t.Fatalf("cut at %d: parts and whole differ: %s\ntext %q", c, d, b)
			}
		}
	}
}

// TestPartBlocks: a Part whose line breaks were counted ahead by blocks
// (Part.Blocks, internal/split's count for lint) gives every position
// one Scanner of the whole text gives, tells Options.Lines and
// Options.Marked what the same Part without the blocks tells, and ends
// on the line it does (EndLine): drawn texts (seed 4853) of every shape
// partText draws, alone and repeated past 12 KiB (Options.Lines counts
// 12 KiB at a time), cut at drawn line starts, with blocks of 1 to 70
// bytes and of internal/split's 2 KiB, each options lint and extract
// use.
func TestPartBlocks(t *testing.T) {
	rng := rand.New(rand.NewPCG(4853, 1))
	n := 60
	if testing.Short() {
		n = 15
	}
	for range n {
		text := partText(rng, 10+rng.IntN(60))
		if rng.IntN(2) == 0 {
			// Directives' markers (lint's Options.Marker), at line starts.
			lines := bytes.SplitAfter(text, []byte{'\n'})
			for i := range lines {
				if rng.IntN(5) == 0 {
					lines[i] = append([]byte("# urlsift:ignore\n"), lines[i]...)
				}
			}
			text = bytes.Join(lines, nil)
		}
		if rng.IntN(3) == 0 {
			text = bytes.Repeat(text, 1+(40<<10)/len(text))
		}
		cuts := cutsOf(text)
		var cs []int
		for _, c := range cuts {
			if rng.IntN(1+len(cuts)/4) == 0 {
				cs = append(cs, c)
			}
		}
		block := []int{1 + rng.IntN(70), 2 << 10}[rng.IntN(2)]
		for _, o := range []Options{{}, {MaxURL: 64}, {Relative: true, Abbreviated: true}} {
			var told [2][]string
			run := func(k, block int) *scanned {
				o := o
				o.Lines = func(off, line int) { told[k] = append(told[k], fmt.Sprint("lines ", off, line)) }
				o.Marker = "urlsift:"
				o.Marked = func(at pos.Pos, rest []byte) { told[k] = append(told[k], fmt.Sprint("marked ", at)) }
				return scanCutBlocks(t, text, cs, o, false, block)
			}
			with, without := run(0, block), run(1, 0)
			if d := diffScanned(with, without); d != "" {
				t.Fatalf("options %+v, cuts %v, blocks of %d: %s", o, cs, block, d)
			}
			if d := diffScanned(with, scanWhole(text, o)); d != "" {
				t.Fatalf("options %+v, cuts %v, blocks of %d, against the whole: %s", o, cs, block, d)
			}
			if !reflect.DeepEqual(told[0], told[1]) {
				t.Fatalf("options %+v, cuts %v, blocks of %d: told %v, without blocks %v", o, cs, block, told[0], told[1])
			}
		}
	}
}
