#include "fleetupdate.h"

#include <QHash>

namespace rackops {

void FleetUpdate::mergeFrom(FleetUpdate &&later)
{
    if (later.reset) {
        *this = std::move(later);
        return;
    }
    revision = std::max(revision, later.revision);
    serverTimeMs = std::max(serverTimeMs, later.serverTimeMs);
    if (!later.fleetEpoch.isEmpty())
        fleetEpoch = later.fleetEpoch;
    if (later.upserts.isEmpty() && later.removedRackIds.isEmpty())
        return;

    QHash<QString, qsizetype> position;
    position.reserve(upserts.size());
    for (qsizetype i = 0; i < upserts.size(); ++i)
        position.insert(upserts.at(i).rackId, i);

    for (const QString &id : std::as_const(later.removedRackIds)) {
        if (const auto it = position.constFind(id); it != position.cend()) {
            upserts[*it].rackId.clear();  // tombstone; compacted below
            position.erase(it);
        }
        if (!removedRackIds.contains(id))
            removedRackIds.append(id);
    }
    for (RackSummary &rack : later.upserts) {
        removedRackIds.removeOne(rack.rackId);
        if (const auto it = position.constFind(rack.rackId); it != position.cend()) {
            upserts[*it] = std::move(rack);
        } else {
            position.insert(rack.rackId, upserts.size());
            upserts.append(std::move(rack));
        }
    }
    upserts.removeIf([](const RackSummary &r) { return r.rackId.isEmpty(); });
}

} // namespace rackops
