#pragma once

#include "core/approvaldecision.h"
#include "core/approveintent.h"
#include "core/caller.h"
#include "core/changefeed.h"
#include "core/decideoverrideintent.h"
#include "core/mutationresult.h"
#include "rackops/v1/alerts.pb.h"
#include "core/remediateintent.h"
#include "simstate.pb.h"
#include "core/startvalidationintent.h"

#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// Approvals, four-eyes overrides and remediation operations. The caller's
// role and reason are checked before (MutationGuard); the desk decides what
// only the rack's state can say, and audits that. Thread-safe: its changes
// come from FleetSimulation, under the fleet's lock and with the racks in
// hand (lock order: fleet, then desk); readers (the operations service, the
// handover, the state store) ask the desk itself. Collects the audit entries
// of what it decides and does.
class OperationDesk {
public:
    using RackLookup = std::function<SimRack *(const std::string &rackId)>;
    static constexpr std::int64_t kOverrideLifetimeMs = 8 * 3'600'000;
    static constexpr std::int64_t kFinishedKeptMs = 3'600'000; // finished ops stay in the stream an hour

    explicit OperationDesk(std::string epoch);

    // `openAlerts` are the rack's open alerts at decision time (see ApprovalGate::evaluate).
    MutationResult approve(SimRack &rack, const Caller &caller, const ApproveIntent &intent, std::int64_t nowMs,
                           const std::vector<rackops::v1::Alert> &openAlerts, ApprovalDecision *decision);
    // Confirms or rejects an override request; `decided` and `operation` say what became of it.
    // A confirmation judges the gate again: what no signature may override refuses it.
    MutationResult confirmOverride(const RackLookup &racks, const Caller &caller, const DecideOverrideIntent &intent,
                                   std::int64_t nowMs, const std::vector<rackops::v1::Alert> &openAlerts,
                                   rackops::v1::OverrideRequest *decided, rackops::v1::Operation *operation);
    // The rack an override request is for; empty when the request is unknown.
    std::string overrideRackId(const std::string &overrideRequestId) const;
    MutationResult remediate(SimRack &rack, const Caller &caller, const RemediateIntent &intent, std::int64_t nowMs,
                             rackops::v1::Operation *operation);
    // An artifact imported as a validation run: only the audit entry.
    void recordImport(const Caller &caller, const std::string &rackId, const rackops::v1::ValidationRun &run,
                      std::int64_t nowMs);
    // A validation run as an operation; the run is recorded on the rack at once (RUNNING).
    MutationResult startValidation(SimRack &rack, const Caller &caller, const StartValidationIntent &intent,
                                   std::int64_t nowMs, std::string *operationId, std::string *runId);

    // Moves running operations forward; racks whose state changed are
    // appended to `changed`, racks whose progress moved to `progressed`
    // (the caller stamps them).
    void tick(const RackLookup &racks, std::int64_t nowMs, std::vector<SimRack *> *changed,
              std::vector<SimRack *> *progressed);
    // A rack changed state: pending overrides made on an older state no longer apply.
    void rackChanged(const SimRack &rack, std::int64_t nowMs);

    std::vector<rackops::v1::OverrideRequest> overrides(const std::string &rackId) const;

    // One rack's operations and override requests, as a mutation found them: what it puts back
    // if its commit fails (MutationUndo). Ids handed out meanwhile stay spent.
    struct RackState {
        std::string rackId;
        std::vector<SimOperation> operations;
        std::vector<rackops::v1::OverrideRequest> overrides;
    };
    RackState rackState(const std::string &rackId) const;
    void restoreRackState(const RackState &state);
    std::optional<rackops::v1::Operation> operation(const std::string &id) const;

    using Changes = ChangeFeed::Changes<rackops::v1::Operation>;
    Changes snapshot(const std::string &rackId) const;
    std::optional<Changes> changesSince(const std::string &epoch, std::int64_t revision,
                                        const std::string &rackId) const;
    std::int64_t revision() const { return m_feed.revision(); }
    // The operations' stream; thread-safe on its own, so watchers wait on it without the caller's lock.
    const ChangeFeed &feed() const { return m_feed; }

    // Audit entries produced since the last call.
    std::vector<rackops::v1::AuditEntry> takeAudit();

    SimOperationsState save() const;
    void restore(const SimOperationsState &state);
    // After a restore: a rack whose override request is pending is its requester's again. Who holds
    // a rack is not a state change, so the racks saved before a crash may not say it; the request does.
    // Returns the racks whose holder changed (the caller stamps them).
    std::vector<SimRack *> reclaimRequestedRacks(const RackLookup &racks) const;

private:
    rackops::v1::Operation &startOperation(SimRack &rack, rackops::v1::OperationKind kind, const Caller &caller,
                                           const std::string &key, std::int64_t expectedRevision,
                                           const std::string &reason, std::int64_t nowMs);
    void begin(SimRack &rack, SimOperation &op, std::int64_t nowMs);
    void touch(rackops::v1::Operation &op, std::int64_t nowMs);
    void audit(const rackops::v1::Actor &actor, const std::string &action, const std::string &rackId,
               rackops::v1::AuditOutcome outcome, const rackops::v1::LocalizedText &details,
               const rackops::v1::Operation *op, std::int64_t nowMs,
               const std::vector<rackops::v1::ApprovalCriterion> *criteria = nullptr);
    // What a refused mutation asked for, as the audit log keeps it.
    struct Intent {
        std::string key;
        std::int64_t expectedRevision = 0;
        std::string reason;
    };
    MutationResult rejected(const Caller &caller, const char *action, const std::string &rackId,
                            const rackops::v1::LocalizedText &what, const Intent &intent, MutationResult refusal,
                            std::int64_t nowMs);
    static MutationResult staleRevision(const SimRack &rack, std::int64_t expected);
    std::string nextId(const char *prefix);

    mutable std::mutex m_mutex;
    ChangeFeed m_feed;
    std::int64_t m_nextId = 1;
    std::map<std::string, SimOperation> m_operations;
    std::map<std::string, rackops::v1::OverrideRequest> m_overrides;
    std::vector<rackops::v1::AuditEntry> m_audit;
};

} // namespace rackops::sim
