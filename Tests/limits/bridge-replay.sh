#!/usr/bin/env bash
# A million-line replay through splitnav runs in constant memory: its peak resident size is about
# that of a 10,000-line replay; and a 256 MiB line, over the 16 MiB line limit, is dropped while it
# is read, without ever being held. Usage: Tests/limits/bridge-replay.sh [path to splitnav]
set -euo pipefail
binary=${1:-.build/release/splitnav}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A start, then push/pop pairs with an error and a layout change now and then: the state stays
# small while every kind of reply is written.
make_log() {
    python3 - "$1" > "$2" <<'PY'
import sys
n = int(sys.argv[1])
print('{"event":"start","primary":["Mailboxes"],"placeholder":"Select a message"}')
lines = ['{"event":"push","route":"Message","column":"detail"}', '{"event":"pop","column":"detail"}',
         '{"event":"pop","column":"primary"}', '{"event":"setLayout","layout":"compact"}',
         '{"event":"setLayout","layout":"regular"}', 'not json']
for i in range(n - 1):
    print(lines[i % len(lines)])
PY
}

# Prints "<peak KiB> <exit status>" for a replay of a log; its replies go to $work/out. Every log
# here has lines that are not events ("not json", an overlong line), so a replay answers every
# line and then exits 65, as docs/protocol.md says a replay that does not replay does.
peak_kb() {
    local status=0
    /usr/bin/time -f %M "$binary" --replay "$1" 2>"$work/time" >"$work/out" || status=$?
    echo "$(tail -n 1 "$work/time") $status"
}

make_log 10000 "$work/small.jsonl"
make_log 1000000 "$work/large.jsonl"
read -r small small_status < <(peak_kb "$work/small.jsonl")
start=$(date +%s)
read -r large large_status < <(peak_kb "$work/large.jsonl")
seconds=$(( $(date +%s) - start ))
lines=$(wc -l < "$work/out")
echo "splitnav replay: 10,000 lines peak ${small} KiB; 1,000,000 lines peak ${large} KiB in ${seconds} s; ${lines} replies"
failures=0
[ "$lines" -eq 1000000 ] || { echo "FAIL: expected 1,000,000 replies"; failures=$((failures + 1)); }
[ "$small_status" -eq 65 ] && [ "$large_status" -eq 65 ] \
    || { echo "FAIL: a replay with lines that are not events exited $small_status and $large_status, not 65"; failures=$((failures + 1)); }
# Constant memory: the large replay may not need more than the small one plus a little slack.
[ "$large" -le $((small + 8192)) ] || { echo "FAIL: memory grew with the replay's length"; failures=$((failures + 1)); }

# A 256 MiB line between two good ones: answered limitExceeded, the session goes on, and the peak
# stays within the 16 MiB limit's buffer (twice the limit at most) of the small replay's.
python3 - "$work/long.jsonl" <<'PY'
import sys
with open(sys.argv[1], "w") as f:
    f.write('{"event":"start","primary":["A"]}\n{"event":"push","route":"')
    chunk = "x" * (1 << 20)
    for _ in range(256):
        f.write(chunk)
    f.write('","column":"primary"}\n{"event":"push","route":"B","column":"primary"}\n')
PY
read -r long long_status < <(peak_kb "$work/long.jsonl")
echo "splitnav replay: a 256 MiB line peak ${long} KiB, exit ${long_status}"
[ "$long_status" -eq 65 ] || { echo "FAIL: a replay with an overlong line exited $long_status, not 65"; failures=$((failures + 1)); }
if [ "$(wc -l < "$work/out")" -ne 3 ] || ! sed -n 2p "$work/out" | grep -q '"code":"limitExceeded"' \
    || ! sed -n 3p "$work/out" | grep -q '"id":2'; then
    echo "FAIL: the long line was not answered with limitExceeded, or the session did not go on"
    failures=$((failures + 1))
fi
[ "$long" -le $((small + 40960)) ] || { echo "FAIL: the long line was held in memory"; failures=$((failures + 1)); }

# A reach names at most 100,000 routes: at the limit it is answered (its answer holds each child
# three times, about 22 MB), past it `limitExceeded`; either way the peak stays under 400 MiB, the
# largest being a 16 MiB line of four million routes, read and then refused.
python3 - "$work/reach-limit.jsonl" "$work/reach-big.jsonl" <<'PY'
import json, sys
for path, routes in ((sys.argv[1], ["r%d" % i for i in range(99999)]), (sys.argv[2], ["a"] * 4000000)):
    with open(path, "w") as f:
        f.write('{"event":"start","primary":["A"]}\n')
        f.write(json.dumps({"event": "reach", "target": {"primary": ["A"], "detail": routes}}, separators=(",", ":")) + "\n")
PY
read -r at_limit at_limit_status < <(peak_kb "$work/reach-limit.jsonl")
sed -n 2p "$work/out" | grep -q '"ok":true' || { echo "FAIL: a reach of 100,000 routes was refused"; failures=$((failures + 1)); }
read -r big big_status < <(peak_kb "$work/reach-big.jsonl")
sed -n 2p "$work/out" | grep -q '"code":"limitExceeded"' || { echo "FAIL: a reach of 4,000,001 routes was not limitExceeded"; failures=$((failures + 1)); }
echo "splitnav reach: 100,000 routes peak ${at_limit} KiB (exit ${at_limit_status}); a 16 MiB line of 4,000,001 routes peak ${big} KiB (exit ${big_status})"
for peak in "$at_limit" "$big"; do
    [ "$peak" -le 409600 ] || { echo "FAIL: a reach line peaked at $peak KiB, over 400 MiB"; failures=$((failures + 1)); }
done
echo "bridge-replay: $((9 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
