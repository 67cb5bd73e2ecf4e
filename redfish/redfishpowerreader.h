#pragma once

#include "redfishrackmap.h"

#include <QJsonObject>
#include <QStringList>
#include <QUrl>

#include <optional>
#include <vector>

namespace rackops::redfish {

// A rack's power as one Redfish power source reports it.
struct RedfishRackPower {
    QString rackId;
    std::optional<double> kilowatts; // nullopt = not reported (missing, never 0)
};

// Turns a Redfish power source into the power of the racks it measures. A
// source is a PowerDistribution (a rack PDU under PowerEquipment/RackPDUs,
// its PowerDistributionMetrics at `Metrics`) or a Chassis of ChassisType
// Rack (its EnvironmentMetrics at `EnvironmentMetrics`); both report
// PowerWatts as a Redfish excerpt in watts. The rack is the source's
// Location.Placement.Rack, else the racks the rack map gives for its URI.
class RedfishPowerReader {
public:
    RedfishPowerReader(const RedfishRackMap &map, QUrl service);

    // The metrics resource of `source`, empty when it has none.
    static QString metricsUri(const QJsonObject &source);
    // Whether a Chassis member is one whose power is a rack's.
    static bool isRackChassis(const QJsonObject &chassis);
    QStringList racksOf(const QJsonObject &source) const;
    // `warnings` gets a source that measures no rack.
    std::vector<RedfishRackPower> read(const QJsonObject &source, const QJsonObject &metrics,
                                       QStringList *warnings) const;

private:
    const RedfishRackMap &m_map;
    QUrl m_service;
};

} // namespace rackops::redfish
