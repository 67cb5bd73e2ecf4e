#pragma once

#include <QCoreApplication>
#include <QString>

namespace rackops {

// What an audit entry's action ("rack.override.request") means in an operator's
// words ("Override requested"), for the audit page and the handover's changes.
// The action id itself stays in tooltips and in the CSV export: it is API.
class AuditActions {
public:
    // The action in words; an action this console does not know, as sent.
    static QString displayName(const QString &action);
};

} // namespace rackops
