#!/usr/bin/env bash
# The console's memory over a long run: rackops-sim in its own process (time scale 60), the console
# connected to it under Xvfb with every rack's cooling at 1 Hz, and the console's RSS sampled every
# INTERVAL seconds. Prints the samples, the peak, and the growth over the last half of the run
# (a least-squares slope in MiB per 10 minutes), which is what says whether memory is flat.
# The simulator's operators work the fleet (--simulated-operators), so its data holds steady and the
# slope is the console's: left alone, two simulated days at 60x pile up tens of thousands of alerts.
# With STEADY=0 in the environment they stay away, as in the runs before 7 December.
#   bench/memorybench.sh BUILD_DIR RACKS [SECONDS=3600] [INTERVAL=60]
set -euo pipefail
build="$1"
racks="$2"
seconds="${3:-3600}"
interval="${4:-60}"
source "$(dirname "$0")/consolerig.sh"

# The simulator's own metrics say how much data there is: alerts in its book (open, and resolved
# within a day) and racks awaiting approval.
if [ "${STEADY:-1}" = 0 ]; then
    start_sim "$racks" --metrics-listen 127.0.0.1:0
else
    start_sim "$racks" --metrics-listen 127.0.0.1:0 --simulated-operators
fi
metrics=""
for _ in $(seq 100); do # printed a few lines after "listening"
    metrics=$(sed -n 's/^ *metrics for Prometheus on //p' "$work/sim.log")
    [ -n "$metrics" ] && break
    sleep 0.1
done
[ -n "$metrics" ] || { echo "rackops-sim names no metrics address:"; cat "$work/sim.log"; exit 1; }
start_console

# Sums the samples of a metric whose labels contain every one of the patterns given.
metric_sum() {
    curl -s "$metrics" | awk -v name="$1" -v want="$2" '
        index($0, name "{") == 1 { n = split(want, w, ","); ok = 1
            for (i = 1; i <= n; i++) if (index($0, w[i]) == 0) ok = 0
            if (ok) sum += $NF }
        END { printf "%d", sum }'
}

: >"$work/samples"
for elapsed in $(seq "$interval" "$interval" "$seconds"); do
    sleep "$interval"
    kill -0 "$consolepid" 2>/dev/null || { echo "the console ended early:"; tail -20 "$work/console.log"; exit 1; }
    rss=$(rss_mib "$consolepid")
    printf '%6d s  console %4d MiB  rackops-sim %4d MiB  alerts %6s  awaiting approval %6s  load %s\n' \
        "$elapsed" "$rss" "$(rss_mib "$simpid")" "$(metric_sum rackops_alerts '')" \
        "$(metric_sum rackops_racks 'stage="awaiting_approval"')" "$(cut -d' ' -f1 /proc/loadavg)"
    echo "$elapsed $rss" >>"$work/samples"
done
stop_both
awk -v half="$((seconds / 2))" '
    { if ($2 > peak) peak = $2 }
    $1 > half { n++; sx += $1; sy += $2; sxx += $1 * $1; sxy += $1 * $2; last = $2 }
    END {
        slope = (n * sxy - sx * sy) / (n * sxx - sx * sx) * 600
        printf "%d racks, %d s: peak %d MiB, last %d MiB, last half grows %.2f MiB per 10 min\n",
            '"$racks"', '"$seconds"', peak, last, slope
    }' "$work/samples"
