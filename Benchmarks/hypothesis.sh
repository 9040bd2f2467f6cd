#!/usr/bin/env bash
# The kit against Hypothesis, in one run on one machine: the same two-column events (push, pop,
# popToRoot, back, showDetail, setLayout) with one invariant ("child ids are unique and below the
# counter"), driven by the Swift FlowRunner over the library's SplitNavigator (release build)
# and by Hypothesis's RuleBasedStateMachine over a plain Python model of the same rules
# (Hypothesis/navigation_machine.py), in sequences of 50: EVENTS events for Python, ten times as
# many for Swift (each side's rate is events a second, whatever the count). Prints each
# side's events a second, wall clock and CPU time, and the ratios; then the Swift kit with every
# law on the same events and on its standard generator, for scale. See docs/benchmarks.md.
#
# The Swift side is built twice: plain release, and release with whole-program cross-module
# optimization (-cross-module-optimization, which lets the compiler specialize the library's
# and the kit's generic code for the app's route type, as a test target built that way gets).
# The comparison uses the second; the kit's figures are printed for both. The first builds take
# about 4 and 5 minutes on 2 cores.
#
# Usage: bash Benchmarks/hypothesis.sh [EVENTS]     (default 20,000; needs python3 and
# Hypothesis: pip install -r Benchmarks/Hypothesis/requirements.txt)
set -euo pipefail
cd "$(dirname "$0")"
events=${1:-20000}

python3 -c 'import hypothesis' 2>/dev/null || {
    echo "error: Hypothesis is not installed (pip install -r Benchmarks/Hypothesis/requirements.txt)" >&2
    exit 1
}
swift build -c release --product flows-speed 2>&1 | tail -n 1
swift build -c release --product flows-speed --scratch-path .build-cmo -Xswiftc -cross-module-optimization 2>&1 | tail -n 1
plain=.build/release/flows-speed
speed=.build-cmo/release/flows-speed

# One side's figure from its line: field NAME of LINE.
field() { sed -E "s/.* $1=([0-9.]+).*/\1/" <<<"$2"; }

echo "python $(python3 -c 'import sys; print(sys.version.split()[0])'), hypothesis $(python3 -c 'import hypothesis; print(hypothesis.__version__)')"
# The Swift side runs ten times the events, so that its figure is not a fraction of a second
# that a neighbour's burst can halve.
swift=$("$speed" core "$((events * 10))")
echo "$swift"
python=$(python3 Hypothesis/navigation_machine.py "$events")
echo "$python"
awk -v sw="$(field events_per_second "$swift")" -v py="$(field events_per_second "$python")" \
    -v swc="$(field events_per_cpu_second "$swift")" -v pyc="$(field events_per_cpu_second "$python")" \
    'BEGIN { printf "ratio (Swift / Hypothesis, one invariant): %.0fx wall clock, %.0fx CPU time\n", sw / py, swc / pyc }'
# The kit with every law, on the same events and on the standard generator, with
# cross-module optimization, then on two worker threads, then as a plain release build.
"$speed" core-laws "$events"
"$speed" standard "$events"
"$speed" standard "$events" 2
"$speed" standard-without-json "$events"
"$speed" standard-baseline "$events"
echo "(plain release, no cross-module optimization:)"
"$plain" standard "$events"
"$plain" standard-baseline "$events"
echo "(command: bash Benchmarks/hypothesis.sh $events; load average: $(cut -d' ' -f1-3 /proc/loadavg))"
