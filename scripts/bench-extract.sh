#!/usr/bin/env bash
# bench-extract.sh: how fast, and in how much memory, `urlsift extract` reads
# real text, against xurls and ripgrep on the same corpus; that its time is
# linear on pathological inputs; and that a 1 GB file of one single line
# needs no more memory than a small one.
#
# Usage: scripts/bench-extract.sh [WORKDIR]   (default /tmp/urlsift-bench)
#
# It builds a corpus of at least 100 MB of real text from what the machine
# has (the Go distribution's sources and docs under $(go env GOROOT), the
# files of /usr/share/doc, decompressed), installs xurls
# (go install mvdan.cc/xurls/v2/cmd/xurls@latest) and ripgrep and GNU time
# (apt-get) when they are missing, and prints for each tool the MB/s by the
# clock and by CPU time (user+sys: the machine may be shared) and the peak
# resident memory (/usr/bin/time). xurls is slow (about 1 MB/s): it reads
# the first $XURLS_MB MB of the corpus (default 16; 0 means all of it), and
# urlsift and rg are timed on that slice too.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/urlsift-bench}
mkdir -p "$work"
export PATH="$work/bin:$(go env GOPATH)/bin:$PATH"
xurls_mb=${XURLS_MB:-16}

say() { printf '%s\n' "$*" >&2; }

apt_updated=
need_apt() { # need_apt COMMAND PACKAGE
	command -v "$1" >/dev/null 2>&1 && return
	say "installing $2 (apt-get)"
	if [ -z "$apt_updated" ]; then apt-get update -qq >/dev/null; apt_updated=1; fi
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}
[ -x /usr/bin/time ] || need_apt /usr/bin/time time
need_apt rg ripgrep
if ! command -v xurls >/dev/null 2>&1; then
	say "installing xurls (go install mvdan.cc/xurls/v2/cmd/xurls@latest)"
	GOBIN="$work/bin" go install mvdan.cc/xurls/v2/cmd/xurls@latest
fi

say "building urlsift"
(cd "$here" && go build -o "$work/bin/urlsift" .)

# The corpus: real text, at least 100 MB, capped at 160 MB.
corpus=$work/corpus.txt
if [ ! -s "$corpus" ] || [ "$(stat -c %s "$corpus")" -lt 100000000 ]; then
	say "building the corpus from $(go env GOROOT) and /usr/share/doc"
	{
		find "$(go env GOROOT)" -type f \( -name '*.go' -o -name '*.md' -o -name '*.txt' -o -name '*.html' \
			-o -name '*.s' -o -name '*.json' -o -name '*.xml' -o -name 'README*' \) -print0 | sort -z | xargs -0 cat
		find /usr/share/doc -type f -print0 | sort -z | while IFS= read -r -d '' f; do
			case $f in
			*.gz) zcat -f -- "$f" 2>/dev/null || true ;;
			*) cat -- "$f" ;;
			esac
		done
	} | head -c 160000000 >"$corpus" || true
fi
size=$(stat -c %s "$corpus")
if [ "$size" -lt 100000000 ]; then
	say "corpus is only $size bytes"
	exit 1
fi
# Prose without URLs: the corpus lines that hold none.
prose=$work/prose.txt
[ -s "$prose" ] || grep -a -v -E '://|(mailto|news|urn|tel|data|sip|xmpp|telnet):[^ ]' "$corpus" >"$prose" || true

# measure NAME INPUT CMD...: run CMD with INPUT on stdin, print a row.
measure() {
	local name=$1 input=$2
	shift 2
	local bytes t out
	bytes=$(stat -c %s "$input")
	t=$(mktemp)
	out=$(mktemp)
	/usr/bin/time -f '%e %U %S %M' -o "$t" "$@" <"$input" >"$out" 2>/dev/null || true
	read -r wall user sys rss <"$t"
	awk -v n="$name" -v b="$bytes" -v w="$wall" -v u="$user" -v s="$sys" -v r="$rss" -v c="$(wc -l <"$out")" 'BEGIN {
		cpu = u + s; if (cpu < 0.01) cpu = 0.01; if (w < 0.01) w = 0.01
		printf "%-34s %8.1f MB %8.2f s %9.1f MB/s %8.2f s %9.1f MB/s %8.1f MiB %9d\n", n, b/1e6, w, b/1e6/w, cpu, b/1e6/cpu, r/1024, c
		printf "%.3f\n", b/1e6/cpu > "/dev/stderr"
	}' 2>"$work/last.rate"
	rm -f "$t" "$out"
}
header() {
	printf '%-34s %11s %10s %14s %10s %14s %12s %9s\n' "$1" size wall "MB/s (wall)" cpu "MB/s (cpu)" "peak RSS" lines
}

urlre='[A-Za-z][A-Za-z0-9+.-]*://[^\]\[<>"'"'"'(){}\s]+'
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg); $(go version)"
echo "xurls: $(command -v xurls) ($(xurls -version 2>/dev/null || echo '?')); $(rg --version 2>/dev/null | head -1)"
echo "ripgrep regex: $urlre"
echo
header "corpus ($((size / 1000000)) MB of real text)"
measure "urlsift extract" "$corpus" urlsift extract
urlsift_rate=$(cat "$work/last.rate")
measure "rg -o URL-regex" "$corpus" rg -a -o -N "$urlre"
measure "urlsift extract (again)" "$corpus" urlsift extract
if [ "$xurls_mb" -gt 0 ] && [ "$xurls_mb" -lt $((size / 1000000)) ]; then
	# xurls reads about 1 MB/s: it gets a slice of the corpus, and so do
	# the others, to compare on the same input.
	slice=$work/corpus-$xurls_mb.txt
	head -c $((xurls_mb * 1000000)) "$corpus" >"$slice"
	echo
	header "the first $xurls_mb MB of the corpus"
	measure "urlsift extract" "$slice" urlsift extract
	measure "xurls (strict)" "$slice" xurls
	xurls_rate=$(cat "$work/last.rate")
	measure "rg -o URL-regex" "$slice" rg -a -o -N "$urlre"
else
	measure "xurls (strict)" "$corpus" xurls
	xurls_rate=$(cat "$work/last.rate")
fi
awk -v u="$urlsift_rate" -v x="$xurls_rate" 'BEGIN { printf "urlsift extract is %.0f times as fast as xurls (CPU MB/s, corpus vs xurls'"'"'s input)\n", u/x }'
measure "urlsift extract --format json" "$corpus" urlsift extract --format json
measure "urlsift extract --abbreviated --base" "$corpus" urlsift extract --abbreviated --base http://example.org/
echo
header "prose without URLs"
measure "urlsift extract" "$prose" urlsift extract
measure "rg -o URL-regex" "$prose" rg -a -o -N "$urlre"

# Linearity: 10 MB and 100 MB of each pathological input.
gen() { # gen FILE BYTES UNIT [PREFIX]
	[ -s "$1" ] && return
	python3 - "$@" <<'EOF'
import sys
path, n, unit = sys.argv[1], int(sys.argv[2]), sys.argv[3].encode().decode('unicode_escape').encode()
prefix = sys.argv[4].encode() if len(sys.argv) > 4 else b''
block = unit * ((1 << 20) // len(unit) + 1)
with open(path, 'wb') as f:
    f.write(prefix)
    left = n - len(prefix)
    while left > 0:
        chunk = block[:left]
        f.write(chunk)
        left -= len(chunk)
EOF
}
echo
header "linearity (time should grow 10x)"
for spec in 'parens|(' 'angles|<' 'schemes|http://' 'percents|%' 'endless-url|a|http://' 'angle-lines|<http://a/b\n' 'colons|a:'; do
	IFS='|' read -r name unit prefix <<<"$spec"
	for mb in 10 100; do
		f=$work/patho-$name-$mb.txt
		gen "$f" $((mb * 1000000)) "$unit" "${prefix:-}"
		measure "$name ${mb} MB" "$f" urlsift extract
	done
done

# Memory: one single line of 1 GB (prose with URLs, no line break).
big=$work/one-line-1g.txt
python3 - "$big" <<'EOF'
import sys, os
path = sys.argv[1]
if not (os.path.exists(path) and os.path.getsize(path) >= 10**9):
    unit = b'the reference <http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING> is quoted, see "http://www.w3.org/Addressing/" and more prose; '
    block = unit * ((1 << 20) // len(unit))
    with open(path, 'wb') as f:
        n = 0
        while n < 10**9:
            f.write(block)
            n += len(block)
EOF
echo
header "memory: 1 GB in one single line"
measure "urlsift extract" "$big" urlsift extract
measure "urlsift extract (10 MB of <, for comparison)" "$work/patho-angles-10.txt" urlsift extract
