package extract

import (
	"io"
	"iter"
	"strings"
)

// All returns an iterator over the URLs in r, in the order they stand,
// reading r as a stream (a Scanner underneath). The *URL is valid only
// until the next iteration; Clone keeps it. A read error ends the
// iteration: it is yielded last, with a nil URL.
//
// It is what a program that used mvdan.cc/xurls writes instead:
//
//	for u, err := range extract.All(r, extract.Options{}) {
//		if err != nil {
//			return err
//		}
//		fmt.Println(u.Text)
//	}
func All(r io.Reader, o Options) iter.Seq2[*URL, error] {
	return func(yield func(*URL, error) bool) {
		s := NewScanner(r, o)
		for s.Scan() {
			if !yield(s.URL(), nil) {
				return
			}
		}
		if err := s.Err(); err != nil {
			yield(nil, err)
		}
	}
}

// Strings returns an iterator over the text of the URLs in s (URL.Text:
// as written, rejoined where a line break cut it, secrets included).
func Strings(s string, o Options) iter.Seq[string] {
	return func(yield func(string) bool) {
		sc := NewScanner(strings.NewReader(s), o)
		for sc.Scan() {
			if !yield(sc.URL().Text) {
				return
			}
		}
	}
}
