#!/usr/bin/env python3
"""renderers.py: the corpora of HTML and PDF renderers (TestRenderedCorpora).

Real documents installed by Debian -doc packages, rendered to text as
people read them in a terminal (HTML mail shown through w3m, lynx or
html2text; PDFs read by pdftotext), each with its truth taken from the
markup, not from any extractor:

  HTML   the links (<a href>) whose text is their own absolute URL: what
         the renderer prints is the URL, and where it ends is the markup's
         (w3m, lynx and html2text print a link's text, not its target);
  PDF    the URI link annotations (pdfinfo -url) whose URL is printed on
         the page: hyperref's \\url and \\href{URL}{URL}.

A URL of the truth must be printed in the rendered text as it is, perhaps
broken over lines (a line break, the indentation around it, and a hyphen
before it, are allowed between any two of its characters; in a PDF's text
also a page's end, its foot and the next page's head, PAGE_BREAK), starting after
a byte that is no part of a word and ending at a line end or before a byte
that cannot go on a URL on the same line; one that is not printed so (the
renderer changed it) is left out. A link inside an HTML table may also be
printed broken inside its cell (printed_in_cells, coltruth): w3m and
html2text, and lynx in a narrow table, fill a cell's text within its
column, so that its pieces stand on lines one after the other at the
cell's left edge, the other cells' text between them.
In a PDF's text a URL also starts after, and ends before, a character of
STOP (full-width punctuation, an ideograph, a bidirectional mark), and in
pdftotext -layout's it may also be broken at the edge of its column on a
page of two columns (COLUMN_BREAK); an annotation holding a character no
URI holds (a Windows path) is no URL.

URLs printed but not in the truth (text of the page that is a URL but no
link, a link whose text is another URL) are "neutral": the test counts
them neither as found nor as false when found exactly as printed. They are
taken, for HTML, from the text of the markup (DOM text nodes, which no
renderer has broken), and, for PDF, from the lines of the text (see
pdf_neutral: both readings of one a line break may cut, in pdftotext
-layout's text also of one broken at its column's edge where the PDF's
text flow goes on there, none that is the first line of a URL of the truth
printed from there).

Each document's key is its source without language or page variants
(debian-handbook/<lang>/x.html is debian-handbook/x.html): the test keeps
the documents whose key hashes (FNV-1a 32) to 0, 1 or 2 modulo 10 out of
tuning, so that every translation of a chapter, and every rendering of it,
is on one side.

The rendered text is trimmed to the lines within 8 of one that may hold a
URL (a scheme's colon before a byte that is no space, or, in a PDF, a part
of a URL of the truth as printed), to keep the corpus
small: what is dropped holds no URL, and the extractor looks no farther
than 8 lines around a line break. A run of lines dropped leaves one blank
line. Output: OUTDIR/<renderer>.jsonl.gz, one JSON object per
document: {"doc", "source", "package", "version", "truth", "neutral", "text"}.

Usage: renderers.py OUTDIR [html|pdf|fresh|fresh2|corpus3|corpus5 [html|pdf] [tuned3|kept3]|corpus6 [html|pdf]|corpus7 [html|pdf]|corpus8 [html|pdf]|corpus9 [html|pdf]|corpus10 [html|pdf]|corpus11 [html|pdf]|corpus12 [html|pdf]|retruth INDIR [PART...]|reneutral INDIR [PART...]]   (all but fresh2, corpus3, corpus5 and retruth by default)

fresh makes OUTDIR/fresh/RENDERER.jsonl.gz only, the fresh set (FRESH,
FRESH_HTML): it reads the PDFs of the corpora before (to leave out a
fresh PDF whose text is one of theirs) but writes none of their files.
fresh2 makes OUTDIR/fresh2/RENDERER.jsonl.gz only, the second fresh set
(FRESH2_HTML, FRESH2_PDF), from packages unpacked, not installed
(RENDER_ROOT=DIR, RENDER_DEBS=DIR of their .deb files); it reads the
files of the corpora before in OUTDIR, and writes none of them.
corpus3 makes OUTDIR/tuned2/RENDERER.jsonl.gz and OUTDIR/kept2/RENDERER.jsonl.gz
only, the third set split by package (CORPUS3_HTML, CORPUS3_PDF,
corpus3_part), from packages unpacked as fresh2's are.
retruth INDIR makes the truth and the neutral URLs of the HTML renderers'
files of INDIR (renderer/ and its parts) again by these rules, from the
pages' markup, in each record's text as it is (no page is rendered
again), into OUTDIR; with PARTs (tuned3, kept2, "." for renderer/'s own
files, ...), only those parts'.
reneutral INDIR makes the neutral URLs of the PDF renderers' files of
INDIR (renderer/ and its parts) again by pdf_neutral, from each record's
text and truth as they are, into OUTDIR; with PARTs, only those
parts'.
"""
import bisect, collections, functools, glob, gzip, hashlib, html.parser, io, json, os, random, re, subprocess, sys, tempfile, unicodedata

# The command line's OUTDIR and what to make; imported (gen_html.py,
# arabtruth.py, split_set_check.py), nothing is rendered, and OUT is None
# unless the importer sets sys.argv first.
OUT = sys.argv[1] if len(sys.argv) > 1 else None
ONLY = sys.argv[2] if len(sys.argv) > 2 else ""

# (package, glob of the HTML files, key) and (package, glob of the PDFs).
HTML = [
    ("debian-handbook", "/usr/share/doc/debian-handbook/html/{en-US,de-DE,fr-FR,es-ES,it-IT,pt-BR,ja-JP,zh-CN,ru-RU,ar-MA}/*.html",
     lambda p: "debian-handbook/" + os.path.basename(p)),
    ("python3.11-doc", "/usr/share/doc/python3.11/html/**/*.html", None),
    ("r-doc-html", "/usr/share/doc/r-doc-html/**/*.html", None),
    ("debian-reference-en", "/usr/share/debian-reference/*.en.html", None),
    ("developers-reference", "/usr/share/developers-reference/*.html", None),
    ("maint-guide", "/usr/share/doc/maint-guide/html/*.en.html", None),
    ("git-doc", "/usr/share/doc/git-doc/**/*.html", None),
    ("debian-policy", "/usr/share/doc/debian-policy/**/*.html", None),
    ("postgresql-doc-15", "/usr/share/doc/postgresql-doc-15/html/*.html", None),
    ("apache2-doc", "/usr/share/doc/apache2-doc/manual/**/*.html.en", None),
    ("gnu-standards", "/usr/share/doc/gnu-standards/*.html", None),
    ("texlive-science-doc", "/usr/share/doc/texlive-doc/**/*.html", None),
    ("valgrind", "/usr/share/doc/valgrind/html/*.html", None),
]
PDF = [
    ("r-doc-pdf", "/usr/share/doc/r-doc-pdf/**/*.pdf"),
    ("texlive-latex-recommended-doc", "/usr/share/doc/texlive-doc/latex/**/*.pdf"),
    ("texlive-science-doc", "/usr/share/doc/texlive-doc/**/*.pdf"),
    ("debian-policy", "/usr/share/doc/debian-policy/*.pdf*"),
    ("maint-guide", "/usr/share/doc/maint-guide/*.pdf*"),
    ("developers-reference", "/usr/share/developers-reference/*.pdf*"),
    ("debian-reference-en", "/usr/share/debian-reference/*.pdf*"),
    ("gnu-standards", "/usr/share/doc/gnu-standards/*.pdf*"),
]
# PDF packages added later (issue 28, to grow the PDF corpora): their PDFs
# are the package's own files (dpkg -L), and the globs above leave them out,
# so that the documents above keep their package and key.
PDF_OWNED = ["texlive-latex-base-doc", "texlive-humanities-doc", "texlive-metapost-doc",
             "texlive-fonts-recommended-doc", "texlive-pictures-doc", "texlive-publishers-doc"]
# Of those, a PDF whose text, trimmed, is longer than this is left out, to
# keep the corpus small: the LaTeX kernel's source listings (source2e,
# source3, interface3, l3backend-code: 4.8 MB of text, 15 URLs).
MAX_TRIMMED = 200000
# The packages of PDF_OWNED added last (pdf2): many of their PDFs share a
# name (sample.pdf, main.pdf, revtex4-1.pdf in several directories), so a
# document's key is its path under texlive-doc, a PDF whose text is that of
# one taken before (the same manual installed twice) is left out, and so is
# one whose trimmed text is longer than MAX_TRIMMED_LATER (xysource,
# njuthesis, gzt-code, pgfplotstodo, scripture, hvfloat, pgfplots: 0.9 MB
# of text for 175 URLs), to keep the two PDF corpora's growth near 1.5 MB.
LATER = {"texlive-pictures-doc", "texlive-publishers-doc"}
MAX_TRIMMED_LATER = 80000
# The packages added last (pdfplain), as LATER's: texlive-pstricks-doc and
# texlive-latex-extra-doc. The latter installs 2,935 PDFs, a third of them
# with links, more than the corpora's size allows: of its PDFs, those whose
# path under texlive-doc hashes (SHA-256, first byte) to an even number are
# taken, a half fixed before any was read, and independent of the FNV-1a
# hash that keeps documents out of tuning.
PDF_OWNED += ["texlive-pstricks-doc", "texlive-latex-extra-doc"]
LATER |= {"texlive-pstricks-doc", "texlive-latex-extra-doc"}
SAMPLED = {"texlive-latex-extra-doc"}


def sampled(path):
    """Whether a PDF of a package of SAMPLED is taken (see there)."""
    rel = os.path.relpath(path, "/usr/share/doc/texlive-doc").removesuffix(".gz")
    return hashlib.sha256(rel.encode()).digest()[0] % 2 == 0


# The fresh set (issue 28, freshdocs): the other half of FRESH's PDFs,
# those whose path hashes to an odd number (not sampled), which nobody had
# read when it was made, taken by the same rules into files of their own
# (OUTDIR/fresh/RENDERER.jsonl.gz). No rule of the extractor was or may be
# tuned on them: TestRenderedCorpora reports them as a part of their own,
# "fresh", and logs none of their misses. A PDF whose text is that of one
# of the corpora above (the same manual installed twice) is not fresh and
# is left out.
FRESH = "texlive-latex-extra-doc"


def fresh(path):
    """Whether a PDF of FRESH is in the fresh set (see there)."""
    return not sampled(path)


# The fresh set of HTML (freshdocs): the HTML manuals of Debian -doc
# packages that no corpus above holds and that nobody here had installed
# or read when they were added, taken by the rules of HTML above into
# OUTDIR/fresh/RENDERER.jsonl.gz, every file with a link of the truth but
# one whose bytes are those of a file taken before. The installation guide
# is taken in nine of its languages, as the debian-handbook is, its key
# without the language.
FRESH_HTML = [
    ("debian-faq", "/usr/share/doc/debian/FAQ/*.html", None),
    ("installation-guide-amd64", "/usr/share/doc/installation-guide-amd64/{en,de,fr,es,it,pt,ja,zh_CN,ru}/*.html",
     lambda p: "installation-guide-amd64/" + os.path.basename(p)),
    ("debian-kernel-handbook", "/usr/share/doc/debian-kernel-handbook/**/*.html", None),
    ("sqlite3-doc", "/usr/share/doc/sqlite3/**/*.html", None),
    ("exim4-doc-html", "/usr/share/doc/exim4-doc-html/**/*.html", None),
    ("postfix-doc", "/usr/share/doc/postfix/html/*.html", None),
    ("bind9-doc", "/usr/share/doc/bind9-doc/**/*.html", None),
    ("gettext-doc", "/usr/share/doc/gettext/**/*.html", None),
]
# The second fresh set (issue 28, fresh2): whole Debian packages that no
# corpus above holds and that nobody here had installed, rendered or read
# when the list was fixed, so that the set is split from the tuned part by
# package (the kept-out part is split by a document's key, and copies and
# siblings of a tuned document stand on both sides of it). The list and
# the rules below were committed before any of their text was rendered;
# the packages were chosen by what they are (-doc packages of Debian 12
# with HTML manuals, of many generators: DocBook, Sphinx, asciidoc,
# doxygen, gtk-doc, hand-written; TeX Live collections whose documentation
# is in the package itself, none of the PDF packages above) and by the
# count of links of the truth in their markup, never by a renderer's text
# or an extractor's output. They are read unpacked (RENDER_ROOT, the .deb
# files in RENDER_DEBS), not installed. renderers.py OUTDIR fresh2 writes
# OUTDIR/fresh2/RENDERER.jsonl.gz; TestRenderedCorpora reports them as a
# part of their own, "fresh2", and logs none of their misses.
#
# HTML: (package, pattern of the installed paths taken, key): of each
# package's files (dpkg-deb -c) those ending in ".html" that match the
# pattern (None: all), every one with a link of the truth but one whose
# bytes are those of a file taken before. harden-doc (the Securing Debian
# Manual) is taken in English and Japanese only, its key without the
# language: in its eight languages it would hold 2,618 of the set's URLs;
# debian-edu-doc-en's manual for bookworm only, not its older edition for
# bullseye. libcurl4-doc, chosen with them, installs no HTML (its manual
# pages are man pages) and is not listed.
FRESH2_HTML = [
    ("aptitude-doc-en", None, None),
    ("cmake-doc", None, None),
    ("debian-edu-doc-en", r"bookworm-manual\.html$", None),
    ("debian-history", None, None),
    ("debmake-doc", None, None),
    ("doxygen-doc", None, None),
    ("ghostscript-doc", None, None),
    ("graphviz-doc", None, None),
    ("haproxy-doc", None, None),
    ("harden-doc", r"/html/(en-US|ja-JP)/", lambda p: "harden-doc/" + os.path.basename(p)),
    ("kea-doc", None, None),
    ("knot-doc", None, None),
    ("libglib2.0-doc", None, None),
    ("libxml2-doc", None, None),
    ("python-pytest-doc", None, None),
    ("python-requests-doc", None, None),
    ("python-setuptools-doc", None, None),
    ("sphinx-doc", None, None),
    ("varnish-doc", None, None),
    ("wireshark-doc", None, None),
    ("xorg-docs", None, None),
]
# PDF: every PDF (".pdf", ".pdf.gz") under /usr/share/doc of each package,
# taken by the rules of the packages of LATER above (pdf_source,
# write_pdf: truth from the link annotations, no text trimmed to more than
# MAX_TRIMMED_LATER, the key the package and the path under texlive-doc),
# but a PDF whose TeX Live package (the first two parts of its path under
# texlive-doc, "latex/biblatex-apa"; texlive_package) is that of a
# document of any corpus before (renderer/*.jsonl.gz,
# renderer/fresh/*.jsonl.gz: a sibling, as another language or a companion
# of the same manual; the TeX Live guide's translations, texlive-de.pdf, …,
# of texlive-en, which the corpora before hold), and one whose text,
# trimmed, is that of a record of those corpora or of one taken before (the
# same manual installed twice).
FRESH2_PDF = ["texlive-bibtex-extra", "texlive-games", "texlive-lang-cyrillic", "texlive-lang-czechslovak",
              "texlive-lang-european", "texlive-lang-german", "texlive-lang-italian", "texlive-lang-polish",
              "texlive-lang-portuguese", "texlive-lang-spanish", "texlive-luatex", "texlive-music",
              "texlive-plain-generic", "texlive-xetex"]
LATER |= set(FRESH2_PDF)
# The third set (issue 28, corpus3): whole Debian packages that no corpus
# above holds (none of them installed here, none a sibling of a package
# above: another language or another format of one of their manuals), of
# more kinds than the sets above, split by package into two parts:
# "tuned2", which rules may be tuned on, and "kept2", which nobody tunes
# on and whose figure alone is reported (TestRenderedCorpora). The lists,
# the split and the rules below were committed before any of their text
# was rendered; the packages were chosen by what they are (HTML manuals of
# many generators and languages: texinfo, Sphinx, DocBook, gtk-doc,
# doxygen, asciidoc, rdoc, hand-written; PDFs of TeX Live collections and
# of -doc packages made by hyperref, texinfo and DocBook) and never by a
# renderer's text or an extractor's output. They are read unpacked
# (RENDER_ROOT, RENDER_DEBS), not installed. renderers.py OUTDIR corpus3
# writes OUTDIR/tuned2/RENDERER.jsonl.gz and OUTDIR/kept2/RENDERER.jsonl.gz.
#
# The unit of the split (corpus3_part) is a package: the Debian package,
# or the group a few packages share that are one manual in two formats or
# one project's documentation (lilypond's HTML and PDF; docbook-xsl's; the
# auto-multiple-choice manual's), and, for a PDF under texlive-doc, its TeX
# Live package's family (tl_family: the TeX Live package, without a
# language in its name: lshort-english, lshort-french and lshort-japanese
# are one, "lshort"), so that the translations and companions of one
# manual stand on one side. A unit is kept2 when the first byte of the
# SHA-256 of "corpus3/" and its name is 0 modulo 3 (about a third), else
# tuned2.
#
# HTML: (package, pattern of the installed paths taken or None for all,
# unit or None for the package): of each package's files (its .deb's
# list), those ending in ".html" that match the pattern; every one with a
# link of the truth in its markup (Links) but one whose bytes are those
# of a file taken before, at most CORPUS3_MAX_HTML of each package: those
# whose installed path has the smallest SHA-256, so that no package is
# most of the set. A page is written to each renderer's file where a
# link of its truth is printed, as above (write_html).
#
# PDF: (package, unit or None): every PDF (".pdf", ".pdf.gz") under
# /usr/share/doc of each package, by the rules of fresh2 (pdf_source,
# write_pdf: truth from the link annotations, no text trimmed to more
# than MAX_TRIMMED_LATER), but one (1) whose TeX Live family is that of a
# document of any corpus before (renderer/, fresh/, fresh2/: a sibling),
# (2) whose text, trimmed, is that of a record of those corpora or of a
# PDF taken before (the same manual installed twice), and at most
# CORPUS3_MAX_PDF of each Debian package taken, in the order of their
# installed path's SHA-256. A record's key is the package and the path
# under texlive-doc (or under /usr/share/doc).
CORPUS3_HTML = [
    ("bash-doc", None, None),
    ("autoconf-doc", None, None),
    ("libtool-doc", None, None),
    ("libmpfr-doc", None, None),
    ("libgcrypt20-doc", None, None),
    ("lilypond-doc-html", None, "lilypond"),
    ("lilypond-doc-html-ja", None, "lilypond"),
    ("python-django-doc", None, None),
    ("python-cryptography-doc", None, None),
    ("python-flask-doc", None, None),
    ("python-jinja2-doc", None, None),
    ("python-babel-doc", None, None),
    ("python-lxml-doc", None, None),
    ("python-sqlalchemy-doc", None, None),
    ("dpdk-doc", None, None),
    ("fetchmail", None, None),
    ("nut-doc", None, None),
    ("libgtk-3-doc", None, None),
    ("libcairo2-doc", None, None),
    ("libpango1.0-doc", None, None),
    ("libsoup2.4-doc", None, None),
    ("libgdk-pixbuf2.0-doc", None, None),
    ("libjson-glib-doc", None, None),
    ("policykit-1-doc", None, None),
    ("libeigen3-doc", None, None),
    ("libboost1.81-doc", None, None),
    ("zsh-doc", None, None),
    ("vim-doc", None, None),
    ("mutt", None, "mutt"),
    ("neomutt", None, "mutt"),
    ("xen-doc", None, None),
    ("libvirt-doc", None, None),
    ("docbook-xsl-doc-html", None, "docbook-xsl"),
    ("kicad-doc-ja", None, None),
    ("docutils-doc", None, None),
    ("auto-multiple-choice-doc", None, "auto-multiple-choice"),
    ("privoxy", None, None),
    ("postgis-doc", None, None),
    ("erlang-doc", None, None),
    ("openvswitch-doc", None, None),
    ("mailman3-doc", None, None),
    ("tor", None, None),
    ("libsane-common", None, None),
    ("elinks-doc", None, None),
    ("hplip-doc", None, None),
    ("ffmpeg-doc", None, None),
    ("pylint-doc", None, None),
    ("python-pygments-doc", None, None),
    ("grass-doc", None, None),
    ("freedombox-doc-en", None, None),
    ("gimp-help-en", None, None),
    ("qtbase5-doc-html", None, None),
    ("octave-doc", None, None),
    ("asymptote-doc", None, None),
    ("bacula-doc", None, None),
    ("maxima-doc", None, None),
]
CORPUS3_PDF = [
    ("texlive-extra-utils", None),
    ("texlive-font-utils", None),
    ("texlive-fonts-extra-doc", None),
    ("texlive-formats-extra", None),
    ("texlive-lang-arabic", None),
    ("texlive-lang-chinese", None),
    ("texlive-lang-cjk", None),
    ("texlive-lang-english", None),
    ("texlive-lang-french", None),
    ("texlive-lang-greek", None),
    ("texlive-lang-japanese", None),
    ("texlive-lang-korean", None),
    ("texlive-lang-other", None),
    ("lilypond-doc-pdf", "lilypond"),
    ("docbook-xsl-doc-pdf", "docbook-xsl"),
    ("auto-multiple-choice-doc-pdf", "auto-multiple-choice"),
    ("octave-doc", None),
    ("asymptote-doc", None),
    ("why3-doc-pdf", None),
    ("siscone-doc-pdf", None),
    ("bacula-doc", None),
    ("maxima-doc", None),
    ("nut-doc", None),
    ("erlang-doc", None),
    ("haskell98-report", None),
    ("bash-doc", None),
    ("zsh-doc", None),
    ("autoconf-doc", None),
    ("libmpfr-doc", None),
    ("libgcrypt20-doc", None),
    ("python-babel-doc", None),
    ("instead-doc-ru", None),
    ("linuxcnc-doc-zh-cn", None),
    ("gnuplot-doc", None),
]
CORPUS3_MAX_HTML = 40
# An HTML file larger than this is left out (a rule added after the first
# render had begun, for the time it took, before any record was read: 48
# files of the packages, most of them a manual's edition in one page that
# its other pages hold too, lilypond's *-big-page.html, ffmpeg's
# *-all.html, whose text the trimming reads once for every URL).
CORPUS3_MAX_HTML_BYTES = 1000000
# A PDF larger than this is left out (added then too, for the time: 7
# files; pdftotext read the Comprehensive LaTeX Symbol List,
# symbols-a4.pdf, 22 MB, for over 300 seconds).
CORPUS3_MAX_PDF_BYTES = 8000000
CORPUS3_MAX_PDF = 30
CORPUS3_PDF_PKGS = {pkg for pkg, _ in CORPUS3_PDF}
LATER |= {pkg for pkg in CORPUS3_PDF_PKGS if pkg.startswith("texlive-")}

# Languages (their names and codes) that a TeX Live package's name holds
# as a part of its own, first or last ("lshort-english", "babel-french",
# "amsldoc-it", "impatient-cn", "latexcheat-ptbr", "japanese-otf").
TL_LANGS = {
    "english", "en", "french", "fr", "german", "de", "ngerman", "italian", "it", "spanish", "es", "esmx",
    "portuguese", "pt", "ptbr", "brazil", "brazilian", "russian", "ru", "ukrainian", "ukr", "uk", "polish",
    "pl", "czech", "cz", "cs", "slovak", "sk", "japanese", "ja", "jp", "chinese", "cn", "zh", "korean", "ko",
    "kr", "greek", "gr", "el", "arabic", "ar", "persian", "fa", "farsi", "mongolian", "mn", "vietnamese",
    "vn", "vi", "thai", "th", "turkish", "tr", "dutch", "nl", "finnish", "fi", "hungarian", "magyar", "hu",
    "croatian", "hr", "serbian", "sr", "bulgarian", "bg", "romanian", "ro", "latvian", "lv", "lithuanian",
    "lt", "estonian", "et", "swedish", "sv", "danish", "da", "norwegian", "no", "hebrew", "he", "armenian",
    "hy", "georgian", "ka", "indic", "hindi", "bangla", "bengali", "sanskrit", "tamil", "telugu", "urdu",
    "ethiopian", "amharic", "catalan", "ca", "basque", "eu", "galician", "gl", "welsh", "cy", "irish",
    "icelandic", "latin", "la", "esperanto", "eo", "slovenian", "sl", "albanian", "sq", "tibetan",
}


def tl_family(tlpkg):
    """The family of a TeX Live package ("latex/lshort-english", or
    "texlive"): its name (the last part) without one language of TL_LANGS
    as its first or last "-"-separated part."""
    name = tlpkg.split("/")[-1].lower()
    parts = name.split("-")
    if len(parts) > 1 and parts[-1] in TL_LANGS:
        parts = parts[:-1]
    elif len(parts) > 1 and parts[0] in TL_LANGS:
        parts = parts[1:]
    return "-".join(parts)


def corpus3_part(unit):
    """The part of corpus3 a unit is in: "kept2" for about a third of the
    units (the first byte of the SHA-256 of "corpus3/" + unit is 0 modulo
    3), else "tuned2"."""
    return "kept2" if hashlib.sha256(("corpus3/" + unit).encode()).digest()[0] % 3 == 0 else "tuned2"


def pdf_unit(pkg, unit, source):
    """The unit of the split (corpus3_part) of a PDF of corpus3."""
    tl = texlive_package(source)
    if tl is not None:
        return "texlive:" + tl_family(tl)
    return unit or pkg


# The fourth set (issue 28, corpus40): Debian 12 packages that no corpus
# above holds (none installed here, none a sibling of one above: another
# language or format of one of their manuals), split by package into
# "tuned3", which rules may be tuned on, and "kept3", which nobody tunes
# on. The lists, the split and the rules below were committed before any
# of their text was rendered; the packages were chosen by what they are
# (HTML manuals of generators the sets above have and have not: DocBook,
# Sphinx, asciidoc(tor), doxygen, gtk-doc, GAPDoc, texinfo, LaTeX2HTML,
# hand-written pages; PDFs of R vignettes (Sweave/knitr with hyperref),
# GAP package manuals (GAPDoc), DocBook and LaTeX manuals) and by the
# count of links of the truth in their markup (Links; pdfinfo -url's URI
# annotations), never by a renderer's text or an extractor's output. They
# are read unpacked (RENDER_ROOT, RENDER_DEBS), not installed.
#
# The unit of the split (corpus5_part) is the Debian package, or the
# group of packages that are one manual in two formats (live-manual: its
# HTML and PDF packages); a unit is kept3 when the first byte of
# SHA-256("corpus5/" + unit) is 0 modulo 3, else tuned3. Rules as
# corpus3's (CORPUS3_MAX_HTML pages of each package, those whose installed
# path has the smallest SHA-256; HTML files over CORPUS3_MAX_HTML_BYTES
# and PDFs over CORPUS3_MAX_PDF_BYTES left out; CORPUS3_MAX_PDF PDFs of a
# Debian package at most; a PDF whose trimmed text is that of a record of
# a corpus before, or of one taken before, is a repeat), but a PDF is any
# file of the package ending in ".pdf" or ".pdf.gz", not only under
# /usr/share/doc (R's vignettes are in /usr/lib/R/site-library/*/doc, GAP's
# manuals in /usr/share/gap), the corpora before are renderer/, fresh/,
# fresh2/, tuned2/ and kept2/, and tuned3 is made before kept3 (a kept3
# PDF whose text is that of a tuned3 record is a repeat too:
# renderers.py OUTDIR corpus5 [html|pdf] [tuned3|kept3]).
CORPUS5_HTML = [
    ("live-manual-html", None, "live-manual"),
    ("libtiff-doc", None, None),
    ("slurm-wlm-doc", None, None),
    ("llvm-15-doc", None, None),
    ("shorewall-doc", None, None),
    ("ant-doc", None, None),
    ("gap-doc", None, None),
    ("rsyslog-doc", None, None),
    ("libsdl2-doc", None, None),
    ("python-mpmath-doc", None, None),
    ("ntpsec-doc", None, None),
    ("imagemagick-6-doc", None, None),
    ("tomcat10-docs", None, None),
    ("ganeti-doc", None, None),
    ("cyrus-doc", None, None),
    ("scons-doc", None, None),
    ("auctex", None, None),
    ("dblatex-doc", None, None),
    ("latex2html", None, None),
    ("systemtap-doc", None, None),
    ("drbd-doc", None, None),
    ("python-reportlab-doc", None, None),
    ("fftw-docs", None, None),
    ("flex-doc", None, None),
    ("povray-doc", None, None),
    ("debian-refcard", None, None),
    ("r-cran-fitdistrplus", None, None),
    ("gap-atlasrep", None, None),
    ("gap-utils", None, None),
    ("gap-autodoc", None, None),
    ("gap-nq", None, None),
    ("gap-guava", None, None),
    ("gap-factint", None, None),
    ("gap-smallgrp", None, None),
    ("gap-scscp", None, None),
    ("gap-float", None, None),
    ("gap-laguna", None, None),
    ("gap-polycyclic", None, None),
    ("gap-toric", None, None),
    ("gap-primgrp", None, None),
    ("gap-openmath", None, None),
    ("gap-hap", None, None),
    ("gap-io", None, None),
]
CORPUS5_PDF = [
    ("live-manual-pdf", "live-manual"),
    ("debian-refcard", None),
    ("gap-doc", None),
    ("gap-atlasrep", None),
    ("gap-utils", None),
    ("gap-autodoc", None),
    ("gap-nq", None),
    ("gap-guava", None),
    ("gap-factint", None),
    ("gap-smallgrp", None),
    ("gap-scscp", None),
    ("gap-float", None),
    ("gap-laguna", None),
    ("gap-polycyclic", None),
    ("gap-toric", None),
    ("gap-primgrp", None),
    ("gap-openmath", None),
    ("gap-hap", None),
    ("gap-io", None),
    ("r-cran-zoo", None),
    ("r-cran-sandwich", None),
    ("r-cran-matrix", None),
    ("r-cran-lme4", None),
    ("r-cran-aer", None),
    ("r-cran-lmtest", None),
    ("r-cran-quantreg", None),
    ("r-cran-strucchange", None),
    ("r-cran-partykit", None),
    ("r-cran-pscl", None),
    ("r-cran-coin", None),
    ("r-cran-multcomp", None),
    ("r-cran-vcd", None),
    ("r-cran-sp", None),
    ("r-cran-forecast", None),
    ("r-cran-rmpfr", None),
    ("r-cran-rcppeigen", None),
    ("r-cran-tikzdevice", None),
    ("r-cran-robustbase", None),
    ("r-cran-rrcov", None),
    ("r-cran-flexmix", None),
    ("r-cran-kernlab", None),
    ("r-cran-e1071", None),
    ("r-cran-ipred", None),
    ("r-cran-desolve", None),
    ("r-cran-surveillance", None),
    ("r-cran-scatterplot3d", None),
    ("yosys-doc", None),
    ("glpk-doc", None),
    ("gprolog-doc", None),
    ("systemtap-doc", None),
    ("slurm-wlm-doc", None),
    ("python-reportlab-doc", None),
]
CORPUS5_PDF_PKGS = {pkg for pkg, _ in CORPUS5_PDF}


def corpus5_part(unit):
    """The part of corpus5 a unit is in: "kept3" for about a third of the
    units (the first byte of the SHA-256 of "corpus5/" + unit is 0 modulo
    3), else "tuned3"."""
    return "kept3" if hashlib.sha256(("corpus5/" + unit).encode()).digest()[0] % 3 == 0 else "tuned3"


# The fifth set (tuned4, fresh3; issue 28, prec44, session 44): Debian 12
# packages that no corpus above holds (none installed here, none a
# sibling of one above; nodejs-doc, whose API pages are the Markdown of
# pandoc/'s nodejs documents, is left out), split by package into
# "tuned4", which rules may be tuned on, and "fresh3", which nobody tunes
# on or reads a document of. The lists, the split and the rules below were
# committed before any of their text was rendered; the packages were
# chosen by what they are (HTML manuals of generators the sets above have
# few of: R's knitr and rmarkdown vignettes and pkgdown-less indexes,
# fpdoc (Free Pascal), Sphinx (fish, Pillow, Werkzeug, attrs, psycopg2,
# xarray), hand-written pages (courier, GraphicsMagick, SWIG, Go, scilab,
# lammps, ngspice, gmsh); PDFs of R vignettes (Sweave/knitr with hyperref),
# GAP package manuals (GAPDoc) and LaTeX manuals), by which were at hand
# (corpus40's .deb files not taken then, and packages apt-get download
# fetched), never by a renderer's text or an extractor's output. Packages
# without a link of the truth or a URI annotation give no record. They
# are read unpacked (RENDER_ROOT, RENDER_DEBS), not installed.
#
# The unit of the split (corpus6_part) is the Debian package; a unit is
# fresh3 when the first byte of SHA-256("corpus6/" + unit) is 0 modulo 3,
# else tuned4. Rules as corpus5's (split_set; any .pdf or .pdf.gz of the
# package), the corpora before being every part above; both parts are
# made in one run (renderers.py OUTDIR corpus6 [html|pdf]).
CORPUS6_HTML = [(pkg, None, None) for pkg in [
    "courier-doc", "fish-common", "fp-docs-3.2.2", "gmsh-doc", "golang-1.19-doc", "graphicsmagick",
    "lammps-doc", "ngspice-doc", "python-attr-doc", "python-pil-doc", "python-psycopg2-doc",
    "python-werkzeug-doc", "python-xarray-doc", "scilab-doc", "swig4.0-doc",
    "r-cran-ape", "r-cran-bayesm", "r-cran-car", "r-cran-caret", "r-cran-coda", "r-cran-data.table",
    "r-cran-deoptim", "r-cran-dplyr", "r-cran-expm", "r-cran-gbm", "r-cran-ggplot2", "r-cran-glmnet",
    "r-cran-gmp", "r-cran-hexbin", "r-cran-igraph", "r-cran-knitr", "r-cran-mcmc", "r-cran-mcmcpack",
    "r-cran-mgcv", "r-cran-mice", "r-cran-mvtnorm", "r-cran-nlme", "r-cran-party", "r-cran-plm",
    "r-cran-raster", "r-cran-rcpp", "r-cran-rcpparmadillo", "r-cran-rcppparallel", "r-cran-rmarkdown",
    "r-cran-sf", "r-cran-spdep", "r-cran-stringr", "r-cran-survey", "r-cran-survival", "r-cran-testthat",
    "r-cran-tibble", "r-cran-tm", "r-cran-tseries", "r-cran-urca", "r-cran-vegan", "r-cran-vgam",
    "r-cran-xtable", "r-cran-xts",
    # Added after the first render, which gave tuned4 36 pages (57 URLs):
    # packages apt-get download fetched, taken by the count of pages with
    # a link of the truth in their markup alone (Links; none of their text
    # rendered or read before): cdist, copyq, crmsh, db5.3, diffutils,
    # frr, fwupd, gammu, gri, libcoap3, libexiv2, libigraph, bs4, scipy.
    "cdist-doc", "copyq-doc", "crmsh-doc", "db5.3-doc", "diffutils-doc", "frr-doc", "fwupd-doc",
    "gammu-doc", "gri-html-doc", "libcoap3-doc", "libexiv2-doc", "libigraph-doc", "python-bs4-doc",
    "python-scipy-doc",
]]
CORPUS6_PDF = [(pkg, None) for pkg in [
    "elk-lapw", "gmsh-doc", "lammps-doc", "ngspice-doc", "swig4.0-doc",
    "gap-aclib", "gap-alnuth", "gap-autpgrp", "gap-design", "gap-fga", "gap-grape", "gap-radiroot",
    "gap-sonata", "gap-transgrp",
    "r-cran-ape", "r-cran-car", "r-cran-expm", "r-cran-gbm", "r-cran-ggplot2", "r-cran-glmnet",
    "r-cran-hexbin", "r-cran-knitr", "r-cran-mcmc", "r-cran-mvtnorm", "r-cran-party", "r-cran-rcpp",
    "r-cran-rcpparmadillo", "r-cran-survey", "r-cran-survival", "r-cran-tm", "r-cran-vegan",
    "r-cran-xtable", "r-cran-xts",
    # added with the HTML packages above (their PDFs' annotations not
    # counted first)
    "db5.3-doc", "freefem-doc", "gutenprint-doc", "libigraph-doc",
]]
CORPUS6_PDF_PKGS = {pkg for pkg, _ in CORPUS6_PDF}


def corpus6_part(unit):
    """The part of corpus6 a unit is in: "fresh3" for about a third of the
    units (the first byte of the SHA-256 of "corpus6/" + unit is 0 modulo
    3), else "tuned4"."""
    return "fresh3" if hashlib.sha256(("corpus6/" + unit).encode()).digest()[0] % 3 == 0 else "tuned4"


# The sixth set (tuned5, kept4; issue 28, prec46, session 46): Debian 12
# packages that no corpus above holds, chosen for HTML manuals with
# tables (w3m's and html2text's table layouts: a URL in a cell, a last
# column after prose, w3m's borders), split by package into "tuned5",
# which rules may be tuned on, and "kept4", which nobody tunes on or reads
# a document of. The lists, the split and the rules below were committed
# before any of their text was rendered; the packages were chosen by what
# they are (hand-written HTML with tables: apt-cacher-ng, cups, fetchmail,
# lynx's help, xterm, kicad, gnumeric, the installation guide; DocBook
# tables: libpam, plplot, icinga2; doxygen's: libapr1, libssh, wcslib;
# Sphinx's and MkDocs' tables: knot-resolver, nghttp2, tornado,
# Markdown, mkdocs; texinfo's: gnutls, sbcl, groff; pcre2's, nasm's,
# openssl's pages; lintian's manual) and PDFs (hyperref's link
# annotations: biber, bibtool, CalculiX, PLplot, SBCL, WCSLIB, two R
# vignettes), never by a renderer's text or an extractor's output.
# Packages without a link of the truth or a URI annotation give no
# record. They are read unpacked (RENDER_ROOT, RENDER_DEBS), not
# installed.
#
# The unit of the split (corpus7_part) is the Debian package; the units
# of CORPUS7_HTML and CORPUS7_PDF, sorted, are shuffled by Python's
# random.Random(46) and the first third of them (rounded down) is kept4,
# the rest tuned5. Rules as corpus6's (split_set), the corpora before
# being every part above; both parts are made in one run (renderers.py
# OUTDIR corpus7 [html|pdf]).
CORPUS7_HTML = [(pkg, None, None) for pkg in [
    "apt-cacher-ng", "apt-doc", "cups-common", "fetchmail", "gnumeric-doc", "gnutls-doc", "groff",
    "icinga2-doc", "installation-guide-amd64", "kicad-doc-en", "knot-resolver-doc", "libapr1-dev",
    "libnghttp2-doc", "libpam-doc", "libpcre2-dev", "libssh-doc", "libssl-doc", "lintian", "lynx-common",
    "mkdocs-doc", "nasm", "plplot-doc", "python-markdown-doc", "python-tornado-doc", "sbcl-doc",
    "wcslib-doc", "xterm",
]]
CORPUS7_PDF = [(pkg, None) for pkg in [
    "biber", "bibtool", "calculix-ccx-doc", "plplot-doc", "r-cran-bit64", "r-cran-formula", "sbcl-doc",
    "wcslib-doc",
]]


def _corpus7_kept():
    units = sorted({pkg for pkg, _, _ in CORPUS7_HTML} | {pkg for pkg, _ in CORPUS7_PDF})
    random.Random(46).shuffle(units)
    return frozenset(units[:len(units) // 3])


CORPUS7_KEPT = _corpus7_kept()


def corpus7_part(unit):
    """The part of corpus7 a unit is in: "kept4" for the units of
    CORPUS7_KEPT (a third, drawn by random.Random(46)), else "tuned5"."""
    return "kept4" if unit in CORPUS7_KEPT else "tuned5"


# The seventh set (kept5; issue 28, prec55, stop 55): Debian 12 packages
# that no corpus above holds, all of them kept out: nobody tunes on kept5
# or reads a document of it; its figure is read once, at the end of the
# stop that made it (the kept-out parts before had been read at the end of
# many stops). The lists and the rules below were fixed before any of
# their text was rendered; the packages were chosen by what they are,
# never by a renderer's text or an extractor's output: HTML manuals
# (nginx's and lighttpd's docs, curl's, Guile's, Click's (Sphinx),
# binutils', FFTW's (texinfo), and doxygen's of libconfig, fmt, libexif,
# FLAC, libdaemon, FLINT), PDFs (PARI/GP's manuals, GAPDoc manuals of
# five GAP packages), and 30 R packages (their HTML and PDF vignettes)
# drawn from the r-cran- packages of Debian 12 that no set above holds:
# the first 30 sorted by SHA-256("corpus8/" + name). Packages without a
# link of the truth or a URI annotation give no record. They are read
# unpacked (RENDER_ROOT, RENDER_DEBS), not installed.
CORPUS8_R = [
    "r-cran-themis", "r-cran-webutils", "r-cran-gb2", "r-cran-assertive.base", "r-cran-fontawesome", "r-cran-rmpi",
    "r-cran-tfisher", "r-cran-fcopulae", "r-cran-rcpptoml", "r-cran-bit", "r-cran-cpp11", "r-cran-readr",
    "r-cran-exactranktests", "r-cran-tweenr", "r-cran-udunits2", "r-cran-susier", "r-cran-quadprog", "r-cran-smcfcs",
    "r-cran-bh", "r-cran-dimred", "r-cran-vcdextra", "r-cran-classint", "r-cran-dslabs", "r-cran-metap",
    "r-cran-rspectra", "r-cran-mfilter", "r-cran-ei", "r-cran-th.data", "r-cran-ctmcd", "r-cran-backports",
]
# Added after the first render, which gave kept5 26 HTML pages (52 URLs),
# fewer than kept4's 77 (191): 40 Python manuals (Sphinx), the first 40
# of the python-*-doc packages of Debian 12 that no set above holds,
# sorted by SHA-256("corpus8/" + name); drawn before any of their text
# was rendered, by the same rule as the R packages, nothing else read.
CORPUS8_PY = [
    "python-pystray-doc", "python-latexcodec-doc", "python-django-pint-doc", "python-requests-oauthlib-doc",
    "python-sphinx-click-doc", "python-leather-doc", "python-pyopencl-doc", "python-m2crypto-doc",
    "python-natsort-doc", "python-flask-login-doc", "python-pbcore-doc", "python-django-debreach-doc",
    "python-transliterate-doc", "python-terminaltables-doc", "python-flaskext.wtf-doc", "python-django-uwsgi-ng-doc",
    "python-polib-doc", "python-django-contact-form-doc", "python-hiera-doc", "python-jupyter-console-doc",
    "python-oracledb-doc", "python-radon-doc", "python-pypump-doc", "python-amqp-doc", "python-notebook-doc",
    "python-hypothesis-doc", "python-pomegranate-doc", "python-django-storages-doc", "python-cleo-doc",
    "python-murano-pkg-check-doc", "python-qwt-doc", "python-acme-doc", "python-nitime-doc", "python-pyswarms-doc",
    "python-ansible-runner-doc", "python-ws4py-doc", "python-django-debug-toolbar-doc", "python-enmerkar-doc",
    "python-skbio-doc", "python-django-bleach-doc",
]
CORPUS8_HTML = [(pkg, None, None) for pkg in [
    "nginx-doc", "lighttpd-doc", "libcurl4-doc", "guile-3.0-doc", "python-click-doc", "binutils-doc",
    "libfftw3-doc", "libconfig-doc", "libfmt-doc", "libexif-doc", "libflac-doc", "libdaemon-doc", "libflint-doc",
] + CORPUS8_R + CORPUS8_PY]
CORPUS8_PDF = [(pkg, None) for pkg in [
    "pari-doc", "gap-hapcryst", "gap-polymaking", "gap-cryst", "gap-crystcat", "gap-congruence",
] + CORPUS8_R]


def corpus8_part(unit):
    """The part of corpus8 a unit is in: always "kept5"."""
    return "kept5"


# The eighth set (kept6; issue 28, prec59, stop 59): Debian 12 packages
# that no set above holds (no package named in this file), all of them
# kept out: nobody tunes on kept6 or reads a document of it, and
# TestRenderedCorpora prints its figures only with -keptrows (kept5's
# were printed by every run); they are read once, at the end of the stop
# that made it. The lists and the rules were fixed before any of their
# text was rendered, drawn by one rule, never by a renderer's text or an
# extractor's output: of the Debian 12 packages apt-cache lists that no
# set above holds, sorted by SHA-256("corpus9/" + name), the first 40
# python-*-doc packages (CORPUS9_PY), the first 30 r-cran- packages (their
# HTML and PDF vignettes, CORPUS9_R) and the first 20 other *-doc
# packages but TeX Live's (CORPUS9_DOC). Packages without a link of the
# truth or a URI annotation give no record. They are read unpacked
# (RENDER_ROOT, RENDER_DEBS), not installed.
CORPUS9_PY = [
    "python-astropy-doc", "python-panoramisk-doc", "python-oslo.serialization-doc", "python-pytest-instafail-doc",
    "python-humanfriendly-doc", "python-pylxd-doc", "python-lmfit-doc", "python-pexpect-doc",
    "python-glance-store-doc", "python-mando-doc", "python-pyepsg-doc", "python-django-extra-views-doc",
    "python-ceilometermiddleware-doc", "python-bleach-doc", "python-cysignals-doc", "python-pyinotify-doc",
    "python-pytools-doc", "python-beziers-doc", "python-tooz-doc", "python-libdiscid-doc",
    "python-django-crispy-forms-doc", "python-guidata-doc", "python-cppy-doc", "python-pyasn1-doc", "python-six-doc",
    "python-django-treebeard-doc", "python-oslo.upgradecheck-doc", "python-asyncssh-doc", "python-fudge-doc",
    "python-tktreectrl-doc", "python-flask-restful-doc", "python-colorzero-doc", "python-sphinx-multiversion-doc",
    "python-sqlparse-doc", "python-navarp-doc", "python-pygit2-doc", "python-libnmap-doc", "python-fpyutils-doc",
    "python-dtcwt-doc", "python-django-modeltranslation-doc",
]
CORPUS9_R = [
    "r-cran-vroom", "r-cran-tsp", "r-cran-polycor", "r-cran-magrittr", "r-cran-adephylo", "r-cran-rpostgresql",
    "r-cran-pkgcond", "r-cran-dorng", "r-cran-statcheck", "r-cran-listenv", "r-cran-rstantools", "r-cran-ncdf4",
    "r-cran-logspline", "r-cran-packrat", "r-cran-gridtext", "r-cran-qqconf", "r-cran-lpsolve", "r-cran-fields",
    "r-cran-minerva", "r-cran-svmisc", "r-cran-metamix", "r-cran-maptools", "r-cran-brglm", "r-cran-vdiffr",
    "r-cran-itertools", "r-cran-commonmark", "r-cran-rlang", "r-cran-wikitaxa", "r-cran-sn", "r-cran-ggraph",
]
CORPUS9_DOC = [
    "binoculars-doc", "freezer-doc", "libghc-lucid-svg-doc", "libbrailleutils-java-doc", "libgtkmm-3.0-doc",
    "libghc-utf8-string-doc", "dicomscope-doc", "libitpp-doc", "libghc-binary-instances-doc",
    "libghc-io-streams-haproxy-doc", "libaxis-java-doc", "libghc-hex-doc", "menhir-doc", "starlink-table-java-doc",
    "libghc-hscolour-doc", "opencubicplayer-doc", "libbamf-doc", "libghc-hcwiid-doc", "sip6-doc",
    "libghc-regexpr-doc",
]
CORPUS9_HTML = [(pkg, None, None) for pkg in CORPUS9_PY + CORPUS9_R + CORPUS9_DOC]
CORPUS9_PDF = [(pkg, None) for pkg in CORPUS9_R + CORPUS9_DOC]


def corpus9_part(unit):
    """The part of corpus9 a unit is in: always "kept6"."""
    return "kept6"


# The ninth set (kept7; issue 28, prec61, stop 60): Debian 12 packages
# that no set above holds (no package named in this file), all of them
# kept out, drawn as kept6's were: of the package names apt-cache lists
# (prec55's lists) less every name this file held before this set,
# sorted by SHA-256("corpus10/" + name), the first 40 python-*-doc
# packages (CORPUS10_PY), the first 30 r-cran- packages (CORPUS10_R) and
# the first 20 other *-doc packages but TeX Live's (CORPUS10_DOC); fixed
# before any of their text was rendered. Nobody tunes on kept7 or reads
# a document or a figure of it; TestRenderedCorpora prints its figures
# only with -keptrows, and the lead reads them once, on the final main of
# the stop that made it. They are read unpacked (RENDER_ROOT,
# RENDER_DEBS), not installed.
CORPUS10_PY = [
    "python-astroquery-doc", "python-dask-doc", "python-flask-flatpages-doc", "python-pybtex-doc",
    "python-django-assets-doc", "python-flufl.lock-doc", "python-microversion-parse-doc", "python-blosc-doc",
    "python-pygraphviz-doc", "python-oslo.db-doc", "python-simpy3-doc", "python-ppmd-doc", "python-senlinclient-doc",
    "python-magnumclient-doc", "python-snimpy-doc", "python-pybedtools-doc", "python-certbot-dns-dnsimple-doc",
    "python-pytest-xprocess-doc", "python-nose2-doc", "python-dogpile.cache-doc", "python-pybindgen-doc",
    "python-tpm2-pytss-doc", "python-django-otp-doc", "python-pyftpdlib-doc", "python-sphinxcontrib.programoutput-doc",
    "python-mongoengine-doc", "python-oslo.privsep-doc", "python-guizero-doc", "python-jieba-doc", "python-imageio-doc",
    "python-tables-doc", "python-opcodes-doc", "python-pamqp-doc", "python-hdf5storage-doc", "python-staticconf-doc",
    "python-os-ken-doc", "python-django-captcha-doc", "python-django-reversion-doc", "python-django-mptt-doc",
    "python-bioblend-doc",
]
CORPUS10_R = [
    "r-cran-nmf", "r-cran-wk", "r-cran-modeltools", "r-cran-trimcluster", "r-cran-hunspell", "r-cran-rngtools",
    "r-cran-highr", "r-cran-fmultivar", "r-cran-sparr", "r-cran-leaps", "r-cran-rsconnect", "r-cran-hsaur3",
    "r-cran-graphlayouts", "r-cran-spatstat.sparse", "r-cran-shiny", "r-cran-downloader", "r-cran-pkgbuild",
    "r-cran-gstat", "r-cran-clisymbols", "r-cran-relsurv", "r-cran-randomforest", "r-cran-polycub", "r-cran-fdrtool",
    "r-cran-minqa", "r-cran-profvis", "r-cran-magick", "r-cran-mockr", "r-cran-linprog", "r-cran-zelig",
    "r-cran-bayesplot",
]
CORPUS10_DOC = [
    "libghc-oo-prototypes-doc", "sketch-doc", "libghc-hxt-charproperties-doc", "libghc-ghc-typelits-extra-doc",
    "wdiff-doc", "libghc-statestack-doc", "cargo-doc", "libghc-chunked-data-doc", "globjects-doc", "lilypond-doc",
    "libjaxen-java-doc", "libzypp-doc", "libghc-aeson-compat-doc", "libghc-topograph-doc", "libghc-twitter-conduit-doc",
    "libiio0-doc", "swift-doc", "libtinyxml-doc", "libghc-yaml-doc", "libpolyglot-maven-java-doc",
]
CORPUS10_HTML = [(pkg, None, None) for pkg in CORPUS10_PY + CORPUS10_R + CORPUS10_DOC]
CORPUS10_PDF = [(pkg, None) for pkg in CORPUS10_R + CORPUS10_DOC]


def corpus10_part(unit):
    """The part of corpus10 a unit is in: always "kept7"."""
    return "kept7"


# The tenth set (kept8; issue 28, prec63, stop 61): Debian 12 packages
# that no set above holds (no package named in this file), all of them
# kept out, drawn as kept7's were but with more PDFs from more packages:
# of the package names `apt-cache pkgnames` lists (its *-doc and r-cran-
# names) less every name this file held before this set, sorted by
# SHA-256("corpus11/" + name), the first 40 python-*-doc packages
# (CORPUS11_PY), the first 60 r-cran- packages (CORPUS11_R; kept7 drew
# 30), the first 20 other *-doc packages but TeX Live's (CORPUS11_DOC)
# and the first 30 other *-doc packages but TeX Live's and those whose
# description (`apt-cache search pdf`) names PDF (CORPUS11_PDFDOC: 9
# there are). A PDF is any .pdf or .pdf.gz of any of them, at most
# CORPUS11_MAX_PDF a package (kept7's PDF rows held 14 documents of one
# package). Fixed before any of their text was rendered. Nobody tunes on
# kept8 or reads a document or a figure of it; TestRenderedCorpora prints
# its figures only with -kept8rows, and the lead reads them once, on the
# final main of the stop that made it. They are read unpacked
# (RENDER_ROOT, RENDER_DEBS), not installed.
CORPUS11_PY = [
    "python-pywt-doc", "python-sortedcontainers-doc", "python-maxminddb-doc", "python-scciclient-doc",
    "python-openssl-doc", "python-vispy-doc", "python-flask-paginate-doc", "python-imexam-doc",
    "python-pastedeploy-doc", "python-bytecode-doc", "python-jsonrpc-doc", "python-monty-doc", "python-escript-doc",
    "python-kajiki-doc", "python-releases-doc", "python-os-testr-doc", "python-qpid-proton-doc",
    "python-bibtexparser-doc", "python-cookiecutter-doc", "python-os-traits-doc", "python-cssselect2-doc",
    "python-ironicclient-doc", "python-md-toc-doc", "python-libcomps-doc", "python-ulmo-doc", "python-guiqwt-doc",
    "python-rcon-doc", "python-oslo.metrics-doc", "python-cvxopt-doc", "python-black-doc",
    "python-django-etcd-settings-doc", "python-funcsigs-doc", "python-billiard-doc", "python-terminado-doc",
    "python-icalendar-doc", "python-oslo.limit-doc", "python-mergedeep-doc", "python-mdanalysis-doc",
    "python-doit-doc", "python-pastescript-doc",
]
CORPUS11_R = [
    "r-cran-rsvg", "r-cran-mlbench", "r-cran-pixmap", "r-cran-mnormt", "r-cran-pbmcapply", "r-cran-corrplot",
    "r-cran-cairo", "r-cran-genieclust", "r-cran-zeligverse", "r-cran-snakecase", "r-cran-spatstat.random",
    "r-cran-ucminf", "r-cran-misctools", "r-cran-brio", "r-cran-m2r", "r-cran-sna", "r-cran-pan", "r-cran-sparql",
    "r-cran-proc", "r-cran-tmvnsim", "r-cran-gtools", "r-cran-ggvis", "r-cran-caic4", "r-cran-survminer",
    "r-cran-crosstalk", "r-cran-httr", "r-cran-systemfonts", "r-cran-fimport", "r-cran-rsample", "r-cran-triebeard",
    "r-cran-bayesfactor", "r-cran-shapes", "r-cran-systemfit", "r-cran-fastica", "r-cran-colorspace",
    "r-cran-readstata13", "r-cran-pdftools", "r-cran-jsonlite", "r-cran-globaloptions", "r-cran-aplpack", "r-cran-s2",
    "r-cran-plot3d", "r-cran-spatialreg", "r-cran-enrichwith", "r-cran-spatstat.linnet", "r-cran-labdsv",
    "r-cran-sitmo", "r-cran-forcats", "r-cran-fregression", "r-cran-actuar", "r-cran-amore", "r-cran-statip",
    "r-cran-spatstat.explore", "r-cran-dbscan", "r-cran-rose", "r-cran-rsvd", "r-cran-htmltools", "r-cran-rook",
    "r-cran-matrixstats", "r-cran-rcdklibs",
]
CORPUS11_DOC = [
    "htdig-doc", "xapps-doc", "libimath-doc", "zypper-doc", "libgtkmm-4.0-doc", "libtemplates-parser-doc",
    "libghc-network-uri-doc", "libghc-pipes-group-doc", "libghc-enummapset-doc", "libghc-generic-trie-doc", "vmm-doc",
    "libghc-tls-session-manager-doc", "starlink-datanode-java-doc", "libcommons-logging-java-doc",
    "libjameica-util-java-doc", "libghc-cond-doc", "libvte-2.91-doc", "libpangomm-1.4-doc", "libgit2-glib-1.0-doc",
    "sgml-base-doc",
]
CORPUS11_PDFDOC = [
    "pikepdf-doc", "libpoppler-glib-doc", "qtpdf5-doc", "ocrmypdf-doc", "camlidl-doc", "seqan-raptor-doc",
    "gri-pdf-doc", "libpdfbox-java-doc", "ruby-prawn-doc",
]
CORPUS11_MAX_PDF = 4
CORPUS11_HTML = [(pkg, None, None) for pkg in CORPUS11_PY + CORPUS11_R + CORPUS11_DOC + CORPUS11_PDFDOC]
CORPUS11_PDF = [(pkg, None) for pkg in CORPUS11_PY + CORPUS11_R + CORPUS11_DOC + CORPUS11_PDFDOC]


def corpus11_part(unit):
    """The part of corpus11 a unit is in: always "kept8"."""
    return "kept8"


# The eleventh set (kept9; issue 28, prec64, stop 62): Debian 12 packages
# that no set above holds (no package named in this file), all of them
# kept out, drawn as kept8's were: of the package names `apt-cache
# pkgnames` lists (its *-doc and r-cran- names) less every name token of
# this file before this set, sorted by SHA-256("corpus12/" + name), the
# first 40 python-*-doc packages (CORPUS12_PY), the first 80 r-cran-
# packages (CORPUS12_R; kept8 drew 60: R's vignettes are most of the PDFs
# with URI annotations, and kept8 took the 9 other *-doc packages whose
# description names PDF, so none is left for a CORPUS12_PDFDOC) and the
# first 20 other *-doc packages but TeX Live's (CORPUS12_DOC). A PDF is
# any .pdf or .pdf.gz of any of them or of the next 160 r-cran- packages
# in that order (CORPUS12_RPDF: PDFs only; the 140 packages gave 18 PDFs
# with URI annotations, 71 URLs, and that count, no text or figure, was
# all that was read before these were added), at most CORPUS12_MAX_PDF a
# package.
# Fixed before any of their text was rendered. Nobody tunes on kept9 or
# reads a document or a figure of it; TestRenderedCorpora prints its
# figures only with -kept9rows, read once at the end of the stop that made
# it. They are read unpacked (RENDER_ROOT, RENDER_DEBS), not installed.
CORPUS12_PY = [
    "python-gabbi-doc", "python-nbconvert-doc", "python-taurus-doc", "python-btrees-doc", "python-ncclient-doc",
    "python-ipywidgets-doc", "python-jellyfish-doc", "python-m2r-doc", "python-py7zr-doc", "python-wrapt-doc",
    "python-reno-doc", "python-mintpy-doc", "python-pydispatch-doc", "python-rdflib-doc", "python-swiftclient-doc",
    "python-pytest-mpi-doc", "python-flask-openid-doc", "python-etcd3-doc", "python-pydicom-doc",
    "python-oslo.vmware-doc", "python-lockfile-doc", "python-lazr.config-doc", "python-keystonemiddleware-doc",
    "python-logbook-doc", "python-pygmsh-doc", "python-tds-doc", "python-biom-format-doc", "python-webassets-doc",
    "python-aiohttp-session-doc", "python-parted-doc", "python-flask-httpauth-doc", "python-repoze.tm2-doc",
    "python-structlog-doc", "python-nox-doc", "python-webvtt-doc", "python-manimpango-doc", "python-betamax-doc",
    "python-glareclient-doc", "python-secretstorage-doc", "python-limits-doc",
]
CORPUS12_R = [
    "r-cran-chron", "r-cran-rdpack", "r-cran-hms", "r-cran-domc", "r-cran-pcapp", "r-cran-r.devices", "r-cran-distr",
    "r-cran-aweek", "r-cran-fontbitstreamvera", "r-cran-fontquiver", "r-cran-bios2cor", "r-cran-cubelyr",
    "r-cran-bayestestr", "r-cran-relimp", "r-cran-r6", "r-cran-acepack", "r-cran-tmvtnorm", "r-cran-pammtools",
    "r-cran-formattable", "r-cran-fail", "r-cran-deoptimr", "r-cran-samr", "r-cran-shades", "r-cran-rjson",
    "r-cran-prettyunits", "r-cran-wkutils", "r-cran-docopt", "r-cran-scatterd3", "r-cran-sampling", "r-cran-batchjobs",
    "r-cran-sourcetools", "r-cran-dendsort", "r-cran-satellite", "r-cran-vipor", "r-cran-epiestim", "r-cran-dendextend",
    "r-cran-diagnosismed", "r-cran-brew", "r-cran-markovchain", "r-cran-logcondens", "r-cran-askpass", "r-cran-rann",
    "r-cran-clipr", "r-cran-polspline", "r-cran-dtplyr", "r-cran-amelia", "r-cran-broom.mixed", "r-cran-gganimate",
    "r-cran-rcppdist", "r-cran-mockery", "r-cran-sctransform", "r-cran-hash", "r-cran-rgdal", "r-cran-optimparallel",
    "r-cran-openxlsx", "r-cran-sparsesvd", "r-cran-gh", "r-cran-ellipse", "r-cran-fassets", "r-cran-calibrate",
    "r-cran-gee", "r-cran-robust", "r-cran-huge", "r-cran-raschsampler", "r-cran-hmisc", "r-cran-rjags",
    "r-cran-svunit", "r-cran-future.batchtools", "r-cran-xfun", "r-cran-mlr", "r-cran-formatr", "r-cran-mixsqp",
    "r-cran-r.rsp", "r-cran-googledrive", "r-cran-date", "r-cran-covid19us", "r-cran-princurve", "r-cran-roxygen2",
    "r-cran-stringdist", "r-cran-pwt8",
]
CORPUS12_DOC = [
    "libghc-auto-update-doc", "libghc-contravariant-doc", "fastjet-doc", "freetype2-doc", "libghc-quickcheck-text-doc",
    "libmediastreamer-doc", "libmaven-repository-builder-java-doc", "yoshimi-doc", "libghc-network-byte-order-doc",
    "javacc4-doc", "libghc-echo-doc", "libjcm-java-doc", "liblunar-date-doc", "libcsv-java-doc", "euler-doc",
    "libghc-floatinghex-doc", "texstudio-doc", "libghc-presburger-doc", "python3-streamlink-doc", "libgconf2-doc",
]
CORPUS12_RPDF = [
    "r-cran-jomo", "r-cran-iso", "r-cran-registry", "r-cran-ggsci", "r-cran-logging", "r-cran-bitops",
    "r-cran-lavasearch2", "r-cran-modeest", "r-cran-utf8", "r-cran-dygraphs", "r-cran-rncl", "r-cran-bayesfm",
    "r-cran-rematch2", "r-cran-rms", "r-cran-eco", "r-cran-optimalcutpoints", "r-cran-seqinr", "r-cran-psychtools",
    "r-cran-glasso", "r-cran-popepi", "r-cran-argparse", "r-cran-heatmaply", "r-cran-promises", "r-cran-future.apply",
    "r-cran-ddalpha", "r-cran-spatstat", "r-cran-spatstat.geom", "r-cran-threejs", "r-cran-ragg", "r-cran-inum",
    "r-cran-progressr", "r-cran-prabclus", "r-cran-haplo.stats", "r-cran-ggplot.multistats", "r-cran-pvclust",
    "r-cran-nanotime", "r-cran-numderiv", "r-cran-praise", "r-cran-digest", "r-cran-pheatmap", "r-cran-clock",
    "r-cran-spatstat.model", "r-cran-robumeta", "r-cran-deldir", "r-cran-psy", "r-cran-riskregression",
    "r-cran-polyclip", "r-cran-ttr", "r-cran-distory", "r-cran-ranger", "r-cran-dqrng", "r-cran-base64url",
    "r-cran-biwt", "r-cran-mclustcomp", "r-cran-effectsize", "r-cran-rsclient", "r-cran-bbmisc", "r-cran-matrixmodels",
    "r-cran-admisc", "r-cran-rglwidget", "r-cran-iterators", "r-cran-sjlabelled", "r-cran-shinystan",
    "r-cran-phylobase", "r-cran-tufte", "r-cran-maptree", "r-cran-keyring", "r-cran-rcmdrmisc", "r-cran-svglite",
    "r-cran-solrium", "r-cran-fastmatch", "r-cran-modelr", "r-cran-evaluate", "r-cran-datawizard", "r-cran-foreign",
    "r-cran-r.utils", "r-cran-arsenal", "r-cran-pbkrtest", "r-cran-rocr", "r-cran-rex", "r-cran-lsmeans",
    "r-cran-wgcna", "r-cran-fansi", "r-cran-d3network", "r-cran-pwt9", "r-cran-clustergeneration", "r-cran-goplot",
    "r-cran-parallelly", "r-cran-wavethresh", "r-cran-epir", "r-cran-pillar", "r-cran-tzdb",
    "r-cran-readbrukerflexdata", "r-cran-dfoptim", "r-cran-ksamples", "r-cran-memoise", "r-cran-parallelmap",
    "r-cran-fauxpas", "r-cran-sem", "r-cran-dotcall64", "r-cran-mclust", "r-cran-broom", "r-cran-rpact",
    "r-cran-taxize", "r-cran-sessioninfo", "r-cran-optparse", "r-cran-xml2", "r-cran-energy", "r-cran-suppdists",
    "r-cran-rcppspdlog", "r-cran-selectr", "r-cran-tensor", "r-cran-spc", "r-cran-here", "r-cran-plotmo", "r-cran-fnn",
    "r-cran-extradistr", "r-cran-bookdown", "r-cran-codetools", "r-cran-bench", "r-cran-ddrtree", "r-cran-hypergeo",
    "r-cran-xmlparsedata", "r-cran-googlevis", "r-cran-erm", "r-cran-mapdata", "r-cran-rtdists", "r-cran-fpc",
    "r-cran-magic", "r-cran-modeldata", "r-cran-mvnfast", "r-cran-ggseqlogo", "r-cran-rwiener", "r-cran-tiff",
    "r-cran-locfit", "r-cran-epi", "r-cran-urlchecker", "r-cran-deal", "r-cran-worrms", "r-cran-rnetcdf",
    "r-cran-rentrez", "r-cran-wikidataqueryservicer", "r-cran-spatial", "r-cran-mets", "r-cran-hwriter",
    "r-cran-restfulr", "r-cran-fingerprint", "r-cran-readxl", "r-cran-foreach", "r-cran-ggm", "r-cran-pbivnorm",
    "r-cran-kmsurv", "r-cran-gwidgetstcltk", "r-cran-gunifrac", "r-cran-alakazam", "r-cran-lazyeval", "r-cran-gargle",
    "r-cran-luminescence", "r-cran-lwgeom", "r-cran-minpack.lm",
]
CORPUS12_MAX_PDF = 4
CORPUS12_HTML = [(pkg, None, None) for pkg in CORPUS12_PY + CORPUS12_R + CORPUS12_DOC]
CORPUS12_PDF = [(pkg, None) for pkg in CORPUS12_PY + CORPUS12_R + CORPUS12_DOC + CORPUS12_RPDF]


def corpus12_part(unit):
    """The part of corpus12 a unit is in: always "kept9"."""
    return "kept9"


# RENDER_DEBS=DIR: where the .deb files of FRESH2_HTML and FRESH2_PDF are
# (apt-get download); their file lists and versions are read from there.
DEBS = os.environ.get("RENDER_DEBS", "")


def deb_files(pkg):
    """The installed paths of pkg's files, and its version, from its .deb
    in DEBS."""
    deb = glob.glob(os.path.join(DEBS, pkg + "_*.deb"))
    if len(deb) != 1:
        sys.exit(f"renderers.py: {pkg}: {len(deb)} .deb files in RENDER_DEBS={DEBS!r}")
    ver = subprocess.run(["dpkg-deb", "-f", deb[0], "Version"], capture_output=True, text=True, check=True).stdout.strip()
    listing = subprocess.run(["dpkg-deb", "--fsys-tarfile", deb[0]], capture_output=True, check=True).stdout
    import tarfile, io
    with tarfile.open(fileobj=io.BytesIO(listing)) as tar:
        files = sorted(m.name[1:] for m in tar.getmembers() if m.isfile() and m.name.startswith("./"))
    return files, ver


def texlive_package(path):
    """The TeX Live package of a path under /usr/share/doc/texlive-doc (its
    first two parts), or None; TeX Live's own guide, in each of its
    languages (texlive/texlive-en, texlive/texlive-de, …), is one,
    "texlive", as are its other manuals there (tlbuild, install-tl)."""
    rel = os.path.relpath(path, "/usr/share/doc/texlive-doc")
    parts = rel.split("/")
    if rel.startswith("..") or len(parts) < 2:
        return None
    return "texlive" if parts[0] == "texlive" else None if len(parts) < 3 else "/".join(parts[:2])


# RENDER_ROOT=DIR reads FRESH_HTML's files from DIR, where the packages are
# unpacked (dpkg-deb -x PACKAGE.deb DIR) rather than installed; a record's
# source is the path as installed.
ROOT = os.environ.get("RENDER_ROOT", "").rstrip("/")

RENDER_HTML = {
    "w3m": ["w3m", "-dump", "-T", "text/html", "-O", "UTF-8", "-cols", "80"],
    "lynx72": ["lynx", "-dump", "-nolist", "-width=72", "-display_charset=UTF-8", "-force_html"],
    "lynx60": ["lynx", "-dump", "-nolist", "-width=60", "-display_charset=UTF-8", "-force_html"],
    "html2text": ["html2text", "-utf8", "-nobs", "-width", "79"],
}
RENDER_PDF = {
    "pdftotext": ["pdftotext", "-enc", "UTF-8"],
    "pdftotext-layout": ["pdftotext", "-enc", "UTF-8", "-layout"],
}

SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
# A character no URI holds (RFC 3986, 2): a PDF's link to a Windows path
# ("C:\Carol\VASO.TIFF", abntex2cite.pdf) has a scheme's colon but is no URL.
NOT_URI = re.compile(r"[\x00-\x20\"<>\\\x7f]")
# "CTAN:" is TeX's name for its archive (\url{CTAN:graphics/pstricks/…} in
# the PSTricks manuals, xkeyval.pdf, revtex4-1.pdf), no URI scheme: IANA
# registers none and no viewer opens one. A link annotation with it is no
# URL.
NOT_URL = re.compile(r"(?i)ctan:")
# The plain pattern ends a URL before a space and before the quotes and
# angle brackets that stand around one in prose: typographic quotes,
# guillemets (U+00AB, U+00BB), the single guillemets U+2039 and U+203A
# (live-manual prints each link "\u2039<a href=URL>URL</a>\u203a"), angle
# brackets (U+2329, U+232A, U+27E8, U+27E9). None is in a URI (RFC 3986
# is ASCII). printed_re and ENDS end a URL of the truth before the closers
# (and U+2039, U+2329) too.
PLAIN = re.compile(r"(?<![\w+.-])(?:[a-zA-Z][a-zA-Z0-9+.-]*://|mailto:)[^\s<>\"\u2018\u2019\u201c\u201d\u00ab\u00bb\u2039\u203a\u2329\u232a\u27e8\u27e9]+")


# U+2010 HYPHEN: TeX (with the fonts whose hyphen pdftotext reads as it)
# and groff print it for "-", a URL's own too, and for the hyphen they add
# at a line break. The extractor reads it as "-" inside a line and drops it
# at a line's end; in a PDF's text a URL's "-" may be printed as it
# (printed_re, pdf_plain).
HYPHEN = "\u2010"


@functools.lru_cache(maxsize=None)
def is_stop(c):
    """Whether c is no part of a URL however it is printed, and no part of
    a word before or after it: a non-ASCII character of Unicode's
    punctuation (P*), separators (Z*) and format characters (Cf: the
    bidirectional marks U+202A-U+202E, U+200E, U+200F, U+2066-U+2069 that a
    PDF of right-to-left text holds around a URL, a soft hyphen, U+200B),
    or a wide or full-width character of East Asian scripts (ideographs,
    kana, hangul, the full-width "\uff0c" and "\u3002"; Unicode's
    East_Asian_Width W or F), which their text runs on with, with no
    space, right before and after a URL. None of them is in a URI (RFC
    3986 is ASCII), and RFC 3987 forbids the bidirectional marks in an
    IRI. (Python's unicodedata, of the Unicode version of the Python that
    runs this.) Not U+2010 HYPHEN, which is punctuation (Pd) but which TeX
    and groff print for a "-", also a URL's: it is a URL's "-" (HYPHEN;
    dvipdfmx.pdf's link "http://github.com/adobe-type-tools/cmap-resources"
    is printed "adobe\u2010type\u2010tools/cmap\u2010resources")."""
    if c < "\x80" or c == HYPHEN:
        return False
    cat = unicodedata.category(c)
    return cat[0] in "PZ" or cat == "Cf" or unicodedata.east_asian_width(c) in "WF"


def starts_word(text, s):
    """Whether text[s] starts a URL: not after a byte of a word (or of a
    scheme), unless after a character of is_stop; U+2010 (HYPHEN) is a
    "-" of the word; and not inside a URL that the plain pattern reads
    from before it (glued)."""
    if s == 0:
        return True
    c = text[s - 1]
    return (not (c.isalnum() or c in "_+.-" + HYPHEN) or is_stop(c)) and not glued(text, s)


# A scheme and "//", as the plain pattern starts a URL with; and any
# start of PLAIN_BODY's.
SCHEME_SLASHES = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://")
SCHEME_START = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*://|(?i:mailto|news|tel|urn):")
# What the plain pattern reads a URL on with (PLAIN_BODY's class).
NOT_BODY = "<>\"\u2018\u2019\u201c\u201d\u00ab\u00bb\u2039\u203a\u2329\u232a\u27e8\u27e9"


def glued(text, s):
    """Whether text[s] stands inside a URL that the plain pattern reads
    from an earlier start on its line: the run of text right before s
    that it would read on with (no space, no byte of NOT_BODY, no
    character of is_stop) holds a scheme and "//". pdftotext prints two
    link annotations whose boxes touch with no space between
    (live-manual's "https://www.debian.org/CD/live/" and
    "http://debian-live.alioth.debian.org/cdimage/release/", boxes [72,
    193.241] and [193.241, 383.205] on one line, in its 22 PDF
    editions): the text is one run that RFC 3986 reads as one URI (":"
    and "/" are a path's), as a web archive's
    "https://web.archive.org/web/2020/http://example.com/" is, and no
    reader of the text can tell where a second URL starts. Such a URL is
    no URL of the truth; both readings are neutral (pdf_neutral)."""
    k = s
    while k > 0:
        c = text[k - 1]
        if c.isspace() or c in NOT_BODY or c >= "\x80" and is_stop(c):
            break
        k -= 1
    return SCHEME_SLASHES.search(text, k, s) is not None


def plain_urls(text, pdf=False):
    """URLs of text by a plain pattern, trailing punctuation and an
    unbalanced ")" off; pdf: as a PDF's text is read, where a URL also
    starts after, and ends before, a character of is_stop."""
    found = set()
    for u in (pdf_plain(text) if pdf else (m.group(0) for m in PLAIN.finditer(text))):
        u = plain_end(u, pdf)
        if u is not None:
            found.add(u)
    return found


# Trailing punctuation a plain URL ends before: ASCII's, and the Arabic
# script's comma, semicolon, question mark and full stop (U+060C, U+061B,
# U+061F, U+06D4: debian-handbook ar-MA's "(xen://، qemu://، …)", whose
# "xen://،" was a neutral URL; arabtruth, issue 28).
PLAIN_TRAILING = ".,;:!?'\u060c\u061b\u061f\u06d4"


def strip_end(u):
    """u without trailing punctuation (PLAIN_TRAILING) and an unbalanced ")"."""
    u = u.rstrip(PLAIN_TRAILING)
    while u.endswith(")") and u.count("(") < u.count(")"):
        u = u[:-1].rstrip(PLAIN_TRAILING)
    return u


def plain_end(u, pdf=False):
    """u, a match of the plain pattern, with trailing punctuation and an
    unbalanced ")" off, or None when what is left is no URL (a scheme
    alone)."""
    u = strip_end(u)
    if "://" in u and len(u.split("://", 1)[1]) > 0 or u.startswith("mailto:") and len(u) > 7:
        return u
    if pdf and OPAQUE.match(u):
        return u
    return None


PLAIN_BODY = re.compile(r"(?:[a-zA-Z][a-zA-Z0-9+.-]*://|(?i:mailto|news|tel|urn):)[^\s<>\"\u2018\u2019\u201c\u201d\u00ab\u00bb\u2039\u203a\u2329\u232a\u27e8\u27e9]+")


# In a PDF's text, the plain pattern also takes the URIs of RFC 3986's
# examples that have no "//" ("news:comp.text.tex", "tel:+1-816-555-1212",
# "urn:oasis:names:…"; section 1.1.2), which a PDF prints with no link
# annotation as often as a URL of "//" (lastpage.pdf's "news:comp.text.tex").
OPAQUE = re.compile(r"(?i)(?:news|tel|urn):[^\s]")


def pdf_plain(text):
    """The matches of PLAIN in a PDF's text, each starting where
    starts_word says and ending before a character of is_stop."""
    pos = 0
    while True:
        m = PLAIN_BODY.search(text, pos)
        if not m:
            return
        s = m.start()
        if not starts_word(text, s):
            pos = s + 1
            continue
        u = m.group(0)
        for k, c in enumerate(u):
            if c >= "\x80" and is_stop(c):
                u = u[:k]
                break
        yield u
        pos = s + max(len(u), 1)


def pdf_url(u):
    """u as the extractor reads it in a PDF's text: U+2010 HYPHEN, which
    TeX and groff print for "-", is "-", but at the end (a line's: the
    hyphen TeX or groff adds at a line break), where it is dropped, as it is
    when the URL goes on on the next line; a "}" or "]" that closes no "{" or
    "[" of the URL's (TeX source printed in a manual) ends it, as ")" does
    in plain_urls; trailing punctuation is off."""
    u = u.rstrip(HYPHEN).replace(HYPHEN, "-").rstrip(".,;:!?'\")")
    for o, c in ("{}", "[]"):
        i = u.find(c)
        while i >= 0:
            if u[:i].count(o) < u[:i + 1].count(c):
                u = u[:i].rstrip(".,;:!?'")
                break
            i = u.find(c, i + 1)
    return u


def pdf_neutral(text, truth, layout=False, flow=None):
    """The neutral URLs of a PDF's text: the URLs of the plain pattern
    (PLAIN_PDF) that end inside a line (before a byte that cannot go on a
    URL, or a ")" that closes no "(" of theirs), or at the end of one that
    a blank line or a line starting with a byte that cannot go on a URL
    follows. One that ends a line before a line that may go on with it is
    no link either way, and nobody knows where it ends: both readings, the
    URL alone and the URL with the next line's first word, are neutral.
    None that stands at a line end where it is the first line of a URL of
    the truth is: a URL of the truth starts with it and is printed from
    there (printed_re), broken at that line end. One that stands whole
    inside a line is, even when a URL of the truth starts with it ("URL:
    https://www.r-project.org, http://…" and the truth's
    "https://www.r-project.org/…"); so is one at a line end that a URL of
    the truth starts with but that is printed elsewhere ("http://w" and
    "ww.iesl…" where the link's annotation is another URL). In pdftotext
    -layout's text (layout), also the readings of one across a break of
    its column (column_readings; flow is the same PDF's text read by
    pdftotext without -layout)."""
    neutral, first, joined = set(), set(), {}
    lines = text.splitlines(keepends=True)
    pats = {}
    off = 0
    for n, raw in enumerate(lines):
        line = raw.rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
        after = lines[n + 1].strip() if n + 1 < len(lines) else ""
        ends = after == "" or not (after[0].isalnum() or after[0] in "/%~?#=&_-.")
        body = line.rstrip().rstrip(".,;:!?'")
        for u in plain_urls(line, pdf=True):
            at_end = body.endswith(u)
            at = off + len(body) - len(u)
            u = pdf_url(u)
            neutral.add(u)
            if at_end:
                for t in truth:
                    if t != u and t.startswith(u):
                        if t not in pats:
                            pats[t] = printed_re(t, pdf=True, layout=layout)
                        if next(printed_in(pats[t], text, at), None) is not None:
                            first.add(u)
                            break
                if not ends and u not in first:
                    # The joined reading is what the plain pattern reads
                    # of the URL and the next line's first word, as of a
                    # URL on one line: it ends before a quote or "<"
                    # there too (an HTML listing's href="file:///C:/…/"
                    # over "scripts/…/CindyJS.css">", KeTCindyReferenceJ.pdf).
                    joined.setdefault(url_reading(u + after.split()[0]), u)
        for m in SCHEME_START.finditer(line):
            i = m.start()
            c = line[i - 1] if i > 0 else " "
            if (not (c.isalnum() or c in "_+.-" + HYPHEN) or is_stop(c)) and glued(line, i):
                # A URL glued to one before it (glued): the reading
                # from its own start is neutral, as the one from the
                # first start is (plain_urls).
                v = url_reading(line[i:])
                if v:
                    neutral.add(v)
        if layout:
            for j in column_readings(lines, n, off, text, truth, pats, flow):
                neutral.add(j)
        off += len(raw)
    neutral |= {j for j, u in joined.items() if u not in first}
    return neutral - first - set(truth)


GAP = re.compile(r"\S( {2,})(?=\S)")


def column_start(line, i):
    """Where the column that line[i] stands in starts on its line: after
    the first gap of two spaces or more that follows text and ends at or
    before i, or None when no such gap is there (no column to its left)."""
    for m in GAP.finditer(line, 0, i + 1):
        if m.end() <= i:
            return m.end()
        break
    return None


# Text that is a URI as RFC 3986 writes one (its characters, a "%" before
# two hex digits or at the end, where the next line may give them), or an
# IRI (RFC 3987: non-ASCII characters too).
URI_TEXT = re.compile(r"(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%(?:[0-9A-Fa-f]{2}|[0-9A-Fa-f]?$)|[^\x00-\x7f])+")
TRAILING_CUT = re.compile(r"[^.,;:!?')]")


def url_reading(s):
    """The URL that s starts with, read as plain_urls reads one (pdf)."""
    for u in pdf_plain(s):
        return pdf_url(strip_end(u))
    return ""


def column_readings(lines, n, off, text, truth, pats, flow):
    """The readings of a URL that is no link, printed on pdftotext -layout's
    line n (at offset off of text), across a break of its column
    (COLUMN_BREAK, the breaks the truth reads a link through): the URL's
    run of text as printed, to the line's end or to a gap, with the word
    that goes on in its column on the next line, where the page's shape
    says that column goes on there:
      - in the right column, or after a line number in the margin
        (sample631's "405   … https://journals.aas." and "406
        org/article-charges-and-copyright/#author"): the run ends the line,
        a gap of two spaces or more after text stands left of it (its
        column starts at c), and the next line's first such gap is
        followed by a word starting within 2 columns left and 8 right of c;
      - in the left column (ltnews's "http://mirror.ctan.org/macros/latex/"
        and "required/amslatex."): a gap of two spaces or more and text to
        the line's end follow the run, the gap's end (the gutter, column g)
        recurs on one of the 3 lines before or after (text, two spaces or
        more, text at g), and the next line's first word starts left of g
        and no more than 2 columns left of where the URL's column starts.
    A reading is one of the text as printed, never any extension of the
    run: the run and the reading are a URI's characters (RFC 3986, or an
    IRI's), the run ends with the URL or with one "." before a word that
    starts with a small letter or a digit (a host goes on; ", and" or ".
    The" after a URL is prose), the word may go on a URL (as in
    pdf_neutral) and starts none, and flow, the same PDF read by pdftotext
    without -layout (each column's text in its order), prints the run at a
    line's end and the word at the next line's start: the PDF's own text
    flow confirms that the word goes on after the run (a table's next row,
    a listing's next line, the other column's text do not). None is read
    where a URL of the truth is printed from the run's start (as for the
    first line of one at a line end in pdf_neutral)."""
    line = lines[n].rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
    if n + 1 >= len(lines) or lines[n].endswith(("\x0c", "\x0b")):
        return
    nxt = lines[n + 1].rstrip("\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")
    for m in PLAIN_BODY.finditer(line):
        i = m.start()
        if not starts_word(line, i):
            continue
        run = re.match(r"\S*", line[i:]).group(0)
        if url_reading(run) == "" or next(pdf_plain(run), "") != run:
            continue  # the URL ends inside its run: no break reads on
        rest = line[i + len(run):]
        word = None
        if rest.strip() == "":
            c = column_start(line, i)
            g = GAP.search(nxt)
            if c is not None and g and c - 2 <= g.end() <= c + 8:
                word = nxt[g.end():].split()[0]
        else:
            gap = re.match(r" {2,}(?=\S)", rest)
            if not gap:
                continue
            g = i + len(run) + gap.end()
            c = column_start(line, i)
            c = len(line) - len(line.lstrip()) if c is None else c
            ind = len(nxt) - len(nxt.lstrip())
            near = lines[max(0, n - 3):n] + lines[n + 1:n + 4]
            if nxt.strip() and c - 2 <= ind < g - 2 and any(
                    len(l) > g and l[g - 2:g] == "  " and not l[g].isspace() and l[:g].strip() for l in near):
                word = nxt.split()[0]
        if word is None or not (word[0].isalnum() or word[0] in "/%~?#=&_-.") or PLAIN_BODY.match(word):
            continue  # as at a line end (pdf_neutral): the next word cannot go on, or starts a URL
        u = url_reading(run)
        printed = run.replace("\u2010", "-")
        if not URI_TEXT.fullmatch(printed) or not printed.startswith(u) or TRAILING_CUT.search(printed[len(u):]):
            continue  # the run holds more than a URL (TeX's "\\MessageBreak%" after one in a listing)
        if printed[len(u):] not in ("", ".") or printed[len(u):] == "." and not (word[0].islower() or word[0].isdigit()):
            continue  # prose after the URL: ", and", ". The"; a host goes on after "." ("aas." and "org/…")
        if not any(c.isalnum() for c in word):
            continue  # a dash of the prose
        if any(t != u and t.startswith(u) and next(printed_in(
                pats.setdefault(t, printed_re(t, pdf=True, layout=True)), text, off + i), None) is not None for t in truth):
            continue
        j = url_reading(run + word)
        if j != u and URI_TEXT.fullmatch(j) and not re.search(r"%(?![0-9A-Fa-f]{2})", j) and flow is not None and re.search(
                r"(?<!\S)" + re.escape(run) + r"[ \t]*\r?\n[ \t]*" + re.escape(word) + r"(?!\S)", flow):
            yield j


BLOCK = {"address", "article", "aside", "blockquote", "br", "caption", "dd", "div", "dl", "dt", "figure",
         "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "nav", "ol", "p", "pre",
         "section", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"}


# An <img> tag's src attribute as written: quoted either way, or bare.
IMG_SRC = re.compile(r"""\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))""", re.I)


class Links(html.parser.HTMLParser):
    """The links of a page whose text is their own URL, and its text: the
    text of inline elements runs on, a block element breaks it. in_table:
    those of the links that stand inside a <table> (in a cell), and
    table_text the text inside tables (cells: where w3m and html2text, and
    lynx in a narrow table, break a URL inside its cell's column,
    printed_in_cells)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.a = None  # [href, text] of the open <a>
        self.printed = set()
        self.in_table = set()
        self.text = []
        self.table_text = []
        self.skip = 0  # inside <script> or <style>
        self.tables = 0  # <table> elements open
        self.images = set()  # the URLs a renderer prints for an <img> (html2text's [SRC])
        self.alt_text = []  # the alt text of each <img>, which the renderers print for it

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
        if tag == "table":
            self.tables += 1
        if tag in BLOCK:
            self.text.append("\n")
            self.table_text.append("\n")
        if tag == "img" and not self.skip:
            self.image(dict(attrs), self.get_starttag_text() or "")
        if tag == "a":
            self.end_a()
            href = dict(attrs).get("href")
            if href is not None:
                self.a = [href.strip(), ""]
                self.a_in_table = self.tables > 0

    def image(self, attrs, raw):
        """An <img>: each renderer prints its alt text (html2text in
        brackets, "[alt]"), and html2text 1.3.2a prints the whole of its
        src attribute, "[SRC]", where it has no alt attribute (an empty
        one prints nothing). Neither is a link: a URL in either is a
        neutral URL where the renderer prints it (html_neutral), as
        fitdistrplus's vignettes print their plots, data: URIs of 20 KB,
        in html2text's text."""
        alt, src = attrs.get("alt"), attrs.get("src")
        if alt is not None:
            self.alt_text.append("\n" + alt + "\n")
        elif src and SCHEME.match(src.strip()) and not src.strip().lower().startswith(("javascript:", "file:")):
            # html2text prints the attribute as written (raw, the tag's
            # text), its character references not read ("&amp;").
            self.images.add(src.strip())
            m = IMG_SRC.search(raw)
            if m:
                self.images.add(next(g for g in m.groups() if g is not None).strip())

    def end_a(self):
        if self.a is None:
            return
        href, text = self.a
        text = " ".join(text.split())
        if text == href and SCHEME.match(href) and not href.lower().startswith(("javascript:", "file:")):
            self.printed.add(href)
            if self.a_in_table:
                self.in_table.add(href)
        self.a = None

    def handle_endtag(self, tag):
        if tag in ("script", "style") and self.skip:
            self.skip -= 1
        if tag in BLOCK:
            self.text.append("\n")
            self.table_text.append("\n")
        if tag == "a":
            self.end_a()
        if tag == "table" and self.tables:
            self.tables -= 1

    def handle_data(self, data):
        if self.skip:
            return
        if self.a is not None:
            self.a[1] += data
        self.text.append(data)
        if self.tables:
            self.table_text.append(data)


@functools.lru_cache(maxsize=8192)
def printed_re(u, pdf=False, layout=False):
    """A pattern of u as printed in text broken over lines; layout: in
    text laid out in columns (pdftotext -layout), where it may also be
    broken at the edge of its column (COLUMN_BREAK). For a PDF (pdf), the
    pattern is u's body alone: printed_in checks where it starts and
    ends; there a "-" of u, and the hyphen before a break, may be printed
    as U+2010 (HYPHEN), as TeX and groff print one."""
    brk = r"(?:[ \t]*-?[ \t]*\r?\n[ \t\f]*" + (COLUMN_BREAK if layout else "") + (PAGE_BREAK if pdf and FURNITURE else "") + ")?"
    if pdf:
        brk = brk.replace("-?", "[-" + HYPHEN + "]?")
        return re.compile(brk.join("[-" + HYPHEN + "]" if c == "-" else re.escape(c) for c in u))
    # The same breaks, written so that no two stars match the same spaces
    # ("[ \t]*-?[ \t]*" backtracks through every split of a run of spaces
    # at every character of u: a URL of 230 bytes in w3m's text of a wide
    # table took 170 s, gen_tables.py). It matches what brk does.
    brk = r"(?:[ \t]*(?:-[ \t]*)?\r?\n[ \t\f]*" + (COLUMN_BREAK if layout else "") + ")?"
    body = brk.join(re.escape(c) for c in u)
    # It starts after a byte that is no part of a word (or a scheme), and
    # ends at a line end or before a byte that cannot go on a URL on this
    # line (trailing punctuation, then a space or the line end), one of
    # them a byte that no URI holds (NOT_URI_BYTES: w3m and lynx print a
    # footnote's <sup>63</sup> as "^63", glued after a link:
    # "https://pagure.io/liberation-fonts,^63", R-admin). The trailing
    # punctuation holds the Arabic script's too (PLAIN_TRAILING; arabtruth).
    return re.compile(r"(?<![\w+.-])" + body + r"(?=[ \t]*(?:\r?\n|\f|$)|[.,;:!?'\")\]>\u060c\u061b\u061f\u06d4]*(?:[\s\u00a0\u2028)\]>" +
                      NOT_URI_CLASS + r"]|$)|[\s<>\"'`" + NOT_URI_CLASS + r"\u00a0\u2329\u232a\u27e9\u00bb\u201d\u2019\u2039\u203a])")


# Of the printable ASCII bytes, those that no URI holds (RFC 3986, 2:
# neither unreserved nor reserved, nor "%"): a URL printed right before one
# ends there, as before a space. NOT_URI_CLASS is them in a regular
# expression's class.
NOT_URI_BYTES = '"<>\\^`{|}'
NOT_URI_CLASS = "".join("\\" + c for c in NOT_URI_BYTES)


# Where a URL printed in a PDF's text may end (printed_in): at a line end,
# before a byte that cannot go on a URL, or after trailing punctuation
# before a space, a closing bracket or the end; or before a character of
# is_stop, right after it or after trailing punctuation.
ENDS = re.compile(r"[ \t]*(?:\r?\n|\f|$)|[.,;:!?'\")\]>]*(?:[\s\u00a0\u2028)\]>]|$)|[\s<>\"'`\u00a0\u2329\u232a\u27e9\u00bb\u201d\u2019\u2039\u203a]")
TRAILING = re.compile(r"[.,;:!?'\")\]>]*")


def printed_in(pattern, text, at=None):
    """The matches of pattern (printed_re of a URL, pdf) in a PDF's text
    (or the one at index at) that start where a URL may (starts_word) and
    end where one may (ENDS): as printed_re's pattern for other text, and
    also after and before a character of is_stop (the link's annotation
    says where the URL is; the text of a language written with no spaces,
    or a bidirectional mark, runs on right before and after it)."""
    pos = 0 if at is None else at
    while True:
        m = pattern.match(text, pos) if at is not None else pattern.search(text, pos)
        if not m:
            return
        s, e = m.start(), m.end()
        t = TRAILING.match(text, e).end()
        if (at is not None or starts_word(text, s)) and (ENDS.match(text, e) or e < len(text) and is_stop(text[e]) or t < len(text) and is_stop(text[t])):
            yield m
            if at is not None:
                return
            pos = e
        elif at is not None:
            return
        else:
            pos = s + 1


# A URL broken at the edge of its column on a page that pdftotext -layout
# prints in columns side by side: in the right column, the rest stands on
# the next line after the text of the column to its left and a gap of two
# spaces or more ("… 368–394. https://doi.org/10.1007/3-" and "Papers may
# be … include              540-65193-4_29"); in the left column, a gap of
# two spaces or more and the right column's text end the line, and the
# rest starts the next.
COLUMN_BREAK = r"|-?\r?\n\f?[^\n]*?\S {2,}|-? {2,}\S[^\n]*\r?\n[ \t\f]*"

# A URL broken at the end of a page (pdftotext prints a form feed between
# pages): between its pieces stand what ends the page (its footnotes, the
# page number at its foot: up to PAGE_FOOT lines) and what starts the next
# (its running head, the page number at its head: up to PAGE_HEAD lines,
# none holding "://": the lines at a page's head that hold another URL are
# text of the page, as in ltnews.pdf, where a reference's
# ".../latex2e-news/" and "ltnews32.pdf" end a page and the next's
# ".../latex2e-news/" and "ltnews34.pdf" start it).
# RENDER_NO_FURNITURE=1 leaves such URLs out, as the truth did before.
PAGE_FOOT, PAGE_HEAD = 8, 4
PAGE_BREAK = r"|[ \t]*-?[ \t]*\r?\n(?:[^\n\f]*\n){0,%d}\f(?:(?:(?!://)[^\n\f])*\n){0,%d}[ \t]*" % (PAGE_FOOT, PAGE_HEAD)
FURNITURE = not os.environ.get("RENDER_NO_FURNITURE")


# What stands between two cells of a table's row, or at a cell's edge, in
# a renderer's text: a space, html2text's "|" border, w3m's box drawing
# (U+2500-U+257F: a table with a border).
def is_cell_edge(c):
    return c in " \t|" or "\u2500" <= c <= "\u257f"


# html2text fills the last line of a table (and its head) with "_" for a
# space, up to the border: "|g/______|" (a run of "_" before "|" or the
# line's end).
FILL = re.compile(r"_+(?:[|\u2500-\u257f]|[ \t]*$)")
# Where the last piece of a URL broken in a cell may end: as printed_re
# ends a URL (a line end, trailing punctuation then a space, a byte no
# URI holds), or before a cell's edge or html2text's fill.
CELL_END = re.compile(r"[ \t]*$|_*[|\u2500-\u257f]|_+[ \t]*$|[.,;:!?'\")\]>\u060c\u061b\u061f\u06d4]*(?:[\s\u00a0\u2028)\]>" +
                      NOT_URI_CLASS + r"\u2500-\u257f]|$)|[\s<>\"'`" + NOT_URI_CLASS + r"\u00a0\u2329\u232a\u27e9\u00bb\u201d\u2019\u2039\u203a]")


def common(a, i, b, j):
    """The length of the common run of a from i and b from j."""
    n = 0
    while i + n < len(a) and j + n < len(b) and a[i + n] == b[j + n]:
        n += 1
    return n


def printed_in_cells(u, text):
    """Whether u is printed broken inside a table's cell in an HTML
    renderer's text: w3m and html2text (and lynx, in a table narrow
    enough to lay out) fill a cell's text within its column, so a URL
    longer than the cell is broken there, and the other cells' text of
    the row stands on the same lines, between its pieces
    ("netrexxc task, Rexx    https://www.ibm.com/" over
    "with script task       software/awdtools/" over
    "                       netrexx/library.html", ant's install.html),
    which printed_re's line break does not allow. Cell by cell: the first
    piece starts where a URL may (as printed_re's), at column s of a
    line, and ends at the line's end, a cell's edge (is_cell_edge) or
    html2text's fill (FILL); each next piece stands on the next line at
    one column c <= s (the cell's left edge, the same on each line),
    after a cell's edge or at the line's start, and ends so too, the last
    where a URL may end (CELL_END); their run is u; or it is printed whole
    on a row's "_"-filled last line of html2text's (printed_in_filled). Columns are the
    terminal's (display_col: a wide East Asian character takes two), as
    the renderers lay a row's cells out: the cells left of the URL's may
    hold such characters on one line and spaces on the next. Only for a
    link that stands in a table (Links.in_table), and a neutral URL of a
    table's text."""
    colon = u.find(":")
    if colon < 0:
        return False
    if printed_in_filled(u, text):
        return True
    head = u[:colon + 1]
    lines = text.split("\n")
    for i, line in enumerate(lines[:-1]):
        s = line.find(head)
        while s >= 0:
            if s == 0 or not (line[s - 1].isalnum() or line[s - 1] in "_+.-"):
                k = common(line, s, u, 0)
                e = s + k
                if colon < k < len(u) and (e == len(line) or is_cell_edge(line[e]) or FILL.match(line, e)) \
                        and cell_rest(lines, i + 1, u, k, display_col(line, s), None):
                    return True
            s = line.find(head, s + 1)
    return False


def printed_in_filled(u, text):
    """Whether u is printed on a row's last line of a table html2text
    draws with "|" borders, which it prints with every space as "_"
    ("|see_http://example.com/docs/_for_more____|"): read with each "_" a
    space (u's own "_" too), u is printed there as printed_re says, after
    a space or a border and before one (review47 F9, prec48)."""
    if " " in u or "\t" in u:
        return False
    pat = None
    for line in text.split("\n"):
        s = line.strip(" \t\r")
        if len(s) < 3 or s[0] != "|" or s[-1] != "|" or " " in s or "\t" in s or "_" not in s:
            continue
        if pat is None:
            pat = printed_re(u.replace("_", " "))
        if pat.search(line.replace("_", " ")):
            return True
    return False


def display_col(line, i):
    """The terminal column of line[i]: a wide or full-width East Asian
    character before it takes two columns, any other one."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line[:i])


def cell_rest(lines, j, u, k, s, c):
    """Whether u[k:] is printed from line j of lines on, a piece a line,
    at display column c (the cell's left edge; any column <= s when
    None), as printed_in_cells says."""
    if j >= len(lines):
        return False
    line = lines[j]
    col = 0
    for c0 in range(len(line)):
        if c0 > 0:
            col += 2 if unicodedata.east_asian_width(line[c0 - 1]) in "WF" else 1
        if c is not None and col != c or c is None and col > s:
            if col > (s if c is None else c):
                break
            continue
        if line[c0] != u[k] or c0 > 0 and not is_cell_edge(line[c0 - 1]):
            continue
        m = common(line, c0, u, k)
        e = c0 + m
        if k + m == len(u):
            if CELL_END.match(line, e):
                return True
        elif (e == len(line) or is_cell_edge(line[e]) or FILL.match(line, e)) and cell_rest(lines, j + 1, u, k + m, s, col):
            return True
    return False


def is_printed(u, text, pdf=False, layout=False):
    if pdf:
        return next(printed_in(printed_re(u, True, layout), text), None) is not None
    return printed_re(u).search(text) is not None


def trim(text, urls=(), layout=False, pdf=True):
    """The lines of text within CONTEXT lines of one that may hold a URL (a
    scheme's colon before a byte that is no space, or a part of one of
    urls as printed: a URL broken right after its scheme's colon,
    "https:" and "//…", has no such colon), runs of other lines replaced
    by one blank line. urls are printed as in a PDF's text (pdf: every
    line of one is held as a line that may hold a URL), or as in an HTML
    page's (printed_re; the line where one starts is held as such, and
    its lines are kept): w3m and html2text break "https:" and
    "//duncanthrax.net/exilog/" too (exim4-doc-html); the HTML corpora
    kept no line for urls before freshdocs, and lost 8 URLs of their
    truth so. Held so, an HTML page's URL whose first line has a scheme's
    colon before a byte that is no space changes no line kept."""
    lines = text.split("\n")
    keep = [False] * len(lines)
    held = set()  # the lines that hold a part of one of urls
    if urls:
        starts = [0]
        for l in lines[:-1]:
            starts.append(starts[-1] + len(l) + 1)
        for u in urls:
            for m in (printed_in(printed_re(u, pdf=True, layout=layout), text) if pdf else printed_re(u).finditer(text)):
                a = bisect.bisect_right(starts, m.start()) - 1
                z = bisect.bisect_right(starts, max(m.start(), m.end() - 1)) - 1
                if pdf:
                    held.update(range(a, z + 1))
                else:
                    held.add(a)
                    for j in range(a, z + 1):
                        keep[j] = True
    for i, l in enumerate(lines):
        if TRIGGER.search(l) or i in held:
            for j in range(max(0, i - CONTEXT), min(len(lines), i + CONTEXT + 1)):
                keep[j] = True
    out, dropped = [], False
    for l, k in zip(lines, keep):
        if k:
            if dropped and out and out[-1].strip() != "":
                out.append("")
            out.append(l)
            dropped = False
        else:
            dropped = True
    return "\n".join(out).rstrip("\n") + "\n"


TRIGGER = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:[^\s]")
CONTEXT = 8


def expand(pattern):
    """glob with one {a,b,...} alternation."""
    m = re.search(r"\{([^}]*)\}", pattern)
    if not m:
        return glob.glob(pattern, recursive=True)
    out = []
    for alt in m.group(1).split(","):
        out += glob.glob(pattern[:m.start()] + alt + pattern[m.end():], recursive=True)
    return out


def version(pkg):
    """The installed version of pkg, or, for one only unpacked
    (RENDER_ROOT), the version apt would install, as apt-get download
    fetches it."""
    v = subprocess.run(["dpkg-query", "-W", "-f=${Version}", pkg], capture_output=True, text=True).stdout
    if v or not ROOT:
        return v
    show = subprocess.run(["apt-cache", "show", "--no-all-versions", pkg], capture_output=True, text=True).stdout
    return next((l.split(":", 1)[1].strip() for l in show.splitlines() if l.startswith("Version:")), "")


def output(cmd, src, path=None, tail=()):
    """The output of cmd run on src (a copy of path, when path is given),
    as bytes. With RENDER_CACHE set to a directory, outputs are kept there,
    keyed by the command, path, size and modification time of the file, so
    that a second run (to try a change of the truth's rules) renders
    nothing again; the output files are the same either way."""
    path = path or src
    cache = os.environ.get("RENDER_CACHE")
    if cache:
        st = os.stat(path)
        key = hashlib.sha256(json.dumps([cmd, list(tail), path, st.st_size, st.st_mtime_ns]).encode()).hexdigest()
        f = os.path.join(cache, key[:2], key)
        if os.path.exists(f):
            with open(f, "rb") as r:
                return r.read()
    out = subprocess.run(cmd + [src] + list(tail), capture_output=True, timeout=300).stdout
    if cache:
        os.makedirs(os.path.dirname(f), exist_ok=True)
        tmp = f"{f}.{os.getpid()}.tmp"  # processes that render at once (corpus3) write their own
        with open(tmp, "wb") as w:
            w.write(out)
        os.replace(tmp, f)
    return out


def run(cmd, path, orig=None):
    return output(cmd, path, orig).decode("utf-8", "replace")


def pdf_source(pkg, path):
    """The URLs of the URI link annotations of the PDF at path (pdfinfo
    -url; no annotation that holds a character no URI holds, NOT_URI, or
    is TeX's "CTAN:", NOT_URL) and its text by each renderer of
    RENDER_PDF, or None when it has no such annotation or is a source
    listing (a package of PDF_OWNED whose text, trimmed, is longer than
    MAX_TRIMMED, or MAX_TRIMMED_LATER for one of LATER)."""
    src = path
    tmp = None
    if path.endswith(".gz"):
        tmp = tempfile.NamedTemporaryFile(suffix=".pdf")
        tmp.write(gzip.open(path).read())
        tmp.flush()
        src = tmp.name
    try:
        info = run(["pdfinfo", "-url"], src, path)
        urls = set()
        for line in info.splitlines()[1:]:
            f = line.split(None, 2)
            if len(f) == 3 and f[1] == "Annotation" and SCHEME.match(f[2]) and not NOT_URI.search(f[2].strip()) and not NOT_URL.match(f[2].strip()):
                urls.add(f[2].strip())
        if not urls:
            return None
        texts = {r: output(cmd, src, path, ["-"]).decode("utf-8", "replace") for r, cmd in RENDER_PDF.items()}
        if (pkg in PDF_OWNED or pkg in FRESH2_PDF or pkg in CORPUS3_PDF_PKGS or pkg in CORPUS5_PDF_PKGS or pkg in CORPUS6_PDF_PKGS) and len(trim(texts["pdftotext"])) > (MAX_TRIMMED_LATER if pkg in LATER or pkg in CORPUS3_PDF_PKGS or pkg in CORPUS5_PDF_PKGS or pkg in CORPUS6_PDF_PKGS else MAX_TRIMMED):
            return None  # a source listing: much text, few URLs
        return urls, texts
    finally:
        if tmp:
            tmp.close()


def write_pdf(outs, stats, pkg, ver, path, urls, texts):
    """Writes the record of the PDF at path (its annotations' URLs and
    texts: pdf_source) to each renderer's file of outs where a URL of the
    truth is printed."""
    key = pkg + "/" + os.path.basename(path).removesuffix(".gz")
    if pkg in CORPUS5_PDF_PKGS or pkg in CORPUS6_PDF_PKGS:
        key = pkg + ("/" + os.path.relpath(path, "/usr/share/doc") if path.startswith("/usr/share/doc/") else path).removesuffix(".gz")
    elif pkg in LATER:
        key = pkg + "/" + os.path.relpath(path, "/usr/share/doc/texlive-doc").removesuffix(".gz")
    elif pkg in CORPUS3_PDF_PKGS:
        key = pkg + "/" + os.path.relpath(path, "/usr/share/doc").removesuffix(".gz")
    for r, cmd in RENDER_PDF.items():
        text = texts[r]
        layout = "-layout" in cmd
        truth = sorted(u for u in urls if is_printed(u, text, pdf=True, layout=layout))
        if not truth:
            continue
        # The URLs of the text by the plain pattern that end inside
        # a line (before a byte that cannot go on a URL, or a ")"
        # that closes no "(" of theirs), or at the end of one that a
        # blank line or a line starting with a byte that cannot go
        # on a URL follows; none that stands at a line end where it
        # is the first line of a URL of the truth printed from
        # there. A URL that stands whole inside a line is neutral
        # even when a URL of the truth starts with it ("URL:
        # https://www.r-project.org, http://…" and the truth's
        # "https://www.r-project.org/…").
        neutral = pdf_neutral(text, truth, layout, texts["pdftotext"] if layout else None)
        rec = {"doc": key, "source": path, "package": pkg, "version": ver, "truth": truth,
               "neutral": sorted(neutral), "text": trim(text, truth, layout)}
        outs[r].write(json.dumps(rec, ensure_ascii=False) + "\n")
        stats[r][0] += 1
        stats[r][1] += len(truth)


def write_html(outs, stats, pkg, ver, key, source, path):
    """Writes the record of the HTML file at path (installed as source)
    to each renderer's file of outs where a link of its truth (Links) is
    printed."""
    p = page_links(path)
    if p is None or not p.printed:
        return
    neutral = html_neutral(p)
    for r, cmd in RENDER_HTML.items():
        text = run(cmd, path)
        truth, neutral_printed = html_truth(p, neutral, text)
        if not truth:
            continue
        rec = {"doc": key, "source": source, "package": pkg, "version": ver, "truth": truth,
               "neutral": neutral_printed, "text": trim(text, truth + neutral_printed, pdf=False)}
        outs[r].write(json.dumps(rec, ensure_ascii=False) + "\n")
        stats[r][0] += 1
        stats[r][1] += len(truth)


# A quote or bracket before a URL, and what closes it.
CLOSERS = {"'": "'", '"': '"', "`": "`", "(": ")", "[": "]", "{": "}", "<": ">", "\u2018": "\u2019", "\u201c": "\u201d"}


def page_links(path):
    """The links and text of the HTML page at path (Links, fed and
    closed), or None when its markup cannot be read."""
    p = Links()
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            p.feed(f.read())
        p.close()
    except Exception:
        return None
    p.end_a()
    return p


def pdf_trimmed(urls, texts):
    """The trimmed text (trim) of a PDF by each renderer of RENDER_PDF,
    its annotations' URLs (urls) held where they are printed: what the
    repeat rule compares."""
    return {r: trim(texts[r], sorted(u for u in urls if is_printed(u, texts[r], pdf=True, layout="-layout" in cmd)),
                    "-layout" in cmd) for r, cmd in RENDER_PDF.items()}


def html_neutral(p):
    """The neutral URLs of an HTML page (Links p, fed): the URLs of the
    plain pattern in the text of its markup that are no link of the
    truth. Such a URL is no link, so the markup does not say where it
    ends: each reading that a byte of the text after it gives is neutral,
    the plain pattern's (to a space), and the one that ends before the
    first byte no URI holds (NOT_URI_BYTES: privoxy's
    "+redirect{http://localhost/x.css}", "url = {https://www.R-project.org}"
    in R-FAQ's BibTeX), and, after a quote or bracket, the one that ends
    before what closes it (CLOSERS: python's "proxies = {'http':
    'http://proxy.example.com:8080/'}", "('http://www.python.org')"),
    most in code that <pre> holds. So too the URLs a renderer prints for
    an image (Links.image): those of the plain pattern in its alt text,
    and its src, whole, where html2text prints it."""
    text = "".join(p.text) + "".join(p.alt_text)
    found = set(p.images)
    for m in PLAIN.finditer(text):
        u = m.group(0)
        readings = [u]
        k = next((i for i, c in enumerate(u) if c in NOT_URI_BYTES), -1)
        if k >= 0:
            readings.append(u[:k])
        closer = CLOSERS.get(text[m.start() - 1]) if m.start() > 0 else None
        if closer and u.find(closer) >= 0:
            readings.append(u[:u.find(closer)])
        found.update(v for v in map(plain_end, readings) if v is not None)
    return found - p.printed


def html_truth(p, neutral, text):
    """The truth and the neutral URLs of an HTML page (Links p, its
    html_neutral) in a renderer's text of it: those printed there
    (is_printed), or, for a link in a table or a neutral URL of a
    table's text, printed broken inside its cell (printed_in_cells),
    sorted."""
    cells = "".join(p.table_text)
    return (sorted(u for u in p.printed if is_printed(u, text) or u in p.in_table and printed_in_cells(u, text)),
            sorted(u for u in neutral if is_printed(u, text) or u in cells and printed_in_cells(u, text)))


HTML_PARTS = ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4", "kept5", "kept6", "kept7", "kept8", "kept9")


def retruth(indir, parts=()):
    """Writes OUTDIR/[PART/]RENDERER.jsonl.gz for each HTML renderer's file
    of each part (HTML_PARTS) of indir with the truth and the neutral URLs
    made again by this script's rules from each record's source (read from
    RENDER_ROOT when there, else as installed), in the record's text as it
    is: no page is rendered or trimmed again, and each record's other
    fields and order are kept. The text is the trimmed one; every line of
    a URL of the truth, and every line that holds a scheme's colon before
    a byte that is no space, is in it (trim). A source whose package's
    version (dpkg, or its .deb in RENDER_DEBS) is not the record's, or
    that is gone, stops the run. parts (names of HTML_PARTS, "." for
    indir's own files): only those parts, when given. With
    RENDER_KEEP_ABSENT set, a record whose source is neither under
    RENDER_ROOT nor installed, or is of another version, is written as
    it was, and counted, rather than stopping the run (a mend checked on
    the records whose packages are here). With RENDER_RETRIM set, each
    page is rendered again and its text trimmed again (write_html), for a
    mend that holds lines trim dropped; a page the renderer now prints
    otherwise than its record's text (trimmed by the old rule) is
    counted."""
    keep_absent = bool(os.environ.get("RENDER_KEEP_ABSENT"))
    retrim = bool(os.environ.get("RENDER_RETRIM"))
    checked = {}
    for part in parts or HTML_PARTS:
        part = "" if part == "." else part
        os.makedirs(os.path.join(OUT, part), exist_ok=True)
        for r in RENDER_HTML:
            src = os.path.join(indir, part, r + ".jsonl.gz")
            if not os.path.exists(src):
                continue
            # records, truth, truth before, records changed, kept (source
            # absent), rendered otherwise than the record, texts changed
            stats = [0, 0, 0, 0, 0, 0, 0]
            with gzip.open(src, "rt", encoding="utf-8") as f, \
                    io.TextIOWrapper(gzip.GzipFile(os.path.join(OUT, part, r + ".jsonl.gz"), "wb", compresslevel=9, mtime=0),
                                     encoding="utf-8") as w:
                for line in f:
                    rec = json.loads(line)
                    pkg = rec["package"]
                    if pkg not in checked:
                        checked[pkg] = version(pkg) if not DEBS or not glob.glob(os.path.join(DEBS, pkg + "_*.deb")) else deb_files(pkg)[1]
                    if keep_absent and (checked[pkg] != rec["version"] or
                                        not os.path.exists(ROOT + rec["source"] if ROOT and os.path.exists(ROOT + rec["source"]) else rec["source"])):
                        stats[0] += 1
                        stats[1] += len(rec["truth"])
                        stats[2] += len(rec["truth"])
                        stats[4] += 1
                        w.write(json.dumps(rec, ensure_ascii=False) + "\n")
                        continue
                    if checked[pkg] != rec["version"]:
                        sys.exit(f"renderers.py retruth: {pkg}: version {checked[pkg]!r}, the record's {rec['version']!r}")
                    path = ROOT + rec["source"] if ROOT and os.path.exists(ROOT + rec["source"]) else rec["source"]
                    p = page_links(path)
                    if p is None:
                        sys.exit(f"renderers.py retruth: {path}: its markup cannot be read")
                    if retrim:
                        # Rendered again, as write_html does: the truth and
                        # the neutral URLs of the whole text, and every line
                        # of each held by trim. The text as trimmed for the
                        # truth alone, as before, must be the record's.
                        full = run(RENDER_HTML[r], path)
                        truth, neutral = html_truth(p, html_neutral(p), full)
                        if trim(full, rec["truth"], pdf=False) != rec["text"]:
                            stats[5] += 1
                        text = trim(full, truth + neutral, pdf=False)
                        if text != rec["text"]:
                            stats[6] += 1
                        rec["text"] = text
                    else:
                        truth, neutral = html_truth(p, html_neutral(p), rec["text"])
                    stats[0] += 1
                    stats[1] += len(truth)
                    stats[2] += len(rec["truth"])
                    if truth != rec["truth"] or neutral != rec["neutral"]:
                        stats[3] += 1
                    if not truth:
                        sys.exit(f"renderers.py retruth: {rec['doc']} ({r}): no URL of the truth left")
                    rec["truth"], rec["neutral"] = truth, neutral
                    w.write(json.dumps(rec, ensure_ascii=False) + "\n")
            print(f"retruth {part or '.'}/{r}: {stats[0]} documents, {stats[2]} -> {stats[1]} URLs of the truth, {stats[3]} records changed"
                  + (f", {stats[4]} kept as they were (source absent)" if keep_absent else "")
                  + (f", {stats[5]} rendered otherwise than their text, {stats[6]} texts changed" if retrim else ""),
                  file=sys.stderr)


def fresh2():
    """Writes OUTDIR/fresh2/RENDERER.jsonl.gz, the second fresh set
    (FRESH2_HTML, FRESH2_PDF), from the packages unpacked in RENDER_ROOT
    (their .deb files in RENDER_DEBS)."""
    if not ROOT or not DEBS:
        sys.exit("renderers.py OUTDIR fresh2: set RENDER_ROOT and RENDER_DEBS")
    os.makedirs(os.path.join(OUT, "fresh2"), exist_ok=True)
    outs = {r: gzip.open(os.path.join(OUT, "fresh2", r + ".jsonl.gz"), "wt", encoding="utf-8", compresslevel=9)
            for r in list(RENDER_HTML) + list(RENDER_PDF)}
    stats = {r: [0, 0] for r in outs}
    pages = set()
    for pkg, pattern, keyf in FRESH2_HTML:
        files, ver = deb_files(pkg)
        base = os.path.commonpath(files)
        for source in files:
            if not source.endswith(".html") or pattern and not re.search(pattern, source):
                continue
            path = ROOT + source
            with open(path, "rb") as f:
                page = hashlib.sha256(f.read()).digest()
            if page in pages:
                continue
            pages.add(page)
            key = keyf(source) if keyf else pkg + "/" + os.path.relpath(source, base)
            write_html(outs, stats, pkg, ver, key, source, path)
    # The corpora before: their TeX Live packages and their texts.
    siblings, texts_before = set(), set()
    for f in glob.glob(os.path.join(OUT, "*.jsonl.gz")) + glob.glob(os.path.join(OUT, "fresh", "*.jsonl.gz")):
        with gzip.open(f, "rt", encoding="utf-8") as r:
            for line in r:
                rec = json.loads(line)
                siblings.add(texlive_package(rec["source"]))
                texts_before.add(rec["text"])
    siblings.discard(None)
    counts = {"pdfs": 0, "annotated": 0, "sibling": 0, "repeat": 0, "taken": 0}
    for pkg in FRESH2_PDF:
        files, ver = deb_files(pkg)
        for source in files:
            if not source.startswith("/usr/share/doc/") or not re.search(r"\.pdf(\.gz)?$", source):
                continue
            counts["pdfs"] += 1
            if texlive_package(source) in siblings:
                counts["sibling"] += 1
                continue
            got = pdf_source(pkg, ROOT + source)
            if got is None:
                continue
            counts["annotated"] += 1
            urls, texts = got
            trimmed = pdf_trimmed(urls, texts)
            if any(t in texts_before for t in trimmed.values()):
                counts["repeat"] += 1
                continue
            texts_before.update(trimmed.values())
            counts["taken"] += 1
            write_pdf(outs, stats, pkg, ver, source, urls, texts)
    for f in outs.values():
        f.close()
    print("fresh2 PDFs: " + ", ".join(f"{k} {v}" for k, v in counts.items()) + " (too long or no URL annotation: pdfs - sibling - annotated)", file=sys.stderr)
    for r, (d, u) in stats.items():
        print(f"fresh2/{r}: {d} documents, {u} URLs", file=sys.stderr)


class _Lines:
    """A file that keeps what is written to it (a worker's records)."""

    def __init__(self):
        self.lines = []

    def write(self, line):
        self.lines.append(line)


def _has_truth(path):
    """Whether the HTML page at path has a link of the truth (Links);
    with RENDER_CACHE, kept there as output keeps a renderer's output."""
    cache = os.environ.get("RENDER_CACHE")
    if cache:
        st = os.stat(path)
        key = hashlib.sha256(json.dumps(["has_truth", path, st.st_size, st.st_mtime_ns]).encode()).hexdigest()
        f = os.path.join(cache, key[:2], key)
        if os.path.exists(f):
            with open(f, "rb") as r:
                return r.read() == b"1"
        got = _parse_truth(path)
        os.makedirs(os.path.dirname(f), exist_ok=True)
        tmp = f"{f}.{os.getpid()}.tmp"
        with open(tmp, "wb") as w:
            w.write(b"1" if got else b"0")
        os.replace(tmp, f)
        return got
    return _parse_truth(path)


def _parse_truth(path):
    p = page_links(path)
    return p is not None and bool(p.printed)


def _html_records(args):
    """The records of an HTML page (write_html) by renderer, and their
    counts."""
    outs = {r: _Lines() for r in list(RENDER_HTML) + list(RENDER_PDF)}
    stats = {r: [0, 0] for r in outs}
    write_html(outs, stats, *args)
    return {r: o.lines for r, o in outs.items()}, stats


def _pdf_records(args):
    """What corpus3 needs of a PDF: None (no URL annotation, too long), or
    its trimmed texts and its records (write_pdf) by renderer, and their
    counts."""
    pkg, ver, source = args
    got = pdf_source(pkg, ROOT + source)
    if got is None:
        return None
    urls, texts = got
    trimmed = pdf_trimmed(urls, texts)
    outs = {r: _Lines() for r in list(RENDER_HTML) + list(RENDER_PDF)}
    stats = {r: [0, 0] for r in outs}
    write_pdf(outs, stats, pkg, ver, source, urls, texts)
    return trimmed, {r: o.lines for r, o in outs.items()}, stats


# A set split by unit into parts (corpus3: tuned2/kept2; corpus5:
# tuned3/kept3), made by split_set: its HTML packages (package, pattern,
# unit) and PDF packages (package, unit), the function that gives a unit's
# part (the first of parts is the tuned one), the parts of OUTDIR whose
# texts are taken before (siblings, repeats), and whether a PDF is one of
# /usr/share/doc only (doc_only) or any file of the package.
SplitSet = collections.namedtuple("SplitSet", "name html pdf part_of parts before doc_only max_pdf",
                                  defaults=(CORPUS3_MAX_PDF,))


def split_set(s, phase="", only=""):
    """Writes OUTDIR/PART/RENDERER.jsonl.gz for the parts of the set s
    (SplitSet), from the packages unpacked in RENDER_ROOT (their .deb
    files in RENDER_DEBS). The files are the same bytes from one run to
    the next (gzip with no time stamp). The pages and PDFs are read and
    rendered by RENDER_JOBS processes (4 by default); what is taken, and
    the order of the records, is that of one process reading them in
    turn. phase "html" or "pdf" writes only the files of those renderers
    (the HTML and the PDF files are made independently of each other: two
    runs, one of each, give the files one run gives); only, one of
    s.parts, only that part's (a part made alone after the first reads
    the first's PDF files, whose texts are PDFs taken before)."""
    import multiprocessing
    if not ROOT or not DEBS:
        sys.exit(f"renderers.py OUTDIR {s.name}: set RENDER_ROOT and RENDER_DEBS")
    pool = multiprocessing.get_context("fork").Pool(int(os.environ.get("RENDER_JOBS", "4")))
    parts = tuple(p for p in s.parts if not only or p == only)
    outs, stats = {}, {}
    made = {"html": list(RENDER_HTML), "pdf": list(RENDER_PDF)}.get(phase, list(RENDER_HTML) + list(RENDER_PDF))
    for part in parts:
        os.makedirs(os.path.join(OUT, part), exist_ok=True)
        outs[part] = {r: io.TextIOWrapper(gzip.GzipFile(os.path.join(OUT, part, r + ".jsonl.gz"), "wb", compresslevel=9, mtime=0),
                                          encoding="utf-8") for r in made}
        stats[part] = {r: [0, 0] for r in outs[part]}

    def put(part, lines, counts):
        for r, ls in lines.items():
            if r not in outs[part]:
                continue
            for line in ls:
                outs[part][r].write(line)
            stats[part][r][0] += counts[r][0]
            stats[part][r][1] += counts[r][1]

    units = {part: set() for part in parts}
    pages = set()  # every package's pages, in the list's order, whatever part is made: the same repeats either way
    for pkg, pattern, unit in s.html if phase != "pdf" else []:
        files, ver = deb_files(pkg)
        base = os.path.commonpath(files)
        part = s.part_of(unit or pkg)
        candidates = []
        for source in files:
            if not source.endswith(".html") or pattern and not re.search(pattern, source):
                continue
            if os.path.getsize(ROOT + source) > CORPUS3_MAX_HTML_BYTES:
                continue  # a manual's edition in one page (see CORPUS3_MAX_HTML_BYTES)
            with open(ROOT + source, "rb") as f:
                page = hashlib.sha256(f.read()).digest()
            if page in pages:
                continue
            pages.add(page)
            candidates.append(source)
        if part not in parts:
            continue
        chosen = [c for c, ok in zip(candidates, pool.map(_has_truth, [ROOT + c for c in candidates], chunksize=16)) if ok]
        chosen.sort(key=lambda c: hashlib.sha256(c.encode()).digest())
        print(f"{s.name} HTML {pkg}: {len(chosen)} pages with a link of the truth, {min(len(chosen), CORPUS3_MAX_HTML)} taken ({part})", file=sys.stderr)
        tasks = [(pkg, ver, pkg + "/" + os.path.relpath(source, base), source, ROOT + source)
                 for source in sorted(chosen[:CORPUS3_MAX_HTML])]
        for lines, counts in pool.imap(_html_records, tasks):
            put(part, lines, counts)
        units[part].add(unit or pkg)
    # The corpora before: their TeX Live families and their texts (and,
    # for a part made alone after the first, the first's).
    before = list(s.before) + ([s.parts[0]] if s.parts[0] not in parts else [])
    siblings, texts_before = set(), set()
    for d in before if phase != "html" else []:
        for f in glob.glob(os.path.join(OUT, d, "*.jsonl.gz")):
            with gzip.open(f, "rt", encoding="utf-8") as r:
                for line in r:
                    rec = json.loads(line)
                    tl = texlive_package(rec["source"])
                    if tl is not None:
                        siblings.add(tl_family(tl))
                    texts_before.add(rec["text"])
    counts = {"pdfs": 0, "sibling": 0, "annotated": 0, "repeat": 0, "over": 0, "taken": 0}
    window = 8  # PDFs read ahead of the one decided, in order
    for pkg, unit in s.pdf if phase != "html" else []:
        files, ver = deb_files(pkg)
        sources = [f for f in files if (not s.doc_only or f.startswith("/usr/share/doc/")) and re.search(r"\.pdf(\.gz)?$", f)
                   and os.path.getsize(ROOT + f) <= CORPUS3_MAX_PDF_BYTES]
        sources.sort(key=lambda f: hashlib.sha256(f.encode()).digest())
        todo = []
        for source in sources:
            if s.part_of(pdf_unit(pkg, unit, source)) not in parts:
                continue
            counts["pdfs"] += 1
            tl = texlive_package(source)
            if tl is not None and tl_family(tl) in siblings:
                counts["sibling"] += 1
            else:
                todo.append(source)
        taken = 0
        pending = []
        i = 0
        while i < len(todo) and taken < s.max_pdf:
            while len(pending) < window and i + len(pending) < len(todo):
                pending.append(pool.apply_async(_pdf_records, ((pkg, ver, todo[i + len(pending)]),)))
            got = pending.pop(0).get()
            source = todo[i]
            i += 1
            if got is None:
                continue
            counts["annotated"] += 1
            trimmed, lines, cs = got
            if any(t in texts_before for t in trimmed.values()):
                counts["repeat"] += 1
                continue
            texts_before.update(trimmed.values())
            taken += 1
            counts["taken"] += 1
            u = pdf_unit(pkg, unit, source)
            part = s.part_of(u)
            units[part].add(u)
            put(part, lines, cs)
        for p in pending:
            p.wait()
        counts["over"] += len(todo) - i
    pool.close()
    pool.join()
    for part in parts:
        for f in outs[part].values():
            f.close()
    print(f"{s.name} PDFs: " + ", ".join(f"{k} {v}" for k, v in counts.items()) +
          " (too long or no URL annotation: pdfs - sibling - over - annotated)", file=sys.stderr)
    for part in parts:
        print(f"{part}: {len(units[part])} units: " + " ".join(sorted(units[part])), file=sys.stderr)
        for r, (d, u) in stats[part].items():
            print(f"{part}/{r}: {d} documents, {u} URLs", file=sys.stderr)


# The third set (tuned2, kept2): CORPUS3_HTML, CORPUS3_PDF split by
# corpus3_part; a PDF is one of /usr/share/doc; made in one run (both
# parts at once).
CORPUS3 = SplitSet("corpus3", CORPUS3_HTML, CORPUS3_PDF, corpus3_part, ("tuned2", "kept2"), ("", "fresh", "fresh2"), True)
# The fourth set (tuned3, kept3): CORPUS5_HTML, CORPUS5_PDF split by
# corpus5_part; a PDF is any .pdf or .pdf.gz of the package (R vignettes in
# /usr/lib/R/site-library, GAP manuals in /usr/share/gap); tuned3 made
# first, then kept3, which reads tuned3's PDF files.
CORPUS5 = SplitSet("corpus5", CORPUS5_HTML, CORPUS5_PDF, corpus5_part, ("tuned3", "kept3"),
                   ("", "fresh", "fresh2", "tuned2", "kept2"), False)

# The fifth set (tuned4, fresh3): CORPUS6_HTML, CORPUS6_PDF split by
# corpus6_part, both parts in one run, any .pdf or .pdf.gz of a package.
CORPUS6 = SplitSet("corpus6", CORPUS6_HTML, CORPUS6_PDF, corpus6_part, ("tuned4", "fresh3"),
                   ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3"), False)

# The sixth set (tuned5, kept4): CORPUS7_HTML, CORPUS7_PDF split by
# corpus7_part, both parts in one run, any .pdf or .pdf.gz of a package.
CORPUS7 = SplitSet("corpus7", CORPUS7_HTML, CORPUS7_PDF, corpus7_part, ("tuned5", "kept4"),
                   ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3"), False)

# The seventh set (kept5): CORPUS8_HTML, CORPUS8_PDF, one part, any .pdf
# or .pdf.gz of a package.
CORPUS8 = SplitSet("corpus8", CORPUS8_HTML, CORPUS8_PDF, corpus8_part, ("kept5",),
                   ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4"), False)

# The eighth set (kept6): CORPUS9_HTML, CORPUS9_PDF, one part, any .pdf
# or .pdf.gz of a package.
CORPUS9 = SplitSet("corpus9", CORPUS9_HTML, CORPUS9_PDF, corpus9_part, ("kept6",),
                   ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4", "kept5"),
                   False)

# The ninth set (kept7): CORPUS10_HTML, CORPUS10_PDF, one part, any .pdf
# or .pdf.gz of a package.
CORPUS10 = SplitSet("corpus10", CORPUS10_HTML, CORPUS10_PDF, corpus10_part, ("kept7",),
                    ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4", "kept5",
                     "kept6"), False)

# The tenth set (kept8): CORPUS11_HTML, CORPUS11_PDF, one part, any .pdf
# or .pdf.gz of a package, at most CORPUS11_MAX_PDF a package.
CORPUS11 = SplitSet("corpus11", CORPUS11_HTML, CORPUS11_PDF, corpus11_part, ("kept8",),
                    ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4", "kept5",
                     "kept6", "kept7"), False, CORPUS11_MAX_PDF)

# The eleventh set (kept9): CORPUS12_HTML, CORPUS12_PDF, one part, any
# .pdf or .pdf.gz of a package, at most CORPUS12_MAX_PDF a package.
CORPUS12 = SplitSet("corpus12", CORPUS12_HTML, CORPUS12_PDF, corpus12_part, ("kept9",),
                    ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4", "kept5",
                     "kept6", "kept7", "kept8"), False, CORPUS12_MAX_PDF)


def corpus3(phase=""):
    """Writes OUTDIR/tuned2/RENDERER.jsonl.gz and OUTDIR/kept2/RENDERER.jsonl.gz,
    the third set (CORPUS3), both parts in one run (split_set)."""
    split_set(CORPUS3, phase)


def corpus5(phase="", only=""):
    """Writes OUTDIR/tuned3/RENDERER.jsonl.gz and OUTDIR/kept3/RENDERER.jsonl.gz,
    the fourth set (CORPUS5; split_set): only "tuned3" or "kept3" only
    that part's (kept3's made after tuned3's)."""
    split_set(CORPUS5, phase, only)


PDF_PARTS = ("", "fresh", "fresh2", "tuned2", "kept2", "tuned3", "kept3", "tuned4", "fresh3", "tuned5", "kept4", "kept5", "kept6", "kept7", "kept8", "kept9")


def reneutral(indir, parts=()):
    """Writes OUTDIR/[PART/]RENDERER.jsonl.gz for each PDF renderer's file
    of each part (PDF_PARTS) of indir with the neutral URLs made again by
    pdf_neutral from each record's text and truth as they are (no PDF is
    read or rendered again; flow, for pdftotext -layout, is the pdftotext
    record's text of the same document). The text is the trimmed one,
    which holds every line around a URL that pdf_neutral reads: made again
    by the same rules, the neutral URLs are the stored ones (checked on
    every record of every part when reneutral was written); a rule of
    pdf_neutral changed since changes them. parts (names of PDF_PARTS,
    "." for indir's own files): only those parts, when given; a part
    whose files are not there is passed over."""
    for part in parts or PDF_PARTS:
        part = "" if part == "." else part
        if not os.path.exists(os.path.join(indir, part, "pdftotext.jsonl.gz")):
            continue
        os.makedirs(os.path.join(OUT, part), exist_ok=True)
        flows = {}
        with gzip.open(os.path.join(indir, part, "pdftotext.jsonl.gz"), "rt", encoding="utf-8") as f:
            for line in f:
                rec = json.loads(line)
                flows[rec["doc"]] = rec["text"]
        for r, cmd in RENDER_PDF.items():
            layout = "-layout" in cmd
            stats = [0, 0, 0, 0]  # records, neutral before, after, records changed
            with gzip.open(os.path.join(indir, part, r + ".jsonl.gz"), "rt", encoding="utf-8") as f, \
                    io.TextIOWrapper(gzip.GzipFile(os.path.join(OUT, part, r + ".jsonl.gz"), "wb", compresslevel=9, mtime=0),
                                     encoding="utf-8") as w:
                for line in f:
                    rec = json.loads(line)
                    neutral = sorted(pdf_neutral(rec["text"], rec["truth"], layout, flows.get(rec["doc"]) if layout else None))
                    stats[0] += 1
                    stats[1] += len(rec["neutral"])
                    stats[2] += len(neutral)
                    if neutral != rec["neutral"]:
                        stats[3] += 1
                    rec["neutral"] = neutral
                    w.write(json.dumps(rec, ensure_ascii=False) + "\n")
            print(f"reneutral {part or '.'}/{r}: {stats[0]} documents, {stats[1]} -> {stats[2]} neutral URLs, {stats[3]} records changed",
                  file=sys.stderr)


def main():
    if OUT is None:
        sys.exit("usage: renderers.py OUTDIR [WHAT [ARGS...]] (see the docstring at the top)")
    if ONLY == "reneutral":
        reneutral(sys.argv[3], sys.argv[4:])
        return
    if ONLY == "retruth":
        retruth(sys.argv[3], sys.argv[4:])
        return
    if ONLY == "corpus5":
        args = sys.argv[3:]
        corpus5(next((a for a in args if a in ("html", "pdf")), ""), next((a for a in args if a in ("tuned3", "kept3")), ""))
        return
    if ONLY == "corpus6":
        split_set(CORPUS6, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus7":
        split_set(CORPUS7, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus8":
        split_set(CORPUS8, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus9":
        split_set(CORPUS9, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus10":
        split_set(CORPUS10, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus11":
        split_set(CORPUS11, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus12":
        split_set(CORPUS12, sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "corpus3":
        corpus3(sys.argv[3] if len(sys.argv) > 3 else "")
        return
    if ONLY == "fresh2":
        fresh2()
        return
    os.makedirs(OUT, exist_ok=True)
    kinds = {"html": list(RENDER_HTML), "pdf": list(RENDER_PDF), "fresh": []}
    made = kinds.get(ONLY, list(RENDER_HTML) + list(RENDER_PDF))
    outs = {r: gzip.open(os.path.join(OUT, r + ".jsonl.gz"), "wt", encoding="utf-8", compresslevel=9) for r in made}
    stats = {r: [0, 0] for r in outs}
    fresh_outs, fresh_stats = {}, {}
    if ONLY in ("", "fresh"):
        os.makedirs(os.path.join(OUT, "fresh"), exist_ok=True)
        fresh_outs = {r: gzip.open(os.path.join(OUT, "fresh", r + ".jsonl.gz"), "wt", encoding="utf-8", compresslevel=9)
                      for r in list(RENDER_HTML) + list(RENDER_PDF)}
        fresh_stats = {r: [0, 0] for r in fresh_outs}
    # The files of the packages of PDF_OWNED are no HTML manual of the
    # packages above (texlive-science-doc's glob would take their few HTML
    # files): the HTML corpora stay what they were before those came.
    later = {p for pkg in PDF_OWNED for p in subprocess.run(["dpkg", "-L", pkg], capture_output=True, text=True).stdout.split("\n")}
    for pkg, pattern, keyf in HTML if ONLY in ("", "html") else []:
        ver = version(pkg)
        for path in sorted(p for p in expand(pattern) if p not in later):
            key = keyf(path) if keyf else pkg + "/" + os.path.relpath(path, re.split(r"[*{]", pattern)[0])
            write_html(outs, stats, pkg, ver, key, path, path)
    pages = set()  # the fresh HTML files taken: one of the same bytes (debian-faq's X.html, a link to X.en.html) is a repeat
    for pkg, pattern, keyf in FRESH_HTML if ONLY in ("", "fresh") else []:
        ver = version(pkg)
        for path in sorted(p for p in expand(ROOT + pattern) if os.path.isfile(p)):
            with open(path, "rb") as f:
                page = hashlib.sha256(f.read()).digest()
            if page in pages:
                continue
            pages.add(page)
            source = path[len(ROOT):]
            key = keyf(source) if keyf else pkg + "/" + os.path.relpath(source, re.split(r"[*{]", pattern)[0])
            write_html(fresh_outs, fresh_stats, pkg, ver, key, source, path)
    owned = {pkg: sorted(p for p in subprocess.run(["dpkg", "-L", pkg], capture_output=True, text=True).stdout.split("\n")
                         if re.search(r"\.pdf(\.gz)?$", p) and os.path.isfile(p)) for pkg in PDF_OWNED}
    later = {p for paths in owned.values() for p in paths}
    docs = [(pkg, [p for p in sorted(glob.glob(pattern, recursive=True)) if p not in later]) for pkg, pattern in PDF]
    docs += [(pkg, [p for p in owned[pkg] if pkg not in SAMPLED or sampled(p)]) for pkg in PDF_OWNED]
    seen, taken = set(), set()
    read = set()  # the pdftotext texts of every PDF of the corpora above with a URL: none is fresh
    for pkg, paths in docs if ONLY != "html" else []:
        ver = version(pkg)
        for path in paths:
            if path in seen:
                continue
            seen.add(path)
            got = pdf_source(pkg, path)
            if got is None:
                continue
            urls, texts = got
            read.add(texts["pdftotext"])
            if pkg in LATER:
                if texts["pdftotext"] in taken:
                    continue  # the same manual installed twice
                taken.add(texts["pdftotext"])
            if ONLY != "fresh":
                write_pdf(outs, stats, pkg, ver, path, urls, texts)
    if ONLY in ("", "fresh"):
        ver = version(FRESH)
        for path in (p for p in owned[FRESH] if fresh(p)):
            got = pdf_source(FRESH, path)
            if got is None:
                continue
            urls, texts = got
            if texts["pdftotext"] in read:
                continue  # the text of a PDF of the corpora above, or of one taken before: read already
            read.add(texts["pdftotext"])
            write_pdf(fresh_outs, fresh_stats, FRESH, ver, path, urls, texts)
    for f in list(outs.values()) + list(fresh_outs.values()):
        f.close()
    for r, (d, u) in stats.items():
        print(f"{r}: {d} documents, {u} URLs", file=sys.stderr)
    for r, (d, u) in fresh_stats.items():
        print(f"fresh/{r}: {d} documents, {u} URLs", file=sys.stderr)


if __name__ == "__main__":
    main()
