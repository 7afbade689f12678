package urlsyntax

import (
	"strings"
	"testing"
)

// The sets of draft-09 2.2-2.4.3, written out as the draft writes them.
var classSets = []struct {
	k     Class
	chars string
}{
	{Lowalpha, "abcdefghijklmnopqrstuvwxyz"},
	{Upalpha, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
	{Digit, "0123456789"},
	{Hex, "0123456789ABCDEFabcdef"},
	{Mark, "$-_.!~*'(),"},
	{Reserved, ";/?:@&=+"},
	{Space, " "},
	{Delims, "<>#%\""},
	{Unwise, "{}|\\^[]`"},
}

func TestClassSets(t *testing.T) {
	for _, set := range classSets {
		for c := 0; c < 256; c++ {
			want := strings.IndexByte(set.chars, byte(c)) >= 0
			if got := Is(byte(c), set.k); got != want {
				t.Errorf("Is(%q, %v) = %v, want %v", rune(c), set.k, got, want)
			}
		}
	}
	for c := 0; c < 256; c++ {
		if got, want := Is(byte(c), Control), c < 0x20 || c == 0x7f; got != want {
			t.Errorf("Is(%#x, Control) = %v, want %v", c, got, want)
		}
		if got, want := Is(byte(c), NonASCII), c >= 0x80; got != want {
			t.Errorf("Is(%#x, NonASCII) = %v, want %v", c, got, want)
		}
	}
}

// Every octet is in exactly one of the draft's top-level sets: unreserved,
// reserved, or one of the excluded sets. ("%" is in delims; its use as the
// escape indicator is the escaped rule, not a class.)
func TestClassPartition(t *testing.T) {
	parts := []Class{Unreserved, Reserved, Control, Space, Delims, Unwise, NonASCII}
	for c := 0; c < 256; c++ {
		n := 0
		for _, k := range parts {
			if Is(byte(c), k) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%#x (%q) is in %d top-level sets (%v), want 1", c, rune(c), n, Classes(byte(c)))
		}
	}
}

func TestClassUnions(t *testing.T) {
	tests := []struct {
		c    byte
		k    Class
		want bool
	}{
		{'a', Alpha, true}, {'Z', Alphanum, true}, {'5', Alphanum, true}, {'$', Unreserved, true},
		{',', Unreserved, true}, {'+', Unreserved, false}, {'+', Reserved, true}, {'~', Mark, true},
		{'%', Excluded, true}, {'#', Excluded, true}, {'`', Excluded, true}, {0xe9, Excluded, true},
		{'@', Urlc, true}, {'"', Urlc, false}, {'f', Hex, true}, {'g', Hex, false},
	}
	for _, tt := range tests {
		if got := Is(tt.c, tt.k); got != tt.want {
			t.Errorf("Is(%q, %v) = %v, want %v", tt.c, tt.k, got, tt.want)
		}
	}
	if got := (Unwise | Mark).String(); got != "mark|unwise" {
		t.Errorf("String() = %q", got)
	}
}

func TestIsEscaped(t *testing.T) {
	tests := []struct {
		s    string
		i    int
		want bool
	}{
		{"%41", 0, true}, {"a%7e", 1, true}, {"%4", 0, false}, {"%g1", 0, false}, {"%%41", 0, false},
		{"%%41", 1, true}, {"a41", 0, false}, {"", 0, false}, {"%41", 1, false},
	}
	for _, tt := range tests {
		if got := IsEscaped(tt.s, tt.i); got != tt.want {
			t.Errorf("IsEscaped(%q, %d) = %v, want %v", tt.s, tt.i, got, tt.want)
		}
	}
}
