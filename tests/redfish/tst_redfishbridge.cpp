// The Redfish bridge against a real HTTPS Redfish service in-process
// (RedfishTestServer serving the mockups of tests/data/redfish): TLS with a
// CA file, sessions, re-login and logout, basic auth, paging, a hung CDU, SSE
// leak events, malformed JSON, CDUs added and removed, rack power from a PDU
// and a rack chassis, and options that are wrong.
#include "redfishbridge.h"
#include "redfishcoolingstore.h"
#include "redfishservice.h"
#include "redfishtestserver.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace rackops;
using namespace rackops::redfish;
using rackops::test::RedfishTestServer;

namespace {

const QString kData = QStringLiteral(RACKOPS_TEST_DATA "/redfish");
const QString kTls = kData + QStringLiteral("/tls");
const char *const kRackA1 = "PHX1-H1-R01-01";   // vendor A, CDU 1 (connector placement)
const char *const kRackA2 = "PHX1-H1-R01-02";   // vendor A, CDU 2 (CDU placement, on the second page)

// A bridge on a temporary directory's files and, unless made without a
// vendor, a RedfishTestServer on that vendor's mockups, listening.
struct Harness
{
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
        o.urls = urls.isEmpty() && server ? QStringList{server->url()} : urls;
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

} // namespace

class TestRedfishBridge : public QObject
{
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
        QCOMPARE(server.basicAuthWithSessions(), 0);   // the password went only to the login
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
        server.forgetSessions();   // the service restarted: every token is refused with 401
        QTRY_VERIFY_WITH_TIMEOUT(h.lastRead(kRackA1) > before && h.fresh(kRackA1), 10000);
        QVERIFY(server.unauthorized() > 0);
        QCOMPARE(server.logins(), 2);   // one new session serves every request that was refused
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
        QCOMPARE(shared.leak_detectors_size(), 3);   // LD1 on page 1, LD2 and LD3 on page 2
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
        QCOMPARE(stale.sample.supply_temperature_celsius(), lastGood.supply_temperature_celsius());   // kept, not zeroed
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
        o.intervalMs = 600'000;   // polling alone would not see the leak during this test
        o.rediscoverMs = o.intervalMs;
        QVERIFY(h.start(o));
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1) && server.eventStreams() == 1, 10000);
        QCOMPARE(h.store->rack(kRackA1)->sample.leak_detectors(0).state(), v1::LEAK_DETECTOR_STATE_OK);

        const QString tray = QStringLiteral("/redfish/v1/ThermalEquipment/CDUs/1/LeakDetection/LeakDetectors/Tray");
        QByteArray leaking = readMockup(QStringLiteral("vendor-a"), tray);
        leaking.replace("\"DetectorState\": \"OK\"", "\"DetectorState\": \"Critical\"");
        QVERIFY(leaking.contains("Critical"));
        server.override(tray, leaking);
        server.pushEvent(R"({"@odata.type":"#Event.v1_7_0.Event","Id":"1","Name":"Leak","Events":[{"EventType":"Alert",)"
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
        QVERIFY2(feed.problem.contains(server.url() + connector) && feed.problem.contains(QLatin1String("invalid JSON at byte")),
                 qPrintable(feed.problem));
        QCOMPARE(feed.sample.supply_temperature_celsius(), 31.5F);   // the last good reading stays
        QVERIFY(h.fresh(kRackA2));
        server.clearOverride(connector);
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA1), 8000);
    }

    void serviceWithoutTheRightCaIsRefused()
    {
        Harness h("vendor-a");
        RedfishBridgeOptions o = h.options();
        o.caFile = kTls + QStringLiteral("/server.pem");   // a certificate, but not the one that signed the server's
        QVERIFY(h.start(o));
        QSignalSpy failed(h.service(), &RedfishService::discoveryFailed);
        QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 5000);
        QCOMPARE(h.server->requestCount(QStringLiteral("/redfish/v1")), 0);   // nothing was sent over the untrusted link
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
        QCOMPARE(h.server->logouts(), 1);   // DELETE on the session the login named, with its token
        QCOMPARE(h.server->logins(), 1);    // and nothing asked afterwards logged in again
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
        QVERIFY(timer.elapsed() < 1000);   // nothing to wait for
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
                     && error.contains(QString::fromUtf8(other)), qPrintable(error));
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
        const QByteArray collection = "{\"@odata.id\": \"/redfish/v1/ThermalEquipment/CDUs\", \"Members@odata.count\": 2, "
                                      "\"Members\": [{\"@odata.id\": \"" + other + "/redfish/v1/ThermalEquipment/CDUs/1\"}, "
                                      "{\"@odata.id\": \"/redfish/v1/ThermalEquipment/CDUs/2\"}]}";
        h.server->override(cdus, collection);
        QVERIFY(h.start());
        QTRY_VERIFY_WITH_TIMEOUT(h.fresh(kRackA2), 10000);   // the CDU on the service is read
        QTest::qWait(300);
        QCOMPARE(connections, 0);
        QVERIFY(!h.fresh(kRackA1));
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
        QVERIFY(QFile::setPermissions(o.passwordFile, QFileDevice::ReadOwner | QFileDevice::WriteOwner
                                                          | QFileDevice::ReadGroup | QFileDevice::ReadOther));
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("may be read or written by others")) && error.contains(QLatin1String("chmod 600")),
                 qPrintable(error));

        // A password over plain http is refused unless asked for, and then allowed.
        o = h.options({QStringLiteral("http://127.0.0.1:1")});
        o.user = QStringLiteral("noc");
        o.passwordFile = h.file(QStringLiteral("own.pw"), "pw\n");
        QVERIFY(!RedfishBridge::create(o, h.store, &error));
        QVERIFY2(error.contains(QLatin1String("clear text over http")) && error.contains(QLatin1String("--redfish-insecure-http")),
                 qPrintable(error));
        o.insecureHttp = true;
        QVERIFY2(RedfishBridge::create(o, h.store, &error), qPrintable(error));
        o.insecureHttp = false;
        o.user.clear();
        o.passwordFile.clear();
        QVERIFY2(RedfishBridge::create(o, h.store, &error), qPrintable(error));   // no password, nothing to protect

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
                                              "\"/redfish/v1/ThermalEquipment/CDUs/1\"")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestRedfishBridge)
#include "tst_redfishbridge.moc"
