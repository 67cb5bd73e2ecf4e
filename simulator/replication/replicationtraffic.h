#pragma once

#include "core/historywindow.h"

#include "rackops/v1/replication.pb.h"

#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace rackops::sim {

// Cross-region replication of the object store, computed from the seed in
// fixed 10 s steps from an origin 26 h before the start: checkpoint bursts
// on each bucket's schedule and steady data-set writes go into a FIFO per
// bucket and region pair, which drains at the pair's share of the link.
// Links degrade, replication fails in bursts and regions go down in
// deterministic cycles, so history (48 h kept) and live figures are the same
// numbers. Faults injected by tests apply from when they are injected, like
// operator setpoints in the cooling physics. Thread-safe.
class ReplicationTraffic {
public:
    static constexpr std::int64_t kStepMs = 10'000;
    static constexpr std::int64_t kDefaultSloMs = 15 * 60'000;
    static constexpr std::int64_t kRetainedMs = 48LL * 3'600'000;

    struct Route {
        std::string bucket;
        std::string source;
        std::string target;
    };

    // One pair at the end of one step.
    struct Step {
        std::int64_t timeMs = 0;
        std::int64_t oldestWrittenMs = 0; // oldest unreplicated object; 0 = nothing pending
        double bytesPending = 0;
        double opsPending = 0;
        double failedLastHour = 0;
        double throughputBps = 0; // replicated, last minute
        double inflowBps = 0; // written, last minute
        double bytesIn = 0; // since the origin
        double bytesReplicated = 0; // since the origin
        float linkFactor = 1.0F; // link capacity as a share of normal
        float failureRate = 0.0F; // share of operations failing
        bool sourceDown = false;
        bool targetDown = false;

        double ageMs() const { return oldestWrittenMs > 0 ? double(timeMs - oldestWrittenMs) : 0.0; }
    };

    ReplicationTraffic(std::uint64_t seed, std::int64_t startMs, bool builtInFaults = true);

    const std::vector<Route> &routes() const { return m_routes; }
    // Index of a route, or -1.
    int routeIndex(const std::string &bucket, const std::string &source, const std::string &target) const;
    bool hasBucket(const std::string &bucket) const;

    std::vector<rackops::v1::StorageRegion> regions(std::int64_t tMs);
    rackops::v1::ReplicationPairStatus status(int route, std::int64_t tMs);
    std::vector<rackops::v1::RegionCacheStats> cacheStats(std::int64_t tMs);
    // Pairs in breach of their SLO at `tMs`, worst first: what an alert service raises.
    std::vector<rackops::v1::ReplicationPairStatus> breaches(std::int64_t tMs);
    // Steps of a route whose time lies in [fromMs, toMs), oldest first.
    std::vector<Step> steps(int route, std::int64_t fromMs, std::int64_t toMs);
    // Times the route was over its current SLO within [fromMs, toMs), oldest first.
    std::vector<rackops::v1::SloBreachInterval> breachIntervals(int route, std::int64_t fromMs, std::int64_t toMs);
    // The route's figures downsampled over the window (min, max, mean and
    // step count per bucket), its SLO and its breaches, into `response`.
    void history(int route, const HistoryWindow &window, const std::vector<rackops::v1::ReplicationMetric> &metrics,
                 rackops::v1::ReplicationHistoryResponse *response);
    // One figure of a step, as the history and the console show it.
    static double metricOf(const Step &step, rackops::v1::ReplicationMetric metric);
    rackops::v1::ArchiveSummary archive(std::int64_t tMs, const std::vector<std::string> &regions, int maxTransitions);

    // SLO settings per bucket.
    rackops::v1::BucketReplicationConfig config(const std::string &bucket) const;
    std::int64_t sloMs(int route) const;
    void setConfig(const rackops::v1::BucketReplicationConfig &config);

    // Faults from `fromMs` (or from now, whichever is later) until `toMs`.
    void degradeLink(const std::string &source, const std::string &target, std::int64_t fromMs, std::int64_t toMs,
                     float factor);
    void failReplication(const std::string &bucket, std::int64_t fromMs, std::int64_t toMs, float failureRate);
    void regionOutage(const std::string &region, std::int64_t fromMs, std::int64_t toMs);

private:
    struct Chunk {
        std::int64_t writtenMs;
        double bytes;
        double ops;
    };
    struct RouteState {
        std::deque<Chunk> fifo;
        std::deque<Step> steps; // retained history
        std::deque<double> replicatedWindow; // bytes per step, last minute
        std::deque<double> inflowWindow;
        std::deque<double> failedWindow; // operations per step, last hour
        double bytesIn = 0;
        double bytesReplicated = 0;
    };
    struct Injected {
        std::string subject; // "src>dst", bucket or region
        std::int64_t fromMs;
        std::int64_t toMs;
        float value;
    };

    void advanceTo(std::int64_t tMs); // under the lock
    void integrateStep(std::int64_t stepStartMs);
    const Step *stepAt(int route, std::int64_t tMs) const;
    float linkFactor(const std::string &source, const std::string &target, std::int64_t tMs) const;
    float failureRate(const std::string &bucket, std::int64_t tMs) const;
    bool regionDown(const std::string &region, std::int64_t tMs) const;
    rackops::v1::ReplicationPairStatus statusLocked(int route, std::int64_t tMs);
    std::int64_t sloMsLocked(int route) const;
    float injected(const std::vector<Injected> &faults, const std::string &subject, std::int64_t tMs,
                   float otherwise) const;

    const std::uint64_t m_seed;
    const bool m_builtInFaults;
    const std::int64_t m_originMs;
    std::vector<Route> m_routes;
    mutable std::mutex m_mutex;
    std::int64_t m_computedUntilMs; // end of the last integrated step
    std::vector<RouteState> m_state;
    std::map<std::string, rackops::v1::BucketReplicationConfig> m_configs;
    std::vector<Injected> m_links;
    std::vector<Injected> m_failures;
    std::vector<Injected> m_outages;
};

} // namespace rackops::sim
