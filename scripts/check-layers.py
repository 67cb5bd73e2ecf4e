#!/usr/bin/env python3
"""The backend's rooms and the one direction of their arrows (docs/ARCHITECTURE.md).

Reads every #include in simulator/ and fails, naming file and line, when a room
includes one it may not (a back-arrow or a circle), or when domain code takes
a gRPC header (the transport lives in api/ and server/ only).
Usage: check-layers.py [SIMULATOR_DIR]
"""
import os
import re
import sys

# Who may include whom. Everything may include itself and the phrase book.
ALLOWED = {
    'phrase': set(),
    'core': set(),
    'artifacts': set(),
    'journal': {'core'},
    'cooling': {'core'},
    'replication': {'core', 'journal'},
    'validation': {'core', 'journal', 'artifacts'},
    'fleet': {'core', 'journal', 'artifacts', 'cooling', 'validation'},
    'clusters': {'core', 'journal', 'artifacts', 'validation', 'fleet'},
    'alerts': {'core', 'journal', 'cooling', 'validation', 'fleet', 'replication', 'clusters'},
    'handover': {'core', 'journal', 'validation', 'fleet', 'alerts', 'clusters'},
    # The backend's figures for Prometheus: reads the domains, serves HTTP; no gRPC.
    'monitoring': {'core', 'journal', 'cooling', 'validation', 'fleet', 'replication', 'clusters', 'alerts'},
    'api': {'core', 'journal', 'artifacts', 'cooling', 'validation', 'fleet', 'replication', 'clusters', 'alerts',
            'handover'},
    'server': {'core', 'journal', 'artifacts', 'cooling', 'validation', 'fleet', 'replication', 'clusters',
               'alerts', 'handover', 'api', 'monitoring'},
}
# Rooms without the transport: no gRPC header, whatever the arrows.
NO_TRANSPORT = {'phrase', 'core', 'artifacts', 'journal', 'cooling', 'replication', 'validation', 'fleet',
                'clusters', 'alerts', 'handover', 'monitoring'}
LOCAL = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/[^"]+"')
SYSTEM = re.compile(r'^\s*#\s*include\s+<(grpc\+\+|grpcpp|grpc)/')


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', 'simulator')
    problems = []
    files = 0
    for room in sorted(os.listdir(root)):
        path = os.path.join(root, room)
        if not os.path.isdir(path) or room in ('proto', 'heaptuning'):
            continue
        if room not in ALLOWED:
            problems.append('%s/: a room the layer map does not know; add it to scripts/check-layers.py' % room)
            continue
        for name in sorted(os.listdir(path)):
            if not name.endswith(('.h', '.cpp')):
                continue
            files += 1
            with open(os.path.join(path, name), encoding='utf-8') as f:
                for number, line in enumerate(f, 1):
                    where = '%s/%s:%d' % (room, name, number)
                    m = LOCAL.match(line)
                    if m and m.group(1) in ALLOWED:
                        target = m.group(1)
                        if target not in (room, 'phrase') and target not in ALLOWED[room]:
                            problems.append('%s: %s/ may not include %s/ (%s)' % (where, room, target, line.strip()))
                    if room in NO_TRANSPORT and SYSTEM.match(line):
                        problems.append('%s: %s/ takes no gRPC type (%s)' % (where, room, line.strip()))
    for p in problems:
        print(p)
    print('check-layers: %d files, %d problems' % (files, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
