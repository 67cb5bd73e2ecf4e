#include "tlsprobe.h"

#include <QDateTime>
#include <QFile>
#include <QLocale>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTimer>

namespace rackops {

namespace {

constexpr int kProbeTimeoutMs = 5000;

QString date(const QDateTime &when)
{
    return QLocale().toString(when.toUTC(), QLocale::LongFormat);
}

QString names(const QSslCertificate &certificate)
{
    QStringList all = certificate.subjectAlternativeNames().values(QSsl::DnsEntry);
    all += certificate.subjectAlternativeNames().values(QSsl::IpAddressEntry);
    if (all.isEmpty())
        all = certificate.subjectInfo(QSslCertificate::CommonName);
    return all.join(QStringLiteral(", "));
}

} // namespace

TlsProbe::TlsProbe(const QString &endpoint, const TlsFiles &tls, QObject *parent)
    : QObject(parent)
    , m_host(endpoint.left(endpoint.lastIndexOf(QLatin1Char(':'))))
    , m_port(quint16(endpoint.mid(endpoint.lastIndexOf(QLatin1Char(':')) + 1).toUInt()))
    , m_tls(tls)
{
    if (m_host.startsWith(QLatin1Char('[')) && m_host.endsWith(QLatin1Char(']')))
        m_host = m_host.mid(1, m_host.size() - 2);
}

QString TlsProbe::describe(const QList<QSslError> &errors, const QString &host, const QString &caFile)
{
    for (const QSslError &error : errors) {
        const QSslCertificate peer = error.certificate();
        switch (error.error()) {
        case QSslError::CertificateExpired:
            return tr("The backend's certificate expired on %1. Its operator must renew it.")
                .arg(date(peer.expiryDate()));
        case QSslError::CertificateNotYetValid:
            return tr("The backend's certificate is not valid before %1; check the clocks of both machines.")
                .arg(date(peer.effectiveDate()));
        case QSslError::HostNameMismatch:
            return tr("The backend's certificate is for %1, not for %2. Connect by a name the certificate lists, or "
                      "have the certificate reissued for %2.")
                .arg(names(peer), host);
        case QSslError::SelfSignedCertificate:
        case QSslError::SelfSignedCertificateInChain:
        case QSslError::UnableToGetLocalIssuerCertificate:
        case QSslError::UnableToVerifyFirstCertificate:
        case QSslError::CertificateUntrusted:
        case QSslError::CertificateSignatureFailed:
            return tr("The backend's certificate (issued by %1) is not signed by the CA you trust (%2). Check --ca, "
                      "or that you are talking to the right backend.")
                .arg(peer.issuerDisplayName(), caFile);
        default: break;
        }
    }
    return errors.isEmpty() ? QString()
                            : tr("The backend's certificate was not accepted: %1").arg(errors.first().errorString());
}

QString TlsProbe::checkOwnCertificate(const QString &certFile)
{
    const auto certificates = QSslCertificate::fromPath(certFile);
    if (certificates.isEmpty())
        return tr("%1 holds no certificate this console can read (PEM expected).").arg(certFile);
    const QSslCertificate &own = certificates.first();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (own.expiryDate() < now)
        return tr("Your certificate %1 expired on %2; ask for a new one. The backend would refuse it.")
            .arg(certFile, date(own.expiryDate()));
    if (own.effectiveDate() > now)
        return tr("Your certificate %1 is not valid before %2; check this machine's clock.")
            .arg(certFile, date(own.effectiveDate()));
    return {};
}

void TlsProbe::start()
{
    m_socket = new QSslSocket(this);
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setCaCertificates(QSslCertificate::fromPath(m_tls.caFile));
    const auto own = QSslCertificate::fromPath(m_tls.certFile);
    if (!own.isEmpty())
        config.setLocalCertificate(own.first());
    QFile keyFile(m_tls.keyFile);
    if (keyFile.open(QIODevice::ReadOnly))
        config.setPrivateKey(QSslKey(&keyFile, QSsl::Rsa));
    config.setPeerVerifyMode(QSslSocket::VerifyPeer);
    config.setProtocol(QSsl::TlsV1_2OrLater);
    config.setAllowedNextProtocols({QByteArrayLiteral("h2")});
    m_socket->setSslConfiguration(config);

    connect(m_socket, &QSslSocket::sslErrors, this,
            [this](const QList<QSslError> &errors) { finish(describe(errors, m_host, m_tls.caFile)); });
    connect(m_socket, &QSslSocket::encrypted, this, [this] {
        // TLS 1.3 tells of a refused client certificate only after the
        // handshake: give the backend a moment to say no.
        QTimer::singleShot(500, this, [this] { finish({}); });
    });
    connect(m_socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::ConnectionRefusedError || error == QAbstractSocket::HostNotFoundError
            || error == QAbstractSocket::SocketTimeoutError || error == QAbstractSocket::NetworkError) {
            finish({}); // not a TLS matter; the connection state says what it is
            return;
        }
        finish(tr("The backend refused this console's certificate (%1). Check that it is issued by the backend's "
                  "client CA and has not expired.")
                   .arg(m_socket->errorString()));
    });
    QTimer::singleShot(kProbeTimeoutMs, this, [this] { finish({}); });
    m_socket->connectToHostEncrypted(m_host, m_port);
}

void TlsProbe::finish(const QString &diagnosis)
{
    if (m_done)
        return;
    m_done = true;
    m_socket->abort();
    Q_EMIT finished(diagnosis);
}

} // namespace rackops
