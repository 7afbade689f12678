package lint

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/extract"
)

// TestMarkerInLaterURL pins what a marker inside the text of a URL does
// to the findings of an earlier URL on its line: nothing (dropInURL: it
// is that URL's text, not a comment), however far the scanner had read
// ahead, at every --max-url and read size, in LintPart too. Until the
// scanner found the markers (74ebf0f and before), the recorder found them
// as the text was read, and such a marker silenced the earlier URL's
// findings when the read had passed the line's end before the earlier
// URL was judged (the default --max-url, a short line), but not with a
// small --max-url on a long line: what was reported hung on the window.
func TestMarkerInLaterURL(t *testing.T) {
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, fill := range []int{0, 100, 30000, 60000} {
		text := "intro\nsee http://a.example/a|b and " + strings.Repeat("w ", fill/2) + "http://h.example/hook?urlsift:ignore\nnext\n"
		for _, max := range []int{64, 4096, 0} {
			opts := extract.Options{MaxURL: max}
			lint := func(r io.Reader) string {
				var b strings.Builder
				if err := l.Lint(r, opts, func(f Finding) error {
					fmt.Fprintf(&b, "%v %s|", f.Start, f.Rule)
					return nil
				}); err != nil {
					t.Fatal(err)
				}
				return b.String()
			}
			outs := map[string]string{
				"whole":    lint(strings.NewReader(text)),
				"one byte": lint(iotest.OneByteReader(strings.NewReader(text))),
				"halves":   lint(iotest.HalfReader(strings.NewReader(text))),
			}
			var b strings.Builder
			p := extract.Part{Data: []byte(text), Line: 1, End: len(text), EOF: true}
			if _, err := l.LintPart(p, opts, PartContext{}, func(f Finding) error {
				fmt.Fprintf(&b, "%v %s|", f.Start, f.Rule)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			outs["LintPart"] = b.String()
			for how, got := range outs {
				if want := "2:23 unwise-character|"; got != want {
					t.Errorf("filler %d, --max-url %d, %s: %q, want %q", fill, max, how, got, want)
				}
			}
		}
	}
}
