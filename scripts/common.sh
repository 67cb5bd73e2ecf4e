# Shared by the README commands: install what is missing, configure and build.
# Sourced, not run.
set -euo pipefail

RACKOPS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RACKOPS_PRESET="${RACKOPS_PRESET:-dev}"
RACKOPS_BUILD="$RACKOPS_ROOT/build/$RACKOPS_PRESET"

# rackops_phase NAME COMMAND...: runs COMMAND and says how long it took
# (wall, and the CPU seconds of everything it ran), so a slow step shows up
# in CI logs; the line starts with "phase" for grep.
rackops_phase() {
    local name="$1"; shift
    local start=$SECONDS rc=0 before after
    local file
    file=$(mktemp)
    times > "$file"
    before=$(awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
    "$@" || rc=$?
    times > "$file"
    after=$(awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
    rm -f "$file"
    echo "phase $name: $((SECONDS - start)) s wall, $(awk -v a="$before" -v b="$after" 'BEGIN { printf "%.0f", b - a }') CPU s (user+sys of its processes), exit $rc" >&2
    return $rc
}

rackops_build() {
    if [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null 2>&1; then
        rackops_phase packages bash "$RACKOPS_ROOT/scripts/setup-deps.sh"
    else
        echo "rackops: not root and no sudo; assuming the packages of scripts/setup-deps.sh are installed" >&2
    fi
    export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
    rackops_phase "configure ($RACKOPS_PRESET)" cmake --preset "$RACKOPS_PRESET" -S "$RACKOPS_ROOT" >/dev/null
    rackops_phase "build ($RACKOPS_PRESET)" cmake --build "$RACKOPS_BUILD" -j"$(nproc)"
}
