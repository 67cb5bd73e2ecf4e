// The Redfish bridge against a real HTTPS Redfish service in-process
// (RedfishTestServer serving the mockups of tests/data/redfish): TLS with a
// CA file, sessions, re-login and logout, basic auth, paging, a hung CDU, SSE
// leak events, malformed JSON, CDUs added and removed, rack power from a PDU
// and a rack chassis, and options that are wrong.
#include "redfishbridge.h"
#include "redfishconnection.h"
#include "redfishcoolingstore.h"
#include "redfishservice.h"
#include "redfishtestserver.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <optional>

using namespace rackops;
using namespace rackops::redfish;
using rackops::test::RedfishTestServer;

namespace {

const QString kData = QStringLiteral(RACKOPS_TEST_DATA "/redfish");
const QString kTls = kData + QStringLiteral("/tls");
const char *const kRackA1 = "PHX1-H1-R01-01"; // vendor A, CDU 1 (connector placement)
const char *const kRackA2 = "PHX1-H1-R01-02"; // vendor A, CDU 2 (CDU placement, on the second page)

// A bridge on a temporary directory's files and, unless made without a
// vendor, a RedfishTestServer on that vendor's mockups, listening.
struct Harness {
    QTemporaryDir dir;
    std::unique_ptr<RedfishTestServer> server;
    std::shared_ptr<RedfishCoolingStore> store = std::make_shared<RedfishCoolingStore>();
    std::unique_ptr<RedfishBridge> bridge;
    bool authenticates = true;

    Harness() = default;
    // `password` is what the service takes; the bridge always sends "s3cret pass".
    explicit Harness(const char *vendor, RedfishTestServer::Auth auth = RedfishTestServer::Auth::None,
                     const QString &password = QStringLiteral("s3cret pass"))
        : server(std::make_unique<RedfishTestServer>(kData + QLatin1Char('/') + QLatin1String(vendor), kTls))
        , authenticates(auth != RedfishTestServer::Auth::None)
    {
        if (!server->listen())
            qFatal("the test Redfish service cannot listen");
        if (authenticates)
            server->requireAuth(auth, QStringLiteral("noc"), password);
    }

    // Written for the owner only, as a password file must be.
    QString file(const QString &name, const QByteArray &content)
    {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size()
            || !f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
            qFatal("cannot write %s", qPrintable(f.fileName()));
        return f.fileName();
    }

    // For the harness's service (or `urls`): its CA, and an account when it asks for one.
    RedfishBridgeOptions options(const QStringList &urls = {})
    {
        RedfishBridgeOptions o;
        o.urls = urls.isEmpty() && server ? QStringList {server->url()} : urls;
        o.caFile = kTls + QStringLiteral("/ca.pem");
        if (authenticates) {
            o.user = QStringLiteral("noc");
            o.passwordFile = file(QStringLiteral("password"), "s3cret pass\n");
        }
        o.intervalMs = 1000;
        o.timeoutMs = 400;
        return o;
    }

    bool start() { return start(options()); }
    bool start(const RedfishBridgeOptions &o)
    {
        QString error;
        bridge = RedfishBridge::create(o, store, &error);
        if (!bridge) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        bridge->start();
        return true;
    }
    RedfishService *service() const { return bridge->services().front(); }

    bool fresh(const char *rack) const
    {
        const auto feed = store->rack(rack);
        return feed && !feed->stale && feed->lastReadMs > 0;
    }
    std::int64_t lastRead(const char *rack) const
    {
        const auto feed = store->rack(rack);
        return feed ? feed->lastReadMs : 0;
    }
    std::optional<float> power(const char *rack) const
    {
        const auto feed = store->rack(rack);
        return feed && feed->sample.has_rack_power_kw() ? std::optional<float>(feed->sample.rack_power_kw())
                                                        : std::nullopt;
    }
};

QByteArray readMockup(const QString &vendor, const QString &uri)
{
    QFile file(kData + QLatin1Char('/') + vendor + uri + QStringLiteral("/index.json"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The process's peak resident memory (VmHWM) in bytes, after `resetPeak` its growth from there.
qint64 peakRssBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong() * 1024;
    }
    return -1;
}

bool resetPeakRss()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    return clear.open(QIODevice::WriteOnly) && clear.write("5") == 1;
}

// A service of `cdus` CDUs (ids as given), each with one secondary connector
// placed at rack "R-<id>" reading 30 °C supply, written as DMTF's mockups are.
QString writeCduService(const QTemporaryDir &dir, const QStringList &cdus)
{
    const auto put = [&dir](const QString &path, const QByteArray &json) {
        QDir().mkpath(dir.filePath(QStringLiteral("svc") + path));
        QFile file(dir.filePath(QStringLiteral("svc") + path + QStringLiteral("/index.json")));
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
            qFatal("cannot write the mockup");
    };
    put(QStringLiteral("/redfish/v1"),
        R"({"@odata.id":"/redfish/v1","ThermalEquipment":{"@odata.id":"/redfish/v1/ThermalEquipment"}})");
    put(QStringLiteral("/redfish/v1/ThermalEquipment"),
        R"({"@odata.id":"/redfish/v1/ThermalEquipment","CDUs":{"@odata.id":"/redfish/v1/ThermalEquipment/CDUs"}})");
    QByteArray members;
    for (const QString &id : cdus) {
        const QByteArray cdu = "/redfish/v1/ThermalEquipment/CDUs/" + id.toUtf8();
        members += (members.isEmpty() ? "" : ",") + QByteArray(R"({"@odata.id":")") + cdu + "\"}";
        put(QString::fromUtf8(cdu),
            R"({"@odata.id":")" + cdu + R"(","Id":")" + id.toUtf8() + R"(","SecondaryCoolantConnectors":{"@odata.id":")"
                + cdu + R"(/SecondaryCoolantConnectors"}})");
        put(QString::fromUtf8(cdu) + QStringLiteral("/SecondaryCoolantConnectors"),
            R"({"Members":[{"@odata.id":")" + cdu + R"(/SecondaryCoolantConnectors/1"}]})");
        put(QString::fromUtf8(cdu) + QStringLiteral("/SecondaryCoolantConnectors/1"),
            R"({"@odata.id":")" + cdu + R"(/SecondaryCoolantConnectors/1","Id":"1","Location":{"Placement":{"Rack":"R-)"
                + id.toUtf8() + R"("}},"SupplyTemperatureCelsius":{"Reading":30.0}})");
    }
    put(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs"), "{\"Members\":[" + members + "]}");
    return dir.filePath(QStringLiteral("svc"));
}

} // namespace

class TestRedfishBridge : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void sessionLoginPagingAndReadings()
    {
        Harness h("vendor-a", RedfishTestServer::Auth::Session);
        RedfishTestServer &server = *h.server;
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1) && h.fresh(kRackA2), 10000);
        // The second CDU is on the collection's second page.
        QCOMPARE(server.requestCount(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs")), 2);
        QCOMPARE(server.logins(), 1);
        QCOMPARE(server.basicAuthWithSessions(), 0); // the password went only to the login
        const auto a1 = h.store->rack(kRackA1)->sample;
        QCOMPARE(a1.supply_temperature_celsius(), 31.5F);
        QCOMPARE(a1.delta_pressure_kpa(), 38.0F);
        QCOMPARE(a1.pump_speed_percent(), 62.0F);
        QCOMPARE(a1.valve_position_percent(), 64.0F);
        QCOMPARE(a1.leak_detectors_size(), 2);
        QVERIFY(h.store->rack(kRackA1)->source.endsWith(QLatin1String("/redfish/v1/ThermalEquipment/CDUs/1")));
    }

    void expiredSessionLogsInAgain()
    {
        Harness h("vendor-a", RedfishTestServer::Auth::Session);
        RedfishTestServer &server = *h.server;
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1), 10000);
        const std::int64_t before = h.lastRead(kRackA1);
        server.forgetSessions(); // the service restarted: every token is refused with 401
        QTRY_VERIFY_WITH_TIMEOUT(h.lastRead(kRackA1) > before && h.fresh(kRackA1), 10000);
        QVERIFY(server.unauthorized() > 0);
        QCOMPARE(server.logins(), 2); // one new session serves every request that was refused
    }

    void refusalOfAnOldSessionAfterTheNewLoginLogsInNoMore()
    {
        // Two requests in flight when the service restarts: the second's 401 arrives after the
        // first has logged in again. It was sent with the old token, so it is repeated with the
        // new one; clearing the new token would log in a third time (and, under load, again).
        RedfishTestServer server(kData + QStringLiteral("/vendor-a"), kTls);
        QVERIFY(server.listen());
        server.requireAuth(RedfishTestServer::Auth::Session, QStringLiteral("noc"), QStringLiteral("s3cret pass"));
        RedfishConnection::Settings settings;
        settings.service = QUrl(server.url());
        settings.caCertificates = QSslCertificate::fromPath(kTls + QStringLiteral("/ca.pem"));
        settings.user = QStringLiteral("noc");
        settings.password = QStringLiteral("s3cret pass");
        RedfishConnection connection(settings);
        connection.useSessions(QStringLiteral("/redfish/v1/SessionService/Sessions"));
        QObject context;
        std::optional<RedfishReply> first;
        connection.get(QStringLiteral("/redfish/v1/Chassis"), &context, [&](const RedfishReply &r) { first = r; });
        QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 10000);
        QVERIFY2(first->ok(), qPrintable(first->error));
        QCOMPARE(server.logins(), 1);

        server.hold(QStringLiteral("/redfish/v1/ThermalEquipment"));
        std::optional<RedfishReply> late;
        connection.get(QStringLiteral("/redfish/v1/ThermalEquipment"), &context,
                       [&](const RedfishReply &r) { late = r; });
        QTRY_COMPARE_WITH_TIMEOUT(server.heldRequests(), 1, 10000);
        server.forgetSessions();
        std::optional<RedfishReply> early;
        connection.get(QStringLiteral("/redfish/v1/Chassis"), &context, [&](const RedfishReply &r) { early = r; });
        QTRY_VERIFY_WITH_TIMEOUT(early.has_value(), 10000);
        QVERIFY2(early->ok(), qPrintable(early->error));
        QCOMPARE(server.logins(), 2);

        server.release(); // the old token's request is refused now
        QTRY_VERIFY_WITH_TIMEOUT(late.has_value(), 10000);
        QVERIFY2(late->ok(), qPrintable(late->error));
        QCOMPARE(server.logins(), 2);
        QVERIFY(connection.hasSession());
    }

    void wrongPasswordIsAClearError()
    {
        Harness h("vendor-a", RedfishTestServer::Auth::Session, QStringLiteral("other"));
        QVERIFY(h.start());
        QSignalSpy failed(h.service(), &RedfishService::discoveryFailed);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10000);
        const QString error = failed.front().front().toString();
        QVERIFY2(error.contains(QLatin1String("login at")) && error.contains(QLatin1String("as noc: HTTP 401")),
                 qPrintable(error));
    }

    void basicAuthRackMapNullsAndDetectorPaging()
    {
        Harness h("vendor-b", RedfishTestServer::Auth::Basic);
        RedfishTestServer &server = *h.server;
        RedfishBridgeOptions o = h.options();
        o.rackMapFile = kData + QStringLiteral("/vendor-b.rackmap");
        QVERIFY(h.start(o));
        // The map's racks are fed (stale) before the first reading.
        QVERIFY(h.store->feeds("PHX2-H1-R01-03"));
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh("PHX2-H1-R01-01") && h.fresh("PHX2-H1-R01-02") && h.fresh("PHX2-H1-R01-03"),
                                 10000);
        QCOMPARE(server.unauthorized(), 0);
        QCOMPARE(h.store->rack("PHX2-H1-R01-01")->sample.delta_pressure_kpa(), 40.0F);
        const auto shared = h.store->rack("PHX2-H1-R01-03")->sample;
        QVERIFY(!shared.has_flow_liters_per_minute());
        QVERIFY(!shared.has_supply_temperature_celsius());
        QCOMPARE(shared.leak_detectors_size(), 3); // LD1 on page 1, LD2 and LD3 on page 2
        QCOMPARE(shared.leak_detectors(1).state(), v1::LEAK_DETECTOR_STATE_WARNING);
        QCOMPARE(shared.leak_detectors(2).state(), v1::LEAK_DETECTOR_STATE_ABSENT);
    }

    void hungCduGoesStaleWhileTheOtherStaysFresh()
    {
        Harness h("vendor-a");
        RedfishTestServer &server = *h.server;
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1) && h.fresh(kRackA2), 10000);
        const auto lastGood = h.store->rack(kRackA2)->sample;
        server.hang(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2"));
        // Within the interval plus the timeout the silent CDU's rack is stale, with the reason
        // (plus slack for a loaded CI machine).
        QTRY_VERIFY_WITH_TIMEOUT(h.store->rack(kRackA2)->stale, 1000 + 400 + 2500);
        const auto stale = *h.store->rack(kRackA2);
        QVERIFY2(stale.problem.contains(QLatin1String("no answer within 400 ms")), qPrintable(stale.problem));
        QCOMPARE(stale.sample.supply_temperature_celsius(), lastGood.supply_temperature_celsius()); // kept, not zeroed
        // The other CDU keeps being read meanwhile.
        const std::int64_t before = h.lastRead(kRackA1);
        QTRY_VERIFY_WITH_TIMEOUT(h.lastRead(kRackA1) > before, 5000);
        QVERIFY(h.fresh(kRackA1));
        QVERIFY(h.store->rack(kRackA2)->stale);
        // It answers again: fresh after at most the longest backoff.
        server.unhang();
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA2), 4 * 1000 + 4000);
    }

    void leakEventOverSsePollsAtOnce()
    {
        Harness h("vendor-a", RedfishTestServer::Auth::Session);
        RedfishTestServer &server = *h.server;
        RedfishBridgeOptions o = h.options();
        o.intervalMs = 600'000; // polling alone would not see the leak during this test
        o.rediscoverMs = o.intervalMs;
        QVERIFY(h.start(o));
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1) && server.eventStreams() == 1, 10000);
        QCOMPARE(h.store->rack(kRackA1)->sample.leak_detectors(0).state(), v1::LEAK_DETECTOR_STATE_OK);

        const QString tray = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1/LeakDetection/LeakDetectors/Tray");
        QByteArray leaking = readMockup(QStringLiteral("vendor-a"), tray);
        leaking.replace("\"DetectorState\": \"OK\"", "\"DetectorState\": \"Critical\"");
        QVERIFY(leaking.contains("Critical"));
        server.override(tray, leaking);
        server.pushEvent(
            R"({"@odata.type":"#Event.v1_7_0.Event","Id":"1","Name":"Leak","Events":[{"EventType":"Alert",)"
            R"("MessageId":"Environmental.1.0.LeakDetectedCritical","Severity":"Critical",)"
            R"("OriginOfCondition":{"@odata.id":"/redfish/v1/ThermalEquipment/CDUs/1/LeakDetection/LeakDetectors/Tray"}}]})");
        QTRY_COMPARE_WITH_TIMEOUT(h.store->rack(kRackA1)->sample.leak_detectors(0).state(),
                                  v1::LEAK_DETECTOR_STATE_CRITICAL, 5000);
        QCOMPARE(h.store->rack(kRackA1)->sample.health(), v1::HEALTH_CRITICAL);
        // Only the CDU the event names was polled again.
        QCOMPARE(server.requestCount(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2")), 1);
    }

    void malformedJsonIsAClearErrorAndLosesNothing()
    {
        Harness h("vendor-a");
        RedfishTestServer &server = *h.server;
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1), 10000);
        const QString connector = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1/SecondaryCoolantConnectors/1");
        server.override(connector, R"({"Id": "1", "SupplyTemperatureCelsius": {"Reading": 31.)");
        QTRY_VERIFY_WITH_TIMEOUT(h.store->rack(kRackA1)->stale, 5000);
        const auto feed = *h.store->rack(kRackA1);
        QVERIFY2(feed.problem.contains(server.url() + connector)
                     && feed.problem.contains(QLatin1String("invalid JSON at byte")),
                 qPrintable(feed.problem));
        QCOMPARE(feed.sample.supply_temperature_celsius(), 31.5F); // the last good reading stays
        QVERIFY(h.fresh(kRackA2));
        server.clearOverride(connector);
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1), 8000);
    }

    void serviceWithoutTheRightCaIsRefused()
    {
        Harness h("vendor-a");
        RedfishBridgeOptions o = h.options();
        o.caFile = kTls + QStringLiteral("/server.pem"); // a certificate, but not the one that signed the server's
        QVERIFY(h.start(o));
        QSignalSpy failed(h.service(), &RedfishService::discoveryFailed);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 5000);
        QCOMPARE(h.server->requestCount(QStringLiteral("/redfish/v1")), 0); // nothing was sent over the untrusted link
        QVERIFY(!h.store->feeds(kRackA1));
    }

    void cdusAddedAndRemovedArePickedUpWithoutARestart()
    {
        Harness h("vendor-a");
        RedfishTestServer &server = *h.server;
        const QString cdus = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs");
        const QByteArray onlyCdu1 = R"({"@odata.id": "/redfish/v1/ThermalEquipment/CDUs", "Members@odata.count": 1,
                                        "Members": [{"@odata.id": "/redfish/v1/ThermalEquipment/CDUs/1"}]})";
        server.override(cdus, onlyCdu1);
        RedfishBridgeOptions o = h.options();
        o.rediscoverMs = 1000;
        QVERIFY(h.start(o));
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1), 10000);
        QVERIFY(!h.store->feeds(kRackA2));
        QCOMPARE(h.service()->pollers().size(), 1);

        // A CDU added on the service: polled from the next listing on.
        server.clearOverride(cdus);
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA2), 1000 + 5000);
        QCOMPARE(h.service()->pollers().size(), 2);

        // Taken away again: its rack goes stale with the reason, keeping its last readings; the other reads on.
        server.override(cdus, onlyCdu1);
        QTRY_VERIFY_WITH_TIMEOUT(h.store->rack(kRackA2)->stale, 1000 + 5000);
        const auto gone = *h.store->rack(kRackA2);
        QVERIFY2(gone.problem.contains(QLatin1String("/redfish/v1/ThermalEquipment/CDUs/2 is no longer listed in ")),
                 qPrintable(gone.problem));
        QVERIFY(gone.sample.has_supply_temperature_celsius());
        QCOMPARE(h.service()->pollers().size(), 1);
        const int polls = server.requestCount(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2"));
        const std::int64_t before = h.lastRead(kRackA1);
        QTRY_VERIFY_WITH_TIMEOUT(h.lastRead(kRackA1) > before, 5000);
        QVERIFY(h.fresh(kRackA1));
        QCOMPARE(server.requestCount(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2")), polls);
    }

    void stoppingEndsTheSession()
    {
        Harness h("vendor-a", RedfishTestServer::Auth::Session);
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1) && h.server->eventStreams() == 1, 10000);
        QCOMPARE(h.server->logouts(), 0);
        h.bridge->stop(2000);
        QCOMPARE(h.server->logouts(), 1); // DELETE on the session the login named, with its token
        QCOMPARE(h.server->logins(), 1); // and nothing asked afterwards logged in again
        // Waits for something not to happen, which takes time on purpose: longer than the poll interval
        // (1 s), so a poller still running after stop() would have logged in again.
        QTest::qWait(1500);
        QCOMPARE(h.server->logins(), 1);
    }

    void stoppingWithoutASessionSendsNothing()
    {
        Harness h("vendor-b", RedfishTestServer::Auth::Basic);
        RedfishBridgeOptions o = h.options();
        o.rackMapFile = kData + QStringLiteral("/vendor-b.rackmap");
        QVERIFY(h.start(o));
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh("PHX2-H1-R01-01"), 10000);
        QElapsedTimer timer;
        timer.start();
        h.bridge->stop(2000);
        QVERIFY(timer.elapsed() < 1000); // nothing to wait for
        QCOMPARE(h.server->logouts(), 0);
    }

    void rackPowerFromAPduAndARackChassis()
    {
        Harness h("vendor-a");
        RedfishTestServer &server = *h.server;
        QVERIFY(h.start());
        // PowerDistributionMetrics.PowerWatts of the rack PDU placed at A1; EnvironmentMetrics of A2's
        // rack chassis (the CDU's own chassis, of type Component, is not a rack's power).
        QTRY_VERIFY_WITH_TIMEOUT(h.power(kRackA1) && h.power(kRackA2), 10000);
        QCOMPARE(*h.power(kRackA1), 41.25F);
        QCOMPARE(*h.power(kRackA2), 38.9005F);
        QCOMPARE(h.service()->powerPollers().size(), 2);
        QCOMPARE(server.requestCount(QStringLiteral("/redfish/v1/Chassis/CDU2/EnvironmentMetrics")), 0);
        // Every later cooling reading carries it.
        const std::int64_t before = h.lastRead(kRackA1);
        QTRY_VERIFY_WITH_TIMEOUT(h.lastRead(kRackA1) > before, 5000);
        QCOMPARE(*h.power(kRackA1), 41.25F);

        // The PDU stops answering: the rack's power is missing, not its last figure; its cooling reads on.
        server.hang(QStringLiteral("/redfish/v1/PowerEquipment/RackPDUs/1"));
        QTRY_VERIFY_WITH_TIMEOUT(!h.power(kRackA1), 1000 + 400 + 3000);
        QVERIFY(h.fresh(kRackA1));
        QCOMPARE(*h.power(kRackA2), 38.9005F);
        server.unhang();
        QTRY_VERIFY_WITH_TIMEOUT(h.power(kRackA1), 2 * 1000 + 4000);
    }

    // Links in the service's answers that lead to another origin (here: the same host, another
    // port) are never followed: neither the login's password nor any Authorization reaches it.
    void aSessionsLinkToAnotherOriginGetsNoPassword()
    {
        QTcpServer elsewhere;
        QVERIFY(elsewhere.listen(QHostAddress::LocalHost));
        int connections = 0;
        connect(&elsewhere, &QTcpServer::newConnection, this, [&connections] { ++connections; });
        const QByteArray other = "https://127.0.0.1:" + QByteArray::number(elsewhere.serverPort());
        Harness h("vendor-a", RedfishTestServer::Auth::Session);
        QByteArray root = readMockup(QStringLiteral("vendor-a"), QStringLiteral("/redfish/v1"));
        QVERIFY(root.contains("\"/redfish/v1/SessionService/Sessions\""));
        root.replace("\"/redfish/v1/SessionService/Sessions\"", "\"" + other + "/redfish/v1/SessionService/Sessions\"");
        h.server->override(QStringLiteral("/redfish/v1"), root);
        QVERIFY(h.start());
        QSignalSpy failed(h.service(), &RedfishService::discoveryFailed);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 10000);
        const QString error = failed.front().front().toString();
        QVERIFY2(error.contains(QLatin1String("leads off the configured service"))
                     && error.contains(QString::fromUtf8(other)),
                 qPrintable(error));
        QTest::qWait(300);
        QCOMPARE(connections, 0);
        QCOMPARE(h.server->logins(), 0);
    }

    void aMemberOnAnotherOriginIsRefusedAndTheRestIsRead()
    {
        QTcpServer elsewhere;
        QVERIFY(elsewhere.listen(QHostAddress::LocalHost));
        int connections = 0;
        connect(&elsewhere, &QTcpServer::newConnection, this, [&connections] { ++connections; });
        const QByteArray other = "https://127.0.0.1:" + QByteArray::number(elsewhere.serverPort());
        Harness h("vendor-a", RedfishTestServer::Auth::Session);
        const QString cdus = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs");
        // One page (an override answers every page of its path): CDU 1 elsewhere, CDU 2 here.
        const QByteArray collection =
            "{\"@odata.id\": \"/redfish/v1/ThermalEquipment/CDUs\", \"Members@odata.count\": 2, "
            "\"Members\": [{\"@odata.id\": \""
            + other
            + "/redfish/v1/ThermalEquipment/CDUs/1\"}, "
              "{\"@odata.id\": \"/redfish/v1/ThermalEquipment/CDUs/2\"}]}";
        h.server->override(cdus, collection);
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA2), 10000); // the CDU on the service is read
        QTest::qWait(300);
        QCOMPARE(connections, 0);
        QVERIFY(!h.fresh(kRackA1));
    }

    // #35.5: an answer far larger than any Redfish resource is aborted as it
    // arrives, with and without a Content-Length; the process does not grow by its size.
    void aHugeAnswerIsRefusedAndMemoryStaysBounded_data()
    {
        QTest::addColumn<bool>("withLength");
        QTest::newRow("Content-Length") << true;
        QTest::newRow("streamed without a length") << false;
    }
    void aHugeAnswerIsRefusedAndMemoryStaysBounded()
    {
        QFETCH(bool, withLength);
        Harness h("vendor-a");
        RedfishTestServer &server = *h.server;
        const QString connector = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1/SecondaryCoolantConnectors/1");
        constexpr qint64 kHuge = 50 * 1024 * 1024;
        server.serveHuge(connector, kHuge, withLength);
        RedfishBridgeOptions o = h.options();
        o.rackMapFile = h.file(QStringLiteral("a1.map"), "/redfish/v1/ThermalEquipment/CDUs/1 PHX1-H1-R01-01\n");
        QVERIFY(resetPeakRss());
        const qint64 before = peakRssBytes();
        QVERIFY(h.start(o));
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA2) && h.store->rack(kRackA1) && h.store->rack(kRackA1)->stale
                                     && h.store->rack(kRackA1)->failure == RedfishFailure::TooLarge,
                                 10000);
        const auto feed = *h.store->rack(kRackA1);
        QCOMPARE(feed.lastReadMs, std::int64_t(0));
        QVERIFY2(feed.problem.contains(server.url() + connector)
                     && feed.problem.contains(QLatin1String("larger than 4 MiB")),
                 qPrintable(feed.problem));
        // The CDU's own health says so.
        const auto sources = h.store->sources();
        const auto cdu1 = std::find_if(sources.begin(), sources.end(), [&](const RedfishSourceHealth &s) {
            return s.source == server.url() + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1");
        });
        QVERIFY(cdu1 != sources.end());
        QVERIFY(!cdu1->connected);
        QCOMPARE(cdu1->failure, RedfishFailure::TooLarge);
        const qint64 grown = peakRssBytes() - before;
        qInfo("peak RSS grew by %.1f MiB for a %lld MiB answer", double(grown) / (1024 * 1024), kHuge / (1024 * 1024));
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
        // AddressSanitizer keeps freed memory in quarantine rather than reuse it, so every chunk that
        // passed through counts (about the answer's size); ThreadSanitizer's shadow of every chunk
        // touched counts the same way. Reading the answer whole cost over 4 times it.
        constexpr qint64 kBound = 2 * kHuge;
#else
        constexpr qint64 kBound = 24 * 1024 * 1024;
#endif
        QVERIFY2(grown < kBound, qPrintable(QString::number(grown)));
    }

    // #35.5: twelve hung CDUs on one host + three healthy ones: each CDU has
    // its own connections, so the healthy ones read on time every interval.
    void hungCdusDoNotStarveTheHealthyOnes()
    {
        QTemporaryDir dir;
        QStringList ids;
        for (int i = 1; i <= 12; ++i)
            ids.append(QStringLiteral("Hung%1").arg(i, 2, 10, QLatin1Char('0')));
        const QStringList healthy {QStringLiteral("Ok1"), QStringLiteral("Ok2"), QStringLiteral("Ok3")};
        ids += healthy; // listed last: before, the hung ones took every connection first
        Harness h;
        h.server = std::make_unique<RedfishTestServer>(writeCduService(dir, ids), kTls);
        QVERIFY(h.server->listen());
        h.authenticates = false;
        for (int i = 1; i <= 12; ++i)
            h.server->hang(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/Hung%1").arg(i, 2, 10, QLatin1Char('0')));
        RedfishBridgeOptions o = h.options();
        o.intervalMs = 1000;
        o.timeoutMs = 5000; // hung requests hold their connections this long
        QElapsedTimer clock;
        clock.start();
        QVERIFY(h.start(o));
        const auto allFresh = [&] {
            return std::all_of(healthy.begin(), healthy.end(),
                               [&](const QString &id) { return h.fresh(qPrintable(QStringLiteral("R-") + id)); });
        };
        QTRY_VERIFY_WITH_TIMEOUT(allFresh(), 3000);
        const qint64 firstReadMs = clock.elapsed();
        qInfo("3 healthy CDUs beside 12 hung ones read after %lld ms", firstReadMs);
        QVERIFY2(firstReadMs < 2000, qPrintable(QString::number(firstReadMs)));
        // And every interval after, while the hung ones still hang.
        std::vector<std::int64_t> before;
        for (const QString &id : healthy)
            before.push_back(h.lastRead(qPrintable(QStringLiteral("R-") + id)));
        QTRY_VERIFY_WITH_TIMEOUT(h.lastRead("R-Ok1") > before[0] && h.lastRead("R-Ok2") > before[1]
                                     && h.lastRead("R-Ok3") > before[2],
                                 2500);
        QVERIFY(!h.store->feeds("R-Hung01")); // never read: placed by nothing yet
    }

    // #35.4: a CDU that hangs and one that answers invalid JSON, each from the
    // start: their mapped racks have no reading, are stale with the bridge's
    // error naming the CDU, and each CDU's health says what failed.
    void cdusNeverReadSayWhy()
    {
        Harness a("vendor-a");
        RedfishBridgeOptions o = a.options();
        o.rackMapFile = a.file(QStringLiteral("never.map"),
                               "/redfish/v1/ThermalEquipment/CDUs/1   NEVER-HUNG\n"
                               "/redfish/v1/ThermalEquipment/CDUs/2   NEVER-JSON\n");
        const QString cdu1 = a.server->url() + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1");
        const QString cdu2 = a.server->url() + QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2");
        a.server->hang(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1"));
        a.server->override(QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/2"), "{\"Id\": \"2\", ");
        QVERIFY(a.start(o));
        // Before any failure: no reading yet, connecting.
        QVERIFY(a.store->rack("NEVER-HUNG")->stale);
        QCOMPARE(a.store->rack("NEVER-HUNG")->failure, RedfishFailure::None);
        const auto is = [&](const char *rack, RedfishFailure failure) {
            const auto feed = a.store->rack(rack);
            return feed && feed->stale && feed->lastReadMs == 0 && feed->failure == failure;
        };
        QTRY_VERIFY_WITH_TIMEOUT(
            is("NEVER-HUNG", RedfishFailure::Timeout) && is("NEVER-JSON", RedfishFailure::InvalidJson), 5000);
        QVERIFY2(a.store->rack("NEVER-HUNG")->problem.contains(cdu1 + QStringLiteral(": no answer within 400 ms")),
                 qPrintable(a.store->rack("NEVER-HUNG")->problem));
        QCOMPARE(a.store->rack("NEVER-HUNG")->source, cdu1);
        QVERIFY2(a.store->rack("NEVER-JSON")->problem.contains(cdu2 + QStringLiteral(": invalid JSON")),
                 qPrintable(a.store->rack("NEVER-JSON")->problem));
        QCOMPARE(a.store->rack("NEVER-JSON")->source, cdu2);
        QVERIFY(!a.store->rack("NEVER-JSON")->sample.has_supply_temperature_celsius()); // nothing read, nothing made up
        const auto sources = a.store->sources();
        const auto health = [&](const QString &source) {
            const auto it = std::find_if(sources.begin(), sources.end(),
                                         [&](const RedfishSourceHealth &s) { return s.source == source; });
            return it == sources.end() ? RedfishSourceHealth() : *it;
        };
        QCOMPARE(health(cdu1).failure, RedfishFailure::Timeout);
        QCOMPARE(health(cdu1).lastGoodMs, std::int64_t(0));
        QVERIFY(health(cdu1).failingSinceMs > 0);
        QCOMPARE(health(cdu2).failure, RedfishFailure::InvalidJson);
        QVERIFY(health(a.server->url()).connected);
    }

    // #35.4: a service whose TLS fails from the start: the racks mapped to it
    // say so, naming the service and the TLS error.
    void aServiceFailingTlsFromTheStartSaysSo()
    {
        Harness h("vendor-b");
        RedfishBridgeOptions o = h.options();
        o.caFile = kTls + QStringLiteral("/server.pem"); // not the CA that signed the server's certificate
        o.rackMapFile = kData + QStringLiteral("/vendor-b.rackmap");
        QVERIFY(h.start(o));
        QTRY_VERIFY_WITH_TIMEOUT(h.store->rack("PHX2-H1-R01-02")->failure == RedfishFailure::Tls, 5000);
        const auto feed = *h.store->rack("PHX2-H1-R01-02");
        QVERIFY(feed.stale && feed.lastReadMs == 0);
        QCOMPARE(feed.source, h.server->url());
        QVERIFY2(feed.problem.startsWith(QStringLiteral("GET %1/redfish/v1: ").arg(h.server->url())),
                 qPrintable(feed.problem));
        QCOMPARE(h.store->rack("PHX2-H1-R01-01")->failure, RedfishFailure::Tls); // the cooling loop's rack too
        QCOMPARE(h.server->requestCount(QStringLiteral("/redfish/v1")), 0);
        QCOMPARE(h.store->sources().size(), size_t(1));
        QCOMPARE(h.store->sources().front().failure, RedfishFailure::Tls);
    }

    void badOptionsAreClearErrors()
    {
        Harness h;
        QString error;
        RedfishBridgeOptions o = h.options({QStringLiteral("https://127.0.0.1:1")});
        o.caFile = h.dir.filePath(QStringLiteral("nope.pem"));
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("nope.pem: cannot read the Redfish CA file")), qPrintable(error));

        o = h.options({QStringLiteral("https://127.0.0.1:1")});
        o.caFile = h.file(QStringLiteral("empty.pem"), "not a certificate\n");
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("no PEM certificate")), qPrintable(error));

        o = h.options({QStringLiteral("https://127.0.0.1:1")});
        o.passwordFile = h.file(QStringLiteral("blank"), "\n");
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("the first line (the password) is empty")), qPrintable(error));

        // A password file others may read is refused, as SSH refuses such a key.
        o = h.options({QStringLiteral("https://127.0.0.1:1")});
        o.user = QStringLiteral("noc");
        o.passwordFile = h.file(QStringLiteral("shared.pw"), "pw\n");
        QVERIFY(QFile::setPermissions(o.passwordFile,
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                          | QFileDevice::ReadOther));
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("may be read or written by others"))
                     && error.contains(QLatin1String("chmod 600")),
                 qPrintable(error));

        // A password over plain http is refused unless asked for, and then allowed.
        o = h.options({QStringLiteral("http://127.0.0.1:1")});
        o.user = QStringLiteral("noc");
        o.passwordFile = h.file(QStringLiteral("own.pw"), "pw\n");
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("clear text over http"))
                     && error.contains(QLatin1String("--redfish-insecure-http")),
                 qPrintable(error));
        o.insecureHttp = true;
        QVERIFY2(RedfishBridge::create(o, h.store, &error), qPrintable(error));
        o.insecureHttp = false;
        o.user.clear();
        o.passwordFile.clear();
        QVERIFY2(RedfishBridge::create(o, h.store, &error), qPrintable(error)); // no password, nothing to protect

        o = h.options({QStringLiteral("https://127.0.0.1:1")});
        o.rediscoverMs = 500;
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("re-discovery interval must not be shorter than the poll interval")),
                 qPrintable(error));

        o = h.options({QStringLiteral("ftp://cdu")});
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("expected https://HOST[:PORT]")), qPrintable(error));

        o = h.options({QStringLiteral("https://127.0.0.1:1")});
        o.rackMapFile = h.file(QStringLiteral("bad.map"), "/redfish/v1/ThermalEquipment/CDUs/1\n");
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.endsWith(QLatin1String("bad.map:1: expected a Redfish URI and at least one rack id, found "
                                              "\"/redfish/v1/ThermalEquipment/CDUs/1\"")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestRedfishBridge)
#include "tst_redfishbridge.moc"
