package lint

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/urlsift/urlsift/extract"
)

// TestLongLineBoundary pins where README's "a line that runs on 64 KiB or
// more past a finding does not silence it, nor make it an example's"
// starts (directiveWindow, runsOn): a finding whose line runs on
// directiveWindow-1 bytes past its end is judged with the line (the
// directive on it silences it; a prompt's command is an example), one
// whose line runs on directiveWindow bytes is judged without it. The
// same at every read size of Lint and in LintPart, which reads the part
// whole first. (Before this test, runsOn's ">=" could become ">" and
// every test of lint and pipeline still passed.)
func TestLongLineBoundary(t *testing.T) {
	l, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	const url = "http://a.example:80/x" // default-port ends at ":80"
	after := len(url) - len("http://a.example:80")
	for _, tc := range []struct {
		name, start, mid string
	}{
		{"directive near", "", " # urlsift:ignore default-port "},
		{"directive far", "", strings.Repeat("w", 40000) + " # urlsift:ignore default-port "},
		{"prompt", "$ curl ", " "},
	} {
		for _, past := range []int{directiveWindow - 2, directiveWindow - 1, directiveWindow, directiveWindow + 1} {
			// The line runs on past bytes after the finding's end.
			fill := past - after - len(tc.mid)
			text := "intro\n" + tc.start + url + tc.mid + strings.Repeat("v", fill) + "\nnext\n"
			want := past >= directiveWindow // reported: judged without the line
			lint := func(r io.Reader) string {
				var b strings.Builder
				if err := l.Lint(r, extract.Options{}, func(f Finding) error {
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
			if _, err := l.LintPart(p, extract.Options{}, PartContext{}, func(f Finding) error {
				fmt.Fprintf(&b, "%v %s|", f.Start, f.Rule)
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			outs["LintPart"] = b.String()
			for how, got := range outs {
				if reported := strings.Contains(got, "default-port"); reported != want {
					t.Errorf("%s, line runs on %d bytes past the finding, %s: default-port reported %v, want %v (%q)",
						tc.name, past, how, reported, want, got)
				}
			}
		}
	}
}
