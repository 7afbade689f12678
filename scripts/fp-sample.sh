#!/bin/sh
# fp-sample.sh: measure how quiet `urlsift lint` is on real trees.
#
#   scripts/fp-sample.sh [TREE ...]     (default: $(go env GOROOT)/src /usr/share/doc)
#
# For each tree it lints every file (uncompressed files only; no
# configuration file), prints the findings by rule and severity, and then a
# sample of at most N (default 100) warnings and errors, drawn with a fixed
# seed (SEED, default 13) so that a second run draws the same lines, each
# with the source line it came from, for classifying by hand. See
# scripts/FALSE-POSITIVES.md for the method and the figures.
set -eu
N=${N:-100}
SEED=${SEED:-13}
URLSIFT=${URLSIFT:-urlsift}
OUT=${OUT:-/tmp/urlsift-fp}
mkdir -p "$OUT"
[ $# -gt 0 ] || set -- "$(go env GOROOT)/src" /usr/share/doc
for tree in "$@"; do
	name=$(echo "$tree" | tr '/' '_')
	json="$OUT/$name.json"
	"$URLSIFT" lint --no-config --format json "$tree" >"$json" 2>"$OUT/$name.err" || true
	echo "== $tree: $(wc -l <"$json") findings, $(grep -vc '"severity":"info"' "$json" || true) warnings and errors"
	jq -r '"\(.rule) \(.severity)"' "$json" | sort | uniq -c | sort -rn
	echo "-- sample of $N warnings and errors (seed $SEED)"
	grep -v '"severity":"info"' "$json" |
		awk -v n="$N" -v seed="$SEED" 'BEGIN { srand(seed) } { line[NR] = $0 }
			END { for (i = 1; i <= NR; i++) { j = i + int(rand() * (NR - i + 1)); t = line[i]; line[i] = line[j]; line[j] = t }
			      for (i = 1; i <= NR && i <= n; i++) print line[i] }' |
		while IFS= read -r f; do
			path=$(printf '%s' "$f" | jq -r .path)
			line=$(printf '%s' "$f" | jq -r .line)
			printf '%s\n' "$f" | jq -r '"\(.severity) \(.rule) \(.path):\(.line):\(.column): \(.url) | \(.message)"'
			printf '    | %s\n' "$(sed -n "${line}p" "$path" | cut -c1-200)"
		done
done
