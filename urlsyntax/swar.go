package urlsyntax

import "encoding/binary"

// Eight bytes a turn: the tests that most URLs fail (no byte an encoding
// starts with, no control byte) read a word of eight bytes at once
// (review50 J9, stop 52: EncodedAtAfter read the rest of the line of
// each URL of dense text a byte a turn). Each test says only whether
// some byte of the word is such a byte, exactly (no false answers either
// way); the byte loop after it says which.

const (
	lo8 = 0x0101010101010101
	hi8 = 0x8080808080808080
)

// word8b returns the eight bytes of b from i on (i+8 <= len(b)), the
// first in the low byte.
func word8b(b []byte, i int) uint64 { return binary.LittleEndian.Uint64(b[i : i+8]) }

// zero8 is nonzero where some byte of v is 0 (and only then).
func zero8(v uint64) uint64 { return (v - lo8) &^ v & hi8 }

// encWord is nonzero where some byte of w is one that encStart holds:
// "%", "&", "\\" or "=".
func encWord(w uint64) uint64 {
	return zero8(w^('%'*lo8)) | zero8(w^('&'*lo8)) | zero8(w^('\\'*lo8)) | zero8(w^('='*lo8))
}

// ctlWord is nonzero where some byte of w is below " " (a control byte,
// tab and line breaks among them).
func ctlWord(w uint64) uint64 { return (w - ' '*lo8) &^ w & hi8 }
