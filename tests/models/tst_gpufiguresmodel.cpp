// The GPU figures of the rack dock as models, from hand-made answers: a
// figure not published reads "not published" and has no value (never 0), a
// NaN reads "unreadable", the same rack's next answer changes cells without a
// reset (the operator's selection stays), another rack's resets; the grid
// shows the chosen figure by tray and GPU; the summary tells the source, the
// age, a failed read and what no exporter publishes.
#include "gpufiguregridmodel.h"
#include "gpufiguresmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using namespace rackops;
using Metric = GpuTelemetry::Metric;

namespace {
constexpr qint64 kAnsweredAt = 1'790'000'000'000;

GpuTelemetry answerFor(const QString &rack, double temperature)
{
    GpuTelemetry t;
    t.rackId = rack;
    t.source = QStringLiteral("https://prometheus.noc:9090");
    t.state = GpuTelemetry::State::Ok;
    t.readAtMs = kAnsweredAt - 12'000;
    t.attemptedAtMs = t.readAtMs;
    t.serverTimeMs = kAnsweredAt;
    for (const Metric m : {Metric::GpuTemperature, Metric::MemoryTemperature, Metric::Power, Metric::Xid})
        t.published[size_t(m)] = true;
    GpuTelemetry::Gpu gpu;
    gpu.tray = 7;
    gpu.gpu = 2;
    gpu.host = QStringLiteral("node-0702");
    gpu.figures[size_t(Metric::GpuTemperature)] = GpuTelemetry::Figure {temperature, kAnsweredAt - 15'000};
    gpu.figures[size_t(Metric::MemoryTemperature)] =
        GpuTelemetry::Figure {std::numeric_limits<double>::quiet_NaN(), kAnsweredAt - 15'000};
    gpu.figures[size_t(Metric::Power)] = GpuTelemetry::Figure {712.6, kAnsweredAt - 15'000};
    t.gpus.append(gpu);
    return t;
}
} // namespace

class TestGpuFiguresModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void figuresNotPublishedAndUnreadable()
    {
        GpuFiguresModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setTelemetry(answerFor(QStringLiteral("R1"), 63.0));
        QCOMPARE(model.rowCount(), 72);
        const int row = GpuFiguresModel::rowOf(7, 2);
        const auto cell = [&](int r, Metric m) { return model.index(r, GpuFiguresModel::columnOf(m)); };
        QCOMPARE(model.index(row, 0).data().toString(), QStringLiteral("CT07/GPU2"));
        QCOMPARE(cell(row, Metric::GpuTemperature).data().toString(), QStringLiteral("63 °C"));
        QCOMPARE(cell(row, Metric::GpuTemperature).data(GpuFiguresModel::ValueRole).toDouble(), 63.0);
        QCOMPARE(cell(row, Metric::Power).data().toString(), QStringLiteral("713 W"));
        QCOMPARE(cell(row, Metric::MemoryTemperature).data().toString(), QStringLiteral("unreadable"));
        QVERIFY(std::isnan(cell(row, Metric::MemoryTemperature).data(GpuFiguresModel::ValueRole).toDouble()));
        // Published elsewhere but not for this GPU, and published nowhere: no value, never 0.
        QCOMPARE(cell(row, Metric::Xid).data().toString(), QStringLiteral("not published"));
        QVERIFY(!cell(row, Metric::Xid).data(GpuFiguresModel::ValueRole).isValid());
        QVERIFY(!cell(row, Metric::Xid).data(GpuFiguresModel::PublishedRole).toBool());
        QVERIFY(cell(row, Metric::Xid).data(Qt::ToolTipRole).toString().contains(QLatin1String("for this GPU")));
        QVERIFY(cell(row, Metric::PcieReplays)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("exporters of this site")));
        QVERIFY(cell(row, Metric::GpuTemperature).data(Qt::ToolTipRole).toString().contains(QLatin1String("15 s old")));
        QCOMPARE(cell(0, Metric::GpuTemperature).data().toString(), QStringLiteral("not published"));
    }

    void sameRackUpdatesInPlaceOtherRackResets()
    {
        GpuFiguresModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTelemetry(answerFor(QStringLiteral("R1"), 63.0));
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        model.setTelemetry(answerFor(QStringLiteral("R1"), 64.0));
        QCOMPARE(resets.count(), 0);
        QCOMPARE(changes.count(), 1);
        QCOMPARE(model.index(GpuFiguresModel::rowOf(7, 2), GpuFiguresModel::columnOf(Metric::GpuTemperature))
                     .data()
                     .toString(),
                 QStringLiteral("64 °C"));
        model.setTelemetry(answerFor(QStringLiteral("R2"), 50.0));
        QCOMPARE(resets.count(), 1);
        GpuTelemetry none;
        none.rackId = QStringLiteral("R2");
        none.state = GpuTelemetry::State::NotConfigured;
        model.setTelemetry(none);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.summary().contains(QLatin1String("no site monitoring")));
    }

    void summaryTellsSourceAgeAndWhatIsMissing()
    {
        GpuFiguresModel model;
        GpuTelemetry t = answerFor(QStringLiteral("R1"), 63.0);
        model.setTelemetry(t);
        QVERIFY2(model.summary().contains(QLatin1String("https://prometheus.noc:9090, read 12 s ago")),
                 qPrintable(model.summary()));
        QVERIFY2(model.summary().contains(QLatin1String("Not published by the exporters: PCIe replays")),
                 qPrintable(model.summary()));
        t.state = GpuTelemetry::State::Down;
        t.stateDetail = QStringLiteral("Connection refused");
        t.serverTimeMs = t.readAtMs + 180'000;
        model.setTelemetry(t);
        QVERIFY2(model.summary().contains(QLatin1String("cannot be read: not reachable (Connection refused)"))
                     && model.summary().contains(QLatin1String("last read 3 min ago")),
                 qPrintable(model.summary()));
        QCOMPARE(model.rowCount(), 72); // the last figures stay
    }

    void gridShowsTheChosenFigureByTray()
    {
        GpuFiguresModel figures;
        GpuFigureGridModel grid(&figures);
        QAbstractItemModelTester tester(&grid, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(grid.rowCount(), 0);
        figures.setTelemetry(answerFor(QStringLiteral("R1"), 63.0));
        QCOMPARE(grid.rowCount(), 18);
        QCOMPARE(grid.columnCount(), 4);
        QCOMPARE(grid.headerData(6, Qt::Vertical, Qt::DisplayRole).toString(), QStringLiteral("CT07"));
        QCOMPARE(grid.index(6, 1).data().toString(), QStringLiteral("63 °C"));
        QSignalSpy changes(&grid, &QAbstractItemModel::dataChanged);
        grid.setMetric(Metric::Power);
        QCOMPARE(changes.count(), 1);
        QCOMPARE(grid.index(6, 1).data().toString(), QStringLiteral("713 W"));
        QVERIFY(grid.index(6, 1).data(Qt::ToolTipRole).toString().startsWith(QLatin1String("CT07/GPU2: 713 W")));
        grid.setMetric(Metric::Xid);
        QCOMPARE(grid.index(6, 1).data().toString(), QStringLiteral("not published"));
        QVERIFY(!grid.index(6, 1).data(GpuFiguresModel::PublishedRole).toBool());
        figures.setTelemetry(answerFor(QStringLiteral("R1"), 70.0));
        QCOMPARE(changes.count(), 3);
        figures.clear();
        QCOMPARE(grid.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestGpuFiguresModel)
#include "tst_gpufiguresmodel.moc"
