#pragma once

#include "clusters/clustercertifier.h"

#include "simcluster.pb.h"

#include <cstdint>
#include <vector>

namespace rackops::sim {

// A certification on the simulator's clock. When it starts it is planned
// whole from the cluster's seed and its faults (ClusterCertifier: what each
// cell measures, what the failures are blamed on) and stored in the
// cluster (SimCluster.certification_plan); then it runs cell by cell in the
// matrix's order (each rack alone, the pairs, the whole cluster), one cell
// RUNNING, the ones before it with their results, the ones after PENDING.
// The cells done are stored with the cluster, so a restarted simulator
// continues the run where it stood. When the last cell ends the run has its
// verdict: passed, the cluster goes into burn-in; failed or untested, it
// stays CERTIFYING with its findings attributed (a failed certification).
class ClusterCertificationRun {
public:
    // How long one cell runs, by scale (diagnostics and collectives in one
    // rack, across a pair, across every domain).
    static constexpr std::int64_t kRackCellMs = 10LL * 60 * 1000;
    static constexpr std::int64_t kPairCellMs = 12LL * 60 * 1000;
    static constexpr std::int64_t kClusterCellMs = 15LL * 60 * 1000;

    // Plans `run` (racks, faults, attempt, startedMs) on `cluster`: the cells
    // end one after the other from run.startedMs, or at `cellEnds` when given
    // (one per cell, rising). Shows the faults' evidence on the fabric (a
    // degraded SuperNIC port, a flapping spine link) and the first cell running.
    static void plan(SimCluster *cluster, const ClusterCertifier::Run &run, std::vector<std::int64_t> cellEnds = {});

    // Runs the planned certification up to `nowMs`; when it ends, enters
    // BURN_IN (planned for `burnInLengthMs`) on a pass or notes the failure.
    // True when anything a client sees changed; *stored is set when what the
    // simulator must keep changed (a cell ended, the stage changed).
    static bool advance(SimCluster *cluster, std::int64_t nowMs, std::int64_t burnInLengthMs, bool *stored);

    // A FORMING cluster whose cabling and discovery are done at `nowMs`:
    // its ports come up and certification (attempt 1) starts with the faults
    // planned when it was formed. True when it happened.
    static bool finishForming(SimCluster *cluster, std::int64_t nowMs);

    static ClusterFaults faults(const PlannedFaults &stored);
    static PlannedFaults stored(const ClusterFaults &faults);
    // The ends of the cells of `outcome` when they run one after another from `startedMs`.
    static std::vector<std::int64_t> schedule(const rackops::v1::Certification &outcome, std::int64_t startedMs);
};

} // namespace rackops::sim
