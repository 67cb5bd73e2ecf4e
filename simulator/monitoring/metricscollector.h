#pragma once

#include "monitoring/bridgestatus.h"

#include <functional>
#include <string>
#include <vector>

namespace rackops::sim {

class AlertBook;
class CommitGate;
class FleetSimulation;

// The backend's figures as one Prometheus exposition, made afresh for every
// scrape: racks per stage and site, operations by kind and state, alerts by
// severity, state and source (read past the commit gate, so a scrape sees
// only stored changes, as a watcher does), the transport's own measurements
// (ServiceMetrics: mutation and watch latencies, watchers) and the bridges'
// health. Names follow Prometheus' conventions: rackops_ prefix, base units,
// _total only on counters; `promtool check metrics` finds nothing.
class MetricsCollector {
public:
    MetricsCollector(const FleetSimulation &fleet, AlertBook &alerts, const CommitGate &commitGate,
                     std::string version);

    void setBridges(std::function<std::vector<BridgeStatus>()> bridges);
    std::string collect();

private:
    const FleetSimulation &m_fleet;
    AlertBook &m_alerts;
    const CommitGate &m_commitGate;
    std::string m_version;
    std::function<std::vector<BridgeStatus>()> m_bridges;
    std::uint64_t m_scrapes = 0; // the metrics thread only
};

} // namespace rackops::sim
