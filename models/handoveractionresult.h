#pragma once

#include "actionoutcome.h"

namespace rackops {

// The answer to a handover note or to signing off a shift's handover.
struct HandoverActionResult : ActionOutcome {
    QString shiftId;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::HandoverActionResult)
