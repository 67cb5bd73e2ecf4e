#pragma once

#include "simcluster.pb.h"

#include <cstdint>
#include <string>

namespace rackops::sim {

// What a cluster's stage and decisions do to it, shared by the generator
// (which plays a cluster's past) and ClusterBook (which takes the operators'
// decisions now): history events, quarantine, expansion, the summary.
class ClusterLifecycle {
public:
    // Enters `stage` at `atMs` with an event said by `text`.
    static void enter(SimCluster *cluster, rackops::v1::ClusterStage stage, std::int64_t atMs,
                      const rackops::v1::Actor &actor, rackops::v1::LocalizedText text);
    // An event without a stage change.
    static void note(SimCluster *cluster, std::int64_t atMs, const rackops::v1::Actor &actor,
                     rackops::v1::LocalizedText text);
    // Takes the rack out: its results and every result at a larger scale
    // become NOT_TESTED (the certification no longer covers the cluster as it
    // is); a released cluster becomes DEGRADED.
    static void quarantine(SimCluster *cluster, const std::string &rackId, const std::string &reason,
                           const rackops::v1::Actor &by, std::int64_t atMs);
    // Summary fields derived from the detail (verdicts, counts, status text,
    // health) and each rack's port roll-up.
    static void refresh(SimCluster *cluster);
    static rackops::v1::Actor controller(); // the automated certification controller
};

} // namespace rackops::sim
