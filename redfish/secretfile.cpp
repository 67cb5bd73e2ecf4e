#include "secretfile.h"

#include <QFile>

namespace rackops::redfish {

std::optional<QString> SecretFile::firstLine(const QString &path, const QString &what, const QString &secret,
                                             QString *error)
{
    QFile file(path);
    // As SSH does with a key: a secret others can read is no longer one.
    const QFileDevice::Permissions others =
        QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ReadOther | QFileDevice::WriteOther;
    if (file.exists() && (file.permissions() & others)) {
        *error = QStringLiteral("%1: the %2 file may be read or written by others; "
                                "make it the owner's only (chmod 600 %1)")
                     .arg(path, what);
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read the %2 file: %3").arg(path, what, file.errorString());
        return std::nullopt;
    }
    QString line = QString::fromUtf8(file.readLine()).remove(QLatin1Char('\n')).remove(QLatin1Char('\r'));
    if (line.isEmpty()) {
        *error = QStringLiteral("%1: the first line (the %2) is empty").arg(path, secret);
        return std::nullopt;
    }
    return line;
}

std::optional<QList<QSslCertificate>> SecretFile::caCertificates(const QString &path, const QString &what,
                                                                 QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read the %2 CA file: %3").arg(path, what, file.errorString());
        return std::nullopt;
    }
    QList<QSslCertificate> ca = QSslCertificate::fromData(file.readAll(), QSsl::Pem);
    if (ca.isEmpty()) {
        *error = QStringLiteral("%1: no PEM certificate in the %2 CA file").arg(path, what);
        return std::nullopt;
    }
    return ca;
}

} // namespace rackops::redfish
