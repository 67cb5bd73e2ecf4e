#include "server/demoactivity.h"

#include "validation/approvalgate.h"
#include "core/caller.h"
#include "fleet/fleetsimulation.h"
#include "journal/mutationguard.h"
#include "fleet/operationintents.h"

namespace rackops::sim {

using namespace rackops::v1;

namespace {

const Caller &user(const char *subject)
{
    for (const Caller &c : Caller::demoUsers()) {
        if (c.subject == subject)
            return c;
    }
    return Caller::demoUsers().front();
}

} // namespace

void DemoActivity::seed(FleetSimulation &fleet, MutationGuard &guard)
{
    // The racks' stages first (the summaries are not copied: a 100,000-rack fleet's snapshot took
    // a tenth of the demo's start-up), then the gate judges racks awaiting approval only until
    // the few the demo acts on are found.
    std::vector<std::string> awaiting, failed, production;
    fleet.visitRacks({}, [&](const SimRack &rack) {
        const RackSummary &summary = rack.detail().summary();
        switch (summary.stage()) {
        case LIFECYCLE_STAGE_AWAITING_APPROVAL: awaiting.push_back(summary.rack_id()); break;
        case LIFECYCLE_STAGE_FAILED: failed.push_back(summary.rack_id()); break;
        case LIFECYCLE_STAGE_PRODUCTION: production.push_back(summary.rack_id()); break;
        default: break;
        }
    });
    constexpr size_t kPassingUsed = 3;
    std::vector<std::string> passing, failing;
    for (const std::string &rackId : awaiting) {
        if (passing.size() >= kPassingUsed && !failing.empty())
            break;
        ApproveIntent check;
        check.rackId = rackId;
        check.judgeOnly = true;
        ApprovalDecision gate;
        fleet.approve(user("vera"), check, &gate);
        if (ApprovalGate::allPass(gate.criteria))
            passing.push_back(rackId);
        else if (ApprovalGate::overridable(gate.criteria))
            failing.push_back(rackId);
    }
    const auto revision = [&fleet](const std::string &id) { return fleet.rack(id)->summary().state_revision(); };
    // Through the guard, like a call over gRPC: a refusal is audited the same way.
    const auto approve = [&](const Caller &caller, const ApproveIntent &intent) {
        ApprovalDecision decision;
        if (guard.admit(caller, OperationIntents::approve(intent)).ok())
            fleet.approve(caller, intent, &decision);
    };
    const auto remediate = [&](const Caller &caller, const RemediateIntent &intent) {
        Operation op;
        if (guard.admit(caller, OperationIntents::remediate(intent)).ok())
            fleet.remediate(caller, intent, &op);
    };
    int key = 0;
    const auto nextKey = [&key] { return "demo-seed-" + std::to_string(++key); };
    const auto approval = [&](const std::string &rackId) {
        ApproveIntent intent;
        intent.rackId = rackId;
        intent.expectedRevision = revision(rackId);
        intent.idempotencyKey = nextKey();
        return intent;
    };

    for (size_t i = 0; i < std::min<size_t>(passing.size(), 2); ++i)
        approve(user(i == 0 ? "anna" : "ben"), approval(passing[i]));
    if (passing.size() > 2)
        approve(user("vera"), approval(passing[2])); // refused: viewers cannot approve
    if (!failing.empty()) {
        ApproveIntent intent = approval(failing.front());
        intent.overrideJustification =
            "Marginal result within measurement noise; capacity is needed for tonight's training run, "
            "retest booked for tomorrow";
        approve(user("ben"), intent);
    }
    if (!failed.empty()) {
        RemediateIntent intent;
        intent.rackId = failed.front();
        intent.action = REMEDIATION_ACTION_RMA_TRAY;
        // Replace the part that failed.
        std::string part = "CT07";
        const auto detail = fleet.rack(failed.front());
        for (const auto &component : detail->components()) {
            if (component.health() == HEALTH_CRITICAL) {
                part = component.component_id();
                break;
            }
        }
        intent.parameters.add_component_ids(part);
        intent.parameters.set_rma_reference("RMA-48213");
        intent.expectedRevision = revision(failed.front());
        intent.idempotencyKey = nextKey();
        intent.reason = "Tray keeps failing after two reflashes; vendor replacement";
        remediate(user("omar"), intent);
    }
    if (!production.empty()) {
        RemediateIntent intent;
        intent.rackId = production.back();
        intent.action = REMEDIATION_ACTION_DRAIN;
        intent.expectedRevision = revision(production.back());
        intent.idempotencyKey = nextKey();
        intent.reason = "Scheduled PSU swap in PS3";
        remediate(user("omar"), intent);
    }
}

} // namespace rackops::sim
