package lint

import (
	"bytes"
	"io"
	"slices"
	"strings"

	"github.com/urlsift/urlsift/extract"
)

// Examples in documentation. A document writes URLs wrong on purpose where
// it shows what not to write ("Bad:", "Incorrect:", "Don't:" and what
// follows), a command at a prompt ("$ curl http://localhost:8080/") or a
// doctest (">>> urlparse('http://[::1')"), and in its fenced blocks of
// code. These are the lines lineContext (fixctx.go) tells apart for the
// Fixer, which never rewrites them. The default report does not show what
// is found on them either, as it does not in tests and their data
// (Fixture): only a real password, a leak wherever it stands
// (realPassword); Options.Tests (--tests) shows everything.
//
// exampleLines follows the lines of a stream, ahead of the scanner, and
// keeps the runs of example lines that a finding still to be sent may
// stand on. It reads a line's first bytes only: a line of prose (most
// lines) is known from its first byte that is no blank, unless an
// example or a fence is open. The stream's is lazy (lazy.go): it
// classifies only the lines a finding asks about, and those from a line
// after which the state is known.
type exampleLines struct {
	ctx  lineContext
	line int    // the line being read, from 1
	off  int    // bytes read
	buf  []byte // its first bytes (up to maxExampleLine), when they are to be classified
	skip bool   // the line is prose (code in a fence) whatever its other bytes are
	runs []lineRun
	// The line's last bytes (up to 4, of any piece), and the lines that
	// end in groff's U+2010 HYPHEN, its mark of a word it broke.
	tail    [4]byte
	ntail   int
	hyphens []lineRun
	// What the stream may still ask about: the lines of the findings it
	// holds (keepFrom to keepTo), and every line of the last window
	// bytes read, where the scanner may find a URL yet.
	keepFrom, keepTo int
	window           int
	limit            int // forget when this many runs are held
	// The lines of directiveWindow bytes or more (without their "\n")
	// that a finding may stand on (runsOn), forgotten as runs are; the
	// bytes of the line being read in the pieces before.
	long      []longLine
	longLimit int
	partial   int

	// The lazy follower's (lazy.go): the bytes read and not classified
	// yet (pend, from offset off on, in store's array); the offset the
	// reading stands at; whether the text ended; the offset before which no
	// finding asks (from), and that of the URL of the earliest finding
	// held (-1: none).
	lazy             bool
	pend, store      []byte
	readOff          int
	eof              bool
	fromOff, holdOff int
	noBreak          int // pend holds no line break from off to this offset (upTo)
	// atOff stands on line atLine (lineAt; 0: not known), the last
	// offset the stream told with its line's number.
	atOff, atLine int
	// uncounted: line is not the number of the line at off yet, which
	// is sureLine, the line of offset sureOff (at or after off, kept),
	// less the line breaks kept between them (counted: pass passed over
	// lines up to an offset told, and left their line breaks uncounted).
	uncounted         bool
	sureOff, sureLine int
	minPend           int // minPend (lazy.go) when not 0: tests
	classified        int // the bytes seeNow read (tests: how many the lazy follower classifies)
	// closeLine found no line that closes the fence closeFence from
	// offset closeOff (e.off then) to closeTo.
	closeOff, closeTo int
	closeFence        []byte
}

// longLine is a line of directiveWindow bytes or more, and the offset of
// its end (its "\n", or the end of the text).
type longLine struct{ line, end int }

// lineRun is the lines first to last, all examples; the last ends
// before offset end.
type lineRun struct{ first, last, end int }

// maxExampleLine is how many bytes of a line are classified: markers,
// prompts and fences stand at its start.
const maxExampleLine = 256

// mayStartExample reports whether a line that starts with b (its first
// byte that is no blank, and what follows on the line) may be one that
// lineContext reads otherwise than the lines around it when no example
// of what not to write is open: a fence ("`", "~"), a prompt (">>> ",
// "$ ", "% ", "PS> ", "C:\> ", "irb> ", "irb(main)", "iex> ", "In ["), or
// a marker: after the markup markerWord skips, the first word of one of
// badWords, then a ":" near, or a short line (a heading, "**Bad**").
// Other lines, most, are known from their first words. whole
// says that b runs to the end of the line; when it does not and the
// bytes so far leave it open, the answer is yes. TestExampleLinesFast
// holds it to lineContext.
func mayStartExample(b []byte, whole bool) bool {
	switch {
	case b[0] == '`' || b[0] == '~':
		return true
	case b[0] == '$' || b[0] == '%':
		if len(b) == 1 {
			return !whole
		}
		if b[1] == ' ' {
			return true
		}
	case b[0] == '>':
		if len(b) < 3 && !whole || bytes.HasPrefix(b, []byte(">>>")) {
			return true
		}
	}
	k := 0
	for k < len(b) && markupByte[b[k]] {
		k++
	}
	if k == len(b) {
		return !whole
	}
	if !isLetterByte(b[k]) {
		return false
	}
	// The first two letters, most often enough to tell.
	if k+1 == len(b) && !whole {
		return true
	}
	if !markerStart(b, k) {
		return false
	}
	j := k
	for j < len(b) && j-k <= maxMarkerWord && (isLetterByte(b[j]) || b[j] == '\'' || b[j] == '-') {
		j++
	}
	if j == len(b) && !whole {
		return true // the word may go on in the next piece
	}
	w, known := b[k:j], false
	for _, m := range markerFirstWords {
		if len(m) == len(w) && equalFoldASCII(w, m) {
			known = true
			break
		}
	}
	if !known {
		return false
	}
	// A marker's ":" (after words such as "do not", "examples of
	// incorrect code"), a prompt's ">", "[" or "(", or a short line (a
	// heading: "### Bad example", "**Not recommended**").
	rest := b[j:]
	if len(rest) <= maxMarkerTail || bytes.ContainsAny(rest[:maxMarkerTail], ":>[(") {
		return true
	}
	// markerWord skips any run of blanks, "*", "_" and "`" after the
	// word, so a marker's ":" (or a heading's end) may come later still:
	// the line is read as lineContext reads it (without the "\r" it
	// drops), or kept when its end is not here.
	return !whole || badMarker(bytes.TrimRight(b, "\r"))
}

// maxMarkerTail is how far after the first word of a marker its ":" is
// looked for: past the longest of badWords.
const maxMarkerTail = 64

// equalFoldASCII reports whether w, ASCII letters, "'" and "-", is m
// (lower case) but for the case of its letters.
func equalFoldASCII(w []byte, m string) bool {
	for i := range len(w) {
		c := w[i]
		if isLetterByte(c) {
			c |= 0x20
		}
		if c != m[i] {
			return false
		}
	}
	return true
}

// markupByte are the bytes markerWord skips at the start of a line.
var markupByte = func() (t [256]bool) {
	for _, c := range []byte("#*_-+>/|!;% \t") {
		t[c] = true
	}
	return t
}()

// markerFirstWords are the first words of badWords and of the prompts
// that start with a letter, in lower case; maxMarkerWord is the longest;
// markerPrefix marks their first two letters (the second 26 when the word
// has one letter), a letter's index in the alphabet each.
var markerFirstWords, maxMarkerWord, markerPrefix = func() (words []string, longest int, prefix [26 * 27]bool) {
	words = []string{"ps", "c", "irb", "iex", "in"}
	for _, w := range badWords {
		w, _, _ = strings.Cut(w, " ")
		if !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	for _, w := range words {
		longest = max(longest, len(w))
		second := 26
		if len(w) > 1 && isLetterByte(w[1]) {
			second = int(w[1] - 'a')
		}
		prefix[int(w[0]-'a')*27+second] = true
	}
	return words, longest, prefix
}()

func isLetterByte(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// newExampleLines follows a stream that a scanner holding window bytes
// of it reads.
func newExampleLines(window int) *exampleLines {
	return &exampleLines{line: 1, ctx: lineContext{kind: proseFile}, window: window, holdOff: -1}
}

// quiet reports whether no example of what not to write is open: a line
// whose first word is none of a marker, a prompt or a fence is then
// prose, or code when a fence is open, whatever follows.
func (e *exampleLines) quiet() bool { return !e.ctx.bad }

// seeNow classifies the next bytes of the stream. A line whose start
// and end are both in p and that is prose (proseLine) is done with
// there, its bytes neither kept nor copied: the cost of most lines is
// finding their end.
func (e *exampleLines) seeNow(p []byte) {
	e.classified += len(p)
	if e.uncounted {
		e.counted()
	}
	for len(p) > 0 {
		if e.ntail == 0 && e.quiet() {
			// Whole lines of prose (or of code in a fence), most lines:
			// known from their first bytes, their ends in p.
			p = p[e.proseLines(p):]
			if len(p) == 0 {
				return
			}
		}
		nl := bytes.IndexByte(p, '\n')
		seg := p
		if nl >= 0 {
			seg = p[:nl]
		}
		if !e.skip {
			if len(e.buf) == 0 && e.quiet() {
				k := 0
				for k < len(seg) && (seg[k] == ' ' || seg[k] == '\t') {
					k++
				}
				e.skip = k < len(seg) && !mayStartExample(seg[k:], nl >= 0)
			}
			if !e.skip && len(e.buf) < maxExampleLine {
				e.buf = append(e.buf, seg[:min(len(seg), maxExampleLine-len(e.buf))]...)
			}
		}
		e.keepTail(seg)
		if nl < 0 {
			e.off += len(p)
			e.partial += len(p)
			return
		}
		if e.partial+nl >= directiveWindow {
			e.addLong(e.off + nl)
		}
		e.partial = 0
		e.off += nl + 1
		if e.typesetBreak() {
			e.appendRun(&e.hyphens, e.line)
		}
		e.endLine()
		p = p[nl+1:]
	}
}

// proseLines reads the whole lines at the start of p that are prose (or
// code in a fence) when no example of what not to write is open (quiet),
// as endLine would find them (proseLine), and returns how many bytes
// they take: it stops at a line that may start an example, or at a line
// whose end is not in p. This is the loop every line of most text goes
// through (about 35 bytes a line in the bench corpus): plainLines passes
// over most lines, and the line it stops at is read here.
func (e *exampleLines) proseLines(p []byte) int {
	done := 0
	for done < len(p) {
		// In a fence or not: the lines plainLines passes over start no
		// example, and change nothing of the context (PartEnd reads them
		// so too); in a fence each is code, marked.
		next, n, nl := plainLines(p, done)
		if n > 0 && e.ctx.fence != nil {
			e.markLines(n, p[done:next])
		}
		e.off += next - done
		e.line += n
		done = next
		if nl < 0 {
			break
		}
		line := p[done : done+nl]
		if !proseLine(line) {
			return done
		}
		if nl >= directiveWindow {
			e.addLong(e.off + nl)
		}
		done += nl + 1
		e.off += nl + 1
		// A line that ends in U+2010 (before a "\r") ends in its last
		// byte, 0x90, or in "\r".
		if nl > 0 && (line[nl-1] == hyphen2010[2] || line[nl-1] == '\r') && endsInHyphen(line) {
			e.appendRun(&e.hyphens, e.line)
		}
		if e.ctx.fence != nil {
			e.mark(e.line)
		}
		e.line++
	}
	return done
}

// plainLines passes over the lines of p from start on that proseLines
// has nothing to do with when no fence is open: lines whose first byte
// that is no blank tells they start no example (startByte: prose, a
// letter that starts none of markerFirstWords, markup before such a
// letter or before no letter), whose last byte is neither 0x90 (of a
// U+2010 HYPHEN) nor "\r", and shorter than directiveWindow; or blank.
// It returns where it stopped, how many lines it passed over, and the
// length of the line it stopped at (without its "\n"), -1 when its end
// is not in p. This is the loop every line of most text goes through
// (about 31 bytes a line in the bench corpus): one table for its first
// two bytes. plainRun (AVX2 on amd64) passes over the commonest of these
// lines 32 bytes at a time, with no call for each line's end (on amd64
// it was a bytes.IndexByte call a line, and the lines the lazy follower
// classifies are a third of the bench corpus); the lines it stops at are
// read here, one at a time.
func plainLines(p []byte, start int) (end, lines, nl int) {
	q := p[start:] // what is left to read
	for {
		if len(q) >= plainRunMin {
			k, n := plainRun(q)
			q, lines = q[k:], lines+n
		}
		j := bytes.IndexByte(q, '\n')
		if j < 0 {
			return len(p) - len(q), lines, -1
		}
		// The line is q[:j], and q[j] is its '\n'.
		if j > 0 {
			line := q[:j+1]
			c := plainPair[uint16(line[0])<<8|uint16(line[1])] // line[1] is at most the '\n'
			k := 0
			if c == pairBlank {
				for k = 1; blankByte[line[k]]; k++ { // the '\n' ends it
				}
				// The first two bytes after the blanks (the '\n' when
				// the line has one).
				c = uint8(pairPlain)
				if k < j {
					c = plainPair[uint16(line[k])<<8|uint16(line[k+1])]
				}
			}
			if c >= pairMarkup {
				if c == pairMarkup {
					// markerWord skips markup: the word after it.
					for k++; k < j && markupByte[line[k]]; k++ {
					}
					if k == j {
						return len(p) - len(q), lines, j
					}
					c = plainPair[uint16(line[k])<<8|uint16(line[k+1])]
					if c != pairPlain && c != pairWord {
						c = pairPlain // no letter after the markup
					}
				}
				if c == pairWord && isLetterByte(line[k+1]) && !markerThird[int(line[k]|0x20-'a')*26+int(line[k+1]|0x20-'a')][line[k+2]] {
					// Two letters of a marker's first word, but not the
					// third ("int", "does", "note"); line[k+2] is at
					// most the '\n'.
					c = pairPlain
				}
				if c >= pairWord {
					return len(p) - len(q), lines, j
				}
			}
			if oddEnd[line[j-1]] || j >= directiveWindow {
				return len(p) - len(q), lines, j
			}
		}
		lines++
		q = q[j+1:]
	}
}

// blankByte are " " and "\t".
var blankByte = [256]bool{' ': true, '\t': true}

// What the first two bytes of a line (or of its text after blanks or
// markup) tell plainLines: pairPlain, it starts no example (a byte that
// starts no example whatever follows, or a letter and a byte that start
// none of markerFirstWords); pairWord, the start of one of
// markerFirstWords; pairBlank, a blank first; pairMarkup, markup first
// (startMarkup); pairOther, any other start (a fence, a prompt). The
// last two stop plainLines.
const (
	pairPlain = iota
	pairBlank
	pairMarkup
	pairWord
	pairOther
)

// plainPair sorts the pairs of bytes that may start a line, the first
// byte high.
var plainPair = func() (t [1 << 16]uint8) {
	for c0 := range 256 {
		row := t[c0<<8 : c0<<8+256]
		switch startByte[c0] {
		case startProse:
			// pairPlain, the zero value
		case startBlank:
			fillBytes(row, pairBlank)
		case startMarkup:
			fillBytes(row, pairMarkup)
		case startOther:
			fillBytes(row, pairOther)
		case startLetter:
			if markerStart([]byte{byte(c0), ' '}, 0) {
				fillBytes(row, pairWord) // a word of one letter ("c")
			}
			for c1 := range 256 {
				if isLetterByte(byte(c1)) {
					row[c1] = pairPlain
					if markerStart([]byte{byte(c0), byte(c1)}, 0) {
						row[c1] = pairWord
					}
				}
			}
		}
	}
	return t
}()

// markerThird says, for the first two letters of one of
// markerFirstWords (their indexes in the alphabet), which third bytes
// may follow them in one: its third letter (either case), "'" or "-",
// or a byte that ends a word (none of these nor a letter) where the two
// letters are a word.
var markerThird = func() (t [26 * 26][256]bool) {
	for _, w := range markerFirstWords {
		if len(w) < 2 || !isLetterByte(w[1]) {
			continue
		}
		row := &t[int(w[0]-'a')*26+int(w[1]-'a')]
		if len(w) == 2 {
			for c := range 256 {
				if !isLetterByte(byte(c)) && c != '\'' && c != '-' {
					row[c] = true
				}
			}
			continue
		}
		row[w[2]] = true
		if isLetterByte(w[2]) {
			row[w[2]&^0x20] = true
		}
	}
	return t
}()

// fillBytes sets every byte of b to c.
func fillBytes(b []byte, c byte) {
	for i := range b {
		b[i] = c
	}
}

// oddEnd are the last bytes of a line that proseLines reads more of: a
// U+2010 HYPHEN's last (0x90) and "\r" (before which one may stand).
var oddEnd = [256]bool{0x90: true, '\r': true}

// proseLine reports whether line, a whole line (without its "\n") read
// when no example of what not to write is open (quiet), is prose, or code
// in a fence, as endLine would find it: blank, or its first byte that is
// no blank starts no example (mayStartExample). Most lines are told by
// their first byte (startByte) or their first two letters.
func proseLine(line []byte) bool {
	k := 0
	for k < len(line) && (line[k] == ' ' || line[k] == '\t') {
		k++
	}
	if k == len(line) {
		return true
	}
	switch startByte[line[k]] {
	case startProse:
		return true
	case startMarkup:
		j := k + 1
		for j < len(line) && markupByte[line[j]] {
			j++
		}
		if j < len(line) && (!isLetterByte(line[j]) || !markerStart(line, j)) {
			return true
		}
	case startLetter:
		if !markerStart(line, k) {
			return true
		}
	}
	return !mayStartExample(line[k:], true)
}

// markerStart reports whether the letter b[k] and what follows it may
// start one of markerFirstWords: its first two letters are one's.
func markerStart(b []byte, k int) bool {
	second := byte(26)
	if k+1 < len(b) && isLetterByte(b[k+1]) {
		second = b[k+1] | 0x20 - 'a'
	}
	return markerPrefix[int(b[k]|0x20-'a')*27+int(second)]
}

// startByte sorts the bytes that may start a line: startBlank, " " and
// "\t"; and after the blanks: startProse, those that start no example
// whatever follows (no letter, markup, fence nor prompt); startLetter,
// ASCII letters; startMarkup, the markup markerWord skips that starts no
// fence nor prompt; and the others ("`", "~", "$", "%", ">"), which
// mayStartExample reads.
var startByte = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c == ' ' || c == '\t':
			t[c] = startBlank
		case isLetterByte(byte(c)):
			t[c] = startLetter
		case strings.IndexByte("`~$%>", byte(c)) >= 0:
			t[c] = startOther
		case markupByte[c]:
			t[c] = startMarkup
		default:
			t[c] = startProse
		}
	}
	return t
}()

const (
	startProse = iota
	startLetter
	startMarkup
	startOther
	startBlank
)

// endsInHyphen reports whether line (without its "\n") ends in U+2010
// HYPHEN, before a "\r" if any: typesetBreak for a line read whole.
func endsInHyphen(line []byte) bool {
	n := len(line)
	if n > 0 && line[n-1] == '\r' {
		n--
	}
	return n >= 3 && line[n-1] == hyphen2010[2] && line[n-2] == hyphen2010[1] && line[n-3] == hyphen2010[0]
}

// endLine classifies the line read and goes on to the next.
func (e *exampleLines) endLine() {
	switch {
	case e.skip || e.quiet() && len(bytes.TrimSpace(e.buf)) == 0:
		// Prose, or code inside a fence.
		if e.ctx.fence != nil {
			e.mark(e.line)
		}
	default:
		open := e.ctx.fence != nil
		if e.ctx.next(e.buf) != lineProse {
			e.mark(e.line)
		}
		if !open && e.ctx.fence != nil {
			// The fence that opened a block is kept: its bytes are
			// the line's, which are not to be overwritten.
			e.buf = make([]byte, 0, 64)
		}
	}
	e.skip, e.buf, e.ntail = false, e.buf[:0], 0
	e.line++
}

// addLong records that the line being read, which ends at offset end, is
// a long one.
func (e *exampleLines) addLong(end int) {
	if len(e.long) >= e.longLimit {
		// Forget what no finding can stand on any more (needed).
		kept := e.long[:0]
		for _, l := range e.long {
			if l.line >= e.keepFrom || l.end >= e.off-e.window {
				kept = append(kept, l)
			}
		}
		e.long = kept
		e.longLimit = max(16, 2*len(kept))
	}
	e.long = append(e.long, longLine{e.line, end})
}

// runsOn reports whether line, read to its end, ran on to offset off or
// further: it is a long line (addLong) that ends there or later. Like
// has and typeset, it answers for the lines classified: the lazy
// follower's caller classifies up to line first (upTo).
func (e *exampleLines) runsOn(line, off int) bool {
	return len(e.long) > 0 && e.longTo(line, off) // (inlined: most texts have no long line)
}

// longTo is runsOn's search of the long lines.
func (e *exampleLines) longTo(line, off int) bool {
	for _, l := range e.long {
		if l.line == line {
			return l.end >= off
		}
	}
	return false
}

// finishNow classifies a last line with no line break.
func (e *exampleLines) finishNow() {
	if e.uncounted {
		e.counted()
	}
	if e.partial >= directiveWindow {
		e.addLong(e.off)
		e.partial = 0
	}
	if e.skip || len(e.buf) > 0 {
		e.endLine()
	}
}

func (e *exampleLines) mark(line int) {
	e.appendRun(&e.runs, line)
}

// markLines marks the n lines that start at e.line, text (each with its
// "\n"), as mark would one after the other: the first joins the run
// before it, or starts one (forgetting as appendRun does, text's first
// line read), and the others join it. e.off is where text starts.
func (e *exampleLines) markLines(n int, text []byte) {
	first, last, end := e.line, e.line+n-1, e.off+len(text)
	if r := e.runs; len(r) == 0 || r[len(r)-1].last != first-1 {
		off := e.off
		e.off += bytes.IndexByte(text, '\n') + 1
		e.appendRun(&e.runs, first)
		e.off = off
	}
	r := &e.runs[len(e.runs)-1]
	r.last, r.end = last, end
}

// appendRun adds line, which ends before offset e.off, to *runs (e.runs
// or e.hyphens).
func (e *exampleLines) appendRun(runs *[]lineRun, line int) {
	if n := len(*runs); n > 0 && (*runs)[n-1].last == line-1 {
		(*runs)[n-1].last, (*runs)[n-1].end = line, e.off
		return
	}
	if len(e.runs)+len(e.hyphens) >= e.limit {
		// Forget what no finding can stand on any more, as often as
		// the runs double.
		e.forget()
		e.limit = max(64, 2*(len(e.runs)+len(e.hyphens)))
	}
	*runs = append(*runs, lineRun{line, line, e.off})
}

// keepTail keeps the last bytes of the line read so far, seg its latest
// piece.
func (e *exampleLines) keepTail(seg []byte) {
	if len(seg) >= len(e.tail) {
		e.ntail = copy(e.tail[:], seg[len(seg)-len(e.tail):])
		return
	}
	keep := min(e.ntail, len(e.tail)-len(seg))
	copy(e.tail[:], e.tail[e.ntail-keep:e.ntail])
	e.ntail = keep + copy(e.tail[keep:], seg)
}

// typesetBreak reports whether the line read ends in U+2010 HYPHEN
// (before "\r\n" or "\n"): groff's mark where it broke a word, a URL's
// too, when it filled the line. The URL is one line in the page's source.
func (e *exampleLines) typesetBreak() bool {
	return endsInHyphen(e.tail[:e.ntail])
}

// hyphen2010 is U+2010 HYPHEN in UTF-8.
const hyphen2010 = "\u2010"

// typeset reports whether line ends in groff's hyphen (typesetBreak).
func (e *exampleLines) typeset(line int) bool {
	return len(e.hyphens) > 0 && inRuns(e.hyphens, line) // (inlined)
}

// inRuns reports whether line is in one of runs.
func inRuns(runs []lineRun, line int) bool {
	for _, r := range runs {
		if r.first > line {
			return false
		}
		if line <= r.last {
			return true
		}
	}
	return false
}

// forget drops the runs that neither a finding held nor a URL still to
// be found can stand on, so that a stream of examples and no URL is
// followed in bounded memory.
func (e *exampleLines) forget() {
	e.runs = e.needed(e.runs)
	e.hyphens = e.needed(e.hyphens)
}

// needed returns the runs of runs that a finding held or a URL still to
// be found may stand on.
func (e *exampleLines) needed(runs []lineRun) []lineRun {
	kept := runs[:0]
	for _, r := range runs {
		if r.last >= e.keepFrom && r.first <= e.keepTo || r.end >= e.off-e.window {
			kept = append(kept, r)
		}
	}
	return kept
}

// has reports whether line is an example line. Lines not yet read are
// not.
func (e *exampleLines) has(line int) bool {
	return len(e.runs) > 0 && inRuns(e.runs, line) // (inlined)
}

// drop forgets the runs that end before line: no finding to come stands
// there. The findings held stand on lines line to last.
func (e *exampleLines) drop(line, last int) {
	e.keepFrom, e.keepTo = line, last
	e.runs = dropBefore(e.runs, line)
	e.hyphens = dropBefore(e.hyphens, line)
	i := 0
	for i < len(e.long) && e.long[i].line < line {
		i++
	}
	e.long = e.long[:copy(e.long, e.long[i:])]
}

// dropBefore removes from runs those that end before line.
func dropBefore(runs []lineRun, line int) []lineRun {
	i := 0
	for i < len(runs) && runs[i].last < line {
		i++
	}
	if i == 0 {
		return runs
	}
	n := copy(runs, runs[i:])
	return runs[:n]
}

// realPassword reports whether f is a finding that examples and tests do
// not hide: a real password (password-in-site at warning or error; a
// placeholder one is at info).
func realPassword(f *rec) bool {
	return f.rule == passwordInSite.Name && f.sev >= Warning
}

// LintNamedRef is LintPlacedRef for the input named name, whose name says
// what its lines are: in a language whose comments start with "%"
// (percentFile: Erlang, TeX, PostScript, Prolog), a line starting with
// "% " is a comment, not a command at a prompt, and its findings are
// reported (and fixed) as any comment's.
func (l *Linter) LintNamedRef(name string, r io.Reader, opts extract.Options, place func(*Finding), emit func(*Finding) error) (urls int, err error) {
	return l.lint(r, opts, place, emit, name)
}

// StartOf is the context at the start of the text named name: the first
// part's (LintPartRef), as LintNamedRef reads the text whole.
func StartOf(name string) PartContext {
	var c PartContext
	c.ctx.pct = percentFile(name)
	return c
}
