package mapper

import (
	"io"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/printer"
)

// TestExtractNoAllocPerURL: printing a URL with no "@" near it costs no
// allocation of its own in the line formats (url, line, json), whatever
// its wrapper: the scanner cuts URL texts from a shared buffer
// (extract's urlText) and the printers append into reused buffers. What
// a run allocates grows by less than one allocation per 20 URLs when the
// input holds 3000 more. (Near an "@" the scanner reads the raw text for
// a secret, extract's Scanner.secret, which allocates.)
func TestExtractNoAllocPerURL(t *testing.T) {
	unit := "see <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING>, \"http://www.w3.org/Addressing/\",\n" +
		"(https://example.com/a/b?c=d) urn:ietf:rfc:2396 [t](https://e.example/x) https://ghp.example:8080/p\n"
	const units = 500 // 6 URLs each
	for _, format := range []string{"url", "line", "json"} {
		x := &Extract{Format: format, Hyphen: "keep"}
		sc := extract.NewScanner(nil, x.Options)
		out, err := printer.New(format, io.Discard, printer.Options{})
		if err != nil {
			t.Fatal(err)
		}
		allocs := func(n int) float64 {
			in := strings.Repeat(unit, n)
			return testing.AllocsPerRun(5, func() {
				if _, err := x.Input(sc, "f.txt", strings.NewReader(in), input.Text, nil, nil, out.Print); err != nil {
					t.Fatal(err)
				}
			})
		}
		small, large := allocs(units), allocs(2*units)
		if per := (large - small) / (units * 6); per > 0.05 {
			t.Errorf("%s: %.3f allocations per URL (%.0f for %d URLs, %.0f for %d)", format, per, small, units*6, large, 2*units*6)
		}
	}
}
