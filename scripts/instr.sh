#!/usr/bin/env bash
# instr.sh: what urlsift costs per byte of input in instructions, counted
# by valgrind's callgrind, for two builds side by side. Instruction counts
# do not move with the load of a shared machine, where wall times do (see
# bench.sh): a change that claims speed gives these figures before and
# after.
#
# Usage: scripts/instr.sh [OLD [NEW]]
#   OLD  a build to compare with (default /work/bin/urlsift-6ad0836 when it
#        exists; "-" for none)
#   NEW  a build (default: this checkout, built into WORKDIR)
#   WORK=DIR (default /tmp/urlsift-bench) holds the inputs (corpus.sh) and
#   the callgrind files, cg.BUILD.WORK.INPUT.out in a directory of its
#   own for each run (WORK/cg/run.*, printed), for callgrind_annotate.
#   ONLY="extract json" measures that work alone; INPUTS="corpus" that input.
#
# Each work runs with one worker (-j 1, GOMAXPROCS=2) on two inputs:
#   corpus  8 MB of the bench corpus, 1 MB at each eighth of it (cut at
#           line breaks; a line of a megabyte or more is skipped): four
#           of Go sources and four of /usr/share/doc (corpus.sh's mix:
#           manuals, change logs), few URLs, so its cost is per byte
#   dense   the first 1 MB of the URL-dense text: its cost is per URL
#   cjk     1 MB of Chinese prose dense with URLs (scripts/cjkdense.py),
#           asked for by name (INPUTS="cjk" or INPUTS="corpus dense cjk")
#   ssh     1 MB of lines "clone ssh://git@h.example.org:22/o/rN.git here,
#           then the build" (extract's BenchmarkScan/ssh: a user name, a
#           port and a path, the readings after the URL of each), asked
#           for by name (INPUTS="ssh")
# and the figure is (instructions on the input - instructions on an empty
# file) / bytes of the input: the process's start is left out. A second
# row gives the same outside the Go runtime (runtime.*): the figure to
# compare builds by on a loaded machine, where the runtime's own count
# moves by several per cent from run to run of one build. For the dense
# input, rows give the same per URL (the URLs `extract` finds in it,
# about 40,000).
#
# Go's asynchronous preemption sends signals valgrind cannot handle, so
# urlsift runs with GODEBUG=asyncpreemptoff=1. And with cpu.rdtscp=off:
# valgrind 3.19 knows no RDTSCP, which the runtime's cputicks uses where
# the processor has it, when a thread goes to sleep on a lock another
# holds; on a loaded machine that is nearly every run, which then dies of
# SIGILL after the process's start and gave figures near 0 (0.02 a byte).
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
work=${WORK:-/tmp/urlsift-bench}
mkdir -p "$work/bin" "$work/cg"
# This run's callgrind files, apart from those of a run at the same time.
cg=$(mktemp -d "$work/cg/run.XXXXXX")
say() { printf '%s\n' "$*" >&2; }

if ! command -v valgrind >/dev/null 2>&1; then
	say "installing valgrind (apt-get)"
	apt-get update -qq >/dev/null
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

old=${1:-}
if [ -z "$old" ] && [ -x /work/bin/urlsift-6ad0836 ]; then
	old=/work/bin/urlsift-6ad0836
fi
[ "$old" = - ] && old=
new=${2:-}
if [ -z "$new" ]; then
	say "building urlsift"
	(cd "$here" && go build -o "$cg/urlsift" .)
	new=$cg/urlsift
fi

. "$here/scripts/corpus.sh"
corpus_build "$work" "$here"
slice=$work/instr-corpus.txt
dslice=$work/instr-dense.txt
cslice=$work/instr-cjk.txt
sslice=$work/instr-ssh.txt
empty=$work/instr-empty.txt
: >"$empty"
# The slice is made again when it is older than the corpus or than this
# script (its making changed: a slice no longer starts inside a line of
# a megabyte, which held no line break and made the slice unlike the corpus).
if [ ! -s "$slice" ] || [ "$slice" -ot "$corpus" ] || [ "$slice" -ot "$0" ]; then
	# Written aside and moved: a run at the same time, or an input
	# hard-linked from another WORK, never sees half a slice.
	python3 - "$corpus" "$slice.$$" <<'PY'
import os, sys
src, dst = sys.argv[1], sys.argv[2]
size = os.path.getsize(src)
with open(src, "rb") as f, open(dst, "wb") as out:
    for k in range(8):
        # From the first line start at or after the eighth's start: a
        # line with no break in the next megabyte (the corpus has one of
        # 1.3 MB, minified text) is skipped whole, as it is not what the
        # corpus is made of (one in 120 MB, it was one in 8 of the slice).
        p = k * size // 8
        while True:
            f.seek(p)
            b = f.read(1 << 20)
            i = b.find(b"\n")
            if i >= 0 or not b:
                break
            p += len(b)
        f.seek(p + i + 1)
        b = f.read(1 << 20)
        # To the last line end of the slice.
        j = b.rfind(b"\n") + 1
        out.write(b[:j] if j > 0 else b)
PY
	mv "$slice.$$" "$slice"
fi
if [ ! -s "$dslice" ] || [ "$dslice" -ot "$dense" ]; then
	head -c 1048576 "$dense" | python3 -c 'import sys; b = sys.stdin.buffer.read(); sys.stdout.buffer.write(b[: b.rindex(b"\n") + 1])' >"$dslice.$$"
	mv "$dslice.$$" "$dslice"
fi

# cjk: 1 MB of Chinese prose dense with URLs, full-width punctuation and
# "＠" (scripts/cjkdense.py, extract's cjkDense): INPUTS="cjk" (review55
# N13: the readings of the forms of "@" and ":" look at every byte 0xEF).
if [ ! -s "$cslice" ] || [ "$cslice" -ot "$here/scripts/cjkdense.py" ]; then
	python3 "$here/scripts/cjkdense.py" 1048576 "$cslice.$$"
	mv "$cslice.$$" "$cslice"
fi

# ssh: a URL a line, as BenchmarkScan/ssh has them (perf57, closing-56
# item 5): INPUTS="ssh".
if [ ! -s "$sslice" ] || [ "$sslice" -ot "$0" ]; then
	python3 - "$sslice.$$" <<'PY'
import sys
out, i = bytearray(), 0
while len(out) < 1 << 20:
    out += b"clone ssh://git@h.example.org:22/o/r%d.git here, then the build\n" % i
    i += 1
open(sys.argv[1], "wb").write(out)
PY
	mv "$sslice.$$" "$sslice"
fi

# ir BUILD TAG FILE ARGS...: the instructions of one run, "ALL REST":
# all of them, and those outside the Go runtime (runtime.*, self
# costs), whose own count follows the collector and the scheduler and
# moves by several per cent from run to run of one build on a loaded
# machine (the collector runs when it will; idle workers spin).
ir() {
	local bin=$1 tag=$2 file=$3
	shift 3
	local out=$cg/cg.$tag.out
	GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off GOMAXPROCS=2 valgrind --tool=callgrind --callgrind-out-file="$out" \
		"$bin" "$@" -j 1 "$file" >/dev/null 2>"$cg/log" || true
	local all rt
	all=$(awk '/^summary:/ { print $2 }' "$out")
	rt=$(callgrind_annotate --inclusive=no --auto=no --threshold=100 "$out" 2>/dev/null |
		awk '$1 ~ /^[0-9,]+$/ && /:/ && /runtime\.|\/runtime\// { n = $1; gsub(",", "", n); r += n } END { printf "%.0f", r }')
	echo "$all $((all - rt))"
}

works=("extract" "extract --format json" "lint --no-config --fail-level none" "lint --no-config --fail-level none --format json")
names=("extract" "extract json" "lint" "lint json")
inputs=${INPUTS:-corpus dense}
if [ -n "${ONLY:-}" ]; then # ONLY="extract" or "lint json": that work alone
	for k in "${!names[@]}"; do
		if [ "${names[$k]}" = "$ONLY" ]; then
			works=("${works[$k]}") names=("${names[$k]}")
			break
		fi
	done
fi

echo "inputs: corpus $(stat -c %s "$slice") bytes ($slice), dense $(stat -c %s "$dslice") bytes ($dslice), cjk $(stat -c %s "$cslice") bytes ($cslice), ssh $(stat -c %s "$sslice") bytes ($sslice)"
echo "old: ${old:-none}; new: $new; callgrind files: $cg"
echo
if [ -n "$old" ]; then
	echo "| work | input | old instr/byte | new instr/byte | new / old |"
	echo "| --- | --- | --- | --- | --- |"
else
	echo "| work | input | instr/byte |"
	echo "| --- | --- | --- |"
fi
for k in "${!works[@]}"; do
	read -r -a args <<<"${works[$k]}"
	name=${names[$k]}
	tag=${name// /-}
	declare -A base=() rbase=()
	for b in old new; do
		bin=${!b}
		[ -n "$bin" ] || continue
		read -r base[$b] rbase[$b] < <(ir "$bin" "$b.$tag.empty" "$empty" "${args[@]}")
	done
	for in in $inputs; do
		file=$slice
		[ $in = dense ] && file=$dslice
		[ $in = cjk ] && file=$cslice
		[ $in = ssh ] && file=$sslice
		bytes=$(stat -c %s "$file")
		declare -A per=() rper=()
		for b in old new; do
			bin=${!b}
			[ -n "$bin" ] || continue
			read -r n rn < <(ir "$bin" "$b.$tag.$in" "$file" "${args[@]}")
			per[$b]=$(awk -v n="$n" -v e="${base[$b]}" -v b="$bytes" 'BEGIN { printf "%.2f", (n - e) / b }')
			rper[$b]=$(awk -v n="$rn" -v e="${rbase[$b]}" -v b="$bytes" 'BEGIN { printf "%.2f", (n - e) / b }')
		done
		if [ -n "$old" ]; then
			echo "| $name | $in | ${per[old]} | ${per[new]} | $(awk -v a="${per[old]}" -v b="${per[new]}" 'BEGIN { printf "%.3f", b / a }') |"
			echo "| $name | $in, outside runtime.* | ${rper[old]} | ${rper[new]} | $(awk -v a="${rper[old]}" -v b="${rper[new]}" 'BEGIN { printf "%.3f", b / a }') |"
		else
			echo "| $name | $in | ${per[new]} |"
			echo "| $name | $in, outside runtime.* | ${rper[new]} |"
		fi
		if [ $in = dense ]; then
			# The same per URL: instructions per byte times bytes per URL.
			urls=$("$new" extract -j 1 "$file" | wc -l)
			u() { awk -v x="$1" -v b="$bytes" -v n="$urls" 'BEGIN { printf "%.0f", x * b / n }'; }
			if [ -n "$old" ]; then
				echo "| $name | dense, per URL ($urls) | $(u "${per[old]}") | $(u "${per[new]}") | $(awk -v a="${per[old]}" -v b="${per[new]}" 'BEGIN { printf "%.3f", b / a }') |"
				echo "| $name | dense, per URL, outside runtime.* | $(u "${rper[old]}") | $(u "${rper[new]}") | $(awk -v a="${rper[old]}" -v b="${rper[new]}" 'BEGIN { printf "%.3f", b / a }') |"
			else
				echo "| $name | dense, per URL ($urls) | $(u "${per[new]}") |"
				echo "| $name | dense, per URL, outside runtime.* | $(u "${rper[new]}") |"
			fi
		fi
	done
done
