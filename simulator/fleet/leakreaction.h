#pragma once

#include "cooling/coolingphysics.h"
#include "fleet/lifecycleengine.h"
#include "simstate.pb.h"

#include <cstdint>
#include <optional>

namespace rackops::sim {

// While one of a rack's leak detectors reads Critical, the rack is what the
// leak makes it: the part the detector watches and the rack are Critical
// (on the board, in the rack's parts, in the elevation, in the gate), and the
// rack's step says what the leak reaction is doing. When the detector clears,
// the part gets its health back and the step returns. The backend says it,
// so every console and the handover agree with the leak banner.
class LeakReaction {
public:
    // Applies `leak` (nullopt = none now) to the rack: State when its health
    // changed, Progress when only the step's text did.
    static LifecycleEngine::Change apply(SimRack &rack, const std::optional<CoolingPhysics::CriticalLeak> &leak,
                                         std::int64_t nowMs);

private:
    static rackops::v1::LocalizedText stepText(const CoolingPhysics::CriticalLeak &leak, std::int64_t nowMs);
};

} // namespace rackops::sim
