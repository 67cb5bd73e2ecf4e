// Redfish-fed racks end to end: rackops-sim (in process) with --redfish
// options against two real HTTPS Redfish services (RedfishTestServer on the
// vendor mockups), read back over real gRPC by a plain stub and by the
// console's own telemetry client, store and leak banner.
#include "alertsmodel.h"
#include "alerts/alertbook.h"
#include "backendchannel.h"
#include "coolingstore.h"
#include "fleet/fleetsimulation.h"
#include "leakbanner.h"
#include "redfishtestserver.h"
#include "server/simulatorserver.h"
#include "telemetrywatcher.h"
#include "../simulator/stillfleet.h"

#include "rackops/v1/telemetry.grpc.pb.h"

#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <google/protobuf/util/time_util.h>
#include <grpcpp/grpcpp.h>

#include <atomic>
#include <mutex>
#include <thread>

using namespace rackops;
using namespace rackops::sim;
using google::protobuf::util::TimeUtil;
using rackops::test::RedfishTestServer;

namespace {

const QString kData = QStringLiteral(RACKOPS_TEST_DATA "/redfish");
const std::string kRackA1 = "PHX1-H1-R01-01"; // vendor A, CDU 1
const std::string kRackA2 = "PHX1-H1-R01-02"; // vendor A, CDU 2
const std::string kRackB3 = "PHX2-H1-R01-03"; // vendor B, by the rack map, null readings
const std::string kSimulated = "PHX1-H1-R01-03";

// WatchCooling read on its own thread: the Redfish services and the bridge
// run on the test's event loop, which a blocking Read must not stall.
class CoolingStream {
public:
    CoolingStream(const std::string &address, const std::vector<std::string> &racks)
        : m_stub(v1::TelemetryService::NewStub(grpc::CreateChannel(address, grpc::InsecureChannelCredentials())))
    {
        v1::WatchCoolingRequest request;
        for (const auto &rack : racks)
            request.add_rack_ids(rack);
        request.set_omit_leak_detectors(false);
        m_thread = std::thread([this, request] {
            auto reader = m_stub->WatchCooling(&m_context, request);
            v1::CoolingBatch batch;
            while (reader->Read(&batch)) {
                std::lock_guard lock(m_mutex);
                ++m_batches;
                for (const auto &sample : batch.samples())
                    m_received.push_back({m_batches, sample});
            }
            reader->Finish();
        });
    }
    ~CoolingStream()
    {
        m_context.TryCancel();
        m_thread.join();
    }
    // The newest sample of `rack` that came in batch `afterBatch` or later.
    std::optional<v1::CoolingSample> newest(const std::string &rack, int afterBatch = 0) const
    {
        std::lock_guard lock(m_mutex);
        for (auto it = m_received.rbegin(); it != m_received.rend(); ++it) {
            if (it->first > afterBatch && it->second.rack_id() == rack)
                return it->second;
        }
        return std::nullopt;
    }
    int batches() const
    {
        std::lock_guard lock(m_mutex);
        return m_batches;
    }

private:
    std::unique_ptr<v1::TelemetryService::Stub> m_stub;
    grpc::ClientContext m_context;
    mutable std::mutex m_mutex;
    int m_batches = 0;
    std::vector<std::pair<int, v1::CoolingSample>> m_received;
    std::thread m_thread;
};

} // namespace

class TestRedfishFeed : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    bool openAlert(SimulatorServer &server, const std::string &key)
    {
        return !server.alerts()
                    .alerts([&](const v1::Alert &a) {
                        return a.condition_key() == key && a.state() != v1::ALERT_STATE_RESOLVED;
                    })
                    .empty();
    }

private Q_SLOTS:
    void fedRacksOverGrpcAndTheConsole()
    {
        RedfishTestServer vendorA(kData + QStringLiteral("/vendor-a"), kData + QStringLiteral("/tls"));
        RedfishTestServer vendorB(kData + QStringLiteral("/vendor-b"), kData + QStringLiteral("/tls"));
        QVERIFY(vendorA.listen() && vendorB.listen());
        vendorA.requireAuth(RedfishTestServer::Auth::Session, QStringLiteral("noc"), QStringLiteral("pw"));
        vendorB.requireAuth(RedfishTestServer::Auth::Basic, QStringLiteral("noc"), QStringLiteral("pw"));
        QFile password(m_dir.filePath(QStringLiteral("password")));
        QVERIFY(password.open(QIODevice::WriteOnly) && password.write("pw\n") == 3);
        password.close();
        QVERIFY(password.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));

        SimConfig config = stillFleet(30);
        config.tickIntervalMs = 250; // a running clock and alert evaluation, as rackops-sim has
        config.redfish.urls = {vendorA.url(), vendorB.url()};
        config.redfish.caFile = kData + QStringLiteral("/tls/ca.pem");
        config.redfish.user = QStringLiteral("noc");
        config.redfish.passwordFile = password.fileName();
        config.redfish.rackMapFile = kData + QStringLiteral("/vendor-b.rackmap");
        config.redfish.intervalMs = 1000;
        config.redfish.timeoutMs = 400;
        config.metricsListen = QStringLiteral("127.0.0.1:0");
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));

        CoolingStream stream(server.address().toStdString(), {kRackA1, kRackA2, kRackB3, kSimulated});
        // A1 and A2 are placed by their CDUs' answers: fed once read. B3, from the rack map, is fed from the
        // start and has no reading (never a simulated one) until then.
        const auto read = [&](const std::string &rack) {
            return server.fleet().cooling().isFed(rack) && !server.fleet().cooling().staleness(rack, 0);
        };
        QTRY_VERIFY_WITH_TIMEOUT(read(kRackA1) && read(kRackA2) && read(kRackB3), 15000);
        const int fed = stream.batches();
        QTRY_VERIFY_WITH_TIMEOUT(
            stream.newest(kRackA1, fed) && stream.newest(kRackA2, fed) && stream.newest(kRackB3, fed), 5000);
        const v1::CoolingSample a1 = *stream.newest(kRackA1);
        QCOMPARE(a1.supply_temperature_celsius(), 31.5F);
        QCOMPARE(a1.delta_pressure_kpa(), 38.0F);
        QCOMPARE(a1.flow_liters_per_minute(), 118.5F);
        QVERIFY2(a1.health() == v1::HEALTH_OK, a1.health_reason().c_str());
        QCOMPARE(a1.leak_detectors_size(), 2); // a watch of few racks carries every detector
        // Read now, on the simulated clock.
        QVERIFY(std::abs(TimeUtil::TimestampToMilliseconds(a1.sample_time()) - server.fleet().nowMs()) < 5000);
        const v1::CoolingSample b3 = *stream.newest(kRackB3);
        QVERIFY(!b3.has_flow_liters_per_minute()); // "Out of range": missing, and no "Flow 0 < 40" alarm
        QVERIFY(!b3.has_supply_temperature_celsius());
        QCOMPARE(b3.health(), v1::HEALTH_CAUTION);
        QVERIFY2(b3.health_reason().find("Row 1 CDU reports Warning") != std::string::npos, b3.health_reason().c_str());
        QVERIFY(!openAlert(server, "cooling/flow/" + kRackB3));
        // /metrics tells each service's health and what it feeds.
        QNetworkAccessManager network;
        const auto metrics = [&]() -> QString {
            QNetworkReply *reply = network.get(QNetworkRequest(QUrl(server.metricsUrl())));
            const bool answered = QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000);
            const QString text = answered ? QString::fromUtf8(reply->readAll()) : QString();
            delete reply;
            return text;
        };
        const QString bridgeA = QStringLiteral("bridge=\"redfish\",target=\"%1\"").arg(vendorA.url());
        QTRY_VERIFY_WITH_TIMEOUT(metrics().contains(QStringLiteral("rackops_bridge_up{%1} 1\n").arg(bridgeA)), 5000);
        QVERIFY(metrics().contains(QStringLiteral("rackops_bridge_state{%1,state=\"ok\"} 1\n").arg(bridgeA)));
        QVERIFY(metrics().contains(
            QStringLiteral("rackops_bridge_items{%1,kind=\"racks\",state=\"fresh\"} 2\n").arg(bridgeA)));
        // The rest of the fleet stays simulated.
        QTRY_VERIFY_WITH_TIMEOUT(stream.newest(kSimulated), 5000);
        QVERIFY(stream.newest(kSimulated)->has_rack_power_kw());

        // Limits and leak state over the unary calls, too.
        auto stub = v1::TelemetryService::NewStub(
            grpc::CreateChannel(server.address().toStdString(), grpc::InsecureChannelCredentials()));
        {
            grpc::ClientContext context;
            v1::GetCoolingConfigRequest request;
            request.add_rack_ids(kRackA1);
            v1::GetCoolingConfigResponse response;
            QVERIFY(stub->GetCoolingConfig(&context, request, &response).ok());
            QCOMPARE(response.racks_size(), 1);
            QVERIFY(response.racks(0).thresholds().thresholds_size() > 0);
            QCOMPARE(response.racks(0).leak_detectors_size(), 2);
            QCOMPARE(response.racks(0).leak_detectors(0).id(), std::string("Tray"));
            QCOMPARE(response.racks(0).leak_detectors(0).state(), v1::LEAK_DETECTOR_STATE_OK);
        }
        {
            grpc::ClientContext context;
            v1::CoolingHistoryRequest request;
            request.set_rack_id(kRackA1);
            *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(server.fleet().nowMs() - 60'000);
            request.set_max_points(60);
            request.add_readings(v1::COOLING_READING_SUPPLY_TEMPERATURE);
            request.add_readings(v1::COOLING_READING_RACK_POWER);
            v1::CoolingHistoryResponse history;
            QVERIFY(stub->QueryCoolingHistory(&context, request, &history).ok());
            int readings = 0;
            for (int i = 0; i < history.sample_counts_size(); ++i) {
                if (history.sample_counts(i) == 0)
                    continue;
                ++readings;
                QCOMPARE(history.series(0).mean(i), 31.5F);
                // Rack power comes from the rack's PDU, read beside the CDU: missing until then, never 0.
                const float power = history.series(1).mean(i);
                QVERIFY2(std::isnan(power) || power == 41.25F, qPrintable(QString::number(power)));
            }
            QVERIFY(readings > 0);
        }
        // Rack power from the PDU placed at A1 and the rack chassis of A2 (DMTF PowerWatts, in watts).
        QTRY_VERIFY_WITH_TIMEOUT(
            stream.newest(kRackA1)->has_rack_power_kw() && stream.newest(kRackA2)->has_rack_power_kw(), 5000);
        QCOMPARE(stream.newest(kRackA1)->rack_power_kw(), 41.25F);
        QCOMPARE(stream.newest(kRackA2)->rack_power_kw(), 38.9005F);

        // The console's own client: a leak event over SSE raises the leak banner for the fed rack.
        auto channel = std::make_shared<BackendChannel>(server.address());
        CoolingStore store;
        AlertsModel alerts; // none open: the fed detectors alone raise the banner
        LeakBanner banner(&store, &alerts);
        TelemetryWatcher telemetry(channel, {QString::fromStdString(kRackA1)}, 1000);
        connect(&telemetry, &TelemetryWatcher::samplesReceived, &store, &CoolingStore::apply);
        telemetry.start();
        QTRY_VERIFY_WITH_TIMEOUT(store.latest(QString::fromStdString(kRackA1)) && vendorA.eventStreams() == 1, 10000);
        QVERIFY(!banner.isActive());
        const QString tray = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1/LeakDetection/LeakDetectors/Tray");
        QFile trayFile(kData + QStringLiteral("/vendor-a") + tray + QStringLiteral("/index.json"));
        QVERIFY(trayFile.open(QIODevice::ReadOnly));
        vendorA.override(tray,
                         trayFile.readAll().replace("\"DetectorState\": \"OK\"", "\"DetectorState\": \"Critical\""));
        vendorA.pushEvent(
            R"({"Events":[{"EventType":"Alert","MessageId":"Environmental.1.0.LeakDetectedCritical",)"
            R"("OriginOfCondition":{"@odata.id":"/redfish/v1/ThermalEquipment/CDUs/1/LeakDetection/LeakDetectors/Tray"}}]})");
        QTRY_VERIFY_WITH_TIMEOUT(banner.isActive(), 8000);
        QVERIFY2(banner.text().contains(QString::fromStdString(kRackA1)), qPrintable(banner.text()));
        QTRY_VERIFY_WITH_TIMEOUT(openAlert(server, "leak/Tray/" + kRackA1), 5000);
        telemetry.stop();

        // Pull CDU 2's plug: within the poll interval plus one its rack is stale and alerted,
        // it leaves the live stream (clients show its age), and CDU 1's rack streams on.
        vendorA.hang(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2"));
        // Interval + timeout + one alert evaluation (2 s), with slack for a loaded machine.
        QTRY_VERIFY_WITH_TIMEOUT(openAlert(server, "cooling/stale/" + kRackA2), 1000 + 400 + 2000 + 3000);
        const int since = stream.batches();
        QTRY_VERIFY_WITH_TIMEOUT(stream.batches() >= since + 2, 5000);
        QVERIFY(stream.newest(kRackA1, since));
        QVERIFY(!stream.newest(kRackA2, since));
        const auto staleAlert =
            server.alerts().alerts([&](const v1::Alert &a) { return a.condition_key() == "cooling/stale/" + kRackA2; });
        QVERIFY2(staleAlert.front().details().find("no answer within 400 ms") != std::string::npos,
                 staleAlert.front().details().c_str());
        QVERIFY(metrics().contains(QStringLiteral("rackops_bridge_state{%1,state=\"degraded\"} 1\n").arg(bridgeA)));

        vendorA.unhang();
        QTRY_VERIFY_WITH_TIMEOUT(!openAlert(server, "cooling/stale/" + kRackA2), 4000 + 2000 + 2000);
        const int back = stream.batches();
        QTRY_VERIFY_WITH_TIMEOUT(stream.newest(kRackA2, back), 5000);
        // A clean stop ends the Redfish session instead of leaving it to time out on the CDU controller.
        QCOMPARE(vendorA.logouts(), 0);
        server.stop();
        QCOMPARE(vendorA.logouts(), 1);
    }

    // #35.4: racks given to Redfish CDUs that hang, answer invalid JSON or fail TLS from the
    // start never show a simulated value: over gRPC and in the console they have no reading
    // and say why, and an alert names each CDU (or service) and its error until it answers.
    void racksOfCdusNeverReadShowNoSimulatedValue()
    {
        RedfishTestServer vendorA(kData + QStringLiteral("/vendor-a"), kData + QStringLiteral("/tls"));
        QVERIFY(vendorA.listen());
        vendorA.hang(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1"));
        vendorA.override(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2"), "{\"Id\": \"2\", \"Name\": ");
        // A port that speaks plain HTTP where the bridge expects TLS: the handshake fails.
        QTcpServer plain;
        QVERIFY(plain.listen(QHostAddress::LocalHost));
        connect(&plain, &QTcpServer::newConnection, &plain, [&plain] {
            while (QTcpSocket *socket = plain.nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                    socket->readAll();
                    socket->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
                });
            }
        });
        const QString tlsService = QStringLiteral("https://127.0.0.1:%1").arg(plain.serverPort());
        const QString cdu1 = vendorA.url() + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1");
        const QString cdu2 = vendorA.url() + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2");
        QFile map(m_dir.filePath(QStringLiteral("never.map")));
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write((cdu1 + QLatin1Char(' ') + QString::fromStdString(kRackA1) + QLatin1Char('\n') + cdu2
                   + QLatin1Char(' ') + QString::fromStdString(kRackA2) + QLatin1Char('\n') + tlsService
                   + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1 ") + QString::fromStdString(kSimulated)
                   + QLatin1Char('\n'))
                      .toUtf8());
        map.close();

        SimConfig config = stillFleet(30);
        config.tickIntervalMs = 250;
        config.redfish.urls = {vendorA.url(), tlsService};
        config.redfish.caFile = kData + QStringLiteral("/tls/ca.pem");
        config.redfish.rackMapFile = map.fileName();
        config.redfish.intervalMs = 1000;
        config.redfish.timeoutMs = 400;
        config.metricsListen = QStringLiteral("127.0.0.1:0");
        SimulatorServer server(config);
        QString error;
        QVERIFY2(server.start(&error), qPrintable(error));

        CoolingStream stream(server.address().toStdString(), {kRackA1, kRackA2, kSimulated});
        const auto why = [&](const std::string &rack) -> std::string {
            const auto s = stream.newest(rack);
            return s && s->has_no_reading() && s->no_reading().params_size() == 1
                ? s->no_reading().params(0).text().code()
                : std::string();
        };
        QTRY_VERIFY_WITH_TIMEOUT(why(kRackA1) == "reading_gap.timed_out" && why(kRackA2) == "reading_gap.invalid_json"
                                     && why(kSimulated) == "reading_gap.tls",
                                 8000);
        for (const std::string &rack : {kRackA1, kRackA2, kSimulated}) {
            const v1::CoolingSample s = *stream.newest(rack);
            // Nothing made up: no reading, no time, no detector, health unknown.
            QVERIFY2(!s.has_supply_temperature_celsius() && !s.has_flow_liters_per_minute() && !s.has_rack_power_kw()
                         && !s.has_sample_time() && s.leak_detectors_size() == 0,
                     s.DebugString().c_str());
            QCOMPARE(s.health(), v1::HEALTH_UNKNOWN);
            QCOMPARE(s.no_reading().code(), std::string("cooling.no_reading"));
        }
        QCOMPARE(stream.newest(kRackA1)->no_reading().english(), std::string("no reading yet (timed out)"));
        QVERIFY2(stream.newest(kRackA1)->no_reading_detail().find(cdu1.toStdString() + ": no answer within 400 ms")
                     != std::string::npos,
                 stream.newest(kRackA1)->no_reading_detail().c_str());
        QVERIFY(stream.newest(kRackA2)->no_reading_detail().find("invalid JSON at byte") != std::string::npos);

        // An alert per source never read, naming it and the error; and the racks' own stale alerts.
        const auto unread = [&](const QString &source) {
            const auto found = server.alerts().alerts([&](const v1::Alert &a) {
                return a.condition_key() == "cooling/redfish_unread/" + source.toStdString()
                    && a.state() != v1::ALERT_STATE_RESOLVED;
            });
            return found.empty() ? std::optional<v1::Alert>() : std::optional<v1::Alert>(found.front());
        };
        QTRY_VERIFY_WITH_TIMEOUT(unread(cdu1) && unread(cdu2) && unread(tlsService), 8000);
        QCOMPARE(unread(cdu1)->summary(), "No cooling reading yet from " + cdu1.toStdString() + " (timed out)");
        QVERIFY2(unread(cdu2)->details().find("invalid JSON") != std::string::npos, unread(cdu2)->details().c_str());
        QCOMPARE(unread(tlsService)->summary(),
                 "No cooling reading yet from " + tlsService.toStdString() + " (TLS failed)");
        QTRY_VERIFY_WITH_TIMEOUT(openAlert(server, "cooling/stale/" + kSimulated), 5000);
        const auto rackAlert = server.alerts().alerts([&](const v1::Alert &a) {
            return a.condition_key() == "cooling/stale/" + kRackA1 && a.state() != v1::ALERT_STATE_RESOLVED;
        });
        QVERIFY(!rackAlert.empty());
        QVERIFY2(rackAlert.front().details().find(cdu1.toStdString()) == 0, rackAlert.front().details().c_str());
        // Each CDU's health on /metrics: not connected, never read, what failed.
        QNetworkAccessManager network;
        QNetworkReply *reply = network.get(QNetworkRequest(QUrl(server.metricsUrl())));
        QVERIFY(QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000));
        const QString metrics = QString::fromUtf8(reply->readAll());
        delete reply;
        const QString cdu1Labels = QStringLiteral("bridge=\"redfish_cdu\",target=\"%1\"").arg(cdu1);
        QVERIFY2(metrics.contains(QStringLiteral("rackops_bridge_up{%1} 0\n").arg(cdu1Labels)), qPrintable(metrics));
        QVERIFY(metrics.contains(QStringLiteral("rackops_bridge_state{%1,state=\"timeout\"} 1\n").arg(cdu1Labels)));
        QVERIFY(
            metrics.contains(QStringLiteral("rackops_bridge_last_success_timestamp_seconds{%1} 0\n").arg(cdu1Labels)));
        QVERIFY(metrics.contains(
            QStringLiteral("rackops_bridge_state{bridge=\"redfish_cdu\",target=\"%1\",state=\"invalid_json\"} 1\n")
                .arg(cdu2)));

        // The console's client: the board says why, with no figure.
        auto channel = std::make_shared<BackendChannel>(server.address());
        CoolingStore store;
        TelemetryWatcher telemetry(channel, {QString::fromStdString(kRackA1)}, 1000);
        connect(&telemetry, &TelemetryWatcher::samplesReceived, &store, &CoolingStore::apply);
        telemetry.start();
        QTRY_VERIFY_WITH_TIMEOUT(store.latest(QString::fromStdString(kRackA1)), 8000);
        const CoolingSample *shown = store.latest(QString::fromStdString(kRackA1));
        QCOMPARE(shown->noReading, QStringLiteral("no reading yet (timed out)"));
        QVERIFY(shown->noReadingDetail.startsWith(QStringLiteral("GET ") + cdu1));
        QVERIFY(std::isnan(shown->value(CoolingReading::SupplyTemperature)));

        // CDU 1 answers: real readings, and its alert resolves.
        vendorA.unhang();
        QTRY_VERIFY_WITH_TIMEOUT(stream.newest(kRackA1)->has_supply_temperature_celsius(), 4000 + 4000);
        QCOMPARE(stream.newest(kRackA1)->supply_temperature_celsius(), 31.5F);
        QTRY_VERIFY_WITH_TIMEOUT(!unread(cdu1), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!store.latest(QString::fromStdString(kRackA1))->hasNoReading(), 5000);
        QVERIFY(unread(cdu2) && unread(tlsService));
        telemetry.stop();
        server.stop();
    }

    // Real readings happen in real time: a faster simulated clock would make them look old.
    void redfishWithAnotherTimeScaleRefusesToStart()
    {
        SimConfig config = stillFleet(30);
        config.tickIntervalMs = 250;
        config.timeScale = 60;
        config.redfish.urls = {QStringLiteral("https://127.0.0.1:1")};
        SimulatorServer server(config);
        QString error;
        QVERIFY(!server.start(&error));
        QCOMPARE(error, QStringLiteral("--redfish needs --time-scale 1: real readings happen in real time"));
    }

    void rackMapNamingAnUnknownRackRefusesToStart()
    {
        QFile map(m_dir.filePath(QStringLiteral("unknown.map")));
        QVERIFY(map.open(QIODevice::WriteOnly));
        map.write("/redfish/v1/ThermalEquipment/CDUs/1 NOPE-H9-R99-99\n");
        map.close();
        SimConfig config = stillFleet(30);
        config.redfish.urls = {QStringLiteral("https://127.0.0.1:1")};
        config.redfish.rackMapFile = map.fileName();
        SimulatorServer server(config);
        QString error;
        QVERIFY(!server.start(&error));
        QVERIFY2(error.endsWith(QLatin1String("unknown.map: rack NOPE-H9-R99-99 is not in the fleet")),
                 qPrintable(error));
    }
};

QTEST_MAIN(TestRedfishFeed)
#include "tst_redfishfeed.moc"
