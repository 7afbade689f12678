package pipeline

import (
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// denseText is n bytes or so of the URL-dense text of the speed table
// (scripts/corpus.sh): lines of five URLs four times over, every one with
// findings, one in five with a password.
func denseText(n int) string {
	units := "http://user:pw@a.example:8080/x{y} https://b.example:443/%zz ftp://c.example/a|b " +
		"http://d.example:81/p^q <http://e.example/ %41> "
	line := strings.Repeat(units, 4) + "\n"
	return strings.Repeat(line, n/len(line))
}

// BenchmarkLintDenseText is `urlsift lint --no-config --fail-level none`
// on the URL-dense text, one worker, in the text format and in JSON: the
// path from the reader to the formatted line (LintInput, Record, a
// LineFormat), as a worker of the command takes it (issue 27's "lint on
// URL-dense text" row).
func BenchmarkLintDenseText(b *testing.B) {
	src := denseText(1 << 20)
	for _, format := range []string{"text", "json"} {
		b.Run(format, func(b *testing.B) {
			l, err := lint.New(lint.Options{HideInfo: true, NoSecretID: format != "json"})
			if err != nil {
				b.Fatal(err)
			}
			line, _ := printer.Line(format, printer.Options{})
			var out []byte
			rec := new(printer.Record)
			emit := func(f lint.Finding) error {
				*rec = Record(&f, "dense.txt")
				out = line.Append(out, rec)
				return nil
			}
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for b.Loop() {
				out = out[:0]
				if _, _, err := LintInput(l, "dense.txt", strings.NewReader(src), input.Options{}, extract.Options{}, nil, emit); err != nil {
					b.Fatal(err)
				}
				if len(out) < len(src) {
					b.Fatalf("%d bytes of output for %d of input", len(out), len(src))
				}
			}
		})
	}
}
