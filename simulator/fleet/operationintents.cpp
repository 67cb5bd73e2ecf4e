#include "fleet/operationintents.h"

#include "phrase/phrase.h"
#include "fleet/remediationplanner.h"

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

MutationIntent OperationIntents::approve(const ApproveIntent &approval)
{
    MutationIntent intent = onRack("ApproveRack", "rack.approve", approval.rackId, approval.idempotencyKey,
                                   approval.expectedRevision, approval.overrideJustification);
    intent.role = ROLE_APPROVER;
    intent.roleNeededFor = Phrase::make("need.approve");
    return intent;
}

MutationIntent OperationIntents::confirmOverride(const DecideOverrideIntent &decision)
{
    MutationIntent intent;
    intent.method = "ConfirmOverride";
    intent.action = decision.reject ? "rack.override.reject" : "rack.override.confirm";
    intent.target = "override/" + decision.overrideRequestId;
    intent.idempotencyKey = decision.idempotencyKey;
    intent.expectedRevision = decision.expectedRevision;
    intent.reason = decision.comment;
    intent.role = ROLE_APPROVER;
    intent.roleNeededFor = Phrase::make("need.decide_override");
    if (decision.reject)
        intent.reasonMissing = Phrase::make("reason.reject_override");
    return intent;
}

MutationIntent OperationIntents::remediate(const RemediateIntent &remediation)
{
    MutationIntent intent = onRack("Remediate", "rack.remediate", remediation.rackId, remediation.idempotencyKey,
                                   remediation.expectedRevision, remediation.reason);
    intent.what = RemediationPlanner::actionText(remediation.action);
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.remediate");
    intent.reasonMissing = Phrase::make("reason.remediate");
    return intent;
}

MutationIntent OperationIntents::startValidation(const StartValidationIntent &run)
{
    MutationIntent intent =
        onRack("StartRun", "rack.validate", run.rackId, run.idempotencyKey, run.expectedRevision, run.reason);
    intent.what = Phrase::make("audit.validation_run");
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.start_validation");
    intent.reasonMissing = Phrase::make("reason.validation");
    return intent;
}

MutationIntent OperationIntents::importArtifact(const std::string &rackId, const std::string &fileName,
                                                const std::string &idempotencyKey)
{
    MutationIntent intent = onRack("ImportArtifact", "rack.validate.import", rackId, idempotencyKey, 0, {});
    intent.what = Phrase::make("audit.import_of", {Phrase::id(fileName)});
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.import_validation");
    return intent;
}

} // namespace rackops::sim
