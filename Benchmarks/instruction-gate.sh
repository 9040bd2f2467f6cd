#!/usr/bin/env bash
# The instruction gate: counts every workload of instructions.sh under callgrind and compares
# the counts with the committed baseline, Benchmarks/instructions-baseline.tsv. CI runs it.
#
#   bash Benchmarks/instruction-gate.sh            check (about 2 minutes on 2 cores, once built)
#   bash Benchmarks/instruction-gate.sh --update   count, then write the baseline and the
#                                                  tables of docs/benchmarks.md from the counts
#
# It fails when a workload's instructions or allocations (library or baseline side) are more
# than 3 % over the baseline, and also when they are more than 3 % under it: a change that makes
# the code faster updates the baseline in the same commit, so the figures docs/benchmarks.md
# shows are always the ones the code measures. It also fails when the page's generated tables
# are not the ones the baseline prints. Callgrind counts the same instructions in every run of
# the same binary (instructions.sh fixes Swift's hashing seed), so 3 % is all change, no noise.
set -euo pipefail
cd "$(dirname "$0")"

# The workloads' size: small enough for CI, large enough that a workload's fixed costs do not
# hide its per-event cost. Changing it means updating the baseline.
events=2000
children=10000
tolerance=3
baseline=instructions-baseline.tsv
page=../docs/benchmarks.md

update=0
case ${1:-} in
    --update) update=1 ;;
    "") ;;
    *) echo "usage: bash Benchmarks/instruction-gate.sh [--update]" >&2; exit 64 ;;
esac

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The page with each generated block (between `<!-- NAME: begin -->` and `<!-- NAME: end -->`)
# replaced by what instructions.sh prints from the baseline for it.
generated_page() {
    bash instructions.sh --from "$baseline" --format markdown >"$out/instructions.md"
    bash instructions.sh --from "$baseline" --format goals >"$out/goals.md"
    awk -v counts="$out/instructions.md" -v goals="$out/goals.md" '
        function emit(file,    line) { while ((getline line < file) > 0) print line; close(file) }
        /^<!-- instruction-counts: end -->$/ || /^<!-- instruction-goals: end -->$/ { skipping = 0 }
        !skipping { print }
        /^<!-- instruction-counts: begin -->$/ { emit(counts); skipping = 1 }
        /^<!-- instruction-goals: begin -->$/ { emit(goals); skipping = 1 }
    ' "$page"
}

if [ "$update" -eq 0 ]; then
    # The page first: it needs no valgrind, and a stale page fails in a second.
    generated_page >"$out/page.md"
    if ! diff -u "$page" "$out/page.md" >"$out/page.diff"; then
        cat "$out/page.diff"
        echo "error: docs/benchmarks.md does not show the counts of $baseline (the diff above)." >&2
        echo "       bash Benchmarks/instruction-gate.sh --update writes both from one run." >&2
        exit 1
    fi
fi

bash instructions.sh --format tsv "$events" "$children" >"$out/measured.tsv"

if [ "$update" -eq 1 ]; then
    cp "$out/measured.tsv" "$baseline"
    generated_page >"$out/page.md"
    cp "$out/page.md" "$page"
    bash instructions.sh --from "$baseline"
    echo "Wrote Benchmarks/$baseline and the tables of docs/benchmarks.md; commit them with the change."
    exit 0
fi

# Each measured figure against the baseline's: over by more than the tolerance fails, and so does
# under by more than it.
if awk -F'\t' -v tolerance="$tolerance" '
    BEGIN {
        metric[5] = "library instructions"; metric[6] = "baseline instructions"
        metric[7] = "library allocations"; metric[8] = "baseline allocations"
    }
    /^#/ { next }
    FNR == NR { for (m = 5; m <= 8; m++) was[$1 " " $2 " " $3, m] = $m; units[$1 " " $2 " " $3] = $4; next }
    {
        key = $1 " " $2 " " $3
        if (!(key in units)) { printf "NEW   %-28s not in the baseline\n", key; failed = 1; next }
        seen[key] = 1
        if ($4 != units[key]) { printf "UNITS %-28s %d units, the baseline has %d\n", key, $4, units[key]; failed = 1 }
        for (m = 5; m <= 8; m++) {
            old = was[key, m]; new = $m
            change = old == 0 ? (new == 0 ? 0 : 100) : (new - old) * 100 / old
            verdict = change > tolerance ? "OVER" : change < -tolerance ? "UNDER" : "ok"
            if (verdict != "ok") failed = 1
            if ((change < 0 ? -change : change) > largest) largest = change < 0 ? -change : change
            if (verdict != "ok" || m == 5) printf "%-5s %-28s %-22s %14.*f a unit, committed %14.*f (%+.2f %%)\n", verdict, key, metric[m], m < 7 ? 1 : 3, new / $4, m < 7 ? 1 : 3, old / $4, change
        }
    }
    END {
        for (key in units) if (!(key in seen)) { printf "GONE  %-28s in the baseline, not measured\n", key; failed = 1 }
        printf "The largest change of any count: %.4f %%.\n", largest
        exit failed
    }
' "$baseline" "$out/measured.tsv"; then
    echo "Every workload within $tolerance % of Benchmarks/$baseline."
else
    echo "error: a workload moved more than $tolerance % from Benchmarks/$baseline (above)." >&2
    echo "       Slower: find the cause (docs/benchmarks.md, Instruction counts)." >&2
    echo "       Faster, or slower on purpose: bash Benchmarks/instruction-gate.sh --update, and commit" >&2
    echo "       the baseline and docs/benchmarks.md with the change." >&2
    exit 1
fi
