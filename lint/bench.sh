#!/bin/sh
# bench.sh: throughput and peak memory of `urlsift lint` in every format on a
# large generated input (prose with a URL finding or three every 3 lines,
# suppression comments, a password), to show that lint streams: the peak
# resident memory must not grow with the input or the number of findings.
#
# Usage: lint/bench.sh [SIZE_MB]     (default 200; run from anywhere in the repo)
# Exits 1 when a format's peak RSS reaches 64 MiB. Needs GNU time
# (/usr/bin/time; apt-get install time). CPU time (user+sys) is printed
# beside the wall clock because the machine may be shared.
set -eu

size_mb=${1:-200}
root=$(cd "$(dirname "$0")/.." && pwd)
[ -x /usr/bin/time ] || { echo "bench.sh: /usr/bin/time is missing (apt-get install time)" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

(cd "$root" && go build -o "$dir/urlsift" .)
block='Plain prose without links goes on for a while, as mail and docs do.
See http://example.com/docs/index.html and <ftp://ftp.example.com/pub/file.tar.gz>.
Old: http://example.com:80/a|b%7E and ftp://u:hunter2@h.example:2121/ # urlsift:ignore userinfo
'
printf '%s' "$block" > "$dir/block"
# Double the file until it reaches the size.
cp "$dir/block" "$dir/in.txt"
while [ "$(wc -c < "$dir/in.txt")" -lt $((size_mb * 1048576)) ]; do
	cat "$dir/in.txt" "$dir/in.txt" > "$dir/tmp" && mv "$dir/tmp" "$dir/in.txt"
done
bytes=$(wc -c < "$dir/in.txt")
mb=$(echo "$bytes / 1048576" | bc -l)
status=0
for format in text json github sarif; do
	/usr/bin/time -f '%e %U %S %M' -o "$dir/time" "$dir/urlsift" lint --no-config --fail-level none --format "$format" "$dir/in.txt" > "$dir/out" || true
	read -r wall user sys rss < "$dir/time"
	if grep -q hunter2 "$dir/out"; then echo "bench.sh: $format output shows the password" >&2; status=1; fi
	printf '%-6s %8.1f MB in %6.1fs wall (%6.1f MB/s), %6.1fs CPU (%6.1f MB/s), peak RSS %d KiB, %d bytes out\n' \
		"$format" "$mb" "$wall" "$(echo "$mb / $wall" | bc -l)" "$(echo "$user + $sys" | bc -l)" \
		"$(echo "$mb / ($user + $sys)" | bc -l)" "$rss" "$(wc -c < "$dir/out")"
	[ "$rss" -lt 65536 ] || { echo "bench.sh: $format peak RSS $rss KiB >= 64 MiB" >&2; status=1; }
done
exit $status
