#!/usr/bin/env bash
# bench-warc.sh: web archives (issue 25). Makes WET and WARC files of
# realistic records (internal/warctest: a gzip member per record, as
# crawlers write them) at 100 MB and 1 GB of records, and prints, beside
# `zcat` alone and `urlsift extract` on the decompressed text, the MB/s
# and peak RSS of `urlsift extract` and `urlsift lint` over them with one
# worker and with all, and of the Beam pipeline on prism.
#
# MB/s count the bytes of the decompressed stream (what zcat prints), per
# second of wall time and per second of CPU time (user + sys, which a
# busy machine does not inflate); RSS is /usr/bin/time's maximum resident
# set size. The load average is printed before and after: on a shared
# machine, read the CPU column.
#
#   scripts/bench-warc.sh               # 100 MB and 1 GB
#   SIZES="100" scripts/bench-warc.sh   # only 100 MB
#   BEAM=0 scripts/bench-warc.sh        # without the Beam pipeline
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${SIZES:-"100 1000"}
BEAM=${BEAM:-1}
work=${WORK:-$(mktemp -d /tmp/bench-warc.XXXXXX)}
echo "work directory: $work"
go build -o "$work/urlsift" .
go build -o "$work/mkwarc" ./internal/warctest/mkwarc
if [ "$BEAM" = 1 ]; then
  (cd beam && go build -o "$work/urlsift-beam" ./cmd/urlsift-beam)
fi
cores=$(nproc)
echo "cores: $cores; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# measure LABEL BYTES CMD...: one line of the table.
measure() {
  local label=$1 bytes=$2
  shift 2
  local t
  /usr/bin/time -o "$work/time" -f '%e %U %S %M' "$@" > /dev/null 2> "$work/stderr" || true
  read -r wall user sys rss < <(tail -1 "$work/time")
  awk -v l="$label" -v b="$bytes" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" 'BEGIN {
    cpu = u + s; if (cpu <= 0) cpu = 0.01; if (w <= 0) w = 0.01
    printf "| %-46s | %8.0f | %8.0f | %6.2f | %6.2f | %7.1f |\n", l, b/1e6/w, b/1e6/cpu, w, cpu, r/1024 }'
}

for size in $SIZES; do
  for kind in wet warc; do
    f="$work/$kind-$size.warc.$kind.gz"
    [ "$kind" = warc ] && f="$work/$kind-$size.warc.gz"
    [ -s "$f" ] || "$work/mkwarc" -kind "$kind" -size $((size * 1000000)) -seed 1 -o "$f"
    bytes=$(zcat "$f" | wc -c)
    zcat "$f" > "$work/plain.txt"
    # Four copies, for all the workers (the issue's "several files").
    for i in 1 2 3 4; do ln -f "$f" "$work/copy$i-$(basename "$f")"; done
    copies=("$work"/copy?-"$(basename "$f")")
    echo
    echo "### $kind, $size MB of records ($(du -m "$f" | cut -f1) MB compressed, $bytes bytes decompressed)"
    echo
    echo "| run | MB/s wall | MB/s CPU | wall s | CPU s | RSS MiB |"
    echo "| --- | ---: | ---: | ---: | ---: | ---: |"
    measure "zcat" "$bytes" zcat "$f"
    measure "urlsift extract -j 1, decompressed text" "$bytes" "$work/urlsift" extract -j 1 --input text "$work/plain.txt"
    measure "urlsift extract -j 1" "$bytes" "$work/urlsift" extract -j 1 "$f"
    measure "urlsift extract -j 1 --format json" "$bytes" "$work/urlsift" extract -j 1 --format json "$f"
    measure "urlsift lint -j 1 --format json" "$bytes" "$work/urlsift" lint -j 1 --no-config --fail-level none --format json "$f"
    measure "zcat, 4 files one after the other" $((4 * bytes)) sh -c "zcat ${copies[*]}"
    measure "urlsift extract -j $cores, 4 files" $((4 * bytes)) "$work/urlsift" extract -j "$cores" --format json "${copies[@]}"
    measure "urlsift lint -j $cores, 4 files" $((4 * bytes)) "$work/urlsift" lint -j "$cores" --no-config --fail-level none --format json "${copies[@]}"
    if [ "$BEAM" = 1 ]; then
      rm -rf "$work/beam-out"
      measure "Beam pipeline on prism, 4 files" $((4 * bytes)) "$work/urlsift-beam" --input "$work/copy?-$(basename "$f")" --output "$work/beam-out"
    fi
    rm -f "$work/plain.txt" "${copies[@]}"
  done
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
