#!/usr/bin/env bash
# Tests scripts/check-worklog.sh on a scratch repository: clean files pass, each kind of
# work-log line fails at its file and line, the library's own notation passes, and pathspecs
# (arguments or WORKLOG_PATHS) restrict the check.
#
#   bash scripts/test-check-worklog.sh
set -euo pipefail
script="$(cd "$(dirname "$0")" && pwd)/check-worklog.sh"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

cd "$scratch"
git init -q .
mkdir scripts docs Sources
cp "$script" scripts/check-worklog.sh

# Lines the check must leave alone: children printed as ids, arrows between layouts, the
# bridge's and the store's sessions, a dated release heading, figures of the current code.
cat >docs/guide.md <<'EOF'
# Guide

## [0.1.0] - 2026-11-27

accordion.selection                       // → Optional(#5)
try accordion.row(at: 2).kind             // → node(#5)
changes: [placeholder nil, insert #3 Message 1 into detail[0]]
A compact → regular → compact round trip under `detailOnTop`.
A rejected `start` leaves the session as it was; a saved session restores.
The store stops recording past 10,000 steps. Issue.record(…) reports a failure.
| Events (per event) | 2,343 instructions | 1,000 children: 256 instructions per child |
EOF
printf 'let id = ChildID(3)  // #3\n' >Sources/Ids.swift
git add -A

# Runs the check in the scratch repository; sets `output` and `status`.
run() {
    status=0
    output=$("$@" 2>&1) || status=$?
}

run bash scripts/check-worklog.sh
[ "$status" -eq 0 ] || fail "clean files were flagged: $output"

# Each planted line, and what the finding must name. The words are split so that this file
# itself reads clean to the check.
issue="iss""ue"
plant() {
    local file=$1 line=$2 what=$3
    cp "$file" "$file.orig"
    printf '%s\n' "$line" >>"$file"
    local number
    number=$(wc -l <"$file" | tr -d ' ')
    git add -A
    run bash scripts/check-worklog.sh
    if [ "$status" -ne 1 ]; then
        fail "not flagged (status $status): $line"
    elif ! grep -qF "$file:$number: $what" <<<"$output"; then
        fail "flagged without $file:$number: $what: $output"
    fi
    mv "$file.orig" "$file"
    git add -A
}
plant docs/guide.md "Fixed in $issue 12." "an issue number"
plant docs/guide.md "Goals of ${issue}s 3 and 4." "an issue number"
plant Sources/Ids.swift "// see $issue #7" "an issue number"
plant Sources/Ids.swift "func test${issue^}12() {}" "an issue number"
plant docs/guide.md "Faster layouts (#41)" "an issue number"
plant docs/guide.md "## 2026-11-27 (st""op 29): fewer allocations" "a work session"
plant docs/guide.md "Measured again th""is session." "a work session"
plant docs/guide.md "## 2026-11-25" "a dated history heading"
plant docs/guide.md "Events: 97,487 → 97,244 instructions a checked event." "a past figure"
plant docs/guide.md "Collapse 19.0 -> 6.7 ns per child." "a past figure"
plant docs/guide.md "It cost 5,200 instructions before the memo." "a past figure"
plant Sources/Ids.swift "// (it was 38% of an event's instructions)" "a past figure"

# Restricting to paths: a finding outside them does not count.
printf '// Fixed in %s 12.\n' "$issue" >>Sources/Ids.swift
git add -A
run bash scripts/check-worklog.sh
[ "$status" -eq 1 ] || fail "the whole tree passed with a finding in Sources"
run bash scripts/check-worklog.sh . ':!Sources'
[ "$status" -eq 0 ] || fail "a pathspec excluding Sources still flagged it: $output"
run env WORKLOG_PATHS="docs scripts" bash scripts/check-worklog.sh
[ "$status" -eq 0 ] || fail "WORKLOG_PATHS did not restrict the check: $output"
run env WORKLOG_PATHS="Sources" bash scripts/check-worklog.sh
[ "$status" -eq 1 ] || fail "WORKLOG_PATHS=Sources missed the finding"

if [ "$failures" -ne 0 ]; then
    echo "check-worklog.sh: $failures test(s) failed" >&2
    exit 1
fi
echo "check-worklog.sh: every case passed"
