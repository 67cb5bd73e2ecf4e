#pragma once

#include <QMetaType>
#include <QString>

namespace rackops {

// A backend an operator connects to often, by name (--profile NAME). Only
// paths are kept: the private key itself never goes into the settings.
struct ConnectionProfile {
    QString name;
    QString endpoint; // host:port or unix:PATH
    QString caFile;
    QString certFile;
    QString keyFile;
    bool insecure = false; // plaintext to a non-loopback address, explicitly allowed

    bool usesTls() const { return !caFile.isEmpty() || !certFile.isEmpty() || !keyFile.isEmpty(); }
    // Why a private key file is not private (others can read it); empty when it is fine or absent.
    static QString keyFileWarning(const QString &keyFile);
    bool operator==(const ConnectionProfile &other) const = default;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ConnectionProfile)
