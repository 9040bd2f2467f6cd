#!/usr/bin/env bash
# The public API of each product, held in api/<Product>.json as the released baseline.
#
#   scripts/api.sh check      (default) fails when the API differs from the baseline, or when
#                             the baseline changed without CHANGELOG.md changing with it
#   scripts/api.sh update     writes the baseline from the code as it is
#
# The API is what `swift-api-digester -dump-sdk`, which the toolchain ships beside `swift`,
# writes for each product's module of the debug build: every public declaration with its
# signature, generic requirements, attributes and availability, without source locations. A
# change to the API, an addition included, is deliberate when it comes with its baseline
# (`scripts/api.sh update`) and a CHANGELOG.md entry in the same commit; CI runs `check`. A new
# toolchain may describe the same API differently: then `update` and say so in the changelog.
set -euo pipefail
cd "$(dirname "$0")/.."

products=(SplitNavigation SplitNavigationStore SplitNavigationTesting SplitNavigationStoreTesting)
mode=${1:-check}
case "$mode" in
    check | update) ;;
    *)
        echo "usage: scripts/api.sh [check|update]" >&2
        exit 2
        ;;
esac

digester="$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester"
if [ ! -x "$digester" ]; then
    echo "api.sh: no swift-api-digester beside swift ($digester)" >&2
    exit 1
fi

# The products' modules, built (a no-op when they are up to date).
build_log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$build_log" "$work"' EXIT
for product in "${products[@]}"; do
    if ! swift build --target "$product" >"$build_log" 2>&1; then
        cat "$build_log" >&2
        exit 1
    fi
done
modules="$(swift build --show-bin-path)/Modules"

dump() {
    "$digester" -dump-sdk -module "$1" -I "$modules" -o "$2" -avoid-location -avoid-tool-args -abort-on-module-fail
}

if [ "$mode" = update ]; then
    mkdir -p api
    for product in "${products[@]}"; do
        dump "$product" "api/$product.json"
        echo "api/$product.json"
    done
    echo "Now add a line to CHANGELOG.md saying what changed, and commit both together."
    exit 0
fi

failed=0
for product in "${products[@]}"; do
    if [ ! -f "api/$product.json" ]; then
        echo "api.sh: api/$product.json is missing; run scripts/api.sh update" >&2
        failed=1
        continue
    fi
    dump "$product" "$work/$product.json"
    if ! cmp -s "api/$product.json" "$work/$product.json"; then
        failed=1
        echo "api.sh: the public API of $product differs from api/$product.json."
        # What breaks source or binary compatibility, in words; additions are only in the diff.
        "$digester" -diagnose-sdk -module "$product" -I "$modules" -baseline-path "api/$product.json" 2>&1 |
            grep -v '^/\*' | grep -v '^$' || true
        diff -u "api/$product.json" "$work/$product.json" | head -n 120 || true
    fi
done
if [ "$failed" -ne 0 ]; then
    echo "api.sh: if the change is meant, run scripts/api.sh update and add a CHANGELOG.md entry in the same commit." >&2
    exit 1
fi

# The baseline changes only with the changelog: in the last commit that changed api/, and in
# the working tree against HEAD. A fresh clone has the history to look at; a shallow one has at
# least its last commit, whose diff lists every file.
last=$(git log -n 1 --no-merges --format=%H -- api/ || true)
if [ -n "$last" ] && ! git diff-tree --no-commit-id --name-only -r --root "$last" | grep -qx CHANGELOG.md; then
    echo "api.sh: commit $(git log -n 1 --format='%h (%s)' "$last") changed api/ but not CHANGELOG.md." >&2
    failed=1
fi
if ! git diff --quiet HEAD -- api/ 2>/dev/null && git diff --quiet HEAD -- CHANGELOG.md; then
    echo "api.sh: api/ changed in the working tree, CHANGELOG.md did not." >&2
    failed=1
fi
if [ "$failed" -ne 0 ]; then
    exit 1
fi
echo "api.sh: the public API of ${products[*]} matches api/, and its last change came with a CHANGELOG.md entry."
