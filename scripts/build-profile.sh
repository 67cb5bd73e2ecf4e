#!/usr/bin/env bash
# Where a build's time went, from the .ninja_log of a build directory:
#   scripts/build-profile.sh [BUILD_DIR] [TOP]      (default build/dev, 20)
# Prints the summed step seconds, the TOP slowest steps, and the shares of
# tests (tests/), moc (mocs_compilation, moc_*, autogen), generated protobuf
# (*.pb.cc), precompiled headers (cmake_pch) and links. Each output counts
# once, with its newest entry, so the figures are those of the last build of
# every step: run it after a cold build of a fresh directory for whole-build
# figures. Step times are wall time per step; with -j2 on an idle machine
# their sum is close to the compiler's CPU time (measure that with
# /usr/bin/time around `cmake --build`, see docs/PERFORMANCE.md).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${1:-$ROOT/build/dev}"
TOP="${2:-20}"
LOG="$BUILD/.ninja_log"
if [ ! -f "$LOG" ]; then
    echo "build-profile: no $LOG (build first)" >&2
    exit 2
fi

python3 - "$LOG" "$TOP" <<'EOF'
import re, sys

log, top = sys.argv[1], int(sys.argv[2])
steps = {}
with open(log, encoding="utf-8", errors="replace") as f:
    for line in f:
        if line.startswith("#"):
            continue
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 5:
            continue
        start, end, _, output, cmdhash = parts[:5]
        # One command with several outputs (protoc, autogen) is logged once per
        # output with the same times: count the command once.
        steps[output] = (int(end) - int(start), cmdhash, int(start), int(end))

seen = set()
rows = []
for output, (ms, cmdhash, start, end) in steps.items():
    key = (cmdhash, start, end)
    if key in seen:
        continue
    seen.add(key)
    rows.append((ms / 1000.0, output))

def category(output):
    if "cmake_pch" in output:
        return "precompiled headers"
    if re.search(r"(mocs_compilation|/moc_[^/]*|_autogen/)", output) or output.endswith("_autogen"):
        return "moc"
    if re.search(r"\.pb\.(cc|cpp)\.o$", output):
        return "generated protobuf"
    if not output.endswith(".o"):
        return "link and other"
    return "compile"

total = sum(s for s, _ in rows)
span = (max(e for _, _, _, e in steps.values()) - min(s for _, _, s, _ in steps.values())) / 1000.0 if steps else 0
print(f"steps: {len(rows)}   summed step time: {total:,.0f} s   first start to last end: {span/60:.1f} min")
print()
print(f"slowest {top}:")
for s, out in sorted(rows, reverse=True)[:top]:
    print(f"  {s:7.1f} s  {out}")
print()

def share(label, pred):
    part = [s for s, o in rows if pred(o)]
    pct = 100.0 * sum(part) / total if total else 0
    print(f"  {label:<28} {sum(part):8.0f} s  {pct:5.1f} %   ({len(part)} steps)")

print("shares of the summed step time:")
share("tests (tests/)", lambda o: o.startswith("tests/"))
for cat in ("compile", "moc", "generated protobuf", "precompiled headers", "link and other"):
    share(cat, lambda o, cat=cat: category(o) == cat)
print()
print("by folder:")
folders = {}
for s, o in rows:
    folders.setdefault(o.split("/")[0] if "/" in o else "(top)", []).append(s)
for name, secs in sorted(folders.items(), key=lambda kv: -sum(kv[1])):
    print(f"  {name:<20} {sum(secs):8.0f} s  {100.0*sum(secs)/total:5.1f} %   ({len(secs)} steps)")
EOF
