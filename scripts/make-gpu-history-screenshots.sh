#!/usr/bin/env bash
# Makes the screenshots of the rack dock's GPU history (README, "The GPUs' own
# figures from Prometheus") at 1366x768, in English and German:
#   scripts/make-gpu-history-screenshots.sh [BUILD_DIR]      (default build/dev)
# Six hours of DCGM exporter figures for the four GPUs of one compute tray are
# backfilled into a throw-away Prometheus (promtool tsdb create-blocks-from
# openmetrics): the exporter down for 15 minutes (a gap), the memory
# temperature published as NaN for 5 minutes (a gap in that line only), no
# XID. rackops-sim reads that Prometheus (--prometheus), and the console shows
# --view gpus:RACK, whose history chart opens on the tray's hottest GPU.
# Writes docs/screenshots/<lang>/gpu-history-1366x768.png.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ROOT/build/dev}"
RACK="FRA1-H1-R01-11"
HOST="$(echo "$RACK" | tr 'A-Z' 'a-z')-ct03"   # named as the racks' trays are: no host map needed
WORK="$(mktemp -d)"
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# The exporter's figures, one sample every 30 s until a minute ago (OpenMetrics, times in seconds).
python3 - "$HOST" >"$WORK/dcgm.om" <<'PY'
import math, sys, time
host = sys.argv[1]
now = int(time.time()) // 30 * 30 - 60
times = range(now - 6 * 3600, now + 1, 30)
down = (now - 40 * 60, now - 25 * 60)                   # the exporter was not scraped
memory_nan = (now - 14 * 60, now - 9 * 60)              # the HBM sensor read NaN
def load(t, g):
    return 0.5 + 0.35 * math.sin((t + g * 900) / 2400.0) + (0.15 if (t // 1800) % 3 == 0 else 0)
families = [
    ("DCGM_FI_DEV_GPU_TEMP", "GPU temperature (in C).", lambda t, g: 48 + 28 * load(t, g) + (6 if g == 2 else 0)),
    ("DCGM_FI_DEV_MEMORY_TEMP", "Memory temperature (in C).", lambda t, g: float("nan") if memory_nan[0] <= t < memory_nan[1] else 56 + 22 * load(t, g)),
    ("DCGM_FI_DEV_POWER_USAGE", "Power draw (in W).", lambda t, g: 180 + 820 * load(t, g)),
]
for name, help_text, value in families:
    print(f"# HELP {name} {help_text}")
    print(f"# TYPE {name} gauge")
    for g in range(4):
        labels = f'gpu="{g}",UUID="GPU-3f1c9a7e-00{g}",device="nvidia{g}",modelName="NVIDIA GB200",Hostname="{host}"'
        for t in times:
            if down[0] <= t < down[1]:
                continue
            v = value(t, g)
            print(f"{name}{{{labels}}} {'NaN' if math.isnan(v) else f'{v:.1f}'} {t}")
print("# EOF")
PY
mkdir -p "$WORK/data"
promtool tsdb create-blocks-from openmetrics "$WORK/dcgm.om" "$WORK/data" >/dev/null

PROM_PORT="$(free_port)"
printf 'global:\n  scrape_interval: 15s\n' >"$WORK/prometheus.yml"
prometheus --config.file="$WORK/prometheus.yml" --storage.tsdb.path="$WORK/data" \
    --storage.tsdb.retention.time=30d --web.listen-address="127.0.0.1:$PROM_PORT" --log.level=warn \
    >"$WORK/prometheus.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$PROM_PORT/-/ready" >/dev/null 2>&1 && break
    sleep 0.2
done

SIM_PORT="$(free_port)"
"$BUILD/simulator/rackops-sim" --listen "127.0.0.1:$SIM_PORT" --state-dir "$WORK/sim" \
    --prometheus "http://127.0.0.1:$PROM_PORT" --prometheus-interval 5 >"$WORK/sim.log" 2>&1 &
pids+=($!)
for _ in $(seq 150); do
    grep -q "listening\|Listening\|serving\|Serving" "$WORK/sim.log" 2>/dev/null && break
    sleep 0.2
done
sleep 2   # the bridge's first read of Prometheus

laptop_screen="$WORK/laptop.json"
cat >"$laptop_screen" <<'JSON'
{"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
JSON
for lang in en de; do
    mkdir -p "$ROOT/docs/screenshots/$lang"
    shot="$ROOT/docs/screenshots/$lang/gpu-history-1366x768.png"
    QT_QPA_PLATFORM="offscreen:configfile=$laptop_screen" "$BUILD/app/rackops-console" \
        --connect "127.0.0.1:$SIM_PORT" --lang "$lang" --view "gpus:$RACK" --screenshot "$shot" >/dev/null 2>&1 \
        || { echo "make-gpu-history-screenshots: $lang failed; rackops-sim said:" >&2; cat "$WORK/sim.log" >&2; exit 1; }
    echo "docs/screenshots/$lang/gpu-history-1366x768.png"
done
