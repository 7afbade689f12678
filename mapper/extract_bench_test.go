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

// BenchmarkExtractDense measures the command's work per URL (scanning,
// the secret reading, masking, formatting) on scripts/corpus.sh's
// URL-dense text, a password in every fifth URL, in each format
// (File, as a worker runs it).
func BenchmarkExtractDense(b *testing.B) {
	units := "http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b http://d.example:81/p^q <http://e.example/ %41> "
	line := strings.Repeat(units, 4) + "\n"
	in := strings.Repeat(line, (1<<20)/len(line))
	for _, format := range []string{"url", "line", "json"} {
		b.Run(format, func(b *testing.B) {
			x := &Extract{Format: format, Hyphen: "keep"}
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			urls := 0
			for b.Loop() {
				if _, err := x.File("f.txt", strings.NewReader(in), input.Text, io.Discard, func(string) {}); err != nil {
					b.Fatal(err)
				}
				urls += strings.Count(in, "://")
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(urls), "ns/url")
		})
	}
}

// BenchmarkExtractUserNames measures the command's work per URL on text
// dense with URLs that have a user name and no password (extract's
// BenchmarkScan/ssh lines, scripts/instr.sh's ssh input), in each
// format: the URL's secret is read once, by the scanner (issue 27).
func BenchmarkExtractUserNames(b *testing.B) {
	line := "clone ssh://git@h.example.org:22/o/r7.git here, then the build\n"
	in := strings.Repeat(line, (1<<20)/len(line))
	for _, format := range []string{"url", "line", "json"} {
		b.Run(format, func(b *testing.B) {
			x := &Extract{Format: format, Hyphen: "keep"}
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			urls := 0
			for b.Loop() {
				if _, err := x.File("f.txt", strings.NewReader(in), input.Text, io.Discard, func(string) {}); err != nil {
					b.Fatal(err)
				}
				urls += strings.Count(in, "://")
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(urls), "ns/url")
		})
	}
}

// BenchmarkExtractRelative measures the command's work per relative
// reference resolved against a --base, with and without a password in
// the base (whose secret is masked once for the run: baseSecret).
func BenchmarkExtractRelative(b *testing.B) {
	unit := "see <../a/b.html> and \"./c?q=1\" or <d/e#f>\n"
	in := strings.Repeat(unit, (1<<20)/len(unit))
	for _, base := range []string{"https://example.org/d/", "https://bob:s3cr3tpw@example.org/d/"} {
		name := "plain"
		if strings.Contains(base, "@") {
			name = "password"
		}
		b.Run(name, func(b *testing.B) {
			x := &Extract{Format: "url", Hyphen: "keep", Base: base, Options: extract.Options{Relative: true}}
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			refs := 0
			for b.Loop() {
				if _, err := x.File("f.txt", strings.NewReader(in), input.Text, io.Discard, func(string) {}); err != nil {
					b.Fatal(err)
				}
				refs += 3 * strings.Count(in, "\n")
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(refs), "ns/ref")
		})
	}
}
