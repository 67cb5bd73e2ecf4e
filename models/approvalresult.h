#pragma once

#include "gatecriterion.h"

#include <QMetaType>
#include <QString>

namespace rackops {

// The end of an approve, override or remediation request as the operator
// must see it: done, refused (and why), waiting for someone, or no answer.
struct ActionResult
{
    enum class Outcome : quint8 {
        Evaluated,          // gate judged, nothing changed
        Approved,           // approval operation started
        GateFailed,         // criteria not met, nothing changed
        OverrideRequested,  // waiting for a second approver
        Accepted,           // remediation or override decision accepted
        Refused,            // the backend said no: role, stale revision, precondition
        NoAnswer,           // no answer after retries: may or may not have happened
    };
    Outcome outcome = Outcome::Refused;
    QString rackId;
    QString message;          // for Refused / NoAnswer: what the backend (or the link) said
    QString statusCode;       // gRPC status name for Refused
    GateCriteria criteria;
    qint64 rackRevision = 0;  // state revision the gate was judged at
    QString operationId;
    QString overrideId;
    QString idempotencyKey;   // resend with this key to learn the outcome safely
    // Sends it took; above 1 the first answers were lost on the way and the
    // backend's answer to the resend (same key) is what happened, once.
    int attempts = 1;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ActionResult)
