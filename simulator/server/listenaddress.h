#pragma once

#include <QString>

namespace rackops::sim {

// A --listen value: "host:port", "[v6]:port" or "unix:PATH".
struct ListenAddress {
    bool isUnix = false;
    QString host;
    int port = 0;
    QString path;

    // Parses and checks the address; on failure returns false with a reason.
    static bool parse(const QString &text, ListenAddress *out, QString *error);
    // Tries to bind it now, so "address in use" is reported in plain words.
    bool checkAvailable(QString *error) const;
    bool isLoopback() const;
    QString grpcAddress() const;
};

} // namespace rackops::sim
