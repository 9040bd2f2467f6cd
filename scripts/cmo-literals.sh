#!/usr/bin/env bash
# Guards against a Swift 6.3.1 miscompile under whole-program cross-module optimization, which
# docs/testing.md recommends for flow tests: when several modules specialize the same inlinable
# generic function, each outlines its array literals as weak symbols numbered in its own order,
# the linker keeps one module's copy of each name, and the other module's code reads another of
# its literals (a wrong answer, no crash). The library returns shared constants instead of
# literals from such functions; this checks that nothing brought a literal back:
#   1. the scanner finds a clash planted in two C object files, so that its pass means something;
#   2. Benchmarks' `instructions` tool is built with -cross-module-optimization (`.build-cmo`,
#      shared with Benchmarks/hypothesis.sh): its workloads, the kit and the store specialize the
#      library's inlinable code in several modules;
#   3. no outlined literal may differ between two of its object files (scripts/outlined-literals.py);
#   4. the kit's laws run on that build, every law on every step.
# Usage: bash scripts/cmo-literals.sh      (the build takes about 1 to 3 minutes on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."
scan=scripts/outlined-literals.py

planted=$(mktemp -d)
trap 'rm -rf "$planted"' EXIT
for contents in 1 2; do
    printf '__attribute__((weak)) const char clash[32] __asm__("$s4Demo5valueSaySiGvpZTv_") = {[24] = %s};\n' "$contents" >"$planted/$contents.c"
    printf '__attribute__((weak)) const char same[32] __asm__("$s4Demo5otherSaySiGvpZTv0_") = {[24] = 7};\n' >>"$planted/$contents.c"
    "${CC:-clang}" -c -o "$planted/$contents.o" "$planted/$contents.c"
done
if python3 "$scan" "$planted/1.o" "$planted/2.o" >"$planted/scan.txt"; then
    cat "$planted/scan.txt" >&2
    echo "error: the scanner missed a literal planted with two contents" >&2
    exit 1
fi
grep -q '^1 of 2 outlined literals differ' "$planted/scan.txt" || {
    cat "$planted/scan.txt" >&2
    echo "error: the scanner should find exactly the one planted clash" >&2
    exit 1
}
echo "The scanner finds a planted clash: $(tail -n 1 "$planted/scan.txt")"

cd Benchmarks
swift build -c release --product instructions --scratch-path .build-cmo -Xswiftc -cross-module-optimization 2>&1 | tail -n 1
python3 "../$scan" .build-cmo/release
# Each prints its count of checked events, or the failure and exits 1.
./.build-cmo/release/instructions flows-nojson two 4000
./.build-cmo/release/instructions flows-library two 20000
echo "The laws pass on the cross-module-optimized build."
