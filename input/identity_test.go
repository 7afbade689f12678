package input_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
)

// ExampleRead_text reads plain text: its segment's Map is the identity, so
// the same loop serves text and mail.
func ExampleRead_text() {
	err := input.Read("notes.txt", strings.NewReader("see\nhttp://example.com/ now\n"), input.Auto, nil, func(s input.Segment) error {
		sc := extract.NewScanner(s.Text, extract.Options{})
		for sc.Scan() {
			u := sc.URL()
			fmt.Printf("%s %s: %s (from %v to %v)\n", s.Kind, s.Part, u.Text, s.Map.Map(u.Start), s.Map.Map(u.End))
		}
		return sc.Err()
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// text/plain : http://example.com/ (from 2:1 to 2:20)
}

// TestFileShift checks which segments a fix may be applied to: the text of
// a file read as stored (plus a byte order mark), not UTF-16 and not mail.
func TestFileShift(t *testing.T) {
	tests := []struct {
		in    string
		shift int
		ok    bool
	}{
		{"plain http://x.org/", 0, true},
		{"\ufeffbom http://x.org/", 3, true},
		{"\xff\xfeu\x00", 0, false},
		{"From: a@b\nMessage-ID: <x@y>\nSubject: s\n\nbody http://x.org/\n", 0, false},
	}
	for _, tt := range tests {
		n := 0
		err := input.Read("f", strings.NewReader(tt.in), input.Auto, nil, func(s input.Segment) error {
			n++
			if shift, ok := s.FileShift(); shift != tt.shift || ok != tt.ok {
				t.Errorf("%q: FileShift() = %d, %v; want %d, %v", tt.in, shift, ok, tt.shift, tt.ok)
			}
			return nil
		})
		if err != nil || n == 0 {
			t.Errorf("%q: %d segments, %v", tt.in, n, err)
		}
	}
}
