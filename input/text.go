package input

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/urlsift/urlsift/pos"
)

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// readText gives the plain text of br as one segment: UTF-8 as it is
// (invalid bytes included), after a UTF-8 byte order mark, or transcoded from
// UTF-16 when a UTF-16 byte order mark starts it. A NUL byte in the first
// block of anything else marks a binary file, which is skipped unless
// binary asks to read it as text (its segment's Kind is then BinaryKind).
func readText(br *bufio.Reader, binary bool, fn func(Segment) error) error {
	head, err := br.Peek(sniffSize)
	if err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
		return err
	}
	switch {
	case bytes.HasPrefix(head, bomUTF8):
		br.Discard(len(bomUTF8))
		return fn(Segment{Text: br, Map: pos.ShiftBy(len(bomUTF8)), Origin: pos.Origin{Kind: "text/plain"}})
	case bytes.HasPrefix(head, bomUTF16LE), bytes.HasPrefix(head, bomUTF16BE):
		br.Discard(2)
		u := &utf16Reader{br: br, big: head[0] == 0xFE, src: 2}
		return fn(Segment{Text: u, Map: pos.Func(u.mapPos), Origin: pos.Origin{Kind: "text/plain"}})
	}
	if bytes.IndexByte(head, 0) >= 0 {
		if binary {
			return fn(Segment{Text: br, Origin: pos.Origin{Kind: BinaryKind}})
		}
		return &SkipError{Reason: "binary file (NUL byte in the first block), skipped"}
	}
	return fn(Segment{Text: br, Origin: pos.Origin{Kind: "text/plain"}})
}

// utf16Reader transcodes UTF-16 to UTF-8 as it is read, remembering how
// decoded offsets map to file offsets. Unpaired surrogates become U+FFFD; an
// odd last byte does too. Line breaks are the same characters in both, so a
// position keeps its line and only its offset and column are mapped. The
// map holds one run per change between ASCII, other BMP characters and
// surrogate pairs, so it stays small for text in one script.
type utf16Reader struct {
	br     *bufio.Reader
	big    bool
	src    int // file offset of the next code unit
	dec    int // decoded bytes handed out so far
	m      offMap
	pend   []byte // decoded bytes not yet returned
	pendSt [8]byte
	err    error
}

func (u *utf16Reader) unit() (uint16, bool) {
	b, err := u.br.Peek(2)
	if len(b) < 2 {
		if len(b) == 1 {
			u.br.Discard(1)
			u.src++
			u.emitRune(utf8.RuneError, 1, u.src-1)
		}
		if err == nil || err == bufio.ErrBufferFull {
			err = io.EOF
		}
		u.err = err
		return 0, false
	}
	u.br.Discard(2)
	u.src += 2
	if u.big {
		return uint16(b[0])<<8 | uint16(b[1]), true
	}
	return uint16(b[1])<<8 | uint16(b[0]), true
}

func (u *utf16Reader) emitRune(r rune, srcLen, srcOff int) {
	n := utf8.EncodeRune(u.pendSt[len(u.pend):], r)
	u.pend = u.pendSt[:len(u.pend)+n]
	u.m.add(u.dec, srcOff, n, srcLen)
	u.dec += n
}

func (u *utf16Reader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		if len(u.pend) > 0 {
			k := copy(p[n:], u.pend)
			n += k
			rest := copy(u.pendSt[:], u.pend[k:])
			u.pend = u.pendSt[:rest]
			continue
		}
		if u.err != nil {
			break
		}
		start := u.src
		c, ok := u.unit()
		if !ok {
			continue
		}
		r := rune(c)
		srcLen := 2
		if utf16.IsSurrogate(r) {
			r = utf8.RuneError
			if c < 0xDC00 { // high surrogate: needs a low one next
				if b, _ := u.br.Peek(2); len(b) == 2 {
					var c2 uint16
					if u.big {
						c2 = uint16(b[0])<<8 | uint16(b[1])
					} else {
						c2 = uint16(b[1])<<8 | uint16(b[0])
					}
					if c2 >= 0xDC00 && c2 <= 0xDFFF {
						u.br.Discard(2)
						u.src += 2
						r = utf16.DecodeRune(rune(c), rune(c2))
						srcLen = 4
					}
				}
			}
		}
		u.emitRune(r, srcLen, start)
	}
	if n > 0 {
		return n, nil
	}
	return 0, u.err
}

// mapPos maps a position in the UTF-8 text to the UTF-16 file.
func (u *utf16Reader) mapPos(p pos.Pos) pos.Pos {
	off := u.m.lookup(p.Offset)
	lineStart := u.m.lookup(p.Offset - (p.Column - 1))
	if len(u.m.runs) == 0 {
		off, lineStart = 2, 2
	}
	if p.Line <= 1 {
		lineStart = 0 // the byte order mark is part of the first line
	}
	return pos.Pos{Offset: off, Line: p.Line, Column: off - lineStart + 1}
}
