package lsp

import (
	"sort"
	"unicode/utf8"
)

// Position encodings a client may negotiate (LSP 3.17 PositionEncodingKind).
const (
	EncodingUTF16 = "utf-16" // the protocol's default: UTF-16 code units
	EncodingUTF8  = "utf-8"  // bytes
	EncodingUTF32 = "utf-32" // code points
)

// Position is a place in a document as the protocol counts it: a 0-based
// line and a 0-based character offset in the negotiated encoding.
type Position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

// Range is a half-open span [Start, End) of a document.
type Range struct {
	Start Position `json:"start"`
	End   Position `json:"end"`
}

// text is a document's bytes with the start of each of its lines, so that
// byte offsets (what extract and lint count) and protocol positions convert
// exactly both ways. Lines end at "\n", "\r\n" or "\r", as LSP specifies.
// This and editText's are the one line count urlsift keeps besides the
// scanner's (issue 27): the protocol's lines end at a lone "\r" too, the
// scanner's do not (CONTRACT.md, "Positions"), and a client's positions
// are turned into offsets (edits, ranges asked for) where no scan ran.
// Findings and links cross over by their byte offsets only.
// TestLinesAsScanner pins how the two counts relate.
type text struct {
	src   string
	lines []int // byte offset of the start of each line; lines[0] == 0
}

func newText(src string) *text {
	t := &text{src: src, lines: []int{0}}
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '\n':
			t.lines = append(t.lines, i+1)
		case '\r':
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			t.lines = append(t.lines, i+1)
		}
	}
	return t
}

// lineEnd is the offset of the end of line n's content (before its line
// terminator).
func (t *text) lineEnd(n int) int {
	if n+1 >= len(t.lines) {
		return len(t.src)
	}
	end := t.lines[n+1]
	if end > 0 && t.src[end-1] == '\n' {
		end--
	}
	if end > t.lines[n] && t.src[end-1] == '\r' {
		end--
	}
	return end
}

// units counts the characters of s in the encoding.
func units(s, enc string) int {
	switch enc {
	case EncodingUTF8:
		return len(s)
	case EncodingUTF32:
		return utf8.RuneCountInString(s)
	}
	n := 0
	for _, r := range s {
		if r >= 0x10000 {
			n += 2
		} else {
			n++
		}
	}
	return n
}

// position converts a byte offset into a protocol position. An offset
// inside a line terminator or a multi-byte character counts as the start of
// it; an offset past the end is the end of the document.
func (t *text) position(off int, enc string) Position {
	if off > len(t.src) {
		off = len(t.src)
	}
	if off < 0 {
		off = 0
	}
	line := sort.Search(len(t.lines), func(i int) bool { return t.lines[i] > off }) - 1
	start := t.lines[line]
	if end := t.lineEnd(line); off > end {
		off = end
	}
	for off > start && off < len(t.src) && !utf8.RuneStart(t.src[off]) {
		off--
	}
	return Position{Line: line, Character: units(t.src[start:off], enc)}
}

// rangeOf converts the byte span [start, end) into a protocol range.
func (t *text) rangeOf(start, end int, enc string) Range {
	return Range{Start: t.position(start, enc), End: t.position(end, enc)}
}

// offset converts a protocol position into a byte offset. A line past the
// last is the end of the document; a character past the end of its line is
// the end of the line (as the protocol asks); one in the middle of a
// character (half a surrogate pair) is the start of that character.
func (t *text) offset(p Position, enc string) int {
	if p.Line < 0 {
		return 0
	}
	if p.Line >= len(t.lines) {
		return len(t.src)
	}
	start, end := t.lines[p.Line], t.lineEnd(p.Line)
	if p.Character <= 0 {
		return start
	}
	if enc == EncodingUTF8 {
		off := start + p.Character
		if off >= end {
			return end
		}
		for off > start && !utf8.RuneStart(t.src[off]) {
			off--
		}
		return off
	}
	n := 0
	for i, r := range t.src[start:end] {
		w := 1
		if enc != EncodingUTF32 && r >= 0x10000 {
			w = 2
		}
		if n+w > p.Character {
			return start + i
		}
		n += w
	}
	return end
}
