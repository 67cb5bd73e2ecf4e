#!/usr/bin/env bash
# The console's memory over a long run: rackops-sim in its own process (time scale 60), the console
# connected to it under Xvfb with every rack's cooling at 1 Hz, and the console's RSS sampled every
# INTERVAL seconds. Prints the samples, the peak, and the growth over the last half of the run
# (a least-squares slope in MiB per 10 minutes), which is what says whether memory is flat.
#   bench/memorybench.sh BUILD_DIR RACKS [SECONDS=3600] [INTERVAL=60]
set -euo pipefail
build="$1"
racks="$2"
seconds="${3:-3600}"
interval="${4:-60}"
source "$(dirname "$0")/consolerig.sh"

start_sim "$racks"
start_console

: >"$work/samples"
for elapsed in $(seq "$interval" "$interval" "$seconds"); do
    sleep "$interval"
    kill -0 "$consolepid" 2>/dev/null || { echo "the console ended early:"; tail -20 "$work/console.log"; exit 1; }
    rss=$(rss_mib "$consolepid")
    printf '%6d s  console %4d MiB  rackops-sim %4d MiB  load %s\n' "$elapsed" "$rss" "$(rss_mib "$simpid")" \
        "$(cut -d' ' -f1 /proc/loadavg)"
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
