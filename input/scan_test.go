package input

import (
	"io"

	"github.com/urlsift/urlsift/extract"
	"github.com/urlsift/urlsift/pos"
)

// scanURLs reads the segments of r and hands fn each URL the scanner sc
// finds in them, placed in the file, as pipeline.ScanURLs does (which
// imports this package: its tests cannot import it).
func scanURLs(sc *extract.Scanner, name string, r io.Reader, o Options, warn func(string),
	fn func(u *extract.URL, start, end pos.Pos, seg *Segment) error) error {
	if warn == nil {
		warn = func(string) {}
	}
	return ReadOptions(name, r, o, warn, func(seg Segment) error {
		sc.Reset(seg.Text)
		for sc.Scan() {
			u := sc.URL()
			if err := fn(u, seg.Map.Map(u.Start), seg.Map.Map(u.End), &seg); err != nil {
				return err
			}
		}
		return sc.Err()
	})
}
