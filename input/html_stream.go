package input

import (
	"errors"
	"io"
	"sort"

	xhtml "golang.org/x/net/html"

	"github.com/urlsift/urlsift/pos"
)

// An HTML part is not read whole either: htmlStream runs the tokenizer
// over the decoded stream of the part (a partStream, which undoes the
// transfer encoding and charset chunk by chunk) and hands out the text of
// each token as htmlText would, keeping the map of its text to the
// decoded stream for a window behind what was read, in pieces of about
// htmlMapSize bytes of text (offMap stores 32-bit offsets). Memory is then
// bounded by the window and the largest token, not by the part: an HTML
// part read whole cost seven times its 32 MiB cap. The tokenizer holds a
// token whole; one larger than the part cap (Options.MaxPart) ends the
// reading of the part with a warning, and the segment says it was cut
// (Segment.Cut).
const htmlMapSize = 64 << 10

// htmlMap is the map of a piece of an HTML part's text: text offsets from
// out to the decoded stream's offsets from src.
type htmlMap struct {
	out, end int // text offsets [out, end)
	src      int
	m        *offMap
}

// htmlStream is the Text of a streamed HTML part, and its Map.
type htmlStream struct {
	ps    *partStream
	z     *xhtml.Tokenizer
	w     htmlWriter // w.out: the text of the current piece of the map
	cur   int        // text offset where the current piece starts
	taken int        // bytes of w.out handed out
	pend  []byte     // the unread rest of the piece before it
	off   int        // decoded stream offset of the next token
	read  int        // text handed out
	maps  []htmlMap  // the pieces kept, the current one last
	done  bool
	cut   bool // a token larger than the part cap ended the reading
	asked int  // how far behind the text read the reader asked that positions be kept (KeepBehind; 0: nothing)
}

func newHTMLStream(ps *partStream) *htmlStream {
	hs := &htmlStream{ps: ps, z: xhtml.NewTokenizer(ps)}
	hs.z.SetMaxBuf(ps.p.maxPart)
	hs.w.m = &offMap{}
	hs.maps = []htmlMap{{m: hs.w.m}}
	ps.keepFrom = 0
	return hs
}

func (hs *htmlStream) Read(b []byte) (int, error) {
	for len(hs.pend) == 0 && hs.taken == len(hs.w.out) {
		if hs.done {
			return 0, io.EOF
		}
		hs.next()
	}
	var n int
	if len(hs.pend) > 0 {
		n = copy(b, hs.pend)
		hs.pend = hs.pend[n:]
	} else {
		n = copy(b, hs.w.out[hs.taken:])
		hs.taken += n
	}
	hs.read += n
	hs.forget()
	return n, nil
}

// next adds the text of the next token, or ends the part.
func (hs *htmlStream) next() {
	tt := hs.z.Next()
	if tt == xhtml.ErrorToken {
		hs.done = true
		if errors.Is(hs.z.Err(), xhtml.ErrBufferExceeded) {
			hs.cut = true
			hs.ps.p.problem(hs.ps.path, "HTML token larger than %s; the rest of the part is not read", size(hs.ps.p.maxPart))
		}
		// The end of the text stands at the end of the document, past
		// what the tokenizer left unfinished ("<a" at the end).
		hs.w.add(len(hs.w.out), hs.ps.decPos+len(hs.ps.out), 1, 1)
		hs.maps[len(hs.maps)-1].end = hs.cur + len(hs.w.out)
		return
	}
	tok := hs.z.Raw()
	hs.w.token(hs.z, tt, tok, hs.off)
	hs.off += len(tok)
	hs.maps[len(hs.maps)-1].end = hs.cur + len(hs.w.out)
	if len(hs.w.out) >= htmlMapSize && len(hs.pend) == 0 {
		// A new piece of the map, and of the text, from the next token.
		hs.pend = hs.w.out[hs.taken:]
		hs.cur += len(hs.w.out)
		hs.w.out, hs.taken = nil, 0
		hs.w.m, hs.w.srcBase = &offMap{}, hs.off
		hs.maps = append(hs.maps, htmlMap{out: hs.cur, end: hs.cur, src: hs.off, m: hs.w.m})
	}
}

// KeepBehind says how far behind the text read the reader may ask for
// positions (pos.Keeper).
func (hs *htmlStream) KeepBehind(n int) { hs.asked = n }

// forget drops the pieces of the map behind the window, and lets the part
// stream drop its tables behind the oldest piece kept.
func (hs *htmlStream) forget() {
	k := 0
	for k < len(hs.maps)-1 && hs.maps[k].end < hs.read-hs.window() {
		k++
	}
	if k > 0 {
		hs.maps = append(hs.maps[:0], hs.maps[k:]...)
	}
	hs.ps.keepFrom = hs.maps[0].src
}

// window is how far behind the text read the map is kept: what the reader
// said it may ask (KeepBehind), with a margin, or else the part stream's
// own streamWindow; the part stream keeps
// its tables from where the oldest piece kept starts, and no further
// (keepFrom), so that its tables, which quoted-printable and a charset
// make dense, cover no more than that.
func (hs *htmlStream) window() int {
	if hs.asked > 0 {
		return hs.asked + htmlMapSize
	}
	return streamWindow
}

// mapPos maps a position in the text to the file.
func (hs *htmlStream) mapPos(q pos.Pos) pos.Pos {
	i := sort.Search(len(hs.maps), func(i int) bool { return hs.maps[i].out > q.Offset }) - 1
	i = max(i, 0)
	m := &hs.maps[i]
	d := max(q.Offset, m.out) - m.out
	return hs.ps.pos(pos.Pos{Offset: m.src + m.m.lookup(d)})
}

// drain reads what the consumer left of the part.
func (hs *htmlStream) drain() {
	for !hs.done {
		hs.pend, hs.w.out, hs.taken = nil, hs.w.out[:0], 0
		hs.w.m.runs = hs.w.m.runs[:0]
		hs.next()
	}
	hs.ps.drain()
}

// Cut reports whether a token larger than the part cap ended the reading.
func (hs *htmlStream) Cut() bool { return hs.cut }
