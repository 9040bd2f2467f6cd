#!/usr/bin/env bash
# Builds a libFuzzer target from the library's sources and runs it, then summarises what it did.
#   Fuzz/run.sh TARGET [SECONDS] [LIBFUZZER FLAGS...]
#   Fuzz/run.sh build       (only builds the binary, for CI to build it in the background)
#   TARGET: decode | events | changesets | presentations
#     decode         saved states (formats 1-3: modals, tab groups) and events, one per line
#     events         a start (now and then under a tab group root) and up to 128 steps: every
#                    event (batches, accordion, modal and tab events), reaches (some naming
#                    modals), adoptions (of column stacks and modals), tab round trips, tab
#                    groups nested up to and past the limit, long tab bars; rejections change
#                    nothing, changes reproduce the presentation, modals untouched by events
#                    that address none, reaches and adoptions arrive, a tab round trip
#                    restores, a nested state saves and reads back
#     changesets     accordion change sets, as JSON and from raw integers
#     presentations  a presentation (modals, tab groups) and change lists applied to it
#   (docs/guarantees.md, "Fuzzing", has the whole list of what each draws and checks)
#   e.g. Fuzz/run.sh events 60, or Fuzz/run.sh changesets 600 -runs=1000000
# The library's sources, the targets' checks (Tests/SplitNavigationTests/FuzzRegressions/Harness,
# shared with the test that replays them) and the one entry (Fuzz/Targets/FuzzEntry.swift)
# compile as one module with internal invariant checks on, under AddressSanitizer, into
# Fuzz/out/fuzz-all: every target runs the same binary (SPLITNAV_FUZZ_TARGET names it), which
# is built again only when a source is newer than it. The seed corpus Fuzz/corpus/TARGET
# is read, never written; what the fuzzer learns goes to Fuzz/out/TARGET/corpus.
# A finding leaves its input in Fuzz/out/TARGET/crashes/. Fix it, then copy the input to
# Fuzz/regressions/TARGET/: FuzzRegressionTests (Tests/SplitNavigationTests/FuzzRegressions/)
# replays every file there on each `swift test`, so it stays fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Fuzz/run.sh decode|events|changesets|presentations|build [seconds] [libFuzzer flags]"
target=${1:?$usage}
seconds=${2:-60}
shift $(( $# < 2 ? $# : 2 ))
case "$target" in
    decode) max_len=4096 ;;
    # Events are a few bytes each and a run stops at 128 of them: longer inputs only slow it.
    events) max_len=1024 ;;
    changesets) max_len=1024 ;;
    presentations) max_len=4096 ;;
    build) max_len=0 ;;
    *) echo "unknown target $target; $usage" >&2; exit 64 ;;
esac
mkdir -p Fuzz/out
binary=$PWD/Fuzz/out/fuzz-all
mapfile -t library < <(find "$PWD/Sources/SplitNavigation" -name '*.swift' | sort)
mapfile -t harness < <(find "$PWD/Tests/SplitNavigationTests/FuzzRegressions/Harness" -name '*.swift' | sort)
entry_source=$PWD/Fuzz/Targets/FuzzEntry.swift
# Whole-module optimization specializes the library's generic code for the harness's String
# routes, as the package's release builds specialize it for an app: without it every event went
# through unspecialized generics and the runtime's metadata lookups (3.4 times slower). It also
# leaves the module's files for the debugger in the working directory, hence the `cd`.
# A source newer than the binary, or this script, means a new build (a removed source too: the
# list of sources is kept beside the binary and compared).
sources=$(printf '%s\n' "${library[@]}" "${harness[@]}" "$entry_source")
if [ ! -x "$binary" ] || [ "$sources" != "$(cat "$binary.sources" 2>/dev/null)" ] \
    || [ -n "$(find "${library[@]}" "${harness[@]}" "$entry_source" "$PWD/Fuzz/run.sh" -newer "$binary" | head -n 1)" ]; then
    (cd Fuzz/out && swiftc -sanitize=fuzzer,address -parse-as-library -module-name SplitNavigation \
        -package-name SplitNavigation -swift-version 6 -D SPLITNAV_INTERNAL_CHECKS -D SPLITNAV_FUZZ -O -wmo -g \
        "${library[@]}" "${harness[@]}" "$entry_source" -o fuzz-all)
    printf '%s\n' "$sources" >"$binary.sources"
fi
[ "$target" = build ] && exit 0

out=Fuzz/out/$target
mkdir -p "$out/crashes" "$out/corpus"

log=$out/last-run.log
status=0
# A finding is a Swift trap: libFuzzer's own report of the signal names the check's message and
# the stack. Swift's backtracer, which would also run, reads its own stack under
# AddressSanitizer and draws a stack-buffer-underflow report of its own instead. Allocation and
# free stacks are not recorded (about a tenth of an execution under AddressSanitizer); to see
# them for a memory error, run the binary on the input in crashes/ with
# ASAN_OPTIONS=malloc_context_size=30.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0}
SPLITNAV_FUZZ_TARGET=$target "$binary" "$out/corpus" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 -print_coverage=1 "$@" >"$log" 2>&1 || status=$?

# The fuzzer's own last lines (without the function-by-function coverage, kept in the log).
grep -v -E '^[[:space:]]*(COVERAGE:|COVERED_FUNC|UNCOVERED_FUNC|UNCOVERED_PC|NEW_FUNC)' "$log" | tail -n 12
# Its final figures, and the library's functions and edges it reached, by folder.
awk -v target="$target" -v status="$status" '
    /^stat::number_of_executed_units:/ { runs = $2 }
    /^stat::average_exec_per_sec:/ { rate = $2 }
    /^#[0-9]+[[:space:]]+(INITED|NEW|REDUCE|pulse|DONE)[[:space:]]/ && / cov: / {
        for (i = 1; i < NF; i++) { if ($i == "cov:") cov = $(i + 1); if ($i == "ft:") ft = $(i + 1); if ($i == "corp:") corp = $(i + 1) }
    }
    /^[[:space:]]*(COVERED|UNCOVERED)_FUNC/ && /Sources\/SplitNavigation\// {
        match($0, /Sources\/SplitNavigation\/[^ :]*/)
        path = substr($0, RSTART + length("Sources/SplitNavigation/"), RLENGTH - length("Sources/SplitNavigation/"))
        folder = path; sub(/\/[^\/]*$/, "", folder); if (folder == path) folder = "."
        total[folder]++; if ($0 ~ /^[[:space:]]*COVERED_FUNC/) covered[folder]++
        if (match($0, /edges: [0-9]+\/[0-9]+/)) {
            split(substr($0, RSTART + 7, RLENGTH - 7), e, "/"); hit[folder] += e[1]; all[folder] += e[2]
        }
    }
    END {
        printf "\n=== fuzz %s: %s executions, %s execs/s, cov %s, ft %s, corpus %s, %s ===\n",
            target, runs, rate, cov, ft, corp, status == 0 ? "no finding" : "FINDING (status " status ")"
        printf "library functions reached (edges), by folder of Sources/SplitNavigation:\n"
        for (f in total) {
            printf "  %-28s %4d of %4d functions, %6d of %6d edges\n", f, covered[f], total[f], hit[f], all[f] | "sort"
        }
        close("sort")
    }' "$log"
exit "$status"
