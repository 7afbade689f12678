#!/bin/sh
# bench-mbox.sh: peak memory and throughput of `urlsift extract` on a large mbox.
#
# Builds an mbox of SIZE_MB megabytes (default 1024) from the generated test
# messages in input/testdata/mail (every *.eml and the messages of
# many.mbox), repeated with distinct Message-IDs, then runs
#   urlsift extract --format json BIG.mbox
# under /usr/bin/time -v and prints the peak RSS and MB/s. Exits 1 when the
# peak RSS is 64 MiB or more.
#
# Usage: scripts/bench-mbox.sh [SIZE_MB]      (run from anywhere in the repo)
# Env:   BENCH_DIR  where to put the mbox and binary (default: a fresh mktemp -d, removed afterwards)
#        KEEP=1     keep BENCH_DIR
set -eu

size_mb=${1:-1024}
root=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -x /usr/bin/time ]; then
	echo "bench-mbox.sh: /usr/bin/time is missing (apt-get install time)" >&2
	exit 2
fi
dir=${BENCH_DIR:-$(mktemp -d)}
mkdir -p "$dir"
cleanup() { [ "${KEEP:-}" = 1 ] || [ -n "${BENCH_DIR:-}" ] || rm -rf "$dir"; }
trap cleanup EXIT

echo "building urlsift..."
(cd "$root" && go build -o "$dir/urlsift" .)

# One round of messages: every .eml behind an mbox "From " line, then the
# 40 messages of many.mbox.
tmpl="$dir/template.mbox"
: > "$tmpl"
for f in "$root"/input/testdata/mail/*.eml; do
	printf 'From bench@example.org Sun Nov 22 00:00:00 2026\n' >> "$tmpl"
	cat "$f" >> "$tmpl"
	printf '\n' >> "$tmpl"
done
cat "$root/input/testdata/mail/many.mbox" >> "$tmpl"

big="$dir/big.mbox"
echo "writing ${size_mb} MB mbox to $big..."
awk -v target=$((size_mb * 1024 * 1024)) '
	{ lines[n++] = $0 }
	END {
		total = 0
		for (round = 1; total < target; round++) {
			for (i = 0; i < n; i++) {
				l = lines[i]
				if (l ~ /^Message-ID: </) sub(/^Message-ID: </, "Message-ID: <r" round "-", l)
				print l
				total += length(l) + 1
			}
		}
	}' "$tmpl" > "$big"
bytes=$(wc -c < "$big")
msgs=$(grep -c '^From ' "$big")

echo "running: urlsift extract --format json big.mbox"
/usr/bin/time -v "$dir/urlsift" extract --format json "$big" 2> "$dir/time.txt" | wc -l > "$dir/urls.txt" || true
if grep -q 'Exit status: [^0]' "$dir/time.txt"; then
	grep -v '^	' "$dir/time.txt" | head -5 >&2
fi
rss_kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$dir/time.txt")
wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$dir/time.txt")
user=$(awk -F': ' '/User time/ { print $2 }' "$dir/time.txt")
sys=$(awk -F': ' '/System time/ { print $2 }' "$dir/time.txt")
secs=$(echo "$wall" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')
urls=$(cat "$dir/urls.txt")
warnings=$(grep -c 'warning' "$dir/time.txt" || true)

awk -v b="$bytes" -v m="$msgs" -v u="$urls" -v rss="$rss_kb" -v s="$secs" -v w="$wall" -v us="$user" -v sy="$sys" -v wn="$warnings" 'BEGIN {
	printf "mbox:       %.1f MB (%d bytes), %d messages\n", b / 1e6, b, m
	printf "urls:       %d (warnings: %d)\n", u, wn
	printf "elapsed:    %s wall, %ss user, %ss sys\n", w, us, sy
	printf "throughput: %.1f MB/s (wall clock), %.1f MB per CPU second\n", (s > 0 ? b / 1e6 / s : 0), (us + sy > 0 ? b / 1e6 / (us + sy) : 0)
	printf "peak RSS:   %.1f MiB (%d kB)\n", rss / 1024, rss
	if (rss / 1024 >= 64) { print "FAIL: peak RSS is 64 MiB or more"; exit 1 }
	print "ok: peak RSS under 64 MiB"
}'
