#pragma once

#include "rackops/v1/operations.pb.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace rackops::sim {

// What an approval came to: the gate as judged, and the operation (approved,
// or awaiting a second approver) with its override request.
struct ApprovalDecision {
    rackops::v1::ApprovalOutcome outcome = rackops::v1::APPROVAL_OUTCOME_UNSPECIFIED;
    std::vector<rackops::v1::ApprovalCriterion> criteria;
    std::int64_t rackRevision = 0; // the state revision the gate was judged at
    std::optional<rackops::v1::Operation> operation;
    std::optional<rackops::v1::OverrideRequest> overrideRequest;
};

} // namespace rackops::sim
