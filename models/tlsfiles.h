#pragma once

#include <QString>

namespace rackops {

// Mutual TLS material, as PEM file paths; all empty = plaintext.
struct TlsFiles
{
    QString caFile;
    QString certFile;
    QString keyFile;
    bool isSet() const { return !caFile.isEmpty() || !certFile.isEmpty() || !keyFile.isEmpty(); }
};

} // namespace rackops
