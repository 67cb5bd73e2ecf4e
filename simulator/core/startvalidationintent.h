#pragma once

#include "rackops/v1/validation.pb.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rackops::sim {

// A validation run an operator starts on a rack.
struct StartValidationIntent {
    std::string rackId;
    std::vector<rackops::v1::ValidationSuiteKind> suites; // empty: the platform's standard plan
    int dcgmLevel = 0; // 1..4; 0: 3
    std::int64_t expectedRevision = 0;
    std::string idempotencyKey;
    std::string reason;
};

} // namespace rackops::sim
