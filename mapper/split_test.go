package mapper

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/split"
	"github.com/urlsift/urlsift/pos"
)

// splitLines are the lines splitText draws from: URLs alone and in prose,
// wrapped over lines (in <...>, after a hyphen), with passwords, with
// characters of several bytes, lines of CRLF, and none.
var splitLines = []string{
	"Plain words with no link at all.",
	"",
	"see http://example.com/a/b here, and https://x.example/?q=1#f.",
	"mail http://user:hunter2@a.example:8080/x{y} now",
	"<http://wrapped.example/a/b/",
	"  c/d/e>",
	"see http://wrap.example/a/b/c/long-",
	"word/rest and more",
	"ftp://u:pw@h.example:2121/x é ü http://ü.example/ä",
	"text http://q.example/?a=1&b=%zz\r",
	"\"http://quoted.example/a b\" 'http://s.example/'",
	"www.example.org/path and mailto:a@b.example",
	"> quoted http://mail.example/x",
	"    indented http://x.example:80/ code",
}

// splitText draws a text of n lines from splitLines, with now and then
// runs too long to be a URL (with a small --max-url) and lines of any
// bytes.
func splitText(rng *rand.Rand, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		switch k := rng.IntN(30); {
		case k == 0:
			for j := rng.IntN(3); j >= 0; j-- {
				b.WriteString("http://run.example/" + strings.Repeat("x", 100+rng.IntN(300)) + "\n")
			}
		case k == 1:
			for j := rng.IntN(30); j > 0; j-- {
				b.WriteByte(byte(1 + rng.IntN(255))) // no NUL: a binary file is not read
			}
		default:
			b.WriteString(splitLines[rng.IntN(len(splitLines))])
		}
		b.WriteByte('\n')
	}
	if rng.IntN(3) == 0 {
		b.WriteString("last line http://end.example/ no newline")
	}
	return "Text " + b.String() // read as text, not a mail or a byte order mark
}

// TestSplitSameAsOneWorker: a text read in parts (cut at random line
// starts, on 1 to 5 workers, the last part held or streamed) prints what
// one reader of the whole text prints (File), byte for byte, with the
// same warnings: the parts' lines, numbered from each part's start and
// renumbered in its turn, are the file's; the part's output held in
// chunks of any size.
func TestSplitSameAsOneWorker(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 27))
	defer func(n int) { outChunk = n }(outChunk)
	texts := 30
	if testing.Short() {
		texts = 8
	}
	for n := 0; n < texts; n++ {
		text := splitText(rng, 20+rng.IntN(300))
		head := []byte(text[:min(len(text), input.SniffSize)])
		if !input.Plain("t.txt", head, input.Auto) {
			t.Fatalf("not plain text: %q", text)
		}
		for _, x := range []*Extract{
			{Format: "line"},
			{Format: "json", Hyphen: "both", Options: extract.Options{MaxURL: 128}},
			{Format: "url", Options: extract.Options{MaxURL: 200}},
		} {
			var whole bytes.Buffer
			var wholeWarn []string
			if _, err := x.File("t.txt", strings.NewReader(text), input.Auto, &whole, func(s string) { wholeWarn = append(wholeWarn, s) }); err != nil {
				t.Fatal(err)
			}
			before, after := x.Options.Context()
			for _, size := range []int{1, 2 + rng.IntN(300), 200 + rng.IntN(4000), len(text)/2 + 1} {
				for _, stream := range []int{1 << 30, rng.IntN(len(text) + 1)} {
					// A part's output in chunks of one record, of a few
					// or of all (renumbered chunk by chunk).
					outChunk = []int{1, 300, 64 << 10}[rng.IntN(3)]
					o := split.Options{Workers: 1 + rng.IntN(5), Size: size, Search: []int{1, 100, 90 << 10}[rng.IntN(3)],
						Before: before, After: after, Cut: extract.CutAfter, Stream: stream}
					var got bytes.Buffer
					var warn []string
					_, err := x.split(strings.NewReader(text), int64(len(text)), "t.txt", o, &got, func(p pos.Pos, n int) {
						warn = append(warn, fmt.Sprintf("%d:%d: %s", p.Line, p.Column, x.TooLong(n)))
					})
					if err != nil {
						t.Fatal(err)
					}
					if got.String() != whole.String() || fmt.Sprint(warn) != fmt.Sprint(wholeWarn) {
						t.Fatalf("format %s, parts of %d bytes on %d workers (stream above %d):\n%s%v\nwhole:\n%s%v\ntext:\n%q",
							x.Format, size, o.Workers, stream, got.String(), warn, whole.String(), wholeWarn, text)
					}
				}
			}
		}
	}
}
