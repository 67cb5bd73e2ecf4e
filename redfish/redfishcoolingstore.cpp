#include "redfishcoolingstore.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::redfish {

using google::protobuf::util::TimeUtil;
using namespace rackops::v1;

namespace {
std::int64_t msOf(const google::protobuf::Timestamp &t)
{
    return TimeUtil::TimestampToMilliseconds(t);
}
} // namespace

namespace {
bool isAtOrBelow(const QString &uri, const QString &prefix)
{
    return uri == prefix || uri.startsWith(prefix + QLatin1Char('/'));
}
} // namespace

void RedfishCoolingStore::expect(const QString &rack, const QStringList &candidates)
{
    std::lock_guard lock(m_mutex);
    Entry &entry = m_racks[rack.toStdString()];
    if (entry.feed.lastReadMs == 0) {
        entry.feed.sample.set_rack_id(rack.toStdString());
        entry.candidates += candidates;
    }
}

void RedfishCoolingStore::update(CoolingSample sample, std::int64_t wallMs, const QString &source)
{
    std::lock_guard lock(m_mutex);
    Entry &entry = m_racks[sample.rack_id()];
    *sample.mutable_sample_time() = TimeUtil::MillisecondsToTimestamp(wallMs);
    const CoolingSample &previous = entry.feed.sample;
    for (LeakDetector &detector : *sample.mutable_leak_detectors()) {
        const LeakDetector *before = nullptr;
        for (const LeakDetector &old : previous.leak_detectors()) {
            if (old.id() == detector.id())
                before = &old;
        }
        if (before && before->state() == detector.state()) {
            if (before->has_state_since())
                *detector.mutable_state_since() = before->state_since();
            continue;
        }
        *detector.mutable_state_since() = TimeUtil::MillisecondsToTimestamp(wallMs);
        if (before) {
            LeakDetectorTransition transition;
            *transition.mutable_time() = detector.state_since();
            transition.set_detector_id(detector.id());
            transition.set_from_state(before->state());
            transition.set_to_state(detector.state());
            entry.transitions.push_back(std::move(transition));
            if (entry.transitions.size() > kHistoryPerRack)
                entry.transitions.pop_front();
        }
    }
    if (const auto power = m_powerKw.find(sample.rack_id()); power != m_powerKw.end())
        sample.set_rack_power_kw(float(power->second));
    entry.history.push_back(sample);
    if (entry.history.size() > kHistoryPerRack)
        entry.history.pop_front();
    entry.feed.sample = std::move(sample);
    entry.feed.lastReadMs = wallMs;
    entry.feed.stale = false;
    entry.feed.source = source;
    entry.feed.problem.clear();
    entry.feed.failure = RedfishFailure::None;
    entry.candidates.clear();
}

void RedfishCoolingStore::markStale(const QString &sourcePrefix, const QString &problem, RedfishFailure failure)
{
    std::lock_guard lock(m_mutex);
    for (auto &[id, entry] : m_racks) {
        const bool never = entry.feed.lastReadMs == 0;
        const bool fedFromThere = !entry.feed.source.isEmpty() && isAtOrBelow(entry.feed.source, sourcePrefix);
        const bool mayComeFromThere = never
            && std::any_of(entry.candidates.cbegin(), entry.candidates.cend(),
                           [&](const QString &c) { return isAtOrBelow(c, sourcePrefix); });
        if (!fedFromThere && !mayComeFromThere)
            continue;
        entry.feed.stale = true;
        entry.feed.problem = problem;
        entry.feed.failure = failure;
        if (never)
            entry.feed.source = sourcePrefix; // what failed, until a reading says where it comes from
    }
}

void RedfishCoolingStore::sourceRead(const QString &source, std::int64_t wallMs)
{
    std::lock_guard lock(m_mutex);
    RedfishSourceHealth &health = m_sources[source];
    health.source = source;
    health.connected = true;
    health.lastGoodMs = wallMs;
    health.failingSinceMs = 0;
    health.lastError.clear();
    health.failure = RedfishFailure::None;
}

void RedfishCoolingStore::sourceFailed(const QString &source, RedfishFailure failure, const QString &error,
                                       std::int64_t wallMs)
{
    std::lock_guard lock(m_mutex);
    RedfishSourceHealth &health = m_sources[source];
    health.source = source;
    health.connected = false;
    if (health.failingSinceMs == 0)
        health.failingSinceMs = wallMs;
    health.lastError = error;
    health.failure = failure;
}

void RedfishCoolingStore::forgetSource(const QString &source)
{
    std::lock_guard lock(m_mutex);
    m_sources.erase(source);
}

std::vector<RedfishSourceHealth> RedfishCoolingStore::sources() const
{
    std::lock_guard lock(m_mutex);
    std::vector<RedfishSourceHealth> out;
    out.reserve(m_sources.size());
    for (const auto &[source, health] : m_sources)
        out.push_back(health);
    return out;
}

void RedfishCoolingStore::setPower(const QString &rackId, std::optional<double> kilowatts)
{
    std::lock_guard lock(m_mutex);
    const std::string id = rackId.toStdString();
    if (kilowatts)
        m_powerKw[id] = *kilowatts;
    else
        m_powerKw.erase(id);
    const auto it = m_racks.find(id);
    if (it == m_racks.end())
        return;
    if (kilowatts)
        it->second.feed.sample.set_rack_power_kw(float(*kilowatts));
    else
        it->second.feed.sample.clear_rack_power_kw();
}

bool RedfishCoolingStore::feeds(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    return m_racks.count(rackId) > 0;
}

std::optional<RedfishRackFeed> RedfishCoolingStore::rack(const std::string &rackId) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_racks.find(rackId);
    if (it == m_racks.end())
        return std::nullopt;
    return it->second.feed;
}

QStringList RedfishCoolingStore::racks() const
{
    std::lock_guard lock(m_mutex);
    QStringList out;
    for (const auto &[id, entry] : m_racks)
        out.append(QString::fromStdString(id));
    return out;
}

std::vector<CoolingSample> RedfishCoolingStore::history(const std::string &rackId, std::int64_t fromMs,
                                                        std::int64_t toMs) const
{
    std::lock_guard lock(m_mutex);
    std::vector<CoolingSample> out;
    const auto it = m_racks.find(rackId);
    if (it == m_racks.end())
        return out;
    for (const CoolingSample &sample : it->second.history) {
        const std::int64_t t = msOf(sample.sample_time());
        if (t >= fromMs && t < toMs)
            out.push_back(sample);
    }
    return out;
}

std::vector<LeakDetectorTransition> RedfishCoolingStore::leakEvents(const std::string &rackId, std::int64_t fromMs,
                                                                    std::int64_t toMs) const
{
    std::lock_guard lock(m_mutex);
    std::vector<LeakDetectorTransition> out;
    const auto it = m_racks.find(rackId);
    if (it == m_racks.end())
        return out;
    for (const LeakDetectorTransition &transition : it->second.transitions) {
        const std::int64_t t = msOf(transition.time());
        if (t >= fromMs && t < toMs)
            out.push_back(transition);
    }
    return out;
}

} // namespace rackops::redfish
