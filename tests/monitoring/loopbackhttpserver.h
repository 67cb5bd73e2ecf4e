#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>
#include <QTcpServer>

#include <functional>
#include <optional>

class QTcpSocket;

// A loopback HTTP/1.1 server that plays a service a bridge reads (a DCGM
// exporter, a Prometheus that misbehaves): `respond` gets each request's
// target (path and query) and gives the whole response, or nullopt to never
// answer (a hung server; the connection stays open).
class LoopbackHttpServer : public QObject {
public:
    std::function<std::optional<QByteArray>(const QByteArray &target)> respond;

    LoopbackHttpServer();
    quint16 port() const { return m_server.serverPort(); }
    QString url() const;
    // A response with its length: "HTTP/1.1 STATUS X", Content-Type, Connection: close, the body.
    static QByteArray response(int status, const QByteArray &contentType, const QByteArray &body);

private:
    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_pending;
};
