#!/usr/bin/env bash
# Builds the tsan preset (ThreadSanitizer) and runs the tests of the threaded code under it: the
# backend's watchers, change feed, journal and ticker (simulator), the client's streams and
# reconnects (client), the Redfish, Alertmanager and Prometheus bridges (redfish, monitoring).
#   scripts/run-tsan-tests.sh [extra ctest arguments]
# Expects the packages of scripts/setup-deps.sh (run-tests.sh installs them).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/sanitizer-tests.sh"

LABELS='^(simulator|client|redfish|monitoring)$'

# A race aborts the test with both stacks. Qt, gRPC, Abseil and protobuf's library are not built with
# ThreadSanitizer and synchronise over futexes it cannot see: ignore_noninstrumented_modules keeps
# their own memory accesses (a socket read into a gRPC slice, a free inside Qt) out of the reports,
# which otherwise flood every gRPC test with thousands of false races; the races between our own
# threads on our own data, which is what this run is for, are all still seen. die_after_fork=0: the
# tests that start a backend with QProcess fork from a process that has threads (the child execs at
# once). The suppressions name only code that is not ours, each with the reason (scripts/tsan.supp).
export TSAN_OPTIONS="ignore_noninstrumented_modules=1:die_after_fork=0:halt_on_error=1:abort_on_error=1:second_deadlock_stack=1:suppressions=$RACKOPS_ROOT/scripts/tsan.supp${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
rackops_sanitizer_tests tsan "$LABELS" "$@"
