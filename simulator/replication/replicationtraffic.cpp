#include "replication/replicationtraffic.h"

#include "core/timeunits.h"

#include "core/mutationundo.h"

#include "phrase/phrase.h"
#include "core/bucketstatistics.h"
#include "core/simhash.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {

constexpr double kGB = 1e9;
constexpr double kTB = 1e12;
constexpr double kGiB = 1073741824.0;
constexpr double kTiB = 1024.0 * kGiB;
constexpr double kPiB = 1024.0 * kTiB;
constexpr double kCheckpointWriteBps = 60 * kGB; // local NVMe-speed writes of a checkpoint
constexpr double kCheckpointShardBytes = kGiB;
constexpr double kDatasetObjectBytes = 64.0 * 1048576.0;
constexpr float kBackgroundFailureRate = 0.0005F;
constexpr double kOutageRetriesPerStep = 30; // failed attempts while a region is unreachable
constexpr int kMinuteSteps = int(kMinute / ReplicationTraffic::kStepMs);
constexpr int kHourSteps = int(kHour / ReplicationTraffic::kStepMs);

struct Region {
    const char *id;
    const char *name;
    std::array<const char *, 2> sites;
    double readBps; // all reads of the region's racks at a typical moment
    double cacheBytes; // local NVMe read cache across the region's nodes
    double archiveBytes; // archive tier at the reference date
};

constexpr std::array<Region, 5> kRegions = {{
    {"us-west", "US West (Phoenix)", {"PHX1", "PHX2"}, 1.9 * kTB, 6 * kPiB, 21 * kPiB},
    {"us-east", "US East (Ashburn)", {"ASH1", nullptr}, 0.9 * kTB, 3 * kPiB, 9 * kPiB},
    {"eu-central", "EU Central (Frankfurt)", {"FRA1", nullptr}, 0.8 * kTB, 3 * kPiB, 12 * kPiB},
    {"eu-north", "EU North (Stockholm)", {"STO1", nullptr}, 0.6 * kTB, 2 * kPiB, 4 * kPiB},
    {"ap-northeast", "Asia Pacific (Tokyo)", {"NRT1", nullptr}, 0.5 * kTB, 2 * kPiB, 3 * kPiB},
}};

struct Bucket {
    const char *name;
    const char *source;
    std::array<const char *, 2> targets;
    std::int64_t checkpointPeriodMs; // 0 = no checkpoints
    double burstMinBytes;
    double burstMaxBytes;
    double steadyBps; // data-set and log writes
};

constexpr std::array<Bucket, 6> kBuckets = {{
    {"ckpt-llm-pretrain", "us-west", {"us-east", "eu-central"}, 60 * kMinute, 2 * kTB, 16 * kTB, 0.05 * kGB},
    {"ckpt-vision", "us-east", {"eu-central", nullptr}, 45 * kMinute, 0.5 * kTB, 4 * kTB, 0.02 * kGB},
    {"datasets-web", "us-east", {"eu-central", nullptr}, 0, 0, 0, 1.2 * kGB},
    {"datasets-curated", "eu-central", {"us-west", "eu-north"}, 0, 0, 0, 1.5 * kGB},
    {"eval-artifacts", "ap-northeast", {"us-west", nullptr}, 20 * kMinute, 50 * kGB, 400 * kGB, 0.15 * kGB},
    {"ckpt-moe-research", "eu-north", {"eu-central", nullptr}, 30 * kMinute, 1 * kTB, 6 * kTB, 0.03 * kGB},
}};

struct Link {
    const char *source;
    const char *target;
    double bytesPerSecond;
};

constexpr std::array<Link, 7> kLinks = {{
    {"us-west", "us-east", 25 * kGB},
    {"us-west", "eu-central", 14 * kGB},
    {"us-east", "eu-central", 12 * kGB},
    {"eu-central", "us-west", 12 * kGB},
    {"eu-central", "eu-north", 20 * kGB},
    {"ap-northeast", "us-west", 4 * kGB},
    {"eu-north", "eu-central", 20 * kGB},
}};

std::string linkName(const std::string &source, const std::string &target)
{
    return source + ">" + target;
}

double linkCapacity(const std::string &source, const std::string &target)
{
    for (const Link &l : kLinks) {
        if (source == l.source && target == l.target)
            return l.bytesPerSecond;
    }
    return 5 * kGB;
}

const Bucket *bucketNamed(const std::string &name)
{
    for (const Bucket &b : kBuckets) {
        if (name == b.name)
            return &b;
    }
    return nullptr;
}

// Bytes of the bucket's checkpoint bursts written in [fromMs, toMs).
double checkpointBytes(const Bucket &bucket, std::uint64_t h, std::int64_t fromMs, std::int64_t toMs)
{
    if (bucket.checkpointPeriodMs == 0)
        return 0;
    const std::int64_t period = bucket.checkpointPeriodMs;
    const std::int64_t phase = std::int64_t(h % std::uint64_t(period));
    const std::int64_t k = (fromMs + phase) / period;
    double bytes = 0;
    for (std::int64_t burst = k - 1; burst <= k + 1; ++burst) {
        const double u = SimHash::unit(SimHash::mix(h ^ std::uint64_t(burst)));
        const double size = bucket.burstMinBytes + (bucket.burstMaxBytes - bucket.burstMinBytes) * u * u;
        const std::int64_t start = burst * period - phase;
        const std::int64_t duration = std::max<std::int64_t>(30'000, std::int64_t(size / kCheckpointWriteBps * 1000));
        const std::int64_t overlap = std::min(toMs, start + duration) - std::max(fromMs, start);
        if (overlap > 0)
            bytes += size * double(overlap) / double(duration);
    }
    return bytes;
}

} // namespace

ReplicationTraffic::ReplicationTraffic(std::uint64_t seed, std::int64_t startMs, bool builtInFaults)
    : m_seed(SimHash::mix(seed ^ 0x5EB1CA7E))
    , m_builtInFaults(builtInFaults)
    , m_originMs((startMs - 26 * kHour) / kHour * kHour)
    , m_computedUntilMs(m_originMs)
{
    for (const Bucket &b : kBuckets) {
        for (const char *target : b.targets) {
            if (target)
                m_routes.push_back({b.name, b.source, target});
        }
        BucketReplicationConfig config;
        config.set_bucket(b.name);
        *config.mutable_default_slo() = TimeUtil::MillisecondsToDuration(kDefaultSloMs);
        config.set_revision(1);
        config.mutable_updated_by()->set_name("replication-policy");
        config.mutable_updated_by()->set_automated(true);
        *config.mutable_updated_at() = TimeUtil::MillisecondsToTimestamp(m_originMs);
        m_configs[b.name] = config;
    }
    m_state.resize(m_routes.size());
}

int ReplicationTraffic::routeIndex(const std::string &bucket, const std::string &source,
                                   const std::string &target) const
{
    for (size_t i = 0; i < m_routes.size(); ++i) {
        const Route &r = m_routes[i];
        if (r.bucket == bucket && r.source == source && r.target == target)
            return int(i);
    }
    return -1;
}

bool ReplicationTraffic::hasBucket(const std::string &bucket) const
{
    return bucketNamed(bucket) != nullptr;
}

float ReplicationTraffic::injected(const std::vector<Injected> &faults, const std::string &subject, std::int64_t tMs,
                                   float otherwise) const
{
    for (const Injected &f : faults) {
        if (f.subject == subject && tMs >= f.fromMs && tMs < f.toMs)
            return f.value;
    }
    return otherwise;
}

float ReplicationTraffic::linkFactor(const std::string &source, const std::string &target, std::int64_t tMs) const
{
    const std::string name = linkName(source, target);
    float factor = 1.0F;
    // Each link loses most of its throughput for 50 minutes every 11 hours (a flapping wave, a cut fibre).
    if (m_builtInFaults && SimHash::cyclePosition(m_seed ^ SimHash::of(name), tMs, 11 * kHour) < 50 * kMinute)
        factor = 0.12F;
    return std::min(factor, injected(m_links, name, tMs, 1.0F));
}

float ReplicationTraffic::failureRate(const std::string &bucket, std::int64_t tMs) const
{
    float rate = kBackgroundFailureRate;
    // A burst of failures (throttling, a bad storage node) for 12 minutes every 7 hours.
    if (m_builtInFaults && SimHash::cyclePosition(m_seed ^ SimHash::of(bucket) ^ 0xFA, tMs, 7 * kHour) < 12 * kMinute)
        rate = 0.35F;
    return std::max(rate, injected(m_failures, bucket, tMs, 0.0F));
}

bool ReplicationTraffic::regionDown(const std::string &region, std::int64_t tMs) const
{
    if (injected(m_outages, region, tMs, 0.0F) > 0.0F)
        return true;
    if (!m_builtInFaults)
        return false;
    // Once a day one region's storage is unreachable for 35 minutes, then recovers.
    const std::int64_t period = kDay;
    const std::int64_t position = SimHash::cyclePosition(m_seed ^ 0x07A6E, tMs, period);
    if (position >= 35 * kMinute)
        return false;
    const std::uint64_t day = std::uint64_t((tMs - position) / period);
    return region == kRegions[SimHash::mix(m_seed ^ day) % kRegions.size()].id;
}

void ReplicationTraffic::advanceTo(std::int64_t tMs)
{
    while (m_computedUntilMs + kStepMs <= tMs) {
        integrateStep(m_computedUntilMs);
        m_computedUntilMs += kStepMs;
    }
    for (RouteState &state : m_state) {
        while (!state.steps.empty() && state.steps.front().timeMs < m_computedUntilMs - kRetainedMs)
            state.steps.pop_front();
    }
}

void ReplicationTraffic::integrateStep(std::int64_t start)
{
    const std::int64_t end = start + kStepMs;
    const double seconds = double(kStepMs) / 1000.0;
    std::vector<double> written(m_routes.size(), 0.0);

    // Writes land in the source region and queue up for every target.
    for (size_t i = 0; i < m_routes.size(); ++i) {
        const Route &route = m_routes[i];
        if (regionDown(route.source, start))
            continue; // the training there stopped with its region
        const Bucket &bucket = *bucketNamed(route.bucket);
        const std::uint64_t h = m_seed ^ SimHash::of(route.bucket);
        const double steady = bucket.steadyBps * seconds * (1.0 + 0.3 * SimHash::noise(h ^ 0x1, start, 5 * kMinute));
        const double burst = checkpointBytes(bucket, h, start, end);
        const double bytes = steady + burst;
        if (bytes <= 0)
            continue;
        m_state[i].fifo.push_back({start, bytes, steady / kDatasetObjectBytes + burst / kCheckpointShardBytes});
        m_state[i].bytesIn += bytes;
        written[i] = bytes;
    }

    // Each link is shared by the pairs on it in proportion to their backlog.
    std::vector<double> pending(m_routes.size(), 0.0);
    std::vector<double> pendingOps(m_routes.size(), 0.0);
    for (size_t i = 0; i < m_routes.size(); ++i) {
        for (const Chunk &c : m_state[i].fifo) {
            pending[i] += c.bytes;
            pendingOps[i] += c.ops;
        }
    }
    for (size_t i = 0; i < m_routes.size(); ++i) {
        const Route &route = m_routes[i];
        RouteState &state = m_state[i];
        double linkDemand = 0;
        for (size_t j = 0; j < m_routes.size(); ++j) {
            if (m_routes[j].source == route.source && m_routes[j].target == route.target)
                linkDemand += pending[j];
        }
        const bool sourceDown = regionDown(route.source, start);
        const bool targetDown = regionDown(route.target, start);
        const float factor = linkFactor(route.source, route.target, start);
        const float failing = failureRate(route.bucket, start);
        const double capacity =
            (sourceDown || targetDown) ? 0.0 : linkCapacity(route.source, route.target) * factor * seconds;
        const double share = linkDemand > 0 ? capacity * pending[i] / linkDemand : 0.0;
        double failedOps = 0;
        double replicated = 0;
        if (pending[i] > 0) {
            if (sourceDown || targetDown) {
                failedOps = std::min(pendingOps[i], kOutageRetriesPerStep);
            } else {
                const double objectBytes = pending[i] / std::max(pendingOps[i], 1.0);
                const double attempted = std::min(pendingOps[i], share / objectBytes);
                failedOps = attempted * failing;
                replicated = std::min(pending[i], share * (1.0 - failing));
            }
        }
        // Replicate from the front of the queue: the oldest objects go first.
        double left = replicated;
        while (left > 0 && !state.fifo.empty()) {
            Chunk &front = state.fifo.front();
            if (front.bytes <= left + 1e-6) {
                left -= front.bytes;
                state.fifo.pop_front();
            } else {
                front.ops *= (front.bytes - left) / front.bytes;
                front.bytes -= left;
                left = 0;
            }
        }
        state.bytesReplicated += replicated;

        const auto roll = [](std::deque<double> &window, double value, int size) {
            window.push_back(value);
            while (int(window.size()) > size)
                window.pop_front();
            double sum = 0;
            for (double v : window)
                sum += v;
            return sum;
        };
        Step step;
        step.timeMs = end;
        step.oldestWrittenMs = state.fifo.empty() ? 0 : state.fifo.front().writtenMs;
        for (const Chunk &c : state.fifo) {
            step.bytesPending += c.bytes;
            step.opsPending += c.ops;
        }
        step.throughputBps = roll(state.replicatedWindow, replicated, kMinuteSteps) / 60.0;
        step.inflowBps = roll(state.inflowWindow, written[i], kMinuteSteps) / 60.0;
        step.failedLastHour = roll(state.failedWindow, failedOps, kHourSteps);
        step.bytesIn = state.bytesIn;
        step.bytesReplicated = state.bytesReplicated;
        step.linkFactor = factor;
        step.failureRate = failing;
        step.sourceDown = sourceDown;
        step.targetDown = targetDown;
        state.steps.push_back(step);
    }
}

const ReplicationTraffic::Step *ReplicationTraffic::stepAt(int route, std::int64_t tMs) const
{
    const auto &steps = m_state[size_t(route)].steps;
    if (steps.empty() || steps.front().timeMs > tMs)
        return nullptr;
    const auto it =
        std::upper_bound(steps.begin(), steps.end(), tMs, [](std::int64_t t, const Step &s) { return t < s.timeMs; });
    return &*(it - 1);
}

std::int64_t ReplicationTraffic::sloMs(int route) const
{
    std::lock_guard lock(m_mutex);
    return sloMsLocked(route);
}

std::int64_t ReplicationTraffic::sloMsLocked(int route) const
{
    const Route &r = m_routes[size_t(route)];
    const BucketReplicationConfig &config = m_configs.at(r.bucket);
    const auto it = config.slo_by_target_region().find(r.target);
    const auto &slo = it != config.slo_by_target_region().end() ? it->second : config.default_slo();
    return TimeUtil::DurationToMilliseconds(slo);
}

BucketReplicationConfig ReplicationTraffic::config(const std::string &bucket) const
{
    std::lock_guard lock(m_mutex);
    const auto it = m_configs.find(bucket);
    return it == m_configs.end() ? BucketReplicationConfig() : it->second;
}

void ReplicationTraffic::setConfig(const BucketReplicationConfig &config)
{
    std::lock_guard lock(m_mutex);
    BucketReplicationConfig &slot = m_configs[config.bucket()];
    // Within a mutation: the settings as they were, should its commit fail.
    MutationUndo::keep([this, before = slot] {
        std::lock_guard relock(m_mutex);
        m_configs[before.bucket()] = before;
    });
    slot = config;
}

ReplicationPairStatus ReplicationTraffic::status(int route, std::int64_t tMs)
{
    std::lock_guard lock(m_mutex);
    advanceTo(tMs);
    return statusLocked(route, tMs);
}

ReplicationPairStatus ReplicationTraffic::statusLocked(int route, std::int64_t tMs)
{
    const Route &r = m_routes[size_t(route)];
    ReplicationPairStatus s;
    s.set_bucket(r.bucket);
    s.set_source_region(r.source);
    s.set_target_region(r.target);
    *s.mutable_measured_at() = TimeUtil::MillisecondsToTimestamp(tMs);
    const std::int64_t slo = sloMsLocked(route);
    *s.mutable_slo() = TimeUtil::MillisecondsToDuration(slo);
    s.set_bucket_config_revision(m_configs.at(r.bucket).revision());
    const Step *step = stepAt(route, tMs);
    if (!step) {
        s.set_health(HEALTH_UNKNOWN);
        s.set_slo_state(REPLICATION_SLO_STATE_UNSPECIFIED);
        return s;
    }
    const std::int64_t age = step->oldestWrittenMs > 0 ? tMs - step->oldestWrittenMs : 0;
    *s.mutable_oldest_unreplicated_age() = TimeUtil::MillisecondsToDuration(age);
    s.set_bytes_pending(std::int64_t(std::llround(step->bytesPending)));
    s.set_operations_pending(std::int64_t(std::ceil(step->opsPending - 1e-9)));
    s.set_operations_failed_last_hour(std::int64_t(std::llround(step->failedLastHour)));
    s.set_throughput_bytes_per_second(step->throughputBps);

    std::int64_t catchUpMs = -1; // unknown: growing, or nothing moves
    const double net = step->throughputBps - step->inflowBps;
    if (step->bytesPending < 1.0)
        catchUpMs = 0;
    else if (net > 0)
        catchUpMs = std::int64_t(step->bytesPending / net * 1000.0);
    if (catchUpMs >= 0)
        *s.mutable_estimated_catch_up() = TimeUtil::MillisecondsToDuration(catchUpMs);

    if (age > slo) {
        s.set_slo_state(REPLICATION_SLO_STATE_BREACHED);
        // The breach began when the oldest object of the first step of this run crossed the SLO.
        const auto &steps = m_state[size_t(route)].steps;
        auto it =
            std::find_if(steps.rbegin(), steps.rend(), [step](const Step &x) { return x.timeMs == step->timeMs; });
        std::int64_t since = step->oldestWrittenMs + slo;
        for (; it != steps.rend() && it->ageMs() > double(slo); ++it)
            since = std::max(it->oldestWrittenMs + slo, it->timeMs - kStepMs);
        *s.mutable_breached_since() = TimeUtil::MillisecondsToTimestamp(std::min(since, tMs));
    } else if (age > slo * 8 / 10 || (catchUpMs >= 0 && age > 0 && age + catchUpMs > slo)
               || (catchUpMs < 0 && age > slo / 2)) {
        s.set_slo_state(REPLICATION_SLO_STATE_AT_RISK);
    } else {
        s.set_slo_state(REPLICATION_SLO_STATE_WITHIN);
    }

    Health health = HEALTH_OK;
    v1::LocalizedText reason;
    const auto share = [](float ratio) { return Phrase::quantity(std::round(ratio * 100.0F), "%", 0); };
    if (step->targetDown) {
        health = HEALTH_CRITICAL;
        reason = Phrase::make("replication.target_unreachable", {Phrase::id(r.target)});
    } else if (step->sourceDown) {
        health = HEALTH_CRITICAL;
        reason = Phrase::make("replication.source_unreachable", {Phrase::id(r.source)});
    } else if (step->linkFactor < 0.999F) {
        health = HEALTH_CAUTION;
        reason = Phrase::make("replication.link_slow", {share(step->linkFactor)});
    } else if (step->failureRate > 0.01F) {
        health = HEALTH_CAUTION;
        reason = Phrase::make("replication.failing", {share(step->failureRate)});
    }
    if (s.slo_state() == REPLICATION_SLO_STATE_BREACHED)
        health = HEALTH_CRITICAL;
    else if (s.slo_state() == REPLICATION_SLO_STATE_AT_RISK && health == HEALTH_OK)
        health = HEALTH_CAUTION;
    s.set_health(health);
    s.set_health_reason(reason.english());
    if (!reason.english().empty())
        *s.mutable_health_reason_text() = std::move(reason);
    return s;
}

std::vector<ReplicationPairStatus> ReplicationTraffic::breaches(std::int64_t tMs)
{
    std::lock_guard lock(m_mutex);
    advanceTo(tMs);
    std::vector<ReplicationPairStatus> result;
    for (size_t i = 0; i < m_routes.size(); ++i) {
        ReplicationPairStatus s = statusLocked(int(i), tMs);
        if (s.slo_state() == REPLICATION_SLO_STATE_BREACHED)
            result.push_back(std::move(s));
    }
    std::sort(result.begin(), result.end(), [](const ReplicationPairStatus &a, const ReplicationPairStatus &b) {
        return TimeUtil::DurationToMilliseconds(a.oldest_unreplicated_age()) - TimeUtil::DurationToMilliseconds(a.slo())
            > TimeUtil::DurationToMilliseconds(b.oldest_unreplicated_age()) - TimeUtil::DurationToMilliseconds(b.slo());
    });
    return result;
}

std::vector<ReplicationTraffic::Step> ReplicationTraffic::steps(int route, std::int64_t fromMs, std::int64_t toMs)
{
    std::lock_guard lock(m_mutex);
    advanceTo(toMs);
    const auto &all = m_state[size_t(route)].steps;
    const auto first =
        std::lower_bound(all.begin(), all.end(), fromMs, [](const Step &s, std::int64_t t) { return s.timeMs < t; });
    std::vector<Step> result;
    for (auto it = first; it != all.end() && it->timeMs < toMs; ++it)
        result.push_back(*it);
    return result;
}

std::vector<SloBreachInterval> ReplicationTraffic::breachIntervals(int route, std::int64_t fromMs, std::int64_t toMs)
{
    const double slo = double(sloMs(route));
    std::vector<SloBreachInterval> result;
    const std::vector<Step> range = steps(route, fromMs, toMs);
    double worst = 0;
    for (size_t i = 0; i < range.size(); ++i) {
        const bool over = range[i].ageMs() > slo;
        if (over && worst == 0) {
            SloBreachInterval interval;
            *interval.mutable_started_at() = TimeUtil::MillisecondsToTimestamp(
                std::max(range[i].oldestWrittenMs + std::int64_t(slo), range[i].timeMs - kStepMs));
            result.push_back(interval);
        }
        if (over) {
            worst = std::max(worst, range[i].ageMs());
            *result.back().mutable_worst_age() = TimeUtil::MillisecondsToDuration(std::int64_t(worst));
        } else if (worst > 0) {
            *result.back().mutable_ended_at() = TimeUtil::MillisecondsToTimestamp(range[i].timeMs);
            worst = 0;
        }
    }
    // A breach that runs to the end of a range ending in the past has ended there as far as the range knows.
    if (worst > 0 && toMs < m_computedUntilMs - kStepMs)
        *result.back().mutable_ended_at() = TimeUtil::MillisecondsToTimestamp(toMs);
    return result;
}

std::vector<StorageRegion> ReplicationTraffic::regions(std::int64_t tMs)
{
    std::lock_guard lock(m_mutex);
    std::vector<StorageRegion> result;
    for (const Region &region : kRegions) {
        StorageRegion r;
        r.set_id(region.id);
        r.set_display_name(region.name);
        for (const char *site : region.sites) {
            if (site)
                r.add_sites(site);
        }
        Health health = HEALTH_OK;
        for (const Link &l : kLinks) {
            if ((region.id == std::string(l.source) || region.id == std::string(l.target))
                && linkFactor(l.source, l.target, tMs) < 0.5F)
                health = HEALTH_CAUTION;
        }
        if (regionDown(region.id, tMs))
            health = HEALTH_CRITICAL;
        r.set_health(health);
        result.push_back(std::move(r));
    }
    return result;
}

std::vector<RegionCacheStats> ReplicationTraffic::cacheStats(std::int64_t tMs)
{
    std::lock_guard lock(m_mutex);
    std::vector<RegionCacheStats> result;
    for (const Region &region : kRegions) {
        const std::uint64_t h = m_seed ^ SimHash::of(region.id);
        RegionCacheStats c;
        c.set_region(region.id);
        *c.mutable_measured_at() = TimeUtil::MillisecondsToTimestamp(tMs);
        c.set_capacity_bytes(std::int64_t(region.cacheBytes));
        c.set_used_bytes(std::int64_t(region.cacheBytes * (0.74 + 0.1 * SimHash::noise(h ^ 0x2, tMs, 6 * kHour))));
        if (!regionDown(region.id, tMs)) {
            // New data sets and shuffles push the hit rate down for a while; warm epochs pull it up.
            const double hit = std::clamp(0.90 + 0.06 * SimHash::noise(h ^ 0x3, tMs, 15 * kMinute), 0.0, 0.995);
            const double read = region.readBps * (0.85 + 0.15 * SimHash::noise(h ^ 0x4, tMs, 2 * kMinute));
            c.set_hit_rate(hit);
            c.set_read_throughput_bytes_per_second(read);
            c.set_cache_read_throughput_bytes_per_second(read * hit);
        }
        result.push_back(std::move(c));
    }
    return result;
}

ArchiveSummary ReplicationTraffic::archive(std::int64_t tMs, const std::vector<std::string> &regions,
                                           int maxTransitions)
{
    constexpr std::int64_t kPeriod = 11 * kMinute; // one transition somewhere, on average
    constexpr std::int64_t kReferenceMs = 1'704'067'200'000; // 2024-01-01: the archive sizes above
    const auto wanted = [&regions](const std::string &region) {
        return regions.empty() || std::find(regions.begin(), regions.end(), region) != regions.end();
    };
    ArchiveSummary summary;
    *summary.mutable_server_time() = TimeUtil::MillisecondsToTimestamp(tMs);
    std::map<std::string, RegionArchiveTier> tiers;
    for (const Region &region : kRegions) {
        if (!wanted(region.id))
            continue;
        RegionArchiveTier &tier = tiers[region.id];
        tier.set_region(region.id);
        const double bytes = region.archiveBytes * (1.0 + double(tMs - kReferenceMs) / double(365 * kDay) * 0.4);
        tier.set_bytes(std::int64_t(bytes));
        tier.set_object_count(std::int64_t(bytes / (3.0 * kGiB)));
    }
    const std::int64_t newest = tMs / kPeriod;
    for (std::int64_t k = newest; k > newest - kDay / kPeriod - 2; --k) {
        const std::uint64_t h = SimHash::mix(m_seed ^ std::uint64_t(k) ^ 0xA1C4);
        const std::int64_t time = k * kPeriod + std::int64_t(h % std::uint64_t(kPeriod / 2));
        if (time > tMs || time <= tMs - kDay)
            continue;
        const Bucket &bucket = kBuckets[SimHash::mix(h ^ 0x1) % kBuckets.size()];
        if (!wanted(bucket.source))
            continue;
        const double u = SimHash::unit(SimHash::mix(h ^ 0x2));
        const double size = 50.0 * kGiB * std::pow(2.0, 8.0 * SimHash::unit(SimHash::mix(h ^ 0x3)));
        const int run = 4000 + int(SimHash::mix(h ^ 0x4) % 900);
        ArchiveTransition t;
        *t.mutable_time() = TimeUtil::MillisecondsToTimestamp(time);
        t.set_region(bucket.source);
        t.set_bucket(bucket.name);
        t.set_bytes(std::int64_t(size));
        char key[96];
        if (bucket.checkpointPeriodMs > 0)
            std::snprintf(key, sizeof key, "ckpt/run-%d/step-%d/", run, int(SimHash::mix(h ^ 0x5) % 200) * 500);
        else
            std::snprintf(key, sizeof key, "shards/v%d/part-%04d/", int(run % 7 + 1),
                          int(SimHash::mix(h ^ 0x5) % 4096));
        t.set_object_key(key);
        static const std::array<const char *, 3> people = {"anna", "omar", "ben"};
        const char *person = people[SimHash::mix(h ^ 0x6) % people.size()];
        char reason[128];
        if (u < 0.7) {
            t.set_kind(ARCHIVE_TRANSITION_KIND_ARCHIVED);
            const bool kept = u < 0.2;
            t.mutable_actor()->set_name(kept ? person : "lifecycle:archive-after-14d");
            t.mutable_actor()->set_automated(!kept);
            std::snprintf(reason, sizeof reason, "%s",
                          kept ? "checkpoint of near-successful run kept" : "not read for 14 days");
            tiers[bucket.source].set_bytes_archived_last_24h(tiers[bucket.source].bytes_archived_last_24h()
                                                             + std::int64_t(size));
        } else if (u < 0.9) {
            t.set_kind(ARCHIVE_TRANSITION_KIND_RESTORED);
            t.mutable_actor()->set_name(person);
            std::snprintf(reason, sizeof reason, "restored to reproduce the evaluation of run-%d", run);
            tiers[bucket.source].set_bytes_restored_last_24h(tiers[bucket.source].bytes_restored_last_24h()
                                                             + std::int64_t(size));
        } else {
            t.set_kind(ARCHIVE_TRANSITION_KIND_EXPIRED);
            t.mutable_actor()->set_name("lifecycle:retention-365d");
            t.mutable_actor()->set_automated(true);
            std::snprintf(reason, sizeof reason, "retention of 365 days ended");
        }
        t.set_reason(reason);
        if (summary.recent_transitions_size() < maxTransitions)
            *summary.add_recent_transitions() = std::move(t);
    }
    for (auto &[id, tier] : tiers)
        *summary.add_regions() = std::move(tier);
    return summary;
}

void ReplicationTraffic::degradeLink(const std::string &source, const std::string &target, std::int64_t fromMs,
                                     std::int64_t toMs, float factor)
{
    std::lock_guard lock(m_mutex);
    m_links.push_back({linkName(source, target), std::max(fromMs, m_computedUntilMs), toMs, factor});
}

void ReplicationTraffic::failReplication(const std::string &bucket, std::int64_t fromMs, std::int64_t toMs,
                                         float failureRate)
{
    std::lock_guard lock(m_mutex);
    m_failures.push_back({bucket, std::max(fromMs, m_computedUntilMs), toMs, failureRate});
}

void ReplicationTraffic::regionOutage(const std::string &region, std::int64_t fromMs, std::int64_t toMs)
{
    std::lock_guard lock(m_mutex);
    m_outages.push_back({region, std::max(fromMs, m_computedUntilMs), toMs, 1.0F});
}

double ReplicationTraffic::metricOf(const Step &step, ReplicationMetric metric)
{
    switch (metric) {
    case REPLICATION_METRIC_OLDEST_UNREPLICATED_AGE_SECONDS: return step.ageMs() / 1000.0;
    case REPLICATION_METRIC_BYTES_PENDING: return step.bytesPending;
    case REPLICATION_METRIC_OPERATIONS_PENDING: return std::ceil(step.opsPending - 1e-9);
    case REPLICATION_METRIC_OPERATIONS_FAILED: return std::round(step.failedLastHour);
    case REPLICATION_METRIC_THROUGHPUT_BYTES_PER_SECOND: return step.throughputBps;
    default: return NAN;
    }
}

void ReplicationTraffic::history(int route, const HistoryWindow &window, const std::vector<ReplicationMetric> &metrics,
                                 ReplicationHistoryResponse *response)
{
    using google::protobuf::util::TimeUtil;
    *response->mutable_first_bucket_start() = TimeUtil::MillisecondsToTimestamp(window.fromMs);
    *response->mutable_bucket_width() = TimeUtil::MillisecondsToDuration(window.widthMs);
    *response->mutable_slo() = TimeUtil::MillisecondsToDuration(sloMs(route));
    std::vector<ReplicationHistorySeries *> series;
    for (ReplicationMetric m : metrics) {
        auto *s = response->add_series();
        s->set_metric(m);
        series.push_back(s);
    }
    const std::vector<Step> all = steps(route, window.fromMs, window.toMs);
    auto next = all.begin();
    BucketStatistics bucket(metrics.size());
    for (std::int64_t b = 0; b < window.buckets && window.bucketStart(b) < window.toMs; ++b) {
        const std::int64_t end = window.bucketEnd(b);
        bucket.clear();
        for (; next != all.end() && next->timeMs < end; ++next) {
            for (std::size_t i = 0; i < metrics.size(); ++i)
                bucket.add(i, metricOf(*next, metrics[i]));
            bucket.countSample();
        }
        response->add_sample_counts(bucket.samples());
        for (std::size_t i = 0; i < metrics.size(); ++i) {
            series[i]->add_min(bucket.min(i));
            series[i]->add_max(bucket.max(i));
            series[i]->add_mean(bucket.mean(i));
        }
    }
    for (auto &interval : breachIntervals(route, window.fromMs, window.toMs))
        *response->add_breaches() = std::move(interval);
}

} // namespace rackops::sim
