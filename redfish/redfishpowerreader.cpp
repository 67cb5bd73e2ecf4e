#include "redfishpowerreader.h"

#include "redfishcdureader.h"
#include "redfishreading.h"

namespace rackops::redfish {

RedfishPowerReader::RedfishPowerReader(const RedfishRackMap &map, QUrl service)
    : m_map(map)
    , m_service(std::move(service))
{
}

QString RedfishPowerReader::metricsUri(const QJsonObject &source)
{
    const QString metrics = RedfishCduReader::odataId(source.value(QLatin1String("Metrics")));
    return metrics.isEmpty() ? RedfishCduReader::odataId(source.value(QLatin1String("EnvironmentMetrics"))) : metrics;
}

bool RedfishPowerReader::isRackChassis(const QJsonObject &chassis)
{
    return chassis.value(QLatin1String("ChassisType")).toString() == QLatin1String("Rack")
        && !metricsUri(chassis).isEmpty();
}

QStringList RedfishPowerReader::racksOf(const QJsonObject &source) const
{
    if (const QString rack = RedfishCduReader::placementRack(source); !rack.isEmpty())
        return {rack};
    const QString uri = source.value(QLatin1String("@odata.id")).toString();
    return uri.isEmpty() ? QStringList() : m_map.racksFor(m_service, uri);
}

std::vector<RedfishRackPower> RedfishPowerReader::read(const QJsonObject &source, const QJsonObject &metrics,
                                                       QStringList *warnings) const
{
    std::vector<RedfishRackPower> out;
    const QStringList racks = racksOf(source);
    if (racks.isEmpty()) {
        warnings->append(QStringLiteral("%1: measures no rack: it has no Location.Placement.Rack and the rack map "
                                        "does not name it")
                             .arg(source.value(QLatin1String("@odata.id")).toString()));
        return out;
    }
    // A source that calls itself offline reports nothing trustworthy.
    const QString state = source.value(QLatin1String("Status")).toObject().value(QLatin1String("State")).toString();
    const bool enabled = state.isEmpty() || state == QLatin1String("Enabled");
    std::optional<double> kilowatts;
    if (enabled) {
        if (const auto watts = RedfishReading::of(metrics.value(QLatin1String("PowerWatts"))))
            kilowatts = *watts / 1000.0;
    }
    for (const QString &rack : racks)
        out.push_back({rack, kilowatts});
    return out;
}

} // namespace rackops::redfish
