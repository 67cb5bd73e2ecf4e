// --report-latency: a stall of the GUI thread shows in the report at its length, and the report is
// on disk while the console still runs (a run ended by a signal keeps its figures).
#include "eventlooplatency.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace rackops;

// Work posted to the GUI thread that holds it for a while, as a long slot would.
class SlowWorker : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    void work() { QThread::msleep(40); }
};

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
            // The stall ended about 0.55 s in: that is when its tick came.
            QVERIFY2(probe.maxAtSeconds() >= 0.5 && probe.maxAtSeconds() < 0.85,
                     qPrintable(QString::number(probe.maxAtSeconds())));
            QVERIFY(probe.samples() >= 20);
            // One stall among many ticks: most ticks were on time.
            QVERIFY2(probe.percentileMs(0.5) < 240, qPrintable(QString::number(probe.percentileMs(0.5))));
            QVERIFY(probe.writeReport());
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY(report.value(QStringLiteral("max_ms")).toInt() >= 240);
        QVERIFY(report.value(QStringLiteral("max_at_s")).toDouble() >= 0.5);
        QVERIFY(report.value(QStringLiteral("samples")).toInt() >= 20);
        QVERIFY(report.contains(QStringLiteral("p99_ms")));
        QCOMPARE(report.value(QStringLiteral("timer_interval_ms")).toInt(), EventLoopLatency::kIntervalMs);
    }

    // The report says which kind of event held the thread: the receiver's class and the event's
    // type. Time the loop spends waiting for events is nobody's.
    void theSlowEventsAreNamedByTheirReceivers()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("latency.json"));
        {
            EventLoopLatency probe(path);
            QObject holder;
            auto *worker = new SlowWorker(&holder);
            for (int i = 0; i < 3; ++i) // posted to the worker, as the models post their slices
                QMetaObject::invokeMethod(worker, &SlowWorker::work, Qt::QueuedConnection);
            QEventLoop idle;
            QTimer::singleShot(400, &idle, &QEventLoop::quit);
            idle.exec(); // blocks between the events: most of the 400 ms is waiting
            QVERIFY(probe.writeReport());
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray slow =
            QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("slow_events")).toArray();
        QVERIFY(!slow.isEmpty());
        const QJsonObject worst = slow.at(0).toObject();
        QCOMPARE(worst.value(QStringLiteral("receiver")).toString(), QStringLiteral("SlowWorker"));
        QCOMPARE(worst.value(QStringLiteral("parent")).toString(), QStringLiteral("QObject"));
        QCOMPARE(worst.value(QStringLiteral("event")).toString(), QStringLiteral("MetaCall"));
        QCOMPARE(worst.value(QStringLiteral("count")).toInt(), 3);
        QVERIFY2(worst.value(QStringLiteral("max_ms")).toDouble() >= 39, qPrintable(QJsonDocument(slow).toJson()));
        QVERIFY2(worst.value(QStringLiteral("total_ms")).toDouble() < 200, qPrintable(QJsonDocument(slow).toJson()));
        double others = 0;
        for (int i = 1; i < slow.size(); ++i)
            others += slow.at(i).toObject().value(QStringLiteral("total_ms")).toDouble();
        QVERIFY2(others < 100, qPrintable(QJsonDocument(slow).toJson())); // the waiting is not in any
    }

    void anUnwritableReportSaysSo()
    {
        EventLoopLatency probe(QStringLiteral("/nonexistent-dir/latency.json"));
        QVERIFY(!probe.writeReport());
    }
};

QTEST_MAIN(TestEventLoopLatency)
#include "tst_eventlooplatency.moc"
