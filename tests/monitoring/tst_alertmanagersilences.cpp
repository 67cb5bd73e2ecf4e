// Silences out (issue #38.2), against a real Alertmanager (Debian's
// prometheus-alertmanager) on a loopback port: a RackOps silence that holds
// Alertmanager alerts is made there with the operator as createdBy, the
// reason tagged with the RackOps id as comment and matchers from the alert's
// labels or the rack's label; expiring it in RackOps expires it there; a
// silence made in Alertmanager directly is listed, and stays Alertmanager's;
// with Alertmanager down a silence waits, stored, says why, survives a
// backend restart and is delivered once Alertmanager is back; all audited.
#include "alertsclient.h"
#include "backendchannel.h"
#include "inprocessbackend.h"
#include "silencesmodel.h"
#include "../simulator/demouser.h"
#include "../simulator/stillfleet.h"
#include "externalserver.h"

#include "alerts/alertbook.h"
#include "fleet/fleetsimulation.h"
#include "rackops/v1/alerts.grpc.pb.h"
#include "rackops/v1/operations.grpc.pb.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QAbstractItemModelTester>
#include <QTest>

#include <google/protobuf/util/time_util.h>

using namespace rackops::sim;
namespace v1 = rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
constexpr quint64 kSilenceSeed = 12;
constexpr int kSilenceRacks = 30;

QString silenceTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonObject heldAlert(const QString &name, const QJsonObject &labels)
{
    QJsonObject all = labels;
    all.insert(QStringLiteral("alertname"), name);
    return QJsonObject {{QStringLiteral("labels"), all}};
}
} // namespace

class TestAlertmanagerSilences : public QObject {
    Q_OBJECT

    ExternalServer m_am;
    QString m_program;
    quint16 m_port = 0;
    QString m_amUrl;
    QTemporaryDir m_dir;
    SimConfig m_config;
    std::unique_ptr<InProcessBackend> m_backend;
    std::string m_rack0;
    std::string m_rack1;
    std::string m_rack2; // no Alertmanager alert on it

    QStringList amArguments(quint16 port) const
    {
        return {QStringLiteral("--config.file=%1/alertmanager.yml").arg(m_am.dir()),
                QStringLiteral("--storage.path=%1/data").arg(m_am.dir()),
                QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port),
                QStringLiteral("--cluster.listen-address="), QStringLiteral("--log.level=warn")};
    }

    void postAlerts()
    {
        QJsonArray alerts;
        alerts.append(heldAlert(QStringLiteral("GpuTooHot"),
                                QJsonObject {{QStringLiteral("rack"), QString::fromStdString(m_rack0)},
                                             {QStringLiteral("severity"), QStringLiteral("critical")}}));
        alerts.append(heldAlert(QStringLiteral("NodeDown"),
                                QJsonObject {{QStringLiteral("Hostname"), QStringLiteral("gpu-node-17")},
                                             {QStringLiteral("severity"), QStringLiteral("warning")}}));
        QCOMPARE(ExternalServer::post(QUrl(m_amUrl + QStringLiteral("/api/v2/alerts")),
                                      QJsonDocument(alerts).toJson(QJsonDocument::Compact)),
                 200);
    }

    std::optional<v1::Alert> external(const std::string &name)
    {
        m_backend->server().advance(0);
        const auto found = m_backend->server().alerts().alerts([&name](const v1::Alert &a) {
            return a.source() == v1::ALERT_SOURCE_EXTERNAL && a.state() != v1::ALERT_STATE_RESOLVED
                && a.external().labels().count("alertname") && a.external().labels().at("alertname") == name;
        });
        return found.empty() ? std::nullopt : std::optional<v1::Alert>(found.front());
    }

    // Through the API, as the console lists them.
    std::optional<v1::AlertSilence> listed(const std::string &id)
    {
        v1::ListSilencesRequest request;
        request.set_include_expired(true);
        v1::ListSilencesResponse response;
        auto context = as("vera");
        if (!m_backend->stub<v1::AlertService>()->ListSilences(context.get(), request, &response).ok())
            return std::nullopt;
        for (const v1::AlertSilence &s : response.silences()) {
            if (s.id() == id)
                return s;
        }
        return std::nullopt;
    }

    v1::SilenceSyncState syncOf(const std::string &id)
    {
        const auto s = listed(id);
        return s ? s->alertmanager().state() : v1::SILENCE_SYNC_STATE_UNSPECIFIED;
    }

    v1::AlertSilence silence(const v1::AlertMatcher &matcher, const std::string &reason, const std::string &key)
    {
        v1::SilenceAlertsRequest request;
        *request.mutable_matcher() = matcher;
        request.set_reason(reason);
        *request.mutable_expires_at() =
            TimeUtil::MillisecondsToTimestamp(m_backend->server().alerts().nowMs() + 3'600'000);
        request.set_idempotency_key(key);
        v1::AlertSilence out;
        auto context = as("omar");
        const grpc::Status status = m_backend->stub<v1::AlertService>()->Silence(context.get(), request, &out);
        if (!status.ok())
            qWarning() << "Silence refused:" << status.error_message().c_str();
        return out;
    }

    grpc::Status expire(const std::string &id, const std::string &key, v1::AlertSilence *out)
    {
        v1::ExpireSilenceRequest request;
        request.set_silence_id(id);
        request.set_idempotency_key(key);
        request.set_reason("maintenance done");
        auto context = as("omar");
        return m_backend->stub<v1::AlertService>()->ExpireSilence(context.get(), request, out);
    }

    // Alertmanager's own view of one silence.
    QJsonObject amSilence(const std::string &id)
    {
        QByteArray body;
        if (ExternalServer::get(QUrl(m_amUrl + QStringLiteral("/api/v2/silence/") + QString::fromStdString(id)), &body)
            != 200)
            return {};
        return QJsonDocument::fromJson(body).object();
    }

    QString amState(const std::string &id)
    {
        return amSilence(id).value(QStringLiteral("status")).toObject().value(QStringLiteral("state")).toString();
    }

    std::vector<v1::AuditEntry> audit(const std::string &prefix)
    {
        v1::QueryAuditLogRequest request;
        request.set_action_prefix(prefix);
        v1::QueryAuditLogResponse response;
        auto context = as("vera");
        m_backend->stub<v1::OperationsService>()->QueryAuditLog(context.get(), request, &response);
        return {response.entries().begin(), response.entries().end()};
    }

    // As the console lists them: AlertsClient into the SilencesModel the Alerts view shows.
    QList<rackops::SilenceInfo> consoleSilences(rackops::SilencesModel *model)
    {
        auto channel = std::make_shared<rackops::BackendChannel>(m_backend->server().address());
        channel->setUser(QStringLiteral("vera"));
        rackops::AlertsClient client(channel);
        QList<rackops::SilenceInfo> out;
        bool answered = false;
        connect(&client, &rackops::AlertsClient::silencesReceived, this,
                [&](const QList<rackops::SilenceInfo> &s, const rackops::AlertmanagerHealth &health) {
                    out = s;
                    model->setAlertmanagerHealth(health);
                    answered = true;
                });
        client.listSilences();
        if (!QTest::qWaitFor([&] { return answered; }, 10000))
            qWarning() << "ListSilences: no answer";
        model->setSilences(out);
        return out;
    }

    void startBackend()
    {
        m_backend = std::make_unique<InProcessBackend>(m_config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
    }

    void startAlertmanagerAgain()
    {
        QString why;
        QVERIFY2(m_am.start(m_program, amArguments(m_port), &why), qPrintable(why));
        QVERIFY2(m_am.waitReady(QUrl(m_amUrl + QStringLiteral("/-/ready")), 15000, &why), qPrintable(why));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        m_program = ExternalServer::find(QStringLiteral("prometheus-alertmanager"),
                                         QStringLiteral("prometheus-alertmanager"), &why);
        QVERIFY2(!m_program.isEmpty(), qPrintable(why));
        QFile amConfig(m_am.dir() + QStringLiteral("/alertmanager.yml"));
        QVERIFY(amConfig.open(QIODevice::WriteOnly));
        amConfig.write("route:\n  receiver: nobody\n  group_wait: 1s\nreceivers:\n  - name: nobody\n");
        amConfig.close();
        m_port = m_am.startOnFreePort(
            m_program, [this](quint16 port) { return amArguments(port); }, QStringLiteral("/-/ready"), 15000, &why);
        QVERIFY2(m_port != 0, qPrintable(why));
        m_amUrl = QStringLiteral("http://127.0.0.1:%1").arg(m_port);

        SimConfig config = stillFleet(kSilenceRacks);
        config.seed = kSilenceSeed;
        {
            SimulatorServer probe(config);
            QString error;
            QVERIFY2(probe.start(&error), qPrintable(error));
            std::vector<std::string> ids;
            probe.fleet().visitRacks({}, [&](const SimRack &r) { ids.push_back(r.detail().summary().rack_id()); });
            m_rack0 = ids.at(0);
            m_rack1 = ids.at(1);
            m_rack2 = ids.at(2);
        }
        QFile hosts(m_dir.filePath(QStringLiteral("hosts")));
        QVERIFY(hosts.open(QIODevice::WriteOnly));
        hosts.write(QByteArray("gpu-node-17 ") + m_rack1.c_str() + "\n");
        hosts.close();
        m_config = config;
        m_config.stateDir = m_dir.filePath(QStringLiteral("state"));
        m_config.alertmanager.url = m_amUrl;
        m_config.alertmanager.intervalMs = 200;
        m_config.alertmanager.hostMapFile = hosts.fileName();
        startBackend();
        postAlerts();
        QTRY_VERIFY(external("GpuTooHot") && external("NodeDown"));
    }

    void silenceOfOneAlertIsMadeThere()
    {
        const v1::Alert hot = *external("GpuTooHot");
        v1::AlertMatcher matcher;
        matcher.set_condition_key(hot.condition_key());
        const v1::AlertSilence made = silence(matcher, "CDU valve swap", "am-silence-1");
        QVERIFY(!made.id().empty());
        QCOMPARE(made.alertmanager().instance(), m_amUrl.toStdString());
        QTRY_COMPARE(syncOf(made.id()), v1::SILENCE_SYNC_STATE_CREATED);
        const v1::AlertSilence synced = *listed(made.id());
        const std::string amId = synced.alertmanager().silence_id();
        QVERIFY(!amId.empty());

        const QJsonObject theirs = amSilence(amId);
        QCOMPARE(theirs.value(QStringLiteral("createdBy")).toString(), QStringLiteral("omar"));
        QCOMPARE(theirs.value(QStringLiteral("comment")).toString(),
                 QStringLiteral("CDU valve swap (RackOps silence %1)").arg(QString::fromStdString(made.id())));
        QCOMPARE(theirs.value(QStringLiteral("status")).toObject().value(QStringLiteral("state")).toString(),
                 QStringLiteral("active"));
        // The alert's whole label set, each equal, none a regex.
        QMap<QString, QString> matchers;
        for (const QJsonValue &m : theirs.value(QStringLiteral("matchers")).toArray()) {
            const QJsonObject o = m.toObject();
            QVERIFY(!o.value(QStringLiteral("isRegex")).toBool());
            QVERIFY(o.value(QStringLiteral("isEqual")).toBool(true));
            matchers.insert(o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("value")).toString());
        }
        QCOMPARE(matchers,
                 (QMap<QString, QString> {{QStringLiteral("alertname"), QStringLiteral("GpuTooHot")},
                                          {QStringLiteral("rack"), QString::fromStdString(m_rack0)},
                                          {QStringLiteral("severity"), QStringLiteral("critical")}}));
        // Alertmanager holds the alert with it now, and the book reads that back.
        QTRY_VERIFY(external("GpuTooHot")->external().state() == v1::EXTERNAL_ALERT_STATE_SUPPRESSED);
        QCOMPARE(external("GpuTooHot")->external().silenced_by(0), amId);
        // Audited as the engine, beside the operator's own entry.
        bool audited = false;
        for (const v1::AuditEntry &e : audit("alert.silence.alertmanager"))
            audited = audited || (e.target() == "silence/" + made.id() && e.details().find(amId) != std::string::npos);
        QVERIFY(audited);
        // Listed once: ours, not also as Alertmanager's own.
        QVERIFY(!listed("alertmanager/" + amId));
    }

    void rackSilenceMatchesTheLabelThatNamedTheRack()
    {
        v1::AlertMatcher matcher;
        matcher.set_rack_id(m_rack1); // its alert came through the host map (Hostname)
        const v1::AlertSilence made = silence(matcher, "tray 4 replacement", "am-silence-2");
        QTRY_COMPARE(syncOf(made.id()), v1::SILENCE_SYNC_STATE_CREATED);
        const QJsonArray matchers =
            amSilence(listed(made.id())->alertmanager().silence_id()).value(QStringLiteral("matchers")).toArray();
        QCOMPARE(matchers.size(), 1);
        QCOMPARE(matchers.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Hostname"));
        QCOMPARE(matchers.at(0).toObject().value(QStringLiteral("value")).toString(), QStringLiteral("gpu-node-17"));
        QTRY_VERIFY(external("NodeDown")->external().state() == v1::EXTERNAL_ALERT_STATE_SUPPRESSED);

        // A rack with no Alertmanager alert: the silence stays RackOps' alone.
        v1::AlertMatcher other;
        other.set_rack_id(m_rack2);
        const v1::AlertSilence own = silence(other, "nothing of Alertmanager's", "am-silence-3");
        QVERIFY(!own.id().empty());
        QVERIFY(!own.has_alertmanager());
    }

    void expiredHereIsExpiredThere()
    {
        const std::string id = "S-1";
        const std::string amId = listed(id)->alertmanager().silence_id();
        v1::AlertSilence out;
        const grpc::Status status = expire(id, "am-expire-1", &out);
        QVERIFY2(status.ok(), status.error_message().c_str());
        QTRY_COMPARE(syncOf(id), v1::SILENCE_SYNC_STATE_EXPIRED);
        QCOMPARE(amState(amId), QStringLiteral("expired"));
        QTRY_VERIFY(external("GpuTooHot")->external().state() == v1::EXTERNAL_ALERT_STATE_ACTIVE);
        bool audited = false;
        for (const v1::AuditEntry &e : audit("alert.silence.alertmanager"))
            audited = audited || (e.target() == "silence/" + id && e.details().find("Expired in Alertmanager") == 0);
        QVERIFY(audited);
    }

    void madeInAlertmanagerShowsAndStaysItsOwn()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const QJsonObject silence {{QStringLiteral("matchers"),
                                    QJsonArray {QJsonObject {{QStringLiteral("name"), QStringLiteral("rack")},
                                                             {QStringLiteral("value"), QString::fromStdString(m_rack0)},
                                                             {QStringLiteral("isRegex"), false}}}},
                                   {QStringLiteral("startsAt"), silenceTime(now - 1000)},
                                   {QStringLiteral("endsAt"), silenceTime(now + 7'200'000)},
                                   {QStringLiteral("createdBy"), QStringLiteral("noc-lead")},
                                   {QStringLiteral("comment"), QStringLiteral("row 3 power work")}};
        QByteArray answer;
        QCOMPARE(ExternalServer::post(QUrl(m_amUrl + QStringLiteral("/api/v2/silences")),
                                      QJsonDocument(silence).toJson(QJsonDocument::Compact), &answer),
                 200);
        const std::string amId =
            QJsonDocument::fromJson(answer).object()[QStringLiteral("silenceID")].toString().toStdString();
        const std::string id = "alertmanager/" + amId;
        QTRY_VERIFY(listed(id));
        const v1::AlertSilence theirs = *listed(id);
        QCOMPARE(theirs.external().system(), std::string("alertmanager"));
        QCOMPARE(theirs.external().silence_id(), amId);
        QCOMPARE(theirs.external().created_by(), std::string("noc-lead"));
        QCOMPARE(theirs.reason(), std::string("row 3 power work"));
        QCOMPARE(theirs.state(), v1::SILENCE_STATE_ACTIVE);
        QCOMPARE(theirs.matcher().rack_id(), m_rack0); // a rack label's matcher names the rack
        QCOMPARE(theirs.external().matchers_size(), 1);
        QVERIFY(theirs.external().matchers(0).is_equal());
        QVERIFY(!theirs.has_alertmanager());
        // Not ours to end.
        v1::AlertSilence out;
        const grpc::Status refused = expire(id, "am-expire-theirs", &out);
        QCOMPARE(refused.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
        QVERIFY2(refused.error_message().find("belongs to Alertmanager") != std::string::npos,
                 refused.error_message().c_str());
        QCOMPARE(amState(amId), QStringLiteral("active"));
    }

    void waitsWhileDownAndAcrossARestart()
    {
        m_am.stop();
        // Made while Alertmanager is down: pending, and why.
        v1::AlertMatcher matcher;
        matcher.set_rack_id(m_rack0);
        const v1::AlertSilence made = silence(matcher, "rack move", "am-silence-4");
        QCOMPARE(made.alertmanager().state(), v1::SILENCE_SYNC_STATE_PENDING);
        QTRY_VERIFY(listed(made.id())->alertmanager().attempts() > 0);
        const v1::AlertSilence waiting = *listed(made.id());
        QCOMPARE(waiting.alertmanager().state(), v1::SILENCE_SYNC_STATE_PENDING);
        QVERIFY2(!waiting.alertmanager().last_error().empty(), waiting.DebugString().c_str());
        QVERIFY(waiting.alertmanager().has_next_attempt_at());
        // The console says so.
        rackops::SilencesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        consoleSilences(&model);
        const int row = model.rowOf(QString::fromStdString(made.id()));
        QVERIFY(row >= 0);
        QCOMPARE(model.silenceAt(row)->sync, rackops::SilenceInfo::Sync::Pending);
        QCOMPARE(model.waitingCount(), 1);
        QVERIFY(model.alertmanagerHealth().configured);
        QVERIFY(!model.alertmanagerHealth().reachable);
        QCOMPARE(model.alertmanagerHealth().silencesPending, 1);
        QVERIFY(!model.alertmanagerHealth().lastError.isEmpty());
        const QString said = model.index(row, rackops::SilencesModel::AlertmanagerColumn).data().toString();
        QVERIFY2(said.startsWith(QStringLiteral("Not yet in Alertmanager: ")), qPrintable(said));
        QVERIFY2(said.contains(QString::fromStdString(waiting.alertmanager().last_error())), qPrintable(said));
        // Ended while Alertmanager is down: its expiry there waits too.
        const std::string rackSilence = "S-2";
        const std::string rackAmId = listed(rackSilence)->alertmanager().silence_id();
        v1::AlertSilence out;
        QVERIFY(expire(rackSilence, "am-expire-2", &out).ok());
        QCOMPARE(out.alertmanager().state(), v1::SILENCE_SYNC_STATE_EXPIRY_PENDING);

        // The backend restarts meanwhile: both are still to do.
        m_backend.reset();
        startBackend();
        QCOMPARE(syncOf(made.id()), v1::SILENCE_SYNC_STATE_PENDING);
        QCOMPARE(syncOf(rackSilence), v1::SILENCE_SYNC_STATE_EXPIRY_PENDING);

        // Alertmanager is back: delivered, each once.
        startAlertmanagerAgain();
        QTRY_COMPARE_WITH_TIMEOUT(syncOf(made.id()), v1::SILENCE_SYNC_STATE_CREATED, 30000);
        QTRY_COMPARE_WITH_TIMEOUT(syncOf(rackSilence), v1::SILENCE_SYNC_STATE_EXPIRED, 30000);
        const std::string amId = listed(made.id())->alertmanager().silence_id();
        const QJsonObject theirs = amSilence(amId);
        QCOMPARE(theirs.value(QStringLiteral("createdBy")).toString(), QStringLiteral("omar"));
        const QJsonArray matchers = theirs.value(QStringLiteral("matchers")).toArray();
        QCOMPARE(matchers.size(), 1);
        QCOMPARE(matchers.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("rack"));
        QCOMPARE(matchers.at(0).toObject().value(QStringLiteral("value")).toString(), QString::fromStdString(m_rack0));
        QCOMPARE(amState(rackAmId), QStringLiteral("expired"));
        QByteArray all;
        QCOMPARE(ExternalServer::get(QUrl(m_amUrl + QStringLiteral("/api/v2/silences")), &all), 200);
        QCOMPARE(all.count(QByteArray("(RackOps silence ") + made.id().c_str() + ")"), 1);
        QVERIFY(listed(made.id())->alertmanager().last_error().empty());
        QTRY_VERIFY(consoleSilences(&model).size() > 0 && model.alertmanagerHealth().reachable
                    && model.alertmanagerHealth().silencesPending == 0);
        QCOMPARE(model.waitingCount(), 0);
        QCOMPARE(model.alertmanagerHealth().instance, m_amUrl);
        QCOMPARE(model.silenceAt(model.rowOf(QString::fromStdString(made.id())))->sync,
                 rackops::SilenceInfo::Sync::Created);
    }

    // Made there, but the backend went down before it heard the answer: on restart it finds its
    // silence by the tag in the comment and takes it up instead of making it twice.
    void madeBeforeACrashIsTakenUpNotMadeTwice()
    {
        m_am.stop();
        v1::AlertMatcher matcher;
        matcher.set_rack_id(m_rack1);
        const v1::AlertSilence made = silence(matcher, "tray 4 again", "am-silence-5");
        QCOMPARE(made.alertmanager().state(), v1::SILENCE_SYNC_STATE_PENDING);
        m_backend.reset();
        startAlertmanagerAgain();
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const QJsonObject theirs {
            {QStringLiteral("matchers"),
             QJsonArray {QJsonObject {{QStringLiteral("name"), QStringLiteral("Hostname")},
                                      {QStringLiteral("value"), QStringLiteral("gpu-node-17")},
                                      {QStringLiteral("isRegex"), false}}}},
            {QStringLiteral("startsAt"), silenceTime(now)},
            {QStringLiteral("endsAt"), silenceTime(now + 3'600'000)},
            {QStringLiteral("createdBy"), QStringLiteral("omar")},
            {QStringLiteral("comment"),
             QStringLiteral("tray 4 again (RackOps silence %1)").arg(QString::fromStdString(made.id()))}};
        QByteArray answer;
        QCOMPARE(ExternalServer::post(QUrl(m_amUrl + QStringLiteral("/api/v2/silences")),
                                      QJsonDocument(theirs).toJson(QJsonDocument::Compact), &answer),
                 200);
        const std::string amId =
            QJsonDocument::fromJson(answer).object()[QStringLiteral("silenceID")].toString().toStdString();
        startBackend();
        QTRY_COMPARE_WITH_TIMEOUT(syncOf(made.id()), v1::SILENCE_SYNC_STATE_CREATED, 30000);
        QCOMPARE(listed(made.id())->alertmanager().silence_id(), amId);
        QVERIFY(!listed("alertmanager/" + amId)); // ours, not shown as Alertmanager's own
        QByteArray all;
        QCOMPARE(ExternalServer::get(QUrl(m_amUrl + QStringLiteral("/api/v2/silences")), &all), 200);
        QCOMPARE(all.count(QByteArray("(RackOps silence ") + made.id().c_str() + ")"), 1);
    }

    void cleanupTestCase()
    {
        m_backend.reset();
        m_am.stop();
    }
};

QTEST_GUILESS_MAIN(TestAlertmanagerSilences)
#include "tst_alertmanagersilences.moc"
