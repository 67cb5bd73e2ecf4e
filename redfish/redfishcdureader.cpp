#include "redfishcdureader.h"

#include "redfishreading.h"

#include <QJsonArray>
#include <QSet>

#include <optional>

namespace rackops::redfish {

using namespace rackops::v1;

namespace {

QString stateOf(const QJsonObject &resource)
{
    return resource.value(QLatin1String("Status")).toObject().value(QLatin1String("State")).toString();
}

QString healthOf(const QJsonObject &resource)
{
    return resource.value(QLatin1String("Status")).toObject().value(QLatin1String("Health")).toString();
}

// A resource without Status.State is taken as working: many services omit it.
bool enabled(const QJsonObject &resource)
{
    const QString state = stateOf(resource);
    return state.isEmpty() || state == QLatin1String("Enabled");
}

QString nameOf(const QJsonObject &resource)
{
    const QString name = resource.value(QLatin1String("Name")).toString();
    return name.isEmpty() ? resource.value(QLatin1String("Id")).toString() : name;
}

// Raises the sample's health to `level` with `reason` unless it is already as bad.
void judge(CoolingSample *sample, Health level, const QString &reason)
{
    const auto rank = [](Health h) {
        return h == HEALTH_CRITICAL ? 3 : h == HEALTH_CAUTION ? 2 : h == HEALTH_OK ? 1 : 0;
    };
    if (rank(level) <= rank(sample->health()))
        return;
    sample->set_health(level);
    sample->set_health_reason(level == HEALTH_OK ? std::string() : reason.toStdString());
}

void judgeStatus(CoolingSample *sample, const QJsonObject &resource, const QString &what)
{
    const QString health = healthOf(resource);
    if (health == QLatin1String("Critical"))
        judge(sample, HEALTH_CRITICAL, QStringLiteral("%1 reports Critical").arg(what));
    else if (health == QLatin1String("Warning"))
        judge(sample, HEALTH_CAUTION, QStringLiteral("%1 reports Warning").arg(what));
    // Standby and Absent parts are normal (a redundant pump waits); a part that is there but cannot work is not.
    if (stateOf(resource) == QLatin1String("UnavailableOffline"))
        judge(sample, HEALTH_CAUTION, QStringLiteral("%1 is UnavailableOffline").arg(what));
}

template<typename Setter> void set(const std::optional<double> &value, Setter setter)
{
    if (value)
        setter(float(*value));
}

} // namespace

RedfishCduReader::RedfishCduReader(const RedfishRackMap &map, QUrl service)
    : m_map(map)
    , m_service(std::move(service))
{
}

QString RedfishCduReader::odataId(const QJsonValue &link)
{
    return link.toObject().value(QLatin1String("@odata.id")).toString();
}

QString RedfishCduReader::placementRack(const QJsonObject &resource)
{
    return resource.value(QLatin1String("Location"))
        .toObject()
        .value(QLatin1String("Placement"))
        .toObject()
        .value(QLatin1String("Rack"))
        .toString()
        .trimmed();
}

QStringList RedfishCduReader::racksOf(const QString &uri) const
{
    return uri.isEmpty() ? QStringList() : m_map.racksFor(m_service, uri);
}

void RedfishCduReader::readConnector(const QJsonObject &connector, CoolingSample *sample)
{
    const auto reading = [&](const char *name) { return RedfishReading::of(connector.value(QLatin1String(name))); };
    const auto supplyT = reading("SupplyTemperatureCelsius");
    const auto returnT = reading("ReturnTemperatureCelsius");
    const auto supplyP = reading("SupplyPressurekPa");
    const auto returnP = reading("ReturnPressurekPa");
    set(supplyT, [&](float v) { sample->set_supply_temperature_celsius(v); });
    set(returnT, [&](float v) { sample->set_return_temperature_celsius(v); });
    if (supplyT && returnT)
        sample->set_delta_temperature_celsius(float(*returnT - *supplyT));
    set(reading("FlowLitersPerMinute"), [&](float v) { sample->set_flow_liters_per_minute(v); });
    set(supplyP, [&](float v) { sample->set_supply_pressure_kpa(v); });
    set(returnP, [&](float v) { sample->set_return_pressure_kpa(v); });
    // Never DeltaPressurekPa itself: one vendor publishes return - supply, another supply - return.
    if (supplyP && returnP)
        sample->set_delta_pressure_kpa(float(*supplyP - *returnP));
    set(reading("HeatRemovedkW"), [&](float v) { sample->set_heat_removed_kw(v); });
    set(reading("ValvePositionPercent"), [&](float v) { sample->set_valve_position_percent(v); });
}

void RedfishCduReader::readLeakDetector(const QJsonObject &detector, const QString &cduName, LeakDetector *out)
{
    QString id = detector.value(QLatin1String("Id")).toString();
    if (id.isEmpty())
        id = detector.value(QLatin1String("@odata.id")).toString().section(QLatin1Char('/'), -1);
    out->set_id(id.toStdString());
    const QString state = stateOf(detector);
    const QString detectorState = detector.value(QLatin1String("DetectorState")).toString();
    if (state == QLatin1String("Absent"))
        out->set_state(LEAK_DETECTOR_STATE_ABSENT);
    else if (!enabled(detector))
        out->set_state(LEAK_DETECTOR_STATE_UNAVAILABLE);
    else if (detectorState == QLatin1String("OK"))
        out->set_state(LEAK_DETECTOR_STATE_OK);
    else if (detectorState == QLatin1String("Warning"))
        out->set_state(LEAK_DETECTOR_STATE_WARNING);
    else if (detectorState == QLatin1String("Critical"))
        out->set_state(LEAK_DETECTOR_STATE_CRITICAL);
    else
        out->set_state(LEAK_DETECTOR_STATE_UNAVAILABLE);
    const QString type = detector.value(QLatin1String("LeakDetectorType")).toString();
    out->set_type(type == QLatin1String("FloatSwitch")    ? LEAK_DETECTOR_TYPE_FLOAT_SWITCH
                      : type == QLatin1String("Moisture") ? LEAK_DETECTOR_TYPE_MOISTURE
                                                          : LEAK_DETECTOR_TYPE_UNSPECIFIED);
    QString where = detector.value(QLatin1String("Location"))
                        .toObject()
                        .value(QLatin1String("PartLocation"))
                        .toObject()
                        .value(QLatin1String("ServiceLabel"))
                        .toString();
    if (where.isEmpty())
        where = nameOf(detector);
    out->set_location(QStringLiteral("%1, %2").arg(cduName, where).toStdString());
    // The rack reacts on its own; Redfish does not say how, so the console shows no reaction.
    out->set_reaction(LEAK_REACTION_NONE);
}

std::vector<CoolingSample> RedfishCduReader::read(const RedfishCduDocuments &documents, QStringList *warnings) const
{
    const QJsonObject &cdu = documents.cdu;
    const QString cduName = nameOf(cdu).isEmpty() ? documents.uri : nameOf(cdu);
    QStringList cduRacks;
    if (const QString rack = placementRack(cdu); !rack.isEmpty())
        cduRacks.append(rack);
    else
        cduRacks = racksOf(documents.uri);

    // Racks in the order they are first fed; the first connector that feeds a rack wins.
    std::vector<CoolingSample> samples;
    const auto sampleFor = [&](const QString &rack) -> CoolingSample * {
        for (CoolingSample &s : samples) {
            if (s.rack_id() == rack.toStdString())
                return &s;
        }
        CoolingSample s;
        s.set_rack_id(rack.toStdString());
        s.set_health(HEALTH_OK);
        samples.push_back(std::move(s));
        return &samples.back();
    };
    QSet<QString> fed;
    for (const QJsonObject &connector : documents.secondaryConnectors) {
        const QString uri = connector.value(QLatin1String("@odata.id")).toString();
        QStringList racks;
        if (const QString rack = placementRack(connector); !rack.isEmpty())
            racks.append(rack);
        if (racks.isEmpty())
            racks = racksOf(uri);
        if (racks.isEmpty())
            racks = racksOf(odataId(
                connector.value(QLatin1String("Links")).toObject().value(QLatin1String("ConnectedCoolingLoop"))));
        if (racks.isEmpty())
            racks = cduRacks;
        if (racks.isEmpty()) {
            warnings->append(QStringLiteral("%1: no rack: it has no Location.Placement.Rack and the rack map names "
                                            "neither it, its cooling loop nor its CDU")
                                 .arg(uri));
            continue;
        }
        for (const QString &rack : racks) {
            if (fed.contains(rack)) {
                warnings->append(QStringLiteral("%1: rack %2 is already fed by another connector of %3; ignored")
                                     .arg(uri, rack, documents.uri));
                continue;
            }
            fed.insert(rack);
            CoolingSample *sample = sampleFor(rack);
            if (enabled(connector))
                readConnector(connector, sample);
            judgeStatus(sample, connector, QStringLiteral("%1 %2").arg(cduName, nameOf(connector)));
        }
    }
    // A CDU without readable connectors still feeds its racks: their readings are missing.
    for (const QString &rack : cduRacks)
        sampleFor(rack);
    if (samples.empty())
        return samples;

    double pumpSum = 0.0;
    int pumps = 0;
    for (const QJsonObject &pump : documents.pumps) {
        if (!enabled(pump))
            continue;
        if (const auto speed = RedfishReading::of(pump.value(QLatin1String("PumpSpeedPercent")))) {
            pumpSum += *speed;
            ++pumps;
        }
    }
    for (CoolingSample &sample : samples) {
        if (pumps > 0)
            sample.set_pump_speed_percent(float(pumpSum / pumps));
        for (const QJsonObject &pump : documents.pumps)
            judgeStatus(&sample, pump, QStringLiteral("%1 %2").arg(cduName, nameOf(pump)));
        judgeStatus(&sample, cdu, cduName);
        if (!enabled(cdu)) {
            // Readings of a unit that calls itself offline are not trusted.
            const std::string id = sample.rack_id();
            const Health health = sample.health();
            const std::string reason = sample.health_reason();
            sample.Clear();
            sample.set_rack_id(id);
            sample.set_health(health);
            sample.set_health_reason(reason);
        }
    }

    for (const QJsonObject &detector : documents.leakDetectors) {
        const QString rack = placementRack(detector);
        for (CoolingSample &sample : samples) {
            if (!rack.isEmpty() && rack.toStdString() != sample.rack_id())
                continue;
            LeakDetector *out = sample.add_leak_detectors();
            readLeakDetector(detector, cduName, out);
            const QString location = QString::fromStdString(out->location());
            if (out->state() == LEAK_DETECTOR_STATE_CRITICAL)
                judge(&sample, HEALTH_CRITICAL, QStringLiteral("Leak at %1").arg(location));
            else if (out->state() == LEAK_DETECTOR_STATE_WARNING)
                judge(&sample, HEALTH_CAUTION, QStringLiteral("Moisture at %1").arg(location));
        }
    }
    return samples;
}

} // namespace rackops::redfish
