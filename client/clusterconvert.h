#pragma once

#include "clusterdetail.h"
#include "clusterevidenceresult.h"
#include "clusterupdate.h"

namespace rackops::v1 {
class ClusterDetail;
class ClusterFinding;
class ImportClusterEvidenceResponse;
class ClusterSummary;
class WatchClustersResponse;
}

namespace rackops {

// ClusterService messages -> console value types. Runs on transport threads.
// Unknown enum values from a newer backend become Unknown, never a valid-looking state.
class ClusterConvert {
public:
    static ClusterSummary summary(const v1::ClusterSummary &message);
    static ClusterUpdate update(const v1::WatchClustersResponse &message);
    static ClusterDetail detail(const v1::ClusterDetail &message);
    static ClusterFindingInfo finding(const v1::ClusterFinding &message);
    // An import's answer: outcome Imported, the run's result, findings, warnings and the cluster.
    static ClusterEvidenceResult evidence(const v1::ImportClusterEvidenceResponse &message);
};

} // namespace rackops
