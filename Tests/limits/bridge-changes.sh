#!/usr/bin/env bash
# In the change-sized answer mode ("answers":"changes"), pushing children one by one through
# splitnav costs linear time and memory: 100,000 pushes take about ten times as long as 10,000
# (not a hundred), within a fixed bound, and the peak resident size grows with the state only.
# Tab group children and long tab bars too: each answer carries its change, linear in all.
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

# Tab groups cost what changes too. N tab group children pushed one by one and N plain pushes
# after them: the fingerprint keeps a count and a sum of the tab groups on screen, not a list it
# sorts on every answer, so 20,000 of each cost about ten times 2,000.
make_tab_groups_log() {
    python3 - "$1" > "$2" <<'PY'
import sys
n = int(sys.argv[1])
group = '{"selected":"a","tabs":[{"id":"a","value":"A"},{"id":"b","value":"B"}]}'
print('{"event":"start","answers":"changes","primary":["Mailboxes"]}')
for i in range(n):
    print('{"event":"push","route":"Tabs %d","column":"detail","tabs":%s}' % (i, group))
for i in range(n):
    print('{"event":"push","route":"Message %d","column":"detail"}' % i)
PY
}

# One tab bar grown to N tabs one by one, then N selects in it: each answer carries its action,
# not the tab bar. (A tab event still reads its tab bar in memory, O(t) for t tabs; only the
# answers are checked here.)
make_tab_bar_log() {
    python3 - "$1" > "$2" <<'PY'
import sys
n = int(sys.argv[1])
print('{"event":"start","answers":"changes","primary":["Mailboxes"]}')
print('{"event":"push","route":"Bar","column":"detail","tabs":{"selected":"t0","tabs":[{"id":"t0","value":"T"}]}}')
for i in range(1, n):
    print('{"event":"tabs","id":2,"action":{"kind":"add","tab":{"id":"t%d","value":"T"}}}' % i)
for i in range(n):
    print('{"event":"tabs","id":2,"action":{"kind":"select","tab":"t%d"}}' % ((i * 7919) % n))
PY
}

make_tab_groups_log 2000 "$work/groups-small.jsonl"
make_tab_groups_log 20000 "$work/groups-large.jsonl"
read -r groups_small_seconds groups_small_kb < <(run "$work/groups-small.jsonl")
read -r groups_large_seconds groups_large_kb < <(run "$work/groups-large.jsonl")
echo "splitnav changes mode: 2,000 tab group pushes and 2,000 pushes ${groups_small_seconds} s; 20,000 and 20,000 ${groups_large_seconds} s, peak ${groups_large_kb} KiB"
if grep -q '"ok":false' "$work/out"; then
    echo "FAIL: a tab group push was rejected"; failures=$((failures + 1))
fi
awk -v s="$groups_small_seconds" -v l="$groups_large_seconds" 'BEGIN { exit !(l <= 25 * s + 1 && l <= 60) }' \
    || { echo "FAIL: the tab group pushes took ${groups_large_seconds} s, not linear in ${groups_small_seconds} s"; failures=$((failures + 1)); }

make_tab_bar_log 2000 "$work/bar.jsonl"
read -r bar_seconds bar_kb < <(run "$work/bar.jsonl")
bar_bytes=$(wc -c < "$work/out")
echo "splitnav changes mode: a tab bar grown to 2,000 tabs and 2,000 selects in it ${bar_seconds} s, ${bar_bytes} bytes of answers"
if grep -q '"ok":false' "$work/out"; then
    echo "FAIL: a tab line was rejected"; failures=$((failures + 1))
fi
# Every tab line's answer carries its action, not the tab bar of up to 2,000 tabs.
longest=$(sed '1,2d' "$work/out" | awk '{ if (length($0) > max) max = length($0) } END { print max }')
[ "$longest" -le 400 ] || { echo "FAIL: a tab line's answer has $longest bytes"; failures=$((failures + 1)); }
echo "bridge-changes: $((8 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
