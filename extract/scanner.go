package extract

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"strings"

	"github.com/urlsift/urlsift/internal/arena"
	"github.com/urlsift/urlsift/internal/newline"
	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

const (
	lookBehind = 1024 // bytes a candidate looks back for before the search position: wrappers, scheme, line prefix, the lines before a line break
	// keepBehind is how many bytes before the search position a fill
	// keeps (and a Part holds before its first byte): lookBehind's, and
	// the lines above a URL that the readings of its secret look back
	// over, lineBack before it (aboveFrom, lineBegin), so that what they
	// read is the text's, not what a fill left (path61's leak).
	keepBehind = lookBehind + lineBack
	lineBehind = 768 // farthest a line before a candidate is looked back for, to see how the text was filled (fillWidth)
	maxScheme  = 32  // longest scheme looked back for
	maxPrefix  = 200 // farthest a line start is looked back for, for the quote/comment prefix
	maxBreaks  = 8   // most line breaks inside one URL, but for one in <...> or a data: URI (bounded by the window only)
)

// Scanner reads a stream and finds the URL references in it, one per call
// of Scan. It holds at most a few windows of Options.MaxURL bytes of the
// stream, never the whole input.
type Scanner struct {
	r    io.Reader
	opts Options
	max  int // longest URL, in bytes of source
	look int // look-ahead a candidate may need

	buf    []byte // own, or the Data of the Part read (ResetPart)
	own    []byte // the Scanner's buffer
	pos    int    // next index of buf to search
	end    int    // buf[:end] holds data
	bufOff int    // stream offset of buf[0]
	eof    bool   // no more data after buf[:end]
	err    error
	floor  int // stream offset of the end of the last URL: nothing before it is looked at again
	// A URL joined in a cell of a table with borders, whose search went
	// on from the cell's border on its first line (resume): again is the
	// stream offset of that URL's end, before which the search goes over
	// text the line accounting passed (posAt counts back there), and
	// passed the stream offsets of its pieces on the next lines, which
	// no other URL starts in.
	again  int
	passed []span
	skip   bool // skipping the rest of a run too long to be a URL
	stop   int  // stream offset where the search stops (the end of a Part), or -1

	// Options.Marker: markAt is the index of its ':' (-1: no marker to
	// report), markTail the length of what follows from there, markNext
	// the byte after the ':'; the colons before buffer index mark were
	// looked at (markTo).
	markAt, markTail int
	markNext         byte
	mark             int
	done             bool // Scan returned false: nothing more is searched

	// Line accounting: line is the number of the line that starts at
	// stream offset lineStart; newlines before stream offset counted are
	// counted.
	line      int
	lineStart int
	counted   int
	lineCont  int     // bytes from lineStart to counted that continue a character (pos.Continued)
	tail      [3]byte // the last bytes counted on the line, tailN of them:
	tailN     int     // what the bytes counted next may continue
	told      int     // the stream offset Options.Lines heard of last (tellLines)
	// A Part's line breaks counted by blocks (Part.Blocks): blocks[k]
	// those of buf[blockLo+k*blockSize:], up to blockSize bytes or to
	// buf index blockHi.
	blocks                      []int32
	blockSize, blockLo, blockHi int

	trigger *[256]bool // bytes that start a candidate; nil: ':' only

	u      URL
	m      machine
	pieces []piece
	texts  arena.Arena // the blocks URL texts are cut from (emit; textChunk)
	nl, at nextByte    // the next line break and "@" (atAfter)
	ef     nextByte    // the next byte 0xEF, which starts "＠" and "﹫" (atAfter)
	cr     nextByte    // the next lone "\r" (secret)
	enc    encAt       // where EncodedAtAfter was told (encodedAtAfter)
	nlBack nlMemo      // the last line break before a URL (lastNL)
	colBuf []byte      // columnRest's and cellToken's scratch: the column's text (columnAfter)
	tokBuf []byte      // cellToken's scratch: the cell's word run together
	// What secret reads: the secrets found at the sites of the raw text
	// around URLs (memo).
	memo *urlsyntax.SecretMemo
	// masks are the masked URL texts found final (Secret.AddTextMemo),
	// kept from stream to stream: a URL found again is not read again
	// for what masking made of it.
	masks urlsyntax.MaskMemo
	// testSecret, set by tests, is called with what emit read the
	// secret of the URL it stored from.
	testSecret func(m *machine, lo, hi int)
	// testFind, set by tests, replaces find (an older one, as oracle).
	testFind func(s *Scanner, from, limit int) int
	// ungated, set by tests, reads past the speed gates (view.ungated).
	ungated bool
	// testWindow, set by tests with a buffer of that size, is the size
	// the buffer keeps (fullSize) in place of Options' window: from
	// keepBehind+look on, so that fills fall at every place of a text.
	testWindow int
}

// NewScanner returns a Scanner reading r.
func NewScanner(r io.Reader, opts Options) *Scanner {
	s := new(Scanner)
	s.Init(r, opts)
	return s
}

// Init makes s read r from its beginning with the options opts, as
// NewScanner does, keeping its buffer when it has the size opts ask for.
// A Scanner may be a value in another structure, initialised with Init.
func (s *Scanner) Init(r io.Reader, opts Options) {
	max := opts.maxURL()
	own := s.own
	if s.max != max {
		// The buffer starts small and grows to lookBehind+3*look as a
		// long input needs it, so that small inputs cost little.
		own = make([]byte, min(initialBuffer, opts.window()))
	}
	s.opts, s.max, s.look, s.own = opts, max, lookFor(max), own
	s.trigger = nil
	if opts.Relative || opts.Abbreviated {
		s.trigger = &triggers[b2i(opts.Relative)|b2i(opts.Abbreviated)<<1]
	}
	s.Reset(r)
}

// triggers are the bytes that start a candidate, by options: Relative
// (bit 0) adds "<" and "(", Abbreviated (bit 1) ".".
var triggers = func() (t [4][256]bool) {
	for i := range t {
		t[i][':'] = true
		if i&1 != 0 {
			t[i]['<'], t[i]['('] = true, true
		}
		if i&2 != 0 {
			t[i]['.'] = true
		}
	}
	return t
}()

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Reset makes s read r from its beginning, keeping its buffer and options.
// When r is a pos.Keeper (a streamed mail part), Reset tells it how far
// behind the furthest byte read s may report positions: the most of the
// stream s holds.
func (s *Scanner) Reset(r io.Reader) {
	if s.memo != nil {
		s.memo.Reset() // it knows the offsets of another stream
	}
	*s = Scanner{r: r, opts: s.opts, max: s.max, look: s.look, buf: s.own, own: s.own, line: 1, stop: -1,
		trigger: s.trigger, m: machine{text: s.m.text[:0], raw: s.m.raw[:0], hyph: s.m.hyph[:0]}, pieces: s.pieces[:0], passed: s.passed[:0], texts: s.texts,
		memo: s.memo, masks: s.masks, testSecret: s.testSecret, testFind: s.testFind, ungated: s.ungated}
	s.markAt = -1
	s.m.lang = languageOf(s.opts.Name)
	if c := strings.IndexByte(s.opts.Marker, ':'); c >= 0 && c+1 < len(s.opts.Marker) && s.opts.Marked != nil {
		s.markAt, s.markTail, s.markNext = c, len(s.opts.Marker)-c, s.opts.Marker[c+1]
	}
	if k, ok := r.(pos.Keeper); ok {
		k.KeepBehind(s.opts.window())
	}
}

// Err returns the first read error other than io.EOF. Invalid UTF-8 and NUL
// bytes are not errors: a NUL ends the URL it stands in, and so does a byte
// that is no UTF-8 at the end of one (inside one it stays, for lint).
func (s *Scanner) Err() error { return s.err }

// URL returns the URL the last Scan found. It is valid until the next Scan;
// use Clone to keep it.
func (s *Scanner) URL() *URL { return &s.u }

// Options returns the options s reads with.
func (s *Scanner) Options() Options { return s.opts }

// Scan finds the next URL. It returns false at the end of the input or on a
// read error (see Err).
func (s *Scanner) Scan() bool {
	if !s.scan() {
		s.done = true
		return false
	}
	return true
}

func (s *Scanner) scan() bool {
	for {
		if s.skip {
			// The rest of an over-long run: skip to the byte that ends it
			// (or to the end of the Part, which Handoff says).
			end := s.end
			if s.stop >= 0 {
				end = min(end, max(s.stop-s.bufOff, s.pos))
			}
			for s.pos < end && class[s.buf[s.pos]]&cStop == 0 {
				s.pos++
			}
			s.markTo(s.pos)
			if s.pos < end {
				s.skip = false
			} else if end < s.end || s.eof {
				return false
			} else if !s.fill() {
				return false
			}
			continue
		}
		limit := s.end
		if !s.eof {
			limit = s.end - s.look
		}
		stopped := false
		if s.stop >= 0 && s.stop-s.bufOff <= limit {
			limit, stopped = s.stop-s.bufOff, true
		}
		for s.pos < limit && !s.skip {
			i := s.find(s.pos, limit)
			if i < 0 {
				s.pos = limit
				break
			}
			if len(s.passed) > 0 {
				if e := s.passedAt(s.bufOff + i); e > 0 {
					s.pos = e - s.bufOff // a piece of a URL found
					continue
				}
			}
			next, ok := s.candidate(i)
			if next <= i {
				next = i + 1
			}
			s.pos = next
			s.markTo(next) // what the candidate read past
			if ok {
				s.floor = s.bufOff + next
				if r := s.m.cellResume; r > i && r < next {
					s.resume(r, next)
				}
				return true
			}
		}
		if s.skip {
			continue
		}
		if stopped && s.pos >= limit || s.eof {
			return false // the end of the Part, or of the input
		}
		if !s.fill() {
			return false
		}
	}
}

// span is a range of stream offsets.
type span struct{ lo, hi int }

// resume makes the search go on from buffer index r, the right border of
// the cell on its first line of the URL just stored, which a line break
// in the cell cut and the rejoin joined (borderNext), not from next, its
// end: the row's other cells, right of the URL's first piece and left
// of its next ones, are read too. Its pieces after the first are passed
// over (passedAt).
func (s *Scanner) resume(r, next int) {
	ps := s.u.pieces
	for k := 1; k < len(ps); k++ {
		// A piece's bytes: the text it gave the URL, or up to the URL's
		// end.
		lo, hi := ps[k].pos.Offset, s.u.End.Offset
		if k+1 < len(ps) {
			hi = lo + ps[k+1].text - ps[k].text
		}
		s.passed = append(s.passed, span{lo, max(hi, lo+1)})
	}
	s.again = max(s.again, s.bufOff+next)
	s.pos = r
	s.floor = s.bufOff + r
}

// passedAt returns the end of the piece of a URL found that stream offset
// x stands in (resume), or 0; it forgets the pieces before x.
func (s *Scanner) passedAt(x int) int {
	k := 0
	for k < len(s.passed) && s.passed[k].hi <= x {
		k++
	}
	if k > 0 {
		s.passed = append(s.passed[:0], s.passed[k:]...)
	}
	for _, p := range s.passed {
		if p.lo <= x && x < p.hi {
			return p.hi
		}
	}
	return 0
}

// spaceAfterColon reports whether the ':' at b[i], after two characters of
// a scheme, cannot end one: a space follows it (but in <...>: "<URL: ",
// "<http:\n //host>"). With find's test of the two characters before, it
// saves the call of candidate for most colons in prose and code.
func spaceAfterColon(b []byte, i int) bool {
	if i+1 < len(b) && class[b[i+1]]&cStop != 0 {
		// Only in <...> may a space follow the scheme ("<URL: ...").
		for j := i - 1; j >= 0 && i-j <= maxScheme; j-- {
			if class[b[j]]&cScheme == 0 {
				return b[j] != '<'
			}
		}
		return true
	}
	return false
}

// lessFree reports whether the maxScheme bytes before b[i] are there and
// hold no "<": the zero-byte test of four words xor "<<<<<<<<" (exact for
// whether any byte is zero).
func lessFree(b []byte, i int) bool {
	const ones, highs, less = 0x0101010101010101, 0x8080808080808080, '<' * 0x0101010101010101
	if i < maxScheme || i > len(b) {
		return false
	}
	w := b[i-maxScheme : i]
	x := binary.LittleEndian.Uint64(w[0:]) ^ less
	y := binary.LittleEndian.Uint64(w[8:]) ^ less
	z := binary.LittleEndian.Uint64(w[16:]) ^ less
	v := binary.LittleEndian.Uint64(w[24:]) ^ less
	return ((x-ones)&^x|(y-ones)&^y|(z-ones)&^z|(v-ones)&^v)&highs == 0
}

// lessFree's four words are the window of maxScheme.
var _ [maxScheme - 32]struct{}
var _ [32 - maxScheme]struct{}

// find returns the index in s.buf of the next byte in [from, limit) that
// may start a candidate, or -1. Without options only a colon may, and
// only one after two characters of a scheme and not before a space
// (spaceAfterColon) is handed on: most colons in prose, code and JSON are
// passed over here, in one loop (schemeColon).
func (s *Scanner) find(from, limit int) int {
	if s.markAt >= 0 || s.testFind != nil || s.trigger != nil {
		return s.findMarking(from, limit)
	}
	i := schemeColon(s.buf[:s.end], from, limit)
	s.mark = limit
	if i >= 0 {
		s.mark = i + 1
	}
	return i
}

// schemeColon returns the index of the first colon in b[from:limit] that
// colonGoesOn hands to candidate, or -1. colonScan (colon.go) passes over
// the colons that fail its cheapest tests in its own loop; those it
// returns are tested here.
func schemeColon(b []byte, from, limit int) int {
	if limit > len(b) || from < 0 {
		return -1
	}
	for from < limit {
		i := colonScan(b, from, limit, noNext)
		if i < 0 {
			return -1
		}
		from = i + 1
		if i < 2 || from >= len(b) || class[b[i-1]]&class[b[i-2]]&cScheme == 0 {
			continue
		}
		// colonGoesOn, with its commonest answer ("word: " in prose and
		// code: no "<" before it) without a call.
		if c := b[from]; class[c]&cStop == 0 {
			if c == '/' || opaqueEnd(b[i-2], b[i-1]) {
				return i
			}
		} else if (c == '\n' || c == '\r' || !lessFree(b, i)) && colonGoesOn(b, i) {
			return i
		}
	}
	return -1
}

// colonGoesOn reports whether the colon at b[i], after two characters of
// a scheme and before at least one more byte, is handed to candidate.
func colonGoesOn(b []byte, i int) bool {
	c := b[i+1]
	if class[c]&cStop != 0 {
		// With no "<" in the maxScheme bytes before the colon (most
		// text), none stands before the word and spaceAfterColon is
		// true: 4 words tested, not the word's bytes one by one (8 on
		// average in the corpus).
		space := lessFree(b, i) || spaceAfterColon(b, i)
		return !space || (c == '\n' || c == '\r') && schemeCut(b, i) // ("https:" at the end of a line, schemeCut)
	}
	// Without a "/" after it, only the colon of a scheme that needs no
	// "//" (or of "<URL:") goes on in colon: "b[lo:hi]", "12:30",
	// "std::map" stop here.
	return c == '/' || opaqueEnd(b[i-2], b[i-1])
}

// findMarking is find with Options.Marker (the colons passed over are
// looked at for a marker too), with Options.Relative or Abbreviated (more
// bytes trigger a candidate, findTrigger), or with the oracle tests give
// (testFind).
func (s *Scanner) findMarking(from, limit int) int {
	marking := s.markAt >= 0 // Options.Marker: the colons passed over are looked at too
	if marking {
		s.markTo(from)
	}
	if s.testFind != nil || s.trigger != nil {
		i := s.findTrigger(from, limit)
		if marking {
			// The colons up to the byte found are looked at here.
			if i < 0 {
				s.markTo(limit)
			} else {
				s.markTo(i + 1)
			}
		}
		return i
	}
	b := s.buf[:s.end]
	for from < limit {
		i, marked := markedColon(b, from, limit, s.markNext)
		if i < 0 {
			break
		}
		if !marked {
			s.mark = i + 1
			return i
		}
		s.markColon(i)
		if i >= 2 && i+1 < len(b) && class[b[i-1]]&class[b[i-2]]&cScheme != 0 && colonGoesOn(b, i) {
			s.mark = i + 1
			return i
		}
		from = i + 1
	}
	s.mark = limit
	return -1
}

// markedColon is schemeColon that also stops at a colon followed by
// next (the byte after an Options.Marker's colon), saying so with marked:
// the colon the marker search looks at, found in the one loop the
// search for URLs makes, with schemeColon's tests of a colon's bytes,
// not a call of colonGoesOn for each colon after a word. A marked colon
// may also be a candidate's (the caller tells).
func markedColon(b []byte, from, limit int, next byte) (i int, marked bool) {
	if limit > len(b) || from < 0 {
		return -1, false
	}
	for from < limit {
		i := colonScan(b, from, limit, int(next))
		if i < 0 {
			return -1, false
		}
		from = i + 1
		if from < len(b) && b[from] == next {
			return i, true
		}
		if i < 2 || from >= len(b) || class[b[i-1]]&class[b[i-2]]&cScheme == 0 {
			continue
		}
		if c := b[from]; class[c]&cStop == 0 {
			if c == '/' || opaqueEnd(b[i-2], b[i-1]) {
				return i, false
			}
		} else if (c == '\n' || c == '\r' || !lessFree(b, i)) && colonGoesOn(b, i) {
			return i, false
		}
	}
	return -1, false
}

// findTrigger is find with Options.Relative or Abbreviated (more bytes
// trigger a candidate), or with the oracle tests give (testFind).
func (s *Scanner) findTrigger(from, limit int) int {
	if s.testFind != nil {
		return s.testFind(s, from, limit)
	}
	t := s.trigger
	for i, c := range s.buf[from:limit] {
		if t[c] {
			return from + i
		}
	}
	return -1
}

// opaqueEnds holds the last two bytes, in any case, of the schemes whose
// URLs need no "//" (isNoSlashScheme) and of "URL" (<URL:...>): a colon
// after two others, with neither a "/" nor a byte that ends a URL after
// it, is no candidate (colon returns at once).
var opaqueEnds = func() (t [1 << 16 / 64]uint64) {
	for _, name := range append(urlsyntax.OpaqueSchemes(), "url") {
		if len(name) < 2 {
			continue
		}
		a, b := name[len(name)-2], name[len(name)-1]
		for _, x := range []byte{a, upper(a)} {
			for _, y := range []byte{b, upper(b)} {
				k := int(x)<<8 | int(y)
				t[k/64] |= 1 << (k % 64)
			}
		}
	}
	return t
}()

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// opaqueEnd reports whether a scheme that opaqueEnds lists may end in the
// bytes a, b.
func opaqueEnd(a, b byte) bool {
	k := int(a)<<8 | int(b)
	return opaqueEnds[k/64]>>(k%64)&1 != 0
}

// fill moves the unsearched data (and keepBehind bytes before it) to the
// front of the buffer and reads more. It returns false when nothing more
// can be read.
func (s *Scanner) fill() bool {
	if s.r == nil {
		// A Part's Data, or no input: nothing more to read.
		s.eof = true
		return s.pos < s.end
	}
	// What is searched and the keepBehind bytes before it are kept; a
	// Part's Handoff may put the search position past what was read.
	keep := min(max(s.pos-keepBehind, 0), s.end)
	if keep > 0 {
		s.countTo(keep)
		s.move(keep, len(s.buf))
	}
	start := s.end
	empty := 0
	for {
		if s.end == len(s.buf) {
			if len(s.buf) >= s.fullSize() {
				break
			}
			s.move(0, min(2*len(s.buf), s.fullSize()))
		}
		n, err := s.r.Read(s.buf[s.end:])
		if n < 0 || n > len(s.buf)-s.end {
			s.err = errors.New("extract: reader returned an invalid count")
			s.eof = true
			break
		}
		s.end += n
		if err != nil {
			s.eof = true
			if err != io.EOF {
				s.err = err
			}
			break
		}
		if n == 0 {
			empty++
			if empty >= 100 {
				s.err = io.ErrNoProgress
				s.eof = true
				break
			}
		}
	}
	return s.end > start || s.pos < s.end
}

// move drops the first keep bytes of the buffer, the rest moved to the
// start of a buffer of size bytes: the one Options.Place gives, or the
// Scanner's own (grown to size when it is smaller).
func (s *Scanner) move(keep, size int) {
	kept := s.buf[keep:s.end]
	if nb := s.placed(kept, size); nb != nil {
		s.buf = nb
	} else {
		if len(s.own) < size {
			s.own = make([]byte, size)
		}
		copy(s.own, kept) // (kept may be in s.own: copy moves it whole)
		s.buf = s.own[:size]
	}
	s.bufOff += keep
	s.pos -= keep
	s.mark -= keep
	s.end = len(kept)
}

// placed is Options.Place's buffer for kept and size, or nil.
func (s *Scanner) placed(kept []byte, size int) []byte {
	if s.opts.Place == nil {
		return nil
	}
	nb := s.opts.Place(kept, size)
	if nb == nil {
		return nil
	}
	if len(nb) != size {
		panic("extract: Options.Place returned a buffer of the wrong size")
	}
	return nb
}

// initialBuffer is the size of a new Scanner's buffer.
const initialBuffer = 16 << 10

// fullSize is the size the buffer grows to: the data behind the search
// position, the look-ahead of a candidate, and as much again twice to read
// into, so that data is moved once for every two windows read.
func (s *Scanner) fullSize() int {
	if s.testWindow > 0 {
		return s.testWindow
	}
	return s.opts.window()
}

// lookFor is the look-ahead of a Scanner whose longest URL is max.
func lookFor(max int) int { return max + 2*lookBehind }

// maxURL is MaxURL, or its default, at least 64 and at most MaxMaxURL.
func (o Options) maxURL() int {
	n := o.MaxURL
	if n <= 0 {
		n = DefaultMaxURL
	}
	return min(max(n, 64), MaxMaxURL)
}

// window is the most bytes of source a Scanner made with o holds (the
// size its buffer grows to, fullSize): a position of its input as far
// back as that may still be asked for when a URL is found (Reset tells a
// pos.Keeper).
func (o Options) window() int {
	return lookBehind + 3*lookFor(o.maxURL())
}

// countTo advances the line accounting to buffer index i.
func (s *Scanner) countTo(i int) {
	from := s.counted - s.bufOff
	if from < 0 {
		from = 0
	}
	if i <= from {
		return
	}
	if i-from > linesBlock && s.opts.Lines != nil {
		from = s.countBlocks(from, i)
	}
	b := s.buf[from:i]
	if len(b) <= plainCount && plainASCII(b) {
		// No line break and no byte that may continue a character (most
		// counts of URL-dense text: from a URL's start to its end, and
		// from there to the next): the line and its characters go on;
		// only the tail moves.
		s.keepTail(b)
		s.counted = s.bufOff + i
		if s.counted-s.told >= linesGap && s.opts.Lines != nil {
			s.tellLines()
		}
		return
	}
	var n int
	if len(b) < shortCount {
		n = bytes.Count(b, nl) // (inlined: most counts of URL-dense text are short)
	} else {
		n = s.breaks(from, i)
	}
	if n > 0 {
		s.line += n
		// LastIndexByte goes back a byte at a time; a few searches forward
		// with IndexByte, which is vectorised, are cheaper.
		last := -1
		if n <= 4 {
			for ; n > 0; n-- {
				last += 1 + bytes.IndexByte(b[last+1:], '\n')
			}
		} else {
			last = lastNewline(b) // eight bytes at a time; a line may be megabytes long
		}
		s.lineStart = s.bufOff + from + last + 1
		s.lineCont, s.tailN = 0, 0
		b = b[last+1:]
	}
	s.countChars(b)
	s.counted = s.bufOff + i
	if s.counted-s.told >= linesGap && s.opts.Lines != nil {
		s.tellLines()
	}
}

// plainCount is the length up to which countTo first asks plainASCII
// whether the bytes it counts hold no line break and no byte of 0x80 or
// more, and then moves nothing but the tail: one pass over a URL's bytes
// a word at a time, where bytes.Count, pos.Continued and the tail's copy
// took about 150 instructions for each of the two positions of a URL of
// the URL-dense text.
const plainCount = 128

// plainASCII reports whether b holds no "\n" and no byte of 0x80 or more,
// eight bytes at a time.
func plainASCII(b []byte) bool {
	const ones, highs, nls = 0x0101010101010101, 0x8080808080808080, 0x0a0a0a0a0a0a0a0a
	n := len(b)
	if n < 8 {
		for _, c := range b {
			if c == '\n' || c >= 0x80 {
				return false
			}
		}
		return true
	}
	var acc uint64
	for k := 0; ; k += 8 {
		if k > n-8 {
			k = n - 8 // the last word, which may overlap the one before
		}
		x := binary.LittleEndian.Uint64(b[k:])
		y := x ^ nls // a zero byte where b has "\n"
		acc |= x | (y-ones)&^y
		if k == n-8 {
			break
		}
	}
	return acc&highs == 0
}

// keepTail moves the tail (the last bytes counted on the line) past b,
// as countChars does.
func (s *Scanner) keepTail(b []byte) {
	if len(b) >= len(s.tail) {
		s.tail = [3]byte(b[len(b)-len(s.tail):])
		s.tailN = len(s.tail)
		return
	}
	keep := min(s.tailN, len(s.tail)-len(b))
	copy(s.tail[:], s.tail[s.tailN-keep:s.tailN])
	s.tailN = keep + copy(s.tail[keep:], b)
}

// shortCount is the length below which countTo counts with bytes.Count
// itself, not through breaks and newline.Count: on URL-dense text most
// counts are of a few dozen bytes, and the calls cost more than the
// count (84 instructions a URL of the dense text at 1096399).
const shortCount = 256

// breaks returns the line breaks of s.buf[from:i]: those of the whole
// blocks of a Part's count (Part.Blocks) in it from the count, the rest
// from the bytes.
func (s *Scanner) breaks(from, i int) int {
	z := s.blockSize
	if s.blocks == nil || i-from < 2*z {
		return newline.Count(s.buf[from:i])
	}
	// The blocks that start at or after from and end at or before i.
	k0 := (max(from-s.blockLo, 0) + z - 1) / z
	k1 := len(s.blocks)
	if i < s.blockHi {
		k1 = min(k1, max(i-s.blockLo, 0)/z)
	}
	if k1 <= k0 {
		return newline.Count(s.buf[from:i])
	}
	lo, hi := s.blockLo+k0*z, min(s.blockLo+k1*z, s.blockHi)
	n := newline.Count(s.buf[from:lo])
	for _, c := range s.blocks[k0:k1] {
		n += int(c)
	}
	return n + newline.Count(s.buf[hi:i])
}

// countBlocks counts the lines from buffer index from to near i,
// linesBlock bytes at a time, for Options.Lines to hear of a place at
// least every linesBlock+linesGap bytes (tellLines), and returns the
// index counted to, less than linesBlock before i.
func (s *Scanner) countBlocks(from, i int) int {
	for ; i-from > linesBlock; from = s.counted - s.bufOff {
		s.countTo(from + linesBlock)
	}
	return from
}

// tellLines tells Options.Lines where the line accounting stands: it
// moved linesGap bytes or more since it told last.
func (s *Scanner) tellLines() {
	s.told = s.counted
	s.opts.Lines(s.counted, s.line)
}

// Options.Lines hears of a place at least every linesBlock+linesGap
// bytes (the Scanner counts linesBlock bytes at a time at most, and tells
// of a place linesGap bytes or more after the last it told of), and of
// no two nearer than linesGap: a reader of the text counts the lines of
// 16 KiB at most from a place it heard of, and hears of one for every
// few kilobytes, not for each URL of a text dense with them.
const (
	linesBlock = 12 << 10
	linesGap   = 4 << 10
)

var nl = []byte{'\n'}

// countChars counts the bytes of b, the next on the line after those
// counted, that continue a character (pos.Continued: a byte 0x80-0xBF
// after no lead is a character, U+FFFD, as a decoder reads it), and keeps
// b's last bytes for the next count.
func (s *Scanner) countChars(b []byte) {
	if len(b) == 0 {
		return
	}
	s.lineCont += pos.Continued(s.tail[:s.tailN], b)
	if len(b) >= len(s.tail) {
		s.tailN = copy(s.tail[:], b[len(b)-len(s.tail):])
		return
	}
	keep := min(s.tailN, len(s.tail)-len(b))
	copy(s.tail[:], s.tail[s.tailN-keep:s.tailN])
	s.tailN = keep + copy(s.tail[keep:], b)
}

// posAt returns the position of buffer index i. Calls must not go backwards.
func (s *Scanner) posAt(i int) pos.Pos {
	if s.bufOff+i < s.again && s.bufOff+i < s.counted {
		return s.posBack(i) // the search went back (resume)
	}
	s.countTo(i)
	off := s.bufOff + i
	col := off - s.lineStart + 1
	return pos.Pos{Offset: off, Line: s.line, Column: col, Char: col - s.lineCont}
}

// MarkedRest is how many bytes after an Options.Marker the Scanner hands
// Marked, unless the text ends before.
const MarkedRest = 512

// markTo reports the markers (Options.Marker) whose colon stands at a
// buffer index from s.mark to j; one that the bytes read may end before
// its MarkedRest bytes waits for more.
func (s *Scanner) markTo(j int) {
	if s.markAt < 0 || j <= s.mark {
		return
	}
	b := s.buf[:min(j, s.end)]
	for i := s.mark; i < len(b); i++ {
		k := bytes.IndexByte(b[i:], ':')
		if k < 0 {
			break
		}
		i += k
		if i+1 < s.end && s.buf[i+1] != s.markNext {
			continue // the colon of no marker
		}
		if !s.eof && s.r != nil && i+s.markTail+MarkedRest > s.end {
			s.mark = i
			return
		}
		s.markColon(i)
	}
	s.mark = j
}

// markColon reports the marker whose colon stands at buffer index c, if
// one does there.
func (s *Scanner) markColon(c int) {
	k, e := c-s.markAt, c+s.markTail
	if k < 0 || e > s.end || string(s.buf[k:e]) != s.opts.Marker {
		return
	}
	var at pos.Pos
	if s.bufOff+k < s.counted {
		at = s.posBack(k)
	} else {
		at = s.posAt(k)
	}
	s.opts.Marked(at, s.buf[e:min(s.end, e+MarkedRest)])
}

// posBack returns the position of buffer index i, which stands before
// where the line accounting is (posAt goes forward only): a marker inside
// the URL just found, whose end was placed. It counts from that URL's
// start, which i follows, or back from where the accounting stands.
func (s *Scanner) posBack(i int) pos.Pos {
	from := s.counted - s.bufOff
	if a := s.u.Start.Offset - s.bufOff; s.u.Start.Line > 0 && a >= 0 && a <= i {
		p, b := s.u.Start, s.buf[a:i]
		if last := bytes.LastIndexByte(b, '\n'); last >= 0 {
			p.Line += bytes.Count(b, nl)
			p.Column, p.Char = 1, 1
			b = b[last+1:]
		}
		p.Offset = s.bufOff + i
		p.Column += len(b)
		p.Char += len(b) - pos.Continued(s.buf[max(0, i-len(b)-3):i-len(b)], b)
		return p
	}
	b := s.buf[i:from]
	p := pos.Pos{Offset: s.bufOff + i, Line: s.line - bytes.Count(b, nl)}
	start := s.lineStart
	cont := s.lineCont - pos.Continued(s.buf[max(0, i-3):i], b)
	if p.Line != s.line {
		// The line starts after the last line break before i, or at
		// the start of what the buffer holds.
		j := bytes.LastIndexByte(s.buf[:i], '\n') + 1
		start, cont = s.bufOff+j, pos.Continued(nil, s.buf[j:i])
	}
	p.Column = p.Offset - start + 1
	p.Char = p.Column - cont
	return p
}

// Searched returns the stream offset up to which Scan has looked for URLs
// and for Options.Marker, and the number of the line it stands on: every
// marker that starts before it was reported (but one inside the URL Scan
// returned last), and a URL Scan returns later starts at or after it.
func (s *Scanner) Searched() (offset, line int) {
	i := s.pos
	if x := s.bufOff + i; x < s.again && x < s.counted && !s.done {
		// The search went back over a row of a table (resume): the
		// next URL starts after i.
		p := s.posBack(i)
		return p.Offset, p.Line
	}
	if s.markAt >= 0 && !s.done {
		// A marker whose colon was not looked at may start before.
		i = min(i, s.mark) - s.markAt
	}
	i = min(max(i, s.counted-s.bufOff), s.end)
	s.countTo(i)
	return s.bufOff + i, s.line
}
