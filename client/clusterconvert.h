#pragma once

#include "clusterdetail.h"
#include "clusterupdate.h"

namespace rackops::v1 {
class ClusterDetail;
class ClusterSummary;
class WatchClustersResponse;
}

namespace rackops {

// ClusterService messages -> console value types. Runs on transport threads.
// Unknown enum values from a newer backend become Unknown, never a valid-looking state.
class ClusterConvert
{
public:
    static ClusterSummary summary(const v1::ClusterSummary &message);
    static ClusterUpdate update(const v1::WatchClustersResponse &message);
    static ClusterDetail detail(const v1::ClusterDetail &message);
};

} // namespace rackops
