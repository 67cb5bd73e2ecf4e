#!/usr/bin/env bash
# Installs the Debian 12 packages RackOps needs to build, test and run.
# Idempotent: installs only what is missing. Must run as root (or via sudo).
set -euo pipefail

PACKAGES=(
  cmake ninja-build ccache g++ pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-httpserver-dev qt6-websockets-dev libqt6sql6-sqlite qt6-svg-dev libqt6svg6 libqt6opengl6-dev qt6-qpa-plugins
  qt6-translations-l10n
  libgrpc++-dev libprotobuf-dev protobuf-compiler protobuf-compiler-grpc libssl-dev
  xvfb xauth imagemagick fonts-dejavu-core dpkg-dev file python3 python3-grpcio openssl tzdata poppler-utils
  prometheus prometheus-alertmanager clang-format
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
echo "setup-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
