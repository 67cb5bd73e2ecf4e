#pragma once

#include "rackops/v1/handover.pb.h"

#include <cstdint>

namespace rackops::sim {

class AlertBook;
class AuditLog;
class ClusterBook;
class FleetSimulation;
class HandoverStore;
class ShiftCalendar;

// Builds the handover report of one shift from what the simulator already
// keeps: the fleet (state per site, lifecycle history, pending approvals and
// overrides), the alert history (incidents, silences, replication breaches),
// the audit log (who acted, what changed, remediations and their outcomes)
// the clusters to take up and the notes. Nothing in it is typed in by hand except the notes.
class HandoverAssembler {
public:
    static constexpr int kMaxChanges = 500;

    HandoverAssembler(FleetSimulation &fleet, AlertBook &alerts, AuditLog &audit, HandoverStore &store,
                      const ShiftCalendar &calendar, const ClusterBook &clusters);

    rackops::v1::HandoverReport assemble(const rackops::v1::Shift &shift, std::int64_t nowMs) const;
    // Status of a shift's handover at `nowMs`.
    rackops::v1::HandoverStatus status(const rackops::v1::Shift &shift, std::int64_t nowMs) const;

private:
    void addSites(rackops::v1::HandoverReport *report, std::int64_t fromMs, std::int64_t toMs) const;
    void addIncidents(rackops::v1::HandoverReport *report, std::int64_t fromMs, std::int64_t toMs) const;
    void addAuditFacts(rackops::v1::HandoverReport *report, std::int64_t fromMs, std::int64_t toMs) const;
    void addPending(rackops::v1::HandoverReport *report, std::int64_t nextFromMs, std::int64_t nextToMs) const;
    // Clusters to take up: awaiting release, failing certification, degraded, or in burn-in
    // with an interruption not attributed or not recovered.
    void addClusters(rackops::v1::HandoverReport *report) const;

    FleetSimulation &m_fleet;
    AlertBook &m_alerts;
    AuditLog &m_audit;
    HandoverStore &m_store;
    const ShiftCalendar &m_calendar;
    const ClusterBook &m_clusters;
};

} // namespace rackops::sim
