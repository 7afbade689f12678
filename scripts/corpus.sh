# corpus.sh: the inputs the speed scripts share (sourced, not run):
# bench.sh, instr.sh and same-output.sh measure and compare on the same
# files. After `. scripts/corpus.sh; corpus_build WORKDIR REPO`:
#
#   $corpus   about 120 MB of real text: the Go distribution's sources and
#             docs under $(go env GOROOT), the files of /usr/share/doc
#             decompressed, the repository's mail test data (about 5,600
#             URLs: its cost is per byte)
#   $corpus3  the corpus three times over (about 360 MB): a file long
#             enough that a run is not bound by the noise of a shared
#             machine (issue 27)
#   $dense    URL-dense text (20 MB, every word a URL with findings: its
#             cost is per URL)
#
# Each is built once and kept in WORKDIR.

# corpus_build WORKDIR REPO
corpus_build() {
	local work=$1 here=$2
	mkdir -p "$work"
	corpus=$work/corpus.txt
	corpus3=$work/corpus3.txt
	dense=$work/dense.txt
	if [ ! -s "$corpus" ] || [ "$(stat -c %s "$corpus")" -lt 100000000 ]; then
		printf '%s\n' "building the corpus" >&2
		{
			find "$(go env GOROOT)" -type f \( -name '*.go' -o -name '*.md' -o -name '*.txt' -o -name '*.html' \
				-o -name '*.s' -o -name '*.json' -o -name '*.xml' -o -name 'README*' \) -print0 | sort -z | xargs -0 cat
			find /usr/share/doc -type f -print0 | sort -z | while IFS= read -r -d '' f; do
				case $f in
				*.gz) zcat -f -- "$f" 2>/dev/null || true ;;
				*) cat -- "$f" ;;
				esac
			done
			find "$here/input/testdata" -type f \( -name '*.eml' -o -name '*.mbox' \) -print0 | sort -z | xargs -0 cat
		} | head -c 120000000 >"$corpus" || true
		rm -f "$corpus3"
	fi
	if [ ! -s "$corpus3" ] || [ "$(stat -c %s "$corpus3")" -ne $((3 * $(stat -c %s "$corpus"))) ]; then
		printf '%s\n' "building the tripled corpus" >&2
		cat "$corpus" "$corpus" "$corpus" >"$corpus3"
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
