#include "health.h"

namespace rackops {

QString HealthLevels::displayName(Health health)
{
    switch (health) {
    case Health::Ok: return tr("OK", "health");
    case Health::Caution: return tr("Caution", "health");
    case Health::Critical: return tr("Critical", "health");
    case Health::Unknown: break;
    }
    return tr("Unknown", "health not reported");
}

QString HealthLevels::id(Health health)
{
    switch (health) {
    case Health::Ok: return QStringLiteral("ok");
    case Health::Caution: return QStringLiteral("caution");
    case Health::Critical: return QStringLiteral("critical");
    case Health::Unknown: break;
    }
    return QStringLiteral("unknown");
}

Health HealthLevels::fromId(const QString &healthId)
{
    for (Health h : {Health::Ok, Health::Caution, Health::Unknown, Health::Critical}) {
        if (id(h) == healthId)
            return h;
    }
    return Health::Unknown;
}

} // namespace rackops
