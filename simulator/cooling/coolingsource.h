#pragma once

#include "cooling/coolingphysics.h"
#include "core/historywindow.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace rackops::redfish {
class RedfishCoolingStore;
struct RedfishRackFeed;
}

namespace rackops::sim {

// Where a rack's cooling comes from: the CDU physics, or, for a rack fed
// from Redfish (rackops-sim --redfish), the bridge's newest reading. A fed
// rack's sample keeps what Redfish did not report unset, is stamped with
// the time it was read (on the simulated clock), and is judged against the
// same thresholds as a simulated one. Thread-safe; cheap to call per rack.
class CoolingSource {
public:
    CoolingSource(); // physics only
    explicit CoolingSource(std::shared_ptr<const redfish::RedfishCoolingStore> fed);
    ~CoolingSource();

    bool isFed(const std::string &rackId) const;
    // The rack's cooling at simulated time `tMs` (a fed rack: its newest reading, however old).
    rackops::v1::CoolingSample sample(const SimRack &rack, std::int64_t tMs, bool allDetectors) const;
    // For live streams: nullopt while a fed rack's reading is stale, so
    // clients keep the old sample and show its age.
    std::optional<rackops::v1::CoolingSample> liveSample(const SimRack &rack, std::int64_t tMs,
                                                         bool allDetectors) const;

    // Why a fed rack's data is stale and since when (simulated ms of its
    // last reading, 0 = never read); nullopt for a fresh or simulated rack.
    struct Staleness {
        std::string problem;
        std::string source;
        std::int64_t lastReadMs = 0;
    };
    std::optional<Staleness> staleness(const std::string &rackId, std::int64_t nowMs) const;

    // A Redfish source (a service or a CDU) that failed and was never read
    // since the start: an alert names it, since the racks it feeds may not
    // even be known yet (placed by its answers).
    struct UnreadSource {
        std::string source;
        std::string error;
        rackops::v1::LocalizedText why; // a reading_gap phrase
        std::int64_t failingSinceMs = 0; // simulated time
    };
    std::vector<UnreadSource> unreadSources(std::int64_t nowMs) const;

    std::optional<CoolingPhysics::CriticalLeak> criticalLeak(const SimRack &rack, std::int64_t tMs) const;
    // A fed rack's readings in [fromMs, toMs) of simulated time; nullopt for a simulated rack.
    std::optional<std::vector<rackops::v1::CoolingSample>> fedHistory(const std::string &rackId, std::int64_t fromMs,
                                                                      std::int64_t toMs, std::int64_t nowMs) const;
    std::vector<rackops::v1::LeakDetectorTransition> leakEvents(const SimRack &rack, std::int64_t fromMs,
                                                                std::int64_t toMs, std::int64_t nowMs) const;

    // The rack's readings downsampled over the window (min, max, mean and
    // sample count per bucket; NaN where a bucket has no value), with its
    // thresholds and, if asked, its leak events, into `response`.
    void history(const SimRack &rack, const HistoryWindow &window,
                 const std::vector<rackops::v1::CoolingReading> &readings, bool includeLeakEvents, std::int64_t nowMs,
                 rackops::v1::CoolingHistoryResponse *response) const;

private:
    rackops::v1::CoolingSample fedSample(const redfish::RedfishRackFeed &feed, std::int64_t tMs,
                                         bool allDetectors) const;

    std::shared_ptr<const redfish::RedfishCoolingStore> m_fed;
};

} // namespace rackops::sim
