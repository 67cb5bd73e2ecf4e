#include "fleetupdate.h"

#include "rackkeys.h"

#include <QHash>

namespace rackops {

namespace {
// Racks from the stream come with their key; others (made by hand) get it here.
int keyOf(RackSummary &rack)
{
    if (rack.rackKey.value < 0)
        rack.rackKey.value = RackKeys::of(rack.rackId);
    return rack.rackKey.value;
}
} // namespace

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

    index();
    bool compact = false;
    for (const QString &id : std::as_const(later.removedRackIds)) {
        if (const auto it = m_position.constFind(RackKeys::find(id)); it != m_position.cend()) {
            upserts[*it].rackId.clear(); // tombstone; compacted below
            m_position.erase(it);
            compact = true;
        }
        if (!removedRackIds.contains(id))
            removedRackIds.append(id);
    }
    for (RackSummary &rack : later.upserts) {
        if (!removedRackIds.isEmpty())
            removedRackIds.removeOne(rack.rackId);
        // One lookup per rack: a 50,000-rack index is larger than the CPU's caches.
        const qsizetype known = m_position.size();
        int &at = m_position[keyOf(rack)];
        if (m_position.size() == known) {
            upserts[at] = std::move(rack);
        } else {
            at = int(upserts.size());
            upserts.append(std::move(rack));
        }
    }
    if (compact)
        dropTombstones();
}

void FleetUpdate::index()
{
    if (m_indexed)
        return;
    m_position.clear();
    // A snapshot's first chunk has room for the whole snapshot (FleetConvert): so has the index.
    m_position.reserve(upserts.capacity());
    bool repeated = false;
    for (int i = 0; i < upserts.size(); ++i) {
        const qsizetype known = m_position.size();
        int &at = m_position[keyOf(upserts[i])];
        if (m_position.size() == known) { // an earlier copy of this rack: the later one wins
            upserts[at].rackId.clear();
            repeated = true;
        }
        at = i;
    }
    if (repeated) {
        dropTombstones();
        index();
        return;
    }
    m_indexed = true;
}

void FleetUpdate::dropTombstones()
{
    upserts.removeIf([](const RackSummary &r) { return r.rackId.isEmpty(); });
    m_indexed = false; // positions moved; indexed again when next needed
}

} // namespace rackops
