#pragma once

#include "actionoutcome.h"

namespace rackops {

// The answer to changing a bucket's replication SLO.
struct BucketActionResult : ActionOutcome {
    QString bucket;
    QString targetRegion; // empty: every pair of the bucket
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::BucketActionResult)
