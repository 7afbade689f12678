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

func ExampleScanURLs() {
	// A message whose body is quoted-printable: the URL the encoder broke
	// with a soft line break is found whole, at positions in the file as
	// stored, with the message it stands in.
	msg := "From: kim@example.org\nMessage-ID: <m1@example.org>\nSubject: links\n" +
		"MIME-Version: 1.0\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" +
		"See http://example.com/a/very/long/path/that/the/encoder/broke/at/seventy=\n-six/columns?q=3Dx\n"
	sc := extract.NewScanner(nil, extract.Options{})
	input.ScanURLs(sc, "saved.eml", strings.NewReader(msg), input.Options{}, nil,
		func(u *extract.URL, start, end extract.Pos, seg *input.Segment) error {
			fmt.Printf("%s %s-%s in <%s>\n", u.Text, start, end, seg.MessageID)
			return nil
		}, nil)
	// Output:
	// http://example.com/a/very/long/path/that/the/encoder/broke/at/seventy-six/columns?q=x 8:5-9:19 in <m1@example.org>
}
