package pipeline

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/split"
	"github.com/urlsift/urlsift/internal/split/splittest"
	"github.com/urlsift/urlsift/lint"
	"github.com/urlsift/urlsift/printer"
)

var transientSeed = flag.Uint64("transientseed", 5225, "seed of TestTransientSameFindings' texts (5225: tuned; 5226: held out)")

// transientUnits are the pieces drawTransient makes URL-dense lines of:
// URLs with findings of every kind the dense text has, with fixes, with
// passwords (whose messages are masked), wrapped and rejoined, with a
// directive now and then, and line breaks of every kind.
var transientUnits = []string{
	"http://user:pw@a.example:8080/x{y} ", "https://b.example:443/%zz ", "ftp://c.example/a|b ",
	"http://d.example:81/p^q ", "<http://e.example/ %41> ", "HTTP://Example.COM:80/a/../b ",
	"http://ex-\nample.org/p ", "https://u:${PW}@h.example/ ", "http://10.0.0.1a%41%4=3D40/ ",
	"mailto:kim@example.org ", "http://[::1]:99999/ ", "http://u:hunter2@h.example:80/a b ",
	"# urlsift:ignore default-port ", "urlsift:ignore ", "\n", "\r\n", "\t", " ",
}

// drawTransient draws a text for TestTransientSameFindings: splittest's
// lines (every kind of line lint treats apart, directives, long lines),
// URL-dense lines of transientUnits with bytes of every value among
// them, short and longer than lint's directive window (a finding there
// is sent before its line ends, while the findings after it wait).
func drawTransient(rng *rand.Rand) string {
	var b strings.Builder
	b.WriteString(splittest.Text(rng, 10+rng.IntN(60), rng.IntN(2) == 0))
	for range 1 + rng.IntN(6) {
		size := 1 + rng.IntN(4<<10)
		if rng.IntN(3) == 0 {
			size = 64<<10 + rng.IntN(32<<10) // past the directive window
		}
		end := b.Len() + size
		for b.Len() < end {
			switch k := rng.IntN(12); {
			case k == 0:
				b.WriteByte(byte(rng.IntN(256)))
			case k == 1 && size > 64<<10:
				b.WriteString("word ") // no line break in a long line
			default:
				u := transientUnits[rng.IntN(len(transientUnits))]
				if size > 64<<10 && strings.ContainsAny(u, "\r\n") {
					u = " "
				}
				b.WriteString(u)
			}
		}
		b.WriteByte('\n')
		b.WriteString(splittest.Lines[rng.IntN(len(splittest.Lines))] + "\n")
	}
	return b.String()
}

// findingOut is what a caller that formats each finding at once prints
// of it: its line in the format (SetRecord), and its edits, which no
// line format shows.
func findingOut(out []byte, line printer.LineFormat, rec *printer.Record, f *lint.Finding) []byte {
	SetRecord(rec, f, "t.txt")
	out = line.Append(out, rec)
	out = fmt.Appendf(out, "fix %d:", f.FixWithheld)
	for _, e := range f.Fix {
		out = fmt.Appendf(out, " %d-%d %q->%q", e.Start, e.End, e.Old, e.New)
	}
	return append(out, '\n')
}

// TestTransientSameFindings: a Transient linter's findings, formatted as
// emit gets them, are what the linter's own are, byte for byte, in text
// and JSON, with the default rules and all of them, the text read whole
// (LintInputRef) and in parts (LintSplit, whose parts are linted on
// their own with LintPartRef): so no message or edit of a finding the
// stream still holds was written over by those of later URLs (the
// stores of pass.briefTurn). Texts: drawTransient's (seed 5225) and the
// fix corpus's files of many languages.
func TestTransientSameFindings(t *testing.T) {
	rng := rand.New(rand.NewPCG(*transientSeed, 27))
	var texts []string
	n := 12
	if testing.Short() {
		n = 4
	}
	for range n {
		texts = append(texts, drawTransient(rng))
	}
	files, _ := filepath.Glob("../testdata/fixcorpus/*/*")
	for _, f := range files {
		if strings.HasSuffix(f, ".md") {
			continue // PROVENANCE
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, "Text "+string(data))
	}
	def, _ := lint.New(lint.Options{})
	all, err := lint.New(lint.Options{Enable: []string{"all"}, Tests: true})
	if err != nil {
		t.Fatal(err)
	}
	findings := 0
	for i, text := range texts {
		for _, l := range []*lint.Linter{def, all} {
			for _, format := range []string{"text", "json"} {
				line, _ := printer.Line(format, printer.Options{})
				run := func(l *lint.Linter, o *split.Options) string {
					var out []byte
					rec := new(printer.Record)
					var err error
					if o == nil {
						_, _, err = LintInputRef(l, "t.txt", strings.NewReader(text), input.Options{}, extract.Options{}, nil, func(f *lint.Finding) error {
							out = findingOut(out, line, rec, f)
							findings++
							return nil
						})
					} else {
						var w bytes.Buffer
						_, _, err = lintSplit(l, "t.txt", &Large{F: strings.NewReader(text), Size: int64(len(text)), Split: *o}, input.Options{}, extract.Options{}, nil, line, func(lint.Severity) {}, &w)
						out = w.Bytes()
					}
					if err != nil {
						// (a text with a NUL in its first block is binary: both say so)
						out = fmt.Appendf(out, "error: %v\n", err)
					}
					return string(out)
				}
				kept, brief := run(l, nil), run(l.Transient(), nil)
				if brief != kept {
					t.Fatalf("text %d, %s: the Transient linter's findings differ:\n%s", i, format, briefDiff(brief, kept))
				}
				if !plain(text) {
					continue
				}
				before, after := extract.Options{}.Context()
				o := split.Options{Workers: 1 + rng.IntN(2), Size: 200 + rng.IntN(8<<10), Search: 90 << 10, Before: before, After: after, Cut: extract.CutAfter, Stream: 1 << 30}
				kept, brief = run(l, &o), run(l.Transient(), &o)
				if brief != kept {
					t.Fatalf("text %d, %s, in parts of %d: the Transient linter's findings differ:\n%s", i, format, o.Size, briefDiff(brief, kept))
				}
			}
		}
	}
	t.Logf("%d texts, %d findings", len(texts), findings)
}

// briefDiff returns the first line where got and want differ.
func briefDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d of %d:\ngot  %s\nwant %s", i+1, len(w), g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// TestTransientAllocates: on the URL-dense text a Transient linter
// allocates nothing for its findings' messages and edits, which it
// reuses (pass.briefTurn), where the linter itself allocates them all:
// the bytes it allocates are fewer by at least those of the messages
// (runtime.MemStats.TotalAlloc, a run after one to warm up).
func TestTransientAllocates(t *testing.T) {
	src := denseText(256 << 10)
	l, err := lint.New(lint.Options{HideInfo: true, NoSecretID: true})
	if err != nil {
		t.Fatal(err)
	}
	line, _ := printer.Line("text", printer.Options{})
	var out []byte
	rec := new(printer.Record)
	msgs := 0
	emit := func(f *lint.Finding) error {
		msgs += len(f.Message)
		out = findingOut(out[:0], line, rec, f)
		return nil
	}
	allocated := func(l *lint.Linter) uint64 {
		var m0, m1 runtime.MemStats
		for range 2 {
			msgs = 0
			runtime.ReadMemStats(&m0)
			if _, _, err := LintInputRef(l, "dense.txt", strings.NewReader(src), input.Options{}, extract.Options{}, nil, emit); err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&m1)
		}
		return m1.TotalAlloc - m0.TotalAlloc
	}
	kept, brief := allocated(l), allocated(l.Transient())
	t.Logf("%d bytes of text: %d bytes allocated by the linter, %d by the Transient one; %d bytes of messages", len(src), kept, brief, msgs)
	if kept < brief || kept-brief < uint64(msgs) {
		t.Errorf("the Transient linter allocates %d bytes where the linter allocates %d: %d fewer, want at least the %d of the messages", brief, kept, int64(kept)-int64(brief), msgs)
	}
}
