#include "loopbackhttpserver.h"

#include <QTcpSocket>

LoopbackHttpServer::LoopbackHttpServer()
{
    m_server.listen(QHostAddress::LocalHost, 0);
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                m_pending[socket] += socket->readAll();
                if (!m_pending[socket].contains("\r\n\r\n"))
                    return;
                const QByteArray request = m_pending.take(socket);
                const std::optional<QByteArray> answer = respond ? respond(request.split(' ').value(1)) : std::nullopt;
                if (!answer)
                    return;
                socket->write(*answer);
                socket->disconnectFromHost();
            });
        }
    });
}

QString LoopbackHttpServer::url() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(port());
}

QByteArray LoopbackHttpServer::response(int status, const QByteArray &contentType, const QByteArray &body)
{
    return "HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: " + contentType
        + "\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}
