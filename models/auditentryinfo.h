#pragma once

#include "gatecriterion.h"
#include "localizedtext.h"

#include <QMetaType>
#include <QString>

namespace rackops {

// One line of the audit log.
struct AuditEntryInfo {
    enum class Outcome : quint8 { Unknown, Accepted, Succeeded, Failed, Rejected };
    QString id;
    qint64 timeMs = 0;
    QString actor;
    bool automated = false;
    QString action; // "rack.approve", ...
    QString rackId;
    Outcome outcome = Outcome::Unknown;
    QString details;
    LocalizedText detailsText; // details as the backend said it (empty for entries written before)
    QString reason;
    QString statusCode;
    QString operationId;
    QString idempotencyKey;
    qint64 rackRevision = 0;
    GateCriteria criteria;
};

// What to ask the audit log for.
struct AuditQuery {
    qint64 fromMs = 0; // 0 = beginning
    qint64 toMs = 0; // 0 = now
    QString actor;
    QString rackId;
    QString actionPrefix;
    int limit = 500;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::AuditEntryInfo)
Q_DECLARE_METATYPE(rackops::AuditQuery)
