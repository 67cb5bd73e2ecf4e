# Shared by the README commands: install what is missing, configure and build.
# Sourced, not run.
set -euo pipefail

RACKOPS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RACKOPS_PRESET="${RACKOPS_PRESET:-dev}"
RACKOPS_BUILD="$RACKOPS_ROOT/build/$RACKOPS_PRESET"

rackops_build() {
    if [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null 2>&1; then
        bash "$RACKOPS_ROOT/scripts/setup-deps.sh"
    else
        echo "rackops: not root and no sudo; assuming the packages of scripts/setup-deps.sh are installed" >&2
    fi
    export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
    cmake --preset "$RACKOPS_PRESET" -S "$RACKOPS_ROOT" >/dev/null
    cmake --build "$RACKOPS_BUILD" -j"$(nproc)"
}
