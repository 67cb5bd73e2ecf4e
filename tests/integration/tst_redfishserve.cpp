// rackops-sim --serve-redfish end to end: one simulator (in process) serves
// its simulated CDUs as a Redfish service; plain GETs read the tree as a
// site's checker or curl would, and a second simulator fed from it with
// --redfish serves the same readings (rack power too) over gRPC to the
// console's own client.
#include "alertsmodel.h"
#include "alertswatcher.h"
#include "backendchannel.h"
#include "coolingstalebanner.h"
#include "coolingstore.h"
#include "coolingview.h"
#include "fleet/fleetsimulation.h"
#include "server/simulatorserver.h"
#include "telemetrywatcher.h"
#include "../simulator/stillfleet.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

using namespace rackops;
using namespace rackops::sim;

namespace {

struct Fetched {
    int status = 0;
    QJsonObject body;
    QByteArray contentType;
};

} // namespace

class TestRedfishServe : public QObject {
    Q_OBJECT
private:
    QNetworkAccessManager m_network;

    Fetched fetch(const QString &url, const QByteArray &verb = QByteArrayLiteral("GET"))
    {
        QNetworkRequest request {QUrl(url)};
        QNetworkReply *reply = m_network.sendCustomRequest(request, verb);
        QSignalSpy finished(reply, &QNetworkReply::finished);
        if (!reply->isFinished() && !finished.wait(10000))
            return {};
        Fetched out;
        out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        out.body = QJsonDocument::fromJson(reply->readAll()).object();
        out.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
        reply->deleteLater();
        return out;
    }

    static QString member(const QJsonObject &collection, int index)
    {
        return collection.value(QLatin1String("Members"))
            .toArray()
            .at(index)
            .toObject()
            .value(QLatin1String("@odata.id"))
            .toString();
    }

    static double reading(const QJsonObject &resource, const char *name)
    {
        return resource.value(QLatin1String(name)).toObject().value(QLatin1String("Reading")).toDouble(NAN);
    }

private Q_SLOTS:
    void servedTreeReadsLikeDmtfMockups()
    {
        SimConfig config = stillFleet(130); // more CDUs than one page of the collection
        config.serveRedfish = QStringLiteral("127.0.0.1:0");
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));
        const QString base = server.redfishServiceUrl();
        QVERIFY2(base.startsWith(QLatin1String("http://127.0.0.1:")), qPrintable(base));

        const Fetched root = fetch(base + QStringLiteral("/redfish/v1/"));
        QCOMPARE(root.status, 200);
        QCOMPARE(root.contentType, QByteArray("application/json"));
        QCOMPARE(root.body.value(QLatin1String("@odata.type")).toString(),
                 QStringLiteral("#ServiceRoot.v1_16_0.ServiceRoot"));
        const QString thermalUri =
            root.body.value(QLatin1String("ThermalEquipment")).toObject().value(QLatin1String("@odata.id")).toString();
        const Fetched thermal = fetch(base + thermalUri);
        QCOMPARE(thermal.status, 200);
        const QString cdusUri =
            thermal.body.value(QLatin1String("CDUs")).toObject().value(QLatin1String("@odata.id")).toString();
        QCOMPARE(cdusUri, QStringLiteral("/redfish/v1/ThermalEquipment/CDUs"));

        // Paged: every rack's CDU exactly once over Members@odata.nextLink.
        QStringList cdus;
        QString next = cdusUri;
        while (!next.isEmpty()) {
            const Fetched page = fetch(base + next);
            QCOMPARE(page.status, 200);
            QCOMPARE(page.body.value(QLatin1String("Members@odata.count")).toInt(), 130);
            for (int i = 0; i < page.body.value(QLatin1String("Members")).toArray().size(); ++i)
                cdus.append(member(page.body, i));
            next = page.body.value(QLatin1String("Members@odata.nextLink")).toString();
        }
        QCOMPARE(cdus.size(), 130);
        QCOMPARE(QSet<QString>(cdus.begin(), cdus.end()).size(), 130);

        // One CDU, its rack loop, pump and leak detectors, against the simulation's own sample.
        const Fetched cdu = fetch(base + cdus.front());
        QCOMPARE(cdu.status, 200);
        QCOMPARE(cdu.body.value(QLatin1String("@odata.type")).toString(),
                 QStringLiteral("#CoolingUnit.v1_1_1.CoolingUnit"));
        QCOMPARE(cdu.body.value(QLatin1String("EquipmentType")).toString(), QStringLiteral("CDU"));
        const std::string rackId = cdu.body.value(QLatin1String("Id")).toString().toStdString();
        const auto rack = server.fleet().simRack(rackId);
        QVERIFY(rack);
        const v1::CoolingSample simulated = server.fleet().cooling().sample(*rack, server.fleet().nowMs(), true);
        const auto linkOf = [](const QJsonObject &o, const char *name) {
            return o.value(QLatin1String(name)).toObject().value(QLatin1String("@odata.id")).toString();
        };
        const Fetched connectors = fetch(base + linkOf(cdu.body, "SecondaryCoolantConnectors"));
        QCOMPARE(connectors.status, 200);
        const Fetched loop = fetch(base + member(connectors.body, 0));
        QCOMPARE(loop.status, 200);
        QCOMPARE(loop.body.value(QLatin1String("Location"))
                     .toObject()
                     .value(QLatin1String("Placement"))
                     .toObject()
                     .value(QLatin1String("Rack"))
                     .toString()
                     .toStdString(),
                 rackId);
        QCOMPARE(float(reading(loop.body, "SupplyTemperatureCelsius")), simulated.supply_temperature_celsius());
        QCOMPARE(float(reading(loop.body, "FlowLitersPerMinute")), simulated.flow_liters_per_minute());
        QCOMPARE(float(reading(loop.body, "SupplyPressurekPa")), simulated.supply_pressure_kpa());
        QCOMPARE(float(reading(loop.body, "ReturnPressurekPa")), simulated.return_pressure_kpa());
        QCOMPARE(loop.body.value(QLatin1String("Status")).toObject().value(QLatin1String("State")).toString(),
                 QStringLiteral("Enabled"));
        const Fetched pumps = fetch(base + linkOf(cdu.body, "Pumps"));
        const Fetched pump = fetch(base + member(pumps.body, 0));
        QCOMPARE(pump.status, 200);
        QCOMPARE(float(reading(pump.body, "PumpSpeedPercent")), simulated.pump_speed_percent());
        const Fetched detection = fetch(base + linkOf(cdu.body, "LeakDetection"));
        const Fetched detectors = fetch(base + linkOf(detection.body, "LeakDetectors"));
        QCOMPARE(detectors.status, 200);
        QCOMPARE(detectors.body.value(QLatin1String("Members")).toArray().size(), simulated.leak_detectors_size());
        const Fetched detector = fetch(base + member(detectors.body, 0));
        QCOMPARE(detector.status, 200);
        QCOMPARE(detector.body.value(QLatin1String("Id")).toString().toStdString(), simulated.leak_detectors(0).id());
        QVERIFY(!detector.body.value(QLatin1String("DetectorState")).toString().isEmpty());

        // The rack's power as DMTF's rack PDU mockup has it: PowerEquipment -> RackPDUs -> Metrics, in watts.
        const Fetched power = fetch(base + linkOf(root.body, "PowerEquipment"));
        QCOMPARE(power.status, 200);
        const Fetched pdus = fetch(base + linkOf(power.body, "RackPDUs"));
        QCOMPARE(pdus.status, 200);
        QCOMPARE(pdus.body.value(QLatin1String("Members@odata.count")).toInt(), 130);
        const Fetched pdu = fetch(base + member(pdus.body, 0));
        QCOMPARE(pdu.status, 200);
        QCOMPARE(pdu.body.value(QLatin1String("EquipmentType")).toString(), QStringLiteral("RackPDU"));
        QCOMPARE(pdu.body.value(QLatin1String("Location"))
                     .toObject()
                     .value(QLatin1String("Placement"))
                     .toObject()
                     .value(QLatin1String("Rack"))
                     .toString()
                     .toStdString(),
                 rackId);
        const Fetched metrics = fetch(base + linkOf(pdu.body, "Metrics"));
        QCOMPARE(metrics.status, 200);
        QCOMPARE(metrics.body.value(QLatin1String("@odata.type")).toString(),
                 QStringLiteral("#PowerDistributionMetrics.v1_3_0.PowerDistributionMetrics"));
        QVERIFY(simulated.has_rack_power_kw());
        QCOMPARE(float(reading(metrics.body, "PowerWatts")), simulated.rack_power_kw() * 1000.0F);

        // Read-only, and clear errors for what is not there.
        QCOMPARE(fetch(base + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/NOPE-H9-R99-99")).status, 404);
        QCOMPARE(fetch(base + cdus.front() + QStringLiteral("/Pumps/7")).status, 404);
        const Fetched badSkip = fetch(base + cdusUri + QStringLiteral("?$skip=many"));
        QCOMPARE(badSkip.status, 400);
        QVERIFY(badSkip.body.value(QLatin1String("error"))
                    .toObject()
                    .value(QLatin1String("message"))
                    .toString()
                    .contains(QLatin1String("$skip")));
        const Fetched post = fetch(base + cdus.front(), QByteArrayLiteral("PATCH"));
        QCOMPARE(post.status, 405);
        QCOMPARE(post.body.value(QLatin1String("error")).toObject().value(QLatin1String("code")).toString(),
                 QStringLiteral("Base.1.8.OperationNotAllowed"));
        server.stop();
    }

    void servingBeyondLoopbackIsRefused()
    {
        SimConfig config = stillFleet(2);
        config.serveRedfish = QStringLiteral("0.0.0.0:0");
        SimulatorServer server(config);
        QString error;
        QVERIFY(!server.start(&error));
        QVERIFY2(error.contains(QLatin1String("--serve-redfish 0.0.0.0:0: expected a loopback")), qPrintable(error));
    }

    void aBackendFedFromAServedSimulatorShowsItsReadings()
    {
        // The served fleet's clock stands still, so its readings cannot change while the bridge reads them.
        SimConfig servedConfig = stillFleet(4);
        servedConfig.serveRedfish = QStringLiteral("127.0.0.1:0");
        SimulatorServer served(servedConfig);
        QString error;
        QVERIFY2(served.start(&error), qPrintable(error));

        SimConfig fedConfig = stillFleet(4); // the same seed: the same rack ids
        fedConfig.tickIntervalMs = 250;
        fedConfig.redfish.urls = {served.redfishServiceUrl()};
        fedConfig.redfish.intervalMs = 1000;
        fedConfig.redfish.timeoutMs = 2000;
        SimulatorServer fed(fedConfig);
        QVERIFY2(fed.start(&error), qPrintable(error));

        std::string rackId;
        served.fleet().visitRacks({}, [&](const SimRack &r) {
            if (rackId.empty())
                rackId = r.detail().summary().rack_id();
        });
        const QString rack = QString::fromStdString(rackId);
        const v1::CoolingSample simulated =
            served.fleet().cooling().sample(*served.fleet().simRack(rackId), served.fleet().nowMs(), true);

        // Through the fed simulator's gRPC API, read by the console's own client.
        auto channel = std::make_shared<BackendChannel>(fed.address());
        CoolingStore store;
        TelemetryWatcher telemetry(channel, {rack}, 1000);
        connect(&telemetry, &TelemetryWatcher::samplesReceived, &store, &CoolingStore::apply);
        telemetry.start();
        // Until the bridge's first read the fed backend streams its own physics for the rack (close, not equal).
        const auto shownSupplyPressure = [&] {
            const CoolingSample *latest = store.latest(rack);
            return latest ? latest->value(CoolingReading::SupplyPressure) : NAN;
        };
        QTRY_COMPARE_WITH_TIMEOUT(shownSupplyPressure(), simulated.supply_pressure_kpa(), 15000);
        // Under a loaded machine (ASan, -j2) the reading can arrive a poll before the rack counts as fed.
        QTRY_VERIFY_WITH_TIMEOUT(fed.fleet().cooling().isFed(rackId), 15000);
        // A sample of the backend's own physics streamed before it counted the rack as fed may be the
        // latest yet (seen under ASan: flow 155.774 instead of 155.767): wait for the bridge's.
        const auto shownFlow = [&] {
            const CoolingSample *latest = store.latest(rack);
            return latest ? latest->value(CoolingReading::Flow) : NAN;
        };
        QTRY_COMPARE_WITH_TIMEOUT(shownFlow(), simulated.flow_liters_per_minute(), 15000);
        const CoolingSample *shown = store.latest(rack);
        QCOMPARE(shown->value(CoolingReading::SupplyTemperature), simulated.supply_temperature_celsius());
        QCOMPARE(shown->value(CoolingReading::ReturnTemperature), simulated.return_temperature_celsius());
        QCOMPARE(shown->value(CoolingReading::Flow), simulated.flow_liters_per_minute());
        QCOMPARE(shown->value(CoolingReading::SupplyPressure), simulated.supply_pressure_kpa());
        QCOMPARE(shown->value(CoolingReading::ReturnPressure), simulated.return_pressure_kpa());
        QCOMPARE(shown->value(CoolingReading::HeatRemoved), simulated.heat_removed_kw());
        QCOMPARE(shown->value(CoolingReading::ValvePosition), simulated.valve_position_percent());
        QCOMPARE(shown->value(CoolingReading::PumpSpeed), simulated.pump_speed_percent());
        // Recomputed from supply and return by the bridge, so equal up to rounding.
        QVERIFY(std::abs(shown->value(CoolingReading::DeltaPressure) - simulated.delta_pressure_kpa()) < 1e-3F);
        // The rack's power from its served PDU (watts there, kilowatts here).
        QTRY_VERIFY_WITH_TIMEOUT(!std::isnan(store.latest(rack)->value(CoolingReading::RackPower)), 5000);
        QVERIFY(std::abs(store.latest(rack)->value(CoolingReading::RackPower) - simulated.rack_power_kw()) < 1e-3F);
        QCOMPARE(fed.fleet().cooling().staleness(rackId, fed.fleet().nowMs()).has_value(), false);
        telemetry.stop();

        // Pull the served simulator's plug: the console's cooling view says the rack's data is stale, and why.
        channel->setUser(QStringLiteral("vera")); // the alert stream needs an identity
        AlertsModel alerts;
        AlertsWatcher watcher(channel);
        connect(&watcher, &AlertsWatcher::alertsUpdated, &alerts, &AlertsModel::apply);
        connect(&watcher, &AlertsWatcher::serverTimeReceived, &alerts, &AlertsModel::setServerTime);
        watcher.start();
        CoolingView view;
        view.setAlerts(&alerts);
        view.setRack(rack);
        QTRY_VERIFY_WITH_TIMEOUT(alerts.hasSnapshot(), 10000);
        QVERIFY(view.staleBanner()->staleRacks().isEmpty());
        const QString cdu = served.redfishServiceUrl() + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/") + rack;
        served.stop();
        // Poll interval + timeout + one alert evaluation (2 s), with slack for a loaded machine.
        QTRY_COMPARE_WITH_TIMEOUT(view.staleBanner()->staleRacks(), QStringList {rack}, 1000 + 2000 + 2000 + 5000);
        const QString text = view.staleBanner()->text();
        QVERIFY2(text.startsWith(QStringLiteral("Cooling data for %1 is ").arg(rack)), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(" old: CDU %1 is not answering (").arg(cdu)), qPrintable(text));
        watcher.stop();
        fed.stop();
    }
};

QTEST_MAIN(TestRedfishServe)
#include "tst_redfishserve.moc"
