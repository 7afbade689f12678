#!/usr/bin/env bash
# bench-memory.sh: the memory table of issue 9, peak RSS of urlsift on the
# inputs that once made it grow with the input, each at two sizes (SMALL
# and LARGE megabytes, default 10 and 100), so that growth shows as a
# difference between the two columns. Measured with /usr/bin/time (its %M,
# the peak resident set size); timed numbers never go into `go test`,
# whose memory tests (TestLintLongLineMemory and the input package's) check
# small versions of the same inputs.
#
# Usage: scripts/bench-memory.sh [WORKDIR]   (default /tmp/urlsift-memory)
#        SMALL=10 LARGE=100 scripts/bench-memory.sh
#        URLSIFT=/path/to/old/urlsift scripts/bench-memory.sh   (another build)
#
# Rows (the inputs are generated, see gen below):
#   flowed     a format=flowed mail body of short lines      extract, lint
#   qp         quoted-printable with a soft break per line   extract, lint
#   mailpart   one plain text mail part                      extract, lint
#   oneline7   a 7bit mail part that is one line              extract, lint
#   onelineqp  quoted-printable, one line, no soft breaks     extract, lint
#   onelineb64 base64 on one line                             extract, lint
#   line       one line of URLs, each with findings          lint
#   fix        lint --fix on a file with one fix             lint --fix
#   unique     extract --unique over distinct URLs           (a set that grows, by design)
#
# The goal is a peak under 32 MiB for every row but unique at both sizes.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/urlsift-memory}
small=${SMALL:-10}
large=${LARGE:-100}
mkdir -p "$work/bin"
say() { printf '%s\n' "$*" >&2; }

[ -x /usr/bin/time ] || { apt-get update -qq >/dev/null; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; }
if [ -n "${URLSIFT:-}" ]; then
	urlsift=$URLSIFT
else
	say "building urlsift"
	(cd "$here" && go build -o "$work/bin/urlsift" .)
	urlsift=$work/bin/urlsift
fi

# gen KIND MB FILE writes a generated input of about MB megabytes.
gen() {
	python3 - "$1" "$2" "$3" <<'EOF'
import sys
kind, mb, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
target = mb * 1024 * 1024
hdr = lambda extra: "From: a@example.org\nMessage-ID: <m1@example.org>\nMIME-Version: 1.0\n" + extra + "\n"
with open(out, "w") as f:
    n = 0
    def put(s):
        global n
        f.write(s)
        n += len(s)
    if kind == "flowed":
        put(hdr("Content-Type: text/plain; charset=utf-8; format=flowed\n"))
        i = 0
        while n < target:
            put("see http://a.example/p%d and \n" % (i % 1000) if i % 3 else "short \n")
            i += 1
        put("end\n")
    elif kind == "qp":
        put(hdr("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n"))
        i = 0
        while n < target:
            put("http://a.example/=\n%d/x=3D1 =\n" % (i % 1000))
            i += 1
        put("end\n")
    elif kind == "mailpart":
        put(hdr("Content-Type: text/plain; charset=utf-8\n"))
        i = 0
        while n < target:
            put("line with http://a.example/p%d and prose words here\n" % (i % 100000))
            i += 1
    elif kind in ("oneline7", "onelineqp", "onelineb64"):
        import base64
        cte = {"oneline7": "7bit", "onelineqp": "quoted-printable", "onelineb64": "base64"}[kind]
        put(hdr("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: %s\n" % cte))
        unit = "see http://a.example/x=y and words "
        if kind == "onelineb64":
            raw = (unit * (target * 3 // 4 // len(unit) + 1))[: target * 3 // 4]
            put(base64.b64encode(raw.encode()).decode() + "\n")
        else:
            if kind == "onelineqp":
                unit = unit.replace("=", "=3D")
            while n < target:
                put(unit * 1000)
            put("\n")
    elif kind == "line":
        i = 0
        while n < target:
            put("http://h.example:8080/a|b{c}^%%zz/%d " % i)
            i += 1
        put("\n")
    elif kind == "fix":
        put("fix http://a.example/a|b here\n")
        i = 0
        while n < target:
            put("plain prose without any link at all, just words %d\n" % (i % 1000))
            i += 1
    elif kind == "unique":
        i = 0
        while n < target:
            put("http://a.example/p%d\n" % i)
            i += 1
EOF
}

# peak CMD... prints the peak RSS of CMD in MiB.
peak() {
	/usr/bin/time -f '%M' -o "$work/time.out" "$@" >/dev/null 2>"$work/stderr.out" || true
	awk '{ printf "%.1f", $1 / 1024 }' "$work/time.out"
}

printf '| input | command | %d MB | %d MB |\n| --- | --- | --- | --- |\n' "$small" "$large"
row() { # row KIND LABEL ARGS...
	kind=$1 label=$2
	shift 2
	cols=()
	for mb in "$small" "$large"; do
		f=$work/$kind.$mb
		[ -s "$f" ] || { say "generating $f"; gen "$kind" "$mb" "$f"; }
		if [ "$kind" = fix ]; then
			cp "$f" "$work/fixcopy"
			cols+=("$(peak "$urlsift" "$@" "$work/fixcopy")")
		else
			cols+=("$(peak "$urlsift" "$@" "$f")")
		fi
	done
	printf '| %s | `urlsift %s` | %s MiB | %s MiB |\n' "$label" "$*" "${cols[0]}" "${cols[1]}"
}
row flowed "format=flowed body, short lines" extract
row flowed "format=flowed body, short lines" lint --fail-level none
row qp "quoted-printable soft breaks" extract
row qp "quoted-printable soft breaks" lint --fail-level none
row mailpart "one mail text part" extract
row mailpart "one mail text part" lint --fail-level none
row oneline7 "a 7bit mail part of one line" extract
row oneline7 "a 7bit mail part of one line" lint --fail-level none
row onelineqp "quoted-printable, one line" extract
row onelineqp "quoted-printable, one line" lint --fail-level none
row onelineb64 "base64 on one line" extract
row onelineb64 "base64 on one line" lint --fail-level none
row line "one line of URLs with findings" lint --fail-level none
row fix "one fix in a large file" lint --fix --fail-level none
row unique "distinct URLs (a set, by design)" extract --unique
rm -f "$work/fixcopy"
