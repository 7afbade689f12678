#!/usr/bin/env bash
# bench.sh: the speed table of issues 10 and 27, urlsift against ripgrep, measured
# in one run: each row runs urlsift and rg alternately REPS times (default
# 5) and prints the median of the per-pair ratios of wall time
# (urlsift / rg: below 1 means urlsift is faster) and of CPU time (user +
# sys, steadier when the machine is shared), with the medians of each side. rg's regex finds far less than urlsift does: it is the bar to
# beat, not to match. Timed numbers never go into `go test`.
#
# Usage: scripts/bench.sh [WORKDIR]   (default /tmp/urlsift-bench)
#        REPS=9 scripts/bench.sh
#        URLSIFT=/path/to/old/urlsift scripts/bench.sh   (measure another build)
#        ROWS="two trees" scripts/bench.sh   (only the rows whose name holds it)
#
# Inputs (scripts/corpus.sh): the corpus of 120 MB of real text (a
# fixed mix: 60 MB of the Go distribution's sources, 60 MB of
# /usr/share/doc, the repository's mail test data) three times over in
# one file (360 MB: a run of the corpus alone takes
# about 0.1 s, bound by the noise of a shared machine), URL-dense text
# (every word a URL with findings), and two trees walked as they are:
# $(go env GOROOT)/src and /usr/share/doc. ripgrep is installed with
# apt-get when missing. The last column is the goal of issue 27.
#
# On a loaded machine wall times wander; scripts/instr.sh counts
# instructions per byte instead, which do not.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/urlsift-bench}
reps=${REPS:-5}
mkdir -p "$work/bin"
# This run's timings and build, apart from those of a run at the same time
# with the same WORKDIR.
tmp=$(mktemp -d "$work/run.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
say() { printf '%s\n' "$*" >&2; }

[ -x /usr/bin/time ] || { apt-get update -qq >/dev/null; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; }
if ! command -v rg >/dev/null 2>&1; then
	say "installing ripgrep (apt-get)"
	apt-get update -qq >/dev/null
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ripgrep >/dev/null
fi
if [ -n "${URLSIFT:-}" ]; then
	urlsift=$URLSIFT # another build, to compare before and after
else
	say "building urlsift"
	(cd "$here" && go build -o "$tmp/urlsift" .)
	urlsift=$tmp/urlsift
fi

. "$here/scripts/corpus.sh"
corpus_build "$work" "$here"
trees=("$(go env GOROOT)/src" /usr/share/doc)
urlre='https?://[^\s<>"]+'

# timed FILE CMD...: run CMD, append "wall cpu" (cpu = user + sys) to FILE.
timed() {
	local out=$1
	shift
	/usr/bin/time -f '%e %U %S' -o "$tmp/t" "$@" >/dev/null 2>&1 || true
	tail -1 "$tmp/t" | awk '{ printf "%s %.3f\n", $1, $2 + $3 }' >>"$out"
}
# row NAME -- URLSIFT-ARGS... -- RG-ARGS...: alternate, print the median
# ratios of wall time and of CPU time (user + sys, steadier on a shared
# machine), and the medians of each side.
row() {
	local name=$1 goal=$2
	[[ -z ${ROWS:-} || $name == *"$ROWS"* ]] || return 0
	shift 3
	local -a a=() b=()
	while [ "$1" != -- ]; do a+=("$1"); shift; done
	shift
	b=("$@")
	: >"$tmp/ta"
	: >"$tmp/tb"
	for ((i = 0; i < reps; i++)); do
		timed "$tmp/ta" "$urlsift" "${a[@]}"
		timed "$tmp/tb" rg "${b[@]}"
	done
	paste -d' ' "$tmp/ta" "$tmp/tb" | awk -v n="$name" -v g="$goal" '
		function med(x, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t } return k % 2 ? x[(k + 1) / 2] : (x[k / 2] + x[k / 2 + 1]) / 2 }
		function pos(x) { return x < 0.01 ? 0.01 : x }
		{ r[NR] = pos($1) / pos($3); c[NR] = pos($2) / pos($4); aw[NR] = $1; ac[NR] = $2; bw[NR] = $3; bc[NR] = $4 }
		END { printf "| %s | %.2f | %.2f | %.2f s / %.2f s | %.2f s / %.2f s | %s |\n", n, med(r, NR), med(c, NR), med(aw, NR), med(ac, NR), med(bw, NR), med(bc, NR), g }'
}
# rate NAME FILE URLSIFT-ARGS...: the median MB/s of urlsift alone, of
# wall time and of CPU time (user + sys, all workers: a loaded machine
# moves the first, not the second).
rate() {
	local name=$1 goal=$2 file=$3
	[[ -z ${ROWS:-} || $name == *"$ROWS"* ]] || return 0
	shift 3
	: >"$tmp/ta"
	for ((i = 0; i < reps; i++)); do
		timed "$tmp/ta" "$urlsift" "$@" "$file"
	done
	awk -v n="$name" -v g="$goal" -v b="$(stat -c %s "$file")" '
		function med(x, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t } return k % 2 ? x[(k + 1) / 2] : (x[k / 2] + x[k / 2 + 1]) / 2 }
		{ w[NR] = $1; c[NR] = $2 }
		END { mw = med(w, NR); mc = med(c, NR); printf "| %s | %.0f MB/s | %.0f MB/s of CPU | %.2f s / %.2f s | | %s |\n", n, b / 1e6 / mw, b / 1e6 / mc, mw, mc, g }' "$tmp/ta"
}

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(go version); $(rg --version | sed -n 1p)"
echo "corpus $(($(stat -c %s "$corpus") / 1000000)) MB ($(cat "$corpus.mix")) three times over ($(($(stat -c %s "$corpus3") / 1000000)) MB, one file); dense $(($(stat -c %s "$dense") / 1000000)) MB; trees ${trees[*]}; $reps alternating runs each"
echo
echo "| work | urlsift / rg, wall (median ratio) | urlsift / rg, CPU | urlsift wall / CPU | rg wall / CPU | goal (wall) |"
echo "| --- | --- | --- | --- | --- | --- |"
row "extract, corpus x3" "≤ 0.8" -- extract "$corpus3" -- -a -o -N "$urlre" "$corpus3"
row "extract --format json, corpus x3" "≤ 1.2" -- extract --format json "$corpus3" -- -a -o -N "$urlre" "$corpus3"
row "lint --fail-level none, corpus x3" "≤ 1.5" -- lint --no-config --fail-level none "$corpus3" -- -a -o -N "$urlre" "$corpus3"
help=$("$urlsift" extract --help 2>&1 || true)
if [[ $help == *--no-ignore* ]]; then
	row "extract over two trees vs rg -uu" "≤ 1.0" -- extract --hidden --no-ignore "${trees[@]}" -- -uu -o -N "$urlre" "${trees[@]}"
	row "extract over two trees, one worker, vs rg -uu -j1" "" -- extract --hidden --no-ignore -j 1 "${trees[@]}" -- -uu -j1 -o -N "$urlre" "${trees[@]}"
	row "lint over two trees vs rg -uu" "" -- lint --no-config --fail-level none --hidden --no-ignore "${trees[@]}" -- -uu -o -N "$urlre" "${trees[@]}"
else # a build from before the walk flags
	row "extract over two trees vs rg -uu" "≤ 1.0" -- extract "${trees[@]}" -- -uu -o -N "$urlre" "${trees[@]}"
	row "lint over two trees vs rg -uu" "" -- lint --no-config --fail-level none "${trees[@]}" -- -uu -o -N "$urlre" "${trees[@]}"
fi
rate "lint on URL-dense text (urlsift alone)" "≥ 40 MB/s" "$dense" lint --no-config --fail-level none
rate "extract on URL-dense text (urlsift alone)" "" "$dense" extract
