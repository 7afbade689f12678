package extract

import (
	"strings"
	"testing"
)

// TestWordRest: rule word-rest, a URL that TeX cut after a letter or a
// digit in its path, the rest of the word it was cut in alone on the next
// line with a full stop, as pdftotext prints it: the readings the rule
// makes, the more likely first, on the tuned part's cases, and what it
// leaves alone in text that looks like it (/usr/share/doc, the Go tree,
// and the tuned rows changed).
func TestWordRest(t *testing.T) {
	// renderer/pdftotext acmart sample-sigconf-biblatex.pdf
	const umass = "\nSten Andler. 1979. Predicate path expressions. In Proceedings of the 6th. ACM\nSIGACT-SIGPLAN symposium on Principles of Programming Languages (POPL\n\u201979). ACM Press, New York, NY, 226\u2013236. doi: 10.1145/567752.567774.\nDavid A. Anisi. 2003. Optimal Motion Control of a Ground Vehicle. Master\u2019s\nthesis. Royal Institute of Technology (KTH), Stockholm, Sweden.\nSam Anzaroot and Andrew McCallum. UMass citation field extraction dataset.\nRetrieved May 27, 2019 from http://www.iesl.cs.umass.edu/data/data-umasscit\nationfield.\nSam Anzaroot, Alexandre Passos, David Belanger, and Andrew McCallum. 2014.\nLearning soft linear constraints with application to citation field extraction.\n"
	// renderer/pdftotext ArsClassica.pdf
	const ars = "Bringhurst, Robert\n1992 The Elements of Typographic Style, Hartley & Marks, Point Roberts,\nWashington, USA.\nMiede, Andr\u00e9\n2016 A Classic Thesis style, http://www.ctan.org/tex-archive/macros/\nlatex/contrib/classicthesis/ClassicThesis.pdf.\nPantieri, Lorenzo\n2017a LATEXpedia, http://www.lorenzopantieri.net/LaTeX_files/LaTeX\npedia.pdf.\n2017b LATEX per l\u2019impaziente, http : / / www . lorenzopantieri . net / LaTeX _\nfiles/LaTeXimpaziente.pdf.\n"
	// renderer/pdftotext fixdif.pdf
	const fixdif = "product operator. A product operator is definitely a binary operator.\nTake \\cdot (\u22c5) as an example. A binary operator reserves small skips before\nand after itself when in \u201cdisplay math\u201d or \u201ctext math\u201d such as \U0001d465 \u22c5 \U0001d466, but the\nskips will disappear in \u201cscript math\u201d or \u201cscript script math\u201d such as \U0001d44e\U0001d465\u22c5\U0001d466 .\nThus the small skip should also disappear in script, but $a^{f(x)\\d x}$\nstill produces \U0001d44e\U0001d453(\U0001d465) d\U0001d465 but not \U0001d44e\U0001d453(\U0001d465)d\U0001d465 .\nTo solve these problems, you can try this package.\n1 See https://tex.stackexchange.com/questions/14821/whats-the-proper-way-to-typese\nt-a-differential-operator.\n\n2\n"
	// /usr/share/doc/git/RelNotes/2.10.0.txt
	const relnotes = " * The documentation set has been updated so that literal commands,\n   configuration variables and environment variables are consistently\n   typeset in fixed-width font and bold in manpages.\n\n * The release notes and the documentation are also available at\nhttps://git.github.io/htmldocs/git.html\n   instead.\n\n * \"git svn propset\" subcommand that was added in 2.3 days is\n   documented now.\n"
	for _, c := range []struct {
		name, text, prefix, want, other string
	}{
		// the ended reading first, the joined one kept
		{"sample-sigconf-biblatex.pdf", umass, "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", "http://www.iesl.cs.umass.edu/data/data-umasscitationfield"},
		{"ArsClassica.pdf", ars, "http://www.lorenzopantieri.", "http://www.lorenzopantieri.net/LaTeX_files/LaTeX", "http://www.lorenzopantieri.net/LaTeX_files/LaTeXpedia.pdf"},
		// the rules after join it: they decide, no other reading
		{"fixdif.pdf (cut-in-word)", fixdif, "https://tex.", "https://tex.stackexchange.com/questions/14821/whats-the-proper-way-to-typeset-a-differential-operator", ""},
		// Look-alikes: no other reading.
		// a file's name with its extension (git's release notes, the URL
		// set after words)
		{"RelNotes (an extension)", strings.Replace(relnotes, "available at\nhttps:", "available at https:", 1), "https://git.", "https://git.github.io/htmldocs/git.html", ""},
		// a URL that starts its line
		{"umass, the URL starting its line", strings.Replace(umass, "2019 from http:", "2019 from\nhttp:", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
		// a stopword, a capitalised word, no full stop, more words
		{"umass, a stopword", strings.Replace(umass, "\nationfield.\n", "\nalso.\n", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
		{"umass, a capital", strings.Replace(umass, "\nationfield.\n", "\nAtionfield.\n", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
		{"umass, no stop", strings.Replace(umass, "\nationfield.\n", "\nationfield\n", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
		{"umass, more words after the stop", strings.Replace(umass, "\nationfield.\n", "\nationfield. It was kept there.\n", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
		// no cut word: the URL ends in a full stop
		{"umass, after a full stop", strings.Replace(umass, "data-umasscit\n", "data-umasscit.\n", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
		// a host, no path
		{"umass, a host", strings.Replace(umass, "http://www.iesl.cs.umass.edu/data/data-umasscit\nationfield.", "https://www.acm.org\nonline.", 1), "https://www.acm.", "https://www.acm.org", ""},
		// "etc." ending a list (/usr/share/doc/texlive-doc/latex/figput's
		// widgets.ts)
		{"widgets.ts (etc.)", "  // The exact format of the information in stack depends on the particular\n  // browser. Firefox produces something like this:\n  // \n  // getCaller@http://localhost:8000/widgets.js:375:15\n  // register@http://localhost:8000/widgets.js:1557:18\n  // geartest01@http://localhost:8000/geartest01.js:142:26\n  // render@http://localhost:8000/layout.js:628:11\n  // renderFrame@http://localhost:8000/widgets.js:538:13\n  // etc.\n  //\n  // While MS Edge/Chrome produces\n", "http://localhost:8000/widgets.js:538", "http://localhost:8000/widgets.js:538:13", ""},
		// a word that would have fitted on a line of text filled greedily
		// in fixed columns: the writer ended the line
		{"greedy text", "The notes of the release and the documentation of the library are kept\non the site of the project, with the sources and the list of the bugs of\nevery release since the first; see https://example.org/pub/notes\nsoon.\nThe mailing list of the project is where the developers discuss them,\nand the archive of its messages is kept there as well for the users who\nwant to read them later.\n", "https://example.", "https://example.org/pub/notes", ""},
		{"umass, more words", strings.Replace(umass, "\nationfield.\n", "\nationfield and more.\n", 1), "http://www.iesl.", "http://www.iesl.cs.umass.edu/data/data-umasscit", ""},
	} {
		first, other := firstReadings(t, c.text, c.prefix)
		if first != c.want || other != c.other {
			t.Errorf("%s: got %q (other %q), want %q (other %q)", c.name, first, other, c.want, c.other)
		}
	}
}
