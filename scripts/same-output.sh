#!/usr/bin/env bash
# same-output.sh: whether two builds of urlsift print the same, byte for
# byte: the check every change for speed must pass (issue 27). It runs
# both builds over the same inputs with the same flags and compares the
# MD5 of standard output, of standard error and the exit status.
#
# Usage: scripts/same-output.sh OLD NEW
#        SETS="corpus dense" scripts/same-output.sh OLD NEW   (some inputs only)
#        JOBS="1 2 4" scripts/same-output.sh OLD NEW          (worker counts; default "1 2")
#   OLD, NEW  two urlsift binaries ("." builds this checkout)
#   WORK=DIR  (default /tmp/urlsift-bench) holds the inputs (corpus.sh)
#
# Inputs (SETS):
#   corpus    the bench corpus (120 MB of real text, one file: corpus.sh
#             says its mix)
#   dense     the URL-dense text (20 MB)
#   goroot    $(go env GOROOT)/src
#   doc       /usr/share/doc, with -z (its .gz files decompressed)
#   testdata  every testdata tree of this repository (mail, web archives,
#             renderer corpora, fix corpora), -z, hidden and ignored files
#             read too
# Commands: extract --format url, line and json; lint --format text and
# json (--no-config --fail-level none); on testdata also extract json with
# --hyphen both --abbreviated --base, and lint --format github and sarif.
# Each for every worker count of JOBS.
#
# It prints one line for each run that differs and, at the end, how many
# runs were compared; the exit status is 1 when any differs.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-/tmp/urlsift-bench}
[ $# -eq 2 ] || { echo "usage: $0 OLD NEW" >&2; exit 2; }
mkdir -p "$work/bin" "$work/same"
# This run's outputs and builds, apart from those of a run at the same
# time with the same WORK (they shared WORK/same/out, and one run read the
# other's output as its own: a false DIFFERS).
tmp=$(mktemp -d "$work/same/run.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
bin() { # bin ARG NAME: a binary path; "." builds this checkout
	if [ "$1" = . ]; then
		(cd "$here" && go build -o "$tmp/urlsift-$2" .)
		echo "$tmp/urlsift-$2"
	else
		realpath "$1"
	fi
}
old=$(bin "$1" old)
new=$(bin "$2" new)

. "$here/scripts/corpus.sh"
corpus_build "$work" "$here"
mapfile -t testdata < <(find "$here" -name testdata -type d -not -path '*/testdata/*' | sort)

sets=${SETS:-corpus dense goroot doc testdata}
jobs=${JOBS:-1 2}
cmds=("extract --format url" "extract --format line" "extract --format json"
	"lint --no-config --fail-level none --format text" "lint --no-config --fail-level none --format json")
extra=("extract --format json --hyphen both --abbreviated --base http://base.example/a/b"
	"lint --no-config --fail-level none --format github" "lint --no-config --fail-level none --format sarif")

# digest BIN ARGS...: "STDOUT-MD5 STDERR-MD5 STATUS" of one run.
digest() {
	local bin=$1 st=0
	shift
	"$bin" "$@" >"$tmp/out" 2>"$tmp/err" || st=$?
	echo "$(md5sum <"$tmp/out" | cut -c1-32) $(md5sum <"$tmp/err" | cut -c1-32) $st"
}

n=0 bad=0
for set in $sets; do
	case $set in
	corpus) inputs=("$corpus") flags=() more=() ;;
	dense) inputs=("$dense") flags=() more=() ;;
	goroot) inputs=("$(go env GOROOT)/src") flags=() more=() ;;
	doc) inputs=(/usr/share/doc) flags=(-z) more=() ;;
	testdata) inputs=("${testdata[@]}") flags=(-z --hidden --no-ignore) more=("${extra[@]}") ;;
	*) echo "unknown set $set" >&2; exit 2 ;;
	esac
	for c in "${cmds[@]}" "${more[@]}"; do
		read -r -a args <<<"$c"
		for j in $jobs; do
			a=$(digest "$old" "${args[@]}" "${flags[@]}" -j "$j" "${inputs[@]}")
			b=$(digest "$new" "${args[@]}" "${flags[@]}" -j "$j" "${inputs[@]}")
			n=$((n + 1))
			if [ "$a" != "$b" ]; then
				bad=$((bad + 1))
				echo "DIFFERS: $set: urlsift $c ${flags[*]} -j $j: old $a, new $b"
			fi
		done
	done
	echo "$set: compared" >&2
done
echo "$n runs compared, $bad differ ($old against $new)"
[ $bad -eq 0 ]
