#pragma once

#include <QList>
#include <QSslCertificate>
#include <QString>

#include <optional>

namespace rackops::redfish {

// The credential and CA files a bridge reads (the Redfish and Alertmanager
// bridges): a secret file must be its owner's only, as SSH insists for a key;
// `what` names the file in the message ("Redfish password", "Alertmanager
// token") and `secret` what its first line is ("password", "token"). The
// secret's text never appears in a message.
struct SecretFile {
    // The first line (without its line end); nullopt with a reason when the
    // file may be read or written by others, cannot be read, or the line is empty.
    static std::optional<QString> firstLine(const QString &path, const QString &what, const QString &secret,
                                            QString *error);
    // PEM certificates; nullopt with a reason when unreadable or none are in it.
    static std::optional<QList<QSslCertificate>> caCertificates(const QString &path, const QString &what,
                                                                QString *error);
};

} // namespace rackops::redfish
