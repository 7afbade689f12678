package lsp

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

func TestTextPositions(t *testing.T) {
	src := "ab\r\ncé😀x\rz\n\nlast"
	tx := newText(src)
	tests := []struct {
		off  int
		enc  string
		want Position
	}{
		{0, EncodingUTF16, Position{0, 0}},
		{2, EncodingUTF16, Position{0, 2}},
		{3, EncodingUTF16, Position{0, 2}}, // inside "\r\n": end of the line
		{4, EncodingUTF16, Position{1, 0}},
		{5, EncodingUTF16, Position{1, 1}},   // after "c"
		{7, EncodingUTF16, Position{1, 2}},   // after "é" (2 bytes, 1 unit)
		{11, EncodingUTF16, Position{1, 4}},  // after "😀" (4 bytes, 2 units)
		{11, EncodingUTF8, Position{1, 7}},   // bytes
		{11, EncodingUTF32, Position{1, 3}},  // code points
		{8, EncodingUTF16, Position{1, 2}},   // inside "😀": its start
		{13, EncodingUTF16, Position{2, 0}},  // after a lone "\r"
		{16, EncodingUTF16, Position{4, 0}},  // "last"
		{100, EncodingUTF16, Position{4, 4}}, // past the end
	}
	for _, tt := range tests {
		if got := tx.position(tt.off, tt.enc); got != tt.want {
			t.Errorf("position(%d, %s) = %v, want %v", tt.off, tt.enc, got, tt.want)
		}
	}
	offs := []struct {
		p    Position
		enc  string
		want int
	}{
		{Position{1, 3}, EncodingUTF16, 7},   // half of the surrogate pair: the character's start
		{Position{1, 99}, EncodingUTF16, 12}, // past the line's end: its end
		{Position{9, 0}, EncodingUTF16, len(src)},
		{Position{1, 4}, EncodingUTF8, 7}, // inside "😀" in bytes: its start
	}
	for _, tt := range offs {
		if got := tx.offset(tt.p, tt.enc); got != tt.want {
			t.Errorf("offset(%v, %s) = %d, want %d", tt.p, tt.enc, got, tt.want)
		}
	}
}

// FuzzTextPositions checks the conversions against a direct count: at
// every character boundary, position gives the line (counted with the
// protocol's three line terminators) and the UTF-16, UTF-8 and UTF-32
// lengths of the line's text before it, and offset reads it back.
func FuzzTextPositions(f *testing.F) {
	f.Add("ab\r\ncé😀x\rz\n\nlast")
	f.Add("")
	f.Add("\r\r\n\n𝄞")
	f.Fuzz(func(t *testing.T, src string) {
		if !utf8.ValidString(src) {
			src = strings.ToValidUTF8(src, "?")
		}
		tx := newText(src)
		line, lineStart := 0, 0
		for i := 0; i <= len(src); {
			prefix := src[lineStart:i]
			want16 := len(utf16.Encode([]rune(prefix)))
			for _, c := range []struct {
				enc  string
				want int
			}{{EncodingUTF16, want16}, {EncodingUTF8, len(prefix)}, {EncodingUTF32, utf8.RuneCountInString(prefix)}} {
				p := tx.position(i, c.enc)
				if p != (Position{line, c.want}) {
					t.Fatalf("position(%d, %s) = %v, want {%d %d}", i, c.enc, p, line, c.want)
				}
				if back := tx.offset(p, c.enc); back != i {
					t.Fatalf("offset(%v, %s) = %d, want %d", p, c.enc, back, i)
				}
			}
			if i == len(src) {
				break
			}
			switch {
			case strings.HasPrefix(src[i:], "\r\n"):
				i += 2
				line, lineStart = line+1, i
			case src[i] == '\r' || src[i] == '\n':
				i++
				line, lineStart = line+1, i
			default:
				_, w := utf8.DecodeRuneInString(src[i:])
				i += w
			}
		}
	})
}
