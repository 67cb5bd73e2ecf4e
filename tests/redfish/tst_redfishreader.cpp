// The Redfish bridge's pure parts on the checked-in mockups: readings,
// racks, delta-pressure signs, status, rack power, the rack map, SSE framing,
// the store.
#include "redfishcdureader.h"
#include "redfishcoolingstore.h"
#include "redfishpowerreader.h"
#include "redfishrackmap.h"
#include "redfishreading.h"
#include "serversenteventparser.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <google/protobuf/util/time_util.h>

using namespace rackops;
using namespace rackops::redfish;

namespace {

const QString kData = QStringLiteral(RACKOPS_TEST_DATA "/redfish");

QJsonObject mockup(const QString &vendor, const QString &uri)
{
    QFile file(kData + QLatin1Char('/') + vendor + uri + QStringLiteral("/index.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing mockup %s", qPrintable(file.fileName()));
    return QJsonDocument::fromJson(file.readAll()).object();
}

RedfishCduDocuments documents(const QString &vendor, const QString &cdu, const QStringList &connectors,
                              const QStringList &pumps, const QStringList &detectors)
{
    RedfishCduDocuments d;
    d.uri = cdu;
    d.cdu = mockup(vendor, cdu);
    for (const QString &c : connectors)
        d.secondaryConnectors.append(mockup(vendor, cdu + QStringLiteral("/SecondaryCoolantConnectors/") + c));
    for (const QString &p : pumps)
        d.pumps.append(mockup(vendor, cdu + QStringLiteral("/Pumps/") + p));
    for (const QString &l : detectors)
        d.leakDetectors.append(mockup(vendor, cdu + QStringLiteral("/LeakDetection/LeakDetectors/") + l));
    return d;
}

RedfishRackMap vendorBMap()
{
    QString error;
    auto map = RedfishRackMap::load(kData + QStringLiteral("/vendor-b.rackmap"), &error);
    if (!map)
        qFatal("%s", qPrintable(error));
    return *map;
}

const v1::CoolingSample *find(const std::vector<v1::CoolingSample> &samples, const char *rack)
{
    for (const auto &s : samples) {
        if (s.rack_id() == rack)
            return &s;
    }
    return nullptr;
}

const QUrl kService(QStringLiteral("https://cdu.example:443"));
const QString kCduA1 = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1");
const QString kCduB = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/CDU-B");

} // namespace

class TestRedfishReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readingsAreObjectsAndAnythingElseIsMissing_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("present");
        QTest::addColumn<double>("value");
        QTest::newRow("object") << QByteArray(R"({"v": {"Reading": 29.4, "DataSourceUri": "/x"}})") << true << 29.4;
        QTest::newRow("zero is a reading") << QByteArray(R"({"v": {"Reading": 0}})") << true << 0.0;
        QTest::newRow("bare number") << QByteArray(R"({"v": 12.5})") << true << 12.5;
        QTest::newRow("null reading") << QByteArray(R"({"v": {"Reading": null}})") << false << 0.0;
        QTest::newRow("string Null") << QByteArray(R"({"v": {"Reading": "Null"}})") << false << 0.0;
        QTest::newRow("out of range") << QByteArray(R"({"v": {"Reading": "Out of range"}})") << false << 0.0;
        QTest::newRow("numeric string") << QByteArray(R"({"v": {"Reading": "31.5"}})") << false << 0.0;
        QTest::newRow("no Reading") << QByteArray(R"({"v": {"DataSourceUri": "/x"}})") << false << 0.0;
        QTest::newRow("property null") << QByteArray(R"({"v": null})") << false << 0.0;
        QTest::newRow("absent") << QByteArray(R"({})") << false << 0.0;
    }
    void readingsAreObjectsAndAnythingElseIsMissing()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, present);
        QFETCH(double, value);
        const auto reading = RedfishReading::of(QJsonDocument::fromJson(json).object().value(QLatin1String("v")));
        QCOMPARE(reading.has_value(), present);
        if (present)
            QCOMPARE(*reading, value);
    }

    void deltaPressureIsRecomputedWhateverSignTheVendorPublishes()
    {
        // Vendor A publishes supply - return (+38), vendor B return - supply (-40): both mean the same loop.
        const RedfishRackMap empty;
        QStringList warnings;
        const auto a =
            RedfishCduReader(empty, kService)
                .read(documents(QStringLiteral("vendor-a"), kCduA1, {QStringLiteral("1")}, {}, {}), &warnings);
        const RedfishRackMap map = vendorBMap();
        const auto b =
            RedfishCduReader(map, kService)
                .read(documents(QStringLiteral("vendor-b"), kCduB, {QStringLiteral("Loop7")}, {}, {}), &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        const auto *rackA = find(a, "PHX1-H1-R01-01");
        const auto *rackB = find(b, "PHX2-H1-R01-01");
        QVERIFY(rackA && rackB);
        QCOMPARE(rackA->delta_pressure_kpa(), 38.0F); // 252 - 214
        QCOMPARE(rackB->delta_pressure_kpa(), 40.0F); // 250 - 210, not the published -40
        QCOMPARE(rackA->delta_temperature_celsius(), 11.5F);
        QCOMPARE(rackB->delta_temperature_celsius(), 11.5F);
        QCOMPARE(rackA->supply_temperature_celsius(), 31.5F);
        QCOMPARE(rackA->flow_liters_per_minute(), 118.5F);
        QCOMPARE(rackA->heat_removed_kw(), 95.2F);
        QCOMPARE(rackA->health(), v1::HEALTH_OK);
    }

    void stringAndNullReadingsStayMissingNeverZero()
    {
        const RedfishRackMap map = vendorBMap();
        QStringList warnings;
        const auto samples =
            RedfishCduReader(map, kService)
                .read(documents(QStringLiteral("vendor-b"), kCduB, {QStringLiteral("Loop7"), QStringLiteral("Shared")},
                                {QStringLiteral("P1")}, {}),
                      &warnings);
        // Loop7 feeds its cooling loop's rack; Shared feeds both racks the map gives the CDU.
        QCOMPARE(samples.size(), size_t(3));
        for (const char *rack : {"PHX2-H1-R01-02", "PHX2-H1-R01-03"}) {
            const auto *s = find(samples, rack);
            QVERIFY(s);
            QVERIFY(!s->has_supply_temperature_celsius()); // "Null"
            QVERIFY(!s->has_return_temperature_celsius()); // null
            QVERIFY(!s->has_delta_temperature_celsius());
            QVERIFY(!s->has_flow_liters_per_minute()); // "Out of range"
            QVERIFY(!s->has_return_pressure_kpa()); // property null
            QVERIFY(!s->has_delta_pressure_kpa()); // not copied from the published -37
            QVERIFY(!s->has_heat_removed_kw()); // excerpt without Reading
            QVERIFY(!s->has_pump_speed_percent()); // "N/A"
            QCOMPARE(s->supply_pressure_kpa(), 248.0F);
            // The CDU's own Status.Health Warning (its Oem block is ignored).
            QCOMPARE(s->health(), v1::HEALTH_CAUTION);
            QVERIFY2(QString::fromStdString(s->health_reason()).contains(QLatin1String("Row 1 CDU reports Warning")),
                     s->health_reason().c_str());
        }
    }

    void rackComesFromPlacementFirst()
    {
        const RedfishRackMap empty;
        QStringList warnings;
        const auto cdu2 =
            RedfishCduReader(empty, kService)
                .read(documents(QStringLiteral("vendor-a"), QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2"),
                                {QStringLiteral("1")}, {QStringLiteral("1"), QStringLiteral("2")},
                                {QStringLiteral("Tray"), QStringLiteral("Manifold")}),
                      &warnings);
        QCOMPARE(cdu2.size(), size_t(1));
        QCOMPARE(cdu2.front().rack_id(), std::string("PHX1-H1-R01-02")); // the CDU's Location.Placement.Rack
        QCOMPARE(cdu2.front().pump_speed_percent(), 62.0F); // the standby pump does not count ...
        QCOMPARE(cdu2.front().health(), v1::HEALTH_OK); // ... and is no fault
        QCOMPARE(cdu2.front().leak_detectors_size(), 2);
        const auto &tray = cdu2.front().leak_detectors(0);
        QCOMPARE(tray.id(), std::string("Tray"));
        QCOMPARE(tray.state(), v1::LEAK_DETECTOR_STATE_OK);
        QCOMPARE(tray.type(), v1::LEAK_DETECTOR_TYPE_FLOAT_SWITCH);
        QCOMPARE(tray.location(), std::string("CDU A2, CDU drip tray"));

        // Without placement and without a map entry a connector feeds nothing, and says so.
        RedfishCduDocuments bare = documents(QStringLiteral("vendor-b"), kCduB, {QStringLiteral("Shared")}, {}, {});
        QVERIFY(RedfishCduReader(empty, kService).read(bare, &warnings).empty());
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings.front().contains(QLatin1String("no rack")));
    }

    void statusAndDetectorStates()
    {
        const RedfishRackMap map = vendorBMap();
        QStringList warnings;
        const auto samples = RedfishCduReader(map, kService)
                                 .read(documents(QStringLiteral("vendor-b"), kCduB, {QStringLiteral("Loop7")}, {},
                                                 {QStringLiteral("LD1"), QStringLiteral("LD2"), QStringLiteral("LD3")}),
                                       &warnings);
        const auto *s = find(samples, "PHX2-H1-R01-02");
        QVERIFY(s);
        QCOMPARE(s->leak_detectors_size(), 3);
        QCOMPARE(s->leak_detectors(0).state(), v1::LEAK_DETECTOR_STATE_OK);
        QCOMPARE(s->leak_detectors(1).state(), v1::LEAK_DETECTOR_STATE_WARNING);
        QCOMPARE(s->leak_detectors(2).state(), v1::LEAK_DETECTOR_STATE_ABSENT);

        // A leak outranks the CDU's Warning; an offline CDU's readings are not trusted.
        RedfishCduDocuments leaking =
            documents(QStringLiteral("vendor-a"), kCduA1, {QStringLiteral("1")}, {}, {QStringLiteral("Tray")});
        leaking.leakDetectors[0][QStringLiteral("DetectorState")] = QStringLiteral("Critical");
        const auto leak = RedfishCduReader(RedfishRackMap(), kService).read(leaking, &warnings);
        QCOMPARE(leak.front().health(), v1::HEALTH_CRITICAL);
        QCOMPARE(leak.front().health_reason(), std::string("Leak at CDU A1, CDU drip tray"));

        RedfishCduDocuments offline = documents(QStringLiteral("vendor-a"), kCduA1, {QStringLiteral("1")}, {}, {});
        offline.cdu[QStringLiteral("Location")] = QJsonObject {
            {QStringLiteral("Placement"), QJsonObject {{QStringLiteral("Rack"), QStringLiteral("PHX1-H1-R01-01")}}}};
        offline.cdu[QStringLiteral("Status")] =
            QJsonObject {{QStringLiteral("State"), QStringLiteral("UnavailableOffline")}};
        const auto dark = RedfishCduReader(RedfishRackMap(), kService).read(offline, &warnings);
        QCOMPARE(dark.size(), size_t(1));
        QVERIFY(!dark.front().has_supply_temperature_celsius());
        QCOMPARE(dark.front().health(), v1::HEALTH_CAUTION);
    }

    void rackPowerFromPowerDistributionAndRackChassis()
    {
        QStringList warnings;
        const RedfishRackMap noMap; // the reader keeps a reference: the map must outlive it
        const RedfishPowerReader reader(noMap, kService);
        // DMTF's rack PDU layout: PowerDistribution -> Metrics (PowerDistributionMetrics), PowerWatts in W.
        const QJsonObject pdu =
            mockup(QStringLiteral("vendor-a"), QStringLiteral("/redfish/v1/PowerEquipment/RackPDUs/1"));
        QCOMPARE(RedfishPowerReader::metricsUri(pdu), QStringLiteral("/redfish/v1/PowerEquipment/RackPDUs/1/Metrics"));
        auto power =
            reader.read(pdu, mockup(QStringLiteral("vendor-a"), RedfishPowerReader::metricsUri(pdu)), &warnings);
        QCOMPARE(power.size(), size_t(1));
        QCOMPARE(power.front().rackId, QStringLiteral("PHX1-H1-R01-01"));
        QCOMPARE(*power.front().kilowatts, 41.25);
        // A Chassis of type Rack: EnvironmentMetrics. Other chassis (a CDU's enclosure) are no rack's power.
        const QJsonObject rack = mockup(QStringLiteral("vendor-a"), QStringLiteral("/redfish/v1/Chassis/Rack2"));
        QVERIFY(RedfishPowerReader::isRackChassis(rack));
        QVERIFY(!RedfishPowerReader::isRackChassis(
            mockup(QStringLiteral("vendor-a"), QStringLiteral("/redfish/v1/Chassis/CDU2"))));
        power = reader.read(rack, mockup(QStringLiteral("vendor-a"), RedfishPowerReader::metricsUri(rack)), &warnings);
        QCOMPARE(power.front().rackId, QStringLiteral("PHX1-H1-R01-02"));
        QCOMPARE(*power.front().kilowatts, 38.9005);
        // A string where the reading should be: missing, never 0.
        const QJsonObject fabrikam =
            mockup(QStringLiteral("vendor-b"), QStringLiteral("/redfish/v1/PowerEquipment/RackPDUs/PDU-7"));
        power = reader.read(fabrikam, mockup(QStringLiteral("vendor-b"), RedfishPowerReader::metricsUri(fabrikam)),
                            &warnings);
        QCOMPARE(power.front().rackId, QStringLiteral("PHX2-H1-R01-02"));
        QVERIFY(!power.front().kilowatts);
        // A PDU that calls itself offline reports nothing.
        QJsonObject offline = pdu;
        offline[QStringLiteral("Status")] =
            QJsonObject {{QStringLiteral("State"), QStringLiteral("UnavailableOffline")}};
        QVERIFY(
            !reader.read(offline, mockup(QStringLiteral("vendor-a"), RedfishPowerReader::metricsUri(pdu)), &warnings)
                 .front()
                 .kilowatts);
        QVERIFY(warnings.isEmpty());

        // Without Location: through the rack map, else a warning and nothing.
        QJsonObject unplaced = pdu;
        unplaced.remove(QStringLiteral("Location"));
        QString error;
        // A rack has a cooling entry and a power entry; the power entry alone feeds no rack's cooling.
        const auto map = RedfishRackMap::parse("/redfish/v1/ThermalEquipment/CDUs/3 R7\n"
                                               "/redfish/v1/PowerEquipment/RackPDUs/1 R7 R8\n",
                                               QStringLiteral("pdu"), &error);
        QVERIFY2(map, qPrintable(error));
        QCOMPARE(map->allRacks(), QStringList {QStringLiteral("R7")});
        QVERIFY(!RedfishRackMap::parse("/redfish/v1/PowerEquipment/RackPDUs/1 R7\n/redfish/v1/Chassis/R7 R7\n",
                                       QStringLiteral("twice"), &error));
        QCOMPARE(error,
                 QStringLiteral("twice:2: rack R7 is already measured by /redfish/v1/PowerEquipment/RackPDUs/1 "
                                "on line 1; a rack takes its power from one entry"));
        const QJsonObject watts {{QStringLiteral("PowerWatts"), QJsonObject {{QStringLiteral("Reading"), 9000}}}};
        power = RedfishPowerReader(*map, kService).read(unplaced, watts, &warnings);
        QCOMPARE(power.size(), size_t(2));
        QCOMPARE(power.at(1).rackId, QStringLiteral("R8"));
        QCOMPARE(*power.at(1).kilowatts, 9.0);
        QVERIFY(reader.read(unplaced, watts, &warnings).empty());
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.front().contains(QLatin1String("RackPDUs/1: measures no rack")),
                 qPrintable(warnings.front()));
    }

    void storePutsPowerIntoEveryReadingOfAFedRack()
    {
        RedfishCoolingStore store;
        store.setPower(QStringLiteral("R1"), 40.5); // before the rack's first cooling reading
        store.setPower(QStringLiteral("R9"), 12.0); // a rack with no CDU stays unfed
        v1::CoolingSample sample;
        sample.set_rack_id("R1");
        sample.set_supply_temperature_celsius(30.0F);
        store.update(sample, 1'000, QStringLiteral("https://cdu/redfish/v1/ThermalEquipment/CDUs/1"));
        QCOMPARE(store.rack("R1")->sample.rack_power_kw(), 40.5F);
        QVERIFY(!store.feeds("R9"));
        store.setPower(QStringLiteral("R1"), 41.0);
        QCOMPARE(store.rack("R1")->sample.rack_power_kw(), 41.0F);
        store.update(sample, 2'000, QStringLiteral("https://cdu/redfish/v1/ThermalEquipment/CDUs/1"));
        QCOMPARE(store.history("R1", 0, 3'000).back().rack_power_kw(), 41.0F);
        store.setPower(QStringLiteral("R1"), std::nullopt);
        QVERIFY(!store.rack("R1")->sample.has_rack_power_kw());
        store.update(sample, 3'000, QStringLiteral("https://cdu/redfish/v1/ThermalEquipment/CDUs/1"));
        QVERIFY(!store.rack("R1")->sample.has_rack_power_kw());
    }

    void rackMapParses()
    {
        const RedfishRackMap map = vendorBMap();
        QCOMPARE(map.racksFor(kService, kCduB),
                 (QStringList {QStringLiteral("PHX2-H1-R01-02"), QStringLiteral("PHX2-H1-R01-03")}));
        QCOMPARE(map.racksFor(kService, kCduB + QLatin1Char('/')), map.racksFor(kService, kCduB));
        QCOMPARE(map.allRacks().size(), 3);
        QString error;
        const auto scoped = RedfishRackMap::parse(
            "https://cdu.example:443/redfish/v1/ThermalEquipment/CDUs/9 R9\n/redfish/v1/ThermalEquipment/CDUs/9 R8\n",
            QStringLiteral("scoped"), &error);
        QVERIFY2(scoped, qPrintable(error));
        QCOMPARE(scoped->racksFor(kService, QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/9")),
                 QStringList {QStringLiteral("R9")}); // the service's own entry wins
        QCOMPARE(scoped->racksFor(QUrl(QStringLiteral("https://other")),
                                  QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/9")),
                 QStringList {QStringLiteral("R8")});
    }

    void rackMapErrorsNameFileLineAndProblem_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no rack") << QByteArray("# ok\n/redfish/v1/ThermalEquipment/CDUs/1\n")
                                 << QStringLiteral("map.txt:2: expected a Redfish URI and at least one rack id");
        QTest::newRow("not a uri") << QByteArray("CDUs/1 R1\n")
                                   << QStringLiteral("map.txt:1: \"CDUs/1\" is not a Redfish URI");
        QTest::newRow("twice") << QByteArray("/redfish/v1/A R1\n\n/redfish/v1/A/ R2\n")
                               << QStringLiteral("map.txt:3: \"/redfish/v1/A\" is already mapped on line 1");
        QTest::newRow("rack twice") << QByteArray("/redfish/v1/A R1\n/redfish/v1/B R2 R1\n")
                                    << QStringLiteral("map.txt:2: rack R1 is already fed by /redfish/v1/A on line 1");
        QTest::newRow("bad rack") << QByteArray("/redfish/v1/A R1,R2\n")
                                  << QStringLiteral("map.txt:1: \"R1,R2\" is not a rack id");
    }
    void rackMapErrorsNameFileLineAndProblem()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!RedfishRackMap::parse(text, QStringLiteral("map.txt"), &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    void rackMapFileThatCannotBeRead()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!RedfishRackMap::load(dir.filePath(QStringLiteral("missing.map")), &error));
        QVERIFY2(error.contains(QLatin1String("missing.map: cannot read the rack map")), qPrintable(error));
    }

    void serverSentEventsSplitAnywhere()
    {
        const QByteArray stream = ": comment\r\nid: 1\r\ndata: {\"a\":\r\ndata: 1}\r\n\r\nevent: x\ndata:{\"b\":2}\n\n";
        for (int split = 0; split <= stream.size(); ++split) {
            ServerSentEventParser parser;
            QList<QByteArray> events = parser.feed(stream.left(split));
            events += parser.feed(stream.mid(split));
            QCOMPARE(events, (QList<QByteArray> {"{\"a\":\n1}", "{\"b\":2}"}));
        }
    }

    void storeKeepsStateSinceAndTransitions()
    {
        using google::protobuf::util::TimeUtil;
        RedfishCoolingStore store;
        store.expect(QStringLiteral("R1"), {QStringLiteral("https://h/redfish/v1/ThermalEquipment/CDUs/1")});
        QVERIFY(store.feeds("R1"));
        QVERIFY(store.rack("R1")->stale);
        v1::CoolingSample s;
        s.set_rack_id("R1");
        auto *ld = s.add_leak_detectors();
        ld->set_id("Tray");
        ld->set_state(v1::LEAK_DETECTOR_STATE_OK);
        const QString cdu1 = QStringLiteral("https://h/redfish/v1/ThermalEquipment/CDUs/1");
        store.update(s, 1000, cdu1);
        store.update(s, 2000, cdu1);
        QCOMPARE(TimeUtil::TimestampToMilliseconds(store.rack("R1")->sample.leak_detectors(0).state_since()), 1000);
        ld->set_state(v1::LEAK_DETECTOR_STATE_CRITICAL);
        store.update(s, 3000, cdu1);
        QCOMPARE(TimeUtil::TimestampToMilliseconds(store.rack("R1")->sample.leak_detectors(0).state_since()), 3000);
        const auto events = store.leakEvents("R1", 0, 10'000);
        QCOMPARE(events.size(), size_t(1));
        QCOMPARE(events.front().to_state(), v1::LEAK_DETECTOR_STATE_CRITICAL);
        QCOMPARE(store.history("R1", 1500, 3500).size(), size_t(2));

        // Staleness is per CDU: CDUs/10 is not below CDUs/1.
        s.set_rack_id("R10");
        store.update(s, 3000, cdu1 + QLatin1Char('0'));
        store.markStale(cdu1, QStringLiteral("timeout"));
        QVERIFY(store.rack("R1")->stale);
        QCOMPARE(store.rack("R1")->problem, QStringLiteral("timeout"));
        QCOMPARE(store.rack("R1")->sample.leak_detectors(0).state(), v1::LEAK_DETECTOR_STATE_CRITICAL); // kept
        QVERIFY(!store.rack("R10")->stale);
        store.markStale(QStringLiteral("https://h"), QStringLiteral("service down"));
        QVERIFY(store.rack("R10")->stale);
    }
};

QTEST_GUILESS_MAIN(TestRedfishReader)
#include "tst_redfishreader.moc"
