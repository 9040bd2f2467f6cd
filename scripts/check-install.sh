#!/usr/bin/env bash
# Follows the README's Installation section as a new user would, and fails if it does not work:
# makes a package from the README's manifest (`### Package.swift`) and quick start
# (`### Quick start`, as `Sources/MailApp/main.swift`), with the manifest's URL pointed at a
# copy of this working tree committed and tagged 0.2.0 in a folder named `SplitNavigation`,
# then builds it and runs it.
#
#   scripts/check-install.sh [work directory]     (default: a new temporary directory)
#
# The dependency is a `file://` URL, so it resolves as a published release does: by version
# tag, with the package identity taken from the URL's last path component. No network is used.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

work=${1:-}
if [ -z "$work" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
mkdir -p "$work"

# The first fenced block after a README heading, without its fences.
block_after() {
    awk -v heading="$1" '
        $0 == heading { found = 1; next }
        found && !open && /^```/ { open = 1; next }
        found && open && /^```/ { exit }
        found && open { print }
    ' README.md
}

manifest=$(block_after "### Package.swift")
quick_start=$(block_after "### Quick start")
url=https://github.com/splitnavigation/SplitNavigation.git
if ! grep -qF ".package(url: \"$url\", from: \"0.2.0\")" <<<"$manifest"; then
    echo "check-install: the README's manifest has no .package(url: \"$url\", from: \"0.2.0\")" >&2
    exit 1
fi
if [ -z "$quick_start" ]; then
    echo "check-install: the README has no Swift block after '### Quick start'" >&2
    exit 1
fi

# The library: the working tree's files (tracked, and new ones not ignored), committed and tagged.
library="$work/SplitNavigation"
rm -rf "$library"
mkdir -p "$library"
git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
    tar --null -T - -cf - | tar -xf - -C "$library"
(
    cd "$library"
    git init -q
    git add -A
    git -c user.name=check-install -c user.email=check-install@splitnavigation.invalid commit -q -m "The library as checked"
    git tag 0.2.0
)

# The app: the README's manifest with the URL pointing at the copy, and the quick start.
app="$work/MailApp"
rm -rf "$app"
mkdir -p "$app/Sources/MailApp" "$app/Tests/MailAppTests"
printf '%s\n' "${manifest//$url/file://$library}" >"$app/Package.swift"
printf '%s\n' "$quick_start" >"$app/Sources/MailApp/main.swift"
# The manifest's test target needs a source file; the check builds the app, not its tests.
printf 'import SplitNavigationTesting\n' >"$app/Tests/MailAppTests/MailAppTests.swift"

cd "$app"
build_log="$work/build.log"
if ! swift build --product MailApp >"$build_log" 2>&1; then
    cat "$build_log" >&2
    echo "check-install: the README's package did not build" >&2
    exit 1
fi
tail -n 1 "$build_log"
output=$(swift run --skip-build MailApp)
printf '%s\n' "$output"

# The README says what it prints.
expected=$(grep -oE '^`swift run MailApp` prints `[^`]*`' "$root/README.md" | sed -E 's/^`swift run MailApp` prints `(.*)`$/\1/')
if [ "$output" != "$expected" ]; then
    echo "check-install: the quick start printed the above; the README says it prints: $expected" >&2
    exit 1
fi
# The bridge is a product a dependent package runs.
bridge=$(printf '%s\n' '{"event":"start","primary":["Mailboxes"]}' | swift run splitnav 2>"$work/splitnav.log") || {
    cat "$work/splitnav.log" >&2
    echo "check-install: swift run splitnav failed in the README's package" >&2
    exit 1
}
if [[ "$bridge" != *'"ok":true'* ]]; then
    echo "check-install: swift run splitnav answered: $bridge" >&2
    exit 1
fi
echo "check-install: the README's package resolved SplitNavigation 0.2.0 by URL, built and ran, and ran splitnav"
