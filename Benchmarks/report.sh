#!/usr/bin/env bash
# Turns a benchmark export into the tables of docs/benchmarks.md: per unit of work (event,
# child, lookup, document…), the library's and the baseline's median time and mallocs, and the
# ratio library / baseline of the two measured in the same run.
#
#   swift package benchmark --no-progress --format influx --path stdout > run.csv
#   ./report.sh run.csv
#
# Benchmarks come in pairs named "<work> library" and "<work> baseline"; each records its units
# of work per iteration (BenchmarkRun.units). A benchmark without a pair gets a row of its own.
set -euo pipefail
input=${1:-/dev/stdin}

awk -F, '
    $10 != "50.0" { next }
    {
        suite = $1; metric = $7; test = $9; value = $11
        key = suite SUBSEP test
        if (!(key in seen)) { seen[key] = 1; order[++n] = key }
        if (metric == "Time(wallclock)") time[key] = value
        else if (metric == "Malloc(total)") mallocs[key] = value
        else if (metric == "Unitsofwork") units[key] = value
        else if (metric == "JSONbytes") bytes[key] = value
    }
    function duration(ns) {
        if (ns < 1000) return sprintf("%.3g ns", ns)
        if (ns < 1e6) return sprintf("%.3g µs", ns / 1e3)
        if (ns < 1e9) return sprintf("%.3g ms", ns / 1e6)
        return sprintf("%.3g s", ns / 1e9)
    }
    function count(x) { return x < 10 ? sprintf("%.2f", x) : sprintf("%.0f", x) }
    END {
        for (i = 1; i <= n; i++) {
            split(order[i], part, SUBSEP); suite = part[1]; test = part[2]
            role = test; sub(/.* /, "", role)
            work = test; sub(/ [^ ]*$/, "", work)
            u = (order[i] in units && units[order[i]] > 0) ? units[order[i]] : 1
            if (role == "library" || role == "baseline") {
                k = suite SUBSEP work
                if (!(k in pairs)) { pairs[k] = 1; works[++m] = k }
                t[k, role] = time[order[i]] / u; a[k, role] = mallocs[order[i]] / u
                if (order[i] in bytes) b[k, role] = bytes[order[i]]
            } else {
                k = suite SUBSEP test
                works[++m] = k; alone[k] = 1
                t[k, "library"] = time[order[i]] / u; a[k, "library"] = mallocs[order[i]] / u
            }
        }
        for (j = 1; j <= m; j++) {
            k = works[j]; split(k, part, SUBSEP)
            lt = t[k, "library"]; bt = t[k, "baseline"]
            ratio = (k in alone || bt == 0) ? "–" : sprintf("%.3g×", lt / bt)
            base = (k in alone) ? "–" : duration(bt)
            bm = (k in alone) ? "–" : count(a[k, "baseline"])
            label = part[2]
            if ((k, "library") in b) label = sprintf("%s (JSON: %.0f KB / %.0f KB)", label, b[k, "library"] / 1000, b[k, "baseline"] / 1000)
            printf "%s\t| %s | %s | %s | %s | %s | %s |\n", part[1], label, duration(lt), base, ratio, count(a[k, "library"]), bm
        }
    }
' "$input" | sort -t$'\t' -k1,1 -s | awk -F'\t' '
    $1 != suite {
        suite = $1
        printf "\n### %s\n\n", suite
        print "| work | library | baseline | library / baseline | library mallocs | baseline mallocs |"
        print "|---|---:|---:|---:|---:|---:|"
    }
    { print $2 }
'
