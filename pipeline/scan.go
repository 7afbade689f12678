package pipeline

import (
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/input"
	"github.com/urlsift/urlsift/pos"
)

// ScanURLs finds the URLs of one input the way `urlsift extract` reads a
// file: plain text, or mail decoded part by part (input.ReadOptions, with
// o; name decides what Auto takes for mail), with the scanner sc reset for
// each part (a streamed part keeps its positions as far back as sc asks,
// pos.Keeper). fn gets each URL with its start
// and end mapped to the file as stored, and the segment it stands in (its
// message and part); the URL is valid until fn returns, and its SourcePos
// gives positions in the segment. tooLong, when not nil, hears of the runs
// that read as a URL but are longer than the scanner's MaxURL
// (extract.Options.TooLong: the first of those between two URLs, and how
// many), at positions in the file. warn (nil: nobody) hears
// of damaged input, one line each; truncated says a part was longer than
// the reader keeps, and was cut, or could not be read whole (warn names
// it).
//
// The command and any other caller place URLs through here, so that a URL
// is placed the same way wherever it is shown (LintInput does the same
// for findings).
func ScanURLs(sc *extract.Scanner, name string, r io.Reader, o input.Options, warn func(string),
	fn func(u *extract.URL, start, end pos.Pos, seg *input.Segment) error, tooLong func(p pos.Pos, n int)) (truncated bool, err error) {
	if warn == nil {
		warn = func(string) {}
	}
	so := sc.Options()
	// The runs too long to be a URL, told together from one URL to the
	// next. The first is placed in the file when the scanner tells it: a
	// streamed part keeps positions only as far back as the scanner asked
	// (pos.Keeper), and the next URL may stand megabytes further on.
	var first pos.Pos
	n := 0
	var m pos.Mapper // the segment's
	so.TooLong = func(p pos.Pos) {
		if n == 0 {
			first = m.Map(p)
		}
		n++
	}
	err = input.ReadOptions(name, r, o, warn, func(seg input.Segment) error {
		defer func() { truncated = truncated || seg.Cut() }()
		m = seg.Map
		sc.Init(seg.Text, so)
		long := func() {
			if n > 0 && tooLong != nil {
				tooLong(first, n)
			}
			n = 0
		}
		defer long()
		for sc.Scan() {
			long()
			u := sc.URL()
			if err := fn(u, seg.Map.Map(u.Start), seg.Map.Map(u.End), &seg); err != nil {
				return err
			}
		}
		return sc.Err()
	})
	return truncated, err
}
