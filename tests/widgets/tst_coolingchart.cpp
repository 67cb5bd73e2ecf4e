// The cooling chart as Qt Charts gets it: a one-second spike in a day still
// reaches the series, a flat day is a handful of points, and a new value axis
// never moves under points about to be replaced (each line laid out once);
// hovering a thinned line still reports its value; thinning follows a zoom.
#include "coolingchart.h"
#include "decimator.h"

#include <QSignalSpy>
#include <QTest>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <cmath>

using namespace rackops;

namespace {
constexpr qint64 kDayStart = 1'780'000'000'000;
constexpr qint64 kDayMs = 86'400'000;

// 24 h at 1 Hz of one value, with an optional one-second spike.
QList<QPointF> flatDay(double value, qint64 spikeAtS = -1, double spike = 0)
{
    QList<QPointF> points;
    points.reserve(86'400);
    for (qint64 s = 0; s < 86'400; ++s)
        points.append(QPointF(double(kDayStart + s * 1000), s == spikeAtS ? spike : value));
    return points;
}

QLineSeries *line(CoolingChart &chart, int index)
{
    return qobject_cast<QLineSeries *>(chart.view()->chart()->series().at(index));
}
} // namespace

class TestCoolingChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_chart = std::make_unique<CoolingChart>(QStringLiteral("Return temperature"), QStringLiteral("°C"),
                                                 QList<CoolingChart::Line>{{QStringLiteral("R1"), Qt::red, false},
                                                                           {QStringLiteral("R2"), Qt::blue, false}});
        m_chart->resize(1366, 300);
        m_chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
        m_chart->setTimeRange(kDayStart, kDayStart + kDayMs);
    }

    void cleanup() { m_chart.reset(); }

    void aOneSecondSpikeInADayIsDrawn()
    {
        const QList<QPointF> day = flatDay(30.0, 50'000, 31.0);
        m_chart->setPoints(0, Decimator::minMax(day, m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        const QList<QPointF> drawn = line(*m_chart, 0)->points();
        QVERIFY2(drawn.contains(day.at(50'000)), "the spike is not in the series");
        QVERIFY(drawn.size() <= 6);  // flat: the ends and the spike with its shoulders
        QCOMPARE(m_chart->pointCount(0), drawn.size());
    }

    void theAxisNeverMovesUnderPointsAboutToBeReplaced()
    {
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->setPoints(1, Decimator::minMax(flatDay(31.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        QVERIFY(line(*m_chart, 0)->count() > 0);

        // The next frame needs a taller axis. Qt Charts lays every line out again when the axis
        // moves; with the old points still in the lines that was a second layout per frame.
        auto *axis = qobject_cast<QValueAxis *>(m_chart->view()->chart()->axes(Qt::Vertical).first());
        QList<qsizetype> pointsWhenTheAxisMoved;
        connect(axis, &QValueAxis::rangeChanged, this, [&] {
            pointsWhenTheAxisMoved << line(*m_chart, 0)->count() + line(*m_chart, 1)->count();
        });
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0, 100, 60.0), m_chart->decimationColumns()));
        m_chart->setPoints(1, Decimator::minMax(flatDay(31.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        QCOMPARE(pointsWhenTheAxisMoved, QList<qsizetype>{0});
        QVERIFY(line(*m_chart, 0)->points().contains(QPointF(double(kDayStart + 100'000), 60.0)));
        QVERIFY(line(*m_chart, 1)->count() >= 2);
    }

    void hoveringAThinnedLineStillNamesItsValue()
    {
        // A flat day reaches Qt Charts as its two ends; the hover shape is that line, so pointing
        // anywhere on it still reports the value.
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        QCOMPARE(m_chart->pointCount(0), 2);
        QSignalSpy hovered(line(*m_chart, 0), &QLineSeries::hovered);
        QChart *chart = m_chart->view()->chart();
        const QPointF noon(double(kDayStart + kDayMs / 2), 30.0);
        const QPoint at = m_chart->view()->mapFromScene(chart->mapToScene(chart->mapToPosition(noon, line(*m_chart, 0))));
        QTest::mouseMove(m_chart->view()->viewport(), at + QPoint(0, 12));
        QTest::mouseMove(m_chart->view()->viewport(), at);
        QTRY_VERIFY(!hovered.isEmpty());
        const QPointF point = hovered.first().at(0).toPointF();
        QVERIFY(hovered.first().at(1).toBool());
        QVERIFY2(std::abs(point.y() - 30.0) < 0.5, qPrintable(QString::number(point.y())));
        QVERIFY(std::abs(point.x() - noon.x()) < 5 * 60'000.0);
    }

    void aZoomedChartKeepsThePointsItsScaleShows()
    {
        // A quarter pixel of the axes as they are: after a wheel zoom (both axes, before the view
        // asks for new points) a wave keeps more of its points than at the full day.
        QList<QPointF> wave;
        for (qint64 s = 0; s < 86'400; s += 30)
            wave.append(QPointF(double(kDayStart + s * 1000), 30.0 + 0.5 * std::sin(double(s) / 2'000.0)));
        m_chart->setPoints(0, wave);
        m_chart->fitValueAxis();
        const qsizetype wholeDay = m_chart->pointCount(0);
        m_chart->view()->chart()->zoom(4.0);
        m_chart->setPoints(0, wave);
        m_chart->fitValueAxis();
        QVERIFY2(m_chart->pointCount(0) > wholeDay,
                 qPrintable(QStringLiteral("%1 zoomed, %2 not").arg(m_chart->pointCount(0)).arg(wholeDay)));
    }

private:
    std::unique_ptr<CoolingChart> m_chart;
};

QTEST_MAIN(TestCoolingChart)
#include "tst_coolingchart.moc"
