#pragma once

#include "actionoutcome.h"

namespace rackops {

// The answer to confirming or rejecting a four-eyes override request.
struct OverrideDecisionResult : ActionOutcome {
    QString overrideId; // the request decided
    bool confirmed = false;
    QString rackId; // the rack the request is about (from the backend's answer)
    QString operationId; // confirmed: the approval operation it started
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::OverrideDecisionResult)
