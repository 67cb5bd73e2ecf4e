#include "bridgeget.h"

#include "bridgeaccess.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

#include <memory>

namespace rackops::alertmanager {

namespace {
BridgeGet::Result judgeReply(QNetworkReply *reply, bool tooLarge, qint64 maxBytes)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    if (tooLarge)
        return {BridgeState::TooLarge,
                QStringLiteral("the answer is larger than %1 MiB").arg(maxBytes / (1024 * 1024)),
                {}};
    if (status == 401 || status == 403)
        return {BridgeState::Unauthorized, QStringLiteral("HTTP %1").arg(status), {}};
    if (status >= 300 && status < 400)
        return {BridgeState::HttpError,
                QStringLiteral("HTTP %1, redirected to %2 (not followed)")
                    .arg(status)
                    .arg(reply->header(QNetworkRequest::LocationHeader)
                             .toUrl()
                             .toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery)),
                {}};
    if (status != 0 && status != 200)
        return {BridgeState::HttpError, QStringLiteral("HTTP %1").arg(status), reply->readAll()};
    if (error == QNetworkReply::SslHandshakeFailedError)
        return {BridgeState::Tls, reply->errorString(), {}};
    if (error != QNetworkReply::NoError)
        return {BridgeState::Down, reply->errorString(), {}};
    return {BridgeState::Ok, {}, reply->readAll()};
}
} // namespace

QNetworkReply *BridgeGet::start(QNetworkAccessManager *network, QObject *context, const BridgeAccess &access,
                                const QUrl &url, int timeoutMs, qint64 maxBytes,
                                std::function<void(QNetworkReply *, const Result &)> done)
{
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(timeoutMs);
    request.setRawHeader("Accept", "application/json");
    if (!access.authorization.isEmpty())
        request.setRawHeader("Authorization", access.authorization);
    if (url.scheme() == QLatin1String("https"))
        request.setSslConfiguration(access.ssl);
    QNetworkReply *reply = network->get(request);
    auto tooLarge = std::make_shared<bool>(false);
    const auto refuseIfLarger = [reply, tooLarge, maxBytes](qint64 bytes) {
        if (bytes > maxBytes && !*tooLarge) {
            *tooLarge = true;
            reply->abort();
        }
    };
    QObject::connect(reply, &QNetworkReply::metaDataChanged, context, [reply, refuseIfLarger] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid())
            refuseIfLarger(length.toLongLong());
    });
    QObject::connect(reply, &QNetworkReply::downloadProgress, context,
                     [refuseIfLarger](qint64 received, qint64) { refuseIfLarger(received); });
    QObject::connect(reply, &QNetworkReply::finished, context, [reply, tooLarge, maxBytes, done = std::move(done)] {
        reply->deleteLater();
        done(reply, judgeReply(reply, *tooLarge, maxBytes));
    });
    return reply;
}

} // namespace rackops::alertmanager
