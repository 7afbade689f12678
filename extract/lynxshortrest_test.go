package extract

import (
	"strings"
	"testing"
)

// TestLynxShortRest: a URL cut at lynx's margin before its last letter
// or digit, or a letter and a digit or a mark, before more words, goes
// on there, the reading that ends kept as the other (lynxShortRest);
// a word of prose of one or two letters, a number, a list's next number,
// a rest alone on its line and a URL that ends in "/" are not this
// rule's. The text is lynx -dump -width=60's (TestLynxFinalCut's page),
// the URL's line at lynx's margin (54).
func TestLynxShortRest(t *testing.T) {
	const (
		prose = "   Xen to Support es page here und on ist the a it 12\n   12 to the Support de Support goes to a Support page\n   here und on ist\n\n   see\n"
		line  = "   https://abcdefgh.example/aaaa/bbbbbbbbbbbb/cccccccc\n"
		cut   = "https://abcdefgh.example/aaaa/bbbbbbbbbbbb/cccccccc"
		slash = "   https://abcdefgh.example/aaaa/bbbbbbbbbbbb/ccccccc/\n"
	)
	for _, c := range []struct {
		name, text, want, alt string
	}{
		{"a digit before words", prose + line + "   7 de la page y more words here\n", cut + "7", cut},
		{"a capital before words", prose + line + "   Z de la page y more words here\n", cut + "Z", cut},

		// a word of prose of one or two letters, a number: lynxTail's, the reading that ends first
		{"a stopword", prose + line + "   y de la page\n", cut, cut + "y"},
		{"a number of two digits", prose + line + "   12 de la page\n", cut, cut + "12"},
		{"a digit before a stop: a number's", prose + line + "   7, de la page\n", cut, cut + "7"},
		// a numbered list's next item
		{"a list's number", prose + "         2. https://abcdefgh.example/aaaa/bbbbbbbbbbb\n         3. http://mathworld.wolfram.com/Polylogarithm\n", "https://abcdefgh.example/aaaa/bbbbbbbbbbb", ""},
		// alone on its line: a table's next cell as likely
		{"alone on its line", prose + line + "   V\n", cut, ""},
		// after a "/": a URL ends there as often
		{"after a slash", prose + slash + "   W de la page\n", "https://abcdefgh.example/aaaa/bbbbbbbbbbbb/ccccccc/", ""},
		// not at lynx's margin: a column short
		{"off the margin", prose + "   https://abcdefgh.example/aaaa/bbbbbbbbbbbb/ccccccc\n   7 de la page y more words here\n", "https://abcdefgh.example/aaaa/bbbbbbbbbbbb/ccccccc", ""},
	} {
		u, _ := scanUntil(c.text, func(u *URL) bool { return strings.HasPrefix(u.Text, "https://abc") })
		if u == nil {
			t.Errorf("%s: no URL", c.name)
			continue
		}
		if u.Text != c.want || u.Uncertain != c.alt {
			t.Errorf("%s: got %q (other reading %q), want %q (%q)", c.name, u.Text, u.Uncertain, c.want, c.alt)
		}
	}
}
