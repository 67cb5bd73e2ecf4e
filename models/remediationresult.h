#pragma once

#include "actionoutcome.h"

namespace rackops {

// The answer to a remediation of one rack.
struct RemediationResult : ActionOutcome {
    QString rackId;
    QString operationId; // accepted: the operation that carries it out
    QString operationMessage; // accepted: what the operation says it does
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::RemediationResult)
