package input

import (
	"bytes"
	"encoding/base64"
	"io"
	"math"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"

	"github.com/urlsift/urlsift/pos"
)

// A text/plain part is not read whole: partStream hands its decoded text to
// the scanner a chunk at a time, pulling body lines from the message as the
// scanner asks for more, so that a part of any size is read in memory
// bounded by a window, not by the part.
//
// Each chunk is a run of whole body lines. Quoted-printable and the
// ASCII-compatible charsets decode a run of lines exactly as they decode
// it inside the whole part; format=flowed is told whether the line before
// the chunk joined into it and the quote depth of the line after it (and,
// under quoted-printable, a chunk ends only where a decoded line does, not
// at a soft break); base64 carries an unfinished quantum over to the next
// chunk. A line longer than a chunk is cut in the middle (midCut), where
// the decoders give the same bytes as for the whole line: never after a
// blank, a carriage return or in a quoted-printable escape, and, in a
// charset of several bytes a character, only after a byte that ends one;
// format=flowed is told that the line goes on (flowState). A 96 MB part
// that was one line took 276 MiB (7bit and base64) and 584 MiB
// (quoted-printable): the chunk was the whole line. The position tables of each chunk (offset maps and line
// starts) are kept for streamWindow bytes of decoded text behind the
// furthest byte read, which is far more than the scanner and lint look
// back with the default --max-url of 64 KiB, or as far as the reader asks
// (KeepBehind, pos.Keeper) when that is more: Map gives the oldest kept
// position for a position older than that.
const (
	b64Sniff     = 64 << 10
	chunkSize    = 128 << 10
	maxChunk     = 1 << 20 // a chunk is cut here even where it is not safe (safeCut)
	streamWindow = 1 << 20
)

// chunkSizeFor is the chunk size, streamParts says whether text/plain
// parts are streamed, and b64SniffFor how much of a base64 body tells
// whether it is text (the whole part and a stream judge the same): variables, so that tests can cut parts into tiny
// chunks and compare with the whole-part decoding.
var (
	chunkSizeFor = chunkSize
	streamParts  = true
	b64SniffFor  = b64Sniff
)

// chunkMap maps the decoded bytes [dec, decEnd) of one chunk back to the
// file: through its decoders' maps (outermost first, nil for identity) to
// its raw bytes, which start at file offset rawOff, then through its lines.
type chunkMap struct {
	dec, decEnd int
	rawOff      int
	rawLen      int
	maps        [3]*offMap // flowed, charset, transfer encoding
	lt          lineTable
}

// partStream is the Text of a streamed text part (an io.Reader), and its
// Map.
type partStream struct {
	p      *msgParser
	path   string
	bounds []string

	qp, b64       bool
	enc           encoding.Encoding // charset decoder; nil for UTF-8
	label         string
	flowed, delSp bool
	b64d          b64Decoder
	b64checked    bool
	carry         []byte    // base64: the start of a character cut at the end of the last chunk
	flow          flowState // format=flowed: how the text decoded so far ended
	nextDepth     int       // the quote depth of the line after the chunk; -1 at the end
	cutOut        bool      // the chunk ends in the middle of a line (midCut)
	tail          []byte    // raw bytes after the cut, which start the next chunk
	tailBuf       []byte    // holds tail
	tailOff       int       // their file offset, line and line start
	tailLine      int
	tailStart     int
	decCarry      []byte // base64: decoded bytes held back for the next chunk (a blank or "\r" before a cut)

	started  bool // the first line was read (the part's start is known)
	startOff int  // file offset and line of the body
	startLn  int
	done     bool    // the part's last line was read
	end      endKind // how the part ended
	raw      []byte  // the chunk being gathered
	starts   []int   // its line starts (file offsets)
	rawOff   int
	rawLine  int

	out    []byte // decoded bytes not yet read
	decPos int    // decoded stream offset of out[0]
	chunks []chunkMap
	behind int // how far behind decPos the tables are kept: streamWindow, or more if the reader asked (KeepBehind)
	// keepFrom is the oldest decoded offset whose table is kept whatever
	// the window (an HTML part's tokenizer reads ahead of its text).
	keepFrom int
}

// newPartStream prepares the streamed reading of a text part's body.
func (p *msgParser) newPartStream(path string, bounds []string, cte string, enc encoding.Encoding, label string, flowed, delSp bool) *partStream {
	ps := &partStream{p: p, path: path, bounds: bounds, enc: enc, label: label, flowed: flowed, delSp: delSp, end: eofEnd, keepFrom: math.MaxInt, behind: streamWindow}
	switch cte {
	case "quoted-printable":
		ps.qp = true
	case "base64":
		ps.b64 = true
	}
	ps.raw = p.rawBuf[:0]
	return ps
}

func (ps *partStream) Read(b []byte) (int, error) {
	for len(ps.out) == 0 {
		if ps.done {
			return 0, io.EOF
		}
		ps.chunk()
	}
	n := copy(b, ps.out)
	ps.out = ps.out[n:]
	ps.decPos += n
	return n, nil
}

// KeepBehind makes the part keep its position tables n bytes of decoded
// text behind the furthest byte read, when that is more than its own
// streamWindow (pos.Keeper): the reader may report positions as far back.
func (ps *partStream) KeepBehind(n int) { ps.behind = max(n, streamWindow) }

// drain reads what the consumer of the segment left of the part, so that
// the message is parsed on from its end.
func (ps *partStream) drain() {
	for !ps.done {
		ps.out = ps.out[:0]
		ps.chunk()
	}
	ps.out, ps.tail, ps.tailBuf = nil, nil, nil
	ps.p.rawBuf = ps.raw[:0]
}

// safeCut reports whether a chunk of n raw bytes may end after body line
// l. Every line end is one, but for a quoted-printable soft break, which is
// no decoded line end, where the decoders after it need whole lines:
// format=flowed (flowed lines are decoded lines) and a charset of several
// bytes a character (a character may be cut by the soft break). A chunk
// grown to maxChunk is cut there all the same, so that memory stays
// bounded whatever the part holds.
func (ps *partStream) safeCut(l []byte, n int) bool {
	if !ps.qp || !ps.flowed && !ps.multiByte() || n >= maxChunk {
		return true
	}
	t := bytes.TrimRight(l, "\r\n")
	return len(t) == 0 || t[len(t)-1] != '='
}

// multiByte reports whether the part's charset takes several bytes for a
// character (Shift_JIS, EUC, GBK, ...), not one (ISO 8859, Windows code
// pages) nor UTF-8, which is not decoded.
func (ps *partStream) multiByte() bool {
	if ps.enc == nil {
		return false
	}
	_, single := ps.enc.(*charmap.Charmap)
	return !single
}

// chunk gathers the next chunk of body lines and decodes it into out.
func (ps *partStream) chunk() {
	lr := ps.p.lr
	ps.raw, ps.starts = ps.raw[:0], ps.starts[:0]
	ps.rawOff, ps.rawLine = -1, 0
	ps.cutOut = false
	last := false // the part ends with this chunk
	for {
		var l rawLine
		ok, fromTail := true, len(ps.tail) > 0
		if fromTail {
			// The rest of a line cut in the last chunk.
			l = rawLine{b: ps.tail, off: ps.tailOff, line: ps.tailLine, start: ps.tailStart}
			ps.tail = nil
		} else {
			l, ok = lr.next()
		}
		if !ok {
			last = true
			break
		}
		if l.bol {
			if k, isB := boundaryLine(l.b, ps.bounds); isB {
				ps.end = k
				if !ps.started { // an empty body, where the boundary line starts
					ps.startOff, ps.startLn, ps.started = l.off, l.line, true
				}
				last = true
				break
			}
		}
		if !ps.started {
			ps.startOff, ps.startLn, ps.started = l.off, l.line, true
		}
		if ps.rawOff < 0 {
			ps.rawOff, ps.rawLine = l.off, l.line
			if !l.bol {
				ps.starts = append(ps.starts, l.start) // a chunk that starts in a line cut
			}
		}
		if l.bol {
			ps.starts = append(ps.starts, l.off)
		}
		size := chunkSizeFor
		if ps.b64 && !ps.b64checked {
			// Whether a body declared base64 is text is judged on its
			// first 64 KiB (the whole body, when it is smaller).
			size = max(size, b64SniffFor)
		}
		if l.b[len(l.b)-1] != '\n' && len(ps.raw)+len(l.b) >= size {
			// A line longer than a chunk: cut it where the decoders
			// allow, the rest of the piece kept for the next chunk.
			if k := ps.midCut(l, max(size-len(ps.raw), 1)); k > 0 {
				ps.raw = append(ps.raw, l.b[:k]...)
				if fromTail {
					ps.tail = l.b[k:]
				} else {
					ps.tailBuf = append(ps.tailBuf[:0], l.b[k:]...)
					ps.tail = ps.tailBuf
				}
				ps.tailOff, ps.tailLine, ps.tailStart = l.off+k, l.line, l.start
				if len(ps.tail) == 0 {
					ps.tail = nil
				}
				ps.cutOut = true
				break
			}
			ps.raw = append(ps.raw, l.b...)
			continue
		}
		ps.raw = append(ps.raw, l.b...)
		if len(ps.raw) >= size && l.b[len(l.b)-1] == '\n' && ps.safeCut(l.b, len(ps.raw)) {
			// The line break before a boundary belongs to the boundary:
			// look at the next line before the chunk is decoded.
			l2, ok := lr.next()
			if !ok {
				last = true
				break
			}
			lr.unread()
			if l2.bol {
				if _, isB := boundaryLine(l2.b, ps.bounds); isB {
					continue // the next call of next ends the part
				}
			}
			if len(bytes.TrimRight(l2.b, "\r\n")) == 0 {
				// An empty line may be the line break of a boundary that
				// follows it, and no line of the text at all: the chunk
				// goes on past it.
				continue
			}
			ps.nextDepth = quoteDepth(l2.b)
			break
		}
	}
	if !ps.started { // an empty body at the end of the file, maybe mid-line
		ps.startOff, ps.startLn, ps.started = lr.off, lr.lineNo, true
		ps.starts = append(ps.starts[:0], lr.lineStart)
		ps.rawOff, ps.rawLine = lr.off, lr.lineNo
	}
	if ps.rawOff < 0 {
		ps.rawOff, ps.rawLine = ps.startOff, ps.startLn
		ps.starts = append(ps.starts[:0], ps.startOff)
	}
	if len(ps.starts) == 0 {
		ps.starts = append(ps.starts, ps.rawOff)
	}
	lt := lineTable{startOff: ps.rawOff, startLine: ps.rawLine, starts: append([]int(nil), ps.starts...)}
	if n := len(ps.raw); n > 0 && ps.raw[n-1] == '\n' {
		lt.starts = append(lt.starts, ps.rawOff+n) // the line after the chunk
	}
	raw := ps.raw
	if last {
		ps.nextDepth = -1
		ps.done = true
		if !ps.end.eof {
			raw = bytes.TrimSuffix(raw, []byte("\n"))
			raw = bytes.TrimSuffix(raw, []byte("\r"))
		}
	}
	ps.decode(raw, lt, last)
}

// maxCarry bounds how far back from the end of a chunk midCut looks for a
// place to cut a line; maxMidChunk is the size at which a chunk is cut in
// a line wherever it stands, so that memory stays bounded whatever the
// line holds (a line of blanks, a charset with no byte that ends a
// character).
const (
	maxCarry    = 4 << 10
	maxMidChunk = 4 * maxChunk
)

// midCut returns where in the piece l.b of a line, which the chunk so far
// (ps.raw) ends in the middle of and whose end is not in b, the chunk may
// end: a place from about from on after which the decoders of the part
// give the same bytes for the two sides as for the whole line. It returns
// 0 when there is none in maxCarry bytes around from (the chunk then
// takes the whole piece and grows by the next), and the end of b once
// the chunk is maxMidChunk long, wherever that falls.
func (ps *partStream) midCut(l rawLine, from int) int {
	b := l.b
	at := func(i int) byte { // byte i of b, or of the chunk before it when negative
		if i >= 0 {
			return b[i]
		}
		if j := len(ps.raw) + i; j >= 0 {
			return ps.raw[j]
		}
		return '\n'
	}
	ok := func(k int) bool {
		c := at(k - 1)
		switch {
		case ps.b64:
			return true // base64 decodes across chunks; decode holds back its text as needed
		case c == '\r':
			return false // a CR before the LF of the next chunk
		case (ps.qp || ps.flowed) && (c == ' ' || c == '\t'):
			return false // blanks that end a line are dropped, or flow it
		case ps.qp && (c == '=' || at(k-2) == '='):
			return false // a soft break, or an escape cut
		case ps.multiByte() && (c >= 0x40 || ps.qp && at(k-3) == '='):
			return false // maybe the lead byte of a character (or one escaped)
		}
		return true
	}
	minK := 1
	chunkOff := l.off // file offset where the chunk starts
	if len(ps.raw) > 0 {
		chunkOff = ps.rawOff
	}
	if ps.flowed && l.start >= chunkOff {
		// Not in the quote marks and space-stuffing that start the line:
		// the piece after the cut would be read without them, and the
		// line's depth must be known before the cut.
		p := l.start - l.off
		for p < len(b) && at(p) == '>' {
			p++
		}
		if p < len(b) && at(p) == ' ' {
			p++
		}
		minK = p + 1
	}
	from = max(from, minK)
	for k := from; k <= len(b) && k < from+maxCarry; k++ {
		if ok(k) {
			return k
		}
	}
	for k := min(from-1, len(b)); k >= minK && k > from-maxCarry; k-- {
		if ok(k) {
			return k
		}
	}
	if len(ps.raw)+len(b) >= maxMidChunk {
		return len(b)
	}
	return 0
}

// decode decodes the raw bytes of a chunk, appends them to out and records
// their positions.
func (ps *partStream) decode(raw []byte, lt lineTable, last bool) {
	c := chunkMap{rawOff: ps.rawOff, rawLen: len(raw), lt: lt}
	text := raw
	if ps.b64 && !ps.b64checked && notBase64(raw[:min(len(raw), b64SniffFor)]) {
		// Checked on the first chunk, as the whole body was checked.
		ps.b64 = false
		ps.p.problem(ps.path, "declared base64 but holds text; read as it is")
	}
	ps.b64checked = true
	switch {
	case ps.qp:
		text, c.maps[2] = decodeQP(raw)
	case ps.b64:
		text = ps.b64d.write(raw, last)
		if last && ps.b64d.err != nil {
			ps.p.problem(ps.path, "%v", ps.b64d.err)
		}
		// Base64 keeps no positions: every byte maps to the body's start.
		c.rawOff, c.rawLen = ps.startOff, 0
		c.lt = lineTable{startOff: ps.startOff, startLine: ps.startLn, starts: []int{ps.startOff}}
	}
	if ps.enc != nil {
		// Base64 cuts the text anywhere: a character cut at the end of the
		// chunk waits for the rest of it in the next one (base64 keeps no
		// positions, so the bytes carried over need none).
		final := last || !ps.b64
		if ps.b64 && len(ps.carry) > 0 {
			text = append(ps.carry, text...)
			ps.carry = nil
		}
		var rest int
		pre := text
		text, c.maps[1], rest = decodeCharsetPart(text, ps.label, ps.enc, final)
		if rest > 0 {
			ps.carry = append([]byte(nil), pre[len(pre)-rest:]...)
		}
	}
	if ps.flowed {
		cut, next := ps.cutOut, ps.nextDepth
		if ps.b64 {
			text, cut, next = ps.holdFlowed(text, last)
		}
		text, c.maps[0] = decodeFlowedPart(text, ps.delSp, &ps.flow, next, cut)
	}
	c.dec = ps.decPos + len(ps.out)
	c.decEnd = c.dec + len(text)
	ps.out = append(ps.out, text...)
	ps.chunks = append(ps.chunks, c)
	// Forget the tables of chunks far behind what was read.
	k := 0
	drop := ps.decPos - ps.behind
	if ps.keepFrom < math.MaxInt {
		drop = ps.keepFrom // an HTML part's: the source of the text it keeps
	}
	for k < len(ps.chunks)-1 && ps.chunks[k].decEnd < drop {
		k++
	}
	if k > 0 {
		ps.chunks = append(ps.chunks[:0], ps.chunks[k:]...)
	}
}

// holdFlowed prepares the decoded text of a base64 chunk for
// format=flowed, whose lines base64 cuts anywhere: it keeps back the last
// whole line and what follows it (decCarry) for the next chunk, so that
// the line before them knows the depth of the line after it, and returns
// the text to decode now, whether it ends in the middle of a line and the
// depth of the line after it. A line longer than maxCarry is cut in the
// middle (only blanks and a carriage return before the cut kept back).
// Base64 keeps no positions, so bytes kept back need none.
func (ps *partStream) holdFlowed(text []byte, last bool) ([]byte, bool, int) {
	if len(ps.decCarry) > 0 {
		text = append(ps.decCarry, text...)
		ps.decCarry = nil
	}
	if last {
		return text, false, -1
	}
	i := bytes.LastIndexByte(text, '\n')
	if len(text)-(i+1) > maxCarry || i < 0 && len(text) > maxCarry {
		// A long line: cut it where no blank or CR ends the piece.
		k := len(text)
		for k > 0 && (text[k-1] == ' ' || text[k-1] == '\t' || text[k-1] == '\r') {
			k--
		}
		ps.decCarry = append([]byte(nil), text[k:]...)
		return text[:k], true, -1
	}
	if i < 0 {
		ps.decCarry = append([]byte(nil), text...)
		return text[:0], false, -1
	}
	j := bytes.LastIndexByte(text[:i], '\n') + 1 // the last whole line
	if len(text)-j > maxCarry {
		j = i + 1
	}
	ps.decCarry = append([]byte(nil), text[j:]...)
	next := -1
	if j <= i { // a whole line is kept back: its depth is known
		next = quoteDepth(text[j:])
	} else if k := bytes.IndexFunc(text[j:], func(r rune) bool { return r != '>' }); k >= 0 {
		next = k
	} else {
		// Only quote marks after the last line break: their count may
		// grow. Keep the last whole line back with them.
		j = bytes.LastIndexByte(text[:i], '\n') + 1
		ps.decCarry = append(ps.decCarry[:0], text[j:]...)
		next = quoteDepth(text[j:])
	}
	return text[:j], false, next
}

// pos maps a position in the decoded text to the file.
func (ps *partStream) pos(q pos.Pos) pos.Pos {
	if len(ps.chunks) == 0 {
		line, col := (&lineTable{startOff: ps.startOff, startLine: ps.startLn, starts: []int{ps.startOff}}).pos(ps.startOff)
		return pos.Pos{Offset: ps.startOff, Line: line, Column: col}
	}
	i := len(ps.chunks) - 1
	for i > 0 && q.Offset < ps.chunks[i].dec {
		i--
	}
	c := &ps.chunks[i]
	d := max(q.Offset, c.dec) - c.dec
	rel := chain(d, c.maps[0], c.maps[1], c.maps[2])
	rel = min(max(rel, 0), c.rawLen)
	off := c.rawOff + rel
	line, col := c.lt.pos(off)
	return pos.Pos{Offset: off, Line: line, Column: col}
}

// b64Decoder is decodeBase64 as a stream: it carries an unfinished quantum
// from one chunk to the next and gives the same bytes as decodeBase64 of
// the whole body.
type b64Decoder struct {
	quantum []byte // significant characters not yet decoded
	padded  bool
	bad     int
	badLine int // line of the body of the first bad character; 0 when none
	lines   int // line breaks seen
	err     error
}

func (d *b64Decoder) write(src []byte, last bool) []byte {
	out := make([]byte, 0, len(src)*3/4+3)
	if d.quantum == nil {
		d.quantum = make([]byte, 0, 76)
	}
	flush := func() {
		if len(d.quantum)%4 == 1 { // a lone character cannot hold a byte
			d.quantum = d.quantum[:len(d.quantum)-1]
			d.bad++
		}
		n := base64.RawStdEncoding.DecodedLen(len(d.quantum))
		out = append(out, make([]byte, n)...)
		base64.RawStdEncoding.Decode(out[len(out)-n:], d.quantum)
		d.quantum = d.quantum[:0]
	}
	for _, c := range src {
		switch {
		case c == '\n':
			d.lines++
		case c == ' ' || c == '\t' || c == '\r':
		case c == '=':
			d.padded = true
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '+', c == '/':
			if d.padded {
				flush()
				d.padded = false
			}
			d.quantum = append(d.quantum, c)
			if len(d.quantum) == cap(d.quantum) {
				flush()
			}
		default:
			if d.bad == 0 {
				d.badLine = d.lines + 1
			}
			d.bad++
		}
	}
	if last {
		flush()
		if d.bad > 0 {
			d.err = base64Error(d.badLine, d.bad)
		}
	}
	return out
}
