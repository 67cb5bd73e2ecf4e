#pragma once

#include "rackops/v1/common.pb.h"
#include "rackops/v1/operations.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// What a mutating call asks for, as MutationGuard checks and audits it: the
// call's idempotency scope and key, the role it needs, whether it must say
// why, and how its audit entry names it.
struct MutationIntent {
    std::string method; // idempotency scope, e.g. "Remediate"
    std::string action; // audit action, e.g. "rack.remediate"
    std::string target; // audit target, e.g. "rack/R-0001"
    std::string rackId;
    rackops::v1::LocalizedText what; // what was asked, leading a refusal's audit details
    std::string idempotencyKey;
    std::string reason; // the caller's reason or justification, as given
    std::int64_t expectedRevision = 0;
    rackops::v1::Role role = rackops::v1::ROLE_UNSPECIFIED; // none needed when unspecified
    rackops::v1::LocalizedText roleNeededFor; // need.remediate ("remediate racks"): names the refusal
    rackops::v1::LocalizedText reasonMissing; // set: a reason is required, and this is the refusal when empty
};

} // namespace rackops::sim
