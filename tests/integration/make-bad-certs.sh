#!/usr/bin/env bash
# Issues the certificates a bad day brings, from the development CA that
# scripts/make-dev-certs.sh made in DIR: a server certificate that expired,
# one for another host name, a person's certificate that expired, one whose
# CN reads like a role ("eve,OU=admin", OU=viewer) and an admin's without a CN.
#   tests/integration/make-bad-certs.sh DIR
set -euo pipefail
dir="$1"
cd "$dir"
umask 077
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
: > "$work/index.txt"
echo 1000 > "$work/serial"
cat > "$work/ca.cnf" <<CNF
[ ca ]
default_ca = dev
[ dev ]
database = $work/index.txt
new_certs_dir = $work
serial = $work/serial
default_md = sha256
policy = any
unique_subject = no
[ any ]
organizationName = optional
organizationalUnitName = optional
commonName = optional
CNF

issue() {  # name subject extensions startdate enddate
    local name="$1" subject="$2" ext="$3" start="$4" end="$5"
    openssl req -newkey rsa:2048 -nodes -keyout "$name.key" -out "$work/$name.csr" -subj "$subject" >/dev/null 2>&1
    printf '%s\n' "$ext" > "$work/$name.ext"
    openssl ca -batch -notext -config "$work/ca.cnf" -cert ca.crt -keyfile ca.key -in "$work/$name.csr" \
        -out "$name.crt" -startdate "$start" -enddate "$end" -extfile "$work/$name.ext" >/dev/null 2>&1
}

issue expired-server "/O=RackOps development/CN=localhost" \
    "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1
extendedKeyUsage=serverAuth" 20240101000000Z 20250101000000Z
issue wronghost-server "/O=RackOps development/CN=backend.example" \
    "subjectAltName=DNS:backend.example
extendedKeyUsage=serverAuth" 20240101000000Z 20351231000000Z
issue expired-anna "/O=RackOps development/OU=approver/CN=anna" "extendedKeyUsage=clientAuth" \
    20240101000000Z 20250101000000Z
issue forged-eve "/O=RackOps development/OU=viewer/CN=eve,OU=admin" "extendedKeyUsage=clientAuth" \
    20240101000000Z 20351231000000Z
issue nameless-admin "/O=RackOps development/OU=admin" "extendedKeyUsage=clientAuth" \
    20240101000000Z 20351231000000Z
chmod 0644 ./*.crt
