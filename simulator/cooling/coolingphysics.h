#pragma once

#include "simstate.pb.h"

#include "rackops/v1/telemetry.pb.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// The CDU loop of one rack as a pure function of time: rack power follows
// the lifecycle stage at that time (from the rack's history) and a workload
// rhythm; the valve and pump set the flow; delta-T = heat / (flow x 4.18).
// Faults come in deterministic cycles per rack (a stuck valve, a degrading
// pump, a warmer facility supply at one site, leak detectors tripping), so
// any past moment can be recomputed: 24 h of history need no storage.
class CoolingPhysics {
public:
    static constexpr float kMaxFlowLpm = 200.0F;
    static constexpr float kFacilitySupplyC = 30.0F;
    static constexpr int kLeakDetectors = 19; // one per compute tray, one at the CDU

    static rackops::v1::CoolingSample sample(const SimRack &rack, std::int64_t tMs, bool allDetectors);
    static rackops::v1::CoolingThresholds thresholds(const std::string &rackId);
    // The same limits for every rack of the platform (built once).
    static const rackops::v1::CoolingThresholds &platformThresholds();
    // A reading beyond one of the platform thresholds.
    struct Crossing {
        rackops::v1::CoolingReading reading;
        rackops::v1::Health level; // CAUTION or CRITICAL
        float value;
        float limit;
        const char *name; // e.g. "Supply"
        const char *unit; // e.g. "°C"
        std::string text; // e.g. "Supply 41.2 °C > 40.0 °C"
        const char *key; // e.g. "supply", for phrase codes
        rackops::v1::LocalizedText phrase; // text as a phrase
        rackops::v1::LocalizedText alertSummary; // "Flow below its limit"
    };
    // Every threshold the sample crosses, one per reading, in a fixed order.
    static std::vector<Crossing> crossings(const rackops::v1::CoolingSample &sample);
    static float reading(const rackops::v1::CoolingSample &sample, rackops::v1::CoolingReading reading);
    // Leak detector state changes in [fromMs, toMs), oldest first.
    static std::vector<rackops::v1::LeakDetectorTransition> leakEvents(const SimRack &rack, std::int64_t fromMs,
                                                                       std::int64_t toMs);
    // A leak detector of the rack reading Critical now, and what its reaction does.
    struct CriticalLeak {
        std::string detectorId; // e.g. "LD-CT06"
        std::string componentId; // the tray it watches, e.g. "CT06"; empty for the CDU
        std::string location; // e.g. "Compute tray CT06, cold plate manifold"
        rackops::v1::LocalizedText locationText; // the same as a phrase
        bool forceOff = false; // the CDU float switch cuts power; tray detectors shut down gracefully
        std::int64_t sinceMs = 0; // when the detector read Critical
        std::int64_t reactionAtMs = 0;
    };
    static std::optional<CriticalLeak> criticalLeak(const SimRack &rack, std::int64_t tMs);
    // Whether any of the rack's leak detectors ever trips: fixed by its id, so a rack that cannot
    // leak need not be asked again.
    static bool canLeak(const std::string &rackId);
    // Where leak detector `detector` (0-based; the last is the CDU's) sits, as a phrase.
    static rackops::v1::LocalizedText detectorLocation(int detector);
    // Stage of the rack at a past moment, from its history.
    static rackops::v1::LifecycleStage stageAt(const SimRack &rack, std::int64_t tMs);

private:
    static rackops::v1::LeakDetectorState leakState(std::uint64_t hash, int detector, std::int64_t tMs,
                                                    std::int64_t *sinceMs);
};

} // namespace rackops::sim
