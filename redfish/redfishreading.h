#pragma once

#include <QJsonValue>

#include <optional>

namespace rackops::redfish {

// One Redfish excerpt reading, e.g. "SupplyTemperatureCelsius":
// {"Reading": 29.4, "DataSourceUri": "/redfish/v1/Chassis/1/Sensors/..."}.
// Vendors also put null, strings ("Null", "Out of range") or nothing there:
// all of those are a missing reading, never 0. A bare number (older
// firmware writes the value without the object) is taken as the reading.
class RedfishReading {
public:
    static std::optional<double> of(const QJsonValue &property);
};

} // namespace rackops::redfish
