// rackops-sim --alertmanager end to end against a real Alertmanager
// (Debian's prometheus-alertmanager) started here on a free loopback port
// with a config written here; alerts are POSTed to its API by the test.
// They join the alert book and WatchAlerts with the mapped rack and severity;
// acknowledging works in RackOps, resolving is Alertmanager's; a silence made
// in Alertmanager shows as suppressed; an alert it resolves resolves; when it
// is down the alerts stay, marked stale, and the bridge's own alert and
// /metrics say so.
#include "inprocessbackend.h"
#include "../simulator/demouser.h"
#include "../simulator/stillfleet.h"
#include "externalserver.h"

#include "alerts/alertbook.h"
#include "fleet/fleetsimulation.h"
#include "rackops/v1/alerts.grpc.pb.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <google/protobuf/util/time_util.h>

using namespace rackops::sim;
namespace v1 = rackops::v1;

namespace {
constexpr quint64 kFeedSeed = 11;
constexpr int kFeedRacks = 40;

QString rfc3339(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}
} // namespace

class TestAlertmanagerFeed : public QObject {
    Q_OBJECT

    ExternalServer m_am;
    QString m_amUrl;
    QTemporaryDir m_dir;
    std::unique_ptr<InProcessBackend> m_backend;
    std::string m_rack0;
    std::string m_rack1;
    std::string m_site0;

    // The open or resolved EXTERNAL alert whose Alertmanager alertname is `name`, after an evaluation.
    std::optional<v1::Alert> external(const std::string &name)
    {
        m_backend->server().advance(0);
        const auto found = m_backend->server().alerts().alerts([&name](const v1::Alert &a) {
            return a.source() == v1::ALERT_SOURCE_EXTERNAL && a.external().labels().count("alertname")
                && a.external().labels().at("alertname") == name;
        });
        if (found.empty())
            return std::nullopt;
        return found.front(); // newest raised first
    }

    void post(const QJsonArray &alerts)
    {
        QByteArray answer;
        QCOMPARE(ExternalServer::post(QUrl(m_amUrl + QStringLiteral("/api/v2/alerts")),
                                      QJsonDocument(alerts).toJson(QJsonDocument::Compact), &answer),
                 200);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        const QString program = ExternalServer::find(QStringLiteral("prometheus-alertmanager"),
                                                     QStringLiteral("prometheus-alertmanager"), &why);
        QVERIFY2(!program.isEmpty(), qPrintable(why));
        QFile amConfig(m_am.dir() + QStringLiteral("/alertmanager.yml"));
        QVERIFY(amConfig.open(QIODevice::WriteOnly));
        amConfig.write("route:\n  receiver: nobody\n  group_wait: 1s\nreceivers:\n  - name: nobody\n");
        amConfig.close();
        const quint16 port = m_am.startOnFreePort(
            program,
            [&](quint16 candidate) {
                return QStringList {QStringLiteral("--config.file=%1").arg(amConfig.fileName()),
                                    QStringLiteral("--storage.path=%1/data").arg(m_am.dir()),
                                    QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(candidate),
                                    QStringLiteral("--cluster.listen-address="), QStringLiteral("--log.level=warn")};
            },
            QStringLiteral("/-/ready"), 15000, &why);
        QVERIFY2(port != 0, qPrintable(why));
        m_amUrl = QStringLiteral("http://127.0.0.1:%1").arg(port);

        // The fleet is the seed's: read two rack ids first, for the labels and the host map.
        SimConfig config0 = stillFleet(kFeedRacks);
        config0.seed = kFeedSeed;
        {
            SimulatorServer probe(config0);
            QString error;
            QVERIFY2(probe.start(&error), qPrintable(error));
            std::vector<std::string> ids;
            probe.fleet().visitRacks({}, [&](const SimRack &r) { ids.push_back(r.detail().summary().rack_id()); });
            m_rack0 = ids.at(0);
            m_rack1 = ids.at(1);
            m_site0 = probe.fleet().simRack(m_rack0)->detail().summary().location().site();
        }
        QFile hosts(m_dir.filePath(QStringLiteral("hosts")));
        QVERIFY(hosts.open(QIODevice::WriteOnly));
        hosts.write(QByteArray("gpu-node-17 ") + m_rack1.c_str() + "\n");
        hosts.close();

        SimConfig config = config0;
        config.alertmanager.url = m_amUrl;
        config.alertmanager.intervalMs = 200;
        config.alertmanager.hostMapFile = hosts.fileName();
        config.metricsListen = QStringLiteral("127.0.0.1:0");
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
    }

    void alertsJoinTheBookWithRackAndSeverity()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QJsonArray alerts;
        alerts.append(QJsonObject {
            {QStringLiteral("labels"),
             QJsonObject {{QStringLiteral("alertname"), QStringLiteral("GpuTooHot")},
                          {QStringLiteral("rack"), QString::fromStdString(m_rack0)},
                          {QStringLiteral("severity"), QStringLiteral("critical")}}},
            {QStringLiteral("annotations"), QJsonObject {{QStringLiteral("summary"), QStringLiteral("GPU 3 at 92 C")}}},
            {QStringLiteral("generatorURL"), QStringLiteral("http://prometheus.noc/graph?g0.expr=x")},
            {QStringLiteral("startsAt"), rfc3339(now - 60000)}});
        alerts.append(QJsonObject {{QStringLiteral("labels"),
                                    QJsonObject {{QStringLiteral("alertname"), QStringLiteral("NodeDown")},
                                                 {QStringLiteral("instance"), QStringLiteral("gpu-node-17:9100")},
                                                 {QStringLiteral("severity"), QStringLiteral("warning")}}}});
        alerts.append(QJsonObject {{QStringLiteral("labels"),
                                    QJsonObject {{QStringLiteral("alertname"), QStringLiteral("PlantPressureLow")},
                                                 {QStringLiteral("site"), QStringLiteral("PHX1")},
                                                 {QStringLiteral("severity"), QStringLiteral("info")}}}});
        alerts.append(QJsonObject {{QStringLiteral("labels"),
                                    QJsonObject {{QStringLiteral("alertname"), QStringLiteral("UnknownRack")},
                                                 {QStringLiteral("rack"), QStringLiteral("NOPE-H9-R99-99")},
                                                 {QStringLiteral("severity"), QStringLiteral("page")}}}});
        post(alerts);

        QTRY_VERIFY(external("GpuTooHot") && external("NodeDown") && external("PlantPressureLow")
                    && external("UnknownRack"));
        const v1::Alert hot = *external("GpuTooHot");
        QCOMPARE(hot.rack_id(), m_rack0);
        QCOMPARE(hot.site(), m_site0);
        QCOMPARE(hot.severity(), v1::ALERT_SEVERITY_CRITICAL);
        QCOMPARE(hot.state(), v1::ALERT_STATE_TRIGGERED);
        QCOMPARE(hot.summary(), std::string("GPU 3 at 92 C"));
        QCOMPARE(hot.external().system(), std::string("alertmanager"));
        QCOMPARE(hot.external().state(), v1::EXTERNAL_ALERT_STATE_ACTIVE);
        QCOMPARE(hot.external().rack_label(), std::string("rack"));
        QCOMPARE(hot.external().generator_url(), std::string("http://prometheus.noc/graph?g0.expr=x"));
        QVERIFY(!hot.external().fingerprint().empty());
        QCOMPARE(hot.condition_key(), "alertmanager/" + hot.external().fingerprint());
        QVERIFY(!hot.external().stale());
        // Raised when Alertmanager says it started, not when RackOps first saw it.
        QVERIFY(std::abs(google::protobuf::util::TimeUtil::TimestampToMilliseconds(hot.raised_at())
                         - (QDateTime::currentMSecsSinceEpoch() - 60000))
                < 30000);

        const v1::Alert down = *external("NodeDown");
        QCOMPARE(down.rack_id(), m_rack1); // instance host through the host map
        QCOMPARE(down.severity(), v1::ALERT_SEVERITY_WARNING);
        QCOMPARE(down.external().rack_label(), std::string("instance"));
        const v1::Alert plant = *external("PlantPressureLow");
        QVERIFY(plant.rack_id().empty()); // site-wide
        QCOMPARE(plant.site(), std::string("PHX1"));
        QCOMPARE(plant.severity(), v1::ALERT_SEVERITY_INFO);
        const v1::Alert unknown = *external("UnknownRack");
        QVERIFY(unknown.rack_id().empty()); // a rack the fleet does not have: site-wide, labels kept
        QCOMPARE(unknown.external().labels().at("rack"), std::string("NOPE-H9-R99-99"));
        QCOMPARE(unknown.severity(), v1::ALERT_SEVERITY_CRITICAL);

        // The console's stream carries them with Alertmanager's truth.
        auto stub = m_backend->stub<v1::AlertService>();
        auto context = as("vera");
        auto reader = stub->WatchAlerts(context.get(), v1::WatchAlertsRequest());
        v1::WatchAlertsResponse message;
        bool seen = false;
        while (!seen && reader->Read(&message)) {
            for (const v1::Alert &a : message.upserts())
                seen = seen
                    || (a.id() == hot.id() && a.source() == v1::ALERT_SOURCE_EXTERNAL
                        && a.external().labels().at("alertname") == "GpuTooHot" && a.rack_id() == m_rack0);
            if (message.initial_sync_complete())
                break;
        }
        QVERIFY(seen);
        context->TryCancel();
        reader->Finish();
    }

    void acknowledgedHereResolvedThere()
    {
        const v1::Alert hot = *external("GpuTooHot");
        auto stub = m_backend->stub<v1::AlertService>();
        v1::AcknowledgeAlertRequest ack;
        ack.set_alert_id(hot.id());
        ack.set_comment("on it: checking the CDU of the rack");
        ack.set_idempotency_key("am-ack-1");
        v1::Alert out;
        auto omar = as("omar");
        const grpc::Status acked = stub->Acknowledge(omar.get(), ack, &out);
        QVERIFY2(acked.ok(), acked.error_message().c_str());
        QCOMPARE(out.state(), v1::ALERT_STATE_ACKNOWLEDGED);
        QCOMPARE(out.owner().name(), std::string("omar"));
        QCOMPARE(out.external().fingerprint(), hot.external().fingerprint());
        v1::ResolveAlertRequest resolve;
        resolve.set_alert_id(hot.id());
        resolve.set_resolution("fixed");
        resolve.set_idempotency_key("am-resolve-1");
        auto again = as("omar");
        const grpc::Status refused = stub->Resolve(again.get(), resolve, &out);
        QCOMPARE(refused.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QVERIFY2(refused.error_message().find("belongs to Alertmanager") != std::string::npos,
                 refused.error_message().c_str());
        QCOMPARE(external("GpuTooHot")->state(), v1::ALERT_STATE_ACKNOWLEDGED); // still open, still owned
    }

    void silencedInAlertmanagerIsSuppressed()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const QJsonObject silence {{QStringLiteral("matchers"),
                                    QJsonArray {QJsonObject {{QStringLiteral("name"), QStringLiteral("alertname")},
                                                             {QStringLiteral("value"), QStringLiteral("GpuTooHot")},
                                                             {QStringLiteral("isRegex"), false},
                                                             {QStringLiteral("isEqual"), true}}}},
                                   {QStringLiteral("startsAt"), rfc3339(now - 1000)},
                                   {QStringLiteral("endsAt"), rfc3339(now + 3600000)},
                                   {QStringLiteral("createdBy"), QStringLiteral("noc-lead")},
                                   {QStringLiteral("comment"), QStringLiteral("CDU valve swap")}};
        QByteArray answer;
        QCOMPARE(ExternalServer::post(QUrl(m_amUrl + QStringLiteral("/api/v2/silences")),
                                      QJsonDocument(silence).toJson(QJsonDocument::Compact), &answer),
                 200);
        const std::string id =
            QJsonDocument::fromJson(answer).object()[QStringLiteral("silenceID")].toString().toStdString();
        QVERIFY(!id.empty());
        QTRY_VERIFY(external("GpuTooHot")->external().state() == v1::EXTERNAL_ALERT_STATE_SUPPRESSED);
        const v1::Alert hot = *external("GpuTooHot");
        QCOMPARE(hot.external().silenced_by_size(), 1);
        QCOMPARE(hot.external().silenced_by(0), id);
        QCOMPARE(hot.state(), v1::ALERT_STATE_ACKNOWLEDGED); // RackOps' own state is its own
        QCOMPARE(external("NodeDown")->external().state(), v1::EXTERNAL_ALERT_STATE_ACTIVE);
    }

    void resolvedInAlertmanagerResolves()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        post(QJsonArray {QJsonObject {{QStringLiteral("labels"),
                                       QJsonObject {{QStringLiteral("alertname"), QStringLiteral("PlantPressureLow")},
                                                    {QStringLiteral("site"), QStringLiteral("PHX1")},
                                                    {QStringLiteral("severity"), QStringLiteral("info")}}},
                                      {QStringLiteral("endsAt"), rfc3339(now - 1000)}}});
        QTRY_COMPARE(external("PlantPressureLow")->state(), v1::ALERT_STATE_RESOLVED);
        QVERIFY(external("GpuTooHot")->state() != v1::ALERT_STATE_RESOLVED);
    }

    void downKeepsTheAlertsStale()
    {
        m_am.stop();
        const auto bridgeAlert = [this]() -> std::optional<v1::Alert> {
            m_backend->server().advance(0);
            const auto found = m_backend->server().alerts().alerts([](const v1::Alert &a) {
                return a.condition_key() == "alertmanager/bridge" && a.state() != v1::ALERT_STATE_RESOLVED;
            });
            return found.empty() ? std::nullopt : std::optional<v1::Alert>(found.front());
        };
        QTRY_VERIFY(bridgeAlert());
        const v1::Alert bridge = *bridgeAlert();
        QCOMPARE(bridge.severity(), v1::ALERT_SEVERITY_WARNING);
        QVERIFY2(bridge.summary().find("Alertmanager cannot be read: not reachable") == 0, bridge.summary().c_str());
        QCOMPARE(bridge.summary_text().code(), std::string("alert.alertmanager_unreadable"));
        QCOMPARE(bridge.details_text().code(), std::string("alert.alertmanager_kept"));
        // Kept, not resolved: marked stale with when they were last read.
        const v1::Alert hot = *external("GpuTooHot");
        QCOMPARE(hot.state(), v1::ALERT_STATE_ACKNOWLEDGED);
        QVERIFY(hot.external().stale());
        QVERIFY(hot.external().has_last_seen());
        QCOMPARE(hot.external().state(), v1::EXTERNAL_ALERT_STATE_SUPPRESSED);
        QVERIFY(external("NodeDown")->state() != v1::ALERT_STATE_RESOLVED);
        // /metrics says it too.
        QByteArray metrics;
        QCOMPARE(ExternalServer::get(QUrl(m_backend->server().metricsUrl()), &metrics), 200);
        const QByteArray up = "rackops_bridge_up{bridge=\"alertmanager\",target=\"" + m_amUrl.toUtf8() + "\"} 0\n";
        QVERIFY2(metrics.contains(up), metrics.constData());
        QVERIFY(metrics.contains("rackops_bridge_state{bridge=\"alertmanager\",target=\"" + m_amUrl.toUtf8()
                                 + "\",state=\"down\"} 1\n"));
    }

    void cleanupTestCase()
    {
        m_backend.reset();
        m_am.stop();
    }
};

QTEST_GUILESS_MAIN(TestAlertmanagerFeed)
#include "tst_alertmanagerfeed.moc"
