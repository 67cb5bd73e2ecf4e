#!/usr/bin/env bash
# Makes the user guide's screenshots with the console's own screenshot mode,
# in English and German, from the embedded demo fleet (the same seed gives
# the same racks):
#   scripts/make-screenshots.sh [BUILD_DIR]      (default build/dev)
# Writes docs/screenshots/<lang>/<view>.png.
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
