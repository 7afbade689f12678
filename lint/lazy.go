package lint

import (
	"bytes"
	"sync"

	nlcount "github.com/urlsift/urlsift/internal/newline"
)

// The example lines, read lazily (issue 27). Classifying every line as
// it went by (seeNow) was two thirds of lint's cost on text with few
// URLs, most of it finding each line's end. Yet what a line is matters
// only for a line a finding stands on, and for what it makes of the
// lines after it; and most lines make nothing of the lines after them.
// So the stream's follower (lazy) keeps the bytes it is given (pend)
// and classifies them only when a finding asks about a line (has,
// typeset, runsOn, reading: upTo), from where it stood. Before that,
// the lines no finding can ask about any more (from: those before the
// line of the finding about to be judged; compact: those before the
// earliest finding held and before the scanner's window) are passed
// over up to a line after which the state is what that line alone
// makes it, whatever came before (resetLine). Most lines are never
// classified: their cost is a copy and a search for fences. Their line
// breaks are counted by the scanner alone, which tells the places it
// counted the lines up to (extract.Options.Lines: a URL's start and
// end, where its search stands, one at least every 16 KiB). The number
// of the line passing over stops at is that of the place told nearest
// after it (lineAt: a finding's URL; before the follower reads more,
// the first place after where it may pass over lines to, markFor), less
// the line breaks between them, which are counted only when a line's
// number is asked for, and then only those (counted).
//
// A line R is such a line when, in the view lineContext.next has of a
// line (its first maxExampleLine bytes, without "\r" and "\n" at the
// end: ctxView):
//   - R has no blank at its start and is no blank line, no fence and no
//     prompt (so it is prose, at indentation 0);
//   - the line before R is blank (resetLine takes an empty one);
//   - the last line before R that is not blank (Q) is no marker of an
//     example of what not to write (badMarker);
//   - no fence is open before R: none was at the first line passed
//     over, and no line passed over opens or closes one (fenceLines).
//
// Then an example open before R (bad) has seen a blank line since
// (badBlank) and a line of content (badContent: Q, or a line before it,
// as Q is no marker), so R, at indentation 0, closes it, if a "Good:"
// or a heading did not already; and R opens one if and only if it is a
// marker itself. The fence stays closed (R is none). R is marked an
// example or code as it would be from any state before it: if and only
// if it is a marker. So classifying from R on, as at a text's start,
// gives what classifying every line gives for R and every line after
// it. Groff's breaks (hyphens) and long lines are a line's own; those
// of the lines passed over are never asked about. The context's fields
// only Markdown reads (blank, prevIndent) may differ: the follower reads
// prose files.
//
// TestLazyExamplesSame and TestLazyExamplesCases hold the lazy follower
// to the one that classifies every line (Linter.eager), finding for
// finding.

// maxResetBack bounds how far before the line of a finding resetLine
// looks for a line to classify from.
const maxResetBack = 64 << 10

// minPend is the size up to which the lazy follower keeps what it reads
// without looking for lines to pass over (pendLimit), unless
// exampleLines.minPend says (tests).
const minPend = 256 << 10

// see reads the next bytes of the stream: classified now (seeNow), or
// kept for later when the follower is lazy.
func (e *exampleLines) see(p []byte) {
	if !e.lazy {
		e.seeNow(p)
		return
	}
	if n := len(e.pend); len(p) > 0 && len(p) <= cap(e.pend)-n && &e.pend[:n+1][n] == &p[0] {
		// Read in place: p is the scanner's buffer, which place put
		// right after the bytes kept (no copy).
		e.pend = e.pend[:n+len(p)]
	} else {
		if len(e.pend)+len(p) > cap(e.pend) {
			// Room: the bytes kept moved to the start of their array,
			// or a larger one (not an array for each piece). The
			// scanner reads into a buffer of its own then (none that
			// place gave it is right after them).
			e.room(len(p))
		}
		e.pend = append(e.pend, p...)
	}
	e.readOff += len(p)
	if len(e.pend) > e.pendLimit() {
		e.compact()
	}
}

// room makes room for n bytes after those kept: they move to the start
// of their array, or to a larger one.
func (e *exampleLines) room(n int) {
	if e.store == nil {
		e.store = getStore()
	}
	if len(e.pend)+n <= cap(e.store) {
		e.pend = e.store[:copy(e.store[:cap(e.store)], e.pend)]
	} else {
		e.store = make([]byte, len(e.pend), 2*(len(e.pend)+n))
		copy(e.store, e.pend)
		e.pend = e.store
	}
}

// place is the scanner's Options.Place: the buffer it reads into next is
// the follower's array, right after the bytes kept, so that what it reads
// is kept where it lands (see), not copied. The scanner's kept bytes are
// the last ones read, and so those at the end of pend, when pend holds
// them all; when it does not (the follower passed over lines the scanner
// keeps) or the follower is not lazy or keeps a part's bytes, the scanner
// keeps its own buffer. The bytes kept move (to the start of the array,
// or a larger one) only when the buffer would run past the array's end.
func (e *exampleLines) place(kept []byte, size int) []byte {
	x := len(e.pend) - len(kept) // kept's start in pend
	if !e.lazy || e.store == nil || x < 0 || size < len(kept) || !e.inStore() {
		return nil
	}
	if x+size > cap(e.pend) {
		e.room(x + size - len(e.pend))
	}
	return e.pend[x : x+size]
}

// inStore reports whether pend is a slice of store's array (from which
// place may hand out room after it): not a part's bytes (keep).
func (e *exampleLines) inStore() bool {
	i := cap(e.store) - cap(e.pend)
	return cap(e.pend) > 0 && i >= 0 && &e.store[:i+1][i] == &e.pend[:1][0]
}

// finish notes the end of the stream; a last line with no line break is
// classified (now or when asked about).
func (e *exampleLines) finish() {
	if !e.lazy {
		e.finishNow()
		return
	}
	e.eof = true
}

// readPos returns the offset the reading stands at. Once upTo(line)
// classified the lines up to line, or up to the first line not read to
// its end, e.line is line if and only if line is the line being read,
// as for the follower that classifies as it reads.
func (e *exampleLines) readPos() int {
	if e.lazy {
		return e.readOff
	}
	return e.off
}

// start sets where a follower's first byte stands, and the context of
// its line.
func (e *exampleLines) start(line, off int, ctx lineContext) {
	e.line, e.off, e.ctx = line, off, ctx
	e.uncounted = false
	e.readOff, e.fromOff = off, off
}

// keep is see for bytes that stay as they are while the follower reads
// them (a part's, LintPart): kept where they are, not copied.
func (e *exampleLines) keep(p []byte) {
	if !e.lazy || len(e.pend) > 0 {
		e.see(p)
		return
	}
	e.pend = p[:len(p):len(p)] // never appended to in place
	e.readOff += len(p)
}

// pendLimit is how many bytes the lazy follower keeps before it
// classifies or passes over those no finding can ask about (compact).
func (e *exampleLines) pendLimit() int {
	least := minPend
	if e.minPend > 0 {
		least = e.minPend
	}
	if e.window > int(^uint(0)>>2) {
		return int(^uint(0) >> 1) // a part, every line of which may be asked for: all of it
	}
	return least + 2*e.window
}

// compact classifies, or passes over, the bytes kept that no finding can
// ask about any more: those before the line of the earliest finding held
// (holdOff) and before the last window bytes read, where the scanner may
// still find a URL. So memory does not grow with a text that has no URL.
func (e *exampleLines) compact() {
	floor := e.readOff - e.window
	if e.holdOff >= 0 {
		floor = min(floor, e.holdOff)
	}
	e.from(floor)
	if n := min(floor-e.off, len(e.pend)); n > 0 && len(e.pend) > e.pendLimit()/2 {
		// Classified to the start of floor's line, where the next
		// call may pass over lines again (or into a long line).
		if k := bytes.LastIndexByte(e.pend[max(0, n-maxResetBack):n], '\n'); k >= 0 {
			n = max(0, n-maxResetBack) + k + 1
		}
		e.seeNow(e.pend[:n])
		e.pend = e.pend[n:] // not moved: the scanner may read the rest in place
	}
}

// upTo classifies the lines kept up to line, or to the end of the text
// once it ended.
func (e *exampleLines) upTo(line int) {
	// (inlined: most calls find the line classified already)
	if e.lazy && (e.line <= line && len(e.pend) > 0 || e.eof || e.uncounted) {
		e.classify(line)
	}
}

// classify is upTo's work.
func (e *exampleLines) classify(line int) {
	if e.uncounted {
		e.counted()
	}
	for e.line <= line && len(e.pend) > 0 {
		if e.noBreak > e.off && bytes.IndexByte(e.pend[e.noBreak-e.off:], '\n') < 0 {
			e.noBreak = e.readOff
			break // still on the line read up to noBreak
		}
		// Whole lines: to the end of line when it is a few lines on,
		// else about 16 KiB of them.
		end := -1
		if line-e.line < 8 {
			// Those up to the first one not read to its end.
			for n := line - e.line; n >= 0; n-- {
				k := bytes.IndexByte(e.pend[end+1:], '\n')
				if k < 0 {
					break
				}
				end += k + 1
			}
			end++ // after the last '\n' found, 0 when none
			if end == 0 {
				end = -1
			}
		} else {
			cut := min(len(e.pend), 16<<10)
			if k := bytes.LastIndexByte(e.pend[:cut], '\n'); k >= 0 {
				end = k + 1
			} else if k := bytes.IndexByte(e.pend[cut:], '\n'); k >= 0 {
				end = cut + k + 1
			}
		}
		if end < 0 {
			if !e.eof {
				// The line is still being read: no line break up to
				// here (for the next call, on a long line).
				e.noBreak = e.readOff
				return
			}
			end = len(e.pend)
		}
		e.seeNow(e.pend[:end])
		e.pend = e.pend[end:]
	}
	if e.eof && len(e.pend) == 0 {
		e.finishNow()
	}
}

// from notes that no finding will ask about a line before the one that
// holds offset off, and passes over the lines kept before it up to the
// last line from which classifying gives what classifying every line
// does (resetLine), when there is one and no fence is open before it.
func (e *exampleLines) from(off int) {
	// (inlined: most calls are for the line of the call before)
	if e.lazy && off > e.fromOff {
		e.passTo(off)
	}
}

// passTo is from's work. A fence open where the bytes kept start is no
// bar when the line that closes it (closeLine) is before the line
// passing over stops at: its lines are code, the fence's state changes
// at that line only, and what they did to an example of what not to
// write (a marker among them) the line R after it undoes as after any
// line of content (see above: R has a blank line and a line of content,
// the closing line at least, before it). A fence that opens before R
// is read alone: the lines before it passed over (to an R before it),
// its line classified, and the fence it opens passed over so again.
func (e *exampleLines) passTo(off int) {
	prev := e.fromOff
	e.fromOff = off
	if off <= e.off || e.partial != 0 || len(e.buf) != 0 || e.skip || e.ntail != 0 {
		return // nothing kept before it, or not at a line's start
	}
	i := min(off-e.off, len(e.pend))
	if prev > e.off && bytes.IndexByte(e.pend[prev-e.off:i], '\n') < 0 {
		return // the line of the last call: done then
	}
	// The start of off's line.
	lo := max(0, i-maxResetBack)
	s := bytes.LastIndexByte(e.pend[lo:i], '\n') + 1
	if s == 0 && lo > 0 {
		return // a long line
	}
	s += lo
	for {
		open := 0 // the end of the line that closes the fence open at the start, if one is
		if e.ctx.fence != nil {
			if open = e.closeLine(e.pend[:s]); open < 0 {
				return
			}
		}
		r := resetLine(e.pend, s)
		if r <= 0 || r < open {
			return
		}
		first := firstFenceLine(e.pend[open:r])
		if first < 0 {
			e.pass(r)
			return
		}
		// A fence line before R: the lines before it passed over (to
		// an R before it, after the closing line), those up to its end
		// classified, and R looked for again after it.
		first += open
		if r0 := resetLine(e.pend, first); r0 > 0 && r0 >= open {
			e.pass(r0)
			s, first = s-r0, first-r0
		}
		end := lineEnd(e.pend, first) + 1
		e.seeNow(e.pend[:end])
		e.pend = e.pend[end:]
		s -= end
	}
}

// closeLine returns the end (after its "\n") of the first line of p that
// closes the fence open at p's start (e.ctx.fence), as lineContext.next
// reads it (ctxView), or -1. p starts a line, at e.off, and ends after
// one. Where it found none, the next call for the same start goes on
// from there (closeOff, closeTo): the stream asks at each finding.
func (e *exampleLines) closeLine(p []byte) int {
	c := e.ctx.fence[0]
	i := 0
	if e.closeOff == e.off && e.closeTo > e.off && &e.closeFence[0] == &e.ctx.fence[0] {
		i = min(e.closeTo-e.off, len(p))
	}
	for i < len(p) {
		k := bytes.IndexByte(p[i:], c)
		if k < 0 {
			break
		}
		j := i + k
		i = j + 1
		if j+2 >= len(p) || p[j+1] != c || p[j+2] != c {
			continue
		}
		b := j
		for b > 0 && (p[b-1] == ' ' || p[b-1] == '\t') {
			b--
		}
		if b > 0 && p[b-1] != '\n' {
			continue
		}
		end := lineEnd(p, b)
		if end == len(p) {
			break // (p ends after a line break: not here)
		}
		ctx := e.ctx
		if ctx.next(ctxView(p[b:end])); ctx.fence == nil {
			return end + 1
		}
		i = end + 1
	}
	e.closeOff, e.closeTo, e.closeFence = e.off, e.off+len(p), e.ctx.fence
	return -1
}

// lineAt notes that offset off of the stream stands on line, as the
// scanner counted it.
func (e *exampleLines) lineAt(off, line int) {
	e.atOff, e.atLine = off, line
}

// lineMark is a place the scanner counted the lines up to: offset off
// of the stream stands on line (extract.Options.Lines).
type lineMark struct{ off, line int }

// maxMarks bounds the places kept: a part read whole before its first
// URL is looked for (LintPart) is never read through the recorder, where
// they are forgotten (markFor).
const maxMarks = 1024

// linesAt hears from the scanner that offset off stands on line
// (extract.Options.Lines: a place every 16 KiB or less, none nearer than
// 4 KiB), for the lazy follower: kept until the follower may pass over
// lines past it (markFor).
func (rc *recorder) linesAt(off, line int) {
	if rc.ex == nil || !rc.ex.lazy {
		return
	}
	if len(rc.marks) == maxMarks {
		rc.marks = rc.marks[:copy(rc.marks, rc.marks[maxMarks/2:])]
	}
	rc.marks = append(rc.marks, lineMark{off, line})
}

// markFor tells the lazy follower, before it reads more, the first place
// the scanner counted at or after offset x, where the follower may pass
// over lines to, at most (compact's floor, when no finding is held
// before it): passing over lines counts none of their line breaks (pass
// takes the line of a place after where it stops), and the number of
// the line it stops at, when asked for, is that place's less the line
// breaks between them, up to 16 KiB more than the lines classified from
// there (counted). The places before x are forgotten.
func (rc *recorder) markFor(x int) {
	m := rc.marks
	i := 0
	for i < len(m) && m[i].off < x {
		i++
	}
	if i < len(m) {
		rc.ex.lineAt(m[i].off, m[i].line)
	}
	rc.marks = m[:copy(m, m[i:])]
}

// pass passes over the first n bytes kept, whole lines, to a line from
// which classifying starts as at a text's start (resetLine). The number
// of that line is that of the offset lineAt noted last, when it is kept
// and not before, less the line breaks between them, which are counted
// only when the line's number is asked for (counted): the follower may
// pass over lines again and again before (compact, as the text is read),
// and lines are counted once, by the scanner, but for those between the
// line passing over stopped at and the place told after it (a finding's
// URL, or markFor's). Without such an offset (none told yet), the
// number is counted from the last one's (or that of the line passed
// from) over the line breaks passed.
func (e *exampleLines) pass(n int) {
	switch a := e.atOff - e.off; {
	case e.atLine > 0 && n <= a && a <= len(e.pend):
		e.uncounted, e.sureOff, e.sureLine = true, e.atOff, e.atLine
	case e.uncounted && e.sureOff-e.off >= n:
		// still told by the offset noted before
	case e.uncounted:
		e.line = e.sureLine + nlcount.Count(e.pend[e.sureOff-e.off:n])
		e.uncounted = false
	default:
		e.line += nlcount.Count(e.pend[:n])
	}
	e.off += n
	e.pend = e.pend[n:]
	e.ctx = lineContext{kind: e.ctx.kind, pct: e.ctx.pct} // what the file is stays
}

// counted sets line, the number of the line at off, from the offset
// pass left it to be told by (uncounted), or from the last one told
// (lineAt), when that is nearer (a finding's URL, told just before its
// line is asked about).
func (e *exampleLines) counted() {
	if a := e.atOff - e.off; e.atLine > 0 && a >= 0 && a < e.sureOff-e.off {
		e.line = e.atLine - nlcount.Count(e.pend[:a])
	} else {
		e.line = e.sureLine - nlcount.Count(e.pend[:e.sureOff-e.off])
	}
	e.uncounted = false
}

// lineNow returns the number of the line at off (line, counted if it
// was not).
func (e *exampleLines) lineNow() int {
	if e.uncounted {
		e.counted()
	}
	return e.line
}

// resetLine returns the start of a line of p, at or before the line
// that starts at s, that classifying may start from whatever the state
// before it (see above), or -1. p[0] starts a line. It returns the last
// such line after an empty line ("\n\n") that starts in the
// resetReach bytes before s, looking for the pairs from s back
// (lastBlank, 32 bytes at a time: a forward search of each stretch
// before s, which kept the last such line of the first stretch with
// one, read each stretch whole, two instructions a byte where the text
// has many line breaks, and most stretches hold such a line near s).
func resetLine(p []byte, s int) int {
	lo, hi := max(0, s-resetReach), s // pairs "\n\n" within p[lo:hi]: R at most s
	for hi-lo >= 2 {
		k := lastBlank(p[lo:hi])
		if k < 0 {
			break
		}
		if r := lo + k + 2; resetAfterBlank(p, r) {
			return r
		}
		hi = lo + k + 1 // the pairs before it, one across its first byte too
	}
	return -1
}

// resetReach is how far before s resetLine looks for a line: the
// stretches of 1 KiB, 4 KiB, 16 KiB and 64 KiB before it (each taking a
// pair across its end) its forward search read until one held a line,
// maxResetBack bytes back or more.
const resetReach = 1<<10 + (4<<10 - 1) + (16<<10 - 1) + (64<<10 - 1)

// lastBlankGo is lastBlank a byte at a time.
func lastBlankGo(p []byte) int {
	for i := len(p) - 2; i >= 0; i-- {
		if p[i+1] == '\n' && p[i] == '\n' {
			return i
		}
	}
	return -1
}

// resetAfterBlank reports whether the line that starts at r, after an
// empty line (p[r-2:r] is "\n\n"), is a line R of resetLine: whole, no
// blank at its start, no blank line, fence nor prompt, and the last line
// before it that is not blank (Q) is no marker of an example.
func resetAfterBlank(p []byte, r int) bool {
	end := lineEnd(p, r)
	if end == len(p) || !resetOK(p[r:end]) {
		return false
	}
	for b := r - 1; b > 0; { // the line before ends at p[b-1], a '\n'
		q := lineStartBefore(p, max(0, b-1-maxResetBack), b-1)
		if q < 0 {
			return false
		}
		if v := trimBlanks(ctxView(p[q : b-1])); len(v) > 0 {
			return !badMarker(v)
		}
		b = q
	}
	return false // no such line: the state before p's start decides
}

// lineStartBefore returns the start of the line that ends at p[end] (its
// '\n'), or -1 when it starts before lo (and lo is not 0).
func lineStartBefore(p []byte, lo, end int) int {
	k := bytes.LastIndexByte(p[lo:end], '\n')
	if k < 0 {
		if lo > 0 {
			return -1
		}
		return 0
	}
	return lo + k + 1
}

// lineEnd returns the end of the line that starts at s (its '\n', or the
// end of p).
func lineEnd(p []byte, s int) int {
	if k := bytes.IndexByte(p[s:], '\n'); k >= 0 {
		return s + k
	}
	return len(p)
}

// ctxView is the text of line (without its '\n') that lineContext.next
// reads when the follower classifies it: its first maxExampleLine bytes,
// without the "\r" and "\n" at their end.
func ctxView(line []byte) []byte {
	v := line[:min(len(line), maxExampleLine)]
	for len(v) > 0 && (v[len(v)-1] == '\n' || v[len(v)-1] == '\r') {
		v = v[:len(v)-1]
	}
	return v
}

// trimBlanks drops the blanks at the start of v, as lineContext.next
// does.
func trimBlanks(v []byte) []byte {
	for len(v) > 0 && (v[0] == ' ' || v[0] == '\t') {
		v = v[1:]
	}
	return v
}

// resetOK reports whether line (without its '\n') may be the line R of
// resetLine: not blank, no blank at its start, no fence, no prompt.
func resetOK(line []byte) bool {
	v := ctxView(line)
	return len(v) > 0 && v[0] != ' ' && v[0] != '\t' && fenceOf(v) == nil && !isPrompt(v)
}

// A tree of small files is linted one Lint call per file: the array the
// lazy follower keeps bytes in is kept for the next call, not allocated
// for each file (which cost more than it saved on GOROOT/src).
var stores sync.Pool // of *[]byte

func getStore() []byte {
	if b, _ := stores.Get().(*[]byte); b != nil {
		return (*b)[:0]
	}
	return nil
}

// release gives the follower's array back for the next Lint; the
// follower keeps nothing after it.
func (e *exampleLines) release() {
	if e.store != nil && cap(e.store) <= 16<<20 {
		b := e.store[:0]
		stores.Put(&b)
	}
	e.store, e.pend = nil, nil
}
