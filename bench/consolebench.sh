#!/usr/bin/env bash
# The real console as the benchmark: rackops-sim in its own process (time scale 60), the console
# connected to it under Xvfb with the fleet board shown, every rack's cooling at 1 Hz, and the
# console's own --report-latency (a 10 ms timer's lateness from the first fleet frame on).
#   bench/consolebench.sh BUILD_DIR RACKS [SECONDS=95] [RUNS=3] [VIEW]
# VIEW is passed to --view: "rack:ID" has a rack open in the dock beside the board, as an operator
# looking at one rack has (its alerts, gate and cooling follow the streams too).
# Prints one line per run (p50, p99, max, ticks over 16 ms, console RSS at the end, load before)
# with the kinds of events that held the GUI thread longest, and the min/median/max of p99 and max
# over the runs.
set -euo pipefail
build="$1"
racks="$2"
seconds="${3:-95}"
runs="${4:-3}"
view="${5:-fleet}"
source "$(dirname "$0")/consolerig.sh"

p99s=()
maxes=()
for run in $(seq "$runs"); do
    load=$(cut -d' ' -f1 /proc/loadavg)
    start_sim "$racks"
    report="$work/latency-$run.json"
    start_console --report-latency "$report" --view "$view"
    sleep "$seconds"
    rss=$(rss_mib "$consolepid")
    stop_both
    [ -s "$report" ] || { echo "no latency report:"; cat "$work/console.log"; exit 1; }
    read -r p50 p99 max at over < <(python3 -c 'import json,sys; r=json.load(open(sys.argv[1]));
print(r["p50_ms"], r["p99_ms"], r["max_ms"], "%.1f" % r.get("max_at_s", -1), r["over_16_ms"])' "$report")
    printf '%6d racks, run %d: p50 %s ms, p99 %s ms, max %s ms (%s s in), %s ticks over 16 ms, console RSS %s MiB (load before %s)\n' \
        "$racks" "$run" "$p50" "$p99" "$max" "$at" "$over" "$rss" "$load"
    # What held the GUI thread: the kinds of events that took 8 ms and more, the costliest first.
    python3 -c 'import json,sys
for e in json.load(open(sys.argv[1])).get("slow_events", [])[:6]:
    where = e["receiver"] + (" in " + e["parent"] if e["parent"] else "")
    print("      %-60s %-18s %5d x, %8.1f ms, max %6.1f ms" % (where, e["event"], e["count"], e["total_ms"], e["max_ms"]))' "$report"
    p99s+=("$p99")
    maxes+=("$max")
done
spread() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { printf "%s/%s/%s", v[1], v[int((NR + 1) / 2)], v[NR] }'; }
echo "$racks racks, $runs runs of $seconds s: p99 $(spread "${p99s[@]}") ms, max $(spread "${maxes[@]}") ms (min/median/max)"
