#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test through CTest.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
rackops_build
cd "$RACKOPS_BUILD"
rackops_phase "tests ($RACKOPS_PRESET)" ctest --output-on-failure -j"$(nproc)" "$@"
