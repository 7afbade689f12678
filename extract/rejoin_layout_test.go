package extract

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestColumnBreaks: URLs broken at the edge of a column of a page that
// pdftotext -layout prints in two columns (rejoin_layout.go, rule
// "column"), real cases of the tuned part of renderer/pdftotext-layout,
// and look-alikes where the model must change nothing: a URL that ends
// its column's line before prose or a listing's "%", a URL in one column
// of justified text with stretched spaces, a table whose rest starts the
// next line, a gap of its own with no gutter around.
func TestColumnBreaks(t *testing.T) {
	sigconf := "16     MULTI-LANGUAGE PAPERS                                                  Grzegorz Rozenberg and Frits W. Vaandrager (Eds.). Lecture Notes in Computer\n" +
		"                                                                              Science, Vol. 1494. Springer-Verlag, London, 368–394. https://doi.org/10.1007/3-\n" +
		"Papers may be written in languages other than English or include              540-65193-4_29\n" +
		"titles, subtitles, keywords and abstracts in different languages (as     [12] Ian Editor (Ed.). 2007. The title of book one (1st. ed.). The name of the series\n" +
		"                                                                              one, Vol. 9. University of Chicago Press, Chicago. https://doi.org/10.1007/3-540-\n" +
		"a rule, a paper in a language other than English should include               09237-4\n" +
		"an English title and an English abstract). Use language=... for          [13] Ian Editor (Ed.). 2008. The title of book two (2nd. ed.). University of Chicago Press,\n"
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		// renderer/pdftotext-layout acmart sample-sigconf.pdf
		{"right column, a DOI cut after '-'", sigconf, []string{"https://doi.org/10.1007/3-540-65193-4_29", "https://doi.org/10.1007/3-540-09237-4"}},
		// renderer/pdftotext-layout asmejour-template.pdf
		{"right column, a hanging indent", "                                                                         [12] Lienhard, J. H., V, 2019, \u201cExterior Shape Factors from Interior Shape Factors,\u201d\n" +
			"the package defaults to English. As an example, a passage in                  ASME J. Heat Transfer-Trans. ASME, 141(6), 061301.\n" +
			"French is shown in Annexe C.                                             [13] Fear, S., 2019, \u201cPublication Quality Tables in LATEX,\u201d Version 1.6180339, Com-\n" +
			"   The standard caption and section names will follow babel\u2019s dic-            prehensive TEX Archive Network, accessed Nov. 6, 2019, https://www.ctan.org/\n" +
			"tionary for primary languages other than English. Users may addi-             pkg/booktabs\n" +
			"                                                                         [14] Fairbairns, R., Rahtz, S., and Barroca, L., 2016, \u201cA Package for Rotated Objects\n",
			[]string{"https://www.ctan.org/pkg/booktabs"}},
		// renderer/pdftotext-layout asmeconf-template.pdf: one word and
		// a stop after "/"
		{"right column, the last segment", "                                                                            Comprehensive TEX Archive Network (2017). Accessed\n" +
			"    Place any acknowledgments here.                                         October 1, 2019, URL https://www.ctan.org/pkg/flushend.\n" +
			"                                                                       [15] B\u00f6ttcher, Stephan I. and L\u00fcck, Uwe. \u201clineno.sty: A LATEX\n" +
			"REFERENCES                                                                  Package to Attach Line Numbers to Paragraphs.\u201d Version\n" +
			" [1] Ning, Xiang and Lovell, Mary Rose. \u201cOn the Sliding Fric-               4.41. Comprehensive TEX Archive Network (2005). Ac-\n" +
			"     tion Characteristics of Unidirectional Continuous FRP De-              cessed August 17, 2019, URL https://www.ctan.org/pkg/\n" +
			"     posits.\u201d ASME Journal of Tribology Vol. 48 No. 5 (2002):               lineno.\n" +
			"     pp. 2000\u20132008. DOI 10.1115/1.4042912.                             [16] van Oostrum, Piet. \u201cThe fancyhdr and extramarks Pack-\n" +
			" [2] Gibson, Tom A. and Tucker, Matthew A. The Big Book of                  ages.\u201d Version 3.10. Comprehensive TEX Archive Net-\n",
			[]string{"https://www.ctan.org/pkg/flushend", "https://www.ctan.org/pkg/lineno"}},
		// renderer/pdftotext-layout acmart sample-authordraft.pdf: a
		// draft's line numbers in both margins
		{"right column, line numbers", "                                                                                    ACM Press, New York, NY, 226\u2013236. https://doi.org/10.1145/567752.567774\n" +
			"486   so that the information contained therein can be more easily col-         [4] David A. Anisi. 2003. Optimal Motion Control of a Ground Vehicle. Master\u2019s thesis.       544\n" +
			"487   lected during the article metadata extraction phase, and to ensure            Royal Institute of Technology (KTH), Stockholm, Sweden.                                  545\n" +
			"                                                                                [5] Sam Anzaroot and Andrew McCallum. 2013. UMass Citation Field Extraction\n" +
			"488\n" +
			"                                                      str rk\n" +
			"      consistency in the spelling of the section heading.                                                                                                                    546\n" +
			"                                                                                    Dataset. Retrieved May 27, 2019 from http://www.iesl.cs.umass.edu/data/data-\n" +
			"489      Authors should not prepare this section as a numbered or un-               umasscitationfield                                                                       547\n" +
			"      numbered \\section; please use the \u201cacks\u201d environment.                     [6] Sam Anzaroot, Alexandre Passos, David Belanger, and Andrew McCallum. 2014.\n" +
			"                                                    di o\n" +
			"490                                                                                                                                                                          548\n" +
			"                                                                                    Learning Soft Linear Constraints with Application to Citation Field Extraction.\n" +
			"491                                                                                                                                                                          549\n" +
			"                                                  or d w\n",
			[]string{"https://doi.org/10.1145/567752.567774", "http://www.iesl.cs.umass.edu/data/data-umasscitationfield"}},
		// renderer/pdftotext-layout ltnews34.pdf: the URL starts its
		// column's line; the column is blank on the next line of the
		// last one (a page ends there)
		{"right column, the URL alone on its column's line", "                                                                  ltnews31.pdf\n" +
			"Changes to packages in the tools category                     [4] LATEX Project Team: LATEX 2\u03b5 news 32.\n" +
			"array: No \\mathsurround around a tabular                          https://latex-project.org/news/latex2e-news/\n" +
			"A tabular environment is typeset (internally) as an               ltnews32.pdf\n" +
			"array environment with special settings, and it therefore     [5] LATEX Project Team: LATEX 2\u03b5 news 33.\n" +
			"uses (hidden) math mode. Since it is not in fact a math           https://latex-project.org/news/latex2e-news/\n" +
			"formula this explains why the cells are set with no space.\n",
			[]string{"https://latex-project.org/news/latex2e-news/ltnews32.pdf", "https://latex-project.org/news/latex2e-news/"}},

		// renderer/pdftotext-layout ltnews31.pdf: a heading of the right
		// column ("References") stands out of its column, left of the
		// gutter's column, and runs through no gutter
		{"right column under its heading", "similar change has been made to the extended \\hhline          as a Unicode engine by the base LATEX code.\n" +
			"command in the colortbl package.       (github issue 242)\n" +
			"                                                              References\n" +
			"LATEX requirements on engine primitives                       [1] Frank Mittelbach: The LATEX release workflow and the\n" +
			"Since the finalization of \u03b5-TEX in 1999, a number                 LATEX dev formats. In: TUGboat, 40#2, 2019.\n" +
			"of additional \u2018utility\u2019 primitives have been added to             https://latex-project.org/publications/\n" +
			"pdfTEX. Several of these are broadly useful and have          [2] LATEX Project Team: LATEX 2\u03b5 font selection.\n" +
			"been required by expl3 for some time, most notably                https://latex-project.org/help/documentation/\n" +
			"\\pdfstrcmp. Over time, a common set of these \u2018post-\u03b5-             fntguide.pdf\n" +
			"TEX\u2019 primitives have been incorporated into XETEX and         [3] LATEX documentation on the LATEX Project Website.\n" +
			"(u)p-TEX; they were already available in LuaTEX.                  https://latex-project.org/help/documentation/\n",
			[]string{"https://latex-project.org/publications/", "https://latex-project.org/help/documentation/fntguide.pdf", "https://latex-project.org/help/documentation/"}},

		// renderer/pdftotext-layout sample-acmtog.pdf: the first line of
		// a paragraph of the right column is indented, and the URL's
		// column with it; the next line's word starts 3 columns left of it
		{"right column, a paragraph's first line", "        \u2022 anonymous,review: Suitable for a \u201cdouble-blind\u201d conference                \\renewcommand{\\shortauthors}{McCartney, et al.}\n" +
			"          submission. Anonymizes the work and includes line numbers.             Omitting this command will force the use of a concatenated list of\n" +
			"          Use with the command to print the submission\u2019s unique ID               all of the authors\u2019 names, which may result in overlapping text in\n" +
			"          on each page of the work.                                              the page headers.\n" +
			"        \u2022 authorversion: Produces a version of the work suitable for                The article template\u2019s documentation, available at https://www.\n" +
			"          posting by the author.                                                 acm.org/publications/proceedings-template, has a complete expla-\n" +
			"        \u2022 screen: Produces colored hyperlinks.                                   nation of these commands and tips for their effective use.\n",
			[]string{"https://www.acm.org/publications/proceedings-template"}},

		// renderer/pdftotext-layout sample-sigplan.pdf: the URL is cut at
		// the edge of the left column; the right column's text follows
		// it on its line, its rest starts the next line (gutterBreak)
		{"left column", "     //doi.org/10.1145/567752.567774                                                damental Algorithms (3rd. ed.). Addison Wesley Longman Publishing\n" +
			" [4] David A. Anisi. 2003. Optimal Motion Control of a Ground Vehicle. Mas-         Co., Inc.\n" +
			"     ter\u2019s thesis. Royal Institute of Technology (KTH), Stockholm, Sweden.     [23] David Kosiur. 2001. Understanding Policy-Based Networking (2nd. ed.).\n" +
			" [5] Sam Anzaroot and Andrew McCallum. 2013. UMass Citation Field                   Wiley, New York, NY.\n" +
			"     Extraction Dataset. Retrieved May 27, 2019 from http://www.iesl.cs.       [24] Leslie Lamport. 1986. LATEX: A Document Preparation System. Addison-\n" +
			"     umass.edu/data/data-umasscitationfield                                         Wesley, Reading, MA.\n" +
			" [6] Sam Anzaroot, Alexandre Passos, David Belanger, and Andrew Mc-            [25] Newton Lee. 2005. Interview with Bill Kinder: January 13, 2005. Video.\n",
			[]string{"http://www.iesl.cs.umass.edu/data/data-umasscitationfield"}},
		// renderer/pdftotext-layout ltnews.pdf: the columns' lines
		// alternate; the URL starts its line
		{"left column, lines of both columns alternating", "name of a file before it becomes non-free\u2019, this version\n" +
			"                                                                        Use of this mechanism has also enhanced\n" +
			"is now officially a DFSG (Debian Free Software\n" +
			"                                                                     \\oldstylenums to use the current font if possible.\n" +
			"Guidelines) approved license. The discussions start at\n" +
			"http://lists.debian.org/debian-legal/2002/                           Displaying font tables\n" +
			"debian-legal-200207/threads.html with high\n" +
			"traffic throughout August to October 2002                            With the nfssfont package you can now specify the font\n" +
			"and further heated discussions starting in                           to display by giving its \u2018NFSS classification\u2019, rather\n",
			[]string{"http://lists.debian.org/debian-legal/2002/debian-legal-200207/threads.html"}},
		// renderer/pdftotext-layout sample-acmsmall-submission.pdf: a
		// draft's line numbers in the margin (marginNumber)
		{"line numbers in the margin", "449   [35] Asad Z. Spector. 1990. Achieving application requirements. In Distributed Systems (2nd. ed.), Sape Mullender (Ed.).\n" +
			"           ACM Press, New York, NY, 19\u201333. https://doi.org/10.1145/90417.90738\n" +
			"450\n" +
			"      [36] Harry Thornburg. 2001. Introduction to Bayesian Statistics. Retrieved March 2, 2005 from http://ccrma.stanford.edu/\n" +
			"451        ~jos/bayes/bayes.html\n" +
			"452   [37] TUG 2017. Institutional members of the TEX Users Group. Retrieved May 27, 2017 from http://wwtug.org/instmem.html\n",
			[]string{"https://doi.org/10.1145/90417.90738", "http://ccrma.stanford.edu/~jos/bayes/bayes.html", "http://wwtug.org/instmem.html"}},

		// renderer/pdftotext-layout asmejour-template.pdf: the next page
		// (after a form feed) has columns of its own, and its lines run
		// through the column of this one's gutter
		{"right column, the next page's lines", "   La chale ur p\u00e9n\u00e8tre, comme la gravit\u00e9, toutes les substances de            Goldstein, eds., Advisory Group for Aerospace Research and Development of\n" +
			"l\u2019univers, ses rayons occupent toutes les parties de l\u2019espace. Le but         NATO, Technivision Services, Slough, England, Chap. 9, pp. 353\u2013396.\n" +
			"                                                                         [22] American Mathematical Society and LATEX3 Project, 2018, \u201cUser\u2019s Guide for\n" +
			"de notre ouvrage est d\u2019exposer les lois math\u00e9matiques que suit cet            the amsmath Package,\u201d Version 2.1, Comprehensive TEX Archive Network, ac-\n" +
			"\u00e9l\u00e9ment. Cette th\u00e9orie formera d\u00e9sormais une des branches les plus            cessed July 5, 2019, https://ctan.org/tex-archive/macros/latex/required/amsmath/\n" +
			"importantes de la physique g\u00e9n\u00e9rale [32].                                     amsldoc.pdf\n" +
			"\n" +
			"\n" +
			"Journal of Heat Transfer                                                                                          PREPRINT FOR REVIEW / 5\n" +
			"\f[23] Lienhard, J. H., V, 2022, \u201cWide Equations in asmejour.cls,\u201d Version 1.0,           [34] Edwards, D. K., Denny, V. E., and Mills, A. F., 1979, Transfer Processes, 2nd\n" +
			"     Comprehensive TEX Archive Network, accessed January 10, 2022, https://www.              ed., Hemisphere Publishing, Washington, DC.\n" +
			"     ctan.org/pkg/asmejour                                                              [35] Mont\u0133ano, J. I., P\u00e9rez, M., R\u00e1ndez, L., and Varona, J. L., 2014, \u201cNumerical\n" +
			"[24] Tolu\u0161is, S., 2017, \u201cThe flushend Package,\u201d Version 3.3, Comprehensive TEX               Methods With LuaLATEX,\u201d TUGboat, 35(1), pp. 51\u201356.\n",
			[]string{"https://ctan.org/tex-archive/macros/latex/required/amsmath/amsldoc.pdf", "https://www.ctan.org/pkg/asmejour"}},
		// renderer/pdftotext-layout acmart.pdf, its index of changes:
		// the URL goes on over three lines of the right column; on the
		// second its column is where it went on, and the left column
		// beside it holds a version, or the lines of an entry
		{"right column, three lines", "       General: New journals: ACMJCSS,                           Fluet . . . . . . . . . . . . . . . . . . . . 71\n" +
			"          JATS, TORS . . . . . . . . . . . . . . . 59     v1.05\n" +
			"       format: New format: acmcp . . . . . . 36               General: Added processing doi\n" +
			"1.88                                                             numbers for acmsiggraph and doi\n" +
			"       General: Added ISSN for ACMJCSS .            59           numbers for sigproc.bib . . . . . . . 35\n" +
			"         Added ISSN for GAMES . . . . . . .         59          Patched \\setcitestyle command;\n" +
			"         Added PACMNET . . . . . . . . . . .        59           closes https:\n" +
			"                                                                 //github.com/borisveytsman/\n" +
			"v1.00                                                            acmart/issues/19 . . . . . . . . . . 35\n" +
			"    General: First released version . . . . . 35          v1.06\n" +
			"v1.01                                                         \\@ACM@badge@skip: Added macro . . 72\n" +
			"    \\maketitle: Added special case of                         General: Changes of\n" +
			"       authorversion . . . . . . . . . . . . . . 82              \u2018licensedothergov\u2019 wording . . . . 76\n" +
			"v1.04                                                         \\maketitle: Corrected a bug with doi\n" +
			"    General: Updated bibliography for                            in manuscript and author vertsion,\n" +
			"       siggraph . . . . . . . . . . . . . . . . . 35             https:\n" +
			"    \\acmArticleSeq: Name change by                               //github.com/borisveytsman/\n" +
			"       Matthew Fluet . . . . . . . . . . . . . 71                acmart/issues/36 . . . . . . . . . . 82\n" +
			"    \\acmDOI: Name change by Matthew                           standardpagestyle: Reversed folios\n" +
			"       Fluet . . . . . . . . . . . . . . . . . . . . 71          location . . . . . . . . . . . . . . . . . 101\n",
			[]string{"https://github.com/borisveytsman/acmart/issues/19", "https://github.com/borisveytsman/acmart/issues/36"}},

		// renderer/pdftotext-layout asmeconf-authorgrid-example.pdf: the
		// right column's text on the URL's line holds a URL; the search
		// goes back to the gutter after the left one is joined
		// (Scanner.resume), so both are read (TestColumnResumeProperty)
		{"left column, a URL in the right column beside it", " [7] Watson, David. \u201cEvaporative Heat Transfer in the Con-                  asmeconf.\n" +
			"     tact Line of a Mixture.\u201d Technical Report No. HTL-                [21] Fourier, Jean Baptiste Joseph. Th\u00e9orie Analytique de la\n" +
			"     26, CFD-4. Iowa State University, Ames, IA. 1982.                      Chaleur. Firmin Didot, P\u00e8re et Fils, Paris (1822). URL\n" +
			"     DOI 10.1115/1.4042912. URL https://doi.org/10.1115/1.                  https://books.google.com/books?id=1TUVAAAAQAAJ.\n" +
			"     4042912.                                                          [22] Johnson, Howard (ed.). Title of Edited Book. John Wiley\n" +
			" [8] Fairbairns, Robin, Rahtz, Sebastian and Barroca, Leonor.               and Sons, Inc., New York, NY (1980).\n",
			[]string{"https://doi.org/10.1115/1.4042912", "https://books.google.com/books?id=1TUVAAAAQAAJ"}},

		// Look-alikes.
		// renderer/pdftotext-layout sample-authordraft.pdf: a draft's line
		// number alone on the next line, and in the right margin
		{"left column, a line number below", "           Reading, MA.\n" +
			"591   [25] Newton Lee. 2005. Interview with Bill Kinder: January 13, 2005. Video. Comput.\n" +
			"                                                                                               Received 20 February 2007; revised 12 March 2009; accepted 5 June 2009         649\n" +
			"592        Entertain. 3, 1, Article 4 (Jan.-March 2005). https://doi.org/10.1145/1057270.                                                                                     650\n" +
			"593\n" +
			"           1057278                                                                                                                                                            651\n",
			[]string{"https://doi.org/10.1145/1057270"}},
		{"left column, a line number alone below", "           Reading, MA.\n" +
			"      [25] Newton Lee. 2005. Interview with Bill Kinder: January 13, 2005. Video. Comput.\n" +
			"                                                                                               Received 20 February 2007; revised 12 March 2009; accepted 5 June 2009         649\n" +
			"           Entertain. 3, 1, Article 4 (Jan.-March 2005). https://doi.org/10.1145/1057270.                                                                                     650\n" +
			"593\n" +
			"           1057278                                                                                                                                                            651\n",
			[]string{"https://doi.org/10.1145/1057270"}},
		// renderer/pdftotext-layout l3pdfmeta.pdf: a listing's line
		// numbers; the next line is a comment of the listing
		{"a listing's line numbers", "173       ,form_no_AA               =\n" +
			"174       %===============\n" +
			"175       % to be continued https://docs.verapdf.org/validation/pdfa-part1/\n" +
			"176       % - Outputintent/colorprofiles requirements\n" +
			"177       % an outputintent should be loaded and is unique.\n",
			[]string{"https://docs.verapdf.org/validation/pdfa-part1/"}},
		// renderer/pdftotext-layout sample631.pdf: "//" and a host after
		// a line number
		{"line numbers, the scheme's slashes", "126   placed in the new \\begin{acknowledgments} ... \\end{acknowledgments} environment. The use of this option is\n" +
			"127   highly recommended for PSJ submissions. Advice for anonymizing your manuscript for DAR is provided at https:\n" +
			"128   //journals.aas.org/manuscript-preparation/#dar.\n",
			[]string{"https://journals.aas.org/manuscript-preparation/#dar"}},
		// a table of three columns: the URL in the middle one does not go
		// on in the next row's first cell
		{"table, the middle column", "The mirrors that keep the old releases of the project, and where:\n\n" +
			"The main site in Europe    https://example.com/releases/    kept for the old ones too\n" +
			"The North American one     https://na.example.org/pub/      kept for the old ones too\n" +
			"the Asian mirror site      https://asia.example.net/         kept for new ones only\n" +
			"index.html of the site     https://old.example.net/a/        kept for the old ones too\n",
			[]string{"https://example.com/releases/", "https://na.example.org/pub/", "https://asia.example.net/", "https://old.example.net/a/"}},
		// renderer/pdftotext-layout mnras_guide.pdf: footnotes of the
		// right column; the next one's number stands left of the URL's
		// column, and ends before it
		{"footnotes in the right column", "used for many different papers \u2013 saving time hunting down reference          \\usepackage{pdflscape} % Landscape pages\n" +
			"details. An MNRAS BibTEX style file, mnras.bst, is distributed as\n" +
			"part of this package. The rest of this section will assume you are           Consult the documentation for that package for instructions on how\n" +
			"using BibTEX.                                                                to use the additional features.\n" +
			"   References are entered into a separate .bib file in standard BibTEX\n" +
			"formatting. This can be done manually, or there are several software\n" +
			"                                                                             6   http://jabref.sourceforge.net/\n" +
			"5   http://www.ctan.org/pkg/natbib                                           7   http://adsabs.harvard.edu\n",
			[]string{"http://jabref.sourceforge.net/", "http://www.ctan.org/pkg/natbib", "http://adsabs.harvard.edu"}},
		// A plain text table, prose in its first column and URLs or paths
		// in its second: the next row's path is no rest of the URL above
		// it (review of 'column', session 33)
		{"table of prose and URLs", "Where the files of the project are kept:\n\n" +
			"  The downloads of the main site    https://example.com/releases/v1/\n" +
			"  The mirror in Europe now          docs/index.html\n" +
			"  The mirrors for North America     https://na.example.org/pub/\n" +
			"  Old releases are still kept at    https://old.example.net/archive/\n" +
			"\nMail the list for more.\n",
			[]string{"https://example.com/releases/v1/", "https://na.example.org/pub/", "https://old.example.net/archive/"}},
		// renderer/pdftotext-layout microtype-code.pdf: a listing's "%"
		// in the URL's column
		{"listing in the right column", "                                                                % conditions of the LaTeX Project Public License, either version 1.3\n" +
			"tribution conditions that differ significantly from those in    % of this license or (at your option) any later version.\n" +
			"                                                                % The latest version of this license is in\n" +
			"this license, then do not refer to this license anywhere        %   https://www.latex-project.org/lppl.txt\n" +
			"in your work but, instead, distribute your work under a         % and version 1.3 or later is part of all distributions of LaTeX\n" +
			"                                                                % version 2005/12/01 or later.\n",
			[]string{"https://www.latex-project.org/lppl.txt"}},
		// prose in the URL's column
		{"prose in the right column", strings.Replace(sigconf, "540-65193-4_29", "Science and more", 1), []string{"https://doi.org/10.1007/3-", "https://doi.org/10.1007/3-540-09237-4"}},
		// renderer/pdftotext-layout refman.pdf: one column, a gap of
		// two spaces before the URL on no other line: what the other
		// rules make of it (the first is a miss of theirs)
		{"one column", "    The address-space limit is 2Gb under 32-bit Windows unless the OS\u2019s default has been changed to\n" +
			"    allow more (up to 3Gb).  See https://docs.microsoft.com/en-gb/windows/desktop/Memory/\n" +
			"    physical-address-extension and https://docs.microsoft.com/en-gb/windows/desktop/\n" +
			"    Memory/4-gigabyte-tuning. Under most 64-bit versions of Windows the limit for a 32-bit build\n",
			[]string{"https://docs.microsoft.com/en-gb/windows/desktop/Memory/", "https://docs.microsoft.com/en-gb/windows/desktop/Memory/4-gigabyte-tuning"}},
		// renderer/pdftotext-layout standards.pdf: a table whose rest
		// starts the next line at the table's column: what the other
		// rules make of it (the first was a miss of theirs,
		// "…License:BSD_4Clause.PHP", until other-column ended it before
		// the next row's name)
		{"table", "OBSD        The original (4-clause) BSD license, incompatible with the GNU GPL,\n" +
			"            https://directory.fsf.org/wiki/License:BSD_4Clause.\n" +
			"PHP         The   license  used        for      PHP,    https://directory.fsf.org/wiki/\n" +
			"            License:PHPv3.01.\n" +
			"public domain\n",
			[]string{"https://directory.fsf.org/wiki/License:BSD_4Clause", "https://directory.fsf.org/wiki/License:PHPv3.01"}},
		// /usr/share/doc/texlive-doc/latex/confproc/README.gz: a table of
		// names and what they are, whose next row starts a new entry:
		// what the other rules make of it (other-column ends the URL
		// before the next row's name, which they joined)
		{"table of names", "    buildproc.sh             Unix/bash script: build the 'example3optim.tex' example\n" +
			"    buildprocelpb.sh         Unix/bash script: build the 'example4optim.tex'\n" +
			"                             example with paperback and electronic PDF versions\n" +
			"                             & individual papers extracted\n" +
			"    buildpapers.sh           Unix/bash script: re-build all the papers\n" +
			"    buildcppdfpapers.sh      Unix/bash script: copy papers to the right spot\n" +
			"    countnbpages.sh          Unix/bash script: count PDFs nb of pages\n" +
			"                             Requires 'pdftk' to be installed. Get it from:\n" +
			"                             http://www.pdftk.com or http://www.accesspdf.com/pdftk/\n" +
			"    exportIndividualPDFs.sh  Unix/bash scrit using pdftk to extract\n" +
			"                             each individual paper from the proceedings,\n" +
			"                             for proper page numbering and headers.\n",
			[]string{"http://www.pdftk.com", "http://www.accesspdf.com/pdftk/"}},
		// justified prose whose stretched spaces line up on two lines,
		// with words run through the column on the others
		{"stretched spaces", "The text of this paragraph is set in one column and justified, so its\n" +
			"word spaces  stretch to fill the line: two  or three blanks may stand\n" +
			"between words, and they may line up  from line to line by chance.\n" +
			"The current version of the document  https://x.example/archive/\n" +
			"is kept on the server of the group, which also keeps the older ones.\n" +
			"The drafts are sent to the list of the working group before each meeting.\n",
			[]string{"https://x.example/archive/"}},
	} {
		got := all(t, c.text, Options{})
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestColumnGap pins the gutter test of one line (columnGap).
func TestColumnGap(t *testing.T) {
	for _, c := range []struct {
		line         string
		c            int
		gap, crossed bool
	}{
		{"Papers may be written in languages other than English or include              540-65193-4_29", 78, true, false},
		{"Papers may be written in languages other than English or include              540-65193-4_29", 79, true, false},
		{"Papers may be written in languages other than English or include              540-65193-4_29", 77, true, false},
		{"Papers may be written in languages other than English or include              540-65193-4_29", 85, false, true},
		{"Papers may be written in languages other than English or include              540-65193-4_29", 83, true, false},
		{"titles, subtitles, keywords and abstracts in different languages (as     [12] Ian Editor (Ed.).", 78, true, false},
		{"                                                                              one, Vol. 9.", 78, false, false},
		{"Grzegorz Rozenberg and Frits W. Vaandrager (Eds.). Lecture Notes in Computer", 14, false, true},
		{"short line", 40, false, false},
		{"                                                              References", 66, false, false},
		{"a full line of the page that runs through the gutter from one side to the other", 22, false, true},
		{"tab\there  x", 4, false, false},
		{"a b c     d", 10, true, false},
		{"    buildproc.sh             Unix/bash script: build the example", 29, false, false},
		// renderer/pdftotext-layout sample-acmtog.pdf: the first line of a
		// reference of the right column stands three columns left of the
		// lines after it (a hanging indentation), beside no prose
		{"   arXiv:1403.1349                                                                            Stan W. Smith. 2010. An experiment", 97, false, false},
		{"   arXiv:1403.1349 and its many versions kept on the server of the archive, one a year, for a decadeStan W. Smith", 97, false, true},
	} {
		if gap, crossed := columnGap([]byte(c.line), c.c); gap != c.gap || crossed != c.crossed {
			t.Errorf("columnGap(%q, %d) = %v, %v; want %v, %v", c.line, c.c, gap, crossed, c.gap, c.crossed)
		}
	}
}

// TestGutterBreaks: a URL cut at the edge of the left column of a page of
// two columns (gutterBreak) on a page made here, the right column's prose
// beside it; the left column's lines as the test gives them.
func TestGutterBreaks(t *testing.T) {
	right := []string{
		"should be used to describe the figure in a sentence",
		"or two, so that a reader who cannot see it knows",
		"what it shows. The description is kept short and",
		"it is put in the source with the figure's caption.",
		"The commands for it are given in the next section",
		"of this guide, with an example of each of them.",
		"The figures of the paper are then placed at the",
	}
	page := func(left ...string) string {
		var b strings.Builder
		for i, l := range left {
			if l == "593" {
				// a draft's line number, alone on a line where the
				// right column is blank, as pdftotext -layout prints it
				// (sample-authordraft.pdf)
				b.WriteString(l + "\n")
				continue
			}
			b.WriteString(fmt.Sprintf("%-58s%s\n", l, right[i]))
		}
		return b.String()
	}
	for _, c := range []struct {
		name string
		text string
		want []string
	}{
		{"the rest on the next line", page(
			"[12]  David Novak. 2003. Solder man. Video. In ACM",
			"      SIGGRAPH 2003 Video Review on Animation",
			"      theater Program: Part I - Vol. 145 (July 27-27,",
			"      2003). ACM Press, New York, NY, 4. https://doi.",
			"      org/10.1145/90417.90738",
			"[13]  Barack Obama. 2008. A more perfect union.",
			"      Video. Retrieved March 21, 2008 from the site."),
			[]string{"https://doi.org/10.1145/90417.90738"}},
		{"a line number in the margin", page(
			"401   [12] David Novak. 2003. Solder man. Video. In",
			"402        ACM SIGGRAPH 2003 Video Review on Anima-",
			"403        tion theater Program: Part I - Vol. 145 (July",
			"404        27-27, 2003). ACM Press, NY, 4. https://doi.",
			"405        org/10.1145/90417.90738",
			"406   [13] Barack Obama. 2008. A more perfect union.",
			"407        Video. Retrieved March 21, 2008 from the site."),
			[]string{"https://doi.org/10.1145/90417.90738"}},
		// Look-alikes.
		{"the next line starts farther left", page(
			"A:    [12] David Novak. 2003. Solder man. Video. In",
			"           ACM SIGGRAPH 2003 Video Review on Anima-",
			"           tion theater Program: Part I - Vol. 145",
			"           2003. ACM Press, NY, 4. https://doi.org/a/",
			"b/c.html is what the next entry of the list is",
			"           Barack Obama. 2008. A more perfect union.",
			"           Video. Retrieved March 21, 2008 from the site."),
			[]string{"https://doi.org/a/"}},
		{"a line number alone below", page(
			"      [12] David Novak. 2003. Solder man. Video. In",
			"           ACM SIGGRAPH 2003 Video Review on Anima-",
			"           tion theater Program: Part I - Vol. 145",
			"           2003. ACM Press, NY, 4. https://doi.org/a/",
			"593",
			"      [13] Barack Obama. 2008. A more perfect union.",
			"           Video. Retrieved March 21, 2008 from the site."),
			[]string{"https://doi.org/a/"}},
		{"a line number alone below, the column not indented", page(
			"David Novak. 2003. Solder man. Video. In ACM SIG-",
			"GRAPH 2003 Video Review on Animation theater Pro-",
			"gram: Part I - Vol. 145 (July 27-27, 2003). ACM",
			"Press, New York, NY, 4. See https://doi.org/a/",
			"593",
			"Barack Obama. 2008. A more perfect union. Video.",
			"Retrieved March 21, 2008 from the site, and more."),
			[]string{"https://doi.org/a/"}},
		{"one column, a double space after the URL", "The current version of the document is kept at https://x.example/a/  See\n" +
			"b/c.html for the older ones, which the group keeps as they were\n" +
			"when they were sent to the list of the group before each meeting.\n",
			[]string{"https://x.example/a/"}},
	} {
		got := all(t, c.text, Options{})
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q\n%s", c.name, got, c.want, c.text)
		}
	}
}

// TestTableColumn: URLs in a column of a table, as pdftotext -layout
// prints a table dblatex set (rule table-column, tableAt): a cell's text
// goes on on its next line at its column, whatever stands left of it, and
// a URL goes on there after a hyphen (dblatex's after "/", dropped; the
// URL's own, kept), or after "/", ".", … where the row goes on (its first
// cell blank). Real cases of renderer/tuned2/pdftotext-layout
// (LinuxCNC_Integrator_zh_CN.pdf) and of the HTML renderers' tuned2
// parts, and look-alikes where the model must join nothing.
func TestTableColumn(t *testing.T) {
	const head = " Manufacturer\n" +
		"         Model        Step      Step      Direction Direction Steps      Spec\n" +
		"                      Time      Space     Hold      Setup     on         Sheet\n"
	for _, c := range []struct {
		name, text string
		want       []string
	}{
		{"dblatex's hyphens after '/', text left of the column", head +
			" Leadshine Digital 7500         7500      20000     5000      Rising     http://leadshineusa.com/-\n" +
			" USA       DM422                                              Edge       UploadFile/-\n" +
			"           40V                                                           Down/-\n" +
			"           2.2A                                                          DM422m.pdf\n" +
			" Leadshine Digital 2500         2500      10000     5000      Rising     http://leadshineusa.com/-\n" +
			" USA       DM556                                              Edge       UploadFile/-\n" +
			"           50V                                                           Down/-\n" +
			"           5.6A                                                          DM556m.pdf\n",
			urls("http://leadshineusa.com/UploadFile/Down/DM422m.pdf", "http://leadshineusa.com/UploadFile/Down/DM556m.pdf")},
		{"the URL's own hyphens, nothing left of the column", head +
			" Hobbycnc Pro          2000     2000      2000      2000      ?          http://www.hobbycnc.com/-\n" +
			"          Chop-                                                          products/-\n" +
			"          per                                                            hobbycnc-\n" +
			"          Board                                                          pro-\n" +
			"                                                                         chopper-\n" +
			"                                                                         kits/\n" +
			" Keling      6852      1750     1750      10000     10000     Rising     http://www.kelinginc.net/-\n" +
			"                                                              Edge       kL-\n" +
			"                                                                         6852.pdf\n",
			urls("http://www.hobbycnc.com/products/hobbycnc-pro-chopper-kits/", "http://www.kelinginc.net/kL-6852.pdf")},
		{"after '/' where the row goes on", head +
			" Routout    2.5amp    200      1000      1000      ?         ?          http://www.routoutcnc.com/\n" +
			"            Stepper                                                     2-\n" +
			"            Driver                                                      5ampdriver.pdf\n" +
			" Intelligent IM483     1000     1000      1000      1000      Rising     http://www.imshome.com/-\n" +
			" Motion                                                       Edge       im483.html\n" +
			" System\n",
			urls("http://www.routoutcnc.com/2-5ampdriver.pdf", "http://www.imshome.com/im483.html")},
		{"a row's first cell marked with a '*' glued to its word, no bullet", head +
			" *Routout    2.5amp    200      1000      1000      ?         ?          http://www.routoutcnc.com/\n" +
			"             Stepper                                                     2-\n" +
			"             Driver                                                      5ampdriver.pdf\n" +
			" *IntelligentIM483     1000     1000      1000      1000      Rising     http://www.imshome.com/-\n" +
			" Motion                                                       Edge       im483.html\n" +
			" System\n",
			urls("http://www.routoutcnc.com/2-5ampdriver.pdf", "http://www.imshome.com/im483.html")},
		// Look-alikes.
		{"a cut host before the next row's URL", head +
			" Keling      4030      5000     5000      20000     20000     ?          http://www.\n" +
			" Keling      6852      1750     1750      10000     10000     Rising     http://www.kelinginc.net/\n" +
			"                                                              Edge       6852.pdf\n",
			urls("http://www", "http://www.kelinginc.net/6852.pdf")},
		{"after '/', the next row", head +
			" Wantai    DQ542MA 5050         5050      500       500       ?          http://www.wantmotor.com/\n" +
			" Motors                                                                  ProductsView.asp?id=257\n" +
			" Leadshine Digital 7500         7500      20000     5000      Rising     http://leadshineusa.com/\n",
			urls("http://www.wantmotor.com/", "http://leadshineusa.com/")},
		// renderer/tuned2/w3m vim-doc pi_vimball.html
		{"a column of whole URLs, one a row", "            Tool        Type       Free  Where\n" +
			"            7zip        tool       y     http://www.7-zip.org/\n" +
			"            Winzip      tool       n     http://www.winzip.com/downwz.htm\n" +
			"            cygwin      suite      y     http://www.cygwin.com/\n" +
			"            GnuWin32    suite      y     http://gnuwin32.sourceforge.net/\n" +
			"            MinGW       suite      y     http://www.mingw.org/\n",
			urls("http://www.7-zip.org/", "http://www.winzip.com/downwz.htm", "http://www.cygwin.com/", "http://gnuwin32.sourceforge.net/", "http://www.mingw.org/")},
		// renderer/tuned2/html2text gimp-help-en bibliography.html: lines
		// that happen to align after a sentence's two spaces
		{"sentences aligned", "[WKPD-SVG] Wikipedia - SVG.  https://en.wikipedia.org/wiki/\n" +
			"Scalable_Vector_Graphics .\n" +
			"[WKPD-URI] Wikipedia - URI.  https://en.wikipedia.org/wiki/\n" +
			"Uniform_Resource_Identifier .\n" +
			"[WKPD-URL] Wikipedia - URL.  https://en.wikipedia.org/wiki/\n" +
			"Uniform_Resource_Locator .\n",
			urls("https://en.wikipedia.org/wiki/Scalable_Vector_Graphics", "https://en.wikipedia.org/wiki/Uniform_Resource_Identifier", "https://en.wikipedia.org/wiki/Uniform_Resource_Locator")},
	} {
		var got []string
		s := NewScanner(strings.NewReader(c.text), Options{})
		for s.Scan() {
			u := s.URL()
			got = append(got, u.Text)
			if alts := alternatives(u); len(alts) > 0 && slices.Contains(c.want, alts[0]) && !slices.Contains(c.want, u.Text) {
				got[len(got)-1] = alts[0] // the other reading of a hyphen the URL kept
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: got %q, want %q\n%s", c.name, got, c.want, c.text)
		}
	}
}

// TestTableColumnGenerated: tables made here, of three to five columns of
// random widths and random cells (words of any printable ASCII byte but
// space; the first column's not starting with a quote's or comment's
// prefix, which computeMarker reads as one, but a third of them marked
// with a "*" glued to their word, which is no bullet), one column of URLs: a URL wider than its column is cut at every
// position it may be (dblatex's "-" after "/", after the URL's own "-",
// or after "/", ".", "_", "=", "&", "?", "#", "%", "~" with the row's first cell
// blank on the next line), its rest on the next line at the column, the
// cells of the other columns wrapped beside it or not. Every cut URL is
// found whole (or as the reading without the hyphen at the cut, the URL's
// own); every whole URL, in a column that holds no cut URL, is found as
// it is: nothing is joined to it from the next row.
func TestTableColumnGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(38, 28))
	const urlBytes = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/=&?#%"
	word := func(n int) string {
		var b strings.Builder
		for b.Len() < n {
			c := byte('!' + rng.IntN('~'-'!'+1))
			if c == ':' || c == '<' || c == '>' || c == '"' || c == '@' {
				continue // nothing that may start or hold a URL of its own
			}
			b.WriteByte(c)
		}
		return b.String()
	}
	label := func() string {
		var b strings.Builder
		for n := 2 + rng.IntN(6); b.Len() < n; {
			b.WriteByte(byte('a' + rng.IntN(26)))
		}
		return b.String()
	}
	genURL := func(min int) string {
		u := fmt.Sprintf("http://%s.%s/", label(), label())
		for len(u) < min || strings.ContainsAny(u[len(u)-1:], "-._~/=&?#%") {
			u += string(urlBytes[rng.IntN(len(urlBytes))])
		}
		return u
	}
	breaks := "/._=&?#%~"
	cases, cut, whole, starred := 0, 0, 0, 0
	for n := 0; n < 300; n++ {
		cols := 3 + rng.IntN(3)
		uc := 1 + rng.IntN(cols-1) // the URL column: not the first
		width := make([]int, cols)
		for i := range width {
			width[i] = 4 + rng.IntN(9)
		}
		width[uc] = 14 + rng.IntN(12)
		u := genURL(width[uc] + 4)
		// Every position the URL may be cut at, as a dblatex table cuts it.
		for p := len("http://") + 2; p < len(u)-1; p++ {
			first, rest := u[:p], u[p:]
			mode := ""
			switch {
			case u[p-1] == '/' && rng.IntN(2) == 0:
				first += "-" // dblatex's hyphen
				mode = "dblatex"
			case u[p-1] == '-' && u[p-2] != '/':
				// (the URL's own "/-" at a cut reads as dblatex's hyphen)
				mode = "own"
			case strings.IndexByte(breaks, u[p-1]) >= 0 && !strings.Contains(u[p-1:p+1], "//"):
				mode = "plain"
			default:
				continue
			}
			if len(first) > width[uc] || len(rest) > width[uc] {
				continue
			}
			others := []string{genURL(5), genURL(5)} // whole URLs in the rows around, each fits
			for i := range others {
				if len(others[i]) > width[uc] {
					others[i] = others[i][:width[uc]]
					for strings.ContainsAny(others[i][len(others[i])-1:], "-._~/=&?#%:") {
						others[i] = others[i][:len(others[i])-1]
					}
				}
			}
			var rows [][]string // lines of cells
			line := func(cells []string) {
				rows = append(rows, cells)
			}
			row := func(urlCell []string, firstLines int) {
				lines := max(len(urlCell), firstLines)
				for l := 0; l < lines; l++ {
					cells := make([]string, cols)
					for i := range cells {
						switch {
						case i == uc:
							if l < len(urlCell) {
								cells[i] = urlCell[l]
							}
						case i == 0:
							if l < firstLines {
								// Not a quote's or a comment's prefix
								// (computeMarker): "> ", "# ", "// ".
								cells[i] = strings.TrimLeft(word(1+rng.IntN(width[0])), ">|#*;/")
								if cells[i] == "" {
									cells[i] = "x"
								}
								if c := cells[i][0]; len(cells[i]) < width[0] && rng.IntN(3) == 0 &&
									('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
									// A "*" glued to the cell's word
									// (a footnote's mark, "*Routout"):
									// no bullet.
									cells[i] = "*" + cells[i]
									starred++
								}
							}
						case l == 0 || rng.IntN(2) == 0:
							cells[i] = word(1 + rng.IntN(width[i]))
						}
					}
					line(cells)
				}
			}
			header := make([]string, cols)
			for i := range header {
				header[i] = word(1 + rng.IntN(width[i]))
			}
			line(header)
			row([]string{others[0]}, 1+rng.IntN(2))
			firstLines := 1 + rng.IntN(2)
			if mode == "plain" {
				firstLines = 1 // the row's first cell blank on the next line
			}
			row([]string{first, rest}, firstLines)
			row([]string{others[1]}, 1)
			row([]string{"n/a"}, 1)
			var b strings.Builder
			for _, cells := range rows {
				var l strings.Builder
				l.WriteByte(' ')
				for i, c := range cells {
					if i == len(cells)-1 {
						l.WriteString(c)
						break
					}
					l.WriteString(c)
					l.WriteString(strings.Repeat(" ", width[i]+2-len(c)))
				}
				b.WriteString(strings.TrimRight(l.String(), " ") + "\n")
			}
			text := b.String()
			cases++
			found := map[string]bool{}
			s := NewScanner(strings.NewReader(text), Options{})
			for s.Scan() {
				found[s.URL().Text] = true
				for _, a := range alternatives(s.URL()) {
					found[a] = true
				}
			}
			if !found[u] {
				t.Errorf("%s cut at %d (%s): %q not found (found %v)\n%s", u, p, mode, u, found, text)
			}
			cut++
			for _, o := range others {
				if o != "" && !found[o] {
					t.Errorf("whole %q not found (found %v)\n%s", o, found, text)
				}
				whole++
			}
			if t.Failed() {
				return
			}
		}
	}
	if cut < 300 || whole < 600 || starred < 100 {
		t.Fatalf("%d tables, %d cut URLs, %d whole, %d first cells marked with a glued \"*\": too few", cases, cut, whole, starred)
	}
	t.Logf("%d tables, %d cut URLs, %d whole URLs, %d first cells marked with a glued \"*\"", cases, cut, whole, starred)
}
