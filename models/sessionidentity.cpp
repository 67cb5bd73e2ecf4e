#include "sessionidentity.h"

namespace rackops {

SessionIdentity::SessionIdentity(QObject *parent)
    : QObject(parent)
{
}

QString SessionIdentity::missingRoleText(Identity::Role role) const
{
    if (!m_identity.isKnown())
        return tr("Needs the %1 role; the console does not know who you are yet.").arg(Identity::roleName(role));
    return tr("Needs the %1 role (you are %2: %3).")
        .arg(Identity::roleName(role), m_identity.displayName, m_identity.rolesText());
}

void SessionIdentity::setIdentity(const Identity &identity)
{
    if (identity == m_identity)
        return;
    m_identity = identity;
    Q_EMIT identityChanged(m_identity);
}

} // namespace rackops
