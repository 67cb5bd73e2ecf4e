#include "monitoring/metricscollector.h"

#include "alerts/alertbook.h"
#include "core/servicemetrics.h"
#include "fleet/fleetsimulation.h"
#include "journal/commitgate.h"
#include "monitoring/metricsexposition.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace rackops::sim {

namespace {
using Type = MetricsExposition::Type;

// A protobuf enum value's name as a label value: LIFECYCLE_STAGE_AWAITING_APPROVAL -> awaiting_approval.
std::string enumLabel(const std::string &name, const std::string &prefix)
{
    std::string out = name.rfind(prefix, 0) == 0 ? name.substr(prefix.size()) : name;
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out.empty() ? std::string("unknown") : out;
}
} // namespace

MetricsCollector::MetricsCollector(const FleetSimulation &fleet, AlertBook &alerts, const CommitGate &commitGate,
                                   std::string version)
    : m_fleet(fleet)
    , m_alerts(alerts)
    , m_commitGate(commitGate)
    , m_version(std::move(version))
{
    // Every stream is listed from the first scrape (0 watchers), not only once someone watched it.
    for (const char *stream : {"fleet", "operations", "alert", "cluster", "cooling", "replication"})
        ServiceMetrics::shared().stream(stream);
}

void MetricsCollector::setBridges(std::function<std::vector<BridgeStatus>()> bridges)
{
    m_bridges = std::move(bridges);
}

std::string MetricsCollector::collect()
{
    ++m_scrapes;
    // What the domains hold, as stored.
    std::map<std::pair<std::string, std::string>, int> racks; // (site, stage)
    std::map<std::string, int> health;
    std::map<std::pair<std::string, std::string>, int> operations; // (kind, state)
    std::map<std::tuple<std::string, std::string, std::string>, int> alerts; // (severity, state, source)
    std::int64_t simNowMs = 0;
    m_commitGate.stored([&] {
        m_fleet.visitRacks({}, [&](const SimRack &rack) {
            const v1::RackSummary &summary = rack.detail().summary();
            ++racks[{summary.location().site(),
                     enumLabel(v1::LifecycleStage_Name(summary.stage()), "LIFECYCLE_STAGE_")}];
            ++health[enumLabel(v1::Health_Name(summary.health()), "HEALTH_")];
        });
        for (const v1::Operation &op : m_fleet.operations().snapshot({}).upserts)
            ++operations[{enumLabel(v1::OperationKind_Name(op.kind()), "OPERATION_KIND_"),
                          enumLabel(v1::OperationState_Name(op.state()), "OPERATION_STATE_")}];
        for (const v1::Alert &alert : m_alerts.alerts([](const v1::Alert &) { return true; }))
            ++alerts[{enumLabel(v1::AlertSeverity_Name(alert.severity()), "ALERT_SEVERITY_"),
                      enumLabel(v1::AlertState_Name(alert.state()), "ALERT_STATE_"),
                      enumLabel(v1::AlertSource_Name(alert.source()), "ALERT_SOURCE_")}];
        simNowMs = m_fleet.nowMs();
        return 0;
    });

    MetricsExposition out;
    out.family("rackops_build_info", Type::Gauge, "The rackops-sim build serving these metrics (always 1).");
    out.sample("rackops_build_info", {{"version", m_version}}, 1);

    out.family("rackops_racks", Type::Gauge, "Racks of the fleet by site and lifecycle stage.");
    for (const auto &[key, count] : racks)
        out.sample("rackops_racks", {{"site", key.first}, {"stage", key.second}}, count);
    out.family("rackops_racks_by_health", Type::Gauge, "Racks of the fleet by health (their weakest part).");
    for (const auto &[name, count] : health)
        out.sample("rackops_racks_by_health", {{"health", name}}, count);

    out.family("rackops_operations", Type::Gauge,
               "Operations the backend holds (running and finished) by kind and state; SUCCEEDED, FAILED and "
               "CANCELLED are outcomes.");
    for (const auto &[key, count] : operations)
        out.sample("rackops_operations", {{"kind", key.first}, {"state", key.second}}, count);

    out.family("rackops_alerts", Type::Gauge, "Alerts in the alert book by severity, state and source.");
    for (const auto &[key, count] : alerts)
        out.sample("rackops_alerts",
                   {{"severity", std::get<0>(key)}, {"state", std::get<1>(key)}, {"source", std::get<2>(key)}}, count);

    const ServiceMetrics &service = ServiceMetrics::shared();
    out.family("rackops_mutation_duration_seconds", Type::Histogram,
               "Time a mutating call took from arriving at the journal to its commit (or refusal), by outcome.");
    for (const auto outcome : {ServiceMetrics::MutationOutcome::Ok, ServiceMetrics::MutationOutcome::Refused,
                               ServiceMetrics::MutationOutcome::Failed})
        out.histogram("rackops_mutation_duration_seconds", {{"outcome", ServiceMetrics::outcomeName(outcome)}},
                      service.mutations(outcome));

    const std::vector<ServiceMetrics::StreamSnapshot> streams = service.streams();
    out.family("rackops_watchers", Type::Gauge, "Open watch streams (gRPC server streams) by stream.");
    for (const auto &stream : streams)
        out.sample("rackops_watchers", {{"stream", stream.name}}, stream.watchers);
    out.family("rackops_watch_send_duration_seconds", Type::Histogram,
               "Time from a watch being woken by a stored change to the change written to its stream, by stream.");
    for (const auto &stream : streams) {
        if (stream.name != "cooling" && stream.name != "replication") // sent on a timer, not on a change
            out.histogram("rackops_watch_send_duration_seconds", {{"stream", stream.name}}, stream.sendLatency);
    }

    const std::vector<BridgeStatus> bridges = m_bridges ? m_bridges() : std::vector<BridgeStatus> {};
    out.family("rackops_bridge_up", Type::Gauge,
               "1 when the bridge's last contact with its target succeeded, else 0 (only configured bridges).");
    for (const BridgeStatus &b : bridges)
        out.sample("rackops_bridge_up", {{"bridge", b.bridge}, {"target", b.target}}, b.up ? 1 : 0);
    out.family("rackops_bridge_state", Type::Gauge, "The bridge's state: 1 for the current state, 0 for the others.");
    for (const BridgeStatus &b : bridges) {
        for (const std::string &state : b.states)
            out.sample("rackops_bridge_state", {{"bridge", b.bridge}, {"target", b.target}, {"state", state}},
                       state == b.state ? 1 : 0);
    }
    out.family("rackops_bridge_last_success_timestamp_seconds", Type::Gauge,
               "When the bridge last read its target successfully (Unix time; 0 = never).");
    for (const BridgeStatus &b : bridges)
        out.sample("rackops_bridge_last_success_timestamp_seconds", {{"bridge", b.bridge}, {"target", b.target}},
                   double(b.lastSuccessMs) / 1000.0);
    out.family("rackops_bridge_items", Type::Gauge,
               "What each bridge feeds in (racks fed by Redfish, alerts from Alertmanager) by kind and state.");
    for (const BridgeStatus &b : bridges) {
        for (const auto &[state, count] : b.items)
            out.sample("rackops_bridge_items",
                       {{"bridge", b.bridge}, {"target", b.target}, {"kind", b.itemsName}, {"state", state}}, count);
    }

    out.family("rackops_simulated_time_seconds", Type::Gauge,
               "The simulator's clock (Unix time; --time-scale runs it fast).");
    out.sample("rackops_simulated_time_seconds", {}, double(simNowMs) / 1000.0);
    out.family("rackops_metrics_scrapes_total", Type::Counter, "Scrapes of this endpoint since the process started.");
    out.sample("rackops_metrics_scrapes_total", {}, double(m_scrapes));
    return out.text();
}

} // namespace rackops::sim
