#pragma once

#include "mutationintent.h"

#include "rackops/v1/operations.pb.h"
#include "rackops/v1/validation.pb.h"

namespace rackops::sim {

// The intents of the rack mutations (approvals, overrides, remediation,
// validation runs): what MutationGuard checks before OperationDesk decides.
// One place for the gRPC services and the demo seed alike.
struct OperationIntents
{
    static MutationIntent approve(const rackops::v1::ApproveRackRequest &request);
    static MutationIntent confirmOverride(const rackops::v1::ConfirmOverrideRequest &request);
    static MutationIntent remediate(const rackops::v1::RemediateRequest &request);
    static MutationIntent startValidation(const rackops::v1::StartValidationRunRequest &request);
    static MutationIntent importArtifact(const rackops::v1::ImportArtifactRequest &request);
};

} // namespace rackops::sim
