#include "fleetupdate.h"

#include <QHash>

namespace rackops {

void FleetUpdate::mergeFrom(FleetUpdate &&later)
{
    if (later.reset) {
        *this = std::move(later);
        m_indexed = false;
        return;
    }
    revision = std::max(revision, later.revision);
    serverTimeMs = std::max(serverTimeMs, later.serverTimeMs);
    if (!later.fleetEpoch.isEmpty())
        fleetEpoch = later.fleetEpoch;
    if (later.upserts.isEmpty() && later.removedRackIds.isEmpty())
        return;

    if (!m_indexed) {
        m_position.clear();
        m_position.reserve(upserts.size() + later.upserts.size());
        for (qsizetype i = 0; i < upserts.size(); ++i)
            m_position.insert(upserts.at(i).rackId, i);
        m_indexed = true;
    }
    QHash<QString, qsizetype> &position = m_position;
    bool compact = false;

    for (const QString &id : std::as_const(later.removedRackIds)) {
        if (const auto it = position.constFind(id); it != position.cend()) {
            upserts[*it].rackId.clear();  // tombstone; compacted below
            position.erase(it);
            compact = true;
        }
        if (!removedRackIds.contains(id))
            removedRackIds.append(id);
    }
    for (RackSummary &rack : later.upserts) {
        if (!removedRackIds.isEmpty())
            removedRackIds.removeOne(rack.rackId);
        if (const auto it = position.constFind(rack.rackId); it != position.cend()) {
            upserts[*it] = std::move(rack);
        } else {
            position.insert(rack.rackId, upserts.size());
            upserts.append(std::move(rack));
        }
    }
    if (compact) {
        upserts.removeIf([](const RackSummary &r) { return r.rackId.isEmpty(); });
        m_indexed = false;  // positions moved; rebuilt on the next merge
    }
}

} // namespace rackops
