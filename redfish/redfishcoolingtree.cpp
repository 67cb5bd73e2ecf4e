#include "redfishcoolingtree.h"

#include <QJsonArray>
#include <QUrl>

namespace rackops::redfish {

using namespace rackops::v1;

namespace {

const QString kRoot = QStringLiteral("/redfish/v1");
const QString kCdus = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs");
const QString kPowerEquipment = QStringLiteral("/redfish/v1/PowerEquipment");
const QString kPdus = QStringLiteral("/redfish/v1/PowerEquipment/RackPDUs");

QJsonObject link(const QString &uri)
{
    return QJsonObject {{QStringLiteral("@odata.id"), uri}};
}

QString segment(const std::string &id)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(QString::fromStdString(id)));
}

QJsonObject resource(const QString &uri, const QString &type, const QString &id, const QString &name)
{
    return QJsonObject {{QStringLiteral("@odata.id"), uri},
                        {QStringLiteral("@odata.type"), type},
                        {QStringLiteral("Id"), id},
                        {QStringLiteral("Name"), name}};
}

QJsonObject collection(const QString &uri, const QString &type, const QString &name, const QStringList &members)
{
    QJsonArray links;
    for (const QString &member : members)
        links.append(link(member));
    return QJsonObject {{QStringLiteral("@odata.id"), uri},
                        {QStringLiteral("@odata.type"), type},
                        {QStringLiteral("Name"), name},
                        {QStringLiteral("Members@odata.count"), links.size()},
                        {QStringLiteral("Members"), links}};
}

QJsonObject status(const QString &state, const QString &health)
{
    return QJsonObject {{QStringLiteral("State"), state}, {QStringLiteral("Health"), health}};
}

// ThermalEquipment or PowerEquipment: enabled, linking to its one collection.
QJsonObject equipment(const QString &uri, const QString &type, const QString &id, const QString &name,
                      const QString &collectionName, const QString &collectionUri)
{
    QJsonObject out = resource(uri, type, id, name);
    out.insert(QStringLiteral("Status"), status(QStringLiteral("Enabled"), QStringLiteral("OK")));
    out.insert(collectionName, link(collectionUri));
    return out;
}

QString healthOf(Health health)
{
    return health == HEALTH_CRITICAL ? QStringLiteral("Critical")
        : health == HEALTH_CAUTION   ? QStringLiteral("Warning")
                                     : QStringLiteral("OK");
}

// A Redfish excerpt of a reading, or nothing when the sample lacks it.
void putReading(QJsonObject *into, const char *name, bool present, float value)
{
    if (present)
        into->insert(QLatin1String(name), QJsonObject {{QStringLiteral("Reading"), double(value)}});
}

QJsonObject placement(const std::string &rackId)
{
    return QJsonObject {
        {QStringLiteral("Placement"), QJsonObject {{QStringLiteral("Rack"), QString::fromStdString(rackId)}}}};
}

QJsonObject connector(const QString &uri, const CoolingSample &s)
{
    QJsonObject c = resource(uri, QStringLiteral("#CoolantConnector.v1_1_0.CoolantConnector"), QStringLiteral("1"),
                             QStringLiteral("Rack loop"));
    c.insert(QStringLiteral("Status"), status(QStringLiteral("Enabled"), healthOf(s.health())));
    c.insert(QStringLiteral("CoolantConnectorType"), QStringLiteral("Pair"));
    putReading(&c, "SupplyTemperatureCelsius", s.has_supply_temperature_celsius(), s.supply_temperature_celsius());
    putReading(&c, "ReturnTemperatureCelsius", s.has_return_temperature_celsius(), s.return_temperature_celsius());
    putReading(&c, "DeltaTemperatureCelsius", s.has_delta_temperature_celsius(), s.delta_temperature_celsius());
    putReading(&c, "FlowLitersPerMinute", s.has_flow_liters_per_minute(), s.flow_liters_per_minute());
    putReading(&c, "SupplyPressurekPa", s.has_supply_pressure_kpa(), s.supply_pressure_kpa());
    putReading(&c, "ReturnPressurekPa", s.has_return_pressure_kpa(), s.return_pressure_kpa());
    putReading(&c, "DeltaPressurekPa", s.has_delta_pressure_kpa(), s.delta_pressure_kpa());
    putReading(&c, "HeatRemovedkW", s.has_heat_removed_kw(), s.heat_removed_kw());
    putReading(&c, "ValvePositionPercent", s.has_valve_position_percent(), s.valve_position_percent());
    c.insert(QStringLiteral("Location"), placement(s.rack_id()));
    return c;
}

QJsonObject leakDetector(const QString &uri, const LeakDetector &d)
{
    const QString id = QString::fromStdString(d.id());
    QJsonObject out = resource(uri, QStringLiteral("#LeakDetector.v1_1_0.LeakDetector"), id, id);
    switch (d.type()) {
    case LEAK_DETECTOR_TYPE_FLOAT_SWITCH:
        out.insert(QStringLiteral("LeakDetectorType"), QStringLiteral("FloatSwitch"));
        break;
    case LEAK_DETECTOR_TYPE_MOISTURE: out.insert(QStringLiteral("LeakDetectorType"), QStringLiteral("Moisture")); break;
    default: break;
    }
    QString state = QStringLiteral("Enabled");
    switch (d.state()) {
    case LEAK_DETECTOR_STATE_OK: out.insert(QStringLiteral("DetectorState"), QStringLiteral("OK")); break;
    case LEAK_DETECTOR_STATE_WARNING: out.insert(QStringLiteral("DetectorState"), QStringLiteral("Warning")); break;
    case LEAK_DETECTOR_STATE_CRITICAL: out.insert(QStringLiteral("DetectorState"), QStringLiteral("Critical")); break;
    case LEAK_DETECTOR_STATE_ABSENT: state = QStringLiteral("Absent"); break;
    default: state = QStringLiteral("UnavailableOffline"); break;
    }
    const QString detectorState = out.value(QLatin1String("DetectorState")).toString();
    out.insert(QStringLiteral("Status"), status(state, detectorState.isEmpty() ? QStringLiteral("OK") : detectorState));
    out.insert(QStringLiteral("Location"),
               QJsonObject {{QStringLiteral("PartLocation"),
                             QJsonObject {{QStringLiteral("ServiceLabel"), QString::fromStdString(d.location())}}}});
    return out;
}

} // namespace

RedfishCoolingTree::RedfishCoolingTree(Source source)
    : m_source(std::move(source))
{
}

RedfishCoolingTree::Response RedfishCoolingTree::error(int httpStatus, const QString &messageId, const QString &message)
{
    const QJsonObject info {{QStringLiteral("MessageId"), messageId}, {QStringLiteral("Message"), message}};
    return {httpStatus,
            QJsonObject {{QStringLiteral("error"),
                          QJsonObject {{QStringLiteral("code"), messageId},
                                       {QStringLiteral("message"), message},
                                       {QStringLiteral("@Message.ExtendedInfo"), QJsonArray {info}}}}}};
}

RedfishCoolingTree::Response RedfishCoolingTree::get(const QString &rawPath, const QUrlQuery &query) const
{
    QString path = rawPath;
    while (path.size() > 1 && path.endsWith(QLatin1Char('/')))
        path.chop(1);
    const auto notFound = [&] {
        return error(404, QStringLiteral("Base.1.8.ResourceNotFound"),
                     QStringLiteral("There is no resource at %1.").arg(rawPath));
    };
    if (path == QLatin1String("/redfish"))
        return {200, QJsonObject {{QStringLiteral("v1"), QStringLiteral("/redfish/v1/")}}};
    if (path == kRoot) {
        QJsonObject root = resource(kRoot, QStringLiteral("#ServiceRoot.v1_16_0.ServiceRoot"),
                                    QStringLiteral("RootService"), QStringLiteral("RackOps simulated CDUs"));
        root.insert(QStringLiteral("RedfishVersion"), QStringLiteral("1.18.0"));
        root.insert(QStringLiteral("ThermalEquipment"), link(kRoot + QStringLiteral("/ThermalEquipment")));
        root.insert(QStringLiteral("PowerEquipment"), link(kPowerEquipment));
        return {200, root};
    }
    if (path == kRoot + QStringLiteral("/ThermalEquipment")) {
        return {200,
                equipment(path, QStringLiteral("#ThermalEquipment.v1_1_1.ThermalEquipment"),
                          QStringLiteral("ThermalEquipment"), QStringLiteral("Cooling Equipment"),
                          QStringLiteral("CDUs"), kCdus)};
    }
    if (path == kCdus) {
        return rackCollection(kCdus, QStringLiteral("#CoolingUnitCollection.CoolingUnitCollection"),
                              QStringLiteral("Cooling Distribution Units"), query);
    }
    if (path == kPowerEquipment) {
        return {200,
                equipment(path, QStringLiteral("#PowerEquipment.v1_2_0.PowerEquipment"),
                          QStringLiteral("PowerEquipment"), QStringLiteral("Power Equipment"),
                          QStringLiteral("RackPDUs"), kPdus)};
    }
    if (path == kPdus) {
        return rackCollection(kPdus, QStringLiteral("#PowerDistributionCollection.PowerDistributionCollection"),
                              QStringLiteral("Rack PDUs"), query);
    }
    for (const QString &base : {kCdus, kPdus}) {
        if (!path.startsWith(base + QLatin1Char('/')))
            continue;
        const QStringList rest = path.mid(base.size() + 1).split(QLatin1Char('/'));
        const std::string rackId = rest.front().toStdString();
        const Response found = base == kCdus ? cduResource(rackId, rest.mid(1)) : pduResource(rackId, rest.mid(1));
        return found.status == 404 ? notFound() : found;
    }
    return notFound();
}

RedfishCoolingTree::Response RedfishCoolingTree::rackCollection(const QString &uri, const QString &type,
                                                                const QString &name, const QUrlQuery &query) const
{
    const std::vector<std::string> racks = m_source.rackIds();
    int skip = 0;
    if (query.hasQueryItem(QStringLiteral("$skip"))) {
        bool ok = false;
        skip = query.queryItemValue(QStringLiteral("$skip")).toInt(&ok);
        if (!ok || skip < 0) {
            return error(400, QStringLiteral("Base.1.8.QueryParameterValueTypeError"),
                         QStringLiteral("$skip must be a whole number from 0, not \"%1\".")
                             .arg(query.queryItemValue(QStringLiteral("$skip"))));
        }
    }
    QStringList members;
    const std::size_t end = std::min(racks.size(), std::size_t(skip) + kPageSize);
    for (std::size_t i = std::size_t(skip); i < end; ++i)
        members.append(uri + QLatin1Char('/') + segment(racks[i]));
    QJsonObject page = collection(uri, type, name, members);
    page.insert(QStringLiteral("Members@odata.count"), qint64(racks.size()));
    if (end < racks.size())
        page.insert(QStringLiteral("Members@odata.nextLink"), QStringLiteral("%1?$skip=%2").arg(uri).arg(end));
    return {200, page};
}

RedfishCoolingTree::Response RedfishCoolingTree::cduResource(const std::string &rackId, const QStringList &rest) const
{
    const std::optional<CoolingSample> sample = m_source.sample(rackId);
    if (!sample || rest.size() > 3)
        return {404, {}};
    const QString cdu = kCdus + QLatin1Char('/') + segment(rackId);
    const QString connectors = cdu + QStringLiteral("/SecondaryCoolantConnectors");
    const QString pumps = cdu + QStringLiteral("/Pumps");
    const QString detection = cdu + QStringLiteral("/LeakDetection");
    const QString detectors = detection + QStringLiteral("/LeakDetectors");
    const QString health = healthOf(sample->health());
    const QString sub = rest.join(QLatin1Char('/'));

    if (sub.isEmpty()) {
        const QString rack = QString::fromStdString(rackId);
        QJsonObject unit =
            resource(cdu, QStringLiteral("#CoolingUnit.v1_1_1.CoolingUnit"), rack, QStringLiteral("CDU %1").arg(rack));
        unit.insert(QStringLiteral("EquipmentType"), QStringLiteral("CDU"));
        unit.insert(QStringLiteral("Manufacturer"), QStringLiteral("RackOps"));
        unit.insert(QStringLiteral("Model"), QStringLiteral("rackops-sim"));
        unit.insert(QStringLiteral("Status"), status(QStringLiteral("Enabled"), health));
        unit.insert(QStringLiteral("SecondaryCoolantConnectors"), link(connectors));
        unit.insert(QStringLiteral("Pumps"), link(pumps));
        unit.insert(QStringLiteral("LeakDetection"), link(detection));
        unit.insert(QStringLiteral("Location"), placement(rackId));
        return {200, unit};
    }
    if (sub == QLatin1String("SecondaryCoolantConnectors")) {
        return {200,
                collection(connectors, QStringLiteral("#CoolantConnectorCollection.CoolantConnectorCollection"),
                           QStringLiteral("Secondary coolant connectors"), {connectors + QStringLiteral("/1")})};
    }
    if (sub == QLatin1String("SecondaryCoolantConnectors/1"))
        return {200, connector(connectors + QStringLiteral("/1"), *sample)};
    if (sub == QLatin1String("Pumps")) {
        return {200,
                collection(pumps, QStringLiteral("#PumpCollection.PumpCollection"), QStringLiteral("Pumps"),
                           {pumps + QStringLiteral("/1")})};
    }
    if (sub == QLatin1String("Pumps/1")) {
        QJsonObject pump = resource(pumps + QStringLiteral("/1"), QStringLiteral("#Pump.v1_1_0.Pump"),
                                    QStringLiteral("1"), QStringLiteral("Pump 1"));
        pump.insert(QStringLiteral("PumpType"), QStringLiteral("Liquid"));
        pump.insert(QStringLiteral("Status"), status(QStringLiteral("Enabled"), QStringLiteral("OK")));
        putReading(&pump, "PumpSpeedPercent", sample->has_pump_speed_percent(), sample->pump_speed_percent());
        return {200, pump};
    }
    if (sub == QLatin1String("LeakDetection")) {
        QJsonObject leak = resource(detection, QStringLiteral("#LeakDetection.v1_1_0.LeakDetection"),
                                    QStringLiteral("LeakDetection"), QStringLiteral("Leak Detection"));
        leak.insert(QStringLiteral("Status"), status(QStringLiteral("Enabled"), QStringLiteral("OK")));
        leak.insert(QStringLiteral("LeakDetectors"), link(detectors));
        return {200, leak};
    }
    if (sub == QLatin1String("LeakDetection/LeakDetectors")) {
        QStringList members;
        for (const LeakDetector &d : sample->leak_detectors())
            members.append(detectors + QLatin1Char('/') + segment(d.id()));
        return {200,
                collection(detectors, QStringLiteral("#LeakDetectorCollection.LeakDetectorCollection"),
                           QStringLiteral("Leak Detectors"), members)};
    }
    if (rest.size() == 3 && rest.at(0) == QLatin1String("LeakDetection")
        && rest.at(1) == QLatin1String("LeakDetectors")) {
        for (const LeakDetector &d : sample->leak_detectors()) {
            if (QString::fromStdString(d.id()) == rest.at(2))
                return {200, leakDetector(detectors + QLatin1Char('/') + segment(d.id()), d)};
        }
    }
    return {404, {}};
}

RedfishCoolingTree::Response RedfishCoolingTree::pduResource(const std::string &rackId, const QStringList &rest) const
{
    const std::optional<CoolingSample> sample = m_source.sample(rackId);
    if (!sample || rest.size() > 1)
        return {404, {}};
    const QString rack = QString::fromStdString(rackId);
    const QString pdu = kPdus + QLatin1Char('/') + segment(rackId);
    if (rest.isEmpty()) {
        QJsonObject out = resource(pdu, QStringLiteral("#PowerDistribution.v1_3_0.PowerDistribution"), rack,
                                   QStringLiteral("Rack PDU %1").arg(rack));
        out.insert(QStringLiteral("EquipmentType"), QStringLiteral("RackPDU"));
        out.insert(QStringLiteral("Manufacturer"), QStringLiteral("RackOps"));
        out.insert(QStringLiteral("Model"), QStringLiteral("rackops-sim"));
        out.insert(QStringLiteral("Status"), status(QStringLiteral("Enabled"), QStringLiteral("OK")));
        out.insert(QStringLiteral("Location"), placement(rackId));
        out.insert(QStringLiteral("Metrics"), link(pdu + QStringLiteral("/Metrics")));
        return {200, out};
    }
    if (rest.front() != QLatin1String("Metrics"))
        return {404, {}};
    QJsonObject metrics = resource(pdu + QStringLiteral("/Metrics"),
                                   QStringLiteral("#PowerDistributionMetrics.v1_3_0.PowerDistributionMetrics"),
                                   QStringLiteral("Metrics"), QStringLiteral("Summary Metrics"));
    // PowerWatts is in watts; the sample counts kilowatts.
    putReading(&metrics, "PowerWatts", sample->has_rack_power_kw(), sample->rack_power_kw() * 1000.0F);
    return {200, metrics};
}

} // namespace rackops::redfish
