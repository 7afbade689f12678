#!/usr/bin/env bash
# render-corpora.sh: makes extract/testdata/rendered/{pandoc,info,pdf,pdf-ms,sphinx}, text
# that other programs rendered from real documents, with the truth taken
# from the source markup (see extract/testdata/rendered/PROVENANCE.md).
# The test data is committed: CI never runs this; it needs pandoc, texinfo
# (makeinfo), groff (gropdf), poppler-utils (pdftotext) and Sphinx, which
# `apt-get install pandoc texinfo groff poppler-utils python3-sphinx`
# provides.
#
#   pandoc/NAME.72.txt, NAME.60.txt   pandoc -t plain --columns=N of a Markdown
#                                     document; truth: the links pandoc prints
#                                     as their URL (autolinks, bare URLs)
#   info/NAME.72.txt, NAME.60.txt     the same document written as Texinfo by
#                                     pandoc, filled by makeinfo --plaintext;
#                                     truth: every absolute link (makeinfo
#                                     prints @uref{URL,TEXT} as "TEXT (URL)")
#   pdf/PAGE.plain.txt, .layout.txt    a Debian manual page typeset by groff
#                                     -Tpdf, read back by pdftotext (and
#                                     pdftotext -layout); truth: its .UR links
#   sphinx/NAME.70.txt, NAME.60.txt   reStructuredText (real, or the Markdown
#                                     written as such by pandoc) built by
#                                     Sphinx's text builder at N columns;
#                                     truth: the links it prints as their URL
#                                     (scripts/render/sphinx/conf.py)
#
# Code is dropped from the Markdown first (scripts/render/nocode.lua): a
# URL in a code block is text, not a link of the markup.
#
#   renderer/RENDERER.jsonl.gz        real HTML manuals and PDFs of Debian -doc
#                                     packages read as text by w3m, lynx (72 and
#                                     60 columns), html2text and pdftotext (with
#                                     and without -layout); truth: the links
#                                     printed as their own URL, the PDF's URI
#                                     annotations printed on the page
#                                     (scripts/render/renderers.py)
#   renderer/fresh/RENDERER.jsonl.gz  the fresh set, for every renderer:
#                                     documents of the same kind that no
#                                     rule was tuned on (the other half of
#                                     texlive-latex-extra-doc's PDFs, the
#                                     HTML manuals of renderers.py's
#                                     FRESH_HTML packages)
#
#   renderer/fresh2/RENDERER.jsonl.gz the second fresh set, split from the
#                                     others by package: the HTML manuals
#                                     and PDFs of the -doc packages and TeX
#                                     Live collections of renderers.py's
#                                     FRESH2_HTML and FRESH2_PDF, which no
#                                     other corpus holds
#
#   renderer/tuned2/RENDERER.jsonl.gz the third set, split by package
#   renderer/kept2/RENDERER.jsonl.gz  (renderers.py's corpus3_part) into a
#                                     part rules may be tuned on (tuned2)
#                                     and one nobody tunes on (kept2): the
#                                     -doc packages and TeX Live collections
#                                     of CORPUS3_HTML and CORPUS3_PDF, which
#                                     no other corpus holds
#
#   renderer/tuned3/RENDERER.jsonl.gz the fourth set, split by package
#   renderer/kept3/RENDERER.jsonl.gz  (renderers.py's corpus5_part) into
#                                     tuned3 (rules may be tuned on it) and
#                                     kept3 (nobody tunes on it): the
#                                     packages of CORPUS5_HTML and
#                                     CORPUS5_PDF (R vignettes, GAP manuals,
#                                     live-manual, ...), which no other
#                                     corpus holds
#
#   renderer/tuned4/RENDERER.jsonl.gz the fifth set, split by package
#   renderer/fresh3/RENDERER.jsonl.gz (renderers.py's corpus6_part) into
#                                     tuned4 (rules may be tuned on it) and
#                                     fresh3 (nobody tunes on it or reads a
#                                     document of it): CORPUS6_HTML and
#                                     CORPUS6_PDF, both parts in one run
#
#   renderer/tuned5/RENDERER.jsonl.gz the sixth set, split by package
#   renderer/kept4/RENDERER.jsonl.gz  (renderers.py's corpus7_part, a draw
#                                     of random.Random(46)) into tuned5
#                                     (rules may be tuned on it) and kept4
#                                     (nobody tunes on it or reads a
#                                     document of it): CORPUS7_HTML and
#                                     CORPUS7_PDF (HTML manuals with
#                                     tables), both parts in one run
#
#   renderer/kept5/RENDERER.jsonl.gz  the seventh set, kept out whole
#                                     (renderers.py's corpus8_part):
#                                     CORPUS8_HTML and CORPUS8_PDF, which
#                                     nobody tunes on or reads a document of
#
# Usage: scripts/render-corpora.sh [renderers [html|pdf|fresh|fresh2|corpus3|corpus5|corpus6|corpus7|corpus8 [html|pdf] [tuned3|kept3]]]
#   With "renderers", only renderer/ is made (with html, pdf or fresh, only
#   those files of it; RENDER_CACHE=DIR keeps the renderers' output in DIR
#   for a second run): it needs w3m, lynx, html2text,
#   poppler-utils and the -doc packages listed in renderers.py:
#     apt-get install w3m lynx html2text poppler-utils debian-handbook \
#       python3.11-doc r-doc-html r-doc-pdf debian-reference-en \
#       developers-reference maint-guide git-doc debian-policy \
#       postgresql-doc-15 apache2-doc gnu-standards texlive-science-doc \
#       texlive-latex-recommended-doc valgrind texlive-latex-base-doc \
#       texlive-humanities-doc texlive-metapost-doc texlive-fonts-recommended-doc \
#       texlive-pictures-doc texlive-publishers-doc texlive-pstricks-doc \
#       texlive-latex-extra-doc
#   and, for the fresh set's HTML (or apt-get download them, dpkg-deb -x
#   each into DIR, and set RENDER_ROOT=DIR):
#     apt-get install debian-faq installation-guide-amd64 \
#       debian-kernel-handbook sqlite3-doc exim4-doc-html postfix-doc \
#       bind9-doc gettext-doc
#   and, for fresh2, the packages of FRESH2_HTML and FRESH2_PDF fetched
#   (apt-get download) into a directory RENDER_DEBS=DIR and each unpacked
#   (dpkg-deb -x) into RENDER_ROOT=DIR, not installed; the same for
#   corpus3, with the packages of CORPUS3_HTML and CORPUS3_PDF, and for
#   corpus5 with those of CORPUS5_HTML and CORPUS5_PDF (tuned3 first, then
#   kept3, whose repeats are read from tuned3's files).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
out=$here/extract/testdata/rendered
if [ "${1:-}" = renderers ]; then
	exec python3 "$here/scripts/render/renderers.py" "$out/renderer" "${@:2}"
fi
lua=$here/scripts/render/nocode.lua
links=$here/scripts/render/links.py

markdown() { # NAME PATH
	name=$1 src=$2
	mkdir -p "$out/pandoc" "$out/info"
	for cols in 72 60; do
		pandoc -f gfm -t plain --columns=$cols --lua-filter "$lua" "$src" > "$out/pandoc/$name.$cols.txt"
	done
	pandoc -f gfm -t json --lua-filter "$lua" "$src" | python3 "$links" plain > "$out/pandoc/$name.truth"
	if [ ! -s "$out/pandoc/$name.truth" ]; then
		rm "$out/pandoc/$name".* # no link printed as its URL: nothing to measure
	fi
	pandoc -f gfm -t json --lua-filter "$lua" "$src" | python3 "$links" all > "$out/info/$name.truth"
	tmp=$(mktemp -d)
	pandoc -f gfm -t texinfo --lua-filter "$lua" "$src" > "$tmp/doc.texi"
	for cols in 72 60; do
		makeinfo --plaintext --force --no-validate --fill-column=$cols "$tmp/doc.texi" -o "$out/info/$name.$cols.txt" 2>/dev/null || true
	done
	rm -rf "$tmp"
}
markdown nodejs-building /usr/share/doc/nodejs/BUILDING.md
markdown nodejs-url /usr/share/doc/nodejs/api/url.md
markdown nodejs-readme /usr/share/doc/nodejs/README.md
markdown reviewdog-readme "$(go env GOMODCACHE)/github.com/reviewdog/reviewdog@v0.21.2/README.md"
markdown protobuf-readme "$(go env GOMODCACHE)/google.golang.org/protobuf@v1.36.12/README.md"

# The same Markdown documents typeset by groff -ms (written by pandoc -t ms)
# into a PDF, read back by pdftotext -layout: groff fills and hyphenates
# the lines, so URLs are broken anywhere, after a hyphen of their own or
# one groff added. pdftotext without -layout removes a hyphen at a line
# end, which destroys a URL broken after its own hyphen, so it is not
# used here. Truth: the links printed as their URL.
pdfms() { # NAME PATH
	name=$1 src=$2
	mkdir -p "$out/pdf-ms"
	tmp=$(mktemp -d)
	pandoc -f gfm -t ms --lua-filter "$lua" "$src" > "$tmp/doc.ms"
	groff -ms -mpdfmark -Tpdf "$tmp/doc.ms" > "$tmp/doc.pdf" 2>/dev/null
	pdftotext -layout "$tmp/doc.pdf" "$out/pdf-ms/$name.layout.txt"
	pandoc -f gfm -t json --lua-filter "$lua" "$src" | python3 "$links" plain > "$out/pdf-ms/$name.truth"
	if [ ! -s "$out/pdf-ms/$name.truth" ]; then
		rm "$out/pdf-ms/$name".*
	fi
	rm -rf "$tmp"
}
pdfms nodejs-building /usr/share/doc/nodejs/BUILDING.md
pdfms nodejs-readme /usr/share/doc/nodejs/README.md
pdfms reviewdog-readme "$(go env GOMODCACHE)/github.com/reviewdog/reviewdog@v0.21.2/README.md"
pdfms protobuf-readme "$(go env GOMODCACHE)/google.golang.org/protobuf@v1.36.12/README.md"

mkdir -p "$out/pdf"
for page in grep groff memusage strace update-mime-database; do
	tmp=$(mktemp -d)
	zcat "/usr/share/man/man1/$page.1.gz" | groff -man -Tpdf > "$tmp/$page.pdf" 2>/dev/null
	pdftotext "$tmp/$page.pdf" "$out/pdf/$page.plain.txt"
	pdftotext -layout "$tmp/$page.pdf" "$out/pdf/$page.layout.txt"
	cp "$out/man/$page.truth" "$out/pdf/$page.truth"
	rm -rf "$tmp"
done

# Sphinx's text builder fills paragraphs with its own TextWrapper: it
# breaks after a hyphen inside a word and cuts a word longer than the line
# anywhere, so a long URL is broken mid-word with no hyphen at all.
sphinx() { # NAME PATH [markdown]
	name=$1 src=$2
	mkdir -p "$out/sphinx"
	tmp=$(mktemp -d)
	mkdir "$tmp/src"
	cp "$here/scripts/render/sphinx/conf.py" "$tmp/src/"
	if [ "${3:-}" = markdown ]; then
		pandoc -f gfm -t rst --lua-filter "$lua" "$src" > "$tmp/src/index.rst"
	else
		cp "$src" "$tmp/src/index.rst"
	fi
	for cols in 70 60; do
		WIDTH=$cols TRUTH="$tmp/truth" sphinx-build -q -b text "$tmp/src" "$tmp/out.$cols" > /dev/null 2>&1 || true
		cp "$tmp/out.$cols/index.txt" "$out/sphinx/$name.$cols.txt"
	done
	cp "$tmp/truth" "$out/sphinx/$name.truth"
	if [ ! -s "$out/sphinx/$name.truth" ]; then
		rm "$out/sphinx/$name".*
	fi
	rm -rf "$tmp"
}
sphinx pyasn1-changes /usr/lib/google-cloud-sdk/platform/gsutil/third_party/pyasn1/CHANGES.rst
sphinx google-auth-guide /usr/lib/google-cloud-sdk/platform/gsutil/third_party/google-auth-library-python/docs/user-guide.rst
sphinx boto-readme /usr/lib/google-cloud-sdk/platform/gsutil/gslib/vendored/boto/README.rst
sphinx jansson-readme /usr/share/doc/libjansson4/README.rst
sphinx nodejs-building /usr/share/doc/nodejs/BUILDING.md markdown
sphinx nodejs-readme /usr/share/doc/nodejs/README.md markdown
sphinx reviewdog-readme "$(go env GOMODCACHE)/github.com/reviewdog/reviewdog@v0.21.2/README.md" markdown
sphinx protobuf-readme "$(go env GOMODCACHE)/google.golang.org/protobuf@v1.36.12/README.md" markdown

# Text as mail users' tools fill it: real plain text (Debian changelogs,
# written by people, URLs on lines of their own or inside sentences) in
# its original lines, refilled by fmt -w 72 (paragraphs joined and filled;
# it never cuts a word, so a URL lands at a line end before prose), cut by
# fold -s -w 72 (each line broken at spaces, a word longer than the line
# cut anywhere), and by Python's textwrap at 72 columns (each line; long
# words cut, breaks after hyphens), as mail clients that wrap hard do.
# Truth: the URLs with "://" of the original, by a plain pattern (no
# extractor of ours), with trailing punctuation and an unbalanced ")"
# taken off.
refill() { # NAME PATH LINES
	name=$1 src=$2 lines=$3
	mkdir -p "$out/mail"
	zcat "$src" | sed -n "1,${lines}p" > "$out/mail/$name.orig.txt"
	fmt -w 72 < "$out/mail/$name.orig.txt" > "$out/mail/$name.fmt.txt"
	fold -s -w 72 < "$out/mail/$name.orig.txt" > "$out/mail/$name.fold.txt"
	python3 -c '
import sys, textwrap
for line in sys.stdin.read().split("\n")[:-1]:
    indent = line[:len(line) - len(line.lstrip())]
    print("\n".join(textwrap.wrap(line, 72, subsequent_indent=indent)))
' < "$out/mail/$name.orig.txt" > "$out/mail/$name.textwrap.txt"
	python3 -c '
import re, sys
found = set()
for m in re.finditer(r"(?<![\w+.-])[a-zA-Z][a-zA-Z0-9+.-]*://[^\s<>\"]+", sys.stdin.read()):
    u = m.group(0).rstrip(".,;:!?\x27")
    while u.endswith(")") and u.count("(") < u.count(")"):
        u = u[:-1].rstrip(".,;:!?\x27")
    found.add(u)
print("\n".join(sorted(found)))
' < "$out/mail/$name.orig.txt" > "$out/mail/$name.truth"
}
refill linux-perf /usr/share/doc/linux-perf/changelog.Debian.gz 6000
refill libllvm15 /usr/share/doc/libllvm15/changelog.Debian.gz 3200
refill systemd /usr/share/doc/systemd/changelog.Debian.gz 2500
refill libgmp10 /usr/share/doc/libgmp10/changelog.Debian.gz 1400
refill openssh-client /usr/share/doc/openssh-client/changelog.Debian.gz 1400
refill curl /usr/share/doc/curl/changelog.Debian.gz 700
refill libgnutls30 /usr/share/doc/libgnutls30/changelog.Debian.gz 700
