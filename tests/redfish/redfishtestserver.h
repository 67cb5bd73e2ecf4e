#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSslServer>
#include <QString>
#include <QStringList>

class QSslSocket;

namespace rackops::test {

// A real HTTPS Redfish service for tests: serves a mockup tree laid out as
// DMTF's mockups are (PATH/index.json; a "?$skip=N" page from
// PATH/index.skip-N.json), over TLS with the checked-in test certificate,
// HTTP/1.1 with keep-alive. It can require basic auth or Redfish sessions
// (POST SessionService/Sessions -> X-Auth-Token and the session's Location;
// DELETE on it logs out), forget its sessions (the
// next request gets 401), never answer below some paths (a hung CDU) or
// answer them only when told (a request in flight across a restart),
// serve other bodies for some paths (malformed JSON, a changed detector),
// and push events to its SSE clients.
class RedfishTestServer : public QObject {
    Q_OBJECT
public:
    enum class Auth { None, Basic, Session };

    RedfishTestServer(const QString &mockupRoot, const QString &tlsDir, QObject *parent = nullptr);
    ~RedfishTestServer() override;

    bool listen();
    QString url() const; // https://127.0.0.1:PORT

    void requireAuth(Auth auth, const QString &user, const QString &password);
    void forgetSessions() { m_tokens.clear(); }
    void hang(const QString &pathPrefix) { m_hung.insert(pathPrefix); }
    void unhang() { m_hung.clear(); }
    // Keeps requests below `pathPrefix` unanswered until release(), which answers
    // them as the service then stands (a request in flight across a restart).
    void hold(const QString &pathPrefix) { m_held.insert(pathPrefix); }
    void release();
    int heldRequests() const { return int(m_waiting.size()); }
    void override(const QString &path, const QByteArray &body) { m_overrides.insert(path, body); }
    // Answers `path` with `bytes` of JSON-looking filler, written as the client
    // takes it (never all in memory); with or without a Content-Length.
    void serveHuge(const QString &path, qint64 bytes, bool withLength) { m_huge.insert(path, {bytes, withLength}); }
    void clearOverride(const QString &path) { m_overrides.remove(path); }
    // Sends one Server-Sent Event with `json` as data to every open stream.
    void pushEvent(const QByteArray &json);

    int requestCount(const QString &path) const { return m_counts.value(path); }
    int logins() const { return m_logins; }
    // Sessions ended with DELETE on the session resource (with its own token).
    int logouts() const { return m_logouts; }
    int unauthorized() const { return m_unauthorized; }
    int eventStreams() const;
    // A request that carried the password although a session was offered.
    int basicAuthWithSessions() const { return m_basicWithSessions; }

private:
    struct Request {
        QByteArray method;
        QString path;
        QString query;
        QHash<QByteArray, QByteArray> headers; // lower-case names
        QByteArray body;
    };
    void accept();
    void read(QSslSocket *socket);
    void handle(QSslSocket *socket, const Request &request);
    bool authorized(const Request &request);
    static void respond(QSslSocket *socket, int status, const QByteArray &body,
                        const QList<std::pair<QByteArray, QByteArray>> &headers = {});

    QString m_root;
    QSslServer m_server;
    Auth m_auth = Auth::None;
    QString m_user;
    QString m_password;
    QHash<QByteArray, QString> m_tokens; // token -> its session resource
    int m_nextToken = 1;
    QSet<QString> m_hung;
    QSet<QString> m_held;
    QList<std::pair<QPointer<QSslSocket>, Request>> m_waiting;
    QHash<QString, QByteArray> m_overrides;
    QHash<QString, std::pair<qint64, bool>> m_huge; // path -> size, with Content-Length
    void streamHuge(QSslSocket *socket, qint64 bytes, bool withLength);
    QHash<QString, int> m_counts;
    QHash<QSslSocket *, QByteArray> m_buffers;
    QList<QPointer<QSslSocket>> m_streams;
    int m_logins = 0;
    int m_logouts = 0;
    int m_unauthorized = 0;
    int m_basicWithSessions = 0;
    int m_eventId = 0;
};

} // namespace rackops::test
