// --alertmanager-ca against a real Alertmanager serving HTTPS (its
// --web.config.file with tls_server_config), with a CA and a server
// certificate the test makes with the openssl CLI: alerts are read and a
// silence is made over TLS trusting only that CA; a bridge given another CA
// refuses the server (state tls) and reads nothing.
#include "inprocessbackend.h"
#include "../simulator/demouser.h"
#include "../simulator/stillfleet.h"
#include "externalserver.h"

#include "alertmanagerbridge.h"
#include "alerts/alertbook.h"
#include "fleet/fleetsimulation.h"
#include "rackops/v1/alerts.grpc.pb.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QSslConfiguration>
#include <QTest>

#include <google/protobuf/util/time_util.h>

using namespace rackops::sim;
namespace v1 = rackops::v1;

class TestAlertmanagerTls : public QObject {
    Q_OBJECT

    ExternalServer m_am;
    QString m_amUrl;
    QString m_caFile;
    QString m_otherCaFile;
    std::unique_ptr<InProcessBackend> m_backend;
    std::string m_rack;

    bool openssl(const QStringList &arguments)
    {
        QProcess p;
        p.setWorkingDirectory(m_am.dir());
        p.start(QStringLiteral("openssl"), arguments);
        if (!p.waitForFinished(30000) || p.exitCode() != 0) {
            qWarning().noquote() << "openssl" << arguments.join(QLatin1Char(' ')) << p.readAllStandardError();
            return false;
        }
        return true;
    }

    // Alerts posted over HTTPS, trusting the test CA only.
    int postOverTls(const QString &path, const QByteArray &json)
    {
        QNetworkAccessManager network;
        QNetworkRequest request(QUrl(m_amUrl + path));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.setCaCertificates(QSslCertificate::fromPath(m_caFile));
        request.setSslConfiguration(ssl);
        QNetworkReply *reply = network.post(request, json);
        if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000))
            qWarning("no answer from Alertmanager over TLS within 5 s");
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status != 200)
            qWarning() << reply->errorString();
        reply->deleteLater();
        return status;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        const QString program = ExternalServer::find(QStringLiteral("prometheus-alertmanager"),
                                                     QStringLiteral("prometheus-alertmanager"), &why);
        QVERIFY2(!program.isEmpty(), qPrintable(why));
        QVERIFY2(!ExternalServer::find(QStringLiteral("openssl"), QStringLiteral("openssl"), &why).isEmpty(),
                 qPrintable(why));
        const QString dir = m_am.dir();
        QVERIFY(openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                         QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                         QStringLiteral("ca.key"), QStringLiteral("-out"), QStringLiteral("ca.crt"),
                         QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                         QStringLiteral("/CN=RackOps test CA")}));
        QVERIFY(openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                         QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-keyout"),
                         QStringLiteral("other.key"), QStringLiteral("-out"), QStringLiteral("other.crt"),
                         QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                         QStringLiteral("/CN=Some other CA")}));
        QVERIFY(openssl({QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
                         QStringLiteral("-nodes"), QStringLiteral("-keyout"), QStringLiteral("server.key"),
                         QStringLiteral("-out"), QStringLiteral("server.csr"), QStringLiteral("-subj"),
                         QStringLiteral("/CN=127.0.0.1")}));
        QFile ext(dir + QStringLiteral("/ext.cnf"));
        QVERIFY(ext.open(QIODevice::WriteOnly));
        ext.write("subjectAltName=IP:127.0.0.1\n");
        ext.close();
        QVERIFY(openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"),
                         QStringLiteral("server.csr"), QStringLiteral("-CA"), QStringLiteral("ca.crt"),
                         QStringLiteral("-CAkey"), QStringLiteral("ca.key"), QStringLiteral("-CAcreateserial"),
                         QStringLiteral("-out"), QStringLiteral("server.crt"), QStringLiteral("-days"),
                         QStringLiteral("2"), QStringLiteral("-extfile"), QStringLiteral("ext.cnf")}));
        m_caFile = dir + QStringLiteral("/ca.crt");
        m_otherCaFile = dir + QStringLiteral("/other.crt");

        QFile web(dir + QStringLiteral("/web.yml"));
        QVERIFY(web.open(QIODevice::WriteOnly));
        web.write("tls_server_config:\n  cert_file: " + dir.toUtf8() + "/server.crt\n  key_file: " + dir.toUtf8()
                  + "/server.key\n");
        web.close();
        QFile config(dir + QStringLiteral("/alertmanager.yml"));
        QVERIFY(config.open(QIODevice::WriteOnly));
        config.write("route:\n  receiver: nobody\n  group_wait: 1s\nreceivers:\n  - name: nobody\n");
        config.close();
        const quint16 port = ExternalServer::freeLoopbackPort();
        QVERIFY2(m_am.start(program,
                            {QStringLiteral("--config.file=%1").arg(config.fileName()),
                             QStringLiteral("--web.config.file=%1").arg(web.fileName()),
                             QStringLiteral("--storage.path=%1/data").arg(dir),
                             QStringLiteral("--web.listen-address=127.0.0.1:%1").arg(port),
                             QStringLiteral("--cluster.listen-address="), QStringLiteral("--log.level=warn")},
                            &why),
                 qPrintable(why));
        m_amUrl = QStringLiteral("https://127.0.0.1:%1").arg(port);

        SimConfig simConfig = stillFleet(12);
        simConfig.alertmanager.url = m_amUrl;
        simConfig.alertmanager.caFile = m_caFile;
        simConfig.alertmanager.intervalMs = 200;
        m_backend = std::make_unique<InProcessBackend>(simConfig);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_backend->server().fleet().visitRacks({}, [this](const SimRack &r) {
            if (m_rack.empty())
                m_rack = r.detail().summary().rack_id();
        });
    }

    void readsAndSilencesOverTlsTrustingTheGivenCa()
    {
        const QJsonArray alerts {
            QJsonObject {{QStringLiteral("labels"),
                          QJsonObject {{QStringLiteral("alertname"), QStringLiteral("CduPumpSlow")},
                                       {QStringLiteral("rack"), QString::fromStdString(m_rack)}}}}};
        QTRY_COMPARE_WITH_TIMEOUT(
            postOverTls(QStringLiteral("/api/v2/alerts"), QJsonDocument(alerts).toJson(QJsonDocument::Compact)), 200,
            15000);
        const auto pump = [this]() -> std::optional<v1::Alert> {
            m_backend->server().advance(0);
            const auto found = m_backend->server().alerts().alerts([](const v1::Alert &a) {
                return a.source() == v1::ALERT_SOURCE_EXTERNAL && a.external().labels().count("alertname")
                    && a.external().labels().at("alertname") == "CduPumpSlow";
            });
            return found.empty() ? std::nullopt : std::optional<v1::Alert>(found.front());
        };
        QTRY_VERIFY_WITH_TIMEOUT(pump(), 15000);
        QCOMPARE(pump()->rack_id(), m_rack);

        v1::SilenceAlertsRequest request;
        request.mutable_matcher()->set_rack_id(m_rack);
        request.set_reason("pump swap");
        *request.mutable_expires_at() =
            google::protobuf::util::TimeUtil::MillisecondsToTimestamp(m_backend->server().alerts().nowMs() + 3'600'000);
        request.set_idempotency_key("am-tls-silence");
        v1::AlertSilence made;
        auto context = as("omar");
        QVERIFY(m_backend->stub<v1::AlertService>()->Silence(context.get(), request, &made).ok());
        const auto sync = [&] {
            const auto s = m_backend->server().alerts().silence(made.id());
            return s ? s->alertmanager().state() : v1::SILENCE_SYNC_STATE_UNSPECIFIED;
        };
        QTRY_COMPARE(sync(), v1::SILENCE_SYNC_STATE_CREATED);
        QTRY_VERIFY(pump()->external().state() == v1::EXTERNAL_ALERT_STATE_SUPPRESSED);
    }

    void anotherCaIsRefused()
    {
        rackops::alertmanager::AlertmanagerOptions options;
        options.url = m_amUrl;
        options.caFile = m_otherCaFile;
        options.intervalMs = 200;
        QString error;
        auto bridge = rackops::alertmanager::AlertmanagerBridge::create(options, &error);
        QVERIFY2(bridge, qPrintable(error));
        bridge->start();
        QTRY_COMPARE(bridge->store()->snapshot().state, rackops::alertmanager::BridgeState::Tls);
        QVERIFY(!bridge->store()->snapshot().everRead);
        QVERIFY(bridge->store()->snapshot().alerts.isEmpty());
    }

    void cleanupTestCase()
    {
        m_backend.reset();
        m_am.stop();
    }
};

QTEST_GUILESS_MAIN(TestAlertmanagerTls)
#include "tst_alertmanagertls.moc"
