#pragma once

#include <QLoggingCategory>
#include <QString>

// The session's diagnostics (docs/ARCHITECTURE.md, "Diagnostics"). Debug is off
// unless asked for: QT_LOGGING_RULES="rackops.session.debug=true".
Q_DECLARE_LOGGING_CATEGORY(lcSession) // rackops.session: answers the controllers drop
Q_DECLARE_LOGGING_CATEGORY(lcDemo) // rackops.demo: the demo backend's process and its output

namespace rackops {

// An answer about `answeredFor` (a rack, a shift) came while `askedFor` is asked for, and was
// dropped: said at debug level, so "why did the view not change" has an answer.
void logDroppedAnswer(const char *what, const QString &answeredFor, const QString &askedFor);

} // namespace rackops
