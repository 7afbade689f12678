package lsp

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"
)

// A didChange notification may hold thousands of changes, each a range of
// the text as the ones before it left it. Copying the whole document for
// each (and finding its lines again) took the number of changes times the
// document's size: 10,000 changes on 1 MB went unanswered for 16 s. The
// changes are applied to the document held in chunks of about the square
// root of its size instead: a change finds its place by the chunks' sizes,
// line breaks and character counts and copies only the chunks it touches,
// and the document is put together once, at the end.

// editText is a document being changed: its text in chunks, each with the
// counts that let a position be found without reading it. Its line breaks
// are the protocol's ("\n", "\r\n" and a lone "\r", as text's), not the
// scanner's: see text.
type editText struct {
	chunks []editChunk
	size   int // bytes in all
	max    int // the size a chunk is cut at
	// offs and lines are the byte offset and line of each chunk's start,
	// valid for the first valid chunks.
	offs, lines []int
	valid       int
	pieces      []editChunk // replace's
}

type editChunk struct {
	s string
	// breaks is the line breaks that end in the chunk: "\n", and "\r" not
	// followed by "\n" (the next chunk's first byte decides for a "\r"
	// at the end).
	breaks int
	// term says the chunk holds "\r" or "\n"; u16 and u32 are its length
	// in UTF-16 code units and in code points (its chunks start at a
	// character's start).
	term     bool
	u16, u32 int
}

func newEditText(src string) *editText {
	return newEditTextMax(src, max(1<<10, int(math.Sqrt(float64(len(src))))*2))
}

// newEditTextMax is newEditText with chunks cut at max bytes.
func newEditTextMax(src string, max int) *editText {
	e := &editText{size: len(src), max: max}
	e.chunks = e.split(src, nil)
	e.count(0, len(e.chunks))
	return e
}

// split cuts s into chunks of at most e.max bytes, of about the same
// size, at characters' starts, and appends them to dst.
func (e *editText) split(s string, dst []editChunk) []editChunk {
	size := e.max
	if parts := (len(s) + e.max - 1) / e.max; parts > 1 {
		size = min(e.max, (len(s)+parts-1)/parts+utf8.UTFMax)
	}
	for len(s) > 0 {
		n := min(len(s), size)
		for n < len(s) && n > 1 && !utf8.RuneStart(s[n]) {
			n--
		}
		dst = append(dst, editChunk{s: s[:n]})
		s = s[n:]
	}
	return dst
}

// count computes the counts of chunks [from, to), and of the one before
// (whose "\r" at the end the next chunk decides), and marks the
// positions after them to be found again.
func (e *editText) count(from, to int) {
	from = max(from-1, 0)
	for i := from; i < to && i < len(e.chunks); i++ {
		c := &e.chunks[i]
		c.breaks, c.term, c.u16, c.u32 = 0, false, 0, 0
		for j := 0; j < len(c.s); j++ {
			switch c.s[j] {
			case '\n':
				c.breaks++
				c.term = true
			case '\r':
				c.term = true
				if next, ok := e.byteAfter(i, j); !ok || next != '\n' {
					c.breaks++
				}
			}
		}
		for _, r := range c.s {
			c.u32++
			c.u16++
			if r >= 0x10000 {
				c.u16++
			}
		}
	}
	e.valid = min(e.valid, from)
}

// byteAfter is the byte after byte j of chunk i, if any.
func (e *editText) byteAfter(i, j int) (byte, bool) {
	if j+1 < len(e.chunks[i].s) {
		return e.chunks[i].s[j+1], true
	}
	for k := i + 1; k < len(e.chunks); k++ {
		if len(e.chunks[k].s) > 0 {
			return e.chunks[k].s[0], true
		}
	}
	return 0, false
}

// prefix makes offs and lines valid for the first n chunks.
func (e *editText) prefix(n int) {
	if want := len(e.chunks) + 1; len(e.offs) != want {
		// The chunks changed in number after the first valid ones: keep
		// those, and make room for the rest.
		e.valid = min(e.valid, len(e.offs)-1, want-1)
		e.valid = max(e.valid, 0)
		keep := e.valid + 1
		e.offs = append(e.offs[:min(keep, len(e.offs))], make([]int, want-min(keep, len(e.offs)))...)
		e.lines = append(e.lines[:min(keep, len(e.lines))], make([]int, want-min(keep, len(e.lines)))...)
	}
	for i := e.valid; i < n && i < len(e.chunks); i++ {
		e.offs[i+1] = e.offs[i] + len(e.chunks[i].s)
		e.lines[i+1] = e.lines[i] + e.chunks[i].breaks
	}
	e.valid = max(e.valid, min(n, len(e.chunks)))
}

// lineStart returns the offset where line n starts, the chunk it is in
// and where in it; ok is false when there is no line n.
func (e *editText) lineStart(n int) (off, k, j int, ok bool) {
	if n == 0 {
		return 0, 0, 0, true
	}
	// The chunk where the n-th line break ends: the first whose breaks
	// reach n.
	e.prefix(len(e.chunks))
	lo, hi := 0, len(e.chunks)
	for lo < hi {
		m := (lo + hi) / 2
		if e.lines[m+1] >= n {
			hi = m
		} else {
			lo = m + 1
		}
	}
	if lo == len(e.chunks) {
		return e.size, len(e.chunks), 0, false
	}
	c := e.chunks[lo].s
	left := n - e.lines[lo]
	for j := 0; j < len(c); j++ {
		switch c[j] {
		case '\n':
			left--
		case '\r':
			if next, ok := e.byteAfter(lo, j); !ok || next != '\n' {
				left--
			}
		default:
			continue
		}
		if left == 0 {
			return e.offs[lo] + j + 1, lo, j + 1, true
		}
	}
	return e.size, len(e.chunks), 0, false // cannot happen: the counts say so
}

// offset converts a protocol position into a byte offset exactly as
// text.offset does for the same document.
func (e *editText) offset(p Position, enc string) int {
	if p.Line < 0 {
		return 0
	}
	start, k, j, ok := e.lineStart(p.Line)
	if !ok {
		return e.size
	}
	if p.Character <= 0 {
		return start
	}
	// Walk the line: whole chunks that hold no line break by their
	// counts, the others a character at a time.
	n := 0
	off := start
	for ; k < len(e.chunks); k, j = k+1, 0 {
		c := &e.chunks[k]
		if j == 0 && !c.term {
			w := len(c.s)
			switch enc {
			case EncodingUTF16:
				w = c.u16
			case EncodingUTF32:
				w = c.u32
			}
			if n+w <= p.Character {
				n += w
				off += len(c.s)
				if n == p.Character && enc == EncodingUTF8 {
					return off // the next byte starts a character: chunks start at one
				}
				continue
			}
		}
		s := c.s
		for j < len(s) {
			b := s[j]
			if b == '\n' || b == '\r' {
				return off // the end of the line
			}
			r, size := rune(b), 1
			if b >= utf8.RuneSelf {
				r, size = utf8.DecodeRuneInString(s[j:])
			}
			w := 1
			switch enc {
			case EncodingUTF8:
				w = size
			case EncodingUTF16:
				if r >= 0x10000 {
					w = 2
				}
			}
			if n+w > p.Character {
				return off // in the middle of a character: its start
			}
			n += w
			off += size
			j += size
			if n == p.Character {
				return off
			}
		}
	}
	return off
}

// replace replaces bytes [a, b) with s.
func (e *editText) replace(a, b int, s string) {
	e.prefix(len(e.chunks))
	find := func(off int) int { // the chunk holding off; len(chunks) at the end
		lo, hi := 0, len(e.chunks)
		for lo < hi {
			m := (lo + hi) / 2
			if e.offs[m+1] > off {
				hi = m
			} else {
				lo = m + 1
			}
		}
		return lo
	}
	ka, kb := find(a), find(b)
	var mid strings.Builder
	if ka < len(e.chunks) {
		mid.WriteString(e.chunks[ka].s[:a-e.offs[ka]])
	}
	mid.WriteString(s)
	end := kb // chunks [ka, end) are replaced
	if kb < len(e.chunks) {
		mid.WriteString(e.chunks[kb].s[b-e.offs[kb]:])
		end = kb + 1
	}
	// A small piece joins the chunk after it, so that chunks stay about
	// e.max/2 or more and their number bounded.
	if mid.Len() < e.max/2 && end < len(e.chunks) {
		mid.WriteString(e.chunks[end].s)
		end++
	}
	e.pieces = e.split(mid.String(), e.pieces[:0])
	pieces := e.pieces
	e.chunks = slices.Replace(e.chunks, ka, end, pieces...)
	e.size += len(s) - (b - a)
	e.count(ka, ka+len(pieces))
	e.valid = min(e.valid, ka) // offs and lines hold for chunks up to ka
}

// String puts the document together.
func (e *editText) String() string {
	var b strings.Builder
	b.Grow(e.size)
	for _, c := range e.chunks {
		b.WriteString(c.s)
	}
	return b.String()
}
