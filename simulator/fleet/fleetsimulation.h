#pragma once

#include "core/caller.h"
#include "core/changefeed.h"
#include "cooling/coolingsource.h"
#include "validation/fleetmedians.h"
#include "fleet/operationdesk.h"
#include "simstate.pb.h"

#include <chrono>
#include <functional>
#include <memory>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace rackops::sim {

// The simulated fleet and its history of revisions. Thread-safe: the ticker
// advances it while any number of gRPC handlers read from it.
//
// Every visible change of a rack stamps the rack with a new fleet revision,
// so "what changed after revision R" is the set of racks stamped > R plus the
// tombstones > R: exactly what a resuming watcher missed.
class FleetSimulation {
public:
    using Changes = ChangeFeed::Changes<rackops::v1::RackSummary>;
    // As watchers are sent them: each rack its RackSummary's wire bytes, serialized under the
    // lock. Copying a 100,000-rack snapshot as messages, to serialize and free them after, was
    // most of what a console's connect cost the backend.
    using WireChanges = ChangeFeed::Changes<std::string>;

    FleetSimulation(std::vector<SimRack> racks, std::string epoch, std::int64_t revision, std::int64_t simNowMs);

    // Moves simulated time forward and lets every rack act.
    void advance(std::int64_t simDeltaMs);

    Changes snapshot() const;
    // Racks [from, from + count) in id order, as of now: a snapshot read piece by piece
    // (ChangeFeed::snapshotPiece), so a watcher starts on the first piece while the rest
    // is copied, and the fleet is locked a piece at a time.
    WireChanges snapshotPiece(std::size_t from, std::size_t count) const;
    // Racks changed or removed after `revision`, or nothing when that point in
    // history is unknown (other epoch, compacted, or from the future).
    std::optional<WireChanges> changesSince(const std::string &epoch, std::int64_t revision) const;

    // Blocks until the revision passes `afterRevision`, `wake()` is called, or the timeout.
    bool waitForChange(std::int64_t afterRevision, std::chrono::milliseconds timeout) const;
    void wake() const;

    // The rack as clients see it, with the actions its stage allows.
    std::optional<rackops::v1::RackDetail> rack(const std::string &rackId) const;

    // A copy of the simulator's rack (for computing telemetry off the lock).
    std::optional<SimRack> simRack(const std::string &rackId) const;
    // Calls `visit` for the racks named (all when empty), under the lock.
    void visitRacks(const std::vector<std::string> &rackIds, const std::function<void(const SimRack &)> &visit) const;
    // Where racks' cooling comes from (physics, or Redfish for fed racks). Set before serving.
    void setCoolingSource(std::shared_ptr<const CoolingSource> source);
    const CoolingSource &cooling() const { return *m_cooling; }
    // Applies an operator's cooling change to the physics from now on.
    void setCoolingOverride(const std::string &rackId,
                            const std::function<void(CoolingOverrides &, std::int64_t)> &change);

    // A rack's open alerts the approval gate weighs (ApprovalGate::weighs: those that hold it
    // out of production, and the warnings it names), from the alert book. Asked when an approval or an override is decided, never under the fleet's
    // lock (the alert book reads the fleet's clock under its own). Set before serving.
    using GateAlerts = std::function<std::vector<rackops::v1::Alert>(const std::string &rackId)>;
    void setGateAlerts(GateAlerts source);

    // Operations: approvals, overrides and remediation (see OperationDesk).
    MutationResult approve(const Caller &caller, const ApproveIntent &intent, ApprovalDecision *decision);
    MutationResult confirmOverride(const Caller &caller, const DecideOverrideIntent &intent,
                                   rackops::v1::OverrideRequest *decided, rackops::v1::Operation *operation);
    MutationResult remediate(const Caller &caller, const RemediateIntent &intent, rackops::v1::Operation *operation);

    // Validation runs (see ValidationRecorder), newest first, suites without details.
    std::optional<std::vector<rackops::v1::ValidationRun>> validationRuns(const std::string &rackId) const;
    std::optional<rackops::v1::ValidationRun> validationRun(const std::string &runId) const;
    MutationResult startValidation(const Caller &caller, const StartValidationIntent &intent, std::string *operationId,
                                   std::string *runId);
    // Stores a parsed and judged artifact as the rack's newest run, audited.
    MutationResult importValidationRun(const Caller &caller, const std::string &rackId,
                                       const rackops::v1::ValidationRun &run, rackops::v1::ValidationRun *stored);
    FleetMedians fleetMedians() const;
    // The operations, overrides and their stream, read (and restored) at the desk itself.
    OperationDesk &operations() { return m_desk; }
    const OperationDesk &operations() const { return m_desk; }
    // Restores the desk from a save and gives the racks back to whoever their pending requests name.
    void restoreOperations(const SimOperationsState &state);

    // Receives every audit entry the simulation produces, outside the lock.
    void setAuditSink(std::function<void(const rackops::v1::AuditEntry &)> sink);
    // Summaries ordered by rack id, starting after `afterId`.
    std::vector<rackops::v1::RackSummary> page(const std::string &afterId, int limit, const std::string &site,
                                               rackops::v1::LifecycleStage stage, int *totalMatching) const;

    std::string epoch() const;
    std::int64_t revision() const;
    std::int64_t nowMs() const;
    int rackCount() const;

    // For persistence: calls `visit` for every rack stamped after `revision`
    // (any change; only state changes with `stateOnly`), under the lock.
    template<typename Visitor>
    void visitChangedSince(std::int64_t revision, Visitor &&visit, bool stateOnly = false) const
    {
        std::lock_guard lock(m_mutex);
        for (const SimRack &rack : m_racks) {
            const auto &summary = rack.detail().summary();
            if ((stateOnly ? summary.state_revision() : summary.revision()) > revision)
                visit(rack);
        }
    }

private:
    void sortById();
    void stamp(SimRack &rack, bool stateChanged);
    // Within a mutation: keeps the rack and its operations as they are, to put back if the commit fails.
    void keepForUndo(const SimRack &rack);
    SimRack *find(const std::string &rackId);
    static MutationResult noRack(const std::string &rackId);
    void flushAudit(std::unique_lock<std::mutex> &lock);
    FleetMedians fleetMediansLocked() const;

    mutable std::mutex m_mutex;
    std::vector<SimRack> m_racks; // ordered by rack id
    std::unordered_map<std::string, size_t> m_indexById;
    // The racks a leak reaction can touch: those whose detectors trip (a function of the id, one
    // rack in 200) and any loaded holding a leak. Asking every rack on every advance hashed 100,000
    // ids a tick, 7 % of the simulator's time.
    std::vector<size_t> m_leakCandidates;
    ChangeFeed m_feed; // racks are stamped with its revisions
    std::int64_t m_nowMs = 0;
    OperationDesk m_desk;
    mutable FleetMedians m_medians; // cached for m_mediansRevision
    mutable std::int64_t m_mediansRevision = -1;
    std::function<void(const rackops::v1::AuditEntry &)> m_auditSink;
    std::shared_ptr<const CoolingSource> m_cooling = std::make_shared<CoolingSource>();
    GateAlerts m_gateAlerts;
    std::vector<rackops::v1::Alert> gateAlerts(const std::string &rackId) const;
};

} // namespace rackops::sim
