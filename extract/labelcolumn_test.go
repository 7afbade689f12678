package extract

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestHyphenOverLabelColumn: the word after a URL's word hyphen at the end
// of its line is not read as the URL's rest when it is the first word of
// the URL's own line too, a column of labels that every line starts with
// (a transcript, a log): "buffer 2: … <http://…/draft-fielding-url-" over
// "buffer 3: syntax-09.txt> …" is testdata/clients/emacs-eglot.txtar's
// want.txt, which c084c15 read as ".../draft-fielding-url-buffer". The
// labels and their numbering vary; what the URL's line ends in does not.
// (A label "step-N" or "rN.9" is read on at d7c35a8 already, as a word
// that reads as a URL's, by another rule than this one: not a row here.)
func TestHyphenOverLabelColumn(t *testing.T) {
	for _, label := range []string{"buffer %d:", "line %d:", "out %d|", "log", "x%d", "job %d"} {
		l := func(i int) string {
			if strings.Contains(label, "%d") {
				return fmt.Sprintf(label, i)
			}
			return label
		}
		text := "" +
			"hover **Normal form** (section 6): `http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-url-syntax-09.txt`\n" +
			"hover - without it: `http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-urlsyntax-09.txt`\n" +
			"apply urlsift: percent-encode the character\n" +
			l(1) + " café http://example.net/a%7Cb and more\n" +
			l(2) + " the draft is at <http://www.ics.uci.edu/pub/ietf/uri/draft-fielding-url-\n" +
			l(3) + " syntax-09.txt> and <URL:http://www.w3.org/Addressing/\n" +
			l(4) + " URL/5.1_Wrappers.html>\n"
		got := all(t, text, Options{})
		for _, u := range got {
			if strings.HasSuffix(u, "url-"+strings.Fields(l(3))[0]) {
				t.Errorf("label %q: %q reads the next line's label as the URL's rest (all: %q)", label, u, got)
			}
		}
		if !slices.Contains(got, "http://example.net/a%7Cb") {
			t.Errorf("label %q: got %q", label, got)
		}
	}
}
