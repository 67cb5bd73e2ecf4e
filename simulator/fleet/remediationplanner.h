#pragma once

#include "simstate.pb.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rackops::sim {

// What each remediation action may do, where, for how long, and what it
// does to the rack when it ends. One table, so the rules the simulator
// enforces and the actions it offers (RackDetail.available_actions) agree.
class RemediationPlanner {
public:
    static bool isImplemented(rackops::v1::RemediationAction action);
    static bool allowedIn(rackops::v1::RemediationAction action, rackops::v1::LifecycleStage stage);
    static std::vector<rackops::v1::RemediationAction> available(const SimRack &rack);
    // Why the action is not allowed in the rack's stage (for FAILED_PRECONDITION).
    static rackops::v1::LocalizedText refusal(rackops::v1::RemediationAction action, rackops::v1::LifecycleStage stage);
    // Checks the parameters; nothing = fine, else why not.
    static std::optional<rackops::v1::LocalizedText>
    checkParameters(const SimRack &rack, rackops::v1::RemediationAction action,
                    const rackops::v1::RemediationParameters &parameters);
    // Planned duration (simulated ms) for the action on the rack.
    static std::int64_t plan(SimRack &rack, const rackops::v1::Operation &operation);
    // Text for the operation while it runs.
    static rackops::v1::LocalizedText describe(const rackops::v1::Operation &operation);
    // Applies the end of the operation to the rack at `atMs`. Returns true on
    // success; on failure the rack is in FAILED and *message says why.
    static bool complete(SimRack &rack, const rackops::v1::Operation &operation, std::int64_t atMs,
                         rackops::v1::LocalizedText *message);
    static std::string actionName(rackops::v1::RemediationAction action);
    // The action as words for a refusal ("reflash firmware").
    static rackops::v1::LocalizedText actionText(rackops::v1::RemediationAction action);
};

} // namespace rackops::sim
