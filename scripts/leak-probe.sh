#!/usr/bin/env bash
# leak-probe.sh: the secrets probe of issue 26. TestNoSecretInAnyOutput
# (secrets_test.go) draws CASES URLs of each generator family
# (genSpaceCase: passwords and user names over every printable byte and
# non-ASCII characters, in every wrapper; genLayoutCase: URLs broken
# across lines as text carries them; genShortCase: passwords of 3 to 5
# characters of every printable class, each case run twice, with its
# password and with a twin of the same shape) from SEED, and runs every one through
# every command and format (extract url/line/json, --base, --unique,
# mail, web archives (the URL as a record's WARC-Target-URI, the text as
# WET and as HTML); lint text/json/sarif/github, --fix --diff, --fix,
# every rule, -j 3, a baseline written and read; parse; resolve; the URL
# as a PATH, --files-from, a file name (named, and found by walking, its
# output under --output-dir named after it: the names and the files
# written are checked), --stdin-filename, --baseline, --config (and
# inside a configuration file), --base, --scheme, --disable, --enable,
# --format, --fail-level, --max-url, --shard, --input, --hyphen, -g, a
# file of 4 MiB read in parts on two cores, cut among the cases,
# explain, a command; the language server through its protocol:
# diagnostics, links, hovers, code actions, errors, the messages it shows,
# the URL in a document's urlsift.toml), and counts the
# leaks: six consecutive bytes of a
# password or token (four for the layout family) in any output, as
# written or decoded, but where it touches a place of the output (a
# position, a web archive's record id the batch wrote, a fingerprint:
# outputPlaces in secrets_test.go, TestLeakPlaces); for the short family, three characters of a
# password that the twin's output of the same run does not hold with the
# same six bytes before or after them (twinBatch). It prints the count;
# the exit status is 1 when it is not 0. It runs TestWhiteSpacePasswords
# (brokenpw_test.go) too, with the same seed and a batch of 40 of its
# cases through every command for every 160 CASES: passwords holding
# white space of every kind at every position; its count is printed
# beside. And TestCutPasswordFindings (secrets_cut_test.go), CASES/5
# URLs that end inside their password from SEED, each against a twin
# whose letters and digits are of any class, through every output path
# (every output must be the twin's, byte for byte, but the
# fingerprints); its count of outputs that differ is the third line.
# And TestRegNameHostPasswords (brokenpw_test.go), the white-space
# family with hosts that start with "_" or "%" as registry names do
# ("@_gateway/"), from SEED too: the fourth line.
#
# Usage: scripts/leak-probe.sh [CASES] [SEED]   (default 10000 and 1: 30,000 cases)
set -euo pipefail
cd "$(dirname "$0")/.."
cases=${1:-10000}
seed=${2:-1}
out=$(mktemp)
trap 'rm -f "$out"' EXIT
status=0
go test -count=1 -timeout 3h -run '^(TestNoSecretInAnyOutput|TestWhiteSpacePasswords|TestCutPasswordFindings|TestRegNameHostPasswords)$' -v . -args -cases "$cases" -seed "$seed" -cutcases $((cases / 5 > 40 ? cases / 5 : 40)) -cutseed "$seed" >"$out" 2>&1 || status=$?
grep -a 'leaking case: \|brokenpw_test.go:[0-9]*: urlsift .* shows \|secrets_cut_test.go:[0-9]*: case ' "$out" | sed 's/^ *[^ ]* //' | sort -u || true
line=$(grep -a -o '[0-9]* cases of each family from seed [0-9]*, [0-9]* runs of a command: [0-9]* leaks' "$out" || true)
ws=$(grep -a -o '[0-9]* cases through extract and lint, [0-9]* of them through every command ([0-9]* runs): [0-9]* leaks' "$out" || true)
cut=$(grep -a -o '[0-9]* cases kept of [0-9]* drawn (seed [^)]*): [0-9]* outputs differ from the twins.' "$out" || true)
reg=$(grep -a -o '[0-9]* cases with hosts of registry names through extract and lint, [0-9]* of them through every command ([0-9]* runs): [0-9]* leaks' "$out" || true)
if [ -z "$line" ] || [ -z "$ws" ] || [ -z "$cut" ] || [ -z "$reg" ]; then
	tail -20 "$out"
	echo "leak-probe: the test did not run to its end (exit status $status)"
	exit 2
fi
echo "leak-probe: $line"
echo "leak-probe: white space in passwords: $ws"
echo "leak-probe: passwords the text cut (findings against twins): $cut"
echo "leak-probe: hosts of registry names after cut passwords: $reg"
exit "$status"
