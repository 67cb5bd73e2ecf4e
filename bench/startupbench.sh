#!/usr/bin/env bash
# Start-up: from process start to the first painted fleet frame, the console
# and its demo backend (rackops-sim, started by the console) included, for several fleet sizes.
#   bench/startupbench.sh BUILD_DIR [RACKS...] ; --quick runs 1,000 racks once
set -euo pipefail
build="$1"; shift
runs=5
sizes=("$@")
if [ "${sizes[0]:-}" = "--quick" ]; then runs=1; sizes=(1000); fi
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 10000 50000)
console="$build/app/rackops-console"
json="{"
for racks in "${sizes[@]}"; do
    times=()
    for _ in $(seq "$runs"); do
        # The clock stops when the console says its first frame is painted, not when
        # the process has exited: tearing down a 50,000-rack demo takes seconds.
        start=$(date +%s%N)
        end=""
        while IFS= read -r line; do
            case "$line" in "first fleet frame after "*) end=$(date +%s%N); break ;; esac
        done < <(QT_QPA_PLATFORM=offscreen "$console" --demo-racks "$racks" --report-startup 2>/dev/null)
        wait "$!" 2>/dev/null || true   # let it exit before the next run starts
        [ -n "$end" ] || { echo "no first frame for $racks racks"; exit 1; }
        times+=("$(( (end - start) / 1000000 ))")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (${#times[@]} + 1) / 2 ))p")
    printf '  %6d racks: first fleet frame %5d ms after exec (median of %d; targets: <= 1500 ms at 50,000, <= 3000 ms at 100,000)\n' \
        "$racks" "$median" "$runs"
    json+="\"$racks\":$median,"
done
echo "JSON ${json%,}}"
