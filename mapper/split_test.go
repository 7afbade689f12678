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
	"github.com/urlsift/urlsift/internal/split/splittest"
	"github.com/urlsift/urlsift/pipeline"
	"github.com/urlsift/urlsift/pos"
)

// TestSplitSameAsOneWorker: a text read in parts (splittest.Text, one
// in four with lines of 60 KiB and more; cut at random line
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
		text := splittest.Text(rng, 20+rng.IntN(300), n%4 == 3)
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
					_, err := x.split(&pipeline.Large{F: strings.NewReader(text), Size: int64(len(text)), Split: o}, "t.txt", &got, func(p pos.Pos, n int) {
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
