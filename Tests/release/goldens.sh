#!/usr/bin/env bash
# The golden outputs, produced by release builds: split-demo's golden files and splitnav's
# golden transcripts, which the test suite checks in debug builds only.
#
# Usage: bash Tests/release/goldens.sh RELEASE_BIN_DIR     (e.g. .build/release)
#
# Why: Swift 6.3.1's optimizer once miscompiled `SplitColumns.all` in the library's release
# build (two columns answered three), and only a release build showed it. Every golden here
# runs the navigator, the presentation and the change lists end to end, so a release build that
# computes anything differently from the debug build fails this check.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:?usage: goldens.sh RELEASE_BIN_DIR}
failed=0

# Compares a command's output with a golden file; prints the first differences on failure.
check() {
    local golden=$1
    shift
    local actual
    actual=$(mktemp)
    "$@" >"$actual"
    if cmp -s "$golden" "$actual"; then
        echo "ok: $* matches $golden"
    else
        echo "FAILED: $* differs from $golden:" >&2
        diff "$golden" "$actual" | head -n 20 >&2 || true
        failed=1
    fi
    rm -f "$actual"
}

golden=Tests/ExamplesTests/Golden
check "$golden/default.txt" "$bin/split-demo" --plain --width 100
check "$golden/policy-chronological.txt" "$bin/split-demo" --plain --width 100 --policy chronological
check "$golden/seed-7.txt" "$bin/split-demo" --plain --width 100 --seed 7 --steps 25

for input in Tests/ExamplesTests/Transcripts/*.jsonl; do
    case $input in *.expected.jsonl) continue ;; esac
    check "${input%.jsonl}.expected.jsonl" "$bin/splitnav" <"$input"
done

exit "$failed"
