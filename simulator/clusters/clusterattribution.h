#pragma once

#include "clusters/clustercertifier.h"

#include "rackops/v1/clusters.pb.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rackops::sim {

// Narrows a failed whole-cluster run down to what failed: bisection over the
// racks (halves rerun until one domain is left), then pairs, then the
// counters of the ports and switches, to a rack, a tray, a NIC or a fabric
// link. A fault between racks (every pair alike) is blamed on the link (plane,
// leaf, spine), never on a rack. Every failed result that one cause explains
// is folded into one finding with a count, and points at it (finding_id).
class ClusterAttribution {
public:
    static void attribute(const ClusterCertifier::Run &run, rackops::v1::Certification *cert,
                          const std::vector<int> &failedResults, std::vector<rackops::v1::ClusterFinding> *findings,
                          int *nextFinding, std::int64_t nowMs);

    // The XID's class as words ("memory (double-bit ECC)", "fell off the bus").
    static rackops::v1::LocalizedText xidClass(int xid);
    static std::string findingId(const std::string &clusterId, int number);
    // Bisection steps that isolate `culprit` among `racks` (domain numbers 1-based).
    static std::vector<rackops::v1::LocalizedText> bisect(const std::vector<std::string> &racks,
                                                          const std::string &culprit);
};

} // namespace rackops::sim
