package extract

import (
	"bytes"
	"errors"
	"io"
	"strings"

	"github.com/urlsift/urlsift/pos"
	"github.com/urlsift/urlsift/urlsyntax"
)

const (
	lookBehind = 1024 // bytes kept before the search position: wrappers, scheme, line prefix, the lines before a line break
	lineBehind = 768  // farthest a line before a candidate is looked back for, to see how the text was filled (fillWidth)
	maxScheme  = 32   // longest scheme looked back for
	maxPrefix  = 200  // farthest a line start is looked back for, for the quote/comment prefix
	maxBreaks  = 8    // most line breaks inside one URL, but for one in <...> (bounded by the window only)
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
	floor  int  // stream offset of the end of the last URL: nothing before it is looked at again
	skip   bool // skipping the rest of a run too long to be a URL
	stop   int  // stream offset where the search stops (the end of a Part), or -1

	// Line accounting: line is the number of the line that starts at
	// stream offset lineStart; newlines before stream offset counted are
	// counted.
	line      int
	lineStart int
	counted   int
	lineCont  int // UTF-8 continuation bytes from lineStart to counted
	lines     lineTable

	trigger *[256]bool // bytes that start a candidate; nil: ':' only

	u      URL
	m      machine
	pieces []piece
	texts  *strings.Builder // the buffer URL texts are cut from (urlText)
	nl, at nextByte         // the next line break and "@" (atAfter)
	cr     nextByte         // the next lone "\r" (secret)
	// What secret reads: the raw text around URLs, copied to a string
	// once for many of them (rawText), and the secrets found at its
	// sites (memo).
	raw    string
	rawOff int // stream offset of raw[0]
	memo   *urlsyntax.SecretMemo
	// testSecret, set by tests, is called with what emit read the
	// secret of the URL it stored from.
	testSecret func(m *machine, lo, hi int)
	// testFind, set by tests, replaces find (an older one, as oracle).
	testFind func(s *Scanner, from, limit int) int
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
		trigger: s.trigger, m: machine{text: s.m.text[:0], raw: s.m.raw[:0], hyph: s.m.hyph[:0]}, pieces: s.pieces[:0], texts: s.texts,
		memo: s.memo, testSecret: s.testSecret, testFind: s.testFind}
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
			next, ok := s.candidate(i)
			if next <= i {
				next = i + 1
			}
			s.pos = next
			if ok {
				s.floor = s.bufOff + next
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

// find returns the index in s.buf of the next byte in [from, limit) that
// may start a candidate, or -1. Without options only a colon may, and
// only one after two characters of a scheme and not before a space
// (spaceAfterColon) is handed on: most colons in prose, code and JSON are
// passed over here, in one loop.
func (s *Scanner) find(from, limit int) int {
	if s.testFind != nil {
		return s.testFind(s, from, limit)
	}
	if s.trigger == nil {
		b := s.buf[:s.end]
		for from < limit {
			i := bytes.IndexByte(b[from:limit], ':')
			if i < 0 {
				return -1
			}
			i += from
			if i >= 2 && i+1 < len(b) && class[b[i-1]]&cScheme != 0 && class[b[i-2]]&cScheme != 0 {
				if c := b[i+1]; class[c]&cStop != 0 {
					if !spaceAfterColon(b, i) || (c == '\n' || c == '\r') && schemeCut(b, i) {
						return i // ("https:" at the end of a line, schemeCut)
					}
				} else if c == '/' || opaqueEnd(b[i-2], b[i-1]) {
					// Without a "/" after it, only the colon of a scheme
					// that needs no "//" (or of "<URL:") goes on in colon:
					// "b[lo:hi]", "12:30", "std::map" stop here.
					return i
				}
			}
			from = i + 1
		}
		return -1
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

// fill moves the unsearched data (and lookBehind bytes before it) to the
// front of the buffer and reads more. It returns false when nothing more
// can be read.
func (s *Scanner) fill() bool {
	if s.r == nil {
		// A Part's Data, or no input: nothing more to read.
		s.eof = true
		return s.pos < s.end
	}
	// What is searched and the lookBehind bytes before it are kept; a
	// Part's Handoff may put the search position past what was read.
	keep := min(max(s.pos-lookBehind, 0), s.end)
	if keep > 0 {
		s.countTo(keep)
		n := copy(s.buf, s.buf[keep:s.end])
		s.bufOff += keep
		s.pos -= keep
		s.end = n
	}
	start := s.end
	empty := 0
	for {
		if s.end == len(s.buf) {
			if len(s.buf) >= s.fullSize() {
				break
			}
			nb := make([]byte, min(2*len(s.buf), s.fullSize()))
			copy(nb, s.buf[:s.end])
			s.buf, s.own = nb, nb
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

// initialBuffer is the size of a new Scanner's buffer.
const initialBuffer = 16 << 10

// fullSize is the size the buffer grows to: the data behind the search
// position, the look-ahead of a candidate, and as much again twice to read
// into, so that data is moved once for every two windows read.
func (s *Scanner) fullSize() int { return s.opts.window() }

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

// lineTable is a Part's Lines: n[k] line breaks in buf[:at+k*block]
// (the last, in buf[:end]), where buf[0] is on line line.
type lineTable struct {
	n                    []int
	block, at, end, line int
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
	if t := &s.lines; t.n != nil && i-from > t.block {
		// A Part's lines counted ahead: go to the last block start before
		// i at once; only the line start before it is looked for.
		if k := min((i-t.at)/t.block, len(t.n)-1); k > 0 {
			if x := min(t.at+k*t.block, t.end); x > from && x <= i {
				s.countBlock(from, x, t.line+t.n[k]-s.line)
				from = x
			}
		}
	}
	b := s.buf[from:i]
	if n := bytes.Count(b, nl); n > 0 {
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
		s.lineCont = 0
		b = b[last+1:]
	}
	s.lineCont += pos.ContinuationBytes(b)
	s.counted = s.bufOff + i
}

var nl = []byte{'\n'}

// countBlock advances the line accounting from buffer index from to x,
// over n line breaks (the Part's Lines counted them).
func (s *Scanner) countBlock(from, x, n int) {
	b := s.buf[from:x]
	if n > 0 {
		s.line += n
		last := lastNewline(b)
		s.lineStart = s.bufOff + from + last + 1
		s.lineCont = 0
		b = b[last+1:]
	}
	s.lineCont += pos.ContinuationBytes(b)
	s.counted = s.bufOff + x
}

// posAt returns the position of buffer index i. Calls must not go backwards.
func (s *Scanner) posAt(i int) Pos {
	s.countTo(i)
	off := s.bufOff + i
	col := off - s.lineStart + 1
	return Pos{Offset: off, Line: s.line, Column: col, Char: col - s.lineCont}
}
