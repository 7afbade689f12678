package extract

import (
	"bytes"
	"io"
)

// Parts: a Scanner reads a piece of a larger text, so that the pieces of
// one large file are read on several cores (internal/split) and give, put
// end to end, what one Scanner reading the whole text gives.
//
// A part begins at a line start (a cut, CutAfter) and holds around its
// own bytes those a candidate looks at: Context before it, and after it as
// far as a candidate that starts in it may read. Its Scanner reports the
// URLs whose trigger stands in the part and stops at its end, where
// Handoff says how it stood. The Scanner of the next part starts afresh at
// its cut, as if nothing stood before (Part.From nil): that is what one
// Scanner would have done when the Handoff of the part before is Fresh at
// the cut, which it is unless a URL or a run too long to be one crosses
// it. Otherwise the next part is read again from the Handoff (Part.From).

// Part is a piece of a text for Scanner.ResetPart.
type Part struct {
	// Data holds the part's bytes, Data[Begin:End], with the text's
	// bytes before them (Context's before, or all there are) and after
	// them (Context's after, or up to the text's end, EOF). A Scanner
	// reads Data in place and never writes to it. With R set instead,
	// the Scanner reads the text from R: the bytes before Begin, then
	// the part up to the text's end (End is not used).
	Data []byte
	R    io.Reader
	// Offset and Line are the stream offset of Data[0] (R's first byte)
	// in the whole text and the number of the line it stands on.
	Offset, Line int
	// Begin is the index of the part's first byte (a cut: a line start
	// after a line CutAfter accepts, or the text's start); End the index
	// where the part ends (no candidate is looked at from there).
	Begin, End int
	EOF        bool // Data ends where the text ends
	// From, when not nil, is where the Scanner of the part before
	// stopped (Handoff): the Scanner goes on from that state instead of
	// starting afresh at Begin.
	From *Handoff
	// Blocks, when not nil (a part read from Data), holds the line
	// breaks of the part BlockSize bytes at a time, as its reader
	// counted them (internal/split): Blocks[k] those of
	// Data[Begin+k*BlockSize:], up to BlockSize bytes or to End. The
	// Scanner then counts the lines of a whole block from them, not
	// from its bytes.
	Blocks    []int32
	BlockSize int
}

// Context returns how many bytes a Part of a Scanner made with o holds
// before its first byte (what a candidate looks back for: a scheme, a
// wrapper, the lines of the paragraph before) and after its last (the
// longest URL a candidate may read, with what is looked at past its end).
func (o Options) Context() (before, after int) {
	return keepBehind, lookFor(o.maxURL())
}

// Handoff is where the Scanner of a Part stood when it reached the part's
// end.
type Handoff struct {
	Next  int  // stream offset where the search goes on: the part's end, or past it when the last candidate read on
	Floor int  // stream offset of the end of the last URL: nothing before it belongs to another
	Skip  bool // inside a run of URL characters too long to be a URL
	// The pieces of a URL joined in a table's cell that the search, gone
	// back over the row (Scanner.resume), has yet to pass over, and that
	// URL's end.
	again  int
	passed []span
}

// Fresh reports whether a Scanner that starts afresh at stream offset at
// (Part.From nil) reads on as the Scanner that left h does: that one
// stopped at or before at, not inside a run too long to be a URL, and its
// last URL ended no later. A cut then makes no difference.
func (h Handoff) Fresh(at int) bool {
	return h.Next <= at && h.Floor <= at && !h.Skip && h.again <= at
}

// Handoff returns where s stood when Scan returned false at the end of
// its Part.
func (s *Scanner) Handoff() Handoff {
	h := Handoff{Next: s.bufOff + s.pos, Floor: s.floor, Skip: s.skip}
	if s.again > h.Next {
		h.again, h.passed = s.again, append([]span(nil), s.passed...)
	}
	return h
}

// CutAfter reports whether a Part may begin right after line, the end of
// a line with its "\n" (its last few dozen bytes are enough). What a
// candidate looks back for across a line break, other than the bytes of
// a part's context, is one thing: the "<" and the first letters of a
// scheme that a line break cut ("<ht" and "tps://host/>"), which the
// Scanner of the next part must not read as the start of nothing.
func CutAfter(line []byte) bool {
	n := len(line)
	if n == 0 || line[n-1] != '\n' {
		return false
	}
	e := n - 1
	if e > 0 && line[e-1] == '\r' {
		e--
	}
	a := e
	for a > 0 && e-a < maxScheme && class[line[a-1]]&cAlpha != 0 {
		a--
	}
	return a == e || a == 0 || line[a-1] != '<'
}

// ResetPart makes s read the part p of a larger text (Part), keeping its
// options and its own buffer for a later Reset.
func (s *Scanner) ResetPart(p Part) {
	s.Reset(p.R)
	if p.R == nil {
		s.buf, s.end, s.eof = p.Data, len(p.Data), p.EOF
		s.stop = p.Offset + p.End
		if p.BlockSize > 0 && len(p.Blocks) > 0 {
			s.blocks, s.blockSize, s.blockLo, s.blockHi = p.Blocks, p.BlockSize, p.Begin, p.End
		}
	}
	s.bufOff, s.line, s.lineStart, s.counted = p.Offset, max(p.Line, 1), p.Offset, p.Offset
	s.pos = p.Begin
	s.floor = p.Offset + p.Begin
	if h := p.From; h != nil {
		s.pos = max(h.Next-p.Offset, p.Begin)
		s.floor, s.skip = h.Floor, h.Skip
		s.again, s.passed = h.again, append(s.passed[:0], h.passed...)
	}
	s.mark = s.pos
}

// EndLine returns the number of the line a Part's End stands on, for a
// Part read from Data, once Scan has returned false: numbered as
// Part.Line numbers the line of Data[0]. The Scanner counts the lines up
// to each URL as it reads; the rest of the part is counted here. The
// reader of a part that numbers its lines from the part's own start
// (internal/split) learns from it where the next part's lines start.
func (s *Scanner) EndLine() int {
	end, c := s.stop-s.bufOff, s.counted-s.bufOff
	if c <= end {
		return s.line + bytes.Count(s.buf[max(c, 0):end], nl)
	}
	return s.line - bytes.Count(s.buf[end:c], nl)
}
