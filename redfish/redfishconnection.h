#pragma once

#include "redfishreply.h"

#include <QHash>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QSslCertificate>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;
class QNetworkRequest;

namespace rackops::redfish {

// One Redfish service over Qt Network: HTTPS verified against the given CA
// certificates, a per-request timeout, and either HTTP basic auth or a
// Redfish session (POST SessionService/Sessions, then X-Auth-Token; a 401
// logs in again once and repeats the request). Requests run concurrently;
// callbacks run in this object's thread unless `context` is gone.
// Only the configured service (scheme, host and port) is ever contacted: a
// link in an answer that points elsewhere (an absolute @odata.id, a
// nextLink, the event stream, the Sessions collection, the session's
// Location) is refused without a byte sent, so credentials never leave for
// another host; redirects are followed only on the same origin.
// Bounded: an answer larger than `maxAnswerBytes` is aborted as it arrives
// (never read whole), and an owner given its own budget (a CDU's poller)
// sends through its own QNetworkAccessManager, so Qt's six connections per
// host are its own and a hung CDU cannot hold the connections of the others.
class RedfishConnection : public QObject {
    Q_OBJECT
public:
    struct Settings {
        QUrl service; // scheme://host[:port]
        QList<QSslCertificate> caCertificates; // empty = the system's
        QString user; // empty = no authentication
        QString password;
        int timeoutMs = 5000;
        qint64 maxAnswerBytes = kMaxAnswerBytes;
    };
    // Far above any Redfish resource a CDU serves (a page of 1000 members is
    // under 100 KiB), far below what would hurt the backend's memory.
    static constexpr qint64 kMaxAnswerBytes = 4 * 1024 * 1024;
    using Callback = std::function<void(const RedfishReply &)>;

    explicit RedfishConnection(Settings settings, QObject *parent = nullptr);

    const QUrl &service() const { return m_settings.service; }
    QUrl resolve(const QString &uri) const;
    // Whether `uri` (relative, or absolute) lies on the configured service.
    bool isOnService(const QString &uri) const;
    // The error for a link that is not: names the link, not the credentials.
    QString offServiceError(const QString &what, const QString &uri) const;
    // After reading the service root: log in through this Sessions collection
    // instead of sending the password with every request.
    void useSessions(const QString &sessionsUri);
    bool usesSessions() const { return !m_sessionsUri.isEmpty(); }

    // Requests whose context is `owner` (or that it makes through a collection
    // reader) go over connections of their own, opened and closed with it.
    void giveOwnBudget(QObject *owner);
    void get(const QString &uri, QObject *context, Callback done);
    // An open GET for a Server-Sent Events stream (no transfer timeout),
    // handed to `opened` once authenticated; nullptr when login failed.
    void openStream(const QString &uri, QObject *context, std::function<void(QNetworkReply *)> opened);
    // The session token was refused (e.g. a 401 on a stream): log in anew next time.
    void forgetSession();
    // Ends the open session (DELETE on the session resource the login named), so
    // the service's session slots are not used up by restarts; `done` runs
    // once answered, failed or when there is no session.
    void logout(QObject *context, std::function<void()> done);
    bool hasSession() const { return !m_token.isEmpty(); }

private:
    struct Pending {
        QString uri;
        QPointer<QObject> context;
        Callback done;
        bool retried = false;
        QByteArray token; // the session it was sent with
    };
    QNetworkRequest request(const QString &uri, int timeoutMs) const;
    void send(Pending pending);
    void finished(QNetworkReply *reply, Pending pending);
    QNetworkAccessManager *networkFor(QObject *context) const;
    void bound(QNetworkReply *reply) const;
    RedfishReply failureOf(QNetworkReply *reply, const QString &what) const;
    using AfterLogin = std::function<void(const RedfishReply &failure)>; // ok() when logged in
    void whenLoggedIn(AfterLogin next);
    void login();

    Settings m_settings;
    QNetworkAccessManager *m_network;
    QString m_sessionsUri;
    QByteArray m_token;
    QString m_sessionUri; // the login's Location: the session resource to DELETE
    bool m_loggingIn = false;
    QList<AfterLogin> m_afterLogin;
    QHash<QObject *, QNetworkAccessManager *> m_budgets; // owner -> its own connections
};

} // namespace rackops::redfish
