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
			fmt.Printf("%s %s: %s (from %v to %v)\n", s.Kind, s.Part, u.Text, s.Map(u.Start), s.Map(u.End))
		}
		return sc.Err()
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// text/plain : http://example.com/ (from 2:1 to 2:20)
}

// TestMapNeverNil checks that every segment Read gives has a Map, for
// every kind of input.
func TestMapNeverNil(t *testing.T) {
	for _, in := range []string{"plain", "\ufeffbom", "\xff\xfeu\x00", "From: a@b\nMessage-ID: <x@y>\nSubject: s\n\nbody\n", ""} {
		err := input.Read("f", strings.NewReader(in), input.Auto, nil, func(s input.Segment) error {
			if s.Map == nil {
				t.Errorf("%q: a segment without Map", in)
			}
			return nil
		})
		if err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}
