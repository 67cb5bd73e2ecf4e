#include "sessionlog.h"

Q_LOGGING_CATEGORY(lcSession, "rackops.session", QtInfoMsg)
Q_LOGGING_CATEGORY(lcDemo, "rackops.demo", QtInfoMsg)

namespace rackops {

void logDroppedAnswer(const char *what, const QString &answeredFor, const QString &askedFor)
{
    qCDebug(lcSession).nospace().noquote()
        << what << " for " << answeredFor << " dropped: " << (askedFor.isEmpty() ? QStringLiteral("nothing") : askedFor)
        << " is asked for";
}

} // namespace rackops
