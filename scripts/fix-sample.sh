#!/usr/bin/env bash
# fix-sample.sh: draws, with a seed, real files of many languages from what
# this machine holds, keeps those where `urlsift lint --fix --fix-level info`
# would change something, and copies a sample of them to testdata/fixsample/
# with a PROVENANCE.md. TestFixSample (fix_sample_test.go) runs the real
# binary's --fix on every file of the sample and checks that it keeps the
# file's meaning and breaks nothing around the URLs it fixes.
#
# Why select on "would change something": a draw of files at random
# exercises no fix at all (trust5, session 38: 120 files of Go, Perl and
# Python drawn from this machine, none changed by --fix), so a sample that
# tests the fixes is one of files that have some.
#
# Candidates, per language: the files holding "://", at most MAXKB KB, that
# a Debian package installed (dpkg -S names it: its version and the licence
# from /usr/share/doc/PKG/copyright go to PROVENANCE.md) or that the Go
# distribution holds ($GOROOT/src, no testdata). Compressed files (man
# pages, documentation) are decompressed. The list is sorted and shuffled
# with the seed (shuf --random-source of an AES-CTR stream keyed by it).
#
# The split: before anything is run, the candidate at place i of the
# shuffled list goes to part "tuned" when i is even, "kept" when it is odd
# (issue 28's discipline: a rule is chosen on tuned only; kept's figures
# are reported apart). Then, walking the list in order, in chunks, the
# candidates are copied to a scratch directory and linted with
# `--fix --fix-level info --diff`; a file the diff names would change. The
# first PER/2 such files of each part are the sample (among the first
# MAXEXAMINE candidates: the walk is slow).
#
#   go       $GOROOT/src/**/*.go (no testdata)
#   perl     /usr/share/perl*/**/*.{pm,pl}, /usr/bin scripts run by perl
#   python   /usr/lib/python3*/**/*.py, /usr/bin scripts run by python3
#   sh       /usr/bin, /usr/sbin, /usr/lib scripts run by sh or bash
#   ruby     /usr/lib/ruby/**/*.rb
#   js       /usr/share/**/*.js
#   c        /usr/include/**/*.h, /usr/share/**/*.c
#   html     /usr/share/doc/**/*.html
#   markdown /usr/share/doc/**/*.md, $GOROOT/**/*.md
#   tex      /usr/share/**/*.{tex,sty}
#   elisp    /usr/share/emacs/**/*.el{,.gz}
#   man      /usr/share/man/man[1-8]/*.gz (groff source, decompressed)
#   text     /usr/share/doc/*/{README,NEWS,TODO,FAQ,*.txt}*
#
# Usage: scripts/fix-sample.sh [SEED] [PER] [URLSIFT]
#   SEED     the draw (default 1)
#   PER      files kept per language, half in each part (default 4)
#   URLSIFT  the binary to select with (default: a build of this checkout)
# Environment: MAXKB (default 24), MAXEXAMINE (the most candidates of a
# language examined, default 600), LANGS (the languages drawn, default
# all), OUT (default testdata/fixsample).
# Prints, per language and part, the candidates, those examined, those
# that --fix would change, and those kept.
# To grow the sample with another seed, run it with OUT elsewhere (it
# starts OUT afresh) and copy the new files and the draw's figures into
# testdata/fixsample: a file already there is not added again (a file
# tuned on is never kept out).
set -euo pipefail
cd "$(dirname "$0")/.."
seed=${1:-1}
per=${2:-4}
bin=${3:-}
maxkb=${MAXKB:-24}
maxexamine=${MAXEXAMINE:-600}
out=${OUT:-testdata/fixsample}
half=$(((per + 1) / 2))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
	bin=$work/urlsift
	go build -o "$bin" .
fi
bin=$(realpath "$bin")
goroot=$(go env GOROOT)
gover=$(go env GOVERSION)
rand() { openssl enc -aes-256-ctr -pass pass:"fix-sample-$seed" -nosalt </dev/zero 2>/dev/null; }

# scripts RE DIR...: the files in DIRs whose "#!" line runs an
# interpreter whose name matches RE (sh|bash, perl, python3...), one
# process for them all.
scripts() {
	local re=$1
	shift
	perl -e 'my $re = shift; for my $d (@ARGV) { for my $f (glob "$d") {
		next unless -f $f && open my $h, "<", $f; my $l = <$h> // ""; close $h;
		next unless $l =~ m{^#!\s*(\S+)(?:\s+(\S+))?};
		my ($p, $a) = ($1, $2 // ""); $p =~ s{.*/}{}; ($p = $a) =~ s{.*/}{} if $p eq "env";
		print "$f\n" if $p =~ /^(?:$re)$/ } }' "$re" "$@"
}

# list LANG: every candidate path, one a line.
list() {
	case $1 in
	go) find "$goroot/src" -name '*.go' -not -path '*/testdata/*' ;;
	perl)
		find /usr/share/perl /usr/share/perl5 -name '*.pm' -o -name '*.pl' 2>/dev/null
		scripts 'perl' '/usr/bin/*' '/usr/sbin/*'
		;;
	python)
		find /usr/lib/python3* -name '*.py' -not -path '*/test/*' -not -path '*/tests/*' 2>/dev/null
		scripts 'python3[.0-9]*' '/usr/bin/*' '/usr/sbin/*'
		;;
	sh)
		scripts 'sh|bash|dash' '/usr/bin/*' '/usr/sbin/*' '/usr/lib/*/*.sh' '/usr/share/*/*.sh'
		;;
	ruby) find /usr/lib/ruby -name '*.rb' ;;
	js) find /usr/share -name '*.js' ;;
	c) find /usr/include -name '*.h'; find /usr/share -name '*.c' ;;
	html) find /usr/share/doc -name '*.html' ;;
	markdown) find /usr/share/doc "$goroot" -name '*.md' -not -path '*/testdata/*' ;;
	tex) find /usr/share -name '*.tex' -o -name '*.sty' ;;
	elisp) find /usr/share/emacs -name '*.el' -o -name '*.el.gz' ;;
	man) find /usr/share/man -path '*/man[1-8]/*.gz' ;;
	text) find /usr/share/doc -maxdepth 2 \( -name 'README*' -o -name 'NEWS*' -o -name 'TODO*' -o -name 'FAQ*' -o -name '*.txt' -o -name '*.txt.gz' \) ;;
	esac 2>/dev/null || true
}

# content FILE: its bytes (decompressed when it is a .gz).
content() {
	case $1 in
	*.gz) gzip -dc -- "$1" ;;
	*) cat -- "$1" ;;
	esac
}

# name FILE: the name its copy takes (without .gz).
name() {
	local b=${1##*/}
	echo "${b%.gz}"
}

# candidates LANG: the candidates, sorted, that hold "://" and are at
# most maxkb KB (a compressed one: checked when it is drawn).
candidates() {
	list "$1" | LC_ALL=C sort -u | while IFS= read -r f; do
		[ -f "$f" ] && [ -r "$f" ] && echo "$f"
	done >"$work/all"
	grep -v '\.gz$' "$work/all" | tr '\n' '\0' | xargs -0 -r stat -c '%s %n' 2>/dev/null |
		awk -v max=$((maxkb * 1024)) '$1 <= max { sub(/^[0-9]+ /, ""); printf "%s%c", $0, 0 }' |
		xargs -0 -r grep -l -a -F '://' 2>/dev/null || true
	grep '\.gz$' "$work/all" | perl -MIO::Uncompress::Gunzip=gunzip -ne 'chomp; my $t;
		gunzip($_ => \$t) or next; print "$_\n" if length($t) <= '$((maxkb * 1024))' && index($t, "://") >= 0' || true
}

# source FILE: "PACKAGE VERSION|LICENCE" of the file.
source_of() {
	local f=$1 pkg ver lic copy
	case $f in
	"$goroot"/*)
		echo "Go distribution ($gover)|BSD-3-Clause ($goroot/LICENSE)"
		return
		;;
	esac
	pkg=$(dpkg -S "$f" 2>/dev/null | head -n 1 | cut -d: -f1 | cut -d, -f1) || true
	if [ -z "$pkg" ]; then
		echo "|"
		return
	fi
	ver=$(dpkg-query -W -f='${Version}' "$pkg" 2>/dev/null) || true
	copy=/usr/share/doc/$pkg/copyright
	lic=
	if [ -f "$copy" ]; then
		lic=$(grep -m 1 -E '^License: ' "$copy" | sed 's/^License: //') || true
		[ -n "$lic" ] || lic="see $copy (not machine-readable)"
	else
		lic="no $copy on this machine"
	fi
	echo "$pkg $ver|$lic"
}

rm -rf "$out"
mkdir -p "$out"
prov=$work/provenance
: >"$prov"
summary=$work/summary
: >"$summary"
chunk=100
for lang in ${LANGS:-go perl python sh ruby js c html markdown tex elisp man text}; do
	echo "fix-sample: $lang: drawing ($(date -u +%T))" >&2
	candidates "$lang" | LC_ALL=C sort | shuf --random-source=<(rand) >"$work/$lang.list" || true
	total=$(wc -l <"$work/$lang.list")
	declare -A kept=([tuned]=0 [kept]=0) changed=([tuned]=0 [kept]=0) seen=([tuned]=0 [kept]=0)
	i=0
	while [ "$i" -lt "$total" ] && [ "$i" -lt "$maxexamine" ] && { [ "${kept[tuned]}" -lt "$half" ] || [ "${kept[kept]}" -lt "$half" ]; }; do
		try=$work/try/$lang.$i
		mkdir -p "$try"
		# The chunk: each candidate in a directory of its own (names may
		# repeat), under its own name, so that lint reads it as it is.
		sed -n "$((i + 1)),$((i + chunk))p" "$work/$lang.list" >"$work/chunk"
		k=$i
		while IFS= read -r f; do
			mkdir -p "$try/$k"
			content "$f" >"$try/$k/$(name "$f")" 2>/dev/null || true
			k=$((k + 1))
		done <"$work/chunk"
		(cd "$try" && "$bin" lint --no-config --fix --fix-level info --fail-level none --diff . 2>/dev/null) |
			sed -n 's|^+++ b/||p; s|^+++ ||p' | sed 's|^\./||' | cut -d/ -f1 | sort -un >"$work/changed" || true
		k=$i
		while IFS= read -r f; do
			part=tuned
			[ $((k % 2)) -eq 0 ] || part=kept
			k=$((k + 1))
			[ "${kept[$part]}" -lt "$half" ] || continue
			seen[$part]=$((seen[$part] + 1))
			grep -q -x "$((k - 1))" "$work/changed" || continue
			changed[$part]=$((changed[$part] + 1))
			n=$(name "$f")
			[ "$(content "$f" | wc -c)" -le $((maxkb * 1024)) ] || continue
			dest=$out/$part/$lang/$n
			[ ! -e "$dest" ] || continue
			src=$(source_of "$f")
			[ "$src" != "|" ] || continue
			mkdir -p "$out/$part/$lang"
			content "$f" >"$dest"
			kept[$part]=$((kept[$part] + 1))
			printf '| %s/%s/%s | %s | %s | %s |\n' "$part" "$lang" "$n" "$f" "${src%%|*}" "${src#*|}" >>"$prov"
		done <"$work/chunk"
		rm -rf "$try"
		i=$((i + chunk))
	done
	for part in tuned kept; do
		line="$lang $part: $total candidates, ${seen[$part]} examined, ${changed[$part]} would change, ${kept[$part]} kept"
		echo "fix-sample: $line"
		echo "- $line" >>"$summary"
	done
	unset kept changed seen
done

{
	cat <<EOF
# testdata/fixsample: real files where \`urlsift lint --fix\` changes something

Drawn by \`scripts/fix-sample.sh $seed $per\` (seed $seed, $per files a
language, at most $maxkb KB each) on $(date -u +%Y-%m-%d), from this
machine's Debian packages and its Go distribution ($gover), with
$({ "$bin" version 2>/dev/null || true; } | head -n 1) selecting. Read
the script's header for how: the candidates of a language (files holding
"://") are shuffled with the seed and split, by their place in that order
and before anything is run, into tuned (even places) and kept (odd places);
in each part, the first files that \`lint --fix --fix-level info\` would
change are kept. Issue 28's discipline: a rule is chosen on tuned alone,
and kept's figures are reported apart. The files are copied unmodified
(compressed ones decompressed); they are a test's data, which urlsift
never fixes in place (lint.Fixture): TestFixSample (fix_sample_test.go)
fixes copies of them.

The draw:

$(cat "$summary")

| file | source (path on this machine) | package, version | licence (first License: of /usr/share/doc/PKG/copyright) |
| --- | --- | --- | --- |
EOF
	LC_ALL=C sort "$prov"
} >"$out/PROVENANCE.md"
echo "fix-sample: $(find "$out" -type f -not -name PROVENANCE.md | wc -l) files, $(du -sk "$out" | cut -f1) KB in $out"
