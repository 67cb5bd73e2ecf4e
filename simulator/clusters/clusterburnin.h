#pragma once

#include "simcluster.pb.h"

#include <cstdint>

namespace rackops::sim {

// The soak under real load (default 14 days, on the simulator's clock, which
// --time-scale speeds up). Planned whole from the cluster's seed when it
// starts: goodput per day, XIDs by class, job hangs, and interruptions with
// their finding and recovery; `reveal` shows what the clock has reached.
// Pass means goodput at or above its floor AND every interruption attributed
// and recovered, never "no failures": at hundreds of GPUs, two weeks bring some.
class ClusterBurnIn {
public:
    static constexpr double kGoodputFloor = 0.9;
    static constexpr std::int64_t kDayMs = 24LL * 3600 * 1000;

    enum class Trouble {
        None,
        XidStorm, // one GPU logs an XID over and over (folded into one finding)
        Unattributed, // an interruption nobody has explained yet
    };

    // Plans the soak of `cluster` from `startedMs` for `lengthMs`.
    static void plan(SimCluster *cluster, std::int64_t startedMs, std::int64_t lengthMs, Trouble trouble);
    // Shows the plan up to `nowMs` in detail.burn_in (days, interruptions, their
    // findings, progress, verdict). True when anything a client sees changed.
    static bool reveal(SimCluster *cluster, std::int64_t nowMs);
};

} // namespace rackops::sim
