package extract_test

import (
	"fmt"
	"strings"

	"github.com/urlsift/urlsift/extract"
)

func Example() {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://ds.internic.net/rfc/>.
Note the warning in <http://www.ics.uci.edu/pub/ietf/uri/
historical.html#WARNING>.`
	s := extract.NewScanner(strings.NewReader(text), extract.Options{})
	for s.Scan() {
		u := s.URL()
		fmt.Println(u.Start, u.Delimiter, u.Text, u.Rejoined)
	}
	// Output:
	// 1:29 quote http://www.w3.org/Addressing/ false
	// 2:39 angle ftp://ds.internic.net/rfc/ false
	// 3:22 angle http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING true
}

func ExampleURL_SourcePos() {
	text := "See <http://example.com/draft-\n   fielding>."
	s := extract.NewScanner(strings.NewReader(text), extract.Options{})
	for s.Scan() {
		u := s.URL()
		h := u.HyphenBreak[0]
		fmt.Println(u.Text, "hyphen at", u.SourcePos(h), "next byte at", u.SourcePos(h+1))
	}
	// Output:
	// http://example.com/draft-fielding hyphen at 1:30 next byte at 2:4
}

// A hyphen that stood before a line break may or may not be part of the
// URL (Appendix E): Text keeps it, HyphenBreak says where it is, and
// DropHyphens gives the other reading.
func ExampleURL_DropHyphens() {
	text := "See <http://example.com/draft-\n   fielding>."
	s := extract.NewScanner(strings.NewReader(text), extract.Options{})
	for s.Scan() {
		u := s.URL()
		fmt.Println(u.Text, u.HyphenBreak)
		fmt.Println(u.DropHyphens())
	}
	// Output:
	// http://example.com/draft-fielding [24]
	// http://example.com/draftfielding
}

// Where a line break may or may not end a bare URL, Text is the likelier
// reading and Uncertain the other.
func ExampleURL_uncertain() {
	text := "   The installation manual describes the steps in detail and the\n" +
		"   notes of each release say what changed since the one before it\n" +
		"   and where to find the packages for each of the architectures.\n" +
		"   https://www.debian.org/releases/stable/amd64/docs/guide/index.h\n" +
		"   tml\n"
	s := extract.NewScanner(strings.NewReader(text), extract.Options{})
	for s.Scan() {
		u := s.URL()
		fmt.Println(u.Text)
		fmt.Println(u.Uncertain)
	}
	// Output:
	// https://www.debian.org/releases/stable/amd64/docs/guide/index.html
	// https://www.debian.org/releases/stable/amd64/docs/guide/index.h
}

func ExampleOptions() {
	text := "Start at www.w3.org/Addressing/ or read <../g>."
	s := extract.NewScanner(strings.NewReader(text), extract.Options{Abbreviated: true, Relative: true})
	for s.Scan() {
		u := s.URL()
		fmt.Println(u.Text, u.Abbreviated, u.Relative)
	}
	// Output:
	// http://www.w3.org/Addressing/ true false
	// ../g false true
}

func ExampleAll() {
	mail := "The archive moved to <https://lists.example.org/\n  archive/2024/> (was http://old.example.org/a)."
	for u, err := range extract.All(strings.NewReader(mail), extract.Options{}) {
		if err != nil {
			fmt.Println("read:", err)
			return
		}
		fmt.Println(u.Start, u.End, u.Text)
	}
	// Output:
	// 1:23 2:16 https://lists.example.org/archive/2024/
	// 2:23 2:47 http://old.example.org/a
}

func ExampleStrings() {
	for u := range extract.Strings("see http://x.example/a|b, or <URL:ftp://y.example/f>.", extract.Options{}) {
		fmt.Println(u)
	}
	// Output:
	// http://x.example/a|b
	// ftp://y.example/f
}
