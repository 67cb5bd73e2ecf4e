#!/usr/bin/python3
"""Tools that are not RackOps talk to rackops-sim: the standard gRPC health
check and server reflection, through Python's grpcio with raw bytes (no
generated code), the way grpcurl or a load balancer's probe would."""
import subprocess
import sys

import grpc

SIM = sys.argv[1]


def start_sim(*args):
    proc = subprocess.Popen([SIM, "--listen", "127.0.0.1:0", "--racks", "50", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = proc.stdout.readline().strip()
    assert first.startswith("rackops-sim listening on "), first
    return proc, first.rsplit(" ", 1)[1]


def main():
    proc, address = start_sim()
    try:
        channel = grpc.insecure_channel(address)
        check = channel.unary_unary("/grpc.health.v1.Health/Check")
        reply = check(b"", timeout=10)
        assert reply == b"\x08\x01", f"health: expected SERVING, got {reply!r}"

        reflection = channel.stream_stream(
            "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo")
        # ServerReflectionRequest { list_services: "" } (field 7, string).
        replies = list(reflection(iter([b"\x3a\x00"]), timeout=10))
        assert replies, "reflection sent no reply"
        for service in (b"rackops.v1.FleetService", b"rackops.v1.ReplicationService", b"grpc.health.v1.Health"):
            assert service in replies[0], f"reflection does not list {service!r}: {replies[0]!r}"
        # A tool with nothing but the wire format gets the storage regions (an empty request).
        regions = channel.unary_unary("/rackops.v1.ReplicationService/ListRegions")(b"", timeout=10)
        assert b"us-west" in regions and b"eu-central" in regions, f"ListRegions: {regions!r}"

        # A second simulator on the same port must refuse with a clear message.
        clash = subprocess.run([SIM, "--listen", address, "--racks", "5"], capture_output=True,
                               text=True, timeout=30)
        assert clash.returncode != 0, "second simulator on a used port did not fail"
        assert "in use" in clash.stderr, clash.stderr
        bad = subprocess.run([SIM, "--listen", "nonsense"], capture_output=True, text=True, timeout=30)
        assert bad.returncode != 0 and "HOST:PORT" in bad.stderr, bad.stderr
        # Plaintext never leaves the machine: a non-loopback address is refused, and says why.
        remote = subprocess.run([SIM, "--listen", "0.0.0.0:0", "--racks", "5"], capture_output=True, text=True,
                                timeout=30)
        assert remote.returncode != 0 and "loopback" in remote.stderr, remote.stderr
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, f"rackops-sim exited {proc.returncode}: {err}"
    assert "rackops-sim stopped" in out
    print("1 passed, 0 failed")


if __name__ == "__main__":
    main()
