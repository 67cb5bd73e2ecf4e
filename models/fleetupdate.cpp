#include "fleetupdate.h"

#include "rackkeys.h"

#include <algorithm>

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
        const int key = RackKeys::find(id);
        if (key >= 0 && key < m_position.size() && m_position.at(key) >= 0) {
            upserts[m_position.at(key)].rackId.clear(); // tombstone; compacted below
            m_position[key] = -1;
            compact = true;
        }
        if (!removedRackIds.contains(id))
            removedRackIds.append(id);
    }
    for (RackSummary &rack : later.upserts) {
        if (!removedRackIds.isEmpty())
            removedRackIds.removeOne(rack.rackId);
        int &at = positionOf(keyOf(rack));
        if (at >= 0) {
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
    m_position.fill(-1);
    bool repeated = false;
    for (int i = 0; i < upserts.size(); ++i) {
        int &at = positionOf(keyOf(upserts[i]));
        if (at >= 0) { // an earlier copy of this rack: the later one wins
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

int &FleetUpdate::positionOf(int key)
{
    if (key >= m_position.size())
        m_position.resize(std::max<qsizetype>(key + 1, m_position.size() * 3 / 2), -1);
    return m_position[key];
}

void FleetUpdate::dropTombstones()
{
    upserts.removeIf([](const RackSummary &r) { return r.rackId.isEmpty(); });
    m_indexed = false; // positions moved; indexed again when next needed
}

} // namespace rackops
