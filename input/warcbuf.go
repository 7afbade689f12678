package input

import (
	"bytes"
	"io"
)

// warcBuf is the buffered reader under the web archive reader, used twice:
// over the bytes as stored (where the gzip decompressor reads, through
// ReadByte, so that the offset of a member's end is exact) and over the
// decompressed stream (where records are read). It knows the offset of
// the next byte in its stream, counts the line breaks it hands out (when
// lines is set), and can go back to a mark, up to maxMark bytes behind,
// so that the reader can look for the next record from just after a
// damaged one.
type warcBuf struct {
	r     io.Reader
	buf   []byte
	i, n  int   // buf[i:n] is unread
	base  int64 // stream offset of buf[0]
	mark  int   // index in buf of the marked byte; -1: none
	err   error
	lines bool // count line breaks
	line  int  // 1-based line number of the next byte (when lines)
	last  byte // the last byte handed out ('\n' at the start)
}

// maxMark is how far behind the reading a mark is kept: a damaged record
// longer than that is passed over from where its damage was seen.
const maxMark = 4 << 20

func newWARCBuf(r io.Reader, lines bool) *warcBuf {
	return &warcBuf{r: r, buf: make([]byte, 64<<10), mark: -1, lines: lines, line: 1, last: '\n'}
}

// reset makes b read r from where its stream stands (a next gzip member
// of the same decompressed stream): offset and line go on.
func (b *warcBuf) reset(r io.Reader) {
	b.base += int64(b.n)
	b.r, b.i, b.n, b.mark, b.err = r, 0, 0, -1, nil
}

// off is the stream offset of the next unread byte.
func (b *warcBuf) off() int64 { return b.base + int64(b.i) }

// fill reads more of the stream into the buffer, keeping what is unread
// and what follows the mark; it returns false when nothing more came
// (b.err says why).
func (b *warcBuf) fill() bool {
	if b.err != nil {
		return false
	}
	keep := b.i
	if b.mark >= 0 {
		if b.n-b.mark <= maxMark {
			keep = b.mark
		} else {
			b.mark = -1
		}
	}
	if keep > 0 {
		copy(b.buf, b.buf[keep:b.n])
		b.n -= keep
		b.i -= keep
		b.base += int64(keep)
		if b.mark >= 0 {
			b.mark -= keep
		}
	}
	if b.n == len(b.buf) {
		b.buf = append(b.buf, make([]byte, len(b.buf))...)
	}
	for range 100 {
		n, err := b.r.Read(b.buf[b.n:])
		b.n += n
		if err != nil {
			b.err = err
		}
		if n > 0 {
			return true
		}
		if err != nil {
			return false
		}
	}
	b.err = io.ErrNoProgress
	return false
}

// ReadByte hands out one byte (the gzip decompressor reads so).
func (b *warcBuf) ReadByte() (byte, error) {
	if b.i == b.n && !b.fill() {
		return 0, b.err
	}
	c := b.buf[b.i]
	b.i++
	b.last = c
	if b.lines && c == '\n' {
		b.line++
	}
	return c, nil
}

// Read reads what is buffered, or fills the buffer first.
func (b *warcBuf) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if b.i == b.n && !b.fill() {
		return 0, b.err
	}
	n := copy(p, b.buf[b.i:b.n])
	b.consume(n)
	return n, nil
}

// consume passes over n buffered bytes.
func (b *warcBuf) consume(n int) {
	if n == 0 {
		return
	}
	b.last = b.buf[b.i+n-1]
	if b.lines {
		b.line += bytes.Count(b.buf[b.i:b.i+n], []byte{'\n'})
	}
	b.i += n
}

// peek returns up to n unread bytes without reading them: fewer only at
// the end of the stream (or at an error).
func (b *warcBuf) peek(n int) []byte {
	for b.n-b.i < n && b.fill() {
	}
	return b.buf[b.i:min(b.n, b.i+n)]
}

// readFull reads len(p) bytes, or what is left of the stream.
func (b *warcBuf) readFull(p []byte) int {
	got := 0
	for got < len(p) {
		if b.i == b.n && !b.fill() {
			break
		}
		n := copy(p[got:], b.buf[b.i:b.n])
		b.consume(n)
		got += n
	}
	return got
}

// skip passes over n bytes, or what is left of the stream, and says how
// many it passed over.
func (b *warcBuf) skip(n int64) int64 {
	var got int64
	for got < n {
		if b.i == b.n && !b.fill() {
			break
		}
		k := int(min(int64(b.n-b.i), n-got))
		b.consume(k)
		got += int64(k)
	}
	return got
}

// readLine returns the next line with its line break, or up to max bytes
// of a longer one, or what is left at the end of the stream; the slice is
// valid until the next call.
func (b *warcBuf) readLine(max int) []byte {
	seen := 0
	for {
		if k := bytes.IndexByte(b.buf[b.i+seen:b.n], '\n'); k >= 0 {
			n := min(seen+k+1, max)
			l := b.buf[b.i : b.i+n]
			b.consume(n)
			return l
		}
		seen = b.n - b.i
		if seen >= max || !b.fill() {
			n := min(seen, max)
			l := b.buf[b.i : b.i+n]
			b.consume(n)
			return l
		}
	}
}

// setMark marks the next unread byte as a place to come back to.
func (b *warcBuf) setMark() { b.mark = b.i }

// rewind goes back to stream offset to, at or after the mark, and reports
// whether it could (the mark was kept).
func (b *warcBuf) rewind(to int64) bool {
	k := int(to - b.base)
	if b.mark < 0 || k < b.mark || k > b.i {
		return false
	}
	if b.lines {
		b.line -= bytes.Count(b.buf[k:b.i], []byte{'\n'})
	}
	b.i = k
	b.last = 0
	if k > 0 {
		b.last = b.buf[k-1]
	}
	return true
}

// seek passes over bytes up to the first place where one of the patterns
// starts (at a line start, with atLine), and reports whether it found
// one; at false the stream is at its end.
func (b *warcBuf) seek(atLine bool, pats ...[]byte) bool {
	longest := 0
	for _, p := range pats {
		longest = max(longest, len(p))
	}
	for {
		win := b.buf[b.i:b.n]
		best := -1
		for _, p := range pats {
			from := 0
			for {
				k := bytes.Index(win[from:], p)
				if k < 0 {
					break
				}
				k += from
				if !atLine || (k == 0 && b.last == '\n') || (k > 0 && win[k-1] == '\n') {
					if best < 0 || k < best {
						best = k
					}
					break
				}
				from = k + 1
			}
		}
		if best >= 0 {
			b.consume(best)
			return true
		}
		// Keep the bytes that may start a pattern cut by the buffer's end.
		if n := len(win) - longest; n > 0 {
			b.consume(n)
		}
		if !b.fill() {
			b.consume(b.n - b.i)
			return false
		}
	}
}
