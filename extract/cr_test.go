package extract

import (
	"bytes"
	"strings"
	"testing"
	"testing/iotest"
)

// TestLoneCR pins what a "\r" not followed by "\n" is (issue 27's review
// item, "a lone \r does not end a URL run"): whitespace within a line. It
// ends a URL as a space does (in <...> and quotes too: nothing is
// rejoined across it), and it starts no line: lines are counted at "\n",
// as grep, ripgrep and Go count them, so that CRLF text and LF text give
// the same line numbers and CR-only text is one line. A run too long to
// be a URL after a lone "\r" is reported at its own start, on the line of
// the URL before it (the review's "at the URL's start" was that column).
// The same read whole, a byte at a time and in Parts.
func TestLoneCR(t *testing.T) {
	long := "http://very.example/long-" + strings.Repeat("x", 70000)
	for _, tc := range []struct {
		text string
		want string // URL@start-end ..., then "long@" each run too long
	}{
		{"http://f.example/%41\r" + strings.Repeat("x", 70000) + "\n", "http://f.example/%41@1:1-1:21"},
		{"http://f.example/%41\r" + long, "http://f.example/%41@1:1-1:21 long@1:22"},
		{"http://f.example/%41\r\n" + long, "http://f.example/%41@1:1-1:21 long@2:1"},
		{"a\rhttp://a.example/x\rb http://b.example/\r", "http://a.example/x@1:3-1:21 http://b.example/@1:24-1:41"},
		{"a\r\nhttp://a.example/x\r\nb http://b.example/\r\n", "http://a.example/x@2:1-2:19 http://b.example/@3:3-3:20"},
		{"<http://a.example/\rx>", "http://a.example/@1:2-1:19"},
		{"<http://a.example/\r\nx>", "http://a.example/x@1:2-2:2"},
		{"\"http://a.example/\rb\"", "http://a.example/@1:2-1:19"},
		{"http://a.example/x-\ry.html", "http://a.example/x-@1:1-1:20"},
		{"http://a.example/x-\r\ny.html", "http://a.example/x-y.html@1:1-2:7"},
		{"https:\r//a.example/", ""},
		{"https:\r\n//a.example/", "https://a.example/@1:1-2:13"},
	} {
		text := []byte(tc.text)
		show := func(r *scanned) string {
			var s []string
			for _, u := range r.urls {
				s = append(s, u.Text+"@"+u.Start.String()+"-"+u.End.String())
			}
			for _, p := range r.long {
				s = append(s, "long@"+p.String())
			}
			return strings.Join(s, " ")
		}
		whole := scanWhole(text, Options{})
		if got := show(whole); got != tc.want {
			t.Errorf("%.40q: %s, want %s", tc.text, got, tc.want)
		}
		bytewise, o := newScanned(Options{})
		bytewise.scan(NewScanner(iotest.OneByteReader(bytes.NewReader(text)), o))
		if d := diffScanned(bytewise, whole); d != "" {
			t.Errorf("%.40q: a byte at a time and whole differ: %s", tc.text, d)
		}
		if cuts := cutsOf(text); len(cuts) > 0 {
			if d := diffScanned(scanCut(t, text, cuts, Options{}, false), whole); d != "" {
				t.Errorf("%.40q: in parts and whole differ: %s", tc.text, d)
			}
		}
	}
}
