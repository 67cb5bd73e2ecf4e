// rackops-sim --metrics-listen against the real Prometheus tools: promtool's
// linter finds nothing in the real output, and a real Prometheus server (a
// config written here, loopback ports picked free) scrapes the simulator and
// answers a PromQL query with what the simulator holds. A missing tool fails
// the test with how to install it; nothing is skipped.
#include "externalserver.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QUrlQuery>

namespace {
constexpr int kScrapeRacks = 48;
}

class TestPrometheusScrape : public QObject {
    Q_OBJECT

    ExternalServer m_sim;
    QUrl m_metrics;

    // The first sample of an instant query's answer; NaN until there is one.
    static double query(quint16 port, const QString &promql, QString *raw = nullptr)
    {
        QUrl url(QStringLiteral("http://127.0.0.1:%1/api/v1/query").arg(port));
        QUrlQuery q;
        q.addQueryItem(QStringLiteral("query"), promql);
        url.setQuery(q);
        QByteArray body;
        if (ExternalServer::get(url, &body) != 200)
            return std::nan("");
        if (raw)
            *raw = QString::fromUtf8(body);
        const QJsonObject answer = QJsonDocument::fromJson(body).object();
        const QJsonArray result = answer[QStringLiteral("data")][QStringLiteral("result")].toArray();
        if (answer[QStringLiteral("status")].toString() != QStringLiteral("success") || result.isEmpty())
            return std::nan("");
        return result.first()[QStringLiteral("value")].toArray().at(1).toString().toDouble();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        QVERIFY2(m_sim.start(QStringLiteral(RACKOPS_SIM),
                             {QStringLiteral("--racks"), QString::number(kScrapeRacks), QStringLiteral("--listen"),
                              QStringLiteral("127.0.0.1:0"), QStringLiteral("--metrics-listen"),
                              QStringLiteral("127.0.0.1:0"), QStringLiteral("--no-demo-activity")},
                             &why),
                 qPrintable(why));
        const QString url =
            m_sim.waitForOutput(QStringLiteral("metrics for Prometheus on (http://\\S+/metrics)"), 30000);
        QVERIFY2(!url.isEmpty(), qPrintable(m_sim.output()));
        m_metrics = QUrl(url);
    }

    void promtoolFindsNothing()
    {
        QString why;
        const QString promtool = ExternalServer::find(QStringLiteral("promtool"), QStringLiteral("prometheus"), &why);
        QVERIFY2(!promtool.isEmpty(), qPrintable(why));
        QByteArray text;
        QCOMPARE(ExternalServer::get(m_metrics, &text), 200);
        QVERIFY(text.contains("rackops_racks{"));
        QProcess check;
        check.setProcessChannelMode(QProcess::MergedChannels);
        check.start(promtool, {QStringLiteral("check"), QStringLiteral("metrics")});
        QVERIFY(check.waitForStarted());
        check.write(text);
        check.closeWriteChannel();
        QVERIFY(check.waitForFinished(20000));
        const QByteArray said = check.readAll();
        QVERIFY2(check.exitCode() == 0 && said.trimmed().isEmpty(), said.constData());
    }

    void prometheusScrapesTheFleet()
    {
        QString why;
        ExternalServer server;
        const quint16 port = server.startPrometheus(QStringLiteral("global:\n"
                                                                   "  scrape_interval: 1s\n"
                                                                   "  scrape_timeout: 1s\n"
                                                                   "scrape_configs:\n"
                                                                   "  - job_name: rackops-sim\n"
                                                                   "    static_configs:\n"
                                                                   "      - targets: ['%1:%2']\n")
                                                        .arg(m_metrics.host())
                                                        .arg(m_metrics.port())
                                                        .toUtf8(),
                                                    &why);
        QVERIFY2(port != 0, qPrintable(why));

        // Racks per stage and site, summed by Prometheus, are the fleet.
        QTRY_COMPARE_WITH_TIMEOUT(query(port, QStringLiteral("sum(rackops_racks)")), double(kScrapeRacks), 20000);
        QCOMPARE(query(port, QStringLiteral("up{job=\"rackops-sim\"}")), 1.0);
        QCOMPARE(query(port, QStringLiteral("sum(rackops_racks_by_health)")), double(kScrapeRacks));
        // The histograms are histograms to PromQL: a quantile can be asked of them.
        QString raw;
        query(port, QStringLiteral("histogram_quantile(0.9, sum by (le) (rackops_mutation_duration_seconds_bucket))"),
              &raw);
        QVERIFY2(raw.contains(QStringLiteral("\"status\":\"success\"")), qPrintable(raw));
        // Prometheus took every family with its type (the metadata API).
        QByteArray metadata;
        QCOMPARE(ExternalServer::get(QUrl(QStringLiteral("http://127.0.0.1:%1/api/v1/metadata").arg(port)), &metadata),
                 200);
        const QJsonObject data = QJsonDocument::fromJson(metadata).object()[QStringLiteral("data")].toObject();
        QCOMPARE(data[QStringLiteral("rackops_mutation_duration_seconds")]
                     .toArray()
                     .first()[QStringLiteral("type")]
                     .toString(),
                 QStringLiteral("histogram"));
        QCOMPARE(
            data[QStringLiteral("rackops_metrics_scrapes_total")].toArray().first()[QStringLiteral("type")].toString(),
            QStringLiteral("counter"));
    }

    void cleanupTestCase() { m_sim.stop(); }
};

QTEST_GUILESS_MAIN(TestPrometheusScrape)
#include "tst_prometheusscrape.moc"
