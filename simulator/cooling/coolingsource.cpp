#include "cooling/coolingsource.h"
#include "core/bucketstatistics.h"
#include "phrase/phrase.h"

#include "redfishcoolingstore.h"

#include <QDateTime>

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {

// The simulated clock runs at wall-clock pace while Redfish feeds racks
// (--redfish needs --time-scale 1); this is how far it is ahead of the wall.
std::int64_t simAhead(std::int64_t simNowMs)
{
    return simNowMs - QDateTime::currentMSecsSinceEpoch();
}

void shift(google::protobuf::Timestamp *t, std::int64_t byMs)
{
    *t = TimeUtil::MillisecondsToTimestamp(TimeUtil::TimestampToMilliseconds(*t) + byMs);
}

// Why a real source gave no reading, in the words the console shows.
v1::LocalizedText readingGap(redfish::RedfishFailure failure)
{
    using F = redfish::RedfishFailure;
    switch (failure) {
    case F::None: return Phrase::make("reading_gap.connecting");
    case F::Timeout: return Phrase::make("reading_gap.timed_out");
    case F::Tls: return Phrase::make("reading_gap.tls");
    case F::Unreachable: return Phrase::make("reading_gap.unreachable");
    case F::Unauthorized: return Phrase::make("reading_gap.unauthorized");
    case F::Http: return Phrase::make("reading_gap.http_error");
    case F::InvalidJson: return Phrase::make("reading_gap.invalid_json");
    case F::BadAnswer: return Phrase::make("reading_gap.bad_answer");
    case F::TooLarge: return Phrase::make("reading_gap.too_large");
    case F::OffService: return Phrase::make("reading_gap.off_service");
    }
    return Phrase::make("reading_gap.bad_answer");
}

} // namespace

CoolingSource::CoolingSource() = default;

CoolingSource::CoolingSource(std::shared_ptr<const redfish::RedfishCoolingStore> fed)
    : m_fed(std::move(fed))
{
}

CoolingSource::~CoolingSource() = default;

bool CoolingSource::isFed(const std::string &rackId) const
{
    return m_fed && m_fed->feeds(rackId);
}

CoolingSample CoolingSource::fedSample(const redfish::RedfishRackFeed &feed, std::int64_t tMs, bool allDetectors) const
{
    CoolingSample s = feed.sample;
    const std::int64_t ahead = simAhead(tMs);
    if (feed.lastReadMs == 0) {
        // Never read: nothing to show but why, and never a simulated value instead.
        s.Clear();
        s.set_rack_id(feed.sample.rack_id());
        s.set_health(HEALTH_UNKNOWN);
        *s.mutable_no_reading() = Phrase::make("cooling.no_reading", {Phrase::text(readingGap(feed.failure))});
        s.set_no_reading_detail(feed.problem.isEmpty() ? "connecting to " + feed.source.toStdString()
                                                       : feed.problem.toStdString());
        *s.mutable_health_reason_text() = s.no_reading();
        s.set_health_reason(s.no_reading().english());
        return s;
    }
    shift(s.mutable_sample_time(), ahead);
    for (LeakDetector &detector : *s.mutable_leak_detectors()) {
        if (detector.has_state_since())
            shift(detector.mutable_state_since(), ahead);
    }
    // The same limits as a simulated rack; the service's own judgement stays when it is worse.
    for (const CoolingPhysics::Crossing &c : CoolingPhysics::crossings(s)) {
        if (s.health() == HEALTH_OK || (c.level == HEALTH_CRITICAL && s.health() != HEALTH_CRITICAL)) {
            s.set_health(c.level);
            s.set_health_reason(c.text);
            *s.mutable_health_reason_text() = c.phrase;
        }
    }
    if (!allDetectors) {
        auto *detectors = s.mutable_leak_detectors();
        for (int i = detectors->size() - 1; i >= 0; --i) {
            if (detectors->Get(i).state() == LEAK_DETECTOR_STATE_OK)
                detectors->DeleteSubrange(i, 1);
        }
    }
    return s;
}

CoolingSample CoolingSource::sample(const SimRack &rack, std::int64_t tMs, bool allDetectors) const
{
    if (m_fed) {
        if (const auto feed = m_fed->rack(rack.detail().summary().rack_id()))
            return fedSample(*feed, tMs, allDetectors);
    }
    return CoolingPhysics::sample(rack, tMs, allDetectors);
}

std::optional<CoolingSample> CoolingSource::liveSample(const SimRack &rack, std::int64_t tMs, bool allDetectors) const
{
    if (m_fed) {
        if (const auto feed = m_fed->rack(rack.detail().summary().rack_id())) {
            // Stale after a reading: left out, clients keep the last one with its age. Never
            // read: sent, so clients show "no reading yet" rather than nothing or a guess.
            if (feed->stale && feed->lastReadMs != 0)
                return std::nullopt;
            return fedSample(*feed, tMs, allDetectors);
        }
    }
    return CoolingPhysics::sample(rack, tMs, allDetectors);
}

std::optional<CoolingSource::Staleness> CoolingSource::staleness(const std::string &rackId, std::int64_t nowMs) const
{
    if (!m_fed)
        return std::nullopt;
    const auto feed = m_fed->rack(rackId);
    if (!feed || !feed->stale)
        return std::nullopt;
    Staleness out;
    out.problem =
        feed->problem.isEmpty() ? std::string("no reading from Redfish yet (connecting)") : feed->problem.toStdString();
    out.source = feed->source.toStdString();
    out.lastReadMs = feed->lastReadMs == 0 ? 0 : feed->lastReadMs + simAhead(nowMs);
    return out;
}

std::vector<CoolingSource::UnreadSource> CoolingSource::unreadSources(std::int64_t nowMs) const
{
    std::vector<UnreadSource> out;
    if (!m_fed)
        return out;
    for (const redfish::RedfishSourceHealth &health : m_fed->sources()) {
        if (health.lastGoodMs != 0 || health.failingSinceMs == 0)
            continue;
        UnreadSource u;
        u.source = health.source.toStdString();
        u.error = health.lastError.toStdString();
        u.why = readingGap(health.failure);
        u.failingSinceMs = health.failingSinceMs + simAhead(nowMs);
        out.push_back(std::move(u));
    }
    return out;
}

std::optional<CoolingPhysics::CriticalLeak> CoolingSource::criticalLeak(const SimRack &rack, std::int64_t tMs) const
{
    // A real rack reacts to its own leak; the simulator does not play its reaction.
    if (isFed(rack.detail().summary().rack_id()))
        return std::nullopt;
    return CoolingPhysics::criticalLeak(rack, tMs);
}

std::optional<std::vector<CoolingSample>> CoolingSource::fedHistory(const std::string &rackId, std::int64_t fromMs,
                                                                    std::int64_t toMs, std::int64_t nowMs) const
{
    if (!isFed(rackId))
        return std::nullopt;
    const std::int64_t ahead = simAhead(nowMs);
    auto samples = m_fed->history(rackId, fromMs - ahead, toMs - ahead);
    for (CoolingSample &s : samples)
        shift(s.mutable_sample_time(), ahead);
    return samples;
}

std::vector<LeakDetectorTransition> CoolingSource::leakEvents(const SimRack &rack, std::int64_t fromMs,
                                                              std::int64_t toMs, std::int64_t nowMs) const
{
    const std::string &id = rack.detail().summary().rack_id();
    if (!isFed(id))
        return CoolingPhysics::leakEvents(rack, fromMs, toMs);
    const std::int64_t ahead = simAhead(nowMs);
    auto events = m_fed->leakEvents(id, fromMs - ahead, toMs - ahead);
    for (LeakDetectorTransition &e : events)
        shift(e.mutable_time(), ahead);
    return events;
}

void CoolingSource::history(const SimRack &rack, const HistoryWindow &window,
                            const std::vector<CoolingReading> &readings, bool includeLeakEvents, std::int64_t nowMs,
                            CoolingHistoryResponse *response) const
{
    using google::protobuf::util::TimeUtil;
    // A simulated rack is sampled about this often per bucket (and at least every second).
    constexpr std::int64_t kRawSamplesPerBucket = 30;
    const std::string &rackId = rack.detail().summary().rack_id();
    const std::int64_t step = std::max<std::int64_t>(1000, window.widthMs / kRawSamplesPerBucket);
    response->set_rack_id(rackId);
    *response->mutable_first_bucket_start() = TimeUtil::MillisecondsToTimestamp(window.fromMs);
    *response->mutable_bucket_width() = TimeUtil::MillisecondsToDuration(window.widthMs);
    *response->mutable_thresholds() = CoolingPhysics::thresholds(rackId);
    *response->mutable_retained_since() = TimeUtil::MillisecondsToTimestamp(nowMs - HistoryWindow::kMaxRangeMs);
    std::vector<CoolingHistorySeries *> series;
    for (CoolingReading r : readings) {
        auto *s = response->add_series();
        s->set_reading(r);
        series.push_back(s);
    }
    // A fed rack has only what Redfish reported: its stored readings, NaN-free per reading.
    const auto fed = fedHistory(rackId, window.fromMs, window.toMs, nowMs);
    std::size_t nextFed = 0;
    BucketStatistics bucket(readings.size());
    const auto add = [&](const CoolingSample &sample) {
        for (std::size_t i = 0; i < readings.size(); ++i)
            bucket.add(i, CoolingPhysics::reading(sample, readings[i]));
        bucket.countSample();
    };
    for (std::int64_t b = 0; b < window.buckets && window.bucketStart(b) < window.toMs; ++b) {
        const std::int64_t end = window.bucketEnd(b);
        bucket.clear();
        if (fed) {
            for (; nextFed < fed->size() && TimeUtil::TimestampToMilliseconds((*fed)[nextFed].sample_time()) < end;
                 ++nextFed)
                add((*fed)[nextFed]);
        } else {
            for (std::int64_t t = window.bucketStart(b); t < end; t += step)
                add(CoolingPhysics::sample(rack, t, false));
        }
        response->add_sample_counts(bucket.samples());
        for (std::size_t i = 0; i < readings.size(); ++i) {
            series[i]->add_min(float(bucket.min(i)));
            series[i]->add_max(float(bucket.max(i)));
            series[i]->add_mean(float(bucket.mean(i)));
        }
    }
    if (includeLeakEvents) {
        for (auto &e : leakEvents(rack, window.fromMs, window.toMs, nowMs))
            *response->add_leak_events() = std::move(e);
    }
}

} // namespace rackops::sim
