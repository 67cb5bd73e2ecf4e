#pragma once

#include "identity.h"

#include <QObject>

namespace rackops {

// Who the console is acting as right now; views enable or disable actions
// from it and say which role is missing.
class SessionIdentity : public QObject {
    Q_OBJECT
public:
    explicit SessionIdentity(QObject *parent = nullptr);

    const Identity &identity() const { return m_identity; }
    bool can(Identity::Role role) const { return m_identity.has(role); }
    // "Needs the approver role (you are Omar Operator: viewer, operator)."
    QString missingRoleText(Identity::Role role) const;

public Q_SLOTS:
    void setIdentity(const rackops::Identity &identity);

Q_SIGNALS:
    void identityChanged(const rackops::Identity &identity);

private:
    Identity m_identity;
};

} // namespace rackops
