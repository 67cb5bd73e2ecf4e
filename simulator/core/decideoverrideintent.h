#pragma once

#include <cstdint>
#include <string>

namespace rackops::sim {

// The second approver's decision on a four-eyes override request.
struct DecideOverrideIntent {
    std::string overrideRequestId;
    std::string idempotencyKey;
    std::int64_t expectedRevision = 0; // 0: not checked
    bool reject = false;
    std::string comment; // required when rejecting
};

} // namespace rackops::sim
