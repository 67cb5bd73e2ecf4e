#include "coolingarrivals.h"

#include <algorithm>

namespace rackops {

void CoolingArrivals::setRacks(const QStringList &rackIds, qint64 localMs)
{
    QHash<QString, Rack> kept;
    for (const QString &id : rackIds) {
        Rack rack = m_racks.value(id);
        if (!m_racks.contains(id))
            rack.waitingSinceMs = localMs;
        kept.insert(id, rack);
    }
    m_racks = std::move(kept);
    m_order = rackIds;
}

void CoolingArrivals::noteHistory(const QString &rackId, qint64 newestSampleMs)
{
    auto it = m_racks.find(rackId);
    if (it != m_racks.end())
        it->newestSampleMs = std::max(it->newestSampleMs, newestSampleMs);
}

void CoolingArrivals::arrived(const QString &rackId, qint64 sampleMs, qint64 localMs)
{
    auto it = m_racks.find(rackId);
    // A sample repeated (a resent batch) is no news.
    if (it == m_racks.end() || (it->hasArrival && sampleMs <= it->newestSampleMs))
        return;
    if (it->hasArrival) {
        it->gaps.append(localMs - it->waitingSinceMs);
        if (it->gaps.size() > kGapsKept)
            it->gaps.removeFirst();
    }
    it->hasArrival = true;
    it->newestSampleMs = std::max(it->newestSampleMs, sampleMs);
    it->waitingSinceMs = localMs;
}

qint64 CoolingArrivals::intervalMs(const QString &rackId) const
{
    const auto it = m_racks.constFind(rackId);
    if (it == m_racks.cend() || it->gaps.isEmpty())
        return kFirstIntervalMs;
    // The median: one early poll (a leak event) or one long outage does not set the pace.
    QList<qint64> gaps = it->gaps;
    std::sort(gaps.begin(), gaps.end());
    return std::max(kMinIntervalMs, gaps.at(gaps.size() / 2));
}

qint64 CoolingArrivals::backendNowMs(qint64 localMs) const
{
    qint64 now = 0;
    for (const Rack &rack : m_racks) {
        if (rack.hasArrival)
            now = std::max(now, rack.newestSampleMs + (localMs - rack.waitingSinceMs));
    }
    return now;
}

QList<CoolingArrivals::Overdue> CoolingArrivals::overdue(qint64 localMs) const
{
    QList<Overdue> out;
    const qint64 backendNow = backendNowMs(localMs);
    for (const QString &id : m_order) {
        const Rack &rack = m_racks[id];
        if (rack.newestSampleMs <= 0)
            continue;
        const qint64 interval = intervalMs(id);
        const qint64 silent = localMs - rack.waitingSinceMs;
        if (silent <= 2 * interval)
            continue;
        // Never younger than the silence itself (no other rack may tell the backend clock).
        out.append({id, std::max(backendNow - rack.newestSampleMs, silent), interval});
    }
    return out;
}

} // namespace rackops
