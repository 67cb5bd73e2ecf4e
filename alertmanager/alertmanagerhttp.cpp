#include "alertmanagerhttp.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace rackops::alertmanager {

namespace {
// Set on a reply aborted because its answer passed the limit.
constexpr const char *kTooLargeProperty = "rackopsTooLarge";
} // namespace

AlertmanagerHttp::AlertmanagerHttp(QNetworkAccessManager *network, QUrl base, QByteArray authorization,
                                   QSslConfiguration ssl, int timeoutMs, qint64 maxAnswerBytes)
    : m_network(network)
    , m_base(std::move(base))
    , m_authorization(std::move(authorization))
    , m_ssl(std::move(ssl))
    , m_timeoutMs(timeoutMs)
    , m_maxAnswerBytes(maxAnswerBytes)
{
}

QUrl AlertmanagerHttp::url(const QString &path) const
{
    QUrl out = m_base;
    QString prefix = m_base.path();
    while (prefix.endsWith(QLatin1Char('/')))
        prefix.chop(1);
    out.setPath(prefix + path);
    return out;
}

QNetworkReply *AlertmanagerHttp::send(const QByteArray &verb, const QString &path, const QByteArray &jsonBody) const
{
    QNetworkRequest request(url(path));
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(m_timeoutMs);
    request.setRawHeader("Accept", "application/json");
    if (!jsonBody.isEmpty())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!m_authorization.isEmpty())
        request.setRawHeader("Authorization", m_authorization);
    if (m_base.scheme() == QLatin1String("https"))
        request.setSslConfiguration(m_ssl);
    QNetworkReply *reply = jsonBody.isEmpty() && verb != "POST" ? m_network->sendCustomRequest(request, verb)
                                                                : m_network->sendCustomRequest(request, verb, jsonBody);
    const qint64 limit = m_maxAnswerBytes;
    const auto refuseIfLarger = [reply, limit](qint64 bytes) {
        if (bytes > limit && !reply->property(kTooLargeProperty).toBool()) {
            reply->setProperty(kTooLargeProperty, true);
            reply->abort();
        }
    };
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, refuseIfLarger] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid())
            refuseIfLarger(length.toLongLong());
    });
    QObject::connect(reply, &QNetworkReply::downloadProgress, reply,
                     [refuseIfLarger](qint64 received, qint64) { refuseIfLarger(received); });
    return reply;
}

AlertmanagerHttp::Answer AlertmanagerHttp::answer(QNetworkReply *reply) const
{
    Answer out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    if (reply->property(kTooLargeProperty).toBool()) {
        out.state = BridgeState::TooLarge;
        out.detail = QStringLiteral("the answer is larger than %1 MiB").arg(m_maxAnswerBytes / (1024 * 1024));
    } else if (out.status == 401 || out.status == 403) {
        out.state = BridgeState::Unauthorized;
        out.detail = QStringLiteral("HTTP %1").arg(out.status);
    } else if (out.status >= 300 && out.status < 400) {
        out.state = BridgeState::HttpError;
        out.detail = QStringLiteral("HTTP %1, redirected to %2 (not followed)")
                         .arg(out.status)
                         .arg(reply->header(QNetworkRequest::LocationHeader)
                                  .toUrl()
                                  .toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery));
    } else if (out.status != 0 && (out.status < 200 || out.status >= 300)) {
        out.state = BridgeState::HttpError;
        // Alertmanager says why in a short JSON string or text ("silence ... already expired"): keep a line of it.
        const QString said = QString::fromUtf8(reply->read(200)).simplified();
        out.detail = said.isEmpty() ? QStringLiteral("HTTP %1").arg(out.status)
                                    : QStringLiteral("HTTP %1: %2").arg(out.status).arg(said);
    } else if (error == QNetworkReply::SslHandshakeFailedError) {
        out.state = BridgeState::Tls;
        out.detail = reply->errorString();
    } else if (error != QNetworkReply::NoError) {
        out.state = BridgeState::Down;
        out.detail = reply->errorString();
    } else {
        out.body = reply->readAll();
    }
    return out;
}

} // namespace rackops::alertmanager
