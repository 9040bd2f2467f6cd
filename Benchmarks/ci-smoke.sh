#!/usr/bin/env bash
# A smoke pass of the benchmarks for CI: builds the Benchmarks package (release, as the
# benchmark plugin does) and runs every suite once with tiny workloads (SPLITNAV_BENCH_SMOKE=1:
# at most 2 iterations or 0.1 s a benchmark). It proves that the suites build against the
# library and run, and it fails if the malloc counter reads zero: "malloc counter check"
# allocates exactly 1,000 blocks an iteration, so a run without a working malloc interposer,
# whose allocation figures would all silently read 0, stops here.
#
# Usage: bash Benchmarks/ci-smoke.sh      (from anywhere; about 2 minutes on 2 cores from a
# clean clone, 25 seconds once built)
set -euo pipefail
cd "$(dirname "$0")"

export SPLITNAV_BENCH_SMOKE=1
export=$(mktemp)
trap 'rm -f "$export"' EXIT

echo "=== Benchmarks smoke pass (SPLITNAV_BENCH_SMOKE=1) ==="
start=$SECONDS
# The export goes to stdout, and so do the plugin's compiler errors: show them if it fails.
if ! swift package benchmark --no-progress --format influx --path stdout >"$export"; then
    grep -v -E ',[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]+Z$' "$export" >&2 || true
    echo "error: the benchmarks did not build or run (above)" >&2
    exit 1
fi
echo "Built and ran in $((SECONDS - start)) s."

./report.sh "$export"

malloc_count=$(awk -F, '$7 == "Malloc(total)" && $9 == "malloc counter check" && $10 == "50.0" { print $11 }' "$export")
if [ -z "$malloc_count" ]; then
    echo "error: the run has no malloc count for \"malloc counter check\"" >&2
    exit 1
fi
if [ "$malloc_count" -lt 1000 ]; then
    echo "error: \"malloc counter check\" allocates 1,000 blocks an iteration but the malloc counter read $malloc_count:" >&2
    echo "       the malloc interposer is not counting, so every allocation figure would be wrong." >&2
    exit 1
fi
echo "Malloc counter: $malloc_count allocations counted for 1,000 made. OK"

# Every suite must have reported: a suite that stopped early leaves no rows.
for suite in Events CollapseSplit AccordionRows Persistence PropertyRunner ModalsAndTabs; do
    if ! awk -F, -v suite="$suite" '$1 == suite { found = 1 } END { exit !found }' "$export"; then
        echo "error: suite $suite reported nothing" >&2
        exit 1
    fi
done
echo "All 6 suites ran."

# The store's cost does not grow with the stack: a push through NavigationStore.send at 100,000
# children costs at most 3 times one at 10,000, in CPU time (a store that copied the stack it
# edits is 10 times). A ratio, not a time, so a loaded machine does not move it.
swift build -c release --product store-scale 2>&1 | tail -n 1
.build/release/store-scale

# Events that name a child (tab, accordion, pop to, list selection) and one-event batches cost
# what they touch: on top of 100,000 children at most 3 times what they cost on top of 10,000.
swift build -c release --product event-scale 2>&1 | tail -n 1
.build/release/event-scale

