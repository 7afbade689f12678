package mapper

import (
	"bufio"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/printer"
)

// TestInputAllocates0: reading an input of a walk, as a worker does (a
// scanner and a reader reused; a file of text with URLs, one of Go code
// without, one of HTML), allocates nothing once the first input is read:
// no state, record or callback of its own for each of the many small
// files of a tree (issue 27, the two trees' per-file cost). (A URL with
// an "@" near it allocates for its secret: a cost per such URL.)
func TestInputAllocates0(t *testing.T) {
	x := &Extract{Format: "line", Hyphen: "keep"}
	sc := extract.NewScanner(nil, x.Options)
	emit := func(*printer.Record) error { return nil }
	warn := func(string) {}
	for name, text := range map[string]string{
		"a.txt":  "see <http://www.example.org/a> and https://b.example/p?q#f, (ftp://c.example/x).\n",
		"b.go":   "package x\n\nfunc f(a, b int) int { return a + b } // a: b\n",
		"c.html": "<p><a href=\"http://c.example/\">c</a></p>\n",
	} {
		sr := strings.NewReader(text)
		br := bufio.NewReaderSize(sr, 64<<10)
		read := func() {
			sr.Reset(text)
			br.Reset(sr)
			if _, err := x.Input(sc, name, br, input.Auto, warn, nil, emit); err != nil {
				t.Fatal(err)
			}
		}
		read()
		if n := testing.AllocsPerRun(100, read); n != 0 {
			t.Errorf("%s: %.1f allocations for each input, want 0", name, n)
		}
	}
}
