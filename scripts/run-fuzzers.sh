#!/usr/bin/env bash
# Builds the fuzz preset (clang, libFuzzer, ASan + UBSan) and runs every fuzz
# target for SECONDS each (default 60), one after the other.
#   scripts/run-fuzzers.sh [SECONDS]
# Each target starts from its checked-in corpus (tests/fuzz/corpus/<target>);
# new interesting inputs go to build/fuzz/corpus/<target>, crashes to
# build/fuzz/crashes/<target>/. Fix a crash, then copy its input into
# tests/fuzz/corpus/<target>/ so the replay test keeps it fixed.
# Exits 1 if any target found a crash.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$ROOT/build/fuzz"
SECONDS_PER_TARGET="${1:-60}"
TARGETS=(fuzz_dcgm_diag fuzz_nccl_perf fuzz_fleet_convert)

if ! command -v clang++ >/dev/null 2>&1; then
    echo "run-fuzzers: clang++ is needed (apt-get install clang)" >&2
    exit 2
fi
export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
cmake --preset fuzz -S "$ROOT" >/dev/null
cmake --build "$BUILD" -j"${JOBS:-$(nproc)}" --target "${TARGETS[@]}"

failed=()
for target in "${TARGETS[@]}"; do
    corpus="$BUILD/corpus/$target"
    crashes="$BUILD/crashes/$target"
    mkdir -p "$corpus" "$crashes"
    options=(-max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 -max_len=65536
             -print_final_stats=1 -artifact_prefix="$crashes/")
    if [ -f "$ROOT/tests/fuzz/$target.dict" ]; then
        options+=(-dict="$ROOT/tests/fuzz/$target.dict")
    fi
    echo "== $target: ${SECONDS_PER_TARGET}s"
    if ! "$BUILD/tests/fuzz/$target" "${options[@]}" "$corpus" "$ROOT/tests/fuzz/corpus/$target"; then
        failed+=("$target")
    fi
done

if [ "${#failed[@]}" -gt 0 ]; then
    echo "run-fuzzers: crashes in ${failed[*]}; inputs in $BUILD/crashes/" >&2
    exit 1
fi
echo "run-fuzzers: no crashes in ${TARGETS[*]}"
