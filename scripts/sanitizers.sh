#!/usr/bin/env bash
# The whole test suite under a sanitizer, beyond what CI runs under one (.ci/run: the fuzz
# targets under AddressSanitizer, the concurrent suites under ThreadSanitizer). For a change to
# code that uses unsafe pointers or threads, and before a release.
#   bash scripts/sanitizers.sh address
#   bash scripts/sanitizers.sh thread
# Every suite but those that only push random volume through single-threaded value code (most
# of an hour under a sanitizer on 2 cores, for no coverage the others lack) and those that
# compile programs (their time is the compiler's). About 15 minutes each on 2 cores from a clean
# build (.build-asan, .build-tsan).
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:?usage: scripts/sanitizers.sh address|thread}

skip="LawsTests|AccordionScaleTests|LimitTests|EventGeneratorTests|AccordionPropertyTests|RowTree|PlantedBug|MailExample|ReachPropertyTests|ReachGenerationTests|BatchCoalescingTests|ExplorationTests|SelectionInvariantTests|DocumentationSnippetTests|PrintedCounterexampleTests"
case "$sanitizer" in
address)
    # Leak checking is off: the leaks it reports are XCTest's, Foundation's Process and a
    # test's deliberately unfinished task, not the library's; memory errors still stop the run.
    ASAN_OPTIONS=detect_leaks=0 swift test --sanitize=address --scratch-path .build-asan --skip "$skip"
    ;;
thread)
    TSAN_OPTIONS=halt_on_error=1 swift test --sanitize=thread --scratch-path .build-tsan --skip "$skip"
    ;;
*)
    echo "usage: scripts/sanitizers.sh address|thread" >&2
    exit 64
    ;;
esac
