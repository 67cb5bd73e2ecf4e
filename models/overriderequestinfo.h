#pragma once

#include "gatecriterion.h"

#include <QMetaType>
#include <QString>

namespace rackops {

// A four-eyes request to approve a rack although its gate is not met.
struct OverrideRequestInfo {
    enum class State : quint8 { Unknown, Pending, Confirmed, Rejected, Expired, Withdrawn };
    QString id;
    QString rackId;
    QString requestedBy;
    QString justification;
    GateCriteria criteria;
    qint64 rackRevision = 0;
    State state = State::Unknown;
    qint64 createdMs = 0;
    qint64 expiresMs = 0;
    QString decidedBy;
    QString decisionComment;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::OverrideRequestInfo)
