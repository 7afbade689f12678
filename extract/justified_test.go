package extract

import (
	"strings"
	"testing"
)

// firstReadings scans text and returns the first URL whose text starts
// with prefix, and its other reading (URL.Uncertain), or "" and "".
func firstReadings(t *testing.T, text, prefix string) (first, other string) {
	t.Helper()
	sc := NewScanner(strings.NewReader(text), Options{})
	for sc.Scan() {
		if u := sc.URL(); strings.HasPrefix(u.Text, prefix) {
			return u.Text, u.Uncertain
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return "", ""
}

// TestJustifiedSegment: rule justified-segment, a URL that TeX broke where
// its line of justified text is full and whose next word justified-cut
// does not take, as pdftotext prints it: the readings the rule makes, the
// more likely first, on the tuned part's cases, and what it leaves alone
// in text of other kinds (/usr/share/doc, the Go tree) that looks like it.
func TestJustifiedSegment(t *testing.T) {
	const ulqda = "10532, USA: Aldine De Gruyter, 1967. ISBN-10: 0-202-30260-1.\n[3] A. Strauss and J. Corbin, eds., Grounded Theory in Practice. 2455 Teller Road,\nThousand Oaks, California 91320, USA: Sage Publications, 1997. ISBN-10: 07619-0748-3.\n[4] E. R. Gansner and S. C. North, “An open graph visualization system and\nits applications to software engineering,” Software - Practice and Experience,\nvol. 30, pp. 1203–1233, 1999.\n[5] K. M. Fauske, “dot2text – A GraphViz to LATEX converter,” 2006. available:\nhttp://www.fauskes.net/code/dot2tex/ [accessed 2009-03-02 17h31.\n[6] B. Appleton, “The LoRD Principle – Locality breeds Maintainability,” Portland Patterns Repository wiki, 1997. available: http://c2.com/cgi/wiki?\nLocalityOfReferenceDocumentation [accessed 2009-05-14 10h03].\n[7] J. Hefferon, “LATEX goes with the flow,” The PracTEX Journal, no. 1,\n2008. available http://www.tug.org/pracjourn/2008-1/hefferon/ [accessed 2009-03-02 17h51].\n\n" // renderer/pdftotext ulqda.pdf
	for _, c := range []struct {
		name, text, prefix, want, other string
	}{
		// after "/": words joined by "-", three, or two in CamelCase, go on
		{"refman.pdf (three words)", "The address-space limit is 2Gb under 32-bit Windows unless the OS\u2019s default has been changed to\nallow more (up to 3Gb). See https://docs.microsoft.com/en-gb/windows/desktop/Memory/\nphysical-address-extension and https://docs.microsoft.com/en-gb/windows/desktop/\nMemory/4-gigabyte-tuning. Under most 64-bit versions of Windows the limit for a 32-bit build\nof R is 4Gb: for the oldest ones it is 2Gb. The limit for a 64-bit build of R (imposed by the OS) is\n",
			"https://docs.microsoft.com/en-gb/windows/desktop/Memory/", "https://docs.microsoft.com/en-gb/windows/desktop/Memory/physical-address-extension", "https://docs.microsoft.com/en-gb/windows/desktop/Memory/"},
		{"euproposal.pdf (CamelCase)", "The euproposal and eureporting classes and the eupdata package are distributed under the\nterms of the LaTeX Project Public License from CTAN archives in directory macros/latex/base/lppl.txt.\nEither version 1.0 or, at your option, any later version. The CTAN archive always contains\nthe latest stable version, the development version can be found at https://github.com/KWARC/\nLaTeX-proposal. For bug reports please use the sTeX TRAC at https://github.com/KWARC/\nLaTeX-proposal/issues.\n",
			"https://github.com/KWARC/", "https://github.com/KWARC/LaTeX-proposal", "https://github.com/KWARC/"},
		// after "/": a word of small letters and a stop goes on, the ended
		// reading kept; before more words it ends, the joined one kept
		{"asmeconf-template.pdf (a word and a stop)", "[13] Sharpe, Michael. “The mathalfa Package.” Version 1.10.\nComprehensive TEX Archive Network (2018). Accessed\nApril 27, 2019, URL https://ctan.org/pkg/mathalfa.\n[14] Tolušis, Sigitas. “The flushend Package.” Version 3.3.\nComprehensive TEX Archive Network (2017). Accessed\nOctober 1, 2019, URL https://www.ctan.org/pkg/flushend.\n[15] Böttcher, Stephan I. and Lück, Uwe. “lineno.sty: A LATEX\nPackage to Attach Line Numbers to Paragraphs.” Version\n4.41. Comprehensive TEX Archive Network (2005). Accessed August 17, 2019, URL https://www.ctan.org/pkg/\nlineno.\n[16] van Oostrum, Piet. “The fancyhdr and extramarks Packages.” Version 3.10. Comprehensive TEX Archive Network (2019). Accessed August 17, 2019, URL https:\n//www.ctan.org/pkg/fancyhdr.\n[17] Smith, Robert. “Conformal Lubricated Contact of Cylindrical Surfaces Involved in a Steady Motion.” Master’s Thesis,\n",
			"https://www.ctan.org/pkg/l", "https://www.ctan.org/pkg/lineno", "https://www.ctan.org/pkg/"},
		// after "/": a word of small letters ends, the joined reading kept
		{"standalone.pdf (small letters)", "This bundle is released on the comprehensive TEX archive network (CTAN) under\nhttps://ctan.org/pkg/standalone. Any modern LATEX distribution should pick it\nfrom there automatically, though. CTAN now allows votes and comments on\npackages and such feedback is very welcome.\nThe source code of this bundle is hosted on Github under https://github.com/\nMartinScharrer/standalone. The ticket system there should be used to report bugs\nor request new features: https://github.com/MartinScharrer/standalone/issues.\nUser which need help with should search for an existing solution on the\nsite TeX.Stackexchange.com: https://tex.stackexchange.com/questions/tagged/\nstandalone or post a new question: https://tex.stackexchange.com/questions/\nask?tags=standalone. The bundle author is an active user on TeX.SE but other\nusers might help as well.\n\n",
			"https://tex.stackexchange.com/questions/tagged/", "https://tex.stackexchange.com/questions/tagged/", "https://tex.stackexchange.com/questions/tagged/standalone"},
		{"shtthesis-user-guide.pdf (before an ideograph)", "非官方 LATEX 模板。目前版本（v0.3.3）提供了本科、硕士和博士学位论文排版\n选项，且能够自动生成用于盲审的匿名版以及最终提交的打印版论文。\n本文档将尽量详细地阐释 shtthesis 的使用方法和技巧。同时本文档直接使\n用 shtthesis 排版，其源代码文件 shtthesis-user-guide.tex 也可以作为一个实际样\n例以供读者参考使用。\n目前 shtthesis 已试验性地加入对本科学位论文的支持，但仍亟需有上海\n科技大学本科论文排版经验的同学参与到 shtthesis 项目中。我们也计划将该\n使用说明和模板文件 shtthesis.cls 使用 DocStrip 统一重构，并逐步向 LATEX3 迁\n移。我们非常希望得到用户宝贵的反馈和建议，若您有意为 shtthesis 贡献 issues 和 pull requests，请移步至项目主页 https://github.com/lirundong/\nshtthesis。\n\n文档排版样式说明\n本文档针对各部分不同内容使用不同的排版样式：文档正文使用宋体和英文\n",
			"https://github.com/lirundong/", "https://github.com/lirundong/shtthesis", "https://github.com/lirundong/"},
		// after "?": a wiki's page in CamelCase goes on
		{"ulqda.pdf (after ?)", ulqda,
			"http://c2.com/", "http://c2.com/cgi/wiki?LocalityOfReferenceDocumentation", "http://c2.com/cgi/wiki"},
		// after "?": a word of small letters is no wiki's page, no other
		// reading (ulqda.pdf's entry with another word: review36)
		{"ulqda.pdf (after ?, no CamelCase)", strings.Replace(ulqda, "LocalityOfReferenceDocumentation [accessed", "locality [accessed", 1),
			"http://c2.com/", "http://c2.com/cgi/wiki", ""},
		// after a letter: the last letters of a cut word ending an entry
		// end, the joined reading kept (no indentation shows the entry
		// hanging, TestHangingReferences)
		{"wheelchart.pdf (tail)", "[2] Jens-Uwe Morawski, piechartMP, Manual for Preliminary Version, https://ctan.org/pkg/piechar\ntmp, 2002.\n[3] Dominique Rodriguez, Michael Sharpe, Herbert Voß, pstricks-add additionals Macros for pstricks,\nManual for version 3.92, https://ctan.org/pkg/pstricks-add, 2021.\n[4] Nicola L.C. Talbot, User Manual for datatool bundle version 2.32, https://ctan.org/pkg/datatool,\n2019.\n[5] Till Tantau, The Ti kZ and pgf Packages, Manual for version 3.1.9a, https://ctan.org/pkg/pgf,\n2021.\n[6] Yuan Xu, Drawing Pie Chart by using pgf-pie, Manual for version 0.6, https://ctan.org/pkg/pgf-p\nie, 2021.\n\n",
			"https://ctan.org/pkg/pgf-", "https://ctan.org/pkg/pgf-p", "https://ctan.org/pkg/pgf-pie"},
		{"sample-acmsmall-biblatex.pdf (tail)", "4555. doi: 99.9999/woot07-S422.\nBarack Obama. Mar. 2008. A more perfect union. Video. (Mar. 2008). Retrieved March 21, 2008 from http://video.google.com\n/videoplay?docid=6528042696351994555.\nPoker-Edge.Com. Mar. 2006. Stats and Analysis. (Mar. 2006). Retrieved June 7, 2006 from http://www.poker-edge.com/stats.p\nhp.\nBernard Rous. July 2008. \u201cThe Enabling of Digital Libraries.\u201d Digital Libraries, 12, 3, Article Article 5, (July 2008). To appear.\n",
			"http://www.poker-edge.com/", "http://www.poker-edge.com/stats.p", "http://www.poker-edge.com/stats.php"},
		{"pst-hsb-doc.pdf (tail before \" , 1993.\")", "Press, 1998.\n[4] Nikolai G. Kollock. PostScript richtig eingesetzt: vom Konzept zum praktischen Einsatz. Vaterstetten: IWT,\n1989.\n[5] Frank Mittelbach and Michel Goosens et al. The LATEX Companion. 2nd ed. Boston: Addison-Wesley Publishing Company, 2004.\n[6] Herbert Voß. PSTricks Grafik für TEX und LATEX. 7th ed. Heidelberg/Berlin: DANTE and Lehmanns, 2016.\n[7] Herbert Voß. PSTricks Graphics for LATEX. 1st ed. Cambridge: UIT, 2011.\n[8] Timothy Van Zandt. multido.tex - a loop macro, that supports fixed-point addition. CTAN:/graphics/pstric\nks/generic/multido.tex , 1997.\n[9] Timothy Van Zandt. PSTricks - PostScript macros for generic TEX. http://www.tug.org/application/PSTric\nks , 1993.\n[10] Timothy Van Zandt and Denis Girou. “Inside PSTricks”. In: TUGboat 15 (Sept. 1994), pp. 239–246.\n",
			"http://www.tug.org/", "http://www.tug.org/application/PSTric", "http://www.tug.org/application/PSTricks"},
		// Where the rules after join, they decide, with no other reading:
		// a word and a stop (word-then-stop), renderer/w3m debian-handbook
		// sect.dist-upgrade.html.
		{"sect.dist-upgrade.html (word-then-stop)", "لاستباق بعض هذه المشاكل، يمكنك تثبيت الحزمة apt-listchanges، التي تعرض معلومات\nعن المشاكل المحتملة في بداية تحديث كل حزمة. يجمع مشرفو الحزم هذه المعلومات\nويقدمونها للمستخدمين في ملفات /usr/share/doc/package/NEWS.Debian. يجب أن تساعدك\nقراءة هذه الملفات (ربما من خلال apt-listchanges) على تفادي المفاجآت السيئة.\nYou might sometimes find that the new version of a software doesn't work at\nall. This generally happens if the application isn't particularly popular and\nhasn't been tested enough; a last-minute update can also introduce regressions\nwhich are only found after the stable release. In both cases, the first thing\nto do is to have a look at the bug tracking system at https://bugs.debian.org/\npackage, and check whether the problem has already been reported. If this is\ncase, it will be also listed before the upgrade begins if you have apt-listbugs\ninstalled. If it hasn't, you should report it yourself with reportbug. If it is\nalready known, the bug report and the associated messages are usually an\nexcellent source of information related to the bug:\n\n",
			"https://bugs.debian.org/", "https://bugs.debian.org/package", ""},
		// A line that ends short of the body is no full line: the URL
		// ends there, no other reading (the copyright below, its line
		// made short).
		{"copyright (short line)", " Permission is hereby granted, free of charge, to any person obtaining a copy of\n this software and associated documentation files (the \"Software\"), to deal in\n the Software without restriction, including without limitation the rights to\n use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies\n of the Software, and to permit persons to whom the Software is furnished to do\n so, subject to the following conditions:\n .\n The above copyright notice including the dates of first publication and either\n a reference to http://oss.sgi.com/projects/FreeB/\n shall be included in all copies or substantial portions of the Software.\n .\n THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND,\n EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES\n",
			"http://oss.sgi.com/", "http://oss.sgi.com/projects/FreeB/", ""},
		// Look-alikes from /usr/share/doc and the Go tree.
		// A stopword after "/" is prose: no other reading (standalone.pdf's
		// line above without the page's name).
		{"stopword", "This bundle is released on the comprehensive TEX archive network (CTAN) under\nhttps://ctan.org/pkg/standalone. Any modern LATEX distribution should pick it\nfrom there automatically, though. CTAN now allows votes and comments on\npackages and such feedback is very welcome.\nThe source code of this bundle is hosted on Github under https://github.com/\nMartinScharrer/standalone. The ticket system there should be used to report bugs\nor request new features: https://github.com/MartinScharrer/standalone/issues.\nUser which need help with should search for an existing solution on the\nsite TeX.Stackexchange.com: https://tex.stackexchange.com/questions/tagged/\nor post a new question: https://tex.stackexchange.com/questions/\nask?tags=standalone. The bundle author is an active user on TeX.SE but other\nusers might help as well.\n\n",
			"https://tex.stackexchange.com/questions/tagged/", "https://tex.stackexchange.com/questions/tagged/", ""},
		// A field's name that starts the next line of a Debian copyright
		// file (alsa-topology-conf's).
		{"copyright header (a field)", "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\nUpstream-Name: alsa-topology-conf\nUpstream-Contact: Jarsolav Kysela <perex@suse.cz>\nSource: ftp://ftp.alsa-project.org/pub/lib\nComment: This package was debianised by Jordi Mallach.\n         It is maintained by the participants in\n         the alsa-team project at salsa.debian.org.\n\nFiles: *\nCopyright: 2019-2020 Advanced Linux Sound Architecture (ALSA) project\nLicense: BSD-3-clause\n\nFiles: debian/*\nCopyright: 2020 Debian ALSA Maintainers\nLicense: BSD-3-clause\n\n",
			"https://www.debian.org/", "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/", ""},
		// The last letters of a word end an entry; a longer word is a
		// note ("online.", sample-acmsmall-biblatex.pdf's entry above with
		// its URL whole), and so is one that more prose follows: both
		// end there, no tail's reading (word-rest keeps the joined one
		// after a word alone and a stop, TestWordRest).
		{"entry's note (longer than a tail)", "4555. doi: 99.9999/woot07-S422.\nBarack Obama. Mar. 2008. A more perfect union. Video. (Mar. 2008). Retrieved March 21, 2008 from http://video.google.com\n/videoplay?docid=6528042696351994555.\nPoker-Edge.Com. Mar. 2006. Stats and Analysis. (Mar. 2006). Retrieved June 7, 2006 from http://www.poker-edge.com/stats\nonline.\nBernard Rous. July 2008. “The Enabling of Digital Libraries.” Digital Libraries, 12, 3, Article Article 5, (July 2008). To appear.\n",
			"http://www.poker-edge.com/", "http://www.poker-edge.com/stats", "http://www.poker-edge.com/statsonline"},
		{"entry's prose (no entry's end)", "4555. doi: 99.9999/woot07-S422.\nBarack Obama. Mar. 2008. A more perfect union. Video. (Mar. 2008). Retrieved March 21, 2008 from http://video.google.com\n/videoplay?docid=6528042696351994555.\nPoker-Edge.Com. Mar. 2006. Stats and Analysis. (Mar. 2006). Retrieved June 7, 2006 from http://www.poker-edge.com/stats\nhere, as the site says, they are kept there for a year.\nBernard Rous. July 2008. “The Enabling of Digital Libraries.” Digital Libraries, 12, 3, Article Article 5, (July 2008). To appear.\n",
			"http://www.poker-edge.com/", "http://www.poker-edge.com/stats", ""},
		// A URL that starts its line is no URL set in running text
		// (texlive-doc hrefhide's README.gz: "ftp://…/pagesLTS/" over
		// "corresponds to").
		{"README (a URL alone on its line)", "printing the document.\nFurther the commands \\hycon and \\hycoff (hyper-colour-on/off) can be used\nto simulate switching option ocgcolorlinks of hyperref package on and off.\n\n\n2 DOWNLOAD\n==========\n\n`hrefhide' is available on CTAN:\n  CTAN:macros/latex/contrib/hrefhide/\n\nAlso a ZIP file is provided that contains the files, already\nsorted in a TDS tree (should become available on CTAN soon):\n  CTAN:install/macros/latex/contrib/hrefhide.tds.zip\n\n`CTAN:' means one of the `Comprehensive TeX Archive Network'\nnodes or one of its mirrors. This is explained in\n  http://www.tex.ac.uk/cgi-bin/texfaq2html?label=archives\n\nThe CTAN stuff will be mirrored automatically from the\nftp server, so\n  ftp://ftp.tug.org/pub/tex/pagesLTS/\ncorresponds to\n  CTAN:macros/latex/contrib/pagesLTS/\n\n\n3 INSTALLATION\n==============\n\nInstallation with ZIP file in TDS format\n----------------------------------------\nThe ZIP file `hrefhide.tds.zip' contains the files sorted\nin a TDS tree. Thus you can directly unpack the ZIP file\ninside a TDS tree.\n(See CTAN:tds.zip for an explanation of TDS.)\n",
			"ftp://ftp.tug.org/", "ftp://ftp.tug.org/pub/tex/pagesLTS/", ""},
		// Two words joined by "-" after "/" end first: a ChangeLog's
		// entry (git's changelog.gz).
		{"git changelog (two words)", "      Documentation: HTTP needs update-server-info.\n      Remove misguided branch disambiguation.\n      Revert \"refs.c: off-by-one fix.\"\n      Revert \"We do not like \"HEAD\" as a new branch name\"\n      Revert \"get_sha1_basic(): corner case ambiguity fix\"\n      fetch-pack: -k option to keep downloaded pack.\n      clone-pack: remove unused and undocumented --keep flag\n      Documentation: typos and small fixes in \"everyday\".\n      howto/using-topic-branches: Recommend public URL git://git.kernel.org/\n      rev-list --objects: fix object list without commit.\n      Documentation: stdout of update-hook is connected to /dev/null\n      Remove generated files */*.py[co]\n      Remove unused cmd-rename.sh\n",
			"git://git.kernel.org/", "git://git.kernel.org/", "git://git.kernel.org/rev-list"},
		// A word of prose after "/" ends first (libglu1-mesa's copyright).
		{"copyright (prose)", " Permission is hereby granted, free of charge, to any person obtaining a copy of\n this software and associated documentation files (the \"Software\"), to deal in\n the Software without restriction, including without limitation the rights to\n use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies\n of the Software, and to permit persons to whom the Software is furnished to do\n so, subject to the following conditions:\n .\n The above copyright notice including the dates of first publication and either\n this permission notice or a reference to http://oss.sgi.com/projects/FreeB/\n shall be included in all copies or substantial portions of the Software.\n .\n THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND,\n EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES\n",
			"http://oss.sgi.com/", "http://oss.sgi.com/projects/FreeB/", "http://oss.sgi.com/projects/FreeB/shall"},
		// A host alone before a short word (git-config.txt): no tail.
		{"git-config (host alone)", "RESET=$(git config --get-color \"\" \"reset\")\necho \"${WS}your whitespace color or blue reverse${RESET}\"\n------------\n\nFor URLs in `https://weak.example.com`, `http.sslVerify` is set to\nfalse, while it is set to `true` for all others:\n\n------------\n% git config --type=bool --get-urlmatch http.sslverify https://good.example.com\ntrue\n% git config --type=bool --get-urlmatch http.sslverify https://weak.example.com\nfalse\n% git config --get-urlmatch http https://weak.example.com\n",
			"https://good.example.com", "https://good.example.com", ""},
		// A short word that ends no entry ("cd .." in a script of the Go tree).
		{"script (no entry's end)", "svn propset svn:date 2017-09-22T16:56:16.665173Z --revprop -r3\n\nsvn add tiny\nsvn commit -m 'add tiny'\nsvn propset svn:author rsc --revprop -r4\nsvn propset svn:date 2017-09-27T17:48:18.350817Z --revprop -r4\n\ncd git-README-only\ngit remote set-url origin https://vcs-test.golang.org/git/README-only\ncd ..\nreplace 'vcs-test.swtch.com' 'vcs-test.golang.org' other/pkg.go\nreplace 'vcs-test.swtch.com' 'vcs-test.golang.org' pkg.go\nsvn commit -m 'move from vcs-test.swtch.com to vcs-test.golang.org'\n",
			"https://vcs-test.golang.org/git/README-only", "https://vcs-test.golang.org/git/README-only", ""},
	} {
		first, other := firstReadings(t, c.text, c.prefix)
		if first != c.want || other != c.other {
			t.Errorf("%s: got %q (other %q), want %q (other %q)", c.name, first, other, c.want, c.other)
		}
	}
}

// TestHostCutLabel: host-cut reads a word that ends in ":" after a host
// cut at its "." as the host's last label and a port only where digits
// follow the ":" or the word holds a dot; a word of no dot and a ":" is a
// field's label after a full stop (renderer/pdftotext
// quantum-bibliographystyle-demo.pdf), not the host's rest.
func TestHostCutLabel(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"website references\n[1] The Wiki-authors. \u201cWikipedia\u201d. url: https:\n//wikipedia.com. code: wikimedia/mediawiki. Appearances:\n[2] \u201cWikipedia\u201d. url: https://wikipedia.com.\ncode: wikimedia/mediawiki. Appearances:\n[3] The Wiki-authors. \u201cWikipedia\u201d. url: https:\n//wikipedia.com. Appearances:\n[4] \u201cWikipedia\u201d. url: https://wikipedia.com.\nAppearances:\n",
			"https://wikipedia.com https://wikipedia.com https://wikipedia.com https://wikipedia.com"},
		// renderer/pdftotext R-data.pdf: a host with a dot goes on
		{"Driver Manager such as unixODBC (http://www.unixODBC.org) or iOBDC (http://www.\niODBC.org: this is pre-installed in macOS) and an installed driver for your database system.\n",
			"http://www.unixODBC.org http://www.iODBC.org"},
		// a port after the ":"
		{"The proxy of the department listens at http://proxy.\ncs:3128 for the machines of the lab.\n", "http://proxy.cs:3128"},
	} {
		if got := strings.Join(all(t, c.text, Options{}), " "); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestQueryField: rule query-field, a URL cut after "?" before a word that
// starts with a field's name and "=" (TeX breaks \\url after "?"; a URL
// hardly ends in an empty query), and what it leaves alone.
func TestQueryField(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		// renderer/pdftotext refman.pdf, draftfigure.pdf (cut-in-word ended them)
		{"we can use double quotes provided it does not contain dollar or backquote (and we need to escape\nbackslash, exclamation mark and double quote). As a last resort, we need to split the string into\npieces not containing single quotes (some may be empty) and surround each with single quotes, and\nthe single quotes with double quotes.\nIn Windows, command line interpretation is done by the application as well as the shell. It\nmay depend on the compiler used: Microsoft’s rules for the C run-time are given at https:\n//docs.microsoft.com/en-us/cpp/c-language/parsing-c-command-line-arguments?\nview=msvc-160. It may depend on the whim of the programmer of the application: check its\ndocumentation. The type = \"cmd\" prepares the string for parsing as an argument by the Microsoft’s\n", "https://docs.microsoft.com/en-us/cpp/c-language/parsing-c-command-line-arguments?view=msvc-160"},
		{"• “Private” installations of files\n\n1 Website: http://www.miktex.org.\n2 Website: http://www.tug.org/texlive.\n4 If you don’t know what that is, have a look at http://www.tex.ac.uk/cgi-bin/texfaq2html?\nlabel=tds or http://mirror.ctan.org/tds/tds.html.\n", "http://www.miktex.org http://www.tug.org/texlive http://www.tex.ac.uk/cgi-bin/texfaq2html?label=tds http://mirror.ctan.org/tds/tds.html"},
		// a question, a word with no field's name before "=", no path
		{"Have you read the list of answers at https://www.example.org/faq?\nIt says = is the sign to use.\n", "https://www.example.org/faq"},
		{"Is the page at https://www.example.org/a/b?\n=> yes, it is.\n", "https://www.example.org/a/b"},
		{"Was it https://www.example.org?\nlabel=tds is the field.\n", "https://www.example.org"},
	} {
		if got := strings.Join(all(t, c.text, Options{}), " "); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestPathRest: rule path-rest, a URL cut after "/" before a word that
// reads as the rest of its path, where the word did not fit on the line
// (a narrow column), and what it leaves alone.
func TestPathRest(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		// renderer/pdftotext tb101parashchenko.pdf (short-line ended it)
		{"[2] W3C. Extensible stylesheet language\n(XSL), version 1.0. W3C recommendation\n15 Oct 2001. http://www.w3.org/TR/2001/\nREC-xsl-20011015/, 2001.\n[3] Victor Eijkhout. TEX by Topic: A TEXnician’s\nReference. Addison-Wesley, 1992.\n[4] Simon Fear. Publication quality tables in LATEX.\n", "http://www.w3.org/TR/2001/REC-xsl-20011015/"},
		// words of letters joined by one "/": prose
		{"[2] W3C. Extensible stylesheet language\n(XSL), version 1.0. W3C recommendation\n15 Oct 2001. http://www.w3.org/TR/2001/\ninput/output, 2001.\n[3] Victor Eijkhout. TEX by Topic: A TEXnician’s\nReference. Addison-Wesley, 1992.\n[4] Simon Fear. Publication quality tables in LATEX.\n", "http://www.w3.org/TR/2001/"},
		// a word that would have fitted on the line: the writer ended it
		{"[2] W3C. Extensible stylesheet language (XSL), version 1.0, the whole of it.\nThe recommendation of the consortium is dated and kept at its own site:\n15 Oct 2001. http://www.w3.org/TR/2001/\nREC-xsl-20011015/, 2001.\n[3] Victor Eijkhout. TEX by Topic: A TEXnician\u2019s Reference, the book.\nReference. Addison-Wesley, 1992, and its later editions on the net, too.\n[4] Simon Fear. Publication quality tables in LATEX, the booktabs package.\n", "http://www.w3.org/TR/2001/"},
		// at the edge: the word and its space one column wider than the
		// fill (the widest line, "[4] …, 2007") did not fit; as wide, it
		// would have (review36)
		{"[2] W3C. Extensible stylesheet language\n(XSL), version 1.0. W3C recommendation\n15 Oct 2001. http://www.w3.org/TR/2001/\nREC-xsl-20011015/, 2001.\n[3] Victor Eijkhout. TEX by Topic: A TEXnician’s\nReference. Addison-Wesley, 1992.\n[4] Simon Fear. Publication quality tables in LATEX, 2007\n", "http://www.w3.org/TR/2001/REC-xsl-20011015/"},
		{"[2] W3C. Extensible stylesheet language\n(XSL), version 1.0. W3C recommendation\n15 Oct 2001. http://www.w3.org/TR/2001/\nREC-xsl-20011015/, 2001.\n[3] Victor Eijkhout. TEX by Topic: A TEXnician’s\nReference. Addison-Wesley, 1992.\n[4] Simon Fear. Publication quality tables in LATEX, 2007.\n", "http://www.w3.org/TR/2001/"},
		// no text around to tell the fill ("see …/a/" and "b/c.html")
		{"see https://x.example/a/\nb/c.html", "https://x.example/a/"},
	} {
		if got := strings.Join(all(t, c.text, Options{}), " "); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestDigitsCut: rule digits-cut, a number of a URL (a query field's value,
// a path's last segment) cut at the margin, its rest three digits or more
// and a stop on the next line; and what it leaves alone: a year, a list's
// number, a listing's line number, a number before more digits.
func TestDigitsCut(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		// renderer/pdftotext acmart sample-sigconf-biblatex.pdf, letgut-code.pdf (tuned2), why3 manual.pdf (tuned2)
		{"York, NY, (Mar. 2003), 4. http://video.google.com/videoplay?docid=6528042696\n351994555. doi: 99.9999/woot07-S422.\n", "http://video.google.com/videoplay?docid=6528042696351994555"},
		{"footnote marks separated by commas). See https://tex.stackexchange.com/a/62\n091.\n\\let\\__letgut_next_token\\relax\n", "https://tex.stackexchange.com/a/62091"},
		{"Springer-Verlag. URL: http://dl.acm.org/citation.cfm?id=2032305.\n2032319.\n", "http://dl.acm.org/citation.cfm?id=2032305.2032319"},
		// look-alikes
		{"The issue is https://example.org/issues/12\n2019. It was closed then.\n", "https://example.org/issues/12"},
		{"The issues are https://example.org/issues/12\n13. Next item of the list\n", "https://example.org/issues/12"},
		{"591 %-https://tex.stackexchange.com/a/339516/98739\n592 %\n", "https://tex.stackexchange.com/a/339516/98739"},
		{"see https://example.org/a/62.\n091. is a number\n", "https://example.org/a/62"},
		{"see https://example.org/a/page\n091. is a number\n", "https://example.org/a/page"},
	} {
		if got := strings.Join(all(t, c.text, Options{}), " "); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// TestDigitsCutShortLine (review38): digits-cut joins a next line's
// number only where the URL's line was cut at the margin; a URL line that
// stops well short of the next line (the next word would have fitted) is
// no margin cut.
func TestDigitsCutShortLine(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"See https://bugs.example.org/?id=101\n102, 103 and 104 are duplicates of it, all the same crash in the\ntokenizer's state machine.\n", "https://bugs.example.org/?id=101"},
		{"The patch is at http://example.com/patches/42\n100. Then run make and install it as the manual's chapter says it.\n", "http://example.com/patches/42"},
	} {
		if got := strings.Join(all(t, c.text, Options{}), " "); got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
