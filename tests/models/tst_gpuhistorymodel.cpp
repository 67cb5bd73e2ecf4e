// GpuHistoryModel under QAbstractItemModelTester: a row per grid point, a
// column per figure; no sample reads "no sample" with NaN kept (a gap for
// the chart), a figure not published reads so and gives no points; another
// GPU asked for drops the old points at once; a grid shorter than it says is
// never read beyond; the status says why nothing is drawn.
#include "gpuhistorymodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace rackops;
using Metric = GpuTelemetry::Metric;

namespace {
GpuHistory modelHistory()
{
    GpuHistory h;
    h.rackId = QStringLiteral("R1");
    h.tray = 5;
    h.gpu = 2;
    h.source = QStringLiteral("http://127.0.0.1:9090");
    h.state = GpuTelemetry::State::Ok;
    h.host = QStringLiteral("dgx-b07");
    h.startMs = 1'790'000'000'000;
    h.stepMs = 15'000;
    h.points = 4;
    h.series = {{Metric::GpuTemperature, true, {61.0, std::nan(""), 63.5, 64.0}},
                {Metric::MemoryTemperature, true, {70.0, 71.0, std::nan(""), 72.0}},
                {Metric::Power, false, {}}};
    return h;
}
} // namespace

class TestGpuHistoryModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void rowsAndGaps()
    {
        GpuHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.hasGpu());
        QSignalSpy changed(&model, &GpuHistoryModel::historyChanged);
        model.setHistory(modelHistory());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 4);
        QCOMPARE(model.gpuName(), QStringLiteral("CT05/GPU2"));
        QCOMPARE(model.index(2, 0).data(GpuHistoryModel::TimeRole).toLongLong(), 1'790'000'030'000);
        QCOMPARE(model.index(1, 1).data().toString(), QStringLiteral("no sample"));
        QVERIFY(std::isnan(model.index(1, 1).data(GpuHistoryModel::ValueRole).toDouble()));
        QCOMPARE(model.index(2, 1).data(GpuHistoryModel::ValueRole).toDouble(), 63.5);
        QCOMPARE(model.index(0, 3).data().toString(), QStringLiteral("not published"));
        QVERIFY(!model.index(0, 3).data(GpuHistoryModel::ValueRole).isValid());
        QCOMPARE(model.index(0, 3).data(GpuHistoryModel::MetricRole).toInt(), int(Metric::Power));
        QCOMPARE(model.headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Time"));

        const QList<QPointF> points = model.points(Metric::GpuTemperature);
        QCOMPARE(points.size(), 4);
        QCOMPARE(points.at(3), QPointF(1'790'000'045'000.0, 64.0));
        QVERIFY(std::isnan(points.at(1).y())); // a gap, never dropped (that would join it) nor 0
        QVERIFY(model.points(Metric::Power).isEmpty());
        QVERIFY(model.points(Metric::Xid).isEmpty()); // not asked
        QVERIFY(model.status().contains(QLatin1String("Not published")));
        QVERIFY(model.caption().contains(QLatin1String("dgx-b07")));
    }

    void anotherGpuDropsTheOldPoints()
    {
        GpuHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setHistory(modelHistory());
        model.setPending(QStringLiteral("R1"), 5, 2); // the same GPU again: its points stay meanwhile
        QCOMPARE(model.rowCount(), 4);
        model.setPending(QStringLiteral("R1"), 6, 1);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.gpuName(), QStringLiteral("CT06/GPU1"));
        QVERIFY(model.status().contains(QLatin1String("CT06/GPU1")));
        model.setFailure(QStringLiteral("deadline exceeded"));
        QVERIFY(model.status().contains(QLatin1String("deadline exceeded")));
        model.clear();
        QVERIFY(!model.hasGpu());
        QVERIFY(model.status().isEmpty());
    }

    void badGridsAreNotReadBeyond()
    {
        GpuHistoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        GpuHistory h = modelHistory();
        h.points = 6; // says six, holds four
        model.setHistory(h);
        QCOMPARE(model.rowCount(), 6);
        QCOMPARE(model.index(5, 1).data().toString(), QStringLiteral("no sample"));
        QCOMPARE(model.points(Metric::GpuTemperature).size(), 6);

        GpuHistory down;
        down.rackId = QStringLiteral("R1");
        down.tray = 5;
        down.gpu = 2;
        down.source = QStringLiteral("http://127.0.0.1:9090");
        down.state = GpuTelemetry::State::Unauthorized;
        down.stateDetail = QStringLiteral("HTTP 401");
        model.setHistory(down);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY2(model.status().contains(QLatin1String("cannot be read"))
                     && model.status().contains(QLatin1String("HTTP 401")),
                 qPrintable(model.status()));
    }
};

QTEST_GUILESS_MAIN(TestGpuHistoryModel)
#include "tst_gpuhistorymodel.moc"
