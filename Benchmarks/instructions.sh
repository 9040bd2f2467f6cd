#!/usr/bin/env bash
# Instruction counts of the measured loops, under callgrind: figures that a loaded, shared
# machine cannot move, to set beside the timed benchmarks (docs/benchmarks.md).
#
# Usage: bash Benchmarks/instructions.sh [EVENTS]     (default 20,000 events a workload)
#
# Each workload runs once under `valgrind --tool=callgrind`, collecting only inside the
# measured function (`splitnav_measured_*`, the event loop; making and checking the script is
# left out), and the script prints instructions per event (per child for collapse and split)
# and the library/baseline ratio.
set -euo pipefail
cd "$(dirname "$0")"
count=${1:-20000}

command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 1; }
swift build -c release --product instructions 2>&1 | tail -n 1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Valgrind 3.19 cannot read the DWARF 5 debug information Swift writes; the symbol table, which
# names the measured functions, is all callgrind needs. The copy stays beside the original,
# whose shared libraries it loads.
binary=.build/release/instructions-nodebug
objcopy --strip-debug .build/release/instructions "$binary"

# Instructions collected by one run of a workload: instructions WORKLOAD COLUMNS COUNT.
instructions() {
    valgrind --tool=callgrind --toggle-collect='splitnav_measured_*' \
        --callgrind-out-file="$out/callgrind.out" "$binary" "$1" "$2" "$3" >/dev/null 2>"$out/log" || {
        cat "$out/log" >&2
        exit 1
    }
    awk '/^summary:/ { print $2 }' "$out/callgrind.out"
}

# One row: a workload's library and baseline counts, divided by its units.
row() {
    local name=$1 columns=$2 size=$3 units=$4
    local library baseline
    library=$(instructions "$name-library" "$columns" "$size")
    baseline=$(instructions "$name-baseline" "$columns" "$size")
    awk -v n="$name" -v c="$columns" -v s="$size" -v l="$library" -v b="$baseline" -v u="$units" \
        'BEGIN { printf "%-9s %-6s %8d %14.1f %14.1f %8.2fx\n", n, c, s, l / u, b / u, l / b }'
}

printf '%-9s %-6s %8s %14s %14s %9s\n' workload split size library baseline ratio
for columns in two three; do
    row events "$columns" "$count" "$count"
done
# Batches of 8 against the same events one by one; the store with an app layer against the
# store with a plain navigator.
for name in batch store; do
    for columns in two three; do
        row "$name" "$columns" "$count" "$count"
    done
done
# Reaching a target whose detail stack differs from the current one in its second half: per
# child of depth, 100,000 children deep in all, so a linear cost reads the same at every depth.
for depth in 10 1000 100000; do
    row reach two "$depth" 100000
done
# Collapse and split: states of 10, 1,000 and 100,000 children, 100,000 children in all, so the
# figures are per child and a linear cost reads the same at every size.
for name in collapse split; do
    for columns in two three; do
        for size in 10 1000 100000; do
            row "$name" "$columns" "$size" 100000
        done
    done
done
echo "(instructions per event or per child; events: $count a workload; command: bash Benchmarks/instructions.sh $count)"
