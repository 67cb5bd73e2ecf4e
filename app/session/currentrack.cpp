#include "currentrack.h"

namespace rackops {

void CurrentRack::select(const QString &rackId)
{
    if (rackId == m_rackId)
        return;
    m_rackId = rackId;
    emit changed(m_rackId);
}

} // namespace rackops
