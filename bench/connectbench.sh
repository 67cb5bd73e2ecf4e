#!/usr/bin/env bash
# Start-up against a running backend (#39.4: <= 1 s at 100,000 racks): rackops-sim serves RACKS racks
# on a unix socket (time scale 60), then the console is started STARTS times with --connect and
# --report-startup, offscreen. Prints each start's time from exec to the first painted fleet frame
# and where it went (window shown, the snapshot's first and last pieces handed on by the reader, the
# snapshot applied; ms since the console's main()) and when the first cooling readings followed,
# then the min/median/max.
#   bench/connectbench.sh BUILD_DIR [RACKS=100000] [STARTS=5]
set -euo pipefail
build="$1"
racks="${2:-100000}"
starts="${3:-5}"
work=$(mktemp -d)
socket="$work/sim.sock"
"$build/simulator/rackops-sim" --racks "$racks" --time-scale 60 --listen "unix:$socket" >"$work/sim.log" 2>&1 &
sim=$!
trap 'kill "$sim" 2>/dev/null || true; wait "$sim" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 600); do
    grep -q "listening" "$work/sim.log" && break
    sleep 0.1
done
grep -q "listening" "$work/sim.log" || { echo "rackops-sim did not start:"; cat "$work/sim.log"; exit 1; }
sleep 5 # past the backend's own start-up burst
times=()
for run in $(seq "$starts"); do
    start=$(date +%s%N)
    end=""
    report=""
    cooling="not in 10 s"
    while IFS= read -r line; do
        case "$line" in
        "first fleet frame after "*) end=$(date +%s%N); report="$line" ;;
        "first cooling readings after "*) cooling="${line#first cooling readings after }" ;;
        esac
    done < <(QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" timeout 120 "$build/app/rackops-console" \
        --connect "unix:$socket" --user anna --report-startup 2>/dev/null)
    wait "$!" 2>/dev/null || true
    [ -n "$end" ] || { echo "start $run: no first frame"; exit 1; }
    times+=("$(( (end - start) / 1000000 ))")
    printf '  start %d: %5d ms after exec; %s; cooling readings %s\n' "$run" "${times[-1]}" \
        "${report#first fleet frame after }" "$cooling"
    sleep 1
done
spread=$(printf '%s\n' "${times[@]}" | sort -n | awk '{ v[NR] = $1 } END { printf "%s/%s/%s", v[1], v[int((NR + 1) / 2)], v[NR] }')
printf '%d racks, --connect: first fleet frame %s ms after exec (min/median/max of %d; target <= 1000 ms at 100,000)\n' \
    "$racks" "$spread" "$starts"
