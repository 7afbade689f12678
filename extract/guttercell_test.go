package extract

import (
	"strings"
	"testing"
)

// TestGutterCell: a URL in the first column of a table with no borders,
// as w3m and html2text print it (gutter-cell), goes on on the cell's
// next line where the layout of the two columns says so, and only there.
func TestGutterCell(t *testing.T) {
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"corpus case: cut after a slash, the rest in the column", // tables/tuned/w3m tables/0028
			"https://git.0zlph.49yi3.net/  https://\nQBj_EOTT/hn.z/oa_816DTK/      m3c85h.jke.xlpamtnslubfm304v875.8.jp\n",
			[]string{"https://git.0zlph.49yi3.net/QBj_EOTT/hn.z/oa_816DTK/"}},
		{"three lines, the second filling the column before one space",
			"https://lists.s658krdn.jp/  doc\nz0x.iyvUVU8pTWqaFZ_aOGi4C9/ mirror\nU1RU01/                     x\n",
			[]string{"https://lists.s658krdn.jp/z0x.iyvUVU8pTWqaFZ_aOGi4C9/U1RU01/"}},
		{"the second column blank on the next line",
			"https://b9.out.info/a/  note\n/.M.pdf,\n",
			[]string{"https://b9.out.info/a//.M.pdf"}},
		{"a word of letters: the cell's next word",
			"https://a.example.org/x/  note\nmore                      words\n",
			[]string{"https://a.example.org/x/"}},
		{"a run that would have fitted in the column",
			"aaaaaaaaaaaaaaaaaaaaaaaaa  b\nhttps://a.example.org/x/   note\n9                          words\n",
			[]string{"https://a.example.org/x/"}},
		{"a run that would not have fitted in the column",
			"aaaaaaaaaaaaaaaaaaaaaaaaa  b\nhttps://a.example.org/x/   note\n9a                         words\n",
			[]string{"https://a.example.org/x/9a"}},
		{"no break w3m makes: a letter after a letter",
			"https://a.example.org/abc  note\ndef9/g                    words\n",
			[]string{"https://a.example.org/abc"}},
		{"a gutter wider than a table's: a page's columns",
			"https://a.example.org/x/      right column text\n9q/                           right column text\n",
			[]string{"https://a.example.org/x/"}},
		{"the next line's text not at the second column",
			"https://a.example.org/x/  note\n9q/ and more words here\n",
			[]string{"https://a.example.org/x/"}},
		{"the scheme alone: not this rule's",
			"https://  note\n9q.example.org/x words\n",
			nil},
	} {
		var got []string
		sc := NewScanner(strings.NewReader(c.text), Options{})
		for sc.Scan() {
			got = append(got, sc.URL().Text)
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
