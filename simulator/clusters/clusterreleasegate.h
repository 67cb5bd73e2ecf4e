#pragma once

#include "rackops/v1/clusters.pb.h"
#include "rackops/v1/operations.pb.h"

#include <vector>

namespace rackops::sim {

// The gate a cluster passes into production, judged at both steps of the
// four-eyes release: every rack approved on its own, certification PASS in
// every cell (NOT_TESTED is never a pass), burn-in PASS, no rack quarantined.
// Criteria come as ApprovalCriterion, like a rack's gate; none is overridable.
class ClusterReleaseGate {
public:
    static std::vector<rackops::v1::ApprovalCriterion> judge(const rackops::v1::ClusterDetail &cluster);
    static bool passes(const std::vector<rackops::v1::ApprovalCriterion> &criteria);
    // The names of the failing criteria, as one phrase ("Burn-in passed, Nothing untested").
    static rackops::v1::LocalizedText failures(const std::vector<rackops::v1::ApprovalCriterion> &criteria);
    static rackops::v1::LocalizedText verdictText(rackops::v1::CheckVerdict verdict);
};

} // namespace rackops::sim
