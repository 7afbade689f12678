package main

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/input"
)

// BenchmarkExtractStream measures the command's work per stream (scanning,
// redaction, formatting) on URL-dense text, in each format.
func BenchmarkExtractStream(b *testing.B) {
	unit := "see <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING> and \"http://www.w3.org/Addressing/\", "
	in := strings.Repeat(unit, (4<<20)/len(unit))
	for _, format := range []string{"url", "line", "json"} {
		b.Run(format, func(b *testing.B) {
			cfg := &extractConfig{format: format, hyphen: "keep"}
			var ew extractWorker
			w := bufio.NewWriter(io.Discard)
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				if err := extractStream(w, "f.txt", &input.Segment{Text: strings.NewReader(in)}, cfg, &ew, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
