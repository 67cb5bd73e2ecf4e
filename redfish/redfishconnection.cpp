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
            qCWarning(lcRedfish) << "logout at" << reply->url().toString() << "failed:" << status << reply->errorString();
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
    send({uri, context, std::move(done)});
}

void RedfishConnection::send(Pending pending)
{
    if (!isOnService(pending.uri)) {
        const QString error = offServiceError(QStringLiteral("GET"), pending.uri);
        qCWarning(lcRedfish).noquote() << error;
        if (pending.context)
            pending.done({0, {}, error});
        return;
    }
    if (usesSessions() && m_token.isEmpty()) {
        whenLoggedIn([this, pending](const QString &error) {
            if (!error.isEmpty()) {
                if (pending.context)
                    pending.done({0, {}, error});
                return;
            }
            send(pending);
        });
        return;
    }
    QNetworkReply *reply = m_network->get(request(pending.uri, m_settings.timeoutMs));
    connect(reply, &QNetworkReply::finished, this, [this, reply, pending] { finished(reply, pending); });
}

void RedfishConnection::finished(QNetworkReply *reply, Pending pending)
{
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString url = reply->url().toString();
    if (status == 401 && usesSessions() && !pending.retried) {
        // The session expired or the service restarted: log in again, once.
        qCInfo(lcRedfish) << "session refused by" << url << "- logging in again";
        m_token.clear();
        pending.retried = true;
        send(pending);
        return;
    }
    if (!pending.context)
        return;
    RedfishReply out;
    out.httpStatus = status;
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
    if (reply->error() == QNetworkReply::OperationCanceledError) {
        out.error = QStringLiteral("GET %1: no answer within %2 ms").arg(url).arg(m_settings.timeoutMs);
    } else if (status == 0) {
        out.error = QStringLiteral("GET %1: %2").arg(url, reply->errorString());
    } else if (status < 200 || status >= 300) {
        out.error = QStringLiteral("GET %1: HTTP %2").arg(url).arg(status);
    } else {
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            out.error = QStringLiteral("GET %1: invalid JSON at byte %2: %3")
                            .arg(url).arg(parseError.offset).arg(parseError.errorString());
        else if (!document.isObject())
            out.error = QStringLiteral("GET %1: the body is not a JSON object").arg(url);
        else
            out.body = document.object();
    }
    pending.done(out);
}

void RedfishConnection::openStream(const QString &uri, QObject *context, std::function<void(QNetworkReply *)> opened)
{
    QPointer<QObject> guard(context);
    const auto open = [this, uri, guard, opened](const QString &error) {
        if (!guard)
            return;
        if (!error.isEmpty()) {
            qCWarning(lcRedfish) << "event stream" << uri << "not opened:" << error;
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
        open(QString());
}

void RedfishConnection::whenLoggedIn(std::function<void(const QString &error)> next)
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
            next(error);
        return;
    }
    m_loggingIn = true;
    QNetworkRequest loginRequest = request(m_sessionsUri, m_settings.timeoutMs);
    loginRequest.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    const QJsonObject credentials{{QStringLiteral("UserName"), m_settings.user},
                                  {QStringLiteral("Password"), m_settings.password}};
    QNetworkReply *reply = m_network->post(loginRequest, QJsonDocument(credentials).toJson(QJsonDocument::Compact));
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        m_loggingIn = false;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        QString error;
        if (reply->error() == QNetworkReply::OperationCanceledError)
            error = QStringLiteral("login at %1: no answer within %2 ms").arg(reply->url().toString())
                        .arg(m_settings.timeoutMs);
        else if (status == 0)
            error = QStringLiteral("login at %1: %2").arg(reply->url().toString(), reply->errorString());
        else if (status != 200 && status != 201)
            error = QStringLiteral("login at %1 as %2: HTTP %3").arg(reply->url().toString(), m_settings.user)
                        .arg(status);
        else if (reply->rawHeader("X-Auth-Token").isEmpty())
            error = QStringLiteral("login at %1: the service sent no X-Auth-Token").arg(reply->url().toString());
        else {
            m_token = reply->rawHeader("X-Auth-Token");
            // Location names the session; older services leave it out and give it as @odata.id.
            m_sessionUri = QString::fromUtf8(reply->rawHeader("Location"));
            if (m_sessionUri.isEmpty())
                m_sessionUri = QJsonDocument::fromJson(reply->readAll()).object().value(QLatin1String("@odata.id")).toString();
        }
        if (error.isEmpty())
            qCInfo(lcRedfish) << "logged in to" << m_settings.service.toString() << "as" << m_settings.user;
        const auto waiting = std::exchange(m_afterLogin, {});
        for (const auto &next : waiting)
            next(error);
    });
}

} // namespace rackops::redfish
