#!/usr/bin/env bash
# fp-sample.sh: how useful is what `urlsift lint` prints by default, on
# trees nobody here wrote? (issue 24; method and figures in
# scripts/FALSE-POSITIVES.md)
#
#   scripts/fp-sample.sh                 # sample the four trees
#   scripts/fp-sample.sh score VERDICTS  # count the judged samples
#
# Trees:
#   doc     /usr/share/doc, without -z (the .gz files are binary)
#   docz    /usr/share/doc with -z (the .gz files read decompressed)
#   goroot  $(go env GOROOT)/src
#   man     500 manual pages that hold "://" in their source, drawn with
#           SEED, rendered as `man` renders them (man -l, groff) at
#           MANWIDTH=80 and 60 in a UTF-8 locale, so that groff's U+2010
#           hyphens appear where it breaks a URL
#
# For each tree it runs `$URLSIFT lint --no-config --format json` (the
# default rules, everything the default run prints, info included), counts
# the findings by severity and rule, and draws N (default 50) distinct
# findings at random (distinct: rule, URL and message; a fixed SEED, so
# that a second run draws the same ones), each printed with its source
# line, for judging. Judge each as
#
#   useful  a maintainer would act on it: a real URL, meant to be used,
#           with the defect the rule names (a broken link, an unescaped
#           character some clients mangle, a real password, a wrong port)
#   noise   true to the draft, but nobody would act: a URL written wrong on
#           purpose (a test's input, an example of what not to write, a
#           parser's documentation), an example host, a historical record
#   false   the complaint is wrong: the text is no URL or not that URL (a
#           wrong cut or join, groff's U+2010 hyphen inside it, a template,
#           a code escape), or the rule misreads it
#
# and write one line per judged finding to a verdicts file:
#   VERDICT<TAB>RULE<TAB>URL<TAB>NOTE
# `fp-sample.sh score VERDICTS` then prints, per tree, how many sampled
# findings are useful, noise, false or not yet judged.
#
# Environment: URLSIFT (binary, default urlsift), OUT (default
# /tmp/urlsift-fp), N, SEED (default 24), MAN (cached rendered pages,
# default $OUT/man).
set -eu
URLSIFT=${URLSIFT:-urlsift}
OUT=${OUT:-/tmp/urlsift-fp}
N=${N:-50}
SEED=${SEED:-24}
MAN=${MAN:-$OUT/man}
mkdir -p "$OUT"

# shuffle SEED: the lines of standard input in a random order fixed by SEED.
shuffle() {
	awk -v seed="$1" 'BEGIN { srand(seed) } { line[NR] = $0 }
		END { for (i = NR; i > 1; i--) { j = 1 + int(rand() * i); t = line[i]; line[i] = line[j]; line[j] = t }
		      for (i = 1; i <= NR; i++) print line[i] }'
}

render_man() {
	[ -d "$MAN/80" ] && [ -d "$MAN/60" ] && return
	mkdir -p "$MAN/80" "$MAN/60"
	find /usr/share/man/man[1-8] -type f -name '*.gz' | sort |
		while IFS= read -r f; do zgrep -q '://' "$f" 2>/dev/null && echo "$f"; done |
		shuffle "$SEED" | head -n 500 |
		while IFS= read -r f; do
			name=$(basename "$f" .gz)
			for w in 80 60; do
				LC_ALL=C.UTF-8 LANG=C.UTF-8 MANWIDTH=$w man -l "$f" 2>/dev/null >"$MAN/$w/$name.txt" || true
			done
		done
}

# source_line PATH LINE: the line as stored (decompressed for a .gz read with -z).
source_line() {
	case "$1" in
	*.gz) zcat -- "$1" 2>/dev/null | sed -n "${2}p" ;;
	*) sed -n "${2}p" -- "$1" ;;
	esac
}

sample() { # NAME FLAGS... TREE
	local name=$1
	shift
	local json="$OUT/$name.json"
	"$URLSIFT" lint --no-config --format json --fail-level none "$@" >"$json" 2>"$OUT/$name.err" || true
	{
		echo "== $name: $* ($URLSIFT)"
		echo "findings: $(wc -l <"$json"); by severity:"
		jq -r .severity "$json" | sort | uniq -c | sort -rn
		echo "by rule and severity:"
		jq -r '"\(.rule) \(.severity)"' "$json" | sort | uniq -c | sort -rn
		echo "distinct (rule, URL, message): $(jq -r '[.rule, .url, .message] | @tsv' "$json" | sort -u | wc -l)"
		echo "-- sample of $N distinct findings (seed $SEED)"
		jq -s -c 'unique_by([.rule, .url, .message])[] | {rule, url, message, severity, path, line, column}' "$json" |
			shuffle "$SEED" | head -n "$N" |
			while IFS= read -r f; do
				path=$(jq -r .path <<<"$f")
				line=$(jq -r .line <<<"$f")
				jq -r '"\(.severity)\t\(.rule)\t\(.url)\t\(.path):\(.line):\(.column)\t\(.message)"' <<<"$f"
				printf '    | %s\n' "$(source_line "$path" "$line" | cut -c1-220)"
			done
	} >"$OUT/$name.sample.txt"
	head -n 3 "$OUT/$name.sample.txt"
}

score() { # VERDICTS
	local verdicts=$1
	for s in "$OUT"/*.sample.txt; do
		name=$(basename "$s" .sample.txt)
		grep -P '^(error|warning|info)\t' "$s" | cut -f2,3 | sort >"$OUT/$name.keys"
		awk -F'\t' -v name="$name" 'NR == FNR { v[$2 "\t" $3] = $1; next }
			{ k = $1 "\t" $2; c[k in v ? v[k] : "unjudged"]++; n++ }
			END { printf "%-8s sampled %3d: useful %3d, noise %3d, false %3d, unjudged %d\n", name, n, c["useful"], c["noise"], c["false"], c["unjudged"] }' \
			"$verdicts" "$OUT/$name.keys"
	done
}

if [ "${1:-}" = score ]; then
	score "$2"
	exit
fi
render_man
sample doc /usr/share/doc
sample docz -z /usr/share/doc
sample goroot "$(go env GOROOT)/src"
sample man "$MAN"
echo "samples in $OUT/*.sample.txt"
