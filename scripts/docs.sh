#!/usr/bin/env bash
# Builds each product's DocC documentation with the toolchain's own `docc`, warnings as errors.
#
#   scripts/docs.sh [output directory]      (default: .build/docs)
#
# 1. `swift package dump-symbol-graph` builds the package and writes every module's public
#    symbol graph, extension blocks included (`SplitNavigationStore@SplitNavigation` holds what
#    the store adds to the core's types).
# 2. For each product, a copy of its catalog `Sources/<Product>/<Product>.docc` (a landing page
#    and its curation) gets the guides from docs/ as articles: store.md and apple-platforms.md go to the store,
#    testing.md to the testing kit, every other guide to the core. They are copied at build time,
#    never committed twice, so they cannot drift. docs/accordion.md becomes the article
#    `accordion-guide` (DocC's paths ignore case, so `accordion` would be the `Accordion` type's
#    page); links between guides become `<doc:…-guide>` links, and the documentation tests'
#    `no-run` and `continued` fence marks are dropped.
# 3. `docc convert` builds `<output>/<Product>.doccarchive` from the catalog and the product's
#    symbol graphs. Any warning — a broken symbol link in a doc comment, an undocumented
#    parameter, an article link to nowhere — fails the script.
#
# New symbols and new guides need no change here: symbols come from the graphs, and a new
# docs/*.md becomes an article of the core.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/docs}
products=(SplitNavigation SplitNavigationStore SplitNavigationTesting SplitNavigationStoreTesting)

# The product whose documentation a guide belongs to.
product_of() {
    case "$1" in
        store | apple-platforms) echo SplitNavigationStore ;;
        testing) echo SplitNavigationTesting ;;
        *) echo SplitNavigation ;;
    esac
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log="$work/symbol-graph.log"
if ! swift package dump-symbol-graph --emit-extension-block-symbols --minimum-access-level public >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
if [ ! -f "$graphs/SplitNavigation.symbols.json" ]; then
    cat "$log" >&2
    echo "docs.sh: no symbol graphs found (looked in '$graphs')" >&2
    exit 1
fi

guides=()
for file in docs/*.md; do
    guides+=("$(basename "$file" .md)")
done

# Copies a guide into a catalog: links to guides of the same product become `<doc:name-guide>` (with
# their anchor), links to guides of another product keep only their text, and `swift no-run` and
# `swift continued` fences become plain `swift` ones.
convert_guide() {
    local guide=$1 product=$2 target=$3
    local script=() other
    for other in "${guides[@]}"; do
        if [ "$(product_of "$other")" = "$product" ]; then
            script+=(-e "s/\[[^]]*\](${other}\.md\(#[^)]*\)\{0,1\})/<doc:${other}-guide\1>/g")
        else
            script+=(-e "s/\[\([^]]*\)\](${other}\.md[^)]*)/\1/g")
        fi
    done
    script+=(-e 's/^\([[:space:]]*[`~]\{3,\}swift\)[[:space:]][[:space:]]*\(no-run\|continued\)[[:space:]]*$/\1/')
    # Pictures are copied into the catalog, where DocC names them by file name alone.
    script+=(-e 's/](images\//](/g')
    sed "${script[@]}" "docs/$guide.md" >"$target"
}

mkdir -p "$output"
for product in "${products[@]}"; do
    catalog="$work/$product.docc"
    cp -R "Sources/$product/$product.docc" "$catalog"
    mkdir -p "$catalog/Articles" "$catalog/Resources"
    # The guides' pictures (docs/images): DocC finds a resource by its file name in the catalog.
    cp docs/images/* "$catalog/Resources/"
    for guide in "${guides[@]}"; do
        if [ "$(product_of "$guide")" = "$product" ]; then
            convert_guide "$guide" "$product" "$catalog/Articles/$guide-guide.md"
        fi
    done

    symbols="$work/$product.symbols"
    mkdir -p "$symbols"
    cp "$graphs/$product.symbols.json" "$symbols/"
    for extension in "$graphs/$product@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$symbols/"
    done

    rm -rf "${output:?}/$product.doccarchive"
    echo "docc: $product"
    docc convert "$catalog" \
        --additional-symbol-graph-dir "$symbols" \
        --fallback-display-name "$product" \
        --fallback-bundle-identifier "$product" \
        --warnings-as-errors \
        --output-path "$output/$product.doccarchive"
done
echo "Documentation archives in $output"
