#pragma once

#include <QByteArray>
#include <QSslConfiguration>
#include <QString>
#include <QUrl>

#include <optional>

namespace rackops::alertmanager {

// How a bridge reaches a NOC service over HTTP(S) (Alertmanager, Prometheus):
// the checked base URL, the Authorization header from a token or basic-auth
// file, and the CA to trust. One set of rules for every such bridge:
// http(s)://HOST[:PORT][/PREFIX], no credentials in the URL, one credential
// file at most, owner-only credential files (redfish::SecretFile), and
// credentials over HTTPS only (plain http only to a loopback address).
struct BridgeAccess {
    struct Files {
        QString url;
        QString caFile; // PEM CA certificates; empty = the system's
        QString tokenFile; // first line: a bearer token
        QString basicAuthFile; // first line: USER:PASSWORD
    };

    QUrl base; // without a trailing slash
    QByteArray authorization; // the Authorization header, or empty
    QSslConfiguration ssl;

    // `option` is the command-line option ("--alertmanager"), `service` the
    // service's name in messages ("Alertmanager"). nullopt with a message fit
    // for a person in `error` (never the secret).
    static std::optional<BridgeAccess> open(const QString &option, const QString &service, const Files &files,
                                            QString *error);
    // base + path ("/api/v2/alerts").
    QUrl at(const QString &path) const;
    static bool isLoopbackHost(const QString &host);
};

} // namespace rackops::alertmanager
