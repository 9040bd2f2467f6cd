#!/usr/bin/env bash
# Fails when a tracked file reads as a work log rather than as the project's docs and code:
# git keeps the history, so no file names an issue number, a work session or a past figure.
#
#   scripts/check-worklog.sh [PATHSPEC...]     (default: the whole tree)
#
# The pathspecs are git's, so `scripts/check-worklog.sh README.md docs` checks those alone and
# `scripts/check-worklog.sh . ':!Sources'` checks everything but Sources. WORKLOG_PATHS, when
# set, is read as the pathspecs (split at spaces) when none are given. Every finding is printed
# as `file:line: what: the line`; the script exits 1 when there is one, 0 otherwise.
#
# What it looks for, each pattern narrow enough to leave the library's own notation alone (a
# child printed as `#3` or `Optional(#5)`, "compact → regular", a saved or a bridge session):
# - an issue or pull request: `issue 12`, `Issues 3 and 4`, `issue #12`, `issue12` in a name,
#   ` (#12)` after a word, `fixes #12`, `PR 12`;
# - a work session: `stop 29`, `this session`, `session 4`, `last session`;
# - a past figure: two counts joined by an arrow (`97,487 → 97,244`, `1,210 -> 2,530`, `6.59 G →
#   1.33 G`), an instruction count said to be what something was or used to cost, or a Markdown
#   heading that starts with a date (a dated entry of a history).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
    # shellcheck disable=SC2206  # split at spaces on purpose
    set -- ${WORKLOG_PATHS:-.}
fi

number='[0-9][0-9,.]*[0-9]|[0-9]'
patterns=(
    "an issue number|issues?[ _#-]*[0-9]+"
    "an issue number|(^|[[:space:]])\\(#[0-9]+\\)"
    "an issue number|(fix(es|ed)?|close[sd]?|resolve[sd]?|refs?|see|pr|pull request)[[:space:]]+#[0-9]+"
    "an issue number|(^|[^[:alnum:]_])pr[ #-]*[0-9]+([^[:alnum:]_]|$)"
    "a work session|(^|[^[:alnum:]_])stops? [0-9]+([^[:alnum:]_]|$)"
    "a work session|(this|last|next|previous|earlier|later) session([^[:alnum:]_]|$)"
    "a work session|(^|[^[:alnum:]_])session [0-9]+([^[:alnum:]_]|$)"
    "a past figure|($number) *[kmg%]?[[:space:]]*(→|->|=>)[[:space:]]*($number) *[kmg%]?([^[:alnum:]_]|$)"
    "a past figure|instructions?[^.;]{0,60}[^[:alnum:]_](before|previously|used to|down from|up from|formerly|was|were)([^[:alnum:]_]|$)"
    "a past figure|(was|were|from|before|previously) (about |some |nearly |almost )?($number) *[kmg]? *instructions"
    "a past figure|(was|were) [0-9][0-9.]*%[^.;]{0,40}instructions"
    "a dated history heading|^#{1,6}[[:space:]]+(\\[)?20[0-9]{2}-[01][0-9]-[0-3][0-9]"
)

# One grep a pattern over every file: `file:line:text`, sorted by file and line at the end.
files=$(mktemp)
hits=$(mktemp)
trap 'rm -f "$files" "$hits"' EXIT
# This script and its test spell the patterns out, so they are the two files left out.
git ls-files -z -- "$@" ':!:scripts/check-worklog.sh' ':!:scripts/test-check-worklog.sh' >"$files"
for entry in "${patterns[@]}"; do
    what=${entry%%|*}
    pattern=${entry#*|}
    # -I skips binary files (images); grep's status 1 (no match) is not a failure here.
    { xargs -0 -r grep -snHIiE -- "$pattern" <"$files" || true; } |
        while IFS= read -r hit; do
            file=${hit%%:*}
            rest=${hit#*:}
            printf '%s:%s: %s: %s\n' "$file" "${rest%%:*}" "$what" "${rest#*:}"
        done >>"$hits"
done
found=0
if [ -s "$hits" ]; then
    sort -t: -k1,1 -k2,2n -u "$hits"
    found=1
fi

if [ "$found" -ne 0 ]; then
    echo "check-worklog: the lines above read as a work log. Say why the code or figure is as it is;" >&2
    echo "issue numbers, sessions and past figures belong in commit messages." >&2
    exit 1
fi
