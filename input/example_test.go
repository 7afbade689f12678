package input_test

import (
	"fmt"
	"strings"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
)

// Read decodes a quoted-printable message; the URL the encoder broke with a
// soft line break is found whole, and Map gives its place in the message as
// stored.
func ExampleRead() {
	msg := "From: ann@example.org\n" +
		"Message-ID: <1@example.org>\n" +
		"Content-Type: text/plain; charset=utf-8\n" +
		"Content-Transfer-Encoding: quoted-printable\n" +
		"\n" +
		"See http://example.com/a/long/pa=\n" +
		"th?x=3D1 today.\n"
	err := input.Read("msg.eml", strings.NewReader(msg), input.Auto, nil, func(s input.Segment) error {
		sc := extract.NewScanner(s.Text, extract.Options{})
		for sc.Scan() {
			u := sc.URL()
			start, end := s.Map.Map(u.Start), s.Map.Map(u.End)
			fmt.Printf("%s part %s <%s>: %s (from %v to %v)\n", s.Kind, s.Part, s.MessageID, u.Text, start, end)
		}
		return sc.Err()
	})
	if err != nil {
		fmt.Println(err)
	}
	// Output:
	// text/plain part 1 <1@example.org>: http://example.com/a/long/path?x=1 (from 6:5 to 7:9)
}
