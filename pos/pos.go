// Package pos holds what every part of urlsift says about places in a
// text, the way go/token sits under go/scanner: a position (Pos), where in
// an input a text came from (Origin: a mail message and its MIME part, a
// web archive's record and the offsets in its payload), how a position in
// a decoded text maps back to the stored file (Mapper), and the one call
// by which a reader asks a streamed text to keep positions that far back
// (Keeper). It imports nothing of urlsift's: the scanner (extract), the
// readers (input), the linter and the printers all use it.
//
// Columns count bytes (Column) and code points (Char), both as the scanner
// reads them; SARIF prints Char; an editor's UTF-16 columns (the language
// server) are converted from the line's text.
package pos

import (
	"math/bits"
	"strconv"
	"unicode/utf8"
)

// Pos is a position in a text.
type Pos struct {
	Offset int // 0-based byte offset
	Line   int // 1-based line number
	Column int // 1-based column, counted in bytes
	// Char is the column counted in characters as a UTF-8 decoder reads
	// them, 1-based: the bytes before it on its line less those that
	// continue a character begun before them (Continued), plus one; 0
	// where it is not known (a position in a decoded mail part or a
	// UTF-16 file, mapped to the stored file). A byte that is no UTF-8 (a
	// Latin-1 "£", 0xA3, alone) is one character, U+FFFD, as every
	// decoder and editor reads it.
	Char int
}

// String returns "line:column".
func (p Pos) String() string {
	return strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column)
}

// Origin says where in a mail message or a web archive a text was found;
// it is empty for plain text.
type Origin struct {
	MessageID string // without its angle brackets
	Part      string // the MIME part path ("1", "2.1"); "" for a message's own header
	Kind      string // what was read: "text/plain", "header:List-Unsubscribe", ...
	// WARC is the web archive record the text is the payload of (nil for
	// any other input), and PayloadStart and PayloadEnd (exclusive) the
	// offsets of the text (a URL) in the record's decoded payload.
	WARC                     *WARCRecord
	PayloadStart, PayloadEnd int
}

// WARCRecord locates a record of a web archive (a WARC, WET or WAT file),
// with the names Common Crawl's index gives these fields, so that output
// joins with it.
type WARCRecord struct {
	Filename string // warc_filename: the file, as named
	// Offset and Length (warc_record_offset, warc_record_length) are the
	// place of the record's gzip member in the file as stored, when the
	// record has one to itself (as crawlers write them), so that one
	// range request fetches it again; otherwise (an uncompressed file, a
	// file compressed as one stream) the record's place in the
	// decompressed stream, from its WARC/1.x line to the end of its CRLF
	// CRLF.
	Offset, Length int64
	ID             string // warc_record_id: WARC-Record-ID, without its angle brackets
	TargetURI      string // warc_target_uri: WARC-Target-URI
	Type           string // warc_type: WARC-Type (conversion, response, resource, metadata)
}

// A Mapper maps a position in a decoded text (a mail part, a UTF-16 file)
// to the position of the same byte in the stored file. The zero Mapper is
// the identity, the Mapper of a text read as it is stored, so a Mapper is
// never nil; Shift tells a caller whether offsets in the text are those of
// the file plus a constant, which is what applying a fix needs.
type Mapper struct {
	fn    func(Pos) Pos // nil for a constant shift
	shift int
}

// Func returns the Mapper that maps with fn.
func Func(fn func(Pos) Pos) Mapper { return Mapper{fn: fn} }

// ShiftBy returns the Mapper of a text read as it is stored after n bytes
// on its first line that are not part of it (a byte order mark): offsets
// move by n, and so do the columns of line 1.
func ShiftBy(n int) Mapper { return Mapper{shift: n} }

// Map returns the position in the stored file of position p of the text.
func (m Mapper) Map(p Pos) Pos {
	if m.fn != nil {
		return m.fn(p)
	}
	p.Offset += m.shift
	if p.Line <= 1 {
		p.Column += m.shift // a byte order mark is bytes, and no character
	}
	return p
}

// Shift returns n and true when every offset of the text is the offset of
// the same byte in the stored file plus n; false when the text was decoded
// (quoted-printable, base64, UTF-16) and offsets do not map one for one.
func (m Mapper) Shift() (n int, ok bool) {
	return m.shift, m.fn == nil
}

// A Keeper is a text read as a stream whose Mapper keeps its tables only
// for a stretch behind the furthest byte read (a streamed mail part keeps
// its own megabyte), so that a text of any size is mapped in bounded
// memory. A reader that holds more of the text than that and may still
// ask for positions as far back (a scanner with a long --max-url, a
// linter whose findings wait for the rest of their line) says how far
// through KeepBehind, once, before it reads: the one call between a
// reader and its source, which knows nothing of the reader's window. A
// reader that hands the text on to another (lint's to the scanner) asks
// what that one asks plus what it holds itself.
type Keeper interface {
	// KeepBehind asks that positions as far as n bytes behind the
	// furthest byte read stay mapped; less than the Keeper's own stretch
	// changes nothing.
	KeepBehind(n int)
}

// ContinuationBytes counts the bytes of s from 0x80 to 0xBF, the bytes
// that may continue a UTF-8 sequence. On valid UTF-8 that starts a line
// or a character it is Continued's count; where a byte of them continues
// no sequence (invalid UTF-8) it counts one that Continued does not.
func ContinuationBytes[S ~string | ~[]byte](s S) int {
	n := 0
	for len(s) >= 32 {
		// Four words at a time; a stretch of ASCII (no bit 7 set in the
		// four), most of most text, is passed over with one test.
		a, b, c, d := word(s, 0), word(s, 8), word(s, 16), word(s, 24)
		if (a|b|c|d)&0x8080808080808080 != 0 {
			n += continuations(a) + continuations(b) + continuations(c) + continuations(d)
		}
		s = s[32:]
	}
	for len(s) >= 8 {
		n += continuations(word(s, 0))
		s = s[8:]
	}
	for i := 0; i < len(s); i++ {
		if s[i]&0xC0 == 0x80 {
			n++
		}
	}
	return n
}

// word is the little-endian word at s[i:i+8].
func word[S ~string | ~[]byte](s S, i int) uint64 {
	// One bounds check for the word (s[i+7]), not one per byte; the
	// compiler then makes the eight loads one.
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// continuations counts the continuation bytes of the word x.
func continuations(x uint64) int {
	// Bit 7 of each byte set where bit 7 is 1 and bit 6 is 0.
	return bits.OnesCount64(x &^ (x << 1) & 0x8080808080808080)
}

// Continued counts the bytes of s that a UTF-8 decoder reads as the rest
// of a character begun before them: before is what stands before s on
// its line (only its last three bytes matter). The bytes of a line less
// these are its characters, as Char counts them, and as the WHATWG's
// decoder (Unicode's "maximal subparts") and every editor count them: a
// valid sequence is one character; a byte that starts none (0x80 to 0xBF
// after no lead, 0xC0, 0xC1, 0xF5 to 0xFF) is one, U+FFFD; a lead and
// the bytes that may follow it, cut before its sequence is whole
// ("\xe2\x82 "), are one.
func Continued[S ~string | ~[]byte](before, s S) int {
	// A byte below 0x80 continues nothing, whatever stands before it:
	// ASCII (most of most text, nearly every stretch the scanner counts)
	// is passed a word at a time, with no decoder step.
	if ascii(s) {
		return 0
	}
	return continued(before, s)
}

// ascii reports whether every byte of s is below 0x80, a word at a time.
func ascii[S ~string | ~[]byte](s S) bool {
	n := len(s)
	if n < 8 {
		x := byte(0)
		for i := 0; i < n; i++ {
			x |= s[i]
		}
		return x < 0x80
	}
	x := word(s, n-8) // the last word, which the loop's last may overlap
	for i := 0; i+8 < n; i += 8 {
		x |= word(s, i)
	}
	return x&0x8080808080808080 == 0
}

// continued is Continued for a stretch with a byte 0x80 or above.
func continued[S ~string | ~[]byte](before, s S) int {
	// The decoder's state at s: a lead byte is never read as the rest of
	// a character, so the last lead of before's last three bytes, and
	// the bytes after it, say what s may continue.
	st := uint8(0)
	for i := max(0, len(before)-3); i < len(before); i++ {
		st = utf8Step[st][before[i]] & stateMask
	}
	n, h := 0, 0
	for ; st != 0 && h < len(s); h++ {
		t := utf8Step[st][s[h]]
		n += int(t >> 7)
		st = t & stateMask
	}
	// The last character of s may be cut where s ends: it is read by the
	// decoder's steps, after the rest.
	l := len(s)
	for k := 0; k < 3 && l > h && s[l-1]&0xC0 == 0x80; k++ {
		l--
	}
	if l > h && s[l-1] >= 0xC0 {
		l--
	}
	// Most text is valid UTF-8, whose bytes 0x80-0xBF all continue a
	// character: they are counted a word at a time, and the decoder's
	// steps taken only where the text is not.
	if c := ContinuationBytes(s[h:l]); c > 0 {
		if valid(s[h:l]) {
			n += c
		} else {
			n += steps(&st, s[h:l])
		}
	}
	return n + steps(&st, s[l:])
}

// valid reports whether s is valid UTF-8 (utf8.Valid, or ValidString,
// without a copy); for a type of its own it reports false.
func valid[S ~string | ~[]byte](s S) bool {
	switch v := any(s).(type) {
	case string:
		return utf8.ValidString(v)
	case []byte:
		return utf8.Valid(v)
	}
	return false // the caller takes the decoder's steps
}

// steps reads s through the decoder's states from *st, leaves the state
// after s in *st, and counts the bytes that continue a character.
func steps[S ~string | ~[]byte](st *uint8, s S) int {
	n, q := 0, *st
	for i := 0; i < len(s); i++ {
		t := utf8Step[q][s[i]]
		n += int(t >> 7)
		q = t & stateMask
	}
	*st = q
	return n
}

// utf8Step is a UTF-8 decoder's step: utf8Step[state][c] is the state
// after byte c, with bit 7 set where c continues the character begun
// before it. State 0 expects a character's first byte; 1, 2 and 3 expect
// that many bytes 0x80-0xBF more; 4 to 7 expect the second byte of a
// sequence begun with 0xE0 (0xA0-0xBF), 0xED (0x80-0x9F), 0xF0
// (0x90-0xBF) or 0xF4 (0x80-0x8F). A byte outside the range expected
// cuts the character and is read as a first byte.
var utf8Step = func() (t [8][256]uint8) {
	type expect struct{ lo, hi, next uint8 }
	expects := [8]expect{1: {0x80, 0xBF, 0}, 2: {0x80, 0xBF, 1}, 3: {0x80, 0xBF, 2},
		4: {0xA0, 0xBF, 1}, 5: {0x80, 0x9F, 1}, 6: {0x90, 0xBF, 2}, 7: {0x80, 0x8F, 2}}
	first := func(c int) uint8 {
		switch {
		case c < 0xC2:
			return 0 // ASCII, a byte that continues nothing, 0xC0, 0xC1
		case c <= 0xDF:
			return 1
		case c == 0xE0:
			return 4 // no overlong form
		case c == 0xED:
			return 5 // no surrogate
		case c <= 0xEF:
			return 2
		case c == 0xF0:
			return 6 // no overlong form
		case c <= 0xF3:
			return 3
		case c == 0xF4:
			return 7 // no code point above U+10FFFF
		}
		return 0
	}
	for st := range t {
		for c := range 256 {
			e := expects[st]
			if st > 0 && uint8(c) >= e.lo && uint8(c) <= e.hi {
				t[st][c] = e.next | 0x80
			} else {
				t[st][c] = first(c)
			}
		}
	}
	return t
}()

// stateMask keeps the state of a utf8Step entry.
const stateMask = 7
