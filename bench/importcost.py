#!/usr/bin/python3
"""What large artifact imports cost rackops-sim (issue #35.6): resident memory
and state database size after N imports of a 16 MiB nccl-tests table, and how
large GetRun's answer is. Speaks raw gRPC bytes (no generated code), like
tests/simulator/test_external_clients.py.

    bench/importcost.py build/dev/simulator/rackops-sim [imports] [rows]

rows = 0 (the default) fills 16 MiB with size rows (about 150,000); any other
number writes a table of that many rows."""
import os
import re
import subprocess
import sys
import tempfile
import time

import grpc

SIM = sys.argv[1]
IMPORTS = int(sys.argv[2]) if len(sys.argv) > 2 else 9
ROWS = int(sys.argv[3]) if len(sys.argv) > 3 else 0
MAX_BYTES = 16 * 1024 * 1024
USER = (("x-rackops-user", "omar"),)


def varint(n):
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        out.append(b | (0x80 if n else 0))
        if not n:
            return bytes(out)


def field(number, payload):
    if isinstance(payload, str):
        payload = payload.encode()
    return varint(number << 3 | 2) + varint(len(payload)) + payload


def fields(data):
    """(number, wire type, value) of a serialized message's top level."""
    at = 0
    while at < len(data):
        key, at = read_varint(data, at)
        number, kind = key >> 3, key & 7
        if kind == 0:
            value, at = read_varint(data, at)
        elif kind == 2:
            length, at = read_varint(data, at)
            value, at = data[at:at + length], at + length
        elif kind == 1:
            value, at = data[at:at + 8], at + 8
        elif kind == 5:
            value, at = data[at:at + 4], at + 4
        else:
            raise ValueError(f"wire type {kind}")
        yield number, kind, value


def read_varint(data, at):
    shift = result = 0
    while True:
        b = data[at]
        at += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return result, at


def table(rows):
    """An all_reduce_perf output of 72 ranks with `rows` size rows (0: as many as 16 MiB hold)."""
    head = ["# nThread 1 nGpus 1 minBytes 8 maxBytes 17179869184 step: 8(bytes) warmup iters: 5 iters: 20 "
            "agg iters: 1 validation: 1 graph: 0", "#", "# Using devices"]
    for rank in range(72):
        head.append(f"#  Rank {rank:2d} Group  0 Pid  {40000 + rank} on rack-r12-t{rank // 4:02d} device  "
                    f"{rank % 4} [0x{0x18 + rank % 4:02x}] NVIDIA Rubin")
    head += ["#", "#                                                              out-of-place"
             "                       in-place          ",
             "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   "
             "algbw   busbw #wrong"]
    foot = ["# Out of bounds values : 0 OK", "# Avg bus bandwidth    : 627.090 ", "#", ""]
    text = "\n".join(head) + "\n"
    budget = MAX_BYTES - len(text) - len("\n".join(foot)) - 1
    lines = []
    i = 0
    while (rows and i < rows) or (not rows and budget > 0):
        size = 8 * (i + 1)
        line = (f"{size:12d} {size // 4:13d}     float     sum      -1  9687.48  886.70  1748.78      0  "
                f"9639.04  891.16  1757.57      0\n")
        if not rows and len(line) > budget:
            break
        budget -= len(line)
        lines.append(line)
        i += 1
    return (text + "".join(lines) + "\n".join(foot)).encode(), i


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0


def db_mb(state_dir):
    return sum(os.path.getsize(os.path.join(state_dir, f)) for f in os.listdir(state_dir)
               if ".sqlite" in f) / 1e6


def main():
    state_dir = tempfile.mkdtemp(prefix="importcost-")
    proc = subprocess.Popen([SIM, "--listen", "127.0.0.1:0", "--racks", "50", "--state-dir", state_dir],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        address = proc.stdout.readline().strip().rsplit(" ", 1)[1]
        unlimited = [("grpc.max_receive_message_length", -1), ("grpc.max_send_message_length", -1)]
        channel = grpc.insecure_channel(address, options=unlimited)
        default_client = grpc.insecure_channel(address)
        racks = channel.unary_unary("/rackops.v1.FleetService/ListRacks")(b"", metadata=USER, timeout=30)
        rack = re.search(rb"[A-Z]{3}[0-9]-[A-Z0-9]+-R[0-9]+-[0-9]+", racks).group(0).decode()
        content, rows = table(ROWS)
        time.sleep(1.0)
        print(f"rackops-sim {SIM}: {IMPORTS} imports of {len(content) / 2**20:.1f} MiB, {rows} rows, rack {rack}")
        print(f"before: RSS {rss_mb(proc.pid):.0f} MB, database {db_mb(state_dir):.1f} MB")
        importer = channel.unary_unary("/rackops.v1.ValidationService/ImportArtifact")
        run_id = None
        for n in range(IMPORTS):
            request = (field(1, rack) + field(3, content) + field(4, f"all_reduce_perf-{n}.txt")
                       + field(5, f"importcost-{os.getpid()}-{n}"))
            started = time.monotonic()
            try:
                answer = importer(request, metadata=USER, timeout=300)
                outcome = f"imported, answer {len(answer) / 1e6:.2f} MB"
                for number, _, value in fields(answer):
                    if number == 1:
                        run_id = next(v for f, _, v in fields(value) if f == 1).decode()
            except grpc.RpcError as error:
                outcome = f"{error.code().name}: {error.details()[:160]}"
            print(f"import {n + 1}: {time.monotonic() - started:.1f} s, {outcome}; RSS {rss_mb(proc.pid):.0f} MB")
        time.sleep(2.0)
        print(f"after: RSS {rss_mb(proc.pid):.0f} MB, database {db_mb(state_dir):.1f} MB")
        if run_id:
            request = field(1, run_id)
            run = channel.unary_unary("/rackops.v1.ValidationService/GetRun")(request, metadata=USER, timeout=60)
            try:
                default_client.unary_unary("/rackops.v1.ValidationService/GetRun")(request, metadata=USER, timeout=60)
                verdict = "a default client (4 MB) reads it"
            except grpc.RpcError as error:
                verdict = f"a default client gets {error.code().name}"
            print(f"GetRun {run_id}: {len(run) / 1e6:.2f} MB; {verdict}")
    finally:
        proc.terminate()
        proc.wait(timeout=30)


if __name__ == "__main__":
    main()
