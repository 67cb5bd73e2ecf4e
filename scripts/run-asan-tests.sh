#!/usr/bin/env bash
# Builds the asan preset (Debug, AddressSanitizer + UBSan) and runs the model,
# widget, integration, Redfish bridge, client, simulator and monitoring tests under it. Builds only those tests' targets
# (and what they link): no benchmarks, fuzzers, console or installer.
#   scripts/run-asan-tests.sh [extra ctest arguments]
# Expects the packages of scripts/setup-deps.sh (run-tests.sh installs them).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"   # rackops_phase

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$ROOT/build/asan"
# rackops_add_test labels each test with its folder. Left out: the crash tests (they kill the
# backend on purpose), the app tests and the installer tests (the whole console and its package).
LABELS='^(models|widgets|integration|redfish|client|simulator|monitoring)$'

export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
rackops_phase "configure (asan)" cmake --preset asan -S "$ROOT" >/dev/null
cd "$BUILD"
# The programs those tests run, and nothing else: rackops_add_test links the
# tests of a folder into one program, rackops_tests_<folder>, and labels each
# test with its folder.
mapfile -t targets < <(ctest --print-labels | sed -n 's/^ *//p' | grep -E "$LABELS" | sed 's/^/rackops_tests_/')
if [ "${#targets[@]}" -eq 0 ]; then
    echo "run-asan-tests: no tests labelled $LABELS" >&2
    exit 2
fi
echo "run-asan-tests: building ${targets[*]} for $(ctest -N -L "$LABELS" | sed -n 's/^Total Tests: //p') tests"
rackops_phase "build (asan)" cmake --build "$BUILD" -j"${JOBS:-$(nproc)}" --target "${targets[@]}"

# Any address or undefined-behaviour error aborts the test with a stack trace.
# Leaks are off so CI does not depend on ptrace, which LeakSanitizer needs and
# containers may deny; these tests were leak-free when last checked with
#   ASAN_OPTIONS=detect_leaks=1 scripts/run-asan-tests.sh   (later options win)
# No suppressions: nothing in the system libraries was reported.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
rackops_phase "tests (asan)" ctest -L "$LABELS" --output-on-failure -j"${JOBS:-$(nproc)}" "$@"
