#!/usr/bin/env bash
# Where a running process spends its CPU, thread by thread: perf samples PID for SECONDS, then
# prints each busy thread's share of the samples and its hottest functions (self time). Use it
# beside bench/consolebench.sh or bench/memorybench.sh on the console or on rackops-sim: the
# console's reader threads and its GUI thread compete for the same two cores.
#   bench/threadprofile.sh PID [SECONDS=20] [TOP=10]
# Needs perf (Debian: linux-perf). Keeps the recording in $TMPDIR (or /tmp) as threadprofile-PID.data.
set -euo pipefail
pid="$1"
seconds="${2:-20}"
top="${3:-10}"
data="${TMPDIR:-/tmp}/threadprofile-$pid.data"
command -v perf >/dev/null || { echo "perf is not installed (apt-get install linux-perf)" >&2; exit 1; }
perf record -q -F 299 -p "$pid" -o "$data" -- sleep "$seconds" >/dev/null 2>&1
total=$(perf script -i "$data" -F tid 2>/dev/null | wc -l)
echo "$total samples in $seconds s at 299 Hz: $(awk -v n="$total" -v s="$seconds" 'BEGIN { printf "%.2f", n / s / 299 }') cores"
perf script -i "$data" -F tid 2>/dev/null | sort | uniq -c | sort -nr | while read -r count tid; do
    share=$(awk -v c="$count" -v n="$total" 'BEGIN { printf "%.1f", 100 * c / n }')
    awk -v c="$count" -v n="$total" 'BEGIN { exit !(100 * c / n >= 3) }' || break # threads under 3 % left out
    name=$(cat "/proc/$pid/task/$tid/comm" 2>/dev/null || echo "ended")
    echo
    echo "thread $tid ($name): $share % of the samples"
    perf report -i "$data" --no-children --tid "$tid" --sort sym -g none 2>/dev/null |
        awk '/%/ && !/^#/' | head -n "$top"
done
