#pragma once

#include "clustersummary.h"
#include "gatecriterion.h"

#include <QMetaType>
#include <QString>

namespace rackops {

// The end of one cluster action (release request or decision, quarantine,
// expansion) as the operator who asked must see it.
struct ClusterActionResult {
    enum class Outcome : quint8 {
        Evaluated, // the release gate judged, nothing changed (validate_only)
        Accepted, // done: quarantined, expansion started, release decided
        ReleaseRequested, // waits for a second approver
        Refused, // the backend said no, with its reason
        NoAnswer, // no answer after retries: may or may not have happened
    };
    Outcome outcome = Outcome::Refused;
    QString clusterId;
    QString message; // Refused / NoAnswer: the backend's (or the link's) words
    QString statusCode; // gRPC status name for Refused
    GateCriteria criteria; // the release gate as judged
    ClusterSummary cluster; // the cluster after the action (when accepted)
    ClusterReleaseRequestInfo releaseRequest;
    QString idempotencyKey; // resend with it to learn the outcome safely
    int attempts = 1;

    bool succeeded() const { return outcome != Outcome::Refused && outcome != Outcome::NoAnswer; }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::ClusterActionResult)
