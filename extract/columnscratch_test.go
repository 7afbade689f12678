package extract

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

var columnScratchSeed = flag.Uint64("columnscratchseed", 5247, "seed of TestColumnLinesSame's texts (5247: tuned; 5248: held out)")

// TestColumnRestNoAllocation: the column reading after a URL that may
// end inside a password (columnRest: "ssh://git@h.example.org:22/o/r.git"
// before words, a URL a line, each read in two columns of the next
// lines) allocates nothing for each URL once the Scanner's scratch has
// grown (issue 27: no allocation per URL), bar the blocks the URLs'
// texts are cut from (Scanner.texts: one of textChunk bytes for every 57
// or so of these URLs). 5530dad allocated 20 times a URL there (perf57:
// BenchmarkScan/ssh, 1,256,490 allocations for 62,768 URLs).
func TestColumnRestNoAllocation(t *testing.T) {
	var b strings.Builder
	const lines = 2000
	for i := range lines {
		fmt.Fprintf(&b, "clone ssh://git@h.example.org:22/o/r%d.git here, then the build\n", i)
	}
	in := b.String()
	r := strings.NewReader(in)
	s := NewScanner(r, Options{})
	urls, text := 0, 0
	n := testing.AllocsPerRun(5, func() {
		r.Reset(in)
		s.Reset(r)
		urls, text = 0, 0
		for s.Scan() {
			urls++
			text += len(s.URL().Text)
		}
	})
	if urls != lines {
		t.Fatalf("%d URLs, want %d", urls, lines)
	}
	if blocks := text/textChunk + 8; n > float64(blocks) {
		t.Errorf("%v allocations a scan of %d URLs (%.2f a URL), want at most %d (the blocks of their texts)", n, urls, n/float64(urls), blocks)
	}
}

// TestColumnLinesSame: columnLines, which writes the column's text into
// a caller's scratch (and skips ASCII columns eight at a time, and counts
// them without utf8.RuneCount's allocation: runesIn), reads what
// 5530dad's columnLines read (columnLinesRef, its code as it stood), over
// texts laid out in columns a space or more apart: words of every
// printable byte, of two-, three- and four-byte characters and of bytes
// that are no UTF-8, tabs, "\r" at line ends and inside lines, blank
// lines, a URL's place drawn anywhere on a line, both readings (own),
// strict or not, up to 16 lines, and the look-ahead's bound anywhere
// after the URL. The scratch is reused from case to case, as columnRest
// reuses it from URL to URL.
func TestColumnLinesSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(*columnScratchSeed, 58))
	word := func() string {
		var w []byte
		for k := 1 + rng.IntN(12); k > 0; k-- {
			switch rng.IntN(10) {
			case 0:
				w = append(w, []string{"é", "中", "😀", "\xff", "\xe2\x80", "│", "\u00a0", "\u2028"}[rng.IntN(8)]...)
			case 1:
				w = append(w, []string{"\t", "\r", ":", "@", "/", "\v"}[rng.IntN(6)]...)
			default:
				w = append(w, byte('!'+rng.IntN(94)))
			}
		}
		return string(w)
	}
	var scratch []byte
	var read, cut, strictRead int
	for n := 0; n < 20000; n++ {
		var text []byte
		var starts []int
		for l := 2 + rng.IntN(6); l > 0; l-- {
			starts = append(starts, len(text))
			if rng.IntN(8) == 0 {
				text = append(text, '\n') // a blank line
				continue
			}
			text = append(text, strings.Repeat(" ", rng.IntN(4))...)
			for k := 1 + rng.IntN(5); k > 0; k-- {
				text = append(text, word()...)
				text = append(text, strings.Repeat(" ", 1+rng.IntN(3))...)
			}
			if rng.IntN(4) == 0 {
				text = append(text, '\r')
			}
			text = append(text, '\n')
		}
		// The URL: a run of the first line (or another), ending
		// anywhere after its start on that line.
		li := rng.IntN(len(starts))
		ls := starts[li]
		le := ls + bytes.IndexByte(text[ls:], '\n')
		lo := ls + rng.IntN(le-ls+1)
		hi := lo + rng.IntN(le-lo+1)
		end := hi + rng.IntN(len(text)-hi+1)
		own, strict := rng.IntN(2) == 0, rng.IntN(3) == 0
		lines := 1 + rng.IntN(16)
		wantOut, wantCut := columnLinesRef(text, ls, lo, hi, end, own, strict, lines)
		gotOut, gotCut := columnLines(&scratch, text, ls, lo, hi, end, own, strict, lines)
		if !bytes.Equal(gotOut, wantOut) || (gotOut == nil) != (wantOut == nil) || gotCut != wantCut {
			t.Fatalf("columnLines(%q, ls %d, lo %d, hi %d, end %d, own %v, strict %v, %d) = %q, %v; 5530dad's: %q, %v",
				text, ls, lo, hi, end, own, strict, lines, gotOut, gotCut, wantOut, wantCut)
		}
		if gotOut != nil {
			read++
			if strict {
				strictRead++
			}
		}
		if gotCut {
			cut++
		}
		// runesIn (columnLines' count of columns) is utf8.RuneCount
		// over every stretch of the text from the URL's line's start.
		for x := ls; x <= len(text); x++ {
			if got, want := runesIn(text[ls:x]), utf8.RuneCount(text[ls:x]); got != want {
				t.Fatalf("runesIn(%q) = %d, utf8.RuneCount: %d", text[ls:x], got, want)
			}
		}
		// columnIndex over the same lines, every column.
		for c := -1; c <= utf8.RuneCount(text[ls:le])+1; c++ {
			if got, want := columnIndex(text, ls, le, c), columnIndexRef(text, ls, le, c); got != want {
				t.Fatalf("columnIndex(%q, %d, %d, %d) = %d, 5530dad's: %d", text, ls, le, c, got, want)
			}
		}
	}
	if read == 0 || cut == 0 || strictRead == 0 {
		t.Errorf("draws too narrow: %d columns read (%d strict), %d cut", read, strictRead, cut)
	}
	t.Logf("seed %d: %d columns read (%d strict), %d cut at the bound", *columnScratchSeed, read, strictRead, cut)
}

// columnLinesRef is 5530dad's columnLines, as it stood, with the condition
// mask60 added (spacesBefore: a word of the next line at the URL's own
// column only after the prefix the lines share and white space).
func columnLinesRef(b []byte, ls, lo, hi, end int, own, strict bool, n int) (out []byte, cut bool) {
	if ls < 0 || ls > lo || hi < lo || hi > end {
		return nil, false
	}
	g := hi
	for g < end && b[g] != ' ' && b[g] != '\n' && b[g] != '\r' && b[g] != '\t' {
		g++ // the rest of the URL's word, which its end left out
	}
	s := g
	for s < end && b[s] == ' ' {
		s++
	}
	// The cell's left edge: after the last gutter before the URL (or
	// the indentation of a row whose first columns are empty, but not
	// after a port or a URL that stands: lynx's stacked cells
	// "ftp://deploy@intranet" over ":5432" over "admin@db1.example.com",
	// review48 G4).
	left, gutter := ls, false
	for i := lo - 1; i > ls+1; i-- {
		if b[i] == ' ' && b[i-1] == ' ' && b[i-2] != ' ' {
			left, gutter = i+1, true
			break
		}
	}
	if !gutter && !strict && lo-ls >= 2 && b[ls] == ' ' && b[ls+1] == ' ' {
		left, gutter = ls, true
		for left < lo && b[left] == ' ' {
			left++
		}
	}
	if s >= end {
		return nil, false
	}
	last := b[s] == '\n' || b[s] == '\r'
	if !last && s == g || last && !gutter && strict {
		return nil, false // no gutter and another column after it, nor a last column
	}
	le := s
	for le < end && b[le] != '\n' {
		le++
	}
	if le >= end {
		return nil, false
	}
	if !last && s-g == 1 && strict && !alignedBelowRef(b, le+1, end, runesIn(b[ls:g]), runesIn(b[ls:s]), gutter) {
		// After a URL that stands as it is or a port (strict), one
		// space is a gutter where the next line has one at the same
		// column (a table whose columns stand a space apart), not in
		// prose ("ftp://user:password@host/file 形式に対応。" over
		// "tnh@aurora.dti.ne.jp THANKS!", w3m's HISTORY; "http://:80.
		// See" over "see @bob.example.net").
		return nil, false
	}
	if own {
		left = lo
	}
	cl, cr := runesIn(b[ls:left]), runesIn(b[ls:g])+2
	if last {
		cr = -1 // the line's end
	}
	out = append([]byte(nil), b[hi:g]...)
	out = append(out, '\n')
	ns, got := le+1, false
	for range n { // the column's next lines, run together (a word cut at its edge goes on)
		ne := ns
		for ne < end && b[ne] != '\n' {
			ne++
		}
		if cut = ne >= end; ns >= end {
			break
		}
		next := b[ns:ne]
		if n := len(next); n > 0 && next[n-1] == '\r' {
			next = next[:n-1]
		}
		li := columnIndexRef(next, 0, len(next), cl)
		if li < 0 {
			break
		}
		if own && last && !gutter && !got && (next[li] == ' ' || li > 0 && next[li-1] != ' ' || !spacesBefore(b[ls:lo], next[:li])) {
			// With no gutter on the URL's line, the column is a table's
			// only where a word of the next line starts at the URL's
			// own column (not `// the string "username:p@ssword"`
			// under `in "http://username:p@ssword@google.com",`, Go's
			// net/url).
			return nil, false
		}
		for own && li > 0 && next[li-1] != ' ' {
			li-- // the start of the word that stands there
		}
		ri := -1
		if cr >= 0 {
			ri = columnIndexRef(next, 0, len(next), cr)
		}
		if ri < 0 {
			ri = len(next)
		}
		t := bytes.TrimLeft(next[li:ri], " ")
		if x := bytes.Index(t, []byte("  ")); x >= 0 {
			t = t[:x]
		}
		if e := ri; len(t) > 0 && e < len(next) && next[e-1] != ' ' {
			for e < len(next) && next[e] != ' ' {
				e++
			}
			t = append(t[:len(t):len(t)], next[ri:e]...)
		}
		t = bytes.TrimSpace(t)
		if len(t) == 0 {
			cut = cut && len(bytes.TrimSpace(next[li:])) == 0
			break
		}
		out = append(out, t...)
		got = true
		if ne >= end {
			break
		}
		ns = ne + 1
	}
	if !got {
		return nil, false
	}
	return out, cut
}

// alignedBelowRef is 5530dad's alignedBelow.
func alignedBelowRef(b []byte, ns, end, g, c int, gutter bool) bool {
	ne := ns
	for ne < end && b[ne] != '\n' {
		ne++
	}
	next := bytes.TrimSuffix(b[ns:ne], []byte("\r"))
	i := columnIndexRef(next, 0, len(next), g)
	if i < 0 {
		return gutter
	}
	if next[i] != ' ' {
		return false
	}
	j := columnIndexRef(next, 0, len(next), c)
	return gutter || j > 0 && next[j] != ' ' && next[j-1] == ' '
}

// columnIndexRef is 5530dad's columnIndex.
func columnIndexRef(b []byte, ls, le, c int) int {
	col := 0
	for i := ls; i < le; col++ {
		if col == c {
			return i
		}
		_, i = columnChar(b, i)
	}
	return -1
}
