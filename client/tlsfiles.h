#pragma once

#include <QString>

namespace rackops {

// Mutual TLS material for a backend, as PEM file paths; all empty = plaintext.
// Its own header so that BackendChannel (which uses TlsProbe) and TlsProbe
// (which takes the same files) do not include each other.
struct TlsFiles
{
    QString caFile;
    QString certFile;
    QString keyFile;
    bool isSet() const { return !caFile.isEmpty() || !certFile.isEmpty() || !keyFile.isEmpty(); }
};

} // namespace rackops
