#!/usr/bin/env bash
# Makes the user guide's screenshots with the console's own screenshot mode,
# in English and German, from the embedded demo fleet (the same seed gives
# the same racks):
#   scripts/make-screenshots.sh [BUILD_DIR]      (default build/dev)
# Writes docs/screenshots/<lang>/<view>.png, and the fleet and the alerts as
# they open on a 1366x768 laptop screen: docs/screenshots/<lang>/{fleet,alerts}-1366x768.png.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ROOT/build/dev}"
CONSOLE="$BUILD/app/rackops-console"
# Racks of the demo fleet that show each view at its most telling: one whose
# validation found a bad GPU, one in remediation, one waiting for approval.
BAD_GPU_RACK="FRA1-H1-R07-08"
REMEDIATION_RACK="FRA1-H1-R01-11"
AWAITING_RACK="PHX1-H1-R04-03"
views=(
    "fleet:fleet"
    "rack:rack:$REMEDIATION_RACK"
    "cooling:cooling:$REMEDIATION_RACK"
    "thermal:thermal"
    "validation:validation:$BAD_GPU_RACK"
    "approve:approve:$AWAITING_RACK"
    "approvals:approvals"
    "audit:audit"
    "replication:replication"
    "alerts:alerts"
    "handover:handover"
    "clusters:clusters"
)
for lang in en de; do
    mkdir -p "$ROOT/docs/screenshots/$lang"
    for entry in "${views[@]}"; do
        name="${entry%%:*}"
        view="${entry#*:}"
        QT_QPA_PLATFORM=offscreen "$CONSOLE" --lang "$lang" --view "$view" \
            --screenshot "$ROOT/docs/screenshots/$lang/$name.png" >/dev/null 2>&1 \
            || { echo "make-screenshots: $lang $view failed" >&2; exit 1; }
        echo "docs/screenshots/$lang/$name.png"
    done
done

# The offscreen platform takes its screen from a JSON file (Qt 6.4: configfile=).
laptop_screen="$(mktemp --suffix=.json)"
trap 'rm -f "$laptop_screen"' EXIT
cat >"$laptop_screen" <<'JSON'
{"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
JSON
# The fleet board in "Needs action" order and the alerts grouped as incidents, as a laptop shows them.
for lang in en de; do
    for view in fleet alerts; do
        shot="$ROOT/docs/screenshots/$lang/$view-1366x768.png"
        QT_QPA_PLATFORM="offscreen:configfile=$laptop_screen" "$CONSOLE" --lang "$lang" --view "$view" \
            --screenshot "$shot" >/dev/null 2>&1 \
            || { echo "make-screenshots: $lang $view at 1366x768 failed" >&2; exit 1; }
        echo "docs/screenshots/$lang/$view-1366x768.png"
    done
done
