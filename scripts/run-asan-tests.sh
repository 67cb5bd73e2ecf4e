#!/usr/bin/env bash
# Builds the asan preset (Debug, AddressSanitizer + UBSan) and runs the model,
# widget, integration, Redfish bridge, client, simulator and monitoring tests under it.
#   scripts/run-asan-tests.sh [extra ctest arguments]
# Expects the packages of scripts/setup-deps.sh (run-tests.sh installs them).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/sanitizer-tests.sh"

# Left out: the crash tests (they kill the backend on purpose), the app tests and the installer
# tests (the whole console and its package).
LABELS='^(models|widgets|integration|redfish|client|simulator|monitoring)$'

# Any address or undefined-behaviour error aborts the test with a stack trace.
# Leaks are off so CI does not depend on ptrace, which LeakSanitizer needs and
# containers may deny; these tests were leak-free when last checked with
#   ASAN_OPTIONS=detect_leaks=1 scripts/run-asan-tests.sh   (later options win)
# No suppressions: nothing in the system libraries was reported.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
rackops_sanitizer_tests asan "$LABELS" "$@"
