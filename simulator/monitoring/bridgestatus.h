#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rackops::sim {

// A bridge's health as /metrics tells it (the Redfish and Alertmanager
// bridges): one per target the bridge talks to. `state` is one of the
// bridge's own words (ok, down, unauthorized, bad_answer, too_large, ...);
// the metric lists every word in `states`, 1 for the current one, so a
// PromQL alert can match on it.
struct BridgeStatus {
    std::string bridge; // "redfish", "alertmanager"
    std::string target; // the URL it reads (never with credentials)
    bool up = false; // its last contact succeeded
    std::string state;
    std::vector<std::string> states;
    std::int64_t lastSuccessMs = 0; // wall clock; 0 = never
    // Counts the bridge keeps of what it feeds, e.g. racks {fresh, stale} or alerts {active, suppressed}.
    std::string itemsName; // "racks", "alerts"
    std::vector<std::pair<std::string, double>> items;
};

} // namespace rackops::sim
