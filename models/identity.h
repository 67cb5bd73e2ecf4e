#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace rackops {

// Who the console acts as, and what the backend lets them do.
struct Identity {
    enum class Role : quint8 { Viewer = 1, Operator = 2, Approver = 3, Admin = 4 };

    QString subject; // e.g. "anna"
    QString displayName; // e.g. "Anna Approver"
    QList<Role> roles;
    bool demo = false;

    bool isKnown() const { return !subject.isEmpty(); }
    // Roles add up: an approver may do what an operator may.
    bool has(Role role) const;
    QString rolesText() const;
    static QString roleName(Role role);

    bool operator==(const Identity &other) const = default;
};

class IdentityTexts {
    Q_DECLARE_TR_FUNCTIONS(Identity)
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::Identity)
