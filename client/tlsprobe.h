#pragma once

#include "tlsfiles.h"

#include <QList>
#include <QObject>
#include <QSslError>

class QSslSocket;

namespace rackops {

// gRPC only says that a TLS handshake failed. TlsProbe makes a handshake of
// its own with the same CA, certificate and key and says why, in words a
// person can act on: the backend's certificate expired (on which date), is
// for another host name, is not signed by the trusted CA, or the backend
// refused this console's certificate.
class TlsProbe : public QObject {
    Q_OBJECT
public:
    TlsProbe(const QString &endpoint, const TlsFiles &tls, QObject *parent = nullptr);

    void start();
    // The sentence for what QSslSocket found; empty when nothing speaks against the backend.
    static QString describe(const QList<QSslError> &errors, const QString &host, const QString &caFile);
    // This console's own certificate: expired or not yet valid. Empty when fine.
    static QString checkOwnCertificate(const QString &certFile);

Q_SIGNALS:
    // Empty when the handshake went through: the problem is not TLS.
    void finished(const QString &diagnosis);

private:
    void finish(const QString &diagnosis);

    QString m_host;
    quint16 m_port = 0;
    TlsFiles m_tls;
    QSslSocket *m_socket = nullptr;
    bool m_done = false;
};

} // namespace rackops
