#!/usr/bin/env bash
# Builds the DEB with CPack, unpacks it into a scratch root and runs the
# installed programs from there: what a user installs is what works.
set -euo pipefail
build_dir="$1"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$build_dir"
cpack -G DEB -B "$scratch/out" >"$scratch/cpack.log" 2>&1 || { cat "$scratch/cpack.log"; exit 1; }
deb="$(ls "$scratch"/out/*.deb | head -n 1)"
echo "package: $(basename "$deb")"
dpkg-deb --field "$deb" Package Version Depends
# The run-time plugins are declared, not left to chance.
dpkg-deb --field "$deb" Depends | grep -q "qt6-qpa-plugins" || { echo "Depends lacks qt6-qpa-plugins"; exit 1; }
dpkg-deb --field "$deb" Depends | grep -q "qt6-translations-l10n" || { echo "Depends lacks qt6-translations-l10n"; exit 1; }
dpkg-deb -x "$deb" "$scratch/root"
for f in usr/bin/rackops-console usr/bin/rackops-sim usr/share/applications/io.rackops.Console.desktop \
         usr/share/icons/hicolor/scalable/apps/io.rackops.Console.svg usr/share/icons/hicolor/256x256/apps/io.rackops.Console.png \
         usr/share/icons/hicolor/48x48/apps/io.rackops.Console.png usr/share/metainfo/io.rackops.Console.metainfo.xml \
         usr/share/man/man1/rackops-console.1 usr/share/man/man1/rackops-sim.1; do
    [ -e "$scratch/root/$f" ] || { echo "missing in the package: $f"; exit 1; }
done
QT_QPA_PLATFORM=offscreen "$scratch/root/usr/bin/rackops-console" --version | grep -q "rackops-console" \
    || { echo "installed rackops-console --version failed"; exit 1; }
# Captured first: grep -q stops reading at its match, and with pipefail the writer's SIGPIPE fails the check.
sim_help=$("$scratch/root/usr/bin/rackops-sim" --help)
grep -q -- "--serve-redfish" <<<"$sim_help" || { echo "installed rackops-sim --help failed"; exit 1; }
# The demo from the package alone (issue #33.5): the installed console starts the rackops-sim
# installed beside it (its log names the program it started) and shows the fleet.
demo_out=$(QT_QPA_PLATFORM=offscreen timeout 120 "$scratch/root/usr/bin/rackops-console" --demo-racks 50 \
    --report-startup 2>"$scratch/demo.log") || { cat "$scratch/demo.log"; echo "installed demo failed"; exit 1; }
grep -q "first fleet frame after" <<<"$demo_out" || { cat "$scratch/demo.log"; echo "installed demo showed no fleet"; exit 1; }
grep -q "starting $scratch/root/usr/bin/rackops-sim " "$scratch/demo.log" \
    || { cat "$scratch/demo.log"; echo "the installed console did not start the installed rackops-sim"; exit 1; }
echo "1 passed, 0 failed"
