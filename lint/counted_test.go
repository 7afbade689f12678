package lint

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestPassCountsLines: the lazy follower's number of the line it stands
// on (lineNow) is the true one after any sequence of passes over lines
// (pass), with offsets told with their lines (lineAt) before, at, after
// and beyond what it keeps, and lines classified in between (upTo): the
// line breaks a pass leaves uncounted are counted from the offset told,
// backwards (counted) or forwards (a later pass beyond it), or over the
// bytes passed when no offset is told.
func TestPassCountsLines(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 37))
	uncounted := 0
	defer func() {
		if uncounted < 1000 {
			t.Errorf("the line was left uncounted at %d steps only", uncounted)
		}
	}()
	for round := range 1000 {
		var text []byte
		for len(text) < 4000 {
			text = append(text, []string{"a", "bc ", "\n", "\n\n", "word word", "  x", "\r\n"}[r.IntN(7)]...)
		}
		lineOf := func(off int) int { return 1 + bytes.Count(text[:off], newline) }
		e := newExampleLines(1 << 30)
		e.lazy = true
		fed := 0
		for step := 0; step < 60; step++ {
			switch r.IntN(4) {
			case 0: // read on
				k := min(len(text), fed+r.IntN(300))
				e.see(text[fed:k])
				fed = k
			case 1: // an offset told, anywhere read (or before what is kept)
				if fed > 0 {
					off := r.IntN(fed + 1)
					e.lineAt(off, lineOf(off))
				}
			case 2: // a pass to the start of a line kept
				if len(e.pend) == 0 {
					continue
				}
				i := r.IntN(len(e.pend))
				k := bytes.LastIndexByte(e.pend[:i], '\n')
				if k < 0 {
					continue
				}
				e.pass(k + 1)
				e.ctx = lineContext{kind: proseFile}
			case 3: // asked about a line: classified up to it
				if r.IntN(3) == 0 {
					e.upTo(lineOf(min(fed, e.off+r.IntN(200))))
				}
			}
			// What the follower knows, without counting what it left
			// uncounted (and sometimes counted, as when a line is asked).
			switch {
			case r.IntN(6) == 0:
				if got, want := e.lineNow(), lineOf(e.off); got != want {
					t.Fatalf("round %d step %d: at offset %d line %d, want %d", round, step, e.off, got, want)
				}
			case e.uncounted:
				if e.sureOff < e.off || e.sureOff > e.off+len(e.pend) || e.sureLine != lineOf(e.sureOff) {
					t.Fatalf("round %d step %d: at offset %d (%d kept) told by offset %d line %d, which is on line %d", round, step, e.off, len(e.pend), e.sureOff, e.sureLine, lineOf(e.sureOff))
				}
				uncounted++
			case e.line != lineOf(e.off):
				t.Fatalf("round %d step %d: at offset %d line %d, want %d", round, step, e.off, e.line, lineOf(e.off))
			}
		}
		e.release()
	}
}
