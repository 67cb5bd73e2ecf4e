// Prometheus' text exposition format as MetricsExposition writes it: escaping
// of hostile label values and help, values as Prometheus reads them, and
// histograms with cumulative buckets that never exceed their count.
#include "core/latencyhistogram.h"
#include "core/servicemetrics.h"
#include "monitoring/metricsexposition.h"

#include <QTest>

#include <cmath>
#include <limits>

using rackops::sim::LatencyHistogram;
using rackops::sim::MetricsExposition;
using rackops::sim::ServiceMetrics;

class TestMetricsExposition : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void escapesLabelValues()
    {
        QCOMPARE(MetricsExposition::escapeLabelValue("PHX1\"}\nrackops_racks 1e9 \\"),
                 std::string("PHX1\\\"}\\nrackops_racks 1e9 \\\\"));
        QCOMPARE(MetricsExposition::escapeHelp("a \\ b\nc \"quoted\""), std::string("a \\\\ b\\nc \"quoted\""));
        MetricsExposition out;
        out.family("rackops_racks", MetricsExposition::Type::Gauge, "Racks.");
        out.sample("rackops_racks", {{"site", "evil\"} 1\n# TYPE x counter"}}, 3);
        const QByteArray text = QByteArray::fromStdString(out.text());
        QCOMPARE(text.count('\n'), 3); // the value cannot start a line of its own
        QVERIFY(text.contains("rackops_racks{site=\"evil\\\"} 1\\n# TYPE x counter\"} 3\n"));
    }

    void formatsValues()
    {
        QCOMPARE(MetricsExposition::formatValue(3), std::string("3"));
        QCOMPARE(MetricsExposition::formatValue(-2), std::string("-2"));
        QCOMPARE(MetricsExposition::formatValue(0.001), std::string("0.001"));
        QCOMPARE(MetricsExposition::formatValue(0.1 + 0.2), std::string("0.30000000000000004"));
        QCOMPARE(MetricsExposition::formatValue(1764750000.123), std::string("1764750000.123"));
        QCOMPARE(MetricsExposition::formatValue(std::numeric_limits<double>::infinity()), std::string("+Inf"));
        QCOMPARE(MetricsExposition::formatValue(-std::numeric_limits<double>::infinity()), std::string("-Inf"));
        QCOMPARE(MetricsExposition::formatValue(std::nan("")), std::string("NaN"));
    }

    void refusesNamesThatAreNot()
    {
        QVERIFY(MetricsExposition::isValidMetricName("rackops_racks"));
        QVERIFY(MetricsExposition::isValidMetricName("rackops:recorded_rule"));
        QVERIFY(!MetricsExposition::isValidMetricName("1racks"));
        QVERIFY(!MetricsExposition::isValidMetricName("rack-ops"));
        QVERIFY(!MetricsExposition::isValidLabelName("__reserved"));
        QVERIFY(!MetricsExposition::isValidLabelName("a:b"));
        MetricsExposition out;
        QVERIFY_THROWS_EXCEPTION(std::logic_error,
                                 out.family("rack ops", MetricsExposition::Type::Gauge, "A bug, not an input."));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, out.sample("rackops_x", {{"bad-label", "v"}}, 1));
    }

    void writesHistograms()
    {
        LatencyHistogram histogram;
        histogram.observe(std::chrono::microseconds(500)); // <= 0.001
        histogram.observe(std::chrono::milliseconds(30)); // <= 0.05
        histogram.observe(std::chrono::milliseconds(30));
        histogram.observe(std::chrono::seconds(60)); // beyond every bound: only +Inf
        const LatencyHistogram::Snapshot snapshot = histogram.snapshot();
        QCOMPARE(snapshot.count, 4u);
        QCOMPARE(snapshot.cumulative.front(), 1u);
        QCOMPARE(snapshot.cumulative.back(), 3u);
        QVERIFY(std::abs(snapshot.sumSeconds - 60.0605) < 1e-9);
        MetricsExposition out;
        out.family("rackops_x_seconds", MetricsExposition::Type::Histogram, "x");
        out.histogram("rackops_x_seconds", {{"outcome", "ok"}}, snapshot);
        const QString text = QString::fromStdString(out.text());
        QVERIFY(text.contains(QStringLiteral("# TYPE rackops_x_seconds histogram\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_bucket{outcome=\"ok\",le=\"0.001\"} 1\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_bucket{outcome=\"ok\",le=\"0.025\"} 1\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_bucket{outcome=\"ok\",le=\"0.05\"} 3\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_bucket{outcome=\"ok\",le=\"10\"} 3\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_bucket{outcome=\"ok\",le=\"+Inf\"} 4\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_count{outcome=\"ok\"} 4\n")));
        QVERIFY(text.contains(QStringLiteral("rackops_x_seconds_sum{outcome=\"ok\"} 60.0605")));
    }

    void countsWatchersWhileTheyLive()
    {
        ServiceMetrics metrics;
        {
            ServiceMetrics::Watcher a(metrics, "fleet");
            ServiceMetrics::Watcher b(metrics, "fleet");
            QCOMPARE(metrics.stream("fleet").watchers.load(), 2);
        }
        QCOMPARE(metrics.stream("fleet").watchers.load(), 0);
        metrics.mutationRecorded(ServiceMetrics::MutationOutcome::Refused, std::chrono::milliseconds(2));
        QCOMPARE(metrics.mutations(ServiceMetrics::MutationOutcome::Refused).count, 1u);
        QCOMPARE(metrics.mutations(ServiceMetrics::MutationOutcome::Ok).count, 0u);
    }
};

QTEST_GUILESS_MAIN(TestMetricsExposition)
#include "tst_metricsexposition.moc"
