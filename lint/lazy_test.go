package lint

import (
	"fmt"
	"io"
	"io/fs"
	mrand "math/rand"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
)

// pieceReader reads its text in pieces of random sizes, as a file or a
// pipe gives it.
type pieceReader struct {
	s    string
	r    *rand.Rand
	most int
}

func (p *pieceReader) Read(b []byte) (int, error) {
	if len(p.s) == 0 {
		return 0, io.EOF
	}
	n := min(len(b), len(p.s), 1+p.r.IntN(p.most))
	copy(b, p.s[:n])
	p.s = p.s[n:]
	return n, nil
}

// lazyDocument draws a document of n lines: the example vocabulary
// (markers, fences, prompts, headings, blanks, indented lines), drawn
// URLs alone, after a marker or a prompt, in a fence, broken by U+2010
// at a line's end, after blank lines and indentation; now and then a
// long line.
func lazyDocument(r *rand.Rand, n int) string {
	old := mrand.New(mrand.NewSource(r.Int64()))
	var b strings.Builder
	for i := 0; i < n; i++ {
		switch r.IntN(10) {
		case 0, 1, 2:
			b.WriteString(exampleVocabulary[r.IntN(len(exampleVocabulary))])
		case 3:
			b.WriteString(randomDocument(old, 1+r.IntN(4)))
			continue
		case 4:
			b.WriteString(factsURL(r))
		case 5:
			b.WriteString([]string{"", " ", "\t", "    ", "Bad: ", "$ curl ", ">>> ", "- ", "> ", "In [1]: ", "**Bad**", "# "}[r.IntN(12)])
			b.WriteString(factsURL(r))
			b.WriteString([]string{"", " x", " # urlsift:ignore", "\u2010", ":", " `"}[r.IntN(6)])
		case 6:
			u := factsURL(r)
			k := r.IntN(len(u) + 1)
			b.WriteString("see " + u[:k] + "\u2010\n" + u[k:])
		case 7:
			b.WriteString([]string{"", "", "  ", "\r", "\t\t"}[r.IntN(5)])
		case 8:
			if r.IntN(40) == 0 {
				b.WriteString(strings.Repeat("y", directiveWindow-2+r.IntN(4)))
				b.WriteString(" " + factsURL(r))
			} else {
				b.WriteString("Plain prose of a paragraph goes on here")
			}
		default:
			// Lines lineContext reads the first maxExampleLine bytes
			// of (ctxView).
			sp := strings.Repeat(" ", maxExampleLine-2+r.IntN(4))
			b.WriteString([]string{"```", "~~~", "Good:", "Before:", "before", "```go", "  ```", "Do not:",
				sp + "x", "Bad:" + sp + "x", sp, "x" + sp + "\r", "Bad: " + sp, sp + "```", "\t" + sp + "y"}[r.IntN(15)])
		}
		if r.IntN(12) == 0 {
			b.WriteByte('\r')
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// TestLazyExamplesSame: lint with the lazy follower (lazy.go), which
// passes over the lines no finding asks about, gives the findings the
// follower that classifies every line gives (Linter.eager), field for
// field: on drawn documents of every kind of line the follower tells
// apart (markers, fences, prompts, headings, groff's breaks, long lines,
// "\r"), read in pieces of random sizes, with a small memory bound (so
// that compact passes over lines too) and the usual one; and on the
// files of the repository's testdata trees and of GOROOT/src/net and
// GOROOT/src/go, whole and in random pieces.
func TestLazyExamplesSame(t *testing.T) {
	linters := map[string][2]*Linter{}
	for _, name := range []string{"default", "all"} {
		var pair [2]*Linter
		for i := range pair {
			o := Options{}
			if name == "all" {
				o.Enable = []string{"all"}
			}
			l, err := New(o)
			if err != nil {
				t.Fatal(err)
			}
			l.eager = i == 1
			pair[i] = l
		}
		linters[name] = pair
	}
	r := rand.New(rand.NewPCG(27, 35))
	lint := func(l *Linter, text string, most int, seed uint64) []Finding {
		var fs []Finding
		rd := &pieceReader{s: text, r: rand.New(rand.NewPCG(seed, 1)), most: most}
		if err := l.Lint(rd, extract.Options{Abbreviated: true}, func(f Finding) error {
			fs = append(fs, f)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		return fs
	}
	same := func(name, text string, most int) int {
		t.Helper()
		seed := r.Uint64()
		n := 0
		for kind, pair := range linters {
			for _, pend := range []int{0, 1} {
				pair[0].lazyPend = pend
				a, b := lint(pair[0], text, most, seed), lint(pair[1], text, most, seed)
				if !reflect.DeepEqual(a, b) {
					for i := range min(len(a), len(b)) {
						if !reflect.DeepEqual(a[i], b[i]) {
							t.Fatalf("%s (%s, lazyPend %d): finding %d of %d/%d differs\nlazy  %+v\neager %+v", name, kind, pend, i, len(a), len(b), a[i], b[i])
						}
					}
					t.Fatalf("%s (%s, lazyPend %d): %d findings lazy, %d eager", name, kind, pend, len(a), len(b))
				}
				n += len(a)
			}
		}
		return n
	}

	docs, findings := 2000, 0
	if testing.Short() {
		docs = 300
	}
	for i := range docs {
		doc := lazyDocument(r, 1+r.IntN(80))
		findings += same(fmt.Sprintf("document %d %q", i, doc), doc, 1+r.IntN(300))
	}
	// Long ones: the memory bound passes over lines as they are read.
	for i := range 6 {
		var b strings.Builder
		for b.Len() < 600<<10 {
			b.WriteString(lazyDocument(r, 200))
		}
		findings += same(fmt.Sprintf("long document %d", i), b.String(), 1+r.IntN(40000))
	}
	if findings < docs {
		t.Fatalf("%d findings in %d documents: too few to tell", findings, docs)
	}

	roots := followerTrees(t)
	files := 0
	for _, root := range roots {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() || testing.Short() && files >= 300 {
				return nil
			}
			data, err := os.ReadFile(path)
			if err != nil || len(data) > 8<<20 {
				return nil
			}
			files++
			same(path, string(data), 64<<10)
			if r.IntN(4) == 0 {
				same(path+" in random pieces", string(data), 1+r.IntN(5000))
			}
			return nil
		})
	}
	if files < 100 {
		t.Fatalf("only %d files read", files)
	}
}

// TestLazyExamplesCases: the edges of resetLine's reasoning, each a
// document where passing over the lines before the last URL's line
// wrongly would show or hide its finding.
func TestLazyExamplesCases(t *testing.T) {
	sp := strings.Repeat(" ", maxExampleLine+4)
	u := "http://a.example/a|b"
	docs := []string{
		"Bad:\n\n" + sp + "x\n\n" + u + "\n",              // a line blank in lineContext's view (ctxView) between
		"Bad:\n\n" + sp + "\n" + u + "\n",                 // the same, as the line before R
		"Bad:" + sp + "x\n\n" + u + "\n",                  // a marker with no content in that view
		"Bad:\n\n\n" + u + "\n",                           // blank lines only since the marker
		"Bad: x\n\n" + u + "\n",                           // an example closed by R
		"Bad: x\n\n$ curl " + u + "\n",                    // a prompt does not close it
		"Bad: x\n\n  " + u + "\n",                         // nor an indented line
		"Bad: x\n" + u + "\n",                             // nor a line with no blank line before
		"```\n" + u + "\n\n" + u + "\n```\n\n" + u + "\n", // fences before R
		"~~~\n\n" + u + "\n",                              // an open fence
		"Good: x\n\n**Bad**\n\n" + u + "\n",               // a heading marker
		"Bad:\n\n# Heading\n\n" + u + "\n",
	}
	for _, doc := range docs {
		for _, o := range []Options{{}, {Enable: []string{"all"}}} {
			var got [2][]Finding
			for i := range got {
				l, err := New(o)
				if err != nil {
					t.Fatal(err)
				}
				l.eager = i == 1
				if err := l.Lint(strings.NewReader(doc), extract.Options{}, func(f Finding) error {
					got[i] = append(got[i], f)
					return nil
				}); err != nil {
					t.Fatal(err)
				}
			}
			if !reflect.DeepEqual(got[0], got[1]) {
				t.Errorf("%q: lazy\n%+v\neager\n%+v", doc, got[0], got[1])
			}
		}
	}
}
