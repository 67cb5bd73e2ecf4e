#include "bridgeaccess.h"

#include "secretfile.h"

#include <QHostAddress>

namespace rackops::alertmanager {

bool BridgeAccess::isLoopbackHost(const QString &host)
{
    if (host == QLatin1String("localhost"))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

std::optional<BridgeAccess> BridgeAccess::open(const QString &option, const QString &service, const Files &files,
                                               QString *error)
{
    const QUrl base(files.url, QUrl::StrictMode);
    if (!base.isValid() || (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https"))
        || base.host().isEmpty()) {
        *error = QStringLiteral("%1 %2: expected http(s)://HOST[:PORT][/PREFIX]").arg(option, files.url);
        return std::nullopt;
    }
    if (!base.userInfo().isEmpty()) {
        *error = QStringLiteral("%1: put no credentials in the URL (they would show in logs and process lists); use "
                                "%1-basic-auth-file or %1-token-file")
                     .arg(option);
        return std::nullopt;
    }
    if (!files.tokenFile.isEmpty() && !files.basicAuthFile.isEmpty()) {
        *error = QStringLiteral("%1-token-file and %1-basic-auth-file: choose one").arg(option);
        return std::nullopt;
    }
    BridgeAccess access;
    if (!files.tokenFile.isEmpty()) {
        const auto token = redfish::SecretFile::firstLine(files.tokenFile, QStringLiteral("%1 token").arg(service),
                                                          QStringLiteral("token"), error);
        if (!token)
            return std::nullopt;
        access.authorization = QByteArrayLiteral("Bearer ") + token->trimmed().toUtf8();
    } else if (!files.basicAuthFile.isEmpty()) {
        const auto pair = redfish::SecretFile::firstLine(
            files.basicAuthFile, QStringLiteral("%1 basic auth").arg(service), QStringLiteral("USER:PASSWORD"), error);
        if (!pair)
            return std::nullopt;
        if (!pair->contains(QLatin1Char(':')) || pair->startsWith(QLatin1Char(':'))) {
            *error = QStringLiteral("%1: the first line must be USER:PASSWORD").arg(files.basicAuthFile);
            return std::nullopt;
        }
        access.authorization = QByteArrayLiteral("Basic ") + pair->toUtf8().toBase64();
    }
    if (!access.authorization.isEmpty() && base.scheme() == QLatin1String("http") && !isLoopbackHost(base.host())) {
        *error = QStringLiteral("%1 %2: the credentials would cross the network in clear text; use https:// (plain "
                                "http only to a loopback address)")
                     .arg(option, files.url);
        return std::nullopt;
    }
    access.ssl = QSslConfiguration::defaultConfiguration();
    if (!files.caFile.isEmpty()) {
        const auto ca = redfish::SecretFile::caCertificates(files.caFile, service, error);
        if (!ca)
            return std::nullopt;
        access.ssl.setCaCertificates(*ca);
    }
    access.base = base;
    QString path = base.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    access.base.setPath(path);
    return access;
}

QUrl BridgeAccess::at(const QString &path) const
{
    QUrl url = base;
    url.setPath(base.path() + path);
    return url;
}

} // namespace rackops::alertmanager
