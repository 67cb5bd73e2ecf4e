#include "redfishreading.h"

#include <QJsonObject>

#include <cmath>

namespace rackops::redfish {

std::optional<double> RedfishReading::of(const QJsonValue &property)
{
    const QJsonValue value = property.isObject() ? property.toObject().value(QLatin1String("Reading")) : property;
    if (!value.isDouble())
        return std::nullopt;
    const double reading = value.toDouble();
    if (!std::isfinite(reading))
        return std::nullopt;
    return reading;
}

} // namespace rackops::redfish
