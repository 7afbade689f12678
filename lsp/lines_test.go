package lsp

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// TestLinesAsScanner pins the one line count urlsift keeps besides the
// scanner's (issue 27), the protocol's (text, editText), and why: LSP
// ends a line at a lone "\r" too, the scanner (and every other output of
// urlsift, CONTRACT.md's "Positions") does not. At every URL the scanner
// finds, the protocol's line is the scanner's, less one, plus the lone
// "\r" before it, and its character (in bytes) counts from the last line
// break of either kind: without a lone "\r" the two are the same. The
// texts hold "\n", "\r\n" and lone "\r" line breaks, URLs cut by them,
// non-ASCII text and every printable byte.
func TestLinesAsScanner(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 36))
	pieces := []string{"http://a.example/x", "see <http://b.example/\r\n  y>", "https://c.example/é", "\n", "\r\n", "\r",
		"naïve 日本 ", " ", "mailto:kim@example.org", "http://d.example/a-\nb", "ftp://e.example:21/\r"}
	for n := 0; n < 2000; n++ {
		var b strings.Builder
		for k := rng.IntN(60); k > 0; k-- {
			if rng.IntN(3) == 0 {
				b.WriteByte(byte(' ' + rng.IntN(95)))
			} else {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		src := b.String()
		tx := newText(src)
		for u := range extract.All(strings.NewReader(src), extract.Options{}) {
			for _, p := range []pos.Pos{u.Start, u.End} {
				lone, start := 0, 0 // lone "\r" before p, and where its protocol line starts
				for i := 0; i < p.Offset; i++ {
					switch {
					case src[i] == '\n':
						start = i + 1
					case src[i] == '\r' && (i+1 >= len(src) || src[i+1] != '\n'):
						lone++
						start = i + 1
					}
				}
				got := tx.position(p.Offset, EncodingUTF8)
				if got.Line != p.Line-1+lone || got.Character != p.Offset-start {
					t.Fatalf("%q: the scanner's %+v is the protocol's %+v, want line %d, character %d", src, p, got, p.Line-1+lone, p.Offset-start)
				}
				if lone == 0 && got.Character != p.Column-1 {
					t.Fatalf("%q: no lone \"\\r\" before %+v, and the protocol's character is %d", src, p, got.Character)
				}
			}
		}
	}
}
