#pragma once

#include "core/mutationintent.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rackops::sim {

// What the cluster mutations ask for, as plain values (no request message),
// and the MutationIntent the guard checks for each: the role, the reason it
// must give, how the audit log names it.
struct ClusterReleaseIntent {
    std::string clusterId;
    std::int64_t expectedRevision = 0;
    std::string idempotencyKey;
    std::string reason;
    bool judgeOnly = false;
};

struct ClusterDecideIntent {
    std::string clusterId;
    std::string releaseRequestId;
    std::int64_t expectedRevision = 0;
    std::string idempotencyKey;
    bool reject = false;
    std::string comment;
};

struct ClusterQuarantineIntent {
    std::string clusterId;
    std::string rackId;
    std::int64_t expectedRevision = 0;
    std::string idempotencyKey;
    std::string reason;
};

struct ClusterExpandIntent {
    std::string clusterId;
    std::vector<std::string> rackIds;
    std::int64_t expectedRevision = 0;
    std::string idempotencyKey;
    std::string reason;
};

struct ClusterIntents {
    static MutationIntent requestRelease(const ClusterReleaseIntent &release);
    static MutationIntent decideRelease(const ClusterDecideIntent &decision);
    static MutationIntent quarantine(const ClusterQuarantineIntent &quarantine);
    static MutationIntent expand(const ClusterExpandIntent &expansion);
    static MutationIntent importEvidence(const std::string &clusterId, const std::string &fileName,
                                         const std::string &idempotencyKey, std::int64_t expectedRevision);
};

} // namespace rackops::sim
