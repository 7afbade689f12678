package extract

import (
	"strings"
	"testing"
)

// TestLineAbove: lineAbove returns the line that ends right before a
// line's start, its "\r\n" left out, as far back as the sight's start w:
// whole when it starts there or after (or at the text's start: bufOff
// 0), else its tail from w's first character (whole false), wherever
// the buffer starts (path61's leak: a line above whose start a fill had
// dropped was read as no line).
func TestLineAbove(t *testing.T) {
	tests := []struct {
		name   string
		buf    string
		bufOff int
		ls     int // the start of the line below, after its "\n"
		w      int // the sight's start (aboveFrom)
		above  string
		whole  bool
	}{
		{"first line of the text", "abc\ndef", 0, 4, 0, "abc", true},
		{"crlf", "abc\r\ndef", 0, 5, 0, "abc", true},
		{"empty line", "abc\n\ndef", 0, 5, 0, "", true},
		{"empty first line", "\ndef", 0, 1, 0, "", true},
		{"a \"\\r\" alone starts no line", "abc\r\rdef\n", 0, 9, 0, "abc\r\rdef", true},
		{"whole after a line break", "xyz\nabc\ndef", 4096, 8, 0, "abc", true},
		{"crlf after a line break", "xyz\r\nabc\r\ndef", 4096, 10, 0, "abc", true},
		{"starts right at the sight", "xyz\nabc\ndef", 4096, 8, 4, "abc", true},
		{"the buffer starts inside it", "bc\ndef", 4096, 3, 0, "bc", false},
		{"crlf, the buffer starts inside it", "bc\r\ndef", 1 << 20, 4, 0, "bc", false},
		{"only its line break", "\ndef", 7, 1, 0, "", false},
		{"the sight starts inside it", "xyz\nabcdef\nghi", 0, 11, 6, "cdef", false},
		{"the sight cuts a character", "x\n日本\nghi", 0, 9, 3, "本", false},
		{"the text's start, in sight", "abcdef\nghi", 0, 7, 0, "abcdef", true},
		{"long line cut", strings.Repeat("w ", 600) + "http://u:\n  pw@h.example/", 1 << 16, 1210, 1210 - 1000, strings.Repeat("w ", 600)[1210-1000:] + "http://u:", false},
	}
	for _, tt := range tests {
		s := &Scanner{buf: []byte(tt.buf), end: len(tt.buf), bufOff: tt.bufOff}
		if tt.buf[tt.ls-1] != '\n' {
			t.Fatalf("%s: case is wrong, %d is no line's start", tt.name, tt.ls)
		}
		as, ae, whole := s.lineAbove(tt.ls, tt.w)
		if got := tt.buf[as:ae]; got != tt.above || whole != tt.whole {
			t.Errorf("%s: lineAbove(%d, %d) = %q, whole %v; want %q, whole %v", tt.name, tt.ls, tt.w, got, whole, tt.above, tt.whole)
		}
	}
}
