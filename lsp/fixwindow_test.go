package lsp

import (
	"flag"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/internal/renderedtest"
	"github.com/urlsift/urlsift/lint"
)

var windowDocs = flag.Int("windowdocs", 120, "TestQuickFixWindowAsWhole: documents drawn from each rendered corpus")

// TestQuickFixWindowAsWhole: a quick fix is checked on the lines around
// its URL (lint.TextFixes.Fix: extract.ContextLines lines), not on the whole
// document; the verdict must be the one the whole document gives, or a
// fix that changes what a line break means (its reading hangs on the fill
// of the lines around, up to extract.ContextLines away) would be offered.
// The documents are real text other programs wrapped, where such line
// breaks are many: documents drawn at random from every rendered corpus
// the extract package keeps (lynx at 72 and 60 columns, w3m, html2text,
// pdftotext with and without -layout), every fix of every rule. The
// verdict on the whole document is the fix of them all of a TextFixes
// that has this fix alone. With 4 lines (before extract.ContextLines) it
// fails.
func TestQuickFixWindowAsWhole(t *testing.T) {
	l, err := lint.New(lint.Options{Enable: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../extract/testdata/rendered/renderer/*.jsonl.gz")
	if len(files) == 0 {
		t.Fatal("no rendered corpora")
	}
	n := *windowDocs
	if testing.Short() {
		n /= 4
	}
	o := extract.Options{}
	r := rand.New(rand.NewPCG(5, 6))
	checked, differ := 0, 0
	for _, file := range files {
		docs := readRenderedTexts(t, file)
		for range n {
			src := withDefects(r, docs[r.IntN(len(docs))], o)
			fs, fixes, _, err := lintText(l, o, "/home/u/notes.txt", src)
			if err != nil {
				t.Fatal(err)
			}
			for i := range fs {
				f := &fs[i]
				if len(f.edits) == 0 {
					continue
				}
				edits := append([]lint.Edit(nil), f.edits...)
				alone := lint.NewTextFixes("/home/u/notes.txt", src, o)
				one := f.Finding
				want := alone.Add(&one) != nil && alone.All() != nil
				got := len(quickFix(f, fixes)) > 0
				checked++
				if got != want {
					differ++
					if differ <= 5 {
						t.Errorf("%s: the quick fix of %s (%q) at %d: checked on the lines around %v, on the whole document %v",
							filepath.Base(file), f.Rule, f.Message, edits[0].Start, got, want)
					}
				}
			}
		}
	}
	t.Logf("%d quick fixes checked, %d differ", checked, differ)
	if checked < len(files)*n/4 {
		t.Errorf("only %d quick fixes in %d documents: too few to tell", checked, len(files)*n)
	}
}

// withDefects returns src with one to four bytes drawn from every
// printable ASCII byte, a tab, a space and U+00A0 put at random places
// inside its URLs (at a line break too), so that its URLs get findings
// with fixes: real text has few.
func withDefects(r *rand.Rand, src string, o extract.Options) string {
	var spans [][2]int
	s := extract.NewScanner(strings.NewReader(src), o)
	for s.Scan() {
		u := s.URL()
		spans = append(spans, [2]int{u.Start.Offset, u.End.Offset})
	}
	if len(spans) == 0 {
		return src
	}
	for range 1 + r.IntN(4) {
		sp := spans[r.IntN(len(spans))]
		at := sp[0] + 1 + r.IntN(max(1, sp[1]-sp[0]-1))
		var c string
		if k := r.IntN(0x7f - 0x21 + 3); k < 0x7f-0x21 {
			c = string(rune(0x21 + k))
		} else {
			c = []string{"\t", " ", "\u00a0"}[k-(0x7f-0x21)]
		}
		src = src[:at] + c + src[at:]
		for i := range spans {
			for j := range spans[i] {
				if spans[i][j] >= at {
					spans[i][j] += len(c)
				}
			}
		}
	}
	return src
}

// readRenderedTexts returns the texts of a rendered corpus file
// (internal/renderedtest).
func readRenderedTexts(t *testing.T, name string) []string {
	docs, err := renderedtest.Read(name)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(docs))
	for i, d := range docs {
		out[i] = d.Text
	}
	return out
}
