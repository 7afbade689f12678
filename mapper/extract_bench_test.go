package mapper

import (
	"io"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/printer"
)

// BenchmarkExtractStream measures the command's work per input (scanning,
// redaction, formatting) on URL-dense text, in each format.
func BenchmarkExtractStream(b *testing.B) {
	unit := "see <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING> and \"http://www.w3.org/Addressing/\", "
	in := strings.Repeat(unit, (4<<20)/len(unit))
	for _, format := range []string{"url", "line", "json"} {
		b.Run(format, func(b *testing.B) {
			x := &Extract{Format: format, Hyphen: "keep"}
			sc := extract.NewScanner(nil, x.Options)
			out, err := printer.New(format, io.Discard, printer.Options{})
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := x.Input(sc, "f.txt", strings.NewReader(in), input.Text, nil, nil, out.Print); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
