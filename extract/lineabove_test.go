package extract

import (
	"strings"
	"testing"
)

// TestLineAbove: lineAbove returns the line that ends right before a
// line's start, its "\r\n" left out, and says whether its start is in
// the buffer: at the buffer's start only when the buffer is the text's
// (bufOff 0); a buffer that starts later may start inside the line
// (a fill kept lookBehind bytes of a longer one), and then the line is
// not whole (ok false). The callers read the line above only when it is
// whole (pieceBelow, secretAbove; path61.md: where that leaves a
// password shown).
func TestLineAbove(t *testing.T) {
	tests := []struct {
		name   string
		buf    string
		bufOff int
		ls     int // the start of the line below, after its "\n"
		above  string
		ok     bool
	}{
		{"first line of the text", "abc\ndef", 0, 4, "abc", true},
		{"crlf", "abc\r\ndef", 0, 5, "abc", true},
		{"empty line", "abc\n\ndef", 0, 5, "", true},
		{"empty first line", "\ndef", 0, 1, "", true},
		{"a \"\\r\" alone starts no line", "abc\r\rdef\n", 0, 9, "abc\r\rdef", true},
		{"whole after a line break", "xyz\nabc\ndef", 4096, 8, "abc", true},
		{"crlf after a line break", "xyz\r\nabc\r\ndef", 4096, 10, "abc", true},
		{"start left the buffer", "bc\ndef", 4096, 3, "bc", false},
		{"start left, crlf", "bc\r\ndef", 1 << 20, 4, "bc", false},
		{"only its line break", "\ndef", 7, 1, "", false},
		{"long line cut", strings.Repeat("w ", 600) + "http://u:\n  pw@h.example/", 1 << 16, 1210, strings.Repeat("w ", 600) + "http://u:", false},
	}
	for _, tt := range tests {
		s := &Scanner{buf: []byte(tt.buf), end: len(tt.buf), bufOff: tt.bufOff}
		if tt.buf[tt.ls-1] != '\n' {
			t.Fatalf("%s: case is wrong, %d is no line's start", tt.name, tt.ls)
		}
		as, ae, ok := s.lineAbove(tt.ls)
		if got := tt.buf[as:ae]; got != tt.above || ok != tt.ok {
			t.Errorf("%s: lineAbove(%d) = %q, ok %v; want %q, ok %v", tt.name, tt.ls, got, ok, tt.above, tt.ok)
		}
	}
}
