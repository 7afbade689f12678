package split

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

type result struct {
	own   []byte // the part's bytes
	ctx   []byte // Data before Begin
	line  int    // line of the part's first byte, counted from Data[0]'s
	index int
}

// TestRunParts checks what Run promises: the parts, in order, put end to
// end are the file; each begins at a cut Cut accepts (or the start), holds
// the bytes before and after it it asks for, and knows the line it
// starts on; a last part too large is read through R; for any number of
// workers and sizes.
func TestRunParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for n := 0; n < 40; n++ {
		var b strings.Builder
		for b.Len() < 1+rng.IntN(200000) {
			switch rng.IntN(5) {
			case 0:
				b.WriteString("\n")
			case 1:
				b.WriteString("x<ab\n") // Cut refuses the line after "<"
			default:
				b.WriteString(strings.Repeat("w", rng.IntN(300)) + " ")
			}
		}
		if rng.IntN(4) == 0 {
			b.WriteString(strings.Repeat("long line ", 20000)) // no cut: the rest is the last part
		}
		text := []byte(b.String())
		o := Options{Workers: 1 + rng.IntN(5), Size: 1 + rng.IntN(20000), Search: rng.IntN(5000), Before: rng.IntN(100), After: rng.IntN(3000),
			Cut: func(line []byte) bool { return !bytes.HasSuffix(line, []byte("<ab\n")) }, Stream: rng.IntN(300000),
			LineBlock: []int{0, 1, 7, 300, 4096}[rng.IntN(5)]}
		var got []result
		err := Run(bytes.NewReader(text), int64(len(text)), o, func() *result { return new(result) },
			func(p *Part, r *result) error {
				*r = result{index: p.Index}
				if p.R != nil {
					all, err := io.ReadAll(p.R)
					if err != nil {
						return err
					}
					r.ctx, r.own = all[:p.Begin], all[p.Begin:]
				} else {
					r.ctx, r.own = append([]byte(nil), p.Data[:p.Begin]...), append([]byte(nil), p.Data[p.Begin:p.End]...)
					if !p.EOF && len(p.Data)-p.End != o.After || p.EOF && int(p.Offset)+len(p.Data) != len(text) {
						t.Errorf("part %d: %d bytes after, EOF %v", p.Index, len(p.Data)-p.End, p.EOF)
					}
				}
				if p.Begin != min(o.Before, int(p.Cut())) {
					t.Errorf("part %d: %d bytes before", p.Index, p.Begin)
				}
				r.line = p.Line + bytes.Count(r.ctx, []byte{'\n'})
				checkLines(t, p, o.LineBlock)
				return nil
			},
			func(p *Part, r *result) error {
				got = append(got, result{own: r.own, line: r.line, index: r.index})
				return nil
			})
		if err != nil {
			t.Fatal(err)
		}
		var joined []byte
		for i, r := range got {
			if r.index != i {
				t.Fatalf("part %d emitted as %d", r.index, i)
			}
			if want := 1 + bytes.Count(joined, []byte{'\n'}); r.line != want {
				t.Fatalf("part %d starts on line %d, not %d", i, r.line, want)
			}
			if i > 0 && !o.Cut(joined[max(0, len(joined)-64):]) {
				t.Fatalf("part %d begins after a line Cut refuses", i)
			}
			joined = append(joined, r.own...)
		}
		if !bytes.Equal(joined, text) {
			t.Fatalf("parts put end to end are not the file (%d bytes against %d)", len(joined), len(text))
		}
	}
}

// TestRunErrors: an error of process, of emit or of reading ends the run
// and is returned, the parts under way finished (no goroutine waits
// forever).
func TestRunErrors(t *testing.T) {
	text := bytes.Repeat([]byte("a line of text\n"), 10000)
	o := Options{Workers: 3, Size: 1000, Search: 100, Stream: 1 << 20}
	boom := errors.New("boom")
	for _, at := range []int{0, 5, 40} {
		n := 0
		err := Run(bytes.NewReader(text), int64(len(text)), o, func() *int { return new(int) },
			func(p *Part, r *int) error {
				if p.Index == at {
					return boom
				}
				return nil
			},
			func(p *Part, r *int) error { n++; return nil })
		if err != boom || n != at {
			t.Errorf("process fails at %d: %v after %d parts", at, err, n)
		}
		n = 0
		err = Run(bytes.NewReader(text), int64(len(text)), o, func() *int { return new(int) },
			func(p *Part, r *int) error { return nil },
			func(p *Part, r *int) error {
				if n == at {
					return boom
				}
				n++
				return nil
			})
		if err != boom || n != at {
			t.Errorf("emit fails at %d: %v after %d parts", at, err, n)
		}
	}
	// The file shorter than said.
	err := Run(bytes.NewReader(text), int64(len(text))+5000, o, func() *int { return new(int) },
		func(p *Part, r *int) error { return nil }, func(p *Part, r *int) error { return nil })
	if err == nil {
		t.Error("a file shorter than its size read without an error")
	}
}

// checkLines checks Part.Lines: nil but for a part in memory read with a
// LineBlock; then the count of line breaks before each block's start
// (and the part's end), from Data[0].
func checkLines(t *testing.T, p *Part, block int) {
	t.Helper()
	if p.R != nil || block == 0 {
		if p.Lines != nil {
			t.Errorf("part %d: Lines %v, read through R or without LineBlock", p.Index, p.Lines)
		}
		return
	}
	var want []int
	for i := p.Begin; ; i += block {
		want = append(want, bytes.Count(p.Data[:min(i, p.End)], []byte{'\n'}))
		if i >= p.End {
			break
		}
	}
	if !slices.Equal(p.Lines, want) {
		t.Errorf("part %d (begin %d, end %d, block %d): Lines differ from the counts (%d and %d entries)", p.Index, p.Begin, p.End, block, len(p.Lines), len(want))
	}
}
