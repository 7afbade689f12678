package pipeline

import (
	"io"
	"sync"

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
// message and part); the URL and the segment are valid until fn returns,
// and the URL's SourcePos gives positions in the segment. tooLong, when
// not nil, hears of the runs
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
	// What the callbacks share, kept from one input to the next with
	// its callbacks made once (a variable each closure captured was one
	// allocation each, the segment one for each part, and the state and
	// its two method values three for each file of a walk).
	st := scanStates.Get().(*scanState)
	if st.segmentFn == nil {
		st.segmentFn, st.tooLongFn = st.segment, st.tooLongAt
	}
	st.sc, st.so, st.fn, st.tooLong = sc, sc.Options(), fn, tooLong
	st.so.TooLong = st.tooLongFn
	st.so.Name = name // the language of source code (extract.Options.Name)
	err = input.ReadOptions(name, r, o, warn, st.segmentFn)
	truncated = st.truncated
	// Nothing of this input is kept: the scanner and the callbacks are
	// the caller's, the segment the input's.
	*st = scanState{segmentFn: st.segmentFn, tooLongFn: st.tooLongFn}
	scanStates.Put(st)
	return truncated, err
}

// scanStates holds the scanStates of inputs read, for the next.
var scanStates = sync.Pool{New: func() any { return new(scanState) }}

// scanState is what ScanURLs's callbacks share.
type scanState struct {
	segmentFn func(input.Segment) error // st.segment, made once
	tooLongFn func(pos.Pos)             // st.tooLongAt, made once

	sc      *extract.Scanner
	so      extract.Options
	fn      func(u *extract.URL, start, end pos.Pos, seg *input.Segment) error
	tooLong func(p pos.Pos, n int)
	// The runs too long to be a URL, told together from one URL to the
	// next. The first is placed in the file when the scanner tells it: a
	// streamed part keeps positions only as far back as the scanner asked
	// (pos.Keeper), and the next URL may stand megabytes further on.
	first     pos.Pos
	n         int
	seg       input.Segment // the segment read
	truncated bool
}

func (st *scanState) tooLongAt(p pos.Pos) {
	if st.n == 0 {
		st.first = st.seg.Map.Map(p)
	}
	st.n++
}

// long tells tooLong of the runs too long to be a URL since the last URL.
func (st *scanState) long() {
	if st.n > 0 && st.tooLong != nil {
		st.tooLong(st.first, st.n)
	}
	st.n = 0
}

// segment scans one segment of the input.
func (st *scanState) segment(seg input.Segment) error {
	st.seg = seg
	defer func() { st.truncated = st.truncated || st.seg.Cut() }()
	sc := st.sc
	sc.Init(seg.Text, st.so)
	defer st.long()
	for sc.Scan() {
		st.long()
		u := sc.URL()
		if err := st.fn(u, seg.Map.Map(u.Start), seg.Map.Map(u.End), &st.seg); err != nil {
			return err
		}
	}
	return sc.Err()
}
