#!/usr/bin/env bash
# The kit against Hypothesis, in one run on one machine, in the three configurations a user can
# build flow tests in: debug (what `swift test` builds), plain release (`swift test -c release`)
# and release with whole-program cross-module optimization (`-Xswiftc
# -cross-module-optimization`, which lets the compiler specialize the library's and the kit's
# generic code for the app's route type).
#
# Each configuration runs `flows-speed` (Tools/FlowSpeed) on one worker:
# - `standard`: the standard generator (every event, two and three columns, accordions, tab
#   groups, modals) with every law, the kit as a test uses it by default (every law on one
#   step in `FlowRunner.lawSampling` and on each sequence's last, the cheap ones on every step);
# - `standard-every-step` (debug only): the same with `lawSampling` 1, every law on every step;
# - `core`: the comparison's two-column events (push, pop, popToRoot, back, showDetail,
#   setLayout) with one invariant ("child ids are unique and below the counter") and no law,
#   what Hypothesis's RuleBasedStateMachine runs over a plain Python model of the same rules
#   (Hypothesis/navigation_machine.py), in sequences of 50.
# The debug build is a client's: the library's internal checks (SPLITNAV_INTERNAL_CHECKS) off.
#
# Prints each run's line (events, wall clock and CPU time), then a table of events a CPU
# second, which a neighbour on a shared machine moves least, each with its ratio to
# Hypothesis, and the ratio of the optimized build to the debug one with every law (the
# factor `FlowSpeed.optimizedSpeedup` states). See docs/benchmarks.md and docs/testing.md.
#
# Usage: bash Benchmarks/hypothesis.sh [EVENTS]     (default 20,000 events a run, ten times as
# many for the Swift `core` runs, whose rate would otherwise rest on a fraction of a second;
# needs python3 and Hypothesis: pip install -r Benchmarks/Hypothesis/requirements.txt. The first
# builds take about 3, 5 and 6 minutes on 2 cores; the runs, under a minute.)
set -euo pipefail
cd "$(dirname "$0")"
events=${1:-20000}

python3 -c 'import hypothesis' 2>/dev/null || {
    echo "error: Hypothesis is not installed (pip install -r Benchmarks/Hypothesis/requirements.txt)" >&2
    exit 1
}
# A client's debug build: the internal checks are the library's own, for its CI.
unset SPLITNAV_INTERNAL_CHECKS
swift build --product flows-speed 2>&1 | tail -n 1
swift build -c release --product flows-speed 2>&1 | tail -n 1
swift build -c release --product flows-speed --scratch-path .build-cmo -Xswiftc -cross-module-optimization 2>&1 | tail -n 1
debug=.build/debug/flows-speed
plain=.build/release/flows-speed
optimized=.build-cmo/release/flows-speed

# Field NAME of a run's LINE.
field() { sed -E "s/.* $1=([0-9.]+).*/\1/" <<<"$2"; }
# Runs a workload, prints its line with the configuration's name, and keeps its line. A run
# whose flows fail (a law broken, in that build) stops the script with the failure, instead of
# a speed.
run() {
    local name=$1 binary=$2
    shift 2
    local line
    if ! line=$("$binary" "$@") || [[ $line != "$1 events="* ]]; then
        echo "error: $name build, flows-speed $*: the flows failed, no speed is reported:" >&2
        echo "$line" >&2
        exit 1
    fi
    echo "$name: $line"
    REPLY=$line
}

echo "python $(python3 -c 'import sys; print(sys.version.split()[0])'), hypothesis $(python3 -c 'import hypothesis; print(hypothesis.__version__)')"
python=$(python3 Hypothesis/navigation_machine.py "$events")
echo "$python"
run debug "$debug" standard "$events"; debug_standard=$REPLY
run debug "$debug" core "$((events * 10))"; debug_core=$REPLY
run debug "$debug" standard-baseline "$events"; debug_baseline=$REPLY
run debug "$debug" standard-every-step "$events"; debug_every_step=$REPLY
run release "$plain" standard "$events"; plain_standard=$REPLY
run release "$plain" core "$((events * 10))"; plain_core=$REPLY
run optimized "$optimized" standard "$events"; optimized_standard=$REPLY
run optimized "$optimized" core "$((events * 10))"; optimized_core=$REPLY

py=$(field events_per_cpu_second "$python")
# Thousands grouped with commas, in awk.
group='function group(n,   s) { s = sprintf("%d", n); while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s); return s }'
row() {
    awk -v name="$1" -v kit="$(field events_per_cpu_second "$2")" -v core="$(field events_per_cpu_second "$3")" -v py="$py" \
        "$group"' BEGIN { printf "| %s | %s | %.1fx | %s | %.0fx |\n", name, group(kit), kit / py, group(core), core / py }'
}
echo
echo "Events a CPU second, one worker ($events events a run):"
echo "| configuration | kit, every law (standard) | / Hypothesis | core, one invariant (core) | / Hypothesis |"
echo "|---|---:|---:|---:|---:|"
row "debug (swift test)" "$debug_standard" "$debug_core"
row "release (swift test -c release)" "$plain_standard" "$plain_core"
row "release, cross-module optimization" "$optimized_standard" "$optimized_core"
awk -v py="$py" "$group"' BEGIN { printf "| Hypothesis RuleBasedStateMachine | | | %s | 1x |\n", group(py) }'
awk -v o="$(field events_per_cpu_second "$optimized_standard")" -v d="$(field events_per_cpu_second "$debug_standard")" \
    -v p="$(field events_per_cpu_second "$plain_standard")" \
    'BEGIN { printf "every law, optimized / debug: %.1fx; plain release / debug: %.1fx\n", o / d, p / d }'
awk -v d="$(field events_per_cpu_second "$debug_standard")" -v e="$(field events_per_cpu_second "$debug_every_step")" -v py="$py" \
    "$group"' BEGIN { printf "debug, every law on every step (lawSampling 1): %s, %.1fx Hypothesis; the default sampling checks %.1fx as many\n", group(e), e / py, d / e }'
awk -v d="$(field events_per_cpu_second "$debug_standard")" -v b="$(field events_per_cpu_second "$debug_baseline")" \
    'BEGIN { printf "debug: every law takes %.0f%% of a checked event (standard against standard-baseline, no law)\n", 100 * (1 - d / b) }'
echo "(command: bash Benchmarks/hypothesis.sh $events; $(date -u '+%Y-%m-%d %H:%M UTC'); load average: $(cut -d' ' -f1-3 /proc/loadavg))"
