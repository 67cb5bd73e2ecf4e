#pragma once

#include <QObject>
#include <QString>

namespace rackops {

class ConnectionStatus;
class SessionIdentity;

// Whether the console may send changes now, and if not, the sentence that
// says why. Nothing is sent over a link that is down; alerts and the
// handover also need the operator role (the backend enforces it, the views
// explain it). Views are told; they do not work it out themselves.
class ActionPermission : public QObject
{
    Q_OBJECT
public:
    ActionPermission(ConnectionStatus *connection, SessionIdentity *identity, QObject *parent = nullptr);

    bool linkUp() const;
    // Empty when the link is up.
    QString readOnlyReason() const;
    bool mayOperate() const;
    // Empty when mayOperate().
    QString whyNotOperate() const;

signals:
    void changed();

private:
    ConnectionStatus *m_connection;
    SessionIdentity *m_identity;
};

} // namespace rackops
