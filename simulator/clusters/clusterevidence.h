#pragma once

#include "core/mutationresult.h"
#include "simcluster.pb.h"

#include "rackops/v1/clusters.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// Multi-node nccl-tests output as cluster evidence. Parsed by the artifact
// parsers (ArtifactParser); every rank's host is mapped to a member rack by
// the compute-tray host naming (ClusterFabric::hostName, "<rack id, lower
// case>-ct03"), so a run over two racks is a pair result and one over all of
// them a whole-cluster result, judged against the same floors as the
// simulator's own runs. Refused, nothing changed: unreadable output, output
// that is no nccl-tests collective, ranks without hosts, and hosts that
// belong to no rack of the cluster (named). A result below its floor fails
// its cell and becomes a finding that names the rack and the host.
class ClusterEvidence {
public:
    static MutationResult import(SimCluster *cluster, const std::string &fileName, const std::string &content,
                                 std::int64_t nowMs, rackops::v1::ImportClusterEvidenceResponse *response);
};

} // namespace rackops::sim
