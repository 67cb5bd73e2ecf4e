// /metrics of an in-process simulator: what it counts matches what the
// backend holds (racks, alerts), a watch is a watcher while it is open and
// its change is timed, a mutation is timed by outcome; other paths and
// methods are refused.
#include "inprocessbackend.h"
#include "../simulator/demouser.h"
#include "../simulator/stillfleet.h"
#include "externalserver.h"

#include "alerts/alertbook.h"
#include "rackops/v1/alerts.grpc.pb.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTest>

using namespace rackops::sim;
namespace v1 = rackops::v1;

namespace {
// The value of one series in an exposition, NaN when absent.
double seriesValue(const QString &text, const QString &series)
{
    const QRegularExpression re(QStringLiteral("^%1 (\\S+)$").arg(QRegularExpression::escape(series)),
                                QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m = re.match(text);
    return m.hasMatch() ? m.captured(1).toDouble() : std::nan("");
}

double sumOf(const QString &text, const QString &metric)
{
    const QRegularExpression re(QStringLiteral("^%1\\{[^}]*\\} (\\S+)$").arg(metric),
                                QRegularExpression::MultilineOption);
    double sum = 0;
    for (auto it = re.globalMatch(text); it.hasNext();)
        sum += it.next().captured(1).toDouble();
    return sum;
}
} // namespace

class TestMetricsEndpoint : public QObject {
    Q_OBJECT

    std::unique_ptr<InProcessBackend> m_backend;
    QUrl m_url;

    QString scrape()
    {
        QByteArray body;
        const int status = ExternalServer::get(m_url, &body);
        if (status != 200)
            qWarning("GET %s: %d", qPrintable(m_url.toString()), status);
        return QString::fromUtf8(body);
    }

private Q_SLOTS:
    void initTestCase()
    {
        SimConfig config = stillFleet(120);
        config.heartbeatIntervalMs = 200;
        config.metricsListen = QStringLiteral("127.0.0.1:0");
        m_backend = std::make_unique<InProcessBackend>(config);
        QString error;
        QVERIFY2(m_backend->start(&error), qPrintable(error));
        m_url = QUrl(m_backend->server().metricsUrl());
        QVERIFY2(m_url.port() > 0, qPrintable(m_backend->server().metricsUrl()));
    }

    void countsWhatTheBackendHolds()
    {
        QNetworkAccessManager network;
        QNetworkReply *reply = network.get(QNetworkRequest(m_url));
        QTRY_VERIFY(reply->isFinished());
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("text/plain; version=0.0.4; charset=utf-8"));
        const QString text = QString::fromUtf8(reply->readAll());
        delete reply;
        QCOMPARE(sumOf(text, QStringLiteral("rackops_racks")), 120.0);
        QCOMPARE(sumOf(text, QStringLiteral("rackops_racks_by_health")), 120.0);
        const auto alerts = m_backend->server().alerts().alerts([](const v1::Alert &) { return true; });
        QCOMPARE(sumOf(text, QStringLiteral("rackops_alerts")), double(alerts.size()));
        QVERIFY(text.contains(QStringLiteral("# TYPE rackops_mutation_duration_seconds histogram\n")));
        QCOMPARE(seriesValue(text, QStringLiteral("rackops_watchers{stream=\"fleet\"}")), 0.0);
        // Without bridges there is nothing to say about them, but the families are there.
        QVERIFY(text.contains(QStringLiteral("# TYPE rackops_bridge_up gauge\n")));
        QVERIFY(!text.contains(QStringLiteral("rackops_bridge_up{")));
    }

    void timesWatchesAndMutations()
    {
        const QString before = scrape();
        const double okBefore =
            seriesValue(before, QStringLiteral("rackops_mutation_duration_seconds_count{outcome=\"ok\"}"));
        const double refusedBefore =
            seriesValue(before, QStringLiteral("rackops_mutation_duration_seconds_count{outcome=\"refused\"}"));
        const double sentBefore =
            seriesValue(before, QStringLiteral("rackops_watch_send_duration_seconds_count{stream=\"alert\"}"));

        auto stub = m_backend->stub<v1::AlertService>();
        auto watchContext = as("vera");
        v1::WatchAlertsRequest watch;
        auto reader = stub->WatchAlerts(watchContext.get(), watch);
        v1::WatchAlertsResponse message;
        QVERIFY(reader->Read(&message)); // the snapshot: the watch is open
        QCOMPARE(seriesValue(scrape(), QStringLiteral("rackops_watchers{stream=\"alert\"}")), 1.0);

        const auto open = m_backend->server().alerts().alerts(
            [](const v1::Alert &a) { return a.state() == v1::ALERT_STATE_TRIGGERED; });
        QVERIFY(!open.empty());
        v1::AcknowledgeAlertRequest ack;
        ack.set_alert_id(open.front().id());
        ack.set_idempotency_key("metrics-ack-1");
        v1::Alert out;
        auto ackContext = as("omar");
        QVERIFY(stub->Acknowledge(ackContext.get(), ack, &out).ok());
        auto refusedContext = as("vera"); // a viewer may not: refused, and timed as such
        ack.set_idempotency_key("metrics-ack-2");
        QVERIFY(!stub->Acknowledge(refusedContext.get(), ack, &out).ok());
        do { // until the acknowledgement arrives (heartbeats come between)
            QVERIFY(reader->Read(&message));
        } while (message.upserts().empty());

        const QString after = scrape();
        QCOMPARE(seriesValue(after, QStringLiteral("rackops_mutation_duration_seconds_count{outcome=\"ok\"}")),
                 okBefore + 1);
        QCOMPARE(seriesValue(after, QStringLiteral("rackops_mutation_duration_seconds_count{outcome=\"refused\"}")),
                 refusedBefore + 1);
        QTRY_VERIFY(seriesValue(scrape(), QStringLiteral("rackops_watch_send_duration_seconds_count{stream=\"alert\"}"))
                    >= sentBefore + 1);
        QCOMPARE(sumOf(after, QStringLiteral("rackops_alerts")),
                 double(m_backend->server().alerts().alerts([](const v1::Alert &) { return true; }).size()));

        watchContext->TryCancel();
        reader->Finish();
        QTRY_COMPARE(seriesValue(scrape(), QStringLiteral("rackops_watchers{stream=\"alert\"}")), 0.0);
    }

    void refusesWhatIsNotMetrics()
    {
        QUrl other = m_url;
        other.setPath(QStringLiteral("/secret"));
        QCOMPARE(ExternalServer::get(other), 404);
        QCOMPARE(ExternalServer::post(m_url, QByteArrayLiteral("{}")), 405);
    }

    void refusesAnAddressItCannotServe()
    {
        SimConfig config = stillFleet(4);
        config.metricsListen = QStringLiteral("unix:/tmp/x");
        SimulatorServer server(config);
        QString error;
        QVERIFY(!server.start(&error));
        QVERIFY2(error.contains(QStringLiteral("--metrics-listen")), qPrintable(error));
        config.metricsListen = QStringLiteral("127.0.0.1:%1").arg(m_url.port()); // taken by the first
        SimulatorServer second(config);
        QTest::ignoreMessage(QtCriticalMsg, QRegularExpression(QStringLiteral("listen failed")));
        QVERIFY(!second.start(&error));
        QVERIFY2(error.contains(QStringLiteral("cannot serve metrics")), qPrintable(error));
    }

    void cleanupTestCase() { m_backend.reset(); }
};

QTEST_GUILESS_MAIN(TestMetricsEndpoint)
#include "tst_metricsendpoint.moc"
