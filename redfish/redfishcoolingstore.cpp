#include "redfishcoolingstore.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::redfish {

using google::protobuf::util::TimeUtil;
using namespace rackops::v1;

namespace {
std::int64_t msOf(const google::protobuf::Timestamp &t)
{
    return TimeUtil::TimestampToMilliseconds(t);
}
} // namespace

void RedfishCoolingStore::expect(const QStringList &racks, const QString &problem)
{
    std::lock_guard lock(m_mutex);
    for (const QString &rack : racks) {
        Entry &entry = m_racks[rack.toStdString()];
        if (entry.feed.lastReadMs == 0) {
            entry.feed.sample.set_rack_id(rack.toStdString());
            entry.feed.problem = problem;
        }
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
}

void RedfishCoolingStore::markStale(const QString &sourcePrefix, const QString &problem)
{
    std::lock_guard lock(m_mutex);
    for (auto &[id, entry] : m_racks) {
        if (entry.feed.source != sourcePrefix && !entry.feed.source.startsWith(sourcePrefix + QLatin1Char('/')))
            continue;
        entry.feed.stale = true;
        entry.feed.problem = problem;
    }
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
