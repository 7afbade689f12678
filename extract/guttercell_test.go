package extract

import (
	"strings"
	"testing"
)

// TestGutterCell: a URL in the first column of a table with no borders,
// as w3m and html2text print it (gutter-cell), goes on on the cell's
// next line where the layout of the columns, read on more lines than the
// URL's two, says so (gutterCellTable), and only there: not in an
// aligned listing whose rows are one line each (review59 N11).
func TestGutterCell(t *testing.T) {
	const (
		// A cell's words wrapped at the first column's width (25), a
		// line with text in one column only: the table's evidence.
		ctx2 = "these files we keep here.  b\nand there\n" // a gutter of two
		ctx1 = "these files we keep here. b\nand there\n"  // a gutter of one
	)
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"corpus case: cut after a slash, the table's other cells cut at its width", // tables/tuned/w3m tables/0028, lines 3-10
			"https://git.0zlph.49yi3.net/  https://\nQBj_EOTT/hn.z/oa_816DTK/      m3c85h.jke.xlpamtnslubfm304v875.8.jp\nMgSZwm7                       /qTQe6m#M\nhttps://\ndocs.51t6e28svzvzy1.ravbru.cn qt8\\tX!# 4KABeocm1h7 <$_?t<|eNo\n/w7tzWaGyO/RJ/\nLuinsiLgta.tar.gz 户管理网\n                              http://6g.eg/\n",
			[]string{"https://git.0zlph.49yi3.net/QBj_EOTT/hn.z/oa_816DTK/MgSZwm7", "https://docs.51t6e28svzvzy1.ravbru.cn", "http://6g.eg/"}},
		{"three lines, the second filling the column before one space",
			"the mirrors we keep         what\nup to date\nhttps://lists.s658krdn.jp/  doc\nz0x.iyvUVU8pTWqaFZ_aOGi4C9/ mirror\nU1RU01/                     x\n",
			[]string{"https://lists.s658krdn.jp/z0x.iyvUVU8pTWqaFZ_aOGi4C9/U1RU01/"}},
		{"the second column blank on the next line",
			"a list of the files of  kind\nthe\nhttps://b9.out.info/a/  note\n/.M.pdf,\n",
			[]string{"https://b9.out.info/a//.M.pdf"}},
		{"a word of letters: the cell's next word",
			ctx2 + "https://a.example.org/x/   note\nmore                       words\n",
			[]string{"https://a.example.org/x/"}},
		{"a run that would have fitted in the column",
			ctx2 + "https://a.example.org/x/   note\n9                          words\n",
			[]string{"https://a.example.org/x/"}},
		{"a run that would not have fitted in the column",
			ctx2 + "https://a.example.org/x/   note\n9a                         words\n",
			[]string{"https://a.example.org/x/9a"}},
		{"a run that would not have fitted, a gutter of one",
			ctx1 + "https://a.example.org/x/  note\n9a                        words\n",
			[]string{"https://a.example.org/x/9a"}},
		{"no break w3m makes: a letter after a letter",
			ctx2 + "https://a.example.org/abc  note\ndef9/g                     words\n",
			[]string{"https://a.example.org/abc"}},
		{"the next line's text not at the second column",
			ctx2 + "https://a.example.org/x/   note\n9a/ and more words here\n",
			[]string{"https://a.example.org/x/"}},
		{"the next line's second column starts a row: it would have fitted after the URL's line's text",
			"these files we keep here.  a longer note here\nand there\nhttps://a.example.org/x/   a\n9a                         note\n",
			[]string{"https://a.example.org/x/"}},
		{"a URL of its own on the next line", // /usr/share/doc/sed/sedfaq.txt.gz
			"  http://www.math.fu-berlin.de/~guckes/sed/     (Germany)\n  http://www.math.fu-berlin.de/~leitner/sed/    (Germany)\n",
			[]string{"http://www.math.fu-berlin.de/~guckes/sed/", "http://www.math.fu-berlin.de/~leitner/sed/"}},
		{"the scheme alone: not this rule's",
			"https://  note\n9q.example.org/x words\n",
			nil},
		{"column -t, the URL its column's widest", // review59 N11
			"https://github.com/urlsift/urlsift/releases/  Releases\nREADME.md                                     Readme\nLICENSE                                       License\n",
			[]string{"https://github.com/urlsift/urlsift/releases/"}},
		{"a listing with an entry missing: no other line reaches the URL's width",
			"--verbose\nhttps://example.com/j4i3uue/0m4/  Documentation\nsetup.py                          deprecated\n",
			[]string{"https://example.com/j4i3uue/0m4/"}},
		{"a help text: descriptions wrapped under their column, the URL the widest entry",
			"    http://gitlab.internal/kg72mm/3jbkx-h/  the main page, with more\n                                            words on it\n    setup.py                                deprecated\n",
			[]string{"http://gitlab.internal/kg72mm/3jbkx-h/"}},
		{"column -t's gutter, an entry as wide as the URL, no cell wrapped",
			"v2.0.0-rc1\nftp://example.com/f_he9w/d7/  v1.2.3\nsrc/main.go/x.go/abcdefghijk  later\nApache-2.0                    build rules\n",
			[]string{"ftp://example.com/f_he9w/d7/"}},
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
