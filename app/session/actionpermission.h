#pragma once

#include <QObject>
#include <QString>

namespace rackops {

class ConnectionStatus;
class SessionIdentity;
struct RackDetail;

// Whether the console may send changes now, and if not, the sentence that
// says why. Nothing is sent over a link that is down; each action needs its
// role (the backend enforces it, the views explain it). Views are told; they
// do not work it out themselves, so a button, its shortcut and the status bar
// give the same reason.
class ActionPermission : public QObject {
    Q_OBJECT
public:
    // The actions whose button says why it is disabled.
    enum class Action { Approve, Remediate, DecideOverride, SignOff, AddNote };

    ActionPermission(ConnectionStatus *connection, SessionIdentity *identity, QObject *parent = nullptr);

    bool linkUp() const;
    // Empty when the link is up.
    QString readOnlyReason() const;
    bool mayOperate() const;
    // Empty when mayOperate().
    QString whyNotOperate() const;

    // Empty when the link and the caller's roles allow `action`; else one short sentence.
    QString whyNot(Action action) const;
    // As whyNot(), and also what the rack's own state forbids (its stage, a
    // running operation). `rack` is the detail the console last received.
    QString whyNot(Action action, const RackDetail &rack) const;

Q_SIGNALS:
    void changed();

private:
    ConnectionStatus *m_connection;
    SessionIdentity *m_identity;
};

} // namespace rackops
