#pragma once

#include "actionoutcome.h"
#include "gatecriterion.h"

namespace rackops {

// The answer to judging a rack's approval gate (validate_only) or to approving it.
struct ApprovalResult : ActionOutcome {
    // What an accepted request came to.
    enum class Verdict : quint8 {
        Evaluated, // gate judged, nothing changed
        Approved, // approval operation started
        GateFailed, // criteria not met, nothing changed
        OverrideRequested, // waiting for a second approver
    };
    Verdict verdict = Verdict::Evaluated;
    QString rackId;
    GateCriteria criteria; // as judged now (a refusal names them too)
    qint64 rackRevision = 0; // state revision the gate was judged at
    QString operationId; // Approved: the approval operation
    QString overrideId; // OverrideRequested: the request waiting for a second approver
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ApprovalResult)
