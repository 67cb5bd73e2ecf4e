#include "actionpermission.h"

#include "connectionstatus.h"
#include "sessionidentity.h"

namespace rackops {

ActionPermission::ActionPermission(ConnectionStatus *connection, SessionIdentity *identity, QObject *parent)
    : QObject(parent)
    , m_connection(connection)
    , m_identity(identity)
{
    connect(connection, &ConnectionStatus::stateChanged, this, &ActionPermission::changed);
    connect(identity, &SessionIdentity::identityChanged, this, &ActionPermission::changed);
}

bool ActionPermission::linkUp() const
{
    return m_connection->state().phase == ConnectionState::Phase::Live;
}

QString ActionPermission::readOnlyReason() const
{
    return linkUp() ? QString()
                    : tr("Read only while not connected to the backend; the data shown may be out of date.");
}

bool ActionPermission::mayOperate() const
{
    // Until the backend says who we are, the views offer the actions and the backend decides.
    const bool known = m_identity->identity().isKnown();
    return linkUp() && (!known || m_identity->can(Identity::Role::Operator));
}

QString ActionPermission::whyNotOperate() const
{
    if (!linkUp())
        return readOnlyReason();
    return mayOperate() ? QString() : m_identity->missingRoleText(Identity::Role::Operator);
}

} // namespace rackops
