#include "demoactivity.h"

#include "approvalgate.h"
#include "caller.h"
#include "fleetsimulation.h"
#include "mutationguard.h"
#include "operationintents.h"

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
    std::vector<std::string> passing, failing, failed, production;
    for (const auto &rack : fleet.snapshot().upserts) {
        switch (rack.stage()) {
        case LIFECYCLE_STAGE_AWAITING_APPROVAL: {
            ApproveRackRequest check;
            check.set_rack_id(rack.rack_id());
            check.set_validate_only(true);
            ApproveRackResponse gate;
            fleet.approve(user("vera"), check, &gate);
            std::vector<ApprovalCriterion> criteria(gate.criteria().begin(), gate.criteria().end());
            if (ApprovalGate::allPass(criteria))
                passing.push_back(rack.rack_id());
            else if (ApprovalGate::overridable(criteria))
                failing.push_back(rack.rack_id());
            break;
        }
        case LIFECYCLE_STAGE_FAILED: failed.push_back(rack.rack_id()); break;
        case LIFECYCLE_STAGE_PRODUCTION: production.push_back(rack.rack_id()); break;
        default: break;
        }
    }
    const auto revision = [&fleet](const std::string &id) {
        return fleet.rack(id)->summary().state_revision();
    };
    // Through the guard, like a call over gRPC: a refusal is audited the same way.
    const auto approve = [&](const Caller &caller, const ApproveRackRequest &request) {
        ApproveRackResponse response;
        if (guard.admit(caller, OperationIntents::approve(request)).ok())
            fleet.approve(caller, request, &response);
    };
    const auto remediate = [&](const Caller &caller, const RemediateRequest &request) {
        Operation op;
        if (guard.admit(caller, OperationIntents::remediate(request)).ok())
            fleet.remediate(caller, request, &op);
    };
    int key = 0;
    const auto nextKey = [&key] { return "demo-seed-" + std::to_string(++key); };

    for (size_t i = 0; i < std::min<size_t>(passing.size(), 2); ++i) {
        ApproveRackRequest request;
        request.set_rack_id(passing[i]);
        request.set_expected_rack_revision(revision(passing[i]));
        request.set_idempotency_key(nextKey());
        approve(user(i == 0 ? "anna" : "ben"), request);
    }
    if (passing.size() > 2) {
        ApproveRackRequest request;
        request.set_rack_id(passing[2]);
        request.set_expected_rack_revision(revision(passing[2]));
        request.set_idempotency_key(nextKey());
        approve(user("vera"), request);  // refused: viewers cannot approve
    }
    if (!failing.empty()) {
        ApproveRackRequest request;
        request.set_rack_id(failing.front());
        request.set_expected_rack_revision(revision(failing.front()));
        request.set_idempotency_key(nextKey());
        request.set_override_justification(
            "Marginal result within measurement noise; capacity is needed for tonight's training run, "
            "retest booked for tomorrow");
        approve(user("ben"), request);
    }
    if (!failed.empty()) {
        RemediateRequest request;
        request.set_rack_id(failed.front());
        request.set_action(REMEDIATION_ACTION_RMA_TRAY);
        // Replace the part that failed.
        std::string part = "CT07";
        const auto detail = fleet.rack(failed.front());
        for (const auto &component : detail->components()) {
            if (component.health() == HEALTH_CRITICAL) {
                part = component.component_id();
                break;
            }
        }
        request.mutable_parameters()->add_component_ids(part);
        request.mutable_parameters()->set_rma_reference("RMA-48213");
        request.set_expected_rack_revision(revision(failed.front()));
        request.set_idempotency_key(nextKey());
        request.set_reason("Tray keeps failing after two reflashes; vendor replacement");
        remediate(user("omar"), request);
    }
    if (!production.empty()) {
        RemediateRequest request;
        request.set_rack_id(production.back());
        request.set_action(REMEDIATION_ACTION_DRAIN);
        request.set_expected_rack_revision(revision(production.back()));
        request.set_idempotency_key(nextKey());
        request.set_reason("Scheduled PSU swap in PS3");
        remediate(user("omar"), request);
    }
}

} // namespace rackops::sim
