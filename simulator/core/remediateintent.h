#pragma once

#include "rackops/v1/operations.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// A remediation an operator asks for. The parameters stay the API's data
// message: the operation keeps them as they are (persisted with it).
struct RemediateIntent {
    std::string rackId;
    rackops::v1::RemediationAction action = rackops::v1::REMEDIATION_ACTION_UNSPECIFIED;
    rackops::v1::RemediationParameters parameters;
    std::int64_t expectedRevision = 0;
    std::string idempotencyKey;
    std::string reason;
};

} // namespace rackops::sim
