package urlsyntax

import (
	"os"
	"path/filepath"
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

// TestClassesMatchAppendixA reads the character-set rules of the draft's
// BNF (testdata/draft09-appendix-a.txt, copied from the seed) and checks the
// class table against them, octet by octet.
func TestClassesMatchAppendixA(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "draft09-appendix-a.txt"))
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "  ") {
			continue
		}
		name, rhs, ok := strings.Cut(strings.TrimSpace(line), " = ")
		if ok {
			rules[name] = rhs
		}
	}
	var expand func(name string, depth int) (set [256]bool, ok bool)
	expand = func(name string, depth int) (set [256]bool, ok bool) {
		rhs, found := rules[name]
		if !found || depth > 5 {
			return set, false
		}
		for i := 0; i < len(rhs); {
			switch c := rhs[i]; {
			case c == ' ' || c == '|':
				i++
			case strings.HasPrefix(rhs[i:], `<">`):
				set['"'] = true
				i += 3
			case c == '"' && i+2 < len(rhs) && rhs[i+2] == '"':
				set[rhs[i+1]] = true
				i += 3
			case Is(c, Alpha):
				j := i
				for j < len(rhs) && (Is(rhs[j], Alphanum) || rhs[j] == '-' || rhs[j] == '_') {
					j++
				}
				sub, ok := expand(rhs[i:j], depth+1)
				if !ok {
					return set, false
				}
				for c, in := range sub {
					set[c] = set[c] || in
				}
				i = j
			default:
				return set, false
			}
		}
		return set, true
	}
	want := map[string]Class{
		"lowalpha": Lowalpha, "upalpha": Upalpha, "digit": Digit, "hex": Hex, "mark": Mark,
		"reserved": Reserved, "delims": Delims, "unwise": Unwise, "alpha": Alpha,
		"alphanum": Alphanum, "unreserved": Unreserved,
	}
	for name, k := range want {
		set, ok := expand(name, 0)
		if !ok {
			t.Errorf("rule %s: not a character-set rule in the BNF", name)
			continue
		}
		for c := 0; c < 256; c++ {
			if Is(byte(c), k) != set[c] {
				t.Errorf("rule %s: %q in the BNF %v, in class %v %v", name, rune(c), set[c], k, Is(byte(c), k))
			}
		}
	}
}
