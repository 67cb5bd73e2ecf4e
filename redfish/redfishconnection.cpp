#include "redfishconnection.h"

#include "redfishlog.h"

#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSslConfiguration>

namespace rackops::redfish {

RedfishConnection::RedfishConnection(Settings settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_network(new QNetworkAccessManager(this))
{
}

void RedfishConnection::giveOwnBudget(QObject *owner)
{
    if (m_budgets.contains(owner))
        return;
    // A child of the owner: its connections close when the owner goes.
    auto *network = new QNetworkAccessManager(owner);
    m_budgets.insert(owner, network);
    connect(owner, &QObject::destroyed, this, [this, owner] { m_budgets.remove(owner); });
}

QNetworkAccessManager *RedfishConnection::networkFor(QObject *context) const
{
    return m_budgets.value(context, m_network);
}

namespace {
// Set on a reply aborted for its size, so its end is told apart from a timeout.
constexpr char kTooLargeProperty[] = "rackopsTooLarge";
} // namespace

void RedfishConnection::bound(QNetworkReply *reply) const
{
    const qint64 limit = m_settings.maxAnswerBytes;
    // Qt stops reading the socket once this much waits unread: memory never holds more.
    reply->setReadBufferSize(limit + 1);
    const auto refuseIfLarger = [reply, limit](qint64 bytes) {
        if (bytes > limit && !reply->property(kTooLargeProperty).toBool()) {
            reply->setProperty(kTooLargeProperty, true);
            reply->abort();
        }
    };
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, refuseIfLarger] {
        const QVariant length = reply->header(QNetworkRequest::ContentLengthHeader);
        if (length.isValid())
            refuseIfLarger(length.toLongLong());
    });
    connect(reply, &QNetworkReply::downloadProgress, reply,
            [refuseIfLarger](qint64 received, qint64) { refuseIfLarger(received); });
}

RedfishReply RedfishConnection::failureOf(QNetworkReply *reply, const QString &what) const
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString url = reply->url().toString(QUrl::RemoveUserInfo);
    if (reply->property(kTooLargeProperty).toBool())
        return RedfishReply::failed(RedfishFailure::TooLarge,
                                    QStringLiteral("%1 %2: the answer is larger than %3 MiB; refused, not read")
                                        .arg(what, url)
                                        .arg(double(m_settings.maxAnswerBytes) / (1024 * 1024)));
    if (reply->error() == QNetworkReply::OperationCanceledError)
        return RedfishReply::failed(
            RedfishFailure::Timeout,
            QStringLiteral("%1 %2: no answer within %3 ms").arg(what, url).arg(m_settings.timeoutMs));
    if (status == 0) {
        const bool tls = reply->error() == QNetworkReply::SslHandshakeFailedError;
        return RedfishReply::failed(tls ? RedfishFailure::Tls : RedfishFailure::Unreachable,
                                    QStringLiteral("%1 %2: %3").arg(what, url, reply->errorString()));
    }
    if (status < 200 || status >= 300) {
        RedfishReply out =
            RedfishReply::failed(status == 401 || status == 403 ? RedfishFailure::Unauthorized : RedfishFailure::Http,
                                 QStringLiteral("%1 %2: HTTP %3").arg(what, url).arg(status));
        out.httpStatus = status;
        return out;
    }
    return {};
}

QUrl RedfishConnection::resolve(const QString &uri) const
{
    return m_settings.service.resolved(QUrl(uri));
}

bool RedfishConnection::isOnService(const QString &uri) const
{
    const QUrl url = resolve(uri);
    const QUrl &service = m_settings.service;
    const int defaultPort = service.scheme() == QLatin1String("https") ? 443 : 80;
    return url.isValid() && url.scheme() == service.scheme()
        && url.host().compare(service.host(), Qt::CaseInsensitive) == 0
        && url.port(defaultPort) == service.port(defaultPort) && url.userInfo().isEmpty();
}

QString RedfishConnection::offServiceError(const QString &what, const QString &uri) const
{
    return QStringLiteral("%1 %2: refused, it leads off the configured service %3 (no request sent)")
        .arg(what, resolve(uri).toString(QUrl::RemoveUserInfo), m_settings.service.toString());
}

void RedfishConnection::useSessions(const QString &sessionsUri)
{
    m_sessionsUri = sessionsUri;
}

void RedfishConnection::forgetSession()
{
    m_token.clear();
    m_sessionUri.clear();
}

void RedfishConnection::logout(QObject *context, std::function<void()> done)
{
    if (m_token.isEmpty() || m_sessionUri.isEmpty()) {
        done();
        return;
    }
    if (!isOnService(m_sessionUri)) {
        // The token stays here; the session times out on the service.
        qCWarning(lcRedfish).noquote() << offServiceError(QStringLiteral("logout at"), m_sessionUri);
        m_token.clear();
        m_sessionUri.clear();
        done();
        return;
    }
    QNetworkRequest logoutRequest = request(m_sessionUri, m_settings.timeoutMs);
    m_token.clear();
    m_sessionUri.clear();
    QNetworkReply *reply = m_network->deleteResource(logoutRequest);
    connect(reply, &QNetworkReply::finished, context, [reply, done] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status >= 200 && status < 300)
            qCInfo(lcRedfish) << "logged out of" << reply->url().toString();
        else
            qCWarning(lcRedfish) << "logout at" << reply->url().toString() << "failed:" << status
                                 << reply->errorString();
        done();
    });
}

QNetworkRequest RedfishConnection::request(const QString &uri, int timeoutMs) const
{
    QNetworkRequest request(resolve(uri));
    request.setTransferTimeout(timeoutMs);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("OData-Version", "4.0");
    // Redfish services speak HTTP/1.1; some refuse the HTTP/2 upgrade.
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    // A redirect elsewhere would carry the credentials there.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::SameOriginRedirectPolicy);
    if (!m_settings.caCertificates.isEmpty()) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(m_settings.caCertificates);
        tls.setPeerVerifyMode(QSslSocket::VerifyPeer);
        request.setSslConfiguration(tls);
    }
    if (usesSessions()) {
        if (!m_token.isEmpty())
            request.setRawHeader("X-Auth-Token", m_token);
    } else if (!m_settings.user.isEmpty()) {
        request.setRawHeader("Authorization",
                             "Basic " + (m_settings.user + QLatin1Char(':') + m_settings.password).toUtf8().toBase64());
    }
    return request;
}

void RedfishConnection::get(const QString &uri, QObject *context, Callback done)
{
    send({uri, context, std::move(done), false, {}});
}

void RedfishConnection::send(Pending pending)
{
    if (!isOnService(pending.uri)) {
        const QString error = offServiceError(QStringLiteral("GET"), pending.uri);
        qCWarning(lcRedfish).noquote() << error;
        if (pending.context)
            pending.done(RedfishReply::failed(RedfishFailure::OffService, error));
        return;
    }
    if (usesSessions() && m_token.isEmpty()) {
        whenLoggedIn([this, pending](const RedfishReply &failure) {
            if (!failure.ok()) {
                if (pending.context)
                    pending.done(failure);
                return;
            }
            send(pending);
        });
        return;
    }
    pending.token = m_token;
    QNetworkReply *reply = networkFor(pending.context)->get(request(pending.uri, m_settings.timeoutMs));
    bound(reply);
    connect(reply, &QNetworkReply::finished, this, [this, reply, pending] { finished(reply, pending); });
}

void RedfishConnection::finished(QNetworkReply *reply, Pending pending)
{
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString url = reply->url().toString();
    if (status == 401 && usesSessions() && !pending.retried) {
        // The session expired or the service restarted: log in again, once. Unless a request
        // refused before this one already did: then it is only repeated with the new session.
        if (pending.token == m_token) {
            qCInfo(lcRedfish) << "session refused by" << url << "- logging in again";
            m_token.clear();
        }
        pending.retried = true;
        send(pending);
        return;
    }
    if (!pending.context)
        return;
    RedfishReply out = failureOf(reply, QStringLiteral("GET"));
    if (out.ok()) {
        out.httpStatus = status;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(reply->readAll(), &parseError);
        if (parseError.error != QJsonParseError::NoError)
            out = RedfishReply::failed(RedfishFailure::InvalidJson,
                                       QStringLiteral("GET %1: invalid JSON at byte %2: %3")
                                           .arg(url)
                                           .arg(parseError.offset)
                                           .arg(parseError.errorString()));
        else if (!document.isObject())
            out = RedfishReply::failed(RedfishFailure::BadAnswer,
                                       QStringLiteral("GET %1: the body is not a JSON object").arg(url));
        else
            out.body = document.object();
    }
    pending.done(out);
}

void RedfishConnection::openStream(const QString &uri, QObject *context, std::function<void(QNetworkReply *)> opened)
{
    QPointer<QObject> guard(context);
    const auto open = [this, uri, guard, opened](const RedfishReply &failure) {
        if (!guard)
            return;
        if (!failure.ok()) {
            qCWarning(lcRedfish) << "event stream" << uri << "not opened:" << failure.error;
            opened(nullptr);
            return;
        }
        if (!isOnService(uri)) {
            qCWarning(lcRedfish).noquote() << offServiceError(QStringLiteral("event stream"), uri);
            opened(nullptr);
            return;
        }
        QNetworkRequest streamRequest = request(uri, 0);
        streamRequest.setRawHeader("Accept", "text/event-stream");
        opened(m_network->get(streamRequest));
    };
    if (usesSessions() && m_token.isEmpty())
        whenLoggedIn(open);
    else
        open(RedfishReply());
}

void RedfishConnection::whenLoggedIn(AfterLogin next)
{
    m_afterLogin.append(std::move(next));
    if (!m_loggingIn)
        login();
}

void RedfishConnection::login()
{
    if (!isOnService(m_sessionsUri)) {
        const QString error = offServiceError(QStringLiteral("login at"), m_sessionsUri);
        qCWarning(lcRedfish).noquote() << error;
        for (const auto &next : std::exchange(m_afterLogin, {}))
            next(RedfishReply::failed(RedfishFailure::OffService, error));
        return;
    }
    m_loggingIn = true;
    QNetworkRequest loginRequest = request(m_sessionsUri, m_settings.timeoutMs);
    loginRequest.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    const QJsonObject credentials {{QStringLiteral("UserName"), m_settings.user},
                                   {QStringLiteral("Password"), m_settings.password}};
    QNetworkReply *reply = m_network->post(loginRequest, QJsonDocument(credentials).toJson(QJsonDocument::Compact));
    bound(reply);
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        m_loggingIn = false;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        RedfishReply failure = failureOf(reply, QStringLiteral("login at"));
        if (failure.ok() && status != 200 && status != 201)
            failure = RedfishReply::failed(
                RedfishFailure::Http, QStringLiteral("login at %1: HTTP %2").arg(reply->url().toString()).arg(status));
        if (failure.failure == RedfishFailure::Unauthorized || failure.failure == RedfishFailure::Http)
            failure.error =
                QStringLiteral("login at %1 as %2: HTTP %3").arg(reply->url().toString(), m_settings.user).arg(status);
        else if (failure.ok() && reply->rawHeader("X-Auth-Token").isEmpty())
            failure = RedfishReply::failed(
                RedfishFailure::BadAnswer,
                QStringLiteral("login at %1: the service sent no X-Auth-Token").arg(reply->url().toString()));
        if (failure.ok()) {
            m_token = reply->rawHeader("X-Auth-Token");
            // Location names the session; older services leave it out and give it as @odata.id.
            m_sessionUri = QString::fromUtf8(reply->rawHeader("Location"));
            if (m_sessionUri.isEmpty())
                m_sessionUri =
                    QJsonDocument::fromJson(reply->readAll()).object().value(QLatin1String("@odata.id")).toString();
            qCInfo(lcRedfish) << "logged in to" << m_settings.service.toString() << "as" << m_settings.user;
        }
        const auto waiting = std::exchange(m_afterLogin, {});
        for (const auto &next : waiting)
            next(failure);
    });
}

} // namespace rackops::redfish
