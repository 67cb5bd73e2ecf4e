#include "actionpermission.h"

#include "connectionstatus.h"
#include "rackdetail.h"
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

QString ActionPermission::whyNot(Action action) const
{
    if (!linkUp())
        return tr("Link lost: actions paused until the backend answers again.");
    const Identity &who = m_identity->identity();
    // Whole sentences per action, so each language can phrase its own.
    switch (action) {
    case Action::Approve:
        if (!who.isKnown())
            return tr("Approve needs the approver role; the console does not know yet who you are.");
        if (!m_identity->can(Identity::Role::Approver))
            return tr("Approve needs the approver role (you are %1: %2).").arg(who.displayName, who.rolesText());
        break;
    case Action::DecideOverride:
        if (!who.isKnown())
            return tr("Deciding on an override needs the approver role; the console does not know yet who you are.");
        if (!m_identity->can(Identity::Role::Approver))
            return tr("Deciding on an override needs the approver role (you are %1: %2).")
                .arg(who.displayName, who.rolesText());
        break;
    case Action::Remediate:
        if (!who.isKnown())
            return tr("Remediate needs the operator role; the console does not know yet who you are.");
        if (!m_identity->can(Identity::Role::Operator))
            return tr("Remediate needs the operator role (you are %1: %2).").arg(who.displayName, who.rolesText());
        break;
    case Action::SignOff:
        // As for notes: until the backend says who we are, it decides.
        if (who.isKnown() && !m_identity->can(Identity::Role::Operator))
            return tr("Signing off needs the operator role (you are %1: %2).").arg(who.displayName, who.rolesText());
        break;
    case Action::AddNote:
        if (who.isKnown() && !m_identity->can(Identity::Role::Operator))
            return tr("Adding a note needs the operator role (you are %1: %2).").arg(who.displayName, who.rolesText());
        break;
    }
    return {};
}

QString ActionPermission::whyNot(Action action, const RackDetail &rack) const
{
    if (const QString why = whyNot(action); !why.isEmpty())
        return why;
    const RackSummary &summary = rack.summary;
    if (summary.rackId.isEmpty())
        return tr("Select a rack first.");
    const bool busy = !summary.activeOperationId.isEmpty();
    switch (action) {
    case Action::Approve:
        if (busy)
            return tr("Approve waits until the operation running on the rack ends.");
        if (!rack.approvable)
            return tr("Rack is in %1, not in %2: nothing to approve.")
                .arg(LifecycleStages::displayName(summary.stage),
                     LifecycleStages::displayName(LifecycleStage::AwaitingApproval));
        break;
    case Action::Remediate:
        if (busy)
            return tr("Remediate waits until the operation running on the rack ends.");
        if (rack.availableActions.isEmpty())
            return tr("No remediation is possible while the rack is in %1.")
                .arg(LifecycleStages::displayName(summary.stage));
        break;
    case Action::DecideOverride:
    case Action::SignOff:
    case Action::AddNote: break;
    }
    return {};
}

} // namespace rackops
