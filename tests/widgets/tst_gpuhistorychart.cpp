// The GPU history chart as the operator sees it: a time without a sample is
// a gap in the line (nothing drawn across it, nothing to hover there), a
// lone sample between gaps still shows; a figure the exporter does not
// publish is said in the legend and above the chart, never drawn as 0;
// Prometheus unreadable hides the charts behind the reason; the GPUs tab
// asks for the hottest GPU's history first and for a clicked GPU's; a wider
// chart asks again, once, for its new width.
#include "chartlinesitem.h"
#include "coolingchart.h"
#include "gpufiguresmodel.h"
#include "gpufigurespanel.h"
#include "gpuhistorychart.h"
#include "gpuhistorymodel.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

#include <algorithm>
#include <cmath>

using namespace rackops;

namespace {
constexpr qint64 kHistoryStart = 1'790'000'040'000;
constexpr qint64 kHistoryStep = 10'000;

// 61 points: 60 °C for 20 points, 10 without a sample, 70 °C for 30; a lone sample at 45 between gaps.
GpuHistory historyWithGaps()
{
    GpuHistory h;
    h.rackId = QStringLiteral("R7");
    h.tray = 2;
    h.gpu = 3;
    h.source = QStringLiteral("http://127.0.0.1:9090");
    h.state = GpuTelemetry::State::Ok;
    h.host = QStringLiteral("r7-ct02");
    h.startMs = kHistoryStart;
    h.stepMs = kHistoryStep;
    h.points = 61;
    GpuHistory::Series gpu {GpuTelemetry::Metric::GpuTemperature, true, {}};
    for (int i = 0; i < h.points; ++i)
        gpu.values.append(i < 20 ? 60.0 : i < 30 ? std::nan("") : 70.0);
    gpu.values[44] = std::nan("");
    gpu.values[46] = std::nan("");
    gpu.values[45] = 75.0;
    h.series = {gpu,
                {GpuTelemetry::Metric::MemoryTemperature, false, {}},
                {GpuTelemetry::Metric::Power, true, QList<double>(h.points, 650.0)}};
    return h;
}

QPointF historyPosition(CoolingChart *chart, qint64 timeMs, double value)
{
    return chart->view()->chart()->mapToPosition(QPointF(double(timeMs), value));
}

qint64 historyTime(int point)
{
    return kHistoryStart + point * kHistoryStep;
}
} // namespace

class TestGpuHistoryChart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gapIsDrawnAsAGap()
    {
        GpuHistoryModel model;
        GpuHistoryChart chart(&model);
        chart.resize(600, 600);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        model.setHistory(historyWithGaps());
        CoolingChart *temperature = chart.temperatureChart();
        QVERIFY(temperature->isVisible());
        QTest::qWait(0); // one turn: the chart lays its plot out
        ChartLinesItem *lines = temperature->linesItem();
        const QList<QPointF> drawn = lines->drawnPoints(GpuHistoryChart::GpuTemperatureLine);
        // Three runs, so three gaps kept as one NaN point each; the flat runs shrink to their ends.
        QCOMPARE(std::count_if(drawn.cbegin(), drawn.cend(), [](const QPointF &p) { return std::isnan(p.y()); }), 3);
        QVERIFY(drawn.contains(QPointF(double(historyTime(19)), 60.0)));
        QVERIFY(drawn.contains(QPointF(double(historyTime(30)), 70.0)));
        // Across the gap there is no line: halfway between 60 and 70 in its middle, nothing to hover.
        QVERIFY(!lines->hit(historyPosition(temperature, historyTime(25), 65.0), 3.0));
        // Neither at 0 nor anywhere down the gap's column.
        for (double value : {0.0, 60.0, 62.0, 68.0, 70.0})
            QVERIFY2(!lines->hit(historyPosition(temperature, historyTime(25), value), 3.0),
                     qPrintable(QString::number(value)));
        // On the runs the line is there, and the lone sample between two gaps is a dot to hover.
        QVERIFY(lines->hit(historyPosition(temperature, historyTime(10), 60.0), 3.0));
        const auto lone = lines->hit(historyPosition(temperature, historyTime(45), 75.0), 3.0);
        QVERIFY(lone);
        QCOMPARE(lone->sample.y(), 75.0);

        // The pixels agree: the gap's columns hold none of the line's colour between the runs' levels.
        const QImage image = temperature->view()->grab().toImage();
        const QColor lineColor = QColor(0xf0, 0x88, 0x3e);
        const QPoint top = temperature->view()->mapFromScene(
            temperature->view()->chart()->mapToScene(historyPosition(temperature, historyTime(23), 70.0)));
        const QPoint bottom = temperature->view()->mapFromScene(
            temperature->view()->chart()->mapToScene(historyPosition(temperature, historyTime(27), 60.0)));
        int lineColoured = 0;
        for (int x = top.x(); x <= bottom.x(); ++x) {
            for (int y = top.y() + 2; y <= bottom.y() - 2; ++y)
                lineColoured += image.pixelColor(x, y) == lineColor ? 1 : 0;
        }
        QCOMPARE(lineColoured, 0);
        // Outside the gap the line shows in that colour.
        const QPoint onRun = temperature->view()->mapFromScene(
            temperature->view()->chart()->mapToScene(historyPosition(temperature, historyTime(40), 70.0)));
        int runColoured = 0;
        for (int y = onRun.y() - 2; y <= onRun.y() + 2; ++y)
            runColoured += image.pixelColor(onRun.x(), y) == lineColor ? 1 : 0;
        QVERIFY(runColoured > 0);
    }

    void notPublishedIsSaid()
    {
        GpuHistoryModel model;
        GpuHistoryChart chart(&model);
        chart.resize(600, 600);
        chart.show();
        model.setHistory(historyWithGaps());
        QVERIFY(chart.statusLabel()->isVisible());
        QVERIFY2(
            chart.statusLabel()->text().contains(GpuFiguresModel::metricTitle(GpuTelemetry::Metric::MemoryTemperature)),
            qPrintable(chart.statusLabel()->text()));
        // The memory's line is in the legend, saying it is not published, and draws nothing (not 0).
        const auto markers = chart.temperatureChart()->view()->chart()->legend()->markers();
        QVERIFY(std::any_of(markers.cbegin(), markers.cend(), [](QLegendMarker *m) {
            return m->isVisible() && m->label().contains(QLatin1String("not published"));
        }));
        QVERIFY(chart.temperatureChart()->linesItem()->drawnPoints(GpuHistoryChart::MemoryTemperatureLine).isEmpty());
        QVERIFY(chart.captionLabel()->text().contains(QLatin1String("r7-ct02")));

        // Prometheus unreadable: the reason, no chart.
        GpuHistory down;
        down.rackId = QStringLiteral("R7");
        down.tray = 2;
        down.gpu = 3;
        down.source = QStringLiteral("http://127.0.0.1:9090");
        down.state = GpuTelemetry::State::Down;
        down.stateDetail = QStringLiteral("Connection refused");
        model.setHistory(down);
        QVERIFY(!chart.temperatureChart()->isVisible());
        QVERIFY(!chart.powerChart()->isVisible());
        QVERIFY2(chart.statusLabel()->text().contains(QLatin1String("Connection refused")),
                 qPrintable(chart.statusLabel()->text()));
    }

    void asksForItsWidthAndWindow()
    {
        GpuHistoryModel model;
        GpuHistoryChart chart(&model);
        chart.resize(400, 600);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy wanted(&chart, &GpuHistoryChart::historyWanted);
        chart.setGpu(5, 1);
        QCOMPARE(wanted.count(), 1); // a choice asks at once
        QCOMPARE(wanted.at(0).at(0).toInt(), 5);
        QCOMPARE(wanted.at(0).at(1).toInt(), 1);
        QCOMPARE(wanted.at(0).at(2).toLongLong(), 3'600'000);
        const int narrow = wanted.at(0).at(3).toInt();
        // A drag of the dock's edge: several widths, one ask when it rests, for the plot's new width.
        chart.resize(500, 600);
        chart.resize(700, 600);
        chart.resize(900, 600);
        QTRY_COMPARE(wanted.count(), 2);
        QCOMPARE(wanted.at(1).at(3).toInt(), chart.plotWidth());
        QVERIFY2(chart.plotWidth() > narrow + 300,
                 qPrintable(QStringLiteral("%1 %2").arg(narrow).arg(chart.plotWidth())));
        QTest::qWait(GpuHistoryChart::kAskDelayMs * 2); // elapsed time itself: no second ask follows
        QCOMPARE(wanted.count(), 2);
        // Another window asks again with it.
        chart.windowChoice()->setCurrentIndex(2);
        QTRY_COMPARE(wanted.count(), 3);
        QCOMPARE(wanted.at(2).at(2).toLongLong(), 24 * 3'600'000LL);
    }

    void theTabChoosesTheHottestThenTheClicked()
    {
        GpuFiguresModel figures;
        GpuHistoryModel history;
        GpuFiguresPanel panel(&figures);
        panel.setHistory(&history);
        panel.resize(500, 1200);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QSignalSpy wanted(panel.historyChart(), &GpuHistoryChart::historyWanted);
        GpuTelemetry t;
        t.rackId = QStringLiteral("R7");
        t.source = QStringLiteral("http://127.0.0.1:9090");
        t.state = GpuTelemetry::State::Ok;
        t.readAtMs = 1'790'000'000'000;
        t.serverTimeMs = t.readAtMs;
        t.published[size_t(GpuTelemetry::Metric::GpuTemperature)] = true;
        for (int g = 1; g <= 4; ++g) {
            GpuTelemetry::Gpu gpu;
            gpu.tray = 4;
            gpu.gpu = g;
            gpu.host = QStringLiteral("r7-ct04");
            gpu.figures[size_t(GpuTelemetry::Metric::GpuTemperature)] =
                GpuTelemetry::Figure {g == 3 ? 81.0 : 60.0, t.readAtMs};
            t.gpus.append(gpu);
        }
        figures.setTelemetry(t);
        QCOMPARE(wanted.count(), 1);
        QCOMPARE(wanted.at(0).at(0).toInt(), 4);
        QCOMPARE(wanted.at(0).at(1).toInt(), 3); // the hottest
        // The same rack's figures again choose nothing new.
        figures.setTelemetry(t);
        QCOMPARE(wanted.count(), 1);
        // A click on a cell of the grid (tray 4, GPU 2).
        QTableView *grid = panel.grid();
        const QRect cell = grid->visualRect(grid->model()->index(3, 1));
        QTest::mouseClick(grid->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(wanted.count(), 2);
        QCOMPARE(wanted.at(1).at(0).toInt(), 4);
        QCOMPARE(wanted.at(1).at(1).toInt(), 2);
    }
};

QTEST_MAIN(TestGpuHistoryChart)
#include "tst_gpuhistorychart.moc"
