#include "server/simulatedoperators.h"

#include "core/caller.h"
#include "core/rackparts.h"
#include "fleet/fleetsimulation.h"
#include "fleet/operationintents.h"
#include "journal/mutationguard.h"
#include "journal/mutationjournal.h"
#include "validation/approvalgate.h"

#include <algorithm>
#include <string>
#include <vector>

namespace rackops::sim {

using namespace rackops::v1;

namespace {

const Caller &approver()
{
    static const Caller caller {
        SimulatedOperators::kApproverSubject, "Simulated approver", {ROLE_VIEWER, ROLE_OPERATOR, ROLE_APPROVER}};
    return caller;
}

const Caller &operatorOnShift()
{
    static const Caller caller {
        SimulatedOperators::kOperatorSubject, "Simulated operator", {ROLE_VIEWER, ROLE_OPERATOR}};
    return caller;
}

// A rack in a queue, as the pass found it.
struct Waiting {
    std::string rackId;
    std::int64_t since = 0; // entered its stage, simulated ms
    std::int64_t stateRevision = 0;
    std::string failedPart; // failed racks: the part that went critical, if any
};

} // namespace

SimulatedOperators::SimulatedOperators(FleetSimulation &fleet, MutationGuard &guard, MutationJournal &journal)
    : m_fleet(fleet)
    , m_guard(guard)
    , m_journal(journal)
{
}

int SimulatedOperators::racksPerPass() const
{
    return std::max(25, m_fleet.rackCount() / 100);
}

SimulatedOperators::Pass SimulatedOperators::work()
{
    Pass pass;
    const std::int64_t now = m_fleet.nowMs();
    if (m_worked && now - m_lastPassMs < kPassMs)
        return pass;
    m_worked = true;
    m_lastPassMs = now;

    std::vector<Waiting> awaiting, failed;
    m_fleet.visitRacks({}, [&](const SimRack &rack) {
        const RackSummary &summary = rack.detail().summary();
        if (!summary.active_operation_id().empty())
            return; // someone is on it already
        if (!summary.owner().name().empty() && !summary.owner().automated())
            return; // a person holds it: their override request waits for its second signature
        const std::int64_t waited = now - rack.stage_entered_ms();
        if (summary.stage() == LIFECYCLE_STAGE_AWAITING_APPROVAL && waited >= kApprovalWaitMs) {
            awaiting.push_back({summary.rack_id(), rack.stage_entered_ms(), summary.state_revision(), {}});
        } else if (summary.stage() == LIFECYCLE_STAGE_FAILED && waited >= kRepairWaitMs) {
            std::string part;
            const auto &components = rack.detail().components();
            if (rack.fault_component() >= 0 && rack.fault_component() < components.size()
                && components[rack.fault_component()].health() == HEALTH_CRITICAL)
                part = RackParts::id(components[rack.fault_component()]);
            failed.push_back({summary.rack_id(), rack.stage_entered_ms(), summary.state_revision(), std::move(part)});
        }
    });
    // The longest waiting first: a pass has room for only so many of each queue.
    const auto longestWaiting = [](const Waiting &a, const Waiting &b) { return a.since < b.since; };
    std::sort(failed.begin(), failed.end(), longestWaiting);
    std::sort(awaiting.begin(), awaiting.end(), longestWaiting);
    const int share = racksPerPass();
    const auto nextKey = [this] { return "sim-operators-" + std::to_string(m_nextKey++); };

    const auto remediate = [&](const Waiting &rack, RemediationAction action, const std::string &part,
                               const char *reason) {
        RemediateIntent intent;
        intent.rackId = rack.rackId;
        intent.action = action;
        if (!part.empty())
            intent.parameters.add_component_ids(part);
        intent.expectedRevision = rack.stateRevision;
        intent.idempotencyKey = nextKey();
        intent.reason = reason;
        const MutationResult result = m_journal.record([&] {
            if (MutationResult refused = m_guard.admit(operatorOnShift(), OperationIntents::remediate(intent));
                !refused.ok())
                return refused;
            Operation operation;
            return m_fleet.remediate(operatorOnShift(), intent, &operation);
        });
        return result.ok();
    };

    failed.resize(std::min(failed.size(), size_t(share)));
    awaiting.resize(std::min(awaiting.size(), size_t(share)));
    for (const Waiting &rack : failed) {
        const bool done = rack.failedPart.empty()
            ? remediate(rack, REMEDIATION_ACTION_RERUN_VALIDATION, {}, "Failed without a failed part: validate again")
            : remediate(rack, REMEDIATION_ACTION_RMA_TRAY, rack.failedPart, "Replace the part that failed");
        ++(done ? pass.repaired : pass.refused);
    }
    for (const Waiting &rack : awaiting) {
        ApproveIntent approval;
        approval.rackId = rack.rackId;
        approval.expectedRevision = rack.stateRevision;
        approval.judgeOnly = true; // judged first: a gate that does not pass is no refused approval
        ApprovalDecision gate;
        m_fleet.approve(approver(), approval, &gate);
        if (ApprovalGate::allPass(gate.criteria)) {
            approval.judgeOnly = false;
            approval.idempotencyKey = nextKey();
            ApprovalDecision decision;
            const MutationResult result = m_journal.record([&] {
                if (MutationResult refused = m_guard.admit(approver(), OperationIntents::approve(approval));
                    !refused.ok())
                    return refused;
                return m_fleet.approve(approver(), approval, &decision);
            });
            // The gate judged again in the mutation: an alert raised meanwhile leaves the rack waiting.
            ++(result.ok() && decision.outcome == APPROVAL_OUTCOME_APPROVED ? pass.approved : pass.refused);
            continue;
        }
        // Nobody here signs an override: the rack is validated again.
        const bool done =
            remediate(rack, REMEDIATION_ACTION_RERUN_VALIDATION, {}, "Approval gate not passed: validate again");
        ++(done ? pass.revalidated : pass.refused);
    }
    return pass;
}

} // namespace rackops::sim
