#!/usr/bin/env python3
"""Which library or kit functions cause a callgrind profile's allocations, per event.

    valgrind --tool=callgrind --callgrind-out-file=profile \\
        --zero-before=splitnav_measurement_starts --dump-before=splitnav_measurement_ends \\
        .build-cmo/release/instructions-nodebug flows-library two 2000
    python3 allocation-sites.py profile.1 2000         # allocations per checked event
    python3 allocation-sites.py profile.1 2000 swift_retain 40

Profile between the instructions tool's two markers, as above, and read the dump they make
(`profile.1`): with `--toggle-collect` callgrind counts only the measured loop's instructions
but every call, the setup's included, so the call counts would be too high.

Every call of the counted function (default `swift_slowAlloc`, which every Swift allocation
goes through) is charged to the first caller up the call graph that belongs to SplitNavigation
or the workloads and is not a specialization of a standard library function (a mangled name
starting `$ss` or `$sS`). A standard library function's calls are shared among its callers in
proportion to how often each called it: callgrind records edges, not whole stacks, so that
share is an estimate where one standard library function serves several callers.
"""
import collections
import re
import subprocess
import sys


def read_edges(path):
    """(caller, callee) -> number of calls, with callgrind's compressed names expanded."""
    names = {}

    def name(token):
        match = re.match(r"\((\d+)\)(?: (.*))?", token)
        if not match:
            return token
        if match.group(2):
            names[match.group(1)] = match.group(2)
        return names[match.group(1)]

    edges = collections.Counter()
    caller = callee = None
    pending = 0
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("fn="):
            caller = name(line[3:])
        elif line.startswith("cfn="):
            callee = name(line[4:])
        elif line.startswith("calls="):
            pending = int(line[6:].split()[0])
        elif pending:
            edges[(caller, callee)] += pending
            pending = 0
    return edges


def is_ours(function):
    ours = "SplitNavigation" in function or "Workloads" in function
    return ours and not function.startswith(("$ss", "$sS"))


def main():
    path, events = sys.argv[1], int(sys.argv[2])
    counted = sys.argv[3] if len(sys.argv) > 3 else "swift_slowAlloc"
    shown = int(sys.argv[4]) if len(sys.argv) > 4 else 30

    edges = read_edges(path)
    callers = collections.defaultdict(list)
    for (caller, callee), calls in edges.items():
        callers[callee].append((caller, calls))

    charged = collections.Counter()

    def charge(function, weight, depth):
        # A few levels are enough to leave the standard library; deeper is a cycle or noise.
        if is_ours(function) or depth > 6 or not callers.get(function):
            charged[function] += weight
            return
        total = sum(calls for _, calls in callers[function])
        for caller, calls in callers[function]:
            charge(caller, weight * calls / total, depth + 1)

    for caller, calls in callers.get(counted, []):
        charge(caller, calls, 0)

    print(f"{sum(charged.values()) / events:.1f} calls of {counted} per event")
    lines = [f"{weight / events:8.2f} {function}" for function, weight in charged.most_common(shown)]
    demangled = subprocess.run(
        ["swift", "demangle", "--simplified"], input="\n".join(lines), capture_output=True, text=True)
    print(demangled.stdout)


if __name__ == "__main__":
    main()
