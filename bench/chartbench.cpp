// Chart benchmark: 24 h of 1 Hz samples x 8 series into one cooling chart,
// decimated (min/max per pixel column) versus all points into the chart,
// each followed by painting one frame; and the first frame after the operator
// changes the range (24 h <-> last 6 h), which the steady median hides.
// --dashed draws every other series dashed, as the cooling chart draws compared racks (the
// dashes are cut by DashedPolyline and drawn as solid pieces; issue #39).
// Prints a table and JSON.
//
//   rackops-bench-chart [--points N] [--runs R] [--quick] [--save DIR] [--no-naive] [--noise A] [--dashed]
#include "benchstats.h"
#include "coolingchart.h"
#include "decimator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPixmap>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace rackops;
using rackops::bench::median;
using rackops::bench::percentile;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM",
            qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption pointsOption(QStringLiteral("points"), QStringLiteral("Points per series (86400)."),
                                          QStringLiteral("N"), QStringLiteral("86400"));
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Runs (20); the naive way only in the first 5."),
                                        QStringLiteral("R"), QStringLiteral("20"));
    const QCommandLineOption quickOption(QStringLiteral("quick"), QStringLiteral("Small and fast: checks it runs."));
    const QCommandLineOption saveOption(
        QStringLiteral("save"), QStringLiteral("Save the last 24 h and 6 h frames as PNG into DIR, to compare by eye."),
        QStringLiteral("DIR"));
    const QCommandLineOption noNaiveOption(
        QStringLiteral("no-naive"), QStringLiteral("Skip the naive way (to profile the decimated frames alone)."));
    const QCommandLineOption noiseOption(
        QStringLiteral("noise"), QStringLiteral("Add uniform noise of +-A to every sample (0): a band, not a line."),
        QStringLiteral("A"), QStringLiteral("0"));
    const QCommandLineOption dashedOption(QStringLiteral("dashed"),
                                          QStringLiteral("Every other series dashed, as compared racks are."));
    parser.addOptions({pointsOption, runsOption, quickOption, saveOption, noNaiveOption, noiseOption, dashedOption});
    parser.process(app);
    const bool quick = parser.isSet(quickOption);
    const int n = quick ? 8640 : parser.value(pointsOption).toInt();
    const int runs = quick ? 1 : parser.value(runsOption).toInt();
    constexpr int kSeries = 8;

    QList<CoolingChart::Line> lines;
    for (int s = 0; s < kSeries; ++s)
        lines.append({QStringLiteral("series %1").arg(s), QColor::fromHsv(s * 40, 200, 230),
                      parser.isSet(dashedOption) && s % 2 == 1});
    // Two charts, so each way replaces what it drew itself last time, as a live chart does.
    CoolingChart decimatedChart(QStringLiteral("decimated"), QStringLiteral("unit"), lines);
    CoolingChart naiveChart(QStringLiteral("naive"), QStringLiteral("unit"), lines);
    for (CoolingChart *c : {&decimatedChart, &naiveChart}) {
        c->resize(1600, 300);
        c->show();
    }
    QApplication::processEvents();

    const double noise = parser.value(noiseOption).toDouble();
    QRandomGenerator rng(5);
    const qint64 t0 = 1'780'000'000'000;
    std::vector<QList<QPointF>> data(kSeries);
    for (int s = 0; s < kSeries; ++s) {
        data[size_t(s)].reserve(n);
        for (int i = 0; i < n; ++i)
            data[size_t(s)].append(QPointF(double(t0 + i * 1000LL),
                                           30.0 + s * 3 + 2.0 * std::sin(i / 600.0) + (i % 997 == 0 ? 6.0 : 0.0)
                                               + (noise > 0 ? noise * (2.0 * rng.generateDouble() - 1.0) : 0.0)));
    }
    decimatedChart.setTimeRange(t0, t0 + n * 1000LL);
    naiveChart.setTimeRange(t0, t0 + n * 1000LL);

    const qint64 tEnd = t0 + n * 1000LL;
    const QString saveDir = parser.value(saveOption);
    const auto frame = [&](bool decimate, qint64 from, qint64 to) {
        CoolingChart &chart = decimate ? decimatedChart : naiveChart;
        QElapsedTimer t;
        t.start();
        chart.setTimeRange(from, to);
        const int columns = chart.decimationColumns();
        std::vector<QList<QPointF>> reduced(kSeries);
        for (int s = 0; s < kSeries; ++s) {
            const QList<QPointF> &all = data[size_t(s)];
            const auto byTime = [](const QPointF &p, double x) { return p.x() < x; };
            const auto first = std::lower_bound(all.cbegin(), all.cend(), double(from), byTime);
            const auto last = std::lower_bound(first, all.cend(), double(to) + 1, byTime);
            const QList<QPointF> span =
                (first == all.cbegin() && last == all.cend()) ? all : QList<QPointF>(first, last);
            reduced[size_t(s)] = decimate ? Decimator::minMax(span, columns) : span;
        }
        const double decimateMs = t.nsecsElapsed() / 1e6;
        if (qEnvironmentVariableIsSet("RACKOPS_BENCH_VERBOSE"))
            std::printf("    decimate %.1f ms\n", decimateMs);
        for (int s = 0; s < kSeries; ++s)
            chart.setPoints(s, reduced[size_t(s)]);
        chart.fitValueAxis(); // the lines are laid out when painted
        const double setMs = t.nsecsElapsed() / 1e6;
        const QPixmap shot = chart.grab(); // paint one frame
        if (qEnvironmentVariableIsSet("RACKOPS_BENCH_VERBOSE"))
            std::printf("    set %.1f ms, paint %.1f ms\n", setMs, t.nsecsElapsed() / 1e6 - setMs);
        const double ms = t.nsecsElapsed() / 1e6;
        if (decimate && !saveDir.isEmpty())
            shot.save(QStringLiteral("%1/chart-%2h.png").arg(saveDir).arg((to - from) / 3'600'000));
        return ms;
    };
    std::vector<double> decimated;
    std::vector<double> afterRangeChange;
    std::vector<double> naive;
    qsizetype shown = 0;
    const qint64 sixHoursBefore = tEnd - 6 * 3'600'000LL;
    // The operator changes the range of a chart already on screen: its first
    // frame ever (glyph caches, first layout) is not one of those.
    frame(true, t0, tEnd);
    for (int r = 0; r < runs; ++r) {
        // To the last 6 h and back: each the first frame of a new range.
        afterRangeChange.push_back(frame(true, std::max(t0, sixHoursBefore), tEnd));
        afterRangeChange.push_back(frame(true, t0, tEnd));
        decimated.push_back(frame(true, t0, tEnd)); // the same range again: the steady frame
        shown = decimatedChart.pointCount(0);
        if (r < 5 && !parser.isSet(noNaiveOption)) // 0.4 s a frame, and only for the ratio
            naive.push_back(frame(false, t0, tEnd));
    }
    const double dec = median(decimated);
    const double all = median(naive);
    const double changed = median(afterRangeChange);
    // The target is every frame, so the tail is what counts: median, p90, worst, and how many
    // frames of how many went over 16 ms.
    const auto overBudget = [](const std::vector<double> &frames) {
        return std::count_if(frames.cbegin(), frames.cend(), [](double ms) { return ms > 16.0; });
    };
    const auto tail = [&](const char *what, const std::vector<double> &frames) {
        std::printf("  %-46s %9.1f ms  (p90 %.1f, max %.1f ms; %ld of %zu over 16 ms)\n", what, median(frames),
                    percentile(frames, 0.9), *std::max_element(frames.cbegin(), frames.cend()),
                    long(overBudget(frames)), frames.size());
    };
    std::printf("RackOps chart benchmark: %d series x %d points%s, noise +-%.2f%s, %lld points per series drawn\n",
                kSeries, n, quick ? " (quick mode)" : "", noise,
                parser.isSet(dashedOption) ? ", every other dashed" : "", (long long)shown);
    tail("steady: decimate + replace + paint one frame", decimated);
    tail("first frame after a range change", afterRangeChange);
    std::printf("  %-46s %9.1f ms\n", "all points to the chart (it thins them) + paint", all);
    std::printf("  %-46s %9.1f x\n", "naive / decimated", dec > 0 ? all / dec : 0.0);
    const QJsonObject json {
        {"series", kSeries},
        {"points_per_series", n},
        {"noise", noise},
        {"dashed", parser.isSet(dashedOption)},
        {"decimated_frame_ms", dec},
        {"decimated_frame_ms_p90", percentile(decimated, 0.9)},
        {"decimated_frame_ms_max", *std::max_element(decimated.cbegin(), decimated.cend())},
        {"decimated_frames_over_16ms", qint64(overBudget(decimated))},
        {"range_change_frame_ms", changed},
        {"range_change_frame_ms_p90", percentile(afterRangeChange, 0.9)},
        {"range_change_frame_ms_max", *std::max_element(afterRangeChange.cbegin(), afterRangeChange.cend())},
        {"range_change_frames_over_16ms", qint64(overBudget(afterRangeChange))},
        {"naive_frame_ms", all},
        {"points_drawn_per_series", qint64(shown)},
        {"ratio", dec > 0 ? all / dec : 0.0}};
    std::printf("JSON %s\n", QJsonDocument(json).toJson(QJsonDocument::Compact).constData());
    return 0;
}
