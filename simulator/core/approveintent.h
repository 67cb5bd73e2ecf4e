#pragma once

#include <cstdint>
#include <string>

namespace rackops::sim {

// Approving a rack for production, as OperationDesk takes it: on the gate
// alone, or with a justification as a four-eyes override request.
struct ApproveIntent {
    std::string rackId;
    std::int64_t expectedRevision = 0; // the rack's state revision the decision was made on
    std::string idempotencyKey;
    std::string overrideJustification; // empty: approve only if every criterion passes
    bool judgeOnly = false; // judge the gate and change nothing (validate_only)
};

} // namespace rackops::sim
