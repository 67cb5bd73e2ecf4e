#pragma once

#include "core/approveintent.h"
#include "core/decideoverrideintent.h"
#include "core/mutationintent.h"
#include "core/remediateintent.h"
#include "core/startvalidationintent.h"

#include <string>

namespace rackops::sim {

// The intents of the rack mutations (approvals, overrides, remediation,
// validation runs): what MutationGuard checks before OperationDesk decides.
// One place for the gRPC services and the demo seed alike.
struct OperationIntents {
    static MutationIntent approve(const ApproveIntent &approval);
    static MutationIntent confirmOverride(const DecideOverrideIntent &decision);
    static MutationIntent remediate(const RemediateIntent &remediation);
    static MutationIntent startValidation(const StartValidationIntent &run);
    static MutationIntent importArtifact(const std::string &rackId, const std::string &fileName,
                                         const std::string &idempotencyKey);
};

} // namespace rackops::sim
