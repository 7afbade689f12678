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
#        CORPUS_REPS=81 ROWS=corpus scripts/bench.sh   (the corpus rows, up to 81 runs)
#
# Inputs (scripts/corpus.sh): the corpus of 120 MB of real text (a
# fixed mix: 60 MB of the Go distribution's sources, 60 MB of
# /usr/share/doc, the repository's mail test data) three times over in
# one file (360 MB, 22,956 URLs: both tools read it at GB/s, so its rows
# say what reading the bytes costs), the corpus's URL lines (each line
# of the corpus with "://" or "www.", the two lines above and below it,
# 40 times over: 67 MB, 305,720 URLs, where urlsift's cost is per URL:
# issue 27's corpus rows), URL-dense text (every word a URL with
# findings), and two trees walked as they are: $(go env GOROOT)/src and
# /usr/share/doc. The corpus rows are timed to the microsecond and run
# until each median's spread is at most 5% (11 to CORPUS_REPS times,
# default 41; prow below).
# ripgrep is installed with apt-get when missing. The last column is the
# goal of issue 27 (set on the corpus, where rg finds next to nothing:
# on the URL lines rg prints a match a line, and the goal is harder).
#
# On a loaded machine wall times wander; scripts/instr.sh counts
# instructions per byte instead, which do not.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/urlsift-bench}
reps=${REPS:-5}
corpus_reps=${CORPUS_REPS:-41}
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
# prow NAME GOAL -- URLSIFT-ARGS... -- RG-ARGS...: as row, for the corpus
# rows, with the spread of each median: runs urlsift and rg alternately
# until the spread of both medians (wall and CPU) is at most 5%, at least
# 11 times and at most CORPUS_REPS (default 41). Each run is timed to the
# microsecond by wait4 (wall by the monotonic clock, CPU as the process's
# user + sys), where /usr/bin/time's hundredths moved a ratio of rg's
# 0.05 s runs by 0.2. The spread of a median of n ratios is the width of
# its 95% confidence interval, distribution-free (the ratios of ranks
# n/2 - 0.98 sqrt(n) and 1 + n/2 + 0.98 sqrt(n) of the n sorted), as a
# share of the median. A spread over 5% after CORPUS_REPS runs says: more
# runs, or a quieter machine.
prow() {
	local name=$1 goal=$2
	[[ -z ${ROWS:-} || $name == *"$ROWS"* ]] || return 0
	shift 3
	python3 - "$name" "$goal" "$corpus_reps" "$urlsift" "$@" <<'PY'
import math, os, sys, time
name, goal, most, args = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
cut = args.index("--")
a, b = args[:cut], ["rg"] + args[cut + 1:]
def run(cmd):
    fd = os.open(os.devnull, os.O_WRONLY)
    t0 = time.perf_counter()
    pid = os.posix_spawnp(cmd[0], cmd, os.environ, file_actions=[
        (os.POSIX_SPAWN_DUP2, fd, 1), (os.POSIX_SPAWN_DUP2, fd, 2)])
    _, _, ru = os.wait4(pid, 0)
    wall = time.perf_counter() - t0
    os.close(fd)
    return wall, ru.ru_utime + ru.ru_stime
def med(x):
    x = sorted(x)
    k = len(x)
    return x[k // 2] if k % 2 else (x[k // 2 - 1] + x[k // 2]) / 2
def spread(x):
    x = sorted(x)
    k = len(x)
    lo = max(1, math.floor(k / 2 - 0.98 * math.sqrt(k)))
    hi = min(k, math.ceil(1 + k / 2 + 0.98 * math.sqrt(k)))
    return (x[hi - 1] - x[lo - 1]) / med(x)
pos = lambda t: max(t, 1e-4)
runs = []
while len(runs) < max(most, 1):
    aw, ac = run(a)
    bw, bc = run(b)
    runs.append((aw, ac, bw, bc))
    if len(runs) >= 11 and all(spread(r) <= 0.05 for r in (
            [pos(r[0]) / pos(r[2]) for r in runs], [pos(r[1]) / pos(r[3]) for r in runs])):
        break
rw = [pos(r[0]) / pos(r[2]) for r in runs]
rc = [pos(r[1]) / pos(r[3]) for r in runs]
col = lambda k: med([r[k] for r in runs])
print("| %s (%d runs) | %.2f (spread %.1f%%) | %.2f (spread %.1f%%) | %.3f s / %.3f s | %.3f s / %.3f s | %s |" % (
    name, len(runs), med(rw), 100 * spread(rw), med(rc), 100 * spread(rc), col(0), col(1), col(2), col(3), goal))
PY
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
echo "corpus $(($(stat -c %s "$corpus") / 1000000)) MB ($(cat "$corpus.mix")) three times over ($(($(stat -c %s "$corpus3") / 1000000)) MB, one file); the corpus's URL lines $(($(stat -c %s "$urllines.once") / 1000)) KB 40 times over ($(($(stat -c %s "$urllines") / 1000000)) MB, one file); dense $(($(stat -c %s "$dense") / 1000000)) MB; trees ${trees[*]}; $reps alternating runs each, 11 to $corpus_reps for the corpus rows"
echo
echo "| work | urlsift / rg, wall (median ratio) | urlsift / rg, CPU | urlsift wall / CPU | rg wall / CPU | goal (wall) |"
echo "| --- | --- | --- | --- | --- | --- |"
prow "extract, the corpus's URL lines" "≤ 0.8" -- extract "$urllines" -- -a -o -N "$urlre" "$urllines"
prow "extract --format json, the corpus's URL lines" "≤ 1.2" -- extract --format json "$urllines" -- -a -o -N "$urlre" "$urllines"
prow "lint --fail-level none, the corpus's URL lines" "≤ 1.5" -- lint --no-config --fail-level none "$urllines" -- -a -o -N "$urlre" "$urllines"
prow "extract, corpus x3" "≤ 0.8" -- extract "$corpus3" -- -a -o -N "$urlre" "$corpus3"
prow "extract --format json, corpus x3" "≤ 1.2" -- extract --format json "$corpus3" -- -a -o -N "$urlre" "$corpus3"
prow "lint --fail-level none, corpus x3" "≤ 1.5" -- lint --no-config --fail-level none "$corpus3" -- -a -o -N "$urlre" "$corpus3"
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
