#include "coolingtrace.h"
#include "decimator.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace rackops;

class TestDecimator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void keepsEveryExtremeAndTimeOrder()
    {
        // A day at 1 Hz with one-sample spikes hidden in the noise.
        QList<QPointF> points;
        QRandomGenerator rng(7);
        for (int t = 0; t < 86'400; ++t)
            points.append(QPointF(t, 30.0 + rng.bounded(1.0)));
        points[12'345].setY(55.0);
        points[70'001].setY(2.0);
        const QList<QPointF> out = Decimator::minMax(points, 800);
        QVERIFY(out.size() <= 800 * 2);
        QVERIFY(out.size() > 800);
        double hi = -1e9;
        double lo = 1e9;
        for (qsizetype i = 0; i < out.size(); ++i) {
            hi = std::max(hi, out.at(i).y());
            lo = std::min(lo, out.at(i).y());
            if (i > 0)
                QVERIFY2(out.at(i).x() >= out.at(i - 1).x(), "not monotone in time");
        }
        QCOMPARE(hi, 55.0);
        QCOMPARE(lo, 2.0);
        QVERIFY(out.first().x() < 86'400.0 / 800); // the first column is there
        QVERIFY(out.last().x() > 86'400.0 - 86'400.0 / 800); // and the last
    }

    void shortSeriesPassThroughWithoutGaps()
    {
        const QList<QPointF> points = {{0, 1}, {1, NAN}, {2, 3}};
        const QList<QPointF> out = Decimator::minMax(points, 100);
        QCOMPARE(out.size(), 2); // NaN is a gap, dropped
        QCOMPARE(out.at(1).y(), 3.0);
    }

    void aFlatRunKeepsOnlyItsEnds()
    {
        QList<QPointF> points;
        for (int t = 0; t < 3'600; ++t)
            points.append(QPointF(t, 31.5));
        const QList<QPointF> out = Decimator::dropInvisible(points, 0.5, 20.0, 0.25);
        QCOMPARE(out.size(), 2);
        QCOMPARE(out.first(), points.first());
        QCOMPARE(out.last(), points.last());
    }

    void aOneSecondSpikeInAFlatDayStays()
    {
        // 24 h at 1 Hz, flat but for one sample, decimated for a 1,400 px plot as the chart does.
        QList<QPointF> points;
        for (int t = 0; t < 86'400; ++t)
            points.append(QPointF(t, t == 40'000 ? 38.0 : 30.0));
        const QList<QPointF> columns = Decimator::minMax(points, 700);
        const QList<QPointF> out = Decimator::dropInvisible(columns, 1'400.0 / 86'400, 10.0, 0.25);
        QVERIFY2(out.contains(QPointF(40'000, 38.0)), "the spike is gone");
        QVERIFY(out.size() <= 6); // the ends, the spike and where the line leaves and rejoins 30
        for (qsizetype i = 1; i < out.size(); ++i)
            QVERIFY2(out.at(i).x() > out.at(i - 1).x(), "not in time order");
    }

    void everyDroppedPointIsWithinTheToleranceOfTheLine()
    {
        // Noise on a slow wave, and a few spikes: whatever is dropped, the line drawn through the
        // points kept passes within a quarter pixel (vertically) of it.
        QList<QPointF> points;
        QRandomGenerator rng(11);
        for (int t = 0; t < 20'000; ++t) {
            const double spike = t % 1'777 == 0 ? 5.0 : 0.0;
            points.append(QPointF(t, 30.0 + 2.0 * std::sin(t / 600.0) + 0.05 * rng.generateDouble() + spike));
        }
        const double pxPerX = 0.07;
        const double pxPerY = 6.0;
        const QList<QPointF> out = Decimator::dropInvisible(points, pxPerX, pxPerY, 0.25);
        QVERIFY(out.size() < points.size() / 4);
        QCOMPARE(out.first(), points.first());
        QCOMPARE(out.last(), points.last());
        qsizetype k = 0;
        for (const QPointF &p : std::as_const(points)) {
            while (out.at(k + 1).x() < p.x())
                ++k;
            const QPointF &a = out.at(k);
            const QPointF &b = out.at(k + 1);
            const double onLine = a.y() + (b.y() - a.y()) * (p.x() - a.x()) / (b.x() - a.x());
            QVERIFY2(std::abs(onLine - p.y()) * pxPerY <= 0.25 + 1e-9,
                     qPrintable(QStringLiteral("t %1 is %2 px off").arg(p.x()).arg(std::abs(onLine - p.y()) * pxPerY)));
        }
    }

    void pointsAtTheSameTimeAreAllKept()
    {
        // A bucket's low and high at one time (a vertical stroke) cannot be reached by a slope.
        const QList<QPointF> points = {{0, 1}, {1, 1}, {1, 5}, {2, 1}, {3, 1}};
        const QList<QPointF> out = Decimator::dropInvisible(points, 1.0, 1.0, 0.25);
        QVERIFY(out.contains(QPointF(1, 1)));
        QVERIFY(out.contains(QPointF(1, 5)));
        QCOMPARE(out.last(), QPointF(3, 1));
    }

    void traceMergesHistoryAndLiveAndFindsCrossings()
    {
        CoolingHistory h;
        h.rackId = QStringLiteral("R1");
        h.firstBucketMs = 0;
        h.bucketWidthMs = 60'000;
        const size_t flow = size_t(CoolingReading::Flow);
        for (int b = 0; b < 60; ++b) {
            h.sampleCounts.append(30);
            h.min[flow].append(b == 30 ? 35.0F : 95.0F); // one dip below the caution limit
            h.max[flow].append(105.0F);
            h.mean[flow].append(100.0F);
        }
        h.limits[flow].cautionLow = 55.0F;
        CoolingTrace trace(QStringLiteral("R1"));
        trace.setHistory(h);
        CoolingSample live;
        live.rackId = QStringLiteral("R1");
        live.timeMs = 60 * 60'000;
        live.values[flow] = 40.0F;
        trace.append(live);
        trace.append(live); // a repeat adds nothing
        QCOMPARE(trace.liveCount(), 1);
        const QList<QPointF> points = trace.points(CoolingReading::Flow, 0, 3'600'000, 500);
        double lowest = 1e9;
        for (const QPointF &p : points)
            lowest = std::min(lowest, p.y());
        QCOMPARE(lowest, 35.0);
        QCOMPARE(points.last().y(), 40.0);
        const QList<QPointF> crossings = trace.crossings(CoolingReading::Flow, 0, 3'600'000);
        QCOMPARE(crossings.size(), 2); // the dip, and the live sample after recovering
        QCOMPARE(crossings.first().x(), 30.0 * 60'000);
    }
};

QTEST_GUILESS_MAIN(TestDecimator)
#include "tst_decimator.moc"
