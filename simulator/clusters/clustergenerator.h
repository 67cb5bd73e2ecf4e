#pragma once

#include "simcluster.pb.h"

#include "rackops/v1/common.pb.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rackops::sim {

// What the generator needs to know of a fleet rack.
struct ClusterRackFacts {
    std::string rackId;
    std::string site;
    rackops::v1::LifecycleStage stage = rackops::v1::LIFECYCLE_STAGE_UNSPECIFIED;
    rackops::v1::Health health = rackops::v1::HEALTH_UNSPECIFIED;
};

// Forms the demo's clusters from the fleet's racks, deterministically from
// the seed: 4 to 6 per site (fewer when a site has few racks), 2 to 32 racks
// each, neighbouring racks of one site, a rack in at most one cluster.
// Clusters are spread over every stage, with faults to find: a bad SuperNIC,
// a flapping spine link, a straggler rack, a rack that could not be tested,
// an XID storm and an unexplained interruption in burn-in.
class ClusterGenerator {
public:
    static std::vector<SimCluster> generate(const std::vector<ClusterRackFacts> &racks, std::uint64_t seed,
                                            std::int64_t nowMs, std::int64_t burnInLengthMs);
    // A new cluster's summary, racks and fabric (stage FORMING, nothing run yet).
    static SimCluster form(const std::string &clusterId, const std::string &name, const std::string &site,
                           const std::vector<ClusterRackFacts> &members, std::uint64_t seed);
};

} // namespace rackops::sim
