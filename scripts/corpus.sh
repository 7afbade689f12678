# corpus.sh: the inputs the speed scripts share (sourced, not run):
# bench.sh, instr.sh and same-output.sh measure and compare on the same
# files. After `. scripts/corpus.sh; corpus_build WORKDIR REPO`:
#
#   $corpus   120 MB of real text in a fixed mix, whatever the machine
#             holds (issue 27: on a machine whose Go distribution alone
#             held 120 MB of sources, the corpus was Go and nothing else,
#             and its rows were not those of earlier stops):
#               60,000,000 bytes of the Go distribution's sources and docs
#                 ($(go env GOROOT): *.go, *.md, *.txt, *.html, *.s,
#                 *.json, *.xml, README*), files in sorted order, the
#                 first 60 MB of them;
#               60,000,000 bytes of /usr/share/doc, files in sorted order,
#                 the .gz ones decompressed, the first 60 MB of them;
#               the repository's mail test data (input/testdata: *.eml,
#                 *.mbox; about 44 KB and 5,600 URLs), whole, at the end.
#             A source that holds less than its share is read again from
#             its start until the share is full (said on standard error),
#             so that the shares stay what they are. What is in a share
#             still depends on the Go version and the packages installed;
#             its size and place do not. $corpus.mix says the mix it was
#             built by: another mix (an older corpus) is built again.
#   $corpus3  the corpus three times over (about 360 MB): a file long
#             enough that a run is not bound by the noise of a shared
#             machine (issue 27)
#   $dense    URL-dense text (20 MB, every word a URL with findings: its
#             cost is per URL)
#   $urllines the corpus's URL lines 40 times over in one file (about 67
#             MB, 306,000 URLs): each line of $corpus that holds "://"
#             or "www.", with the two lines above and below it (what the
#             rejoin rules and the secret readings read around a URL), in
#             their order (1.7 MB, 7,643 URLs), then read again. Real text
#             whose cost is per URL, where the corpus's is per byte (7,652
#             URLs in 120 MB, read at GB/s by both tools: issue 27's
#             corpus rows timed runs of 0.05-0.44 s)
#
# Each is built once and kept in WORKDIR.

# corpus_mix is what $corpus.mix holds for a corpus built as above.
corpus_mix="goroot 60000000; /usr/share/doc 60000000; input/testdata mail whole"

# corpus_share N FILE CMD...: the first N bytes of what CMD writes, in
# FILE, read again from its start until FILE holds N bytes.
corpus_share() {
	local n=$1 f=$2
	shift 2
	{ "$@" || true; } | head -c "$n" >"$f" || true
	local have
	have=$(stat -c %s "$f")
	if [ "$have" -eq 0 ]; then
		printf '%s\n' "corpus.sh: no bytes for a share of the corpus ($*)" >&2
		return 1
	fi
	if [ "$have" -lt "$n" ]; then
		printf '%s\n' "corpus.sh: $have bytes for a share of $n ($*): read again to fill it" >&2
		cp "$f" "$f.once"
		while [ "$have" -lt "$n" ]; do
			head -c $((n - have)) "$f.once" >>"$f"
			have=$(stat -c %s "$f")
		done
		rm -f "$f.once"
	fi
}

corpus_goroot() {
	find "$(go env GOROOT)" -type f \( -name '*.go' -o -name '*.md' -o -name '*.txt' -o -name '*.html' \
		-o -name '*.s' -o -name '*.json' -o -name '*.xml' -o -name 'README*' \) -print0 | sort -z | xargs -0 cat 2>/dev/null
}

corpus_doc() {
	find /usr/share/doc -type f -print0 | sort -z | while IFS= read -r -d '' f; do
		case $f in
		*.gz) zcat -f -- "$f" 2>/dev/null || true ;;
		*) cat -- "$f" 2>/dev/null || true ;;
		esac
	done
}

# corpus_build WORKDIR REPO
corpus_build() {
	local work=$1 here=$2
	mkdir -p "$work"
	corpus=$work/corpus.txt
	corpus3=$work/corpus3.txt
	dense=$work/dense.txt
	urllines=$work/urllines.txt
	if [ ! -s "$corpus" ] || [ "$(cat "$corpus.mix" 2>/dev/null)" != "$corpus_mix" ]; then
		printf '%s\n' "building the corpus ($corpus_mix)" >&2
		rm -f "$corpus.mix" "$corpus3" "$urllines" "$urllines.once"
		corpus_share 60000000 "$work/corpus.go" corpus_goroot
		corpus_share 60000000 "$work/corpus.doc" corpus_doc
		{
			cat "$work/corpus.go" "$work/corpus.doc"
			find "$here/input/testdata" -type f \( -name '*.eml' -o -name '*.mbox' \) -print0 | sort -z | xargs -0 cat
		} >"$corpus.$$"
		rm -f "$work/corpus.go" "$work/corpus.doc"
		mv "$corpus.$$" "$corpus"
		printf '%s\n' "$corpus_mix" >"$corpus.mix"
	fi
	if [ ! -s "$corpus3" ] || [ "$(stat -L -c %s "$corpus3")" -ne $((3 * $(stat -L -c %s "$corpus"))) ]; then
		printf '%s\n' "building the tripled corpus" >&2
		cat "$corpus" "$corpus" "$corpus" >"$corpus3"
	fi
	if [ ! -s "$urllines.once" ]; then
		grep -a --no-group-separator -C 2 -E '://|www[.]' "$corpus" >"$urllines.once.$$" || true
		mv "$urllines.once.$$" "$urllines.once"
	fi
	if [ ! -s "$urllines" ] || [ "$(stat -L -c %s "$urllines")" -ne $((40 * $(stat -L -c %s "$urllines.once"))) ]; then
		printf '%s\n' "building the corpus's URL lines, 40 times over" >&2
		for _ in $(seq 40); do cat "$urllines.once"; done >"$urllines"
	fi
	if [ ! -s "$dense" ]; then
		printf '%s\n' "building the URL-dense text" >&2
		python3 - "$dense" <<'PY'
import sys
units = [b"http://user:pw@a.example:8080/x{y} ", b"https://b.example:443/%zz ", b"ftp://c.example/a|b ",
         b"http://d.example:81/p^q ", b"<http://e.example/ %41> "]
line = b"".join(units) * 4 + b"\n"
with open(sys.argv[1], "wb") as f:
    f.write(line * (20_000_000 // len(line)))
PY
	fi
}
