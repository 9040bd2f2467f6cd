#!/usr/bin/env bash
# Builds a libFuzzer target from the library's sources and runs it.
#   Fuzz/run.sh TARGET [SECONDS]      TARGET: decode | events
# The library's sources and the target compile as one module with internal invariant checks on,
# under AddressSanitizer. A crash leaves its input in Fuzz/out/TARGET/; add it to
# Tests/SplitNavigationTests/FuzzRegressions/ as a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh decode|events [seconds]}
seconds=${2:-60}
case "$target" in
    decode) source_file=Fuzz/Targets/DecodeTarget.swift ;;
    events) source_file=Fuzz/Targets/EventsTarget.swift ;;
    *) echo "unknown target $target" >&2; exit 64 ;;
esac
out=Fuzz/out/$target
mkdir -p "$out/crashes" "$out/corpus"
binary=$out/fuzz-$target
mapfile -t library < <(find Sources/SplitNavigation -name '*.swift' | sort)
swiftc -sanitize=fuzzer,address -parse-as-library -module-name SplitNavigation \
    -package-name SplitNavigation -swift-version 6 -D SPLITNAV_INTERNAL_CHECKS -O -g \
    "${library[@]}" "$source_file" -o "$binary"
# The committed seed corpus is read-only input; new finds go to the work corpus.
"$binary" "$out/corpus" "Fuzz/corpus/$target" \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes/" -print_final_stats=1 2>&1 | tail -n 25
