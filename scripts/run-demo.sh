#!/usr/bin/env bash
# Installs what is missing, builds, and starts the console on the embedded
# demo backend. Extra arguments go to rackops-console (e.g. --lang de).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
rackops_build
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "rackops: no display found; starting under xvfb-run (use --screenshot FILE to see it)" >&2
    exec xvfb-run -a "$RACKOPS_BUILD/app/rackops-console" "$@"
fi
exec "$RACKOPS_BUILD/app/rackops-console" "$@"
