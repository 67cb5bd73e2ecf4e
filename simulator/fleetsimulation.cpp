#include "fleetsimulation.h"

#include "lifecycleengine.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cstdio>
#include <random>

namespace rackops::sim {

FleetSimulation::FleetSimulation(std::vector<SimRack> racks, std::string epoch, std::int64_t revision,
                                 std::int64_t simNowMs)
    : m_racks(std::move(racks))
    , m_epoch(std::move(epoch))
    , m_revision(revision)
    , m_nowMs(simNowMs)
{
    std::sort(m_racks.begin(), m_racks.end(), [](const SimRack &a, const SimRack &b) {
        return a.detail().summary().rack_id() < b.detail().summary().rack_id();
    });
    m_indexById.reserve(m_racks.size());
    for (size_t i = 0; i < m_racks.size(); ++i) {
        m_indexById.emplace(m_racks[i].detail().summary().rack_id(), i);
        // A fresh fleet has no revisions yet: stamp every rack once.
        if (m_racks[i].detail().summary().revision() == 0)
            stamp(m_racks[i]);
    }
}

std::string FleetSimulation::newEpoch()
{
    std::random_device device;
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%08x%08x", device(), device());
    return buffer;
}

void FleetSimulation::stamp(SimRack &rack)
{
    rack.mutable_detail()->mutable_summary()->set_revision(++m_revision);
}

void FleetSimulation::advance(std::int64_t simDeltaMs)
{
    bool any = false;
    {
        std::lock_guard lock(m_mutex);
        m_nowMs += std::max<std::int64_t>(simDeltaMs, 0);
        for (SimRack &rack : m_racks) {
            if (LifecycleEngine::advance(rack, m_nowMs)) {
                stamp(rack);
                any = true;
            }
        }
    }
    if (any)
        m_changed.notify_all();
}

FleetSimulation::Changes FleetSimulation::snapshot() const
{
    std::lock_guard lock(m_mutex);
    Changes changes;
    changes.epoch = m_epoch;
    changes.revision = m_revision;
    changes.serverTimeMs = m_nowMs;
    changes.reset = true;
    changes.upserts.reserve(m_racks.size());
    for (const SimRack &rack : m_racks)
        changes.upserts.push_back(rack.detail().summary());
    return changes;
}

std::optional<FleetSimulation::Changes> FleetSimulation::changesSince(const std::string &epoch,
                                                                     std::int64_t revision) const
{
    std::lock_guard lock(m_mutex);
    if (epoch != m_epoch || revision <= 0 || revision > m_revision)
        return std::nullopt;
    Changes changes;
    changes.epoch = m_epoch;
    changes.revision = m_revision;
    changes.serverTimeMs = m_nowMs;
    for (const SimRack &rack : m_racks) {
        if (rack.detail().summary().revision() > revision)
            changes.upserts.push_back(rack.detail().summary());
    }
    for (const auto &[removedAt, id] : m_tombstones) {
        if (removedAt > revision)
            changes.removed.push_back(id);
    }
    return changes;
}

bool FleetSimulation::waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const
{
    std::unique_lock lock(m_mutex);
    const std::uint64_t generation = m_wakeGeneration;
    return m_changed.wait_for(lock, timeout, [&] {
        return m_revision > afterRevision || m_wakeGeneration != generation;
    });
}

void FleetSimulation::wake() const
{
    {
        std::lock_guard lock(m_mutex);
        ++m_wakeGeneration;
    }
    m_changed.notify_all();
}

std::optional<rackops::v1::RackDetail> FleetSimulation::rack(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_indexById.find(rackId);
    if (it == m_indexById.end())
        return std::nullopt;
    return m_racks[it->second].detail();
}

std::vector<rackops::v1::RackSummary> FleetSimulation::page(const std::string &afterId, int limit,
                                                           const std::string &site,
                                                           rackops::v1::LifecycleStage stage,
                                                           int *totalMatching) const
{
    std::lock_guard lock(m_mutex);
    std::vector<rackops::v1::RackSummary> result;
    int total = 0;
    for (const SimRack &rack : m_racks) {
        const auto &summary = rack.detail().summary();
        if (!site.empty() && summary.location().site() != site)
            continue;
        if (stage != rackops::v1::LIFECYCLE_STAGE_UNSPECIFIED && summary.stage() != stage)
            continue;
        ++total;
        if (summary.rack_id() > afterId && int(result.size()) < limit)
            result.push_back(summary);
    }
    if (totalMatching)
        *totalMatching = total;
    return result;
}

std::string FleetSimulation::epoch() const
{
    std::lock_guard lock(m_mutex);
    return m_epoch;
}

std::int64_t FleetSimulation::revision() const
{
    std::lock_guard lock(m_mutex);
    return m_revision;
}

std::int64_t FleetSimulation::nowMs() const
{
    std::lock_guard lock(m_mutex);
    return m_nowMs;
}

int FleetSimulation::rackCount() const
{
    std::lock_guard lock(m_mutex);
    return int(m_racks.size());
}

} // namespace rackops::sim
