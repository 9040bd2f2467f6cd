#!/usr/bin/env bash
# In the change-sized answer mode ("answers":"changes"), pushing children one by one through
# splitnav costs linear time and memory: 100,000 pushes take about ten times as long as 10,000
# (not a hundred), within a fixed bound, and the peak resident size grows with the state only.
# Usage: Tests/limits/bridge-changes.sh [path to splitnav]
set -euo pipefail
binary=${1:-.build/release/splitnav}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A start in changes mode, N pushes onto the detail column, then one request for the whole
# presentation.
make_log() {
    python3 - "$1" > "$2" <<'PY'
import sys
n = int(sys.argv[1])
print('{"event":"start","answers":"changes","columns":3,"primary":["Mailboxes"],"supplementary":["Inbox"]}')
for i in range(n):
    print('{"event":"push","route":"Message %d","column":"detail"}' % i)
print('{"event":"presentation"}')
PY
}

# Prints "<seconds> <peak KiB>" for a replay of a log.
run() {
    /usr/bin/time -f '%e %M' "$binary" --replay "$1" 2>"$work/time" >"$work/out"
    tail -n 1 "$work/time"
}

make_log 10000 "$work/small.jsonl"
make_log 100000 "$work/large.jsonl"
read -r small_seconds small_kb < <(run "$work/small.jsonl")
read -r large_seconds large_kb < <(run "$work/large.jsonl")
echo "splitnav changes mode: 10,000 pushes ${small_seconds} s, peak ${small_kb} KiB; 100,000 pushes ${large_seconds} s, peak ${large_kb} KiB"

failures=0
lines=$(wc -l < "$work/out")
[ "$lines" -eq 100002 ] || { echo "FAIL: expected 100,002 replies, got $lines"; failures=$((failures + 1)); }
if grep -q '"ok":false' "$work/out"; then
    echo "FAIL: a push was rejected"; failures=$((failures + 1))
fi
# Every push answer carries its one change, not the state.
longest=$(sed -n '2,100001p' "$work/out" | awk '{ if (length($0) > max) max = length($0) } END { print max }')
[ "$longest" -le 400 ] || { echo "FAIL: a push answer has $longest bytes"; failures=$((failures + 1)); }
# The last answer is the whole presentation: the 100,000 pushed children are in it.
children=$(tail -n 1 "$work/out" | grep -o '"route":"Message [0-9]*"' | wc -l)
[ "$children" -eq 100000 ] || { echo "FAIL: the presentation holds $children pushed children"; failures=$((failures + 1)); }
# Linear time: ten times the pushes may take at most 25 times as long (plus a second of noise),
# and never more than a minute. Quadratic answers took minutes for 10,000.
awk -v s="$small_seconds" -v l="$large_seconds" 'BEGIN { exit !(l <= 25 * s + 1 && l <= 60) }' \
    || { echo "FAIL: 100,000 pushes took ${large_seconds} s, not linear in 10,000's ${small_seconds} s"; failures=$((failures + 1)); }
# Linear memory: the state of 100,000 children, not 100,000 copies of it (under 200 MB).
[ "$large_kb" -le 204800 ] || { echo "FAIL: peak ${large_kb} KiB"; failures=$((failures + 1)); }
echo "bridge-changes: $((5 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
