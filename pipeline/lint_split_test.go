package pipeline

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
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

// plain reports whether LintInput reads text as plain text, as it reads
// a file Splittable lets LintSplit read.
func plain(text string) bool {
	return input.Plain("t.txt", []byte(text[:min(len(text), input.SniffSize)]), input.Auto)
}

// lintOut is what the command prints for the findings of text, linted
// whole (LintInput) or in parts cut as o says (lintSplit): the lines of
// json, the severities and the URLs checked.
func lintOut(t *testing.T, l *lint.Linter, text string, opts extract.Options, o *split.Options) string {
	t.Helper()
	line, _ := printer.Line("json", printer.Options{})
	var out bytes.Buffer
	var sevs []lint.Severity
	count := func(s lint.Severity) { sevs = append(sevs, s) }
	var urls int
	var err error
	if o == nil {
		urls, _, err = LintInput(l, "t.txt", strings.NewReader(text), input.Options{}, opts, nil, func(f lint.Finding) error {
			count(f.Severity)
			rec := Record(&f, "t.txt")
			out.Write(line.Append(nil, &rec))
			return nil
		})
	} else {
		return lintOutLarge(t, l, text, opts, &Large{F: strings.NewReader(text), Size: int64(len(text)), Split: *o})
	}
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d URLs, severities %v\n%s", urls, sevs, out.String())
}

// lintOutLarge is lintOut of text in the parts lf cuts it in.
func lintOutLarge(t *testing.T, l *lint.Linter, text string, opts extract.Options, lf *Large) string {
	t.Helper()
	line, _ := printer.Line("json", printer.Options{})
	var out bytes.Buffer
	var sevs []lint.Severity
	urls, _, err := lintSplit(l, "t.txt", lf, input.Options{}, opts, nil, line, func(s lint.Severity) { sevs = append(sevs, s) }, &out)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%d URLs, severities %v\n%s", urls, sevs, out.String())
}

// TestLintSplitSameAsWhole: a text linted in parts, cut after every line
// that may end a part (extract.CutAfter) or at random ones, a last part
// held or streamed, prints what it prints linted whole, byte for byte:
// generated texts with every kind of line lint treats apart, lines long
// enough that a finding does not wait for their end, runs too long to be
// a URL, with the default rules and all of them, --tests and --relative.
func TestLintSplitSameAsWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 31))
	all, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	def, _ := lint.New(lint.Options{})
	tests, _ := lint.New(lint.Options{Tests: true, Enable: []string{"all"}})
	type setup struct {
		l    *lint.Linter
		opts extract.Options
	}
	setups := []setup{{def, extract.Options{}}, {all, extract.Options{MaxURL: 128}}, {tests, extract.Options{Relative: true, MaxURL: 200}}}
	texts := 24
	if testing.Short() {
		texts = 8
	}
	for n := 0; n < texts; n++ {
		text := splittest.Text(rng, 20+rng.IntN(80), n%3 == 2)
		if !plain(text) {
			t.Fatalf("not plain text: %q", text)
		}
		for _, s := range setups {
			whole := lintOut(t, s.l, text, s.opts, nil)
			before, after := s.opts.Context()
			// A part ends at the first cut Size bytes or more past its
			// start, looked for over Search bytes (not found: the rest
			// of the text is the last part).
			searches := []int{1, 100, 90 << 10}
			for _, size := range []int{1, 2 + rng.IntN(300), 200 + rng.IntN(4000), len(text)/2 + 1} {
				for _, stream := range []int{1 << 30, rng.IntN(len(text) + 1)} {
					o := split.Options{Workers: 1 + rng.IntN(3), Size: size, Search: searches[rng.IntN(len(searches))], Before: before, After: after,
						Cut: extract.CutAfter, Stream: stream}
					if got := lintOut(t, s.l, text, s.opts, &o); got != whole {
						t.Fatalf("options %+v, parts of %d bytes (stream above %d):\n%s\nwhole:\n%s\ntext:\n%q", s.opts, size, stream, got, whole, text)
					}
				}
			}
		}
	}
}

// FuzzLintSplit: any text, cut into parts of any size, prints what it
// prints linted whole (--max-url 64 or 1024).
func FuzzLintSplit(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 8; i++ {
		f.Add(splittest.Text(rng, 30, false), uint16(rng.IntN(200)), false)
	}
	f.Add("```\nhttp://a.example:80/\n```\nhttp://b.example:80/\n", uint16(1), true)
	all, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string, size uint16, small bool) {
		if !plain(text) || len(text) > 8<<10 {
			return // a long text in parts of a byte is read in thousands of parts, each with its context
		}
		opts := extract.Options{MaxURL: 1024} // its context after a part is the scanner's look-ahead
		if small {
			opts.MaxURL = 64
		}
		whole := lintOut(t, all, text, opts, nil)
		before, after := opts.Context()
		for _, stream := range []int{1 << 30, int(size) / 2} {
			o := split.Options{Workers: 2, Size: int(size) + 1, Search: 200, Before: before, After: after, Cut: extract.CutAfter, Stream: stream}
			if got := lintOut(t, all, text, opts, &o); got != whole {
				t.Fatalf("parts of %d bytes (stream above %d):\n%s\nwhole:\n%s", size+1, stream, got, whole)
			}
		}
	})
}

// countWrites counts the writes made to it.
type countWrites struct {
	bytes.Buffer
	n int
}

func (c *countWrites) Write(p []byte) (int, error) {
	c.n++
	return c.Buffer.Write(p)
}

// TestLintSplitLastPartStreamed: a last part too large to hold (no cut
// in it: a file of one long line) prints its findings as they come, not
// held until the part's end, which would have held output of several
// times the file's size (7 bytes a byte of the dense text of
// scripts/bench.sh) in memory.
func TestLintSplitLastPartStreamed(t *testing.T) {
	l, _ := lint.New(lint.Options{})
	text := "Text " + strings.Repeat("http://h.example:80/a|b ", 2000) + "\n"
	line, _ := printer.Line("text", printer.Options{})
	opts := extract.Options{}
	before, after := opts.Context()
	o := split.Options{Workers: 2, Size: 100, Search: 100, Before: before, After: after, Cut: extract.CutAfter, Stream: 1000}
	var w countWrites
	findings := 0
	if _, _, err := lintSplit(l, "t.txt", &Large{F: strings.NewReader(text), Size: int64(len(text)), Split: o}, input.Options{}, opts, nil, line,
		func(lint.Severity) { findings++ }, &w); err != nil {
		t.Fatal(err)
	}
	if findings < 2000 || w.n != findings {
		t.Errorf("%d findings in %d writes, want one write each", findings, w.n)
	}
}

// TestLintSplitChunks: a part whose findings print more than a chunk
// (split.ChunkSize) prints them all, in order, and a part's chunks used again
// by a later part hold only that part's: texts dense with findings, in
// parts of many chunks and of one, on workers that take several parts
// each.
func TestLintSplitChunks(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 27))
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	dense := []string{
		"See http://example.com:80/a|b here.",
		"mail http://user:pw@a.example:8080/x{y} now",
		"http://d.example:81/p^q https://b.example:443/%zz",
		"Plain words with no link at all.",
	}
	for n := 0; n < 3; n++ {
		var b strings.Builder
		b.WriteString("Text ")
		for b.Len() < 400<<10 {
			b.WriteString(dense[rng.IntN(len(dense))])
			b.WriteByte('\n')
		}
		text := b.String()
		whole := lintOut(t, l, text, extract.Options{}, nil)
		if len(whole) < 4*split.ChunkSize {
			t.Fatalf("only %d bytes of findings", len(whole))
		}
		before, after := extract.Options{}.Context()
		for _, size := range []int{1 << 10, 30 << 10, 150 << 10} {
			o := split.Options{Workers: 2, Size: size, Search: 1 << 10, Before: before, After: after, Cut: extract.CutAfter, Stream: 1 << 30}
			if got := lintOut(t, l, text, extract.Options{}, &o); got != whole {
				t.Fatalf("parts of %d bytes: %d bytes of output, whole %d", size, len(got), len(whole))
			}
		}
	}
}
