// The cooling chart's lines as drawn: a one-second spike in a day is drawn, a
// flat day is a handful of points, and each line is laid out once per frame,
// never for points about to be replaced when the value axis moves; hovering
// reports the nearest point of the nearest line (thinned, under a shaded band,
// renamed) and follows new readings under a still mouse; thinning follows a zoom; the legend
// names every entry it shows.
#include "chartlinesitem.h"
#include "coolingchart.h"
#include "decimator.h"
#include "timestamptext.h"

#include <QTest>
#include <QToolTip>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>
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

// Where a value is on screen, in the chart view's viewport.
QPoint onScreen(CoolingChart &chart, const QPointF &value)
{
    QChart *c = chart.view()->chart();
    return chart.view()->mapFromScene(c->mapToScene(c->mapToPosition(value)));
}

// The same in the chart's coordinates, where the lines item takes its hover positions.
QPointF inChart(CoolingChart &chart, const QPointF &value)
{
    return chart.view()->chart()->mapToPosition(value);
}

void hover(CoolingChart &chart, const QPoint &at)
{
    QTest::mouseMove(chart.view()->viewport(), at + QPoint(0, 40));
    QTest::mouseMove(chart.view()->viewport(), at);
}
} // namespace

class TestCoolingChart : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_chart = std::make_unique<CoolingChart>(QStringLiteral("Return temperature"), QStringLiteral("°C"),
                                                 QList<CoolingChart::Line> {{QStringLiteral("R1"), Qt::red, false},
                                                                            {QStringLiteral("R2"), Qt::blue, false}});
        m_chart->resize(1366, 300);
        m_chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_chart.get()));
        m_chart->setTimeRange(kDayStart, kDayStart + kDayMs);
    }

    void cleanup() { m_chart.reset(); }

    // The legend of a chart before any rack is chosen showed a red square without a name: the
    // breach markers' entry, shown before there were any markers.
    void theLegendNamesEveryEntryItShows()
    {
        const auto legendNames = [this] {
            QStringList names;
            for (QLegendMarker *marker : m_chart->view()->chart()->legend()->markers()) {
                if (marker->isVisible())
                    names.append(marker->label());
            }
            return names;
        };
        QVERIFY2(!legendNames().contains(QString()), qPrintable(legendNames().join(u'|')));
        m_chart->setMarkers({QPointF(double(kDayStart + 1000), 30.0)}, QStringLiteral("Leak"));
        QVERIFY(legendNames().contains(QStringLiteral("Leak")));
        m_chart->setMarkers({}, QStringLiteral("Leak"));
        QVERIFY(!legendNames().contains(QStringLiteral("Leak")));
    }

    void aOneSecondSpikeInADayIsDrawn()
    {
        const QList<QPointF> day = flatDay(30.0, 50'000, 31.0);
        m_chart->setPoints(0, Decimator::minMax(day, m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        const QList<QPointF> drawn = m_chart->linesItem()->drawnPoints(0);
        QVERIFY2(drawn.contains(day.at(50'000)), "the spike is not drawn");
        QVERIFY(drawn.size() <= 6); // flat: the ends and the spike with its shoulders
        QCOMPARE(m_chart->pointCount(0), drawn.size());
    }

    void theAxisNeverMovesUnderPointsAboutToBeReplaced()
    {
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->setPoints(1, Decimator::minMax(flatDay(31.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        m_chart->grab();
        QVERIFY(m_chart->pointCount(0) > 0);
        const qint64 before = m_chart->linesItem()->layoutCount();

        // The next frame needs a taller axis. Laying the lines out when the axis moved, with the
        // old points still in them, was a second layout per frame (Qt Charts did so on its own).
        auto *axis = qobject_cast<QValueAxis *>(m_chart->view()->chart()->axes(Qt::Vertical).first());
        QList<qint64> layoutsWhenTheAxisMoved;
        connect(axis, &QValueAxis::rangeChanged, this,
                [&] { layoutsWhenTheAxisMoved << m_chart->linesItem()->layoutCount() - before; });
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0, 100, 60.0), m_chart->decimationColumns()));
        m_chart->setPoints(1, Decimator::minMax(flatDay(31.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        m_chart->grab();
        QCOMPARE(layoutsWhenTheAxisMoved, QList<qint64> {0});
        QCOMPARE(m_chart->linesItem()->layoutCount() - before, 2); // each line once, for the new axis
        QVERIFY(m_chart->linesItem()->drawnPoints(0).contains(QPointF(double(kDayStart + 100'000), 60.0)));
        QVERIFY(m_chart->pointCount(1) >= 2);
        QCOMPARE(m_chart->linesItem()->layoutCount() - before, 2); // asking again lays nothing out
    }

    void hoveringAThinnedLineStillNamesItsValue()
    {
        // A flat day is drawn as its two ends; pointing anywhere on it still reports the value, at
        // the time of the point set there.
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        QCOMPARE(m_chart->pointCount(0), 2);
        const QPointF noon(double(kDayStart + kDayMs / 2), 30.0);
        const auto hit = m_chart->linesItem()->hit(inChart(*m_chart, noon), 3.0);
        QVERIFY(hit);
        QCOMPARE(hit->line, 0);
        QCOMPARE(hit->sample.y(), 30.0);
        QVERIFY(std::abs(hit->sample.x() - noon.x()) < 5 * 60'000.0);

        hover(*m_chart, onScreen(*m_chart, noon));
        const QString value = QStringLiteral("R1: %1 °C").arg(QLocale().toString(30.0, 'f', 1));
        QTRY_VERIFY2(QToolTip::isVisible() && QToolTip::text().contains(value), qPrintable(QToolTip::text()));
        QVERIFY(QToolTip::text().startsWith(TimestampText::text(qint64(hit->sample.x()))));

        // Off the line the tooltip goes.
        QTest::mouseMove(m_chart->view()->viewport(), onScreen(*m_chart, noon) + QPoint(0, 40));
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void hoverNamesTheNearestLineAndItsNearestPoint()
    {
        // Two noisy lines a little apart: the one nearer the mouse, and of it a point as set
        // (a reading, not a place between two), a few pixels at most from the mouse.
        QList<QPointF> low;
        QList<QPointF> high;
        for (qint64 s = 0; s < 86'400; s += 60) {
            low.append(QPointF(double(kDayStart + s * 1000), 30.0 + ((s / 60) % 2) * 0.1));
            high.append(QPointF(double(kDayStart + s * 1000), 32.0 + ((s / 60) % 3) * 0.1));
        }
        m_chart->setPoints(0, low);
        m_chart->setPoints(1, high);
        m_chart->fitValueAxis();
        ChartLinesItem *item = m_chart->linesItem();
        const double t = double(kDayStart + 20'000 * 1000);
        const auto nearLow = item->hit(inChart(*m_chart, QPointF(t, 30.05)), 3.0);
        QVERIFY(nearLow);
        QCOMPARE(nearLow->line, 0);
        QVERIFY(low.contains(nearLow->sample));
        QVERIFY(std::abs(nearLow->sample.x() - t) < 2 * 60'000.0);
        const auto nearHigh = item->hit(inChart(*m_chart, QPointF(t, 32.1)), 3.0);
        QVERIFY(nearHigh);
        QCOMPARE(nearHigh->line, 1);
        QVERIFY(high.contains(nearHigh->sample));

        // Between them, far from both: nothing. Outside the plot: nothing.
        QVERIFY(!item->hit(inChart(*m_chart, QPointF(t, 31.0)), 3.0));
        QVERIFY(!item->hit(QPointF(1, 1), 3.0));

        // A hidden line is not hovered.
        m_chart->setLine(0, QStringLiteral("R1"), false);
        QVERIFY(!item->hit(inChart(*m_chart, QPointF(t, 30.05)), 3.0));
    }

    void hoverFollowsAZoom()
    {
        // The axes move under the points (wheel zoom) before new points come: the hover maps the
        // mouse with the axes as they are.
        QList<QPointF> ramp;
        for (qint64 s = 0; s < 86'400; s += 60)
            ramp.append(QPointF(double(kDayStart + s * 1000), 30.0 + double(s) / 86'400.0));
        m_chart->setPoints(0, ramp);
        m_chart->fitValueAxis();
        m_chart->view()->chart()->zoom(4.0);
        const QPointF noon(double(kDayStart + kDayMs / 2), 30.5);
        const auto hit = m_chart->linesItem()->hit(inChart(*m_chart, noon), 3.0);
        QVERIFY(hit);
        QVERIFY(std::abs(hit->sample.x() - noon.x()) < 2 * 60'000.0);
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

    void aLineInsideAShadedBandStillNamesItsValue()
    {
        // A reading above its caution limit lies in the shaded caution band: exactly where the
        // operator points to read it. The band's area lay over the line and took the hover.
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->setLimits(CoolingLimits {std::nullopt, 29.0f, std::nullopt, 32.0f});
        QChart *chart = m_chart->view()->chart();
        const QPointF noon(double(kDayStart + kDayMs / 2), 30.0);
        const QPoint at = m_chart->view()->mapFromScene(chart->mapToScene(chart->mapToPosition(noon)));
        QTest::mouseMove(m_chart->view()->viewport(), at + QPoint(0, 12));
        QTest::mouseMove(m_chart->view()->viewport(), at);
        const QString value = QStringLiteral("R1: %1 °C").arg(QLocale().toString(30.0, 'f', 1));
        QTRY_VERIFY2(QToolTip::isVisible() && QToolTip::text().contains(value), qPrintable(QToolTip::text()));
    }

    void aRenamedLineIsNamedByItsNewName()
    {
        // Compared racks reuse lines made without a name: the tooltip names the line as the
        // legend does, not as it was made.
        m_chart->setLine(1, QStringLiteral("rack B7"), true);
        m_chart->setPoints(1, Decimator::minMax(flatDay(40.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        QChart *chart = m_chart->view()->chart();
        const QPoint at = m_chart->view()->mapFromScene(
            chart->mapToScene(chart->mapToPosition(QPointF(double(kDayStart + kDayMs / 3), 40.0))));
        QTest::mouseMove(m_chart->view()->viewport(), at + QPoint(0, 12));
        QTest::mouseMove(m_chart->view()->viewport(), at);
        const QString value = QStringLiteral("rack B7: %1 °C").arg(QLocale().toString(40.0, 'f', 1));
        QTRY_VERIFY2(QToolTip::isVisible() && QToolTip::text().contains(value), qPrintable(QToolTip::text()));
    }

    // Live readings arrive under a still mouse: the tooltip follows them at once. It kept the
    // reading it was opened on until the mouse moved.
    void theTooltipFollowsNewReadingsUnderAStillMouse()
    {
        const auto every20Minutes = [](qint64 offsetMs) {
            QList<QPointF> points;
            for (qint64 t = kDayStart + offsetMs; t < kDayStart + kDayMs; t += 20 * 60'000)
                points.append(QPointF(double(t), 30.0));
            return points;
        };
        m_chart->setPoints(0, every20Minutes(0));
        m_chart->fitValueAxis();
        const qint64 noon = kDayStart + kDayMs / 2;
        hover(*m_chart, onScreen(*m_chart, QPointF(double(noon), 30.0)));
        QTRY_VERIFY2(QToolTip::isVisible() && QToolTip::text().startsWith(TimestampText::text(noon)),
                     qPrintable(QToolTip::text()));

        m_chart->setPoints(0, every20Minutes(5 * 60'000)); // the nearest reading is now 12:05
        QTRY_VERIFY2(QToolTip::isVisible() && QToolTip::text().startsWith(TimestampText::text(noon + 5 * 60'000)),
                     qPrintable(QToolTip::text()));

        m_chart->setLine(0, QStringLiteral("R1"), false); // gone from under the mouse: no tooltip
        QTRY_VERIFY(!QToolTip::isVisible());
    }

    void shadedBandsStillLieOverTheLines()
    {
        // The lines were the first series of the chart, under limits, bands and markers: a line in
        // the caution band is seen through the band's tint, as before.
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->setLimits(CoolingLimits {std::nullopt, 29.0f, std::nullopt, 32.0f});
        const QImage shot = m_chart->view()->viewport()->grab().toImage();
        const QPoint at = onScreen(*m_chart, QPointF(double(kDayStart + kDayMs / 2), 30.0));
        const QColor line = shot.pixelColor(at);
        const QColor band = shot.pixelColor(at + QPoint(0, 12));
        QVERIFY2(line != band, "the line is not drawn");
        QVERIFY2(line.red() > 150 && line.green() < 100, qPrintable(line.name())); // red, tinted
        QVERIFY2(line != QColor(Qt::red), "the line is drawn over the band");
    }

    void aZoomedLineStaysInsideThePlot()
    {
        // Points beyond the zoomed time axis are clipped at the plot's edge, not drawn over the
        // value axis and its labels.
        m_chart->setPoints(0, Decimator::minMax(flatDay(30.0), m_chart->decimationColumns()));
        m_chart->fitValueAxis();
        m_chart->view()->chart()->zoom(4.0);
        const QImage shot = m_chart->view()->viewport()->grab().toImage();
        const QPoint at = onScreen(*m_chart, QPointF(double(kDayStart + kDayMs / 2), 30.0));
        QCOMPARE(shot.pixelColor(at), QColor(Qt::red));
        const QRectF plot = m_chart->view()->chart()->plotArea();
        const int left = m_chart->view()->mapFromScene(m_chart->view()->chart()->mapToScene(plot.topLeft())).x();
        for (int x = 0; x < left - 1; ++x)
            QVERIFY2(shot.pixelColor(x, at.y()) != QColor(Qt::red), qPrintable(QString::number(x)));
    }

    void aComparedRackIsDashedTheRackSolid()
    {
        // Compared racks are drawn dashed (issue #39: as solid pieces cut by us), on screen too.
        CoolingChart chart(
            QStringLiteral("Return temperature"), QStringLiteral("°C"),
            QList<CoolingChart::Line> {{QStringLiteral("R1"), Qt::red, false}, {QStringLiteral("R2"), Qt::blue, true}});
        chart.resize(1366, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.setTimeRange(kDayStart, kDayStart + kDayMs);
        chart.setPoints(0, Decimator::minMax(flatDay(30.0), chart.decimationColumns()));
        chart.setPoints(1, Decimator::minMax(flatDay(40.0), chart.decimationColumns()));
        chart.fitValueAxis();
        const QImage shot = chart.view()->viewport()->grab().toImage();
        const auto runs = [&](double value, const QColor &colour) {
            // Along the line from a tenth to nine tenths of the day: where it is drawn and
            // where it is not, and how often it stops.
            const int y = onScreen(chart, QPointF(double(kDayStart), value)).y();
            const int from = onScreen(chart, QPointF(double(kDayStart + kDayMs / 10), value)).x();
            const int to = onScreen(chart, QPointF(double(kDayStart + kDayMs * 9 / 10), value)).x();
            int inked = 0;
            int stops = 0;
            bool wasOn = false;
            for (int x = from; x < to; ++x) {
                bool on = false;
                for (int row = y - 1; row <= y + 1; ++row)
                    on = on || shot.pixelColor(x, row) == colour;
                inked += on ? 1 : 0;
                stops += wasOn && !on ? 1 : 0;
                wasOn = on;
            }
            return std::pair {double(inked) / (to - from), stops};
        };
        const auto [solidShare, solidStops] = runs(30.0, Qt::red);
        QCOMPARE(solidShare, 1.0);
        QCOMPARE(solidStops, 0);
        // 1.6 px wide, 4 on and 2 off in widths, square caps: about 5/6 of it inked, a stop every
        // 9.6 px.
        const auto [dashedShare, dashedStops] = runs(40.0, Qt::blue);
        QVERIFY2(dashedShare > 0.7 && dashedShare < 0.95, qPrintable(QString::number(dashedShare)));
        const int width = onScreen(chart, QPointF(double(kDayStart + kDayMs * 9 / 10), 40.0)).x()
            - onScreen(chart, QPointF(double(kDayStart + kDayMs / 10), 40.0)).x();
        QVERIFY2(std::abs(dashedStops - width / 9.6) <= 3, qPrintable(QString::number(dashedStops)));
    }

private:
    std::unique_ptr<CoolingChart> m_chart;
};

QTEST_MAIN(TestCoolingChart)
#include "tst_coolingchart.moc"
