#!/usr/bin/env bash
# Makes a development CA, a server certificate for this machine and client
# certificates for the demo people, so mutual TLS can be tried in two minutes:
#
#   scripts/make-dev-certs.sh certs
#   build/dev/simulator/rackops-sim --listen 127.0.0.1:50051 \
#       --tls-cert certs/server.crt --tls-key certs/server.key --client-ca certs/ca.crt
#   build/dev/app/rackops-console --connect 127.0.0.1:50051 \
#       --ca certs/ca.crt --cert certs/anna.crt --key certs/anna.key
#
# The person is the certificate's CN, the role its OU. Keys are written 0600.
# NOT for production: the CA key sits next to the certificates.
set -euo pipefail
dir="${1:-certs}"
mkdir -p "$dir"
cd "$dir"
umask 077
days=825

openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days "$days" \
    -subj "/O=RackOps development/CN=RackOps development CA" >/dev/null 2>&1

issue() {  # name subject extensions
    local name="$1" subject="$2" ext="$3"
    openssl req -newkey rsa:2048 -nodes -keyout "$name.key" -out "$name.csr" -subj "$subject" >/dev/null 2>&1
    printf '%s\n' "$ext" > "$name.ext"
    openssl x509 -req -in "$name.csr" -CA ca.crt -CAkey ca.key -CAcreateserial -out "$name.crt" \
        -days "$days" -extfile "$name.ext" >/dev/null 2>&1
    rm -f "$name.csr" "$name.ext"
}

issue server "/O=RackOps development/CN=localhost" \
    "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1
extendedKeyUsage=serverAuth"
for person in vera:viewer omar:operator anna:approver ben:approver ada:admin; do
    issue "${person%%:*}" "/O=RackOps development/OU=${person##*:}/CN=${person%%:*}" "extendedKeyUsage=clientAuth"
done
chmod 0644 ./*.crt
echo "certificates in $(pwd): ca.crt, server.{crt,key}, and vera omar anna ben ada (.crt/.key)"
