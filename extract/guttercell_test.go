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
			"the mirrors we keep up to   what\ndate\nhttps://lists.s658krdn.jp/  doc\nz0x.iyvUVU8pTWqaFZ_aOGi4C9/ mirror\nU1RU01/                     x\n",
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
		{"a hand-aligned listing, a gutter of one, entries missing: the next row starts with \"-\"", // TestGutterCellListings 5356
			"git+ssh://github.com/2d54f5j/-l2634cr8mp/       svn://[::1]:8443/eynhoco\n--verbose                                       192.168.1.1\nhttps://example.com\nhttp://a.b.c.example.org/-9(,tei,UEZ            XZ+.eon!:'|G*sb~%\nO-&'WD@}6xwt);xa|N                              wp4oDg%vNG@fBc,xH\";def\nYWI[\nhttp://a.b.c.example.org/hi5bfd1/9vvp-iw9px/q8p |:a)Px5T[;;R]e@81\n",
			[]string{"git+ssh://github.com/2d54f5j/-l2634cr8mp/", "svn://[::1]:8443/eynhoco", "https://example.com", "http://a.b.c.example.org/-9(,tei,UEZ", "http://a.b.c.example.org/hi5bfd1/9vvp-iw9px/q8p"}},
		{"a hand-aligned listing, a gutter of one, the row above alone on its line", // TestGutterCellListings 5356
			"git+ssh://10.0.0.5:8080/eujt_r/4096vd9i/15p-jc_b~kg/4k~cpla4.html\nsvn://[::1]:8443/g~a/3f9r219sn1i0/wmjca/edp7fg79q_9/DY@sgL.$3#    =.TQ1o_X\nwww.example.org/x                                                 config.yaml\n",
			[]string{"git+ssh://10.0.0.5:8080/eujt_r/4096vd9i/15p-jc_b~kg/4k~cpla4.html", "svn://[::1]:8443/g~a/3f9r219sn1i0/wmjca/edp7fg79q_9/DY@sgL.$3#"}},
		{"a hand-aligned listing, a gutter of one, indented, two short rows", // TestGutterCellListings 5342
			"        example.com\n        ftp://a.b.c.example.org/bkw_s7~dfx/  Bug tracker for the project\n        p?1k                                 Q<E[8IP\n        docs/\n        api/v2                               ~/.config/urlsift\n        utf-8                                deprecated\n        svn://example.com/yrx9i~38/szb/h_/5N ftp://gitlab.internal/23a.tar.gz\n",
			[]string{"ftp://a.b.c.example.org/bkw_s7~dfx/", "svn://example.com/yrx9i~38/szb/h_/5N", "ftp://gitlab.internal/23a.tar.gz"}},
		{"a gutter of one, rows in one column only, one a short row", // TestGutterCellListings 5342, the listings widened
			"svn://a.b.c.example.org/2c3ZwxH94pMvbYDIkQ=  Documentation\ndb.internal:5432\n-v\nsvn://gitlab.internal/7f9soo2xmmg/.jmyytlgr/ user@host\n                                             https://[::1]:8443.html\nhttp://gitlab.internal                       git@github.com:o/r.git\n                                             svn://[::1]:8443/\n!,\n",
			[]string{"svn://a.b.c.example.org/2c3ZwxH94pMvbYDIkQ=", "svn://gitlab.internal/7f9soo2xmmg/.jmyytlgr/", "https://[::1]:8443.html", "http://gitlab.internal", "svn://[::1]:8443/"}},
		{"column -t's gutter, a flag's two words over the widest entry: no cell's words wrapped", // TestGutterCellListings 5342, the listings widened
			"the main page\nutf-8\nhttps://[::1]:8443/y~-4rbwi/  ../lib/x.so\ndb.internal:5432              localhost:8080\n-h, --help\ngit+ssh://a.b.c.example.org   (c)\n",
			[]string{"https://[::1]:8443/y~-4rbwi/", "git+ssh://a.b.c.example.org"}},
		{"a gutter of one, the row's second cell wrapped onto a line of its own",
			"https://a.example.org/docs/   the page of the project\nabc9/                         that says\nsetup.py                      what we keep up to date\n                              and where\nhttps://b.example.org/abcdefg wiki\n",
			[]string{"https://a.example.org/docs/abc9/", "https://b.example.org/abcdefg"}},
		{"a help text at a gutter of one, its descriptions on lines of their own under the second column: no wrapped cell", // TestGutterCellListings 5380
			"    db.internal:5432                                            the main page\n                                                                -h, --help\n                                                                V\"X\\kH\n    https://a.b.c.example.org/qyt/ly~sg9e3ei/yy_ov/1_th/        pQ0y;j)$\n    index.html                                                  1n+ZaxJ.K.rMO\n    umNAi.n^k9                                                  /usr/share/doc/\n    svn://github.com/k8ue5xfu7wud/018rn59w9/x4rwc2l-/iyg1qcnyvx 192.168.1.1\n                                                                required\n                                                                .gitignore\n    0.9.8b                                                      ~/.config/urlsift\n    git+ssh://a.b.c.example.org/i4h56/s9IEw.V$(p                192.168.1.1\n                                                                http://a.b.c.example.org/k0si8dn263ok/tmx7ix\n",
			[]string{"https://a.b.c.example.org/qyt/ly~sg9e3ei/yy_ov/1_th/", "svn://github.com/k8ue5xfu7wud/018rn59w9/x4rwc2l-/iyg1qcnyvx", "git+ssh://a.b.c.example.org/i4h56/s9IEw.V$(p", "http://a.b.c.example.org/k0si8dn263ok/tmx7ix"}},
		{"a gutter of one, a second entry over the URL's own line: the row read, no wrapped cell", // TestGutterCellListings 5380
			"    G,,%di5S'mQJ/e0'\\:=.7.q       jsh[\n                                  ~/.config/urlsift\n    wZ]%VII4sx|Z=)?LGlFo3|Y7Wtp*k\n    3.14159\n    www.example.org/x\n    -h, --help                    1.2\n                                  C:\\Program Files\\x\n    ftp://docs.python.org/B/      http://localhost:3000.tar.gz\n    v1.2.3                        yBNkLN=Xm:2PSBTZ\n    *TAp}b                        Source code\n",
			[]string{"ftp://docs.python.org/B/", "http://localhost:3000.tar.gz"}},
		{"a gutter of one, an entry under the widest entry in the first column alone: no word would have fitted after it", // TestGutterCellListings 5380
			"    Makefile\n    F                              user@host\n    git+ssh://example.com/         http://a.b.c.example.org/TyJ5o\n    --version                      https://10.0.0.5:8080/n\n    ftp://github.com/g~-jj/7o/-co7 ~tXP~Zy-s|;O)<h\n    ftp://gitlab.internal/k@F\n",
			[]string{"git+ssh://example.com/", "http://a.b.c.example.org/TyJ5o", "https://10.0.0.5:8080/n", "ftp://github.com/g~-jj/7o/-co7", "ftp://gitlab.internal/k@F"}},
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
