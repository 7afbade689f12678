package extract

import (
	"strings"
	"testing"
)

// TestDotPath: rule dot-path, a URL that TeX cut after a "." inside a
// name of its path, the next word the rest of the path (renderer/pdftotext
// tb101parashchenko.pdf, where cut-in-word ended it), and what it leaves
// alone: a full stop after a file's name, a "/" or a number, a
// capitalised word, a word of prose.
func TestDotPath(t *testing.T) {
	// renderer/pdftotext tb101parashchenko.pdf (a column of TUGboat)
	const tb101 = "[6] Herbert Voß. The LATEX package\nkey. In: TUGboat 31:1 (2010), pages\n108–112, 2010.\n[7] Boris Veytsman. Re: longtable\nwith rowcolor. Message in\ncomp.text.tex newsgroup,\nhttp://groups.google.com/group/comp.\ntext.tex/msg/8141d45708fe85c2, 6 Dec 2010.\n[8] UK TUG. TEX frequently asked questions.\nhttp://www.tex.ac.uk/cgi-bin/texfaq2html.\n[9] Victor Eijkhout. TEX by Topic: A TEXnician’s\nReference. Addison-Wesley, 1992.\n"
	for _, c := range []struct{ name, text, want string }{
		{"tb101parashchenko.pdf", tb101, "http://groups.google.com/group/comp.text.tex/msg/8141d45708fe85c2"},
		// a full stop: after a file's name with its extension, after "/"
		{"after an extension", strings.Replace(tb101, "/group/comp.\n", "/group/comp.html.\n", 1), "http://groups.google.com/group/comp.html"},
		{"after a slash", strings.Replace(tb101, "/group/comp.\n", "/group/comp/.\n", 1), "http://groups.google.com/group/comp/"},
		// after a number: a ChangeLog's date starts the next entry
		// (/usr/share/doc/libonig5/changelog.gz)
		{"changelog (a number)", "2013/10/21: [impl] escape warnings for -Wall. (regparse.c)\n2013/10/21: [bug] fixes an issue on Windows x64. (thanks Anatoliy Belsky)\n                  The issue was discovered in PHP, see https://bugs.php.net/64769.\n2013/10/21: [impl] remove unused variable. (regcomp.c)\n", "https://bugs.php.net/64769"},
		// a capitalised word, a word of prose
		{"a capital", strings.Replace(tb101, "\ntext.tex/msg/", "\nText.tex/msg/", 1), "http://groups.google.com/group/comp"},
		{"prose", strings.Replace(tb101, "\ntext.tex/msg/8141d45708fe85c2, 6 Dec 2010.", "\ntext of the message, 6 Dec 2010.", 1), "http://groups.google.com/group/comp"},
	} {
		if got := all(t, c.text, Options{}); len(got) == 0 || got[0] != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
