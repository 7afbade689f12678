package pipeline

import (
	"flag"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/internal/split"
	"github.com/urlsift/urlsift/internal/split/splittest"
	"github.com/urlsift/urlsift/lint"
)

var splitStartSeed = flag.Uint64("splitstartseed", 5367, "TestLintSplitStartsTold's seed (5367 tuning; 5368 held out)")

// contextLine draws a line that may change the context a part of a
// large file starts in (lint.PartContext): fences of either kind and any
// length, indented or not, with an info string or trailing blanks;
// markers of examples of what not to write and of what to write instead,
// headings, prompts, blank lines of every kind; the lines of splittest
// (URLs, wrapped ones, directives); and lines of any printable bytes.
// Its line break is "\n" or "\r\n".
func contextLine(rng *rand.Rand) string {
	indents := []string{"", "", " ", "  ", "   ", "    ", "     ", "\t"}
	var l string
	switch rng.IntN(8) {
	case 0, 1:
		l = indents[rng.IntN(len(indents))] + strings.Repeat(string("`~"[rng.IntN(2)]), 3+rng.IntN(3)) +
			[]string{"", "", "go", " sh", "~", "`x`", "  "}[rng.IntN(7)]
	case 2:
		l = indents[rng.IntN(len(indents))] + []string{"Bad:", "**Bad**", "Incorrect:", "Don't", "Do not do this:",
			"Avoid: http://a.example:80/", "Wrong example", "Before:", "Good:", "Correct:", "Instead:", "After:",
			"# Heading", "## More", "$ curl http://localhost:80/a|b", ">>> x", "... y"}[rng.IntN(17)]
	case 3:
		l = []string{"", "", " ", "\t", "  \t "}[rng.IntN(5)]
	case 4:
		var b strings.Builder
		for n := 1 + rng.IntN(60); n > 0; n-- {
			b.WriteByte(byte(0x20 + rng.IntN(0x7f-0x20)))
		}
		l = b.String()
	default:
		l = splittest.Lines[rng.IntN(len(splittest.Lines))]
		l = strings.TrimSuffix(l, "\r")
	}
	if rng.IntN(6) == 0 {
		return l + "\r\n"
	}
	return l + "\n"
}

// testdataTexts returns the repository's test data files of plain text
// up to 256 KiB (but the rendered corpora, which are large), real text
// with fences, examples and mail, to be put end to end as one large file
// is (scripts/corpus.sh).
func testdataTexts(t *testing.T) []string {
	t.Helper()
	var texts []string
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "rendered" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.Contains(filepath.ToSlash(path), "/testdata/") {
			return nil
		}
		if fi, err := d.Info(); err != nil || !fi.Mode().IsRegular() || fi.Size() > 256<<10 || fi.Size() == 0 {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if input.Plain(path, b[:min(len(b), input.SniffSize)], input.Auto) {
			texts = append(texts, string(b))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) < 100 {
		t.Fatalf("%d test data files of plain text", len(texts))
	}
	return texts
}

// TestLintSplitStartsTold: a large file linted in parts prints what it
// prints linted whole, byte for byte, and each part is linted once, on
// its worker, from the context its first line follows (told in order
// from the parts before by lint.PartEnd): no part is linted again in its
// turn, where fences and examples open and close at every place, parts
// begin inside them, and texts are the repository's test data put end
// to end. Before, a part whose first line followed an open fence or
// example was linted again in its turn, on the emitting goroutine.
func TestLintSplitStartsTold(t *testing.T) {
	rng := rand.New(rand.NewPCG(*splitStartSeed, 27))
	def, _ := lint.New(lint.Options{})
	all, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	real := testdataTexts(t)
	drawn, joined := 60, 8
	if testing.Short() {
		drawn, joined = 20, 3
	}
	parts, again, open := 0, 0, 0
	for n := 0; n < drawn+joined; n++ {
		var b strings.Builder
		b.WriteString("Text ")
		if n < drawn {
			for i := 20 + rng.IntN(200); i > 0; i-- {
				b.WriteString(contextLine(rng))
			}
		} else {
			for i := 3 + rng.IntN(6); i > 0; i-- {
				b.WriteString(real[rng.IntN(len(real))])
			}
		}
		text := b.String()
		if !plain(text) {
			continue // a mail's header or a binary byte up front
		}
		l, opts := def, extract.Options{}
		if n%2 == 1 {
			l, opts = all, extract.Options{MaxURL: 256}
		}
		whole := lintOut(t, l, text, opts, nil)
		before, after := opts.Context()
		for k := 0; k < 3; k++ {
			size := 1 + rng.IntN(max(len(text)/(2+rng.IntN(30)), 1))
			o := split.Options{Workers: 1 + rng.IntN(3), Size: size, Search: 1 + rng.IntN(300), Before: before, After: after,
				Cut: extract.CutAfter, Stream: 1 << 30}
			lf := &Large{F: strings.NewReader(text), Size: int64(len(text)), Split: o}
			got := lintOutLarge(t, l, text, opts, lf)
			if got != whole {
				t.Fatalf("text %d, options %+v, parts of %d bytes:\n%s\nwhole:\n%s\ntext:\n%q", n, opts, size, got, whole, text)
			}
			parts += lf.parts
			again += lf.again
			open += lf.open
		}
	}
	t.Logf("seed %d: %d parts, %d starting inside a fence or an example, %d linted again", *splitStartSeed, parts, open, again)
	if open < parts/20 {
		t.Errorf("only %d of %d parts start inside a fence or an example: the texts do not test what they are for", open, parts)
	}
	if again > 0 {
		t.Errorf("%d of %d parts (%d starting inside a fence or an example) linted again in their turn", again, parts, open)
	}
}
