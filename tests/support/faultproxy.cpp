#include "faultproxy.h"

#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace rackops::test {

FaultProxy::FaultProxy(const QString &targetHost, quint16 targetPort, QObject *parent)
    : QObject(parent)
    , m_targetHost(targetHost)
    , m_targetPort(targetPort)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FaultProxy::accept);
}

FaultProxy::~FaultProxy()
{
    cutAll();
}

bool FaultProxy::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString FaultProxy::address() const
{
    return QStringLiteral("127.0.0.1:%1").arg(m_server.serverPort());
}

void FaultProxy::accept()
{
    while (QTcpSocket *console = m_server.nextPendingConnection()) {
        ++m_accepted;
        if (m_refusing) {
            console->abort();
            console->deleteLater();
            continue;
        }
        auto *link = new Link;
        link->console = console;
        link->backend = new QTcpSocket(this);
        m_links.insert(console, link);
        connect(console, &QTcpSocket::readyRead, this, [this, link] { forward(link, true); });
        connect(link->backend, &QTcpSocket::readyRead, this, [this, link] { forward(link, false); });
        connect(link->backend, &QTcpSocket::connected, this, [this, link] { flush(link); });
        for (QTcpSocket *socket : {console, link->backend}) {
            connect(socket, &QTcpSocket::disconnected, this, [this, console] {
                if (Link *l = m_links.value(console))
                    drop(l);
            });
        }
        link->backend->connectToHost(m_targetHost, m_targetPort);
    }
}

void FaultProxy::forward(Link *link, bool up)
{
    QTcpSocket *from = up ? link->console : link->backend;
    const QByteArray bytes = from->readAll();
    if (up) {
        m_bytesUp += bytes.size();
        link->heldUp += bytes;
    } else {
        link->heldDown += bytes;
    }
    flush(link);
}

void FaultProxy::flush(Link *link)
{
    if (m_stalled)
        return;
    if (!link->heldUp.isEmpty() && link->backend->state() == QAbstractSocket::ConnectedState) {
        send(link->backend, link->heldUp);
        link->heldUp.clear();
    }
    if (!m_answersHeld && !link->heldDown.isEmpty()) {
        send(link->console, link->heldDown);
        link->heldDown.clear();
    }
}

void FaultProxy::send(QTcpSocket *to, const QByteArray &bytes)
{
    if (m_delayMs <= 0) {
        to->write(bytes);
        return;
    }
    QPointer<QTcpSocket> target(to);
    QTimer::singleShot(m_delayMs, this, [target, bytes] {
        if (target && target->state() == QAbstractSocket::ConnectedState)
            target->write(bytes);
    });
}

void FaultProxy::setStalled(bool stalled)
{
    m_stalled = stalled;
    if (!stalled) {
        for (Link *link : std::as_const(m_links))
            flush(link);
    }
}

void FaultProxy::setAnswersHeld(bool held)
{
    m_answersHeld = held;
    if (!held) {
        for (Link *link : std::as_const(m_links))
            flush(link);
    }
}

void FaultProxy::setDelay(int ms)
{
    m_delayMs = ms;
}

void FaultProxy::setRefusing(bool refusing)
{
    m_refusing = refusing;
}

void FaultProxy::cutAll()
{
    const auto links = m_links.values();
    for (Link *link : links)
        drop(link);
}

void FaultProxy::drop(Link *link)
{
    if (!m_links.remove(link->console))
        return;
    for (QTcpSocket *socket : {link->console, link->backend}) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
    delete link;
}

} // namespace rackops::test
