#!/usr/bin/env bash
# Builds Examples/web, serves it on a free loopback port, and drives it: the browser test in
# headless Chromium (screenshots kept in SCREENSHOTS), the bad-input test, and a small load
# test. Stops the server however it ends. Usage: Tests/web/run.sh [SESSIONS EVENTS]
# BUILD_ONLY=1 only builds (and checks the package's own sources build without warnings), so
# that CI can build it in the background while other steps run.
# CONFIGURATION=release builds a release server, as the figures in docs/benchmarks.md are; the
# default is debug, whose first build of Hummingbird and SwiftNIO on 2 cores takes a fraction
# of a release build's (the debug library also re-checks its invariants after every event).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
sessions=${1:-20}
events=${2:-200}
screenshots=${SCREENSHOTS:-$root/Tests/web/screenshots}

mkdir -p "$screenshots"
rm -f "$screenshots"/*.png                  # this run's screenshots only

configuration=${CONFIGURATION:-debug}
build_log=$(mktemp)
if [ "$configuration" = debug ]; then
    build=(swift build --build-tests)       # the server and the package's unit tests
else
    build=(swift build -c "$configuration" --product split-web)
fi
if ! (cd Examples/web && "${build[@]}" >"$build_log" 2>&1); then
    tail -n 60 "$build_log" >&2
    exit 1
fi
# The package's own sources must build without warnings (its dependencies' are theirs).
if grep -E "Examples/web/(Sources|Tests)/.*(warning|error):" "$build_log"; then
    echo "split-web built with warnings (above)" >&2
    exit 1
fi
tail -n 1 "$build_log"
[ "${BUILD_ONLY:-0}" = 1 ] && exit 0
if [ "$configuration" = debug ]; then
    echo "--- the package's unit tests (sessions, protocol, links, replay)"
    test_log=$(mktemp)
    if ! (cd Examples/web && swift test --skip-build >"$test_log" 2>&1); then
        grep -vE "^(Test Case|Test Suite|.*passed after)" "$test_log" | tail -n 80 >&2
        exit 1
    fi
    grep -E "Test run with" "$test_log"
fi
binary=$(cd Examples/web && swift build -c "$configuration" --show-bin-path)/split-web
[ -x "$binary" ] || { echo "split-web did not build" >&2; exit 1; }

log=$(mktemp)
"$binary" --port 0 >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
    grep -q "serving http" "$log" && break
    kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
    sleep 0.1
done
base=$(grep -o "http://[0-9.]*:[0-9]*" "$log" | head -n 1)
[ -n "$base" ] || { echo "split-web did not say where it serves" >&2; cat "$log" >&2; exit 1; }
echo "split-web at $base (pid $server)"

status=0
echo "--- the browser test (headless Chromium)"
python3 Tests/web/browser_test.py "$base" --screenshots "$screenshots" || status=1
echo "--- bad input over the WebSocket"
python3 Tests/web/robustness_test.py "$base" --pid "$server" || status=1
echo "--- load: $sessions sessions x $events events, and the bare echo"
python3 Tests/web/load_test.py "$base" --sessions "$sessions" --events "$events" || status=1
kill -0 "$server" 2>/dev/null || { echo "split-web died" >&2; cat "$log" >&2; status=1; }
ls "$screenshots"
exit $status
