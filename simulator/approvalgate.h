#pragma once

#include "simstate.pb.h"

#include <vector>

namespace rackops::sim {

// The approval gate: the criteria a rack must meet, as a system, to go into
// production. The simulator judges them; the console only shows them.
class ApprovalGate
{
public:
    static constexpr double kNcclShareOfBaseline = 0.95;
    static constexpr double kWorkloadShareOfBaseline = 0.97;
    static constexpr double kMaxDeltaTVariationK = 1.0;

    static std::vector<rackops::v1::ApprovalCriterion> evaluate(const SimRack &rack);
    static bool allPass(const std::vector<rackops::v1::ApprovalCriterion> &criteria);
    static bool overridable(const std::vector<rackops::v1::ApprovalCriterion> &criteria);
    // Draws what validation measured for a rack (most pass, some are marginal).
    static GateEvidence measure(SimRack &rack);
};

} // namespace rackops::sim
