#pragma once

#include <QString>

namespace rackops {

// Mutual TLS material, as PEM file paths; all empty = plaintext. A value type
// of its own so that the session, BackendChannel and TlsProbe share it
// without including each other.
struct TlsFiles {
    QString caFile;
    QString certFile;
    QString keyFile;
    bool isSet() const { return !caFile.isEmpty() || !certFile.isEmpty() || !keyFile.isEmpty(); }
};

} // namespace rackops
