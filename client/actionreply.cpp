#include "actionreply.h"

namespace rackops {

ActionReply::ActionReply(QString idempotencyKey, QObject *parent)
    : QObject(parent)
    , m_key(std::move(idempotencyKey))
{
}

void ActionReply::abandon()
{
    m_abandoned = true;
}

bool ActionReply::begin(const ActionOutcome &outcome)
{
    if (m_finished)
        return false;
    m_finished = true;
    m_outcome = outcome;
    return true;
}

void ActionReply::end()
{
    Q_EMIT settled();
    deleteLater();
}

} // namespace rackops
