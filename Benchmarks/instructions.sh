#!/usr/bin/env bash
# Instruction and allocation counts of the measured loops, under callgrind: figures that a
# loaded, shared machine cannot move, to set beside the timed benchmarks (docs/benchmarks.md).
#
# Usage: bash Benchmarks/instructions.sh [--format text|markdown|goals|tsv] [--from FILE] [EVENTS [CHILDREN]]
#
#   EVENTS    events a workload (default 20,000); the property runner checks EVENTS / 20 events
#             and the JSON workloads round-trip EVENTS / 200 values
#   CHILDREN  children in all for collapse, split and reach (default 100,000): states of 10,
#             1,000 and CHILDREN children, each repeated until they hold CHILDREN in all; reaches
#             of depth 10, 1,000 and 100,000, repeated to CHILDREN children of depth in all (the
#             deepest reaches once)
#   --format  text (the default): a table to read; markdown: the table of docs/benchmarks.md;
#             goals: the goals stated in instructions and allocations, met or not, as rows of
#             docs/benchmarks.md's goals table; tsv: the raw counts, as
#             Benchmarks/instructions-baseline.tsv keeps them
#   --from    formats a tsv file written before instead of running the workloads
#
# Each workload runs once under `valgrind --tool=callgrind`, counting only the measured loop
# (the events sent; making and checking the script is left out), two workloads at a time (INSTRUCTIONS_JOBS, default the number of cores). Every
# run has SWIFT_DETERMINISTIC_HASHING=1: Swift seeds its hashing per process otherwise, and a
# set's or a dictionary's layout, so the instructions its lookups take, would move from run to
# run. The counts are then the same in every run of the same binary.
set -euo pipefail

format=text from=
while [ $# -gt 0 ]; do
    case $1 in
        --format) format=$2; shift 2 ;;
        --from) from=$(realpath "$2"); shift 2 ;;
        -*) echo "usage: bash Benchmarks/instructions.sh [--format text|markdown|goals|tsv] [--from FILE] [EVENTS [CHILDREN]]" >&2; exit 64 ;;
        *) break ;;
    esac
done
case $format in text | markdown | goals | tsv) ;; *) echo "error: unknown format $format" >&2; exit 64 ;; esac
cd "$(dirname "$0")"

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The rows, one a line: LABEL LIBRARY-WORKLOAD BASELINE-WORKLOAD COLUMNS SIZE.
rows() {
    local events=$1 children=$2 columns name size
    # `send(_:into:)` against the plain arrays, batches against the same events sent one by one.
    for row in "events events-library events-baseline" "into into-library events-baseline" \
        "batch batch-library events-library" "store store-library store-baseline"; do
        for columns in two three; do
            echo "$row $columns $events"
        done
    done
    echo "tabs tabs-library tabs-baseline two $events"
    echo "modals-regular modals-regular-library modals-regular-baseline two $events"
    echo "modals-compact modals-compact-library modals-compact-baseline two $events"
    for size in 10 1000 100000; do
        echo "reach reach-library reach-baseline two $size"
    done
    echo "reach-looks reach-looks-library reach-baseline two 1000"
    for name in collapse split; do
        for columns in two three; do
            for size in 10 1000 "$children"; do
                echo "$name $name-library $name-baseline $columns $size"
            done
        done
    done
    echo "flows flows-library flows-baseline two $((events / 20))"
    echo "flows-nojson flows-nojson flows-baseline two $((events / 20))"
    echo "json json-library json-foundation two $((events / 200))"
    echo "json-events json-events-library json-events-foundation two $((events / 200))"
}

# Runs one workload: WORKLOAD COLUMNS SIZE CHILDREN, printing "WORKLOAD COLUMNS SIZE UNITS
# INSTRUCTIONS ALLOCATIONS". The tool calls `splitnav_measurement_starts` right before the
# measured loop and `splitnav_measurement_ends` right after it; callgrind zeroes its counters at
# the one and dumps them at the other, so the dump holds the loop's instructions and the calls it
# made, no more. (With `--toggle-collect` instead, callgrind would still count the calls made
# outside, while the workload was made and checked.) Allocations are calls of the C allocator,
# which every Swift allocation reaches through swift_slowAlloc.
measure() {
    local workload=$1 columns=$2 size=$3 children=$4
    local profile="$out/$workload-$columns-$size.out" log="$out/$workload-$columns-$size.log" units
    if ! units=$(SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
        --zero-before=splitnav_measurement_starts --dump-before=splitnav_measurement_ends \
        --callgrind-out-file="$profile" "$binary" "$workload" "$columns" "$size" "$children" 2>"$log") ||
        [ ! -f "$profile.1" ]; then
        echo "error: $workload $columns $size failed:" >&2
        cat "$log" >&2
        return 1
    fi
    awk -v w="$workload" -v c="$columns" -v s="$size" -v units="${units#units }" \
        -v allocator='^(malloc|calloc|realloc|posix_memalign|aligned_alloc|memalign)$' '
        # Function names are compressed: "(12) name" the first time, "(12)" after.
        function resolve(token,    id, rest) {
            if (match(token, /^\([0-9]+\)/)) {
                id = substr(token, 2, RLENGTH - 2)
                rest = substr(token, RLENGTH + 2)
                if (rest != "") names[id] = rest
                return names[id]
            }
            return token
        }
        /^c?fn=/ {
            name = resolve(substr($0, index($0, "=") + 1))
            if ($0 ~ /^cfn=/) callee = name; else caller = name
            next
        }
        # A call into the allocator from outside it: posix_memalign, which Swift calls for
        # alignments malloc does not give, calls malloc in turn, and that is one allocation.
        /^calls=/ && callee ~ allocator && caller !~ allocator && caller !~ /^_(mid_memalign|int_)/ {
            split(substr($0, 7), field, " "); allocations += field[1]
        }
        /^summary:/ { instructions = $2 }
        END {
            # Less than an instruction a unit: the measured loop did not run between the markers,
            # so the count is meaningless.
            if (instructions < units) {
                printf "error: %s %s %s: %d instructions for %d units\n", w, c, s, instructions, units > "/dev/stderr"
                exit 1
            }
            print w, c, s, units, instructions, allocations + 0
        }
    ' "$profile.1"
}

# Every row's raw counts, tab-separated, with a header: the tsv format.
run() {
    local events=$1 children=$2
    command -v valgrind >/dev/null || { echo "error: valgrind is not installed (apt-get install -y valgrind)" >&2; exit 1; }
    swift build -c release --product instructions 2>&1 | tail -n 1 >&2
    # Valgrind 3.19 cannot read the DWARF 5 debug information Swift writes; the symbol table,
    # which names the measured functions, is all callgrind needs. The copy stays beside the
    # original, whose shared libraries it loads.
    binary=.build/release/instructions-nodebug
    objcopy --strip-debug .build/release/instructions "$binary"
    export -f measure
    export binary out
    rows "$events" "$children" | awk '{ print $2, $4, $5; print $3, $4, $5 }' | sort -u |
        xargs -P "${INSTRUCTIONS_JOBS:-$(nproc)}" -L 1 bash -c 'measure "$0" "$1" "$2" '"$children" >"$out/counts"
    printf '# measured: %s\n' "$(date -u +%F)"
    printf '# command: bash Benchmarks/instructions.sh %s %s\n' "$events" "$children"
    printf '# label\tsplit\tsize\tunits\tlibrary instructions\tbaseline instructions\tlibrary allocations\tbaseline allocations\n'
    rows "$events" "$children" | while read -r label library baseline columns size; do
        awk -v label="$label" -v l="$library" -v b="$baseline" -v c="$columns" -v s="$size" '
            $2 == c && $3 == s && $1 == l { lu = $4; li = $5; la = $6; found++ }
            $2 == c && $3 == s && $1 == b { bi = $5; ba = $6; found++ }
            END {
                if (found != 2) { print "error: no counts for " label " " c " " s > "/dev/stderr"; exit 1 }
                printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", label, c, s, lu, li, bi, la, ba
            }' "$out/counts"
    done
}

if [ -n "$from" ]; then
    cp "$from" "$out/table"
else
    run "${1:-20000}" "${2:-100000}" >"$out/table"
fi

if [ "$format" = tsv ]; then
    cat "$out/table"
    exit 0
fi

if [ "$format" = goals ]; then
    awk -F'\t' '
        /^#/ { next }
        {
            key = $1 " " $2 " " $3; lib[key] = $5 / $4; base[key] = $6 / $4; lalloc[key] = $7 / $4; extra[key] = ($7 - $8) / $4
            size[$1] = size[$1] " " $3
            if ($3 + 0 > largest[$1 " " $2] + 0) largest[$1 " " $2] = $3
        }
        function verdict(ok) { return ok ? "**yes**" : "**no**" }
        function row(goal, figure, ok) { printf "| %s | %s | %s |\n", goal, figure, verdict(ok) }
        function commas(n,    s) {
            s = sprintf("%.0f", n)
            while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s)
            return s
        }
        # The key of a workload at its one size (the events, which the command line sets).
        function only(label, split_,    n, sizes) { n = split(size[label], sizes, " "); return label " " split_ " " sizes[1] }
        END {
            print "| goal | figure | met? |"
            print "|---|---|---|"
            e2 = only("events", "two"); e3 = only("events", "three")
            row("Events: at most 1,300 instructions an event, two and three columns", \
                commas(lib[e2]) " and " commas(lib[e3]), lib[e2] <= 1300 && lib[e3] <= 1300)
            i2 = only("into", "two"); i3 = only("into", "three")
            # Allocations beyond the baseline: both sides grow their stacks as plain arrays do while
            # the script first fills them, which is no allocation of an event.
            row("Events: 0 allocations an event with `send(_:into:)`, beyond what the plain arrays allocate", \
                sprintf("%.3f and %.3f", extra[i2], extra[i3]), extra[i2] <= 0 && extra[i3] <= 0)
            row("Events: at most 1 allocation an event with `send(_:)` (the list it returns), beyond what the plain arrays allocate", \
                sprintf("%.3f and %.3f", extra[e2], extra[e3]), extra[e2] <= 1 && extra[e3] <= 1)
            mr = only("modals-regular", "two"); mc = only("modals-compact", "two")
            row("Modal sessions: at most 5× `PlainModals` in instructions, regular and compact", \
                sprintf("%.1f× and %.1f×", lib[mr] / base[mr], lib[mc] / base[mc]), lib[mr] <= 5 * base[mr] && lib[mc] <= 5 * base[mc])
            t = only("tabs", "two")
            row("Tab switches: at most 10× `PlainTabs` in instructions (the tab script, half of its events selects)", \
                sprintf("%.1f×", lib[t] / base[t]), lib[t] <= 10 * base[t])
            row("Tab switches: at most 1 allocation an event of the tab script, beyond what `PlainTabs` allocates", sprintf("%.3f", extra[t]), extra[t] <= 1)
            s2 = only("store", "two"); s3 = only("store", "three")
            row("A store event: at most 4× a core event in instructions (the store with a plain navigator against `SplitNavigator.send`)", \
                sprintf("%.1f× and %.1f× (%s and %s against %s and %s)", base[s2] / lib[e2], base[s3] / lib[e3], commas(base[s2]), commas(base[s3]), commas(lib[e2]), commas(lib[e3])), \
                base[s2] <= 4 * lib[e2] && base[s3] <= 4 * lib[e3])
            row("The store with an app navigator layer: at most 1.2× the store with a plain navigator", \
                sprintf("%.2f× and %.2f×", lib[s2] / base[s2], lib[s3] / base[s3]), lib[s2] <= 1.2 * base[s2] && lib[s3] <= 1.2 * base[s3])
            b2 = only("batch", "two"); b3 = only("batch", "three")
            row("A batch of 8 events: at most 1.5× sending them one by one", \
                sprintf("%.2f× and %.2f×", lib[b2] / base[b2], lib[b3] / base[b3]), lib[b2] <= 1.5 * base[b2] && lib[b3] <= 1.5 * base[b3])
            worst = 0
            for (key in lib) if (key ~ /^reach / && lib[key] / base[key] > worst) worst = lib[key] / base[key]
            row("Reach: at most 20× a plain prefix diff a child of depth", sprintf("at most %.0f×", worst), worst <= 20)
            # Linear: a child costs at most 1.25 times as much at the largest size as at 1,000.
            linear = 1; text = ""
            for (n = 0; n < 5; n++) {
                label = n == 0 ? "reach" : n < 3 ? "collapse" : "split"
                split_ = n == 0 || n % 2 == 1 ? "two" : "three"
                small = label " " split_ " 1000"; large = label " " split_ " " largest[label " " split_]
                linear = linear && lib[large] <= 1.25 * lib[small]
                text = text sprintf("%s%s%s: %s at 1,000, %s at %s", n ? "; " : "", label, n ? " (" split_ " columns)" : "", \
                    commas(lib[small]), commas(lib[large]), commas(largest[label " " split_]))
            }
            row("Reach, collapse and split: linear (a child costs at most 1.25× at the largest size what it costs at 1,000)", \
                "instructions a child, " text, linear)
        }
    ' "$out/table"
    exit 0
fi

# The readable tables: per unit, the library's and the baseline's instructions, their ratio, and
# each side's allocations.
awk -F'\t' -v format="$format" '
    /^# measured: / { measured = substr($0, 13); next }
    /^# command: / { command = substr($0, 12); next }
    /^#/ { next }
    function what(label) {
        if (label == "events") return "events (per event)"
        if (label == "into") return "events through `send(_:into:)`, one change buffer (per event)"
        if (label == "batch") return "batches of 8, against the same events one by one (per event)"
        if (label == "store") return "store with an app navigator layer, against the store with a plain navigator (per event)"
        if (label == "tabs") return "tab switches (per event)"
        if (label == "modals-regular") return "modal sessions, regular (per event)"
        if (label == "modals-compact") return "modal sessions, compact (per event)"
        if (label == "reach") return "reach a target, against a plain prefix diff (per child of depth)"
        if (label == "reach-looks") return "reach a target whose sidebar selection changes, against a plain prefix diff (per child of depth)"
        if (label == "collapse") return "collapse (per child)"
        if (label == "split") return "split (per child)"
        if (label == "flows") return "property runner, every law on the default sampling, against no law (per checked event)"
        if (label == "flows-nojson") return "property runner, every law but `jsonRoundTrip` on every step, against no law (per checked event)"
        if (label == "json") return "a state through `jsonData()` and `init(json:)`, against bare Foundation coders (per state)"
        if (label == "json-events") return "an event through JSON and back, against bare Foundation coders (per event)"
        return label
    }
    # Thousands with commas, as the docs write them.
    function commas(n,    s) {
        s = sprintf("%.0f", n)
        while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s)
        return s
    }
    function figure(x) { return x >= 100 ? commas(x) : sprintf("%.1f", x) }
    function allocations(x) { return x >= 10 ? sprintf("%.1f", x) : sprintf("%.2f", x) }
    {
        label = $1; split_ = $2; size = $3; units = $4
        l = $5 / units; b = $6 / units; ratio = $6 > 0 ? sprintf("%.2f×", $5 / $6) : "–"
        if (format == "markdown") {
            if (!header++) {
                print "| workload | split | size | library | baseline | library / baseline | library allocations | baseline allocations |"
                print "|---|---|---:|---:|---:|---:|---:|---:|"
            }
            printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", what(label), split_, commas(size), figure(l), figure(b), ratio, allocations($7 / units), allocations($8 / units)
        } else {
            if (!header++) printf "%-15s %-6s %8s %12s %12s %9s %10s %10s\n", "workload", "split", "size", "library", "baseline", "ratio", "lib alloc", "base alloc"
            printf "%-15s %-6s %8d %12.1f %12.1f %9s %10.2f %10.2f\n", label, split_, size, l, b, ratio, $7 / units, $8 / units
        }
    }
    END {
        if (format == "markdown") printf "\nPer unit of work (an event, a child of depth or of the state, a checked event, a state). Measured %s with `%s`.\n", measured, command
        else printf "(instructions and allocations per unit: an event, a child, a checked event or a state; command: %s)\n", command
    }
' "$out/table"
