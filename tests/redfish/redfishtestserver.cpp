#include "redfishtestserver.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>

#include <algorithm>
#include <memory>
#include <utility>

namespace rackops::test {

namespace {
QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray reason(int status)
{
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    default: return "Status";
    }
}
} // namespace

RedfishTestServer::RedfishTestServer(const QString &mockupRoot, const QString &tlsDir, QObject *parent)
    : QObject(parent)
    , m_root(mockupRoot)
{
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(QSslCertificate(readFile(tlsDir + QStringLiteral("/server.pem")), QSsl::Pem));
    tls.setPrivateKey(QSslKey(readFile(tlsDir + QStringLiteral("/server.key")), QSsl::Rsa, QSsl::Pem));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);
    m_server.setSslConfiguration(tls);
    connect(&m_server, &QTcpServer::pendingConnectionAvailable, this, &RedfishTestServer::accept);
}

RedfishTestServer::~RedfishTestServer()
{
    // The sockets are the server's children: gone before it, without calling back into a half-destroyed this.
    const auto sockets = m_server.findChildren<QSslSocket *>();
    for (QSslSocket *socket : sockets) {
        socket->disconnect(this);
        delete socket;
    }
}

bool RedfishTestServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString RedfishTestServer::url() const
{
    return QStringLiteral("https://127.0.0.1:%1").arg(m_server.serverPort());
}

void RedfishTestServer::requireAuth(Auth auth, const QString &user, const QString &password)
{
    m_auth = auth;
    m_user = user;
    m_password = password;
}

int RedfishTestServer::eventStreams() const
{
    int open = 0;
    for (const auto &socket : m_streams)
        open += socket && socket->state() == QAbstractSocket::ConnectedState ? 1 : 0;
    return open;
}

void RedfishTestServer::accept()
{
    while (m_server.hasPendingConnections()) {
        auto *socket = qobject_cast<QSslSocket *>(m_server.nextPendingConnection());
        if (!socket)
            continue;
        connect(socket, &QSslSocket::readyRead, this, [this, socket] { read(socket); });
        connect(socket, &QSslSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            socket->deleteLater();
        });
        read(socket);
    }
}

void RedfishTestServer::read(QSslSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    for (;;) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        Request request;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        request.method = first.value(0);
        const QString target = QString::fromUtf8(first.value(1));
        request.path = target.section(QLatin1Char('?'), 0, 0);
        request.query = target.section(QLatin1Char('?'), 1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        const qsizetype length = request.headers.value("content-length", "0").toLongLong();
        if (buffer.size() < end + 4 + length)
            return;
        request.body = buffer.mid(end + 4, length);
        buffer.remove(0, end + 4 + length);
        handle(socket, request);
    }
}

bool RedfishTestServer::authorized(const Request &request)
{
    if (request.path == QLatin1String("/redfish/v1") || request.path == QLatin1String("/redfish/v1/"))
        return true; // the service root is open, as the Redfish specification requires
    const QByteArray basic = "Basic " + (m_user + QLatin1Char(':') + m_password).toUtf8().toBase64();
    switch (m_auth) {
    case Auth::None: return true;
    case Auth::Basic: return request.headers.value("authorization") == basic;
    case Auth::Session:
        if (request.headers.contains("authorization"))
            ++m_basicWithSessions;
        return m_tokens.contains(request.headers.value("x-auth-token"));
    }
    return false;
}

void RedfishTestServer::release()
{
    m_held.clear();
    for (const auto &[socket, request] : std::exchange(m_waiting, {})) {
        if (socket) {
            m_counts[request.path] -= 1; // counted when it arrived
            handle(socket, request);
        }
    }
}

void RedfishTestServer::handle(QSslSocket *socket, const Request &request)
{
    m_counts[request.path] += 1;
    for (const QString &prefix : std::as_const(m_hung)) {
        if (request.path.startsWith(prefix))
            return; // never answers: the client's timeout has to notice
    }
    for (const QString &prefix : std::as_const(m_held)) {
        if (request.path.startsWith(prefix)) {
            m_waiting.append({socket, request});
            return;
        }
    }
    if (request.method == "POST" && request.path == QLatin1String("/redfish/v1/SessionService/Sessions")) {
        const QJsonObject credentials = QJsonDocument::fromJson(request.body).object();
        if (credentials.value(QLatin1String("UserName")).toString() != m_user
            || credentials.value(QLatin1String("Password")).toString() != m_password) {
            ++m_unauthorized;
            return respond(socket, 401, R"({"error":{"code":"Base.1.0.NoValidSession"}})");
        }
        ++m_logins;
        const QByteArray id = QByteArray::number(m_nextToken++);
        const QByteArray token = "token-" + id;
        const QByteArray session = "/redfish/v1/SessionService/Sessions/" + id;
        m_tokens.insert(token, QString::fromUtf8(session));
        return respond(socket, 201, R"({"@odata.id":")" + session + R"(","Id":")" + id + R"("})",
                       {{"X-Auth-Token", token}, {"Location", session}});
    }
    if (request.method == "DELETE") {
        // Only the session's own token ends it.
        const QByteArray token = request.headers.value("x-auth-token");
        if (m_tokens.value(token) != request.path) {
            ++m_unauthorized;
            return respond(socket, 401, R"({"error":{"code":"Base.1.0.NoValidSession"}})");
        }
        m_tokens.remove(token);
        ++m_logouts;
        return respond(socket, 204, QByteArray());
    }
    if (request.method != "GET")
        return respond(socket, 405, "{}");
    if (!authorized(request)) {
        ++m_unauthorized;
        return respond(socket, 401, R"({"error":{"code":"Base.1.0.NoValidSession"}})");
    }
    if (request.path == QLatin1String("/redfish/v1/EventService/SSE")) {
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                      "Connection: close\r\n\r\n: stream open\n\n");
        m_streams.append(socket);
        return;
    }
    QString path = request.path;
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (const auto it = m_overrides.constFind(path); it != m_overrides.constEnd())
        return respond(socket, 200, *it);
    if (const auto it = m_huge.constFind(path); it != m_huge.constEnd())
        return streamHuge(socket, it->first, it->second);
    QString file = m_root + path + QStringLiteral("/index.json");
    if (request.query.startsWith(QLatin1String("$skip=")))
        file = m_root + path + QStringLiteral("/index.skip-%1.json").arg(request.query.mid(6));
    const QByteArray body = readFile(file);
    if (body.isEmpty())
        return respond(socket, 404, R"({"error":{"code":"Base.1.0.ResourceMissingAtURI"}})");
    respond(socket, 200, body);
}

void RedfishTestServer::respond(QSslSocket *socket, int status, const QByteArray &body,
                                const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status)
        + "\r\n"
          "Content-Type: application/json\r\nOData-Version: 4.0\r\n"
          "Content-Length: "
        + QByteArray::number(body.size()) + "\r\n";
    for (const auto &[name, value] : headers)
        out += name + ": " + value + "\r\n";
    socket->write(out + "\r\n" + body);
}

void RedfishTestServer::streamHuge(QSslSocket *socket, qint64 bytes, bool withLength)
{
    QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n";
    head += withLength ? "Content-Length: " + QByteArray::number(bytes) + "\r\n" : QByteArray("Connection: close\r\n");
    socket->write(head + "\r\n");
    // A little at a time, as the client reads: the test's memory must measure the bridge, not this.
    static constexpr qint64 kChunk = 64 * 1024;
    auto left = std::make_shared<qint64>(bytes);
    const auto more = [socket, left, withLength] {
        while (*left > 0 && socket->bytesToWrite() + socket->encryptedBytesToWrite() < 4 * kChunk) {
            const qint64 n = std::min(kChunk, *left);
            socket->write(QByteArray(n, ' '));
            *left -= n;
        }
        if (*left == 0 && !withLength) {
            *left = -1;
            socket->disconnectFromHost();
        }
    };
    connect(socket, &QSslSocket::encryptedBytesWritten, socket, more);
    more();
}

void RedfishTestServer::pushEvent(const QByteArray &json)
{
    const QByteArray frame = "id: " + QByteArray::number(++m_eventId) + "\ndata: " + json + "\n\n";
    for (const auto &socket : std::as_const(m_streams)) {
        if (socket && socket->state() == QAbstractSocket::ConnectedState)
            socket->write(frame);
    }
}

} // namespace rackops::test
