#include "currentrack.h"

namespace rackops {

void CurrentRack::select(const QString &rackId)
{
    if (rackId == m_rackId)
        return;
    m_rackId = rackId;
    Q_EMIT changed(m_rackId);
}

void CurrentRack::choose(const QString &rackId)
{
    Q_EMIT chosen(rackId);
}

} // namespace rackops
