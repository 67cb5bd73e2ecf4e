#pragma once

#include "rackops/v1/alerts.pb.h"
#include "simstate.pb.h"

#include <vector>

namespace rackops::sim {

// The approval gate: the criteria a rack must meet, as a system, to go into
// production. The simulator judges them; the console only shows them.
//
// Evidence: each validation criterion judges the newest run of its kind, simulated or
// imported (an imported nccl-tests or dcgmi artifact counts like a run of ours), and names
// it (evidence_run_id, and in the measured text). Imports count from the rack's newest
// simulated run on: that run starts a new round of evidence (after a repair, say), so an
// artifact imported before it no longer speaks for the rack.
//
// "No open leak or critical alert": the rack's open critical alerts of every source (leak,
// cooling limits, failed validation, a failed rack...) plus its stale cooling data whatever
// its severity (nobody sees the rack's leaks while its CDU is silent), plus its critical
// parts, each named. Open means not resolved: an acknowledged or silenced alert still
// blocks, since someone having seen a leak does not make the rack safe. Never overridable.
//
// "No validation warning or open warning": what the approver reads before signing without it
// keeping the rack out (a run of the round that ended with warnings, imported suites that warned
// and no other criterion judges, open warnings): WARN when there is any, never FAIL.
class ApprovalGate {
public:
    static constexpr double kNcclShareOfBaseline = 0.95;
    static constexpr double kWorkloadShareOfBaseline = 0.97;
    static constexpr double kMaxDeltaTVariationK = 1.0;
    // Names in the no_critical criterion before "and n more".
    static constexpr int kNamedBlockers = 3;

    // `openAlerts` are the rack's alerts as the alert book holds them at decision time; those
    // that do not block (see blocks()) or are another rack's are ignored.
    static std::vector<rackops::v1::ApprovalCriterion> evaluate(const SimRack &rack,
                                                                const std::vector<rackops::v1::Alert> &openAlerts);
    // An alert that keeps its rack out of production while it is open.
    static bool blocks(const rackops::v1::Alert &alert);
    // An alert the gate looks at: one that blocks, or an open warning it names for the approver.
    static bool weighs(const rackops::v1::Alert &alert);
    // Passed, or passed with a warning to read (a warning never blocks).
    static bool met(const rackops::v1::ApprovalCriterion &criterion);
    static bool allPass(const std::vector<rackops::v1::ApprovalCriterion> &criteria);
    static bool overridable(const std::vector<rackops::v1::ApprovalCriterion> &criteria);
    // Draws what validation measured for a rack (most pass, some are marginal).
    static GateEvidence measure(SimRack &rack);
};

} // namespace rackops::sim
