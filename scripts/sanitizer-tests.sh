# Shared by run-asan-tests.sh and run-tsan-tests.sh: builds one sanitizer preset's test programs for
# the test folders matched by a label expression, and runs those tests. Sourced, not run.
#   rackops_sanitizer_tests PRESET LABELS [extra ctest arguments]
# Builds only what those tests run (rackops_add_test links a folder's tests into one program,
# rackops_tests_<folder>, and labels each test with its folder): no benchmarks, fuzzers or console.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"   # rackops_phase

rackops_sanitizer_tests() {
    local preset="$1" labels="$2"
    shift 2
    local build="$RACKOPS_ROOT/build/$preset"
    export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
    rackops_phase "configure ($preset)" cmake --preset "$preset" -S "$RACKOPS_ROOT" >/dev/null
    local targets
    mapfile -t targets < <(cd "$build" && ctest --print-labels | sed -n 's/^ *//p' | grep -E "$labels" | sed 's/^/rackops_tests_/')
    if [ "${#targets[@]}" -eq 0 ]; then
        echo "rackops_sanitizer_tests: no tests labelled $labels" >&2
        return 2
    fi
    echo "$preset: building ${targets[*]} for $(cd "$build" && ctest -N -L "$labels" | sed -n 's/^Total Tests: //p') tests"
    rackops_phase "build ($preset)" cmake --build "$build" -j"${JOBS:-$(nproc)}" --target "${targets[@]}"
    (cd "$build" && rackops_phase "tests ($preset)" ctest -L "$labels" --output-on-failure -j"${JOBS:-$(nproc)}" "$@")
}
