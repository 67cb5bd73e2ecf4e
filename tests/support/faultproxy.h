#pragma once

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QTcpServer>

class QTcpSocket;

namespace rackops::test {

// A TCP proxy between a console and a backend that can make the link as bad
// as a VPN at night: pass, delay, stall (bytes held, connections kept open,
// so only keepalive can tell), hold only the answers, cut every connection,
// or refuse new ones. Runs on the thread's event loop; tests spin it.
class FaultProxy : public QObject {
    Q_OBJECT
public:
    FaultProxy(const QString &targetHost, quint16 targetPort, QObject *parent = nullptr);
    ~FaultProxy() override;

    bool listen();
    QString address() const; // "127.0.0.1:PORT", for BackendChannel

    // Holds bytes in both directions until unstalled; nothing is lost.
    void setStalled(bool stalled);
    // Holds only backend -> console bytes: requests arrive, answers do not.
    void setAnswersHeld(bool held);
    void setDelay(int ms);
    // Aborts every open connection; held bytes die with them.
    void cutAll();
    // New connections are closed at once (the backend looks unreachable).
    void setRefusing(bool refusing);

    int openConnections() const { return int(m_links.size()); }
    int acceptedConnections() const { return m_accepted; }
    qint64 bytesToBackend() const { return m_bytesUp; }

private:
    struct Link {
        QTcpSocket *console = nullptr;
        QTcpSocket *backend = nullptr;
        QByteArray heldUp; // console -> backend
        QByteArray heldDown; // backend -> console
    };

    void accept();
    void forward(Link *link, bool up);
    void flush(Link *link);
    void send(QTcpSocket *to, const QByteArray &bytes);
    void drop(Link *link);

    QTcpServer m_server;
    QString m_targetHost;
    quint16 m_targetPort;
    QHash<QTcpSocket *, Link *> m_links; // by console socket
    bool m_stalled = false;
    bool m_answersHeld = false;
    bool m_refusing = false;
    int m_delayMs = 0;
    int m_accepted = 0;
    qint64 m_bytesUp = 0;
};

} // namespace rackops::test
