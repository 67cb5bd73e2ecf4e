// --report-latency: a stall of the GUI thread shows in the report at its length, and the report is
// on disk while the console still runs (a run ended by a signal keeps its figures).
#include "eventlooplatency.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace rackops;

class TestEventLoopLatency : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void aStallIsMeasuredAtItsLength()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("latency.json"));
        {
            EventLoopLatency probe(path);
            // Elapsed time is what is measured: the probe's timer ticks before and after a stall.
            QTest::qWait(300);
            QThread::msleep(250); // the GUI thread busy for a quarter second
            QTest::qWait(300);
            QVERIFY2(probe.maxMs() >= 240, qPrintable(QString::number(probe.maxMs())));
            QVERIFY(probe.samples() >= 20);
            // One stall among many ticks: most ticks were on time.
            QVERIFY2(probe.percentileMs(0.5) < 240, qPrintable(QString::number(probe.percentileMs(0.5))));
            QVERIFY(probe.writeReport());
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(report.value(QStringLiteral("max_ms")).toInt() >= 240);
        QVERIFY(report.value(QStringLiteral("samples")).toInt() >= 20);
        QVERIFY(report.contains(QStringLiteral("p99_ms")));
        QCOMPARE(report.value(QStringLiteral("timer_interval_ms")).toInt(), EventLoopLatency::kIntervalMs);
    }

    void anUnwritableReportSaysSo()
    {
        EventLoopLatency probe(QStringLiteral("/nonexistent-dir/latency.json"));
        QVERIFY(!probe.writeReport());
    }
};

QTEST_MAIN(TestEventLoopLatency)
#include "tst_eventlooplatency.moc"
