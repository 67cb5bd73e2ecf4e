#include "operationintents.h"

#include "phrase.h"
#include "remediationplanner.h"

namespace rackops::sim {

using namespace rackops::v1;

namespace {
MutationIntent onRack(const char *method, const char *action, const std::string &rackId, const std::string &key,
                      std::int64_t expectedRevision, const std::string &reason)
{
    MutationIntent intent;
    intent.method = method;
    intent.action = action;
    intent.target = "rack/" + rackId;
    intent.rackId = rackId;
    intent.idempotencyKey = key;
    intent.expectedRevision = expectedRevision;
    intent.reason = reason;
    return intent;
}
} // namespace

MutationIntent OperationIntents::approve(const ApproveRackRequest &request)
{
    MutationIntent intent = onRack("ApproveRack", "rack.approve", request.rack_id(), request.idempotency_key(),
                                   request.expected_rack_revision(), request.override_justification());
    intent.role = ROLE_APPROVER;
    intent.roleNeededFor = Phrase::make("need.approve");
    return intent;
}

MutationIntent OperationIntents::confirmOverride(const ConfirmOverrideRequest &request)
{
    MutationIntent intent;
    intent.method = "ConfirmOverride";
    intent.action = request.reject() ? "rack.override.reject" : "rack.override.confirm";
    intent.target = "override/" + request.override_request_id();
    intent.idempotencyKey = request.idempotency_key();
    intent.expectedRevision = request.expected_rack_revision();
    intent.reason = request.comment();
    intent.role = ROLE_APPROVER;
    intent.roleNeededFor = Phrase::make("need.decide_override");
    if (request.reject())
        intent.reasonMissing = Phrase::make("reason.reject_override");
    return intent;
}

MutationIntent OperationIntents::remediate(const RemediateRequest &request)
{
    MutationIntent intent = onRack("Remediate", "rack.remediate", request.rack_id(), request.idempotency_key(),
                                   request.expected_rack_revision(), request.reason());
    intent.what = RemediationPlanner::actionText(request.action());
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.remediate");
    intent.reasonMissing = Phrase::make("reason.remediate");
    return intent;
}

MutationIntent OperationIntents::startValidation(const StartValidationRunRequest &request)
{
    MutationIntent intent = onRack("StartRun", "rack.validate", request.rack_id(), request.idempotency_key(),
                                   request.expected_rack_revision(), request.reason());
    intent.what = Phrase::make("audit.validation_run");
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.start_validation");
    intent.reasonMissing = Phrase::make("reason.validation");
    return intent;
}

MutationIntent OperationIntents::importArtifact(const ImportArtifactRequest &request)
{
    MutationIntent intent = onRack("ImportArtifact", "rack.validate.import", request.rack_id(),
                                   request.idempotency_key(), 0, {});
    intent.what = Phrase::make("audit.import_of", {Phrase::id(request.file_name())});
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.import_validation");
    return intent;
}

} // namespace rackops::sim
