#pragma once

#include "actionoutcome.h"

namespace rackops {

// The answer to acknowledging, taking over, commenting on or resolving an
// alert, or to silencing a rack's alerts.
struct AlertActionResult : ActionOutcome {
    QString alertId; // the alert acted on (empty for a silence)
    QString rackId; // a silence: the rack silenced
    QString silenceId; // a silence, accepted: the silence made
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::AlertActionResult)
