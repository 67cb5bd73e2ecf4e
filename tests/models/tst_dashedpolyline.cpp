// A dash pattern cut by hand: the "on" length follows the pattern's ratio on any path, the pattern
// runs on across joins (a line cut into many collinear segments is dashed as one), repeated points
// and NaN gaps neither draw nor break anything, a line far longer than the clip costs its visible
// part, and a bad pattern draws solid instead of looping.
#include "dashedpolyline.h"

#include <QRandomGenerator>
#include <QTest>
#include <QtNumeric>

#include <cmath>

using namespace rackops;

namespace {
double onLength(const QList<QLineF> &pieces)
{
    double total = 0;
    for (const QLineF &piece : pieces)
        total += piece.length();
    return total;
}

double pathLength(const QList<QPointF> &points)
{
    double total = 0;
    for (qsizetype i = 1; i < points.size(); ++i)
        total += QLineF(points.at(i - 1), points.at(i)).length();
    return total;
}

// Pieces that continue one another (the end of one is the start of the next) as one, so a dash
// that crosses a join compares equal to the same dash on one segment.
QList<QLineF> joined(const QList<QLineF> &pieces)
{
    QList<QLineF> out;
    for (const QLineF &piece : pieces) {
        if (!out.isEmpty() && QLineF(out.last().p2(), piece.p1()).length() < 1e-9)
            out.last().setP2(piece.p2());
        else
            out.append(piece);
    }
    return out;
}

bool sameLines(const QList<QLineF> &a, const QList<QLineF> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (QLineF(a.at(i).p1(), b.at(i).p1()).length() > 1e-6 || QLineF(a.at(i).p2(), b.at(i).p2()).length() > 1e-6)
            return false;
    }
    return true;
}
} // namespace

class TestDashedPolyline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void onLengthFollowsThePatternRatio()
    {
        // A noisy band as the chart draws it: up and down in every pixel column.
        QRandomGenerator rng(3);
        QList<QPointF> points;
        for (int x = 0; x < 1600; ++x)
            points.append(QPointF(x, 100 + 40 * rng.generateDouble()));
        for (const QList<double> &pattern :
             {QList<double> {6.4, 3.2}, QList<double> {6.4, 3.2, 1.6, 3.2}, QList<double> {1.6, 3.2}}) {
            const DashedPolyline dashed(pattern);
            double on = 0;
            double period = 0;
            for (qsizetype i = 0; i < pattern.size(); ++i) {
                period += pattern.at(i);
                if (i % 2 == 0)
                    on += pattern.at(i);
            }
            const double length = pathLength(points);
            QCOMPARE(dashed.period(), period);
            // Off by at most one period's worth at the end.
            QVERIFY2(std::abs(onLength(dashed.dashes(points)) - length * on / period) <= period,
                     qPrintable(QStringLiteral("%1 of %2").arg(onLength(dashed.dashes(points))).arg(length)));
        }
    }

    void thePatternRunsOnAcrossJoins()
    {
        // 3 along x, then up: the first dash (4) ends 1 into the second segment.
        const DashedPolyline dashed({4, 2});
        const QList<QLineF> pieces = dashed.dashes({QPointF(0, 0), QPointF(3, 0), QPointF(3, 10)});
        const QList<QLineF> expected {QLineF(0, 0, 3, 0), QLineF(3, 0, 3, 1), QLineF(3, 3, 3, 7), QLineF(3, 9, 3, 10)};
        QVERIFY2(sameLines(pieces, expected), qPrintable(QString::number(pieces.size())));

        // A straight line cut into segments of every length is dashed as the line in one piece.
        QList<QPointF> cut;
        QRandomGenerator rng(11);
        for (double x = 0; x < 500; x += rng.generateDouble() * 7)
            cut.append(QPointF(x, 0.5 * x));
        cut.append(QPointF(500, 250));
        QVERIFY(cut.size() > 100);
        const DashedPolyline dashDot({6.4, 3.2, 1.6, 3.2});
        QVERIFY(sameLines(joined(dashDot.dashes(cut)), dashDot.dashes({QPointF(0, 0), QPointF(500, 250)})));
    }

    void repeatedPointsChangeNothing()
    {
        const DashedPolyline dashed({4, 2});
        const QList<QLineF> plain = dashed.dashes({QPointF(0, 0), QPointF(10, 0), QPointF(10, 10)});
        const QList<QLineF> repeated = dashed.dashes(
            {QPointF(0, 0), QPointF(0, 0), QPointF(10, 0), QPointF(10, 0), QPointF(10, 0), QPointF(10, 10)});
        QVERIFY(sameLines(repeated, plain));
        for (const QLineF &piece : repeated)
            QVERIFY(piece.length() > 0);
        QVERIFY(dashed.dashes({QPointF(5, 5), QPointF(5, 5)}).isEmpty());
        QVERIFY(dashed.dashes({QPointF(5, 5)}).isEmpty());
        QVERIFY(dashed.dashes({}).isEmpty());
    }

    void nanPointsAreGapsAndThePatternStartsAgain()
    {
        const DashedPolyline dashed({4, 2});
        const QList<QLineF> pieces = dashed.dashes(
            {QPointF(0, 0), QPointF(5, 0), QPointF(6, qQNaN()), QPointF(qQNaN(), 3), QPointF(10, 0), QPointF(13, 0)});
        // 0-4 of the first run; nothing to or from the NaN points; the second run starts with a
        // whole dash of its own (3 of it, as long as that run is).
        const QList<QLineF> expected {QLineF(0, 0, 4, 0), QLineF(10, 0, 13, 0)};
        QVERIFY2(sameLines(pieces, expected), qPrintable(QString::number(pieces.size())));
        for (const QLineF &piece : pieces)
            QVERIFY(std::isfinite(piece.x1()) && std::isfinite(piece.y1()) && std::isfinite(piece.x2())
                    && std::isfinite(piece.y2()));
    }

    void aLineFarLongerThanTheClipCostsItsVisiblePart()
    {
        DashedPolyline dashed({4, 2});
        dashed.setClip(QRectF(0, 0, 100, 10));
        const QList<QLineF> pieces = dashed.dashes({QPointF(-1e9, 5), QPointF(1e9, 5)});
        QVERIFY(pieces.size() <= 100 / 6 + 2);
        QVERIFY(pieces.size() >= 100 / 6 - 1);
        // 1e9 = 6 x 166,666,666 + 4: at x = 0 the pattern is at the start of a gap, so the first
        // dash starts at x = 2; the pattern is where it would be had every piece been made.
        QVERIFY2(std::abs(pieces.first().x1() - 2) < 1e-3, qPrintable(QString::number(pieces.first().x1())));
        QVERIFY2(std::abs(pieces.first().x2() - 6) < 1e-3, qPrintable(QString::number(pieces.first().x2())));
        for (const QLineF &piece : pieces) {
            QVERIFY(piece.x1() >= 0 && piece.x2() <= 100);
            QCOMPARE(piece.y1(), 5.0);
        }
        // Wholly outside the clip: nothing.
        QVERIFY(dashed.dashes({QPointF(-1e9, 50), QPointF(1e9, 50)}).isEmpty());
    }

    void aLineShorterThanOneDash()
    {
        const DashedPolyline dashed({4, 2});
        QVERIFY(sameLines(dashed.dashes({QPointF(1, 1), QPointF(3, 1)}), {QLineF(1, 1, 3, 1)}));
        QVERIFY(sameLines(dashed.dashes({QPointF(0, 0), QPointF(5, 0)}), {QLineF(0, 0, 4, 0)}));
        // An offset into the pattern starts the line part way through it.
        const DashedPolyline offset({4, 2}, 3);
        QVERIFY(sameLines(offset.dashes({QPointF(0, 0), QPointF(5, 0)}), {QLineF(0, 0, 1, 0), QLineF(3, 0, 5, 0)}));
    }

    void anOddPatternIsRepeated()
    {
        // {3} is 3 on, 3 off, as SVG's stroke-dasharray reads it.
        const DashedPolyline dashed({3});
        QCOMPARE(dashed.period(), 6.0);
        QVERIFY(sameLines(dashed.dashes({QPointF(0, 0), QPointF(10, 0)}), {QLineF(0, 0, 3, 0), QLineF(6, 0, 9, 0)}));
    }

    void aBadPatternDrawsSolid()
    {
        const QList<QPointF> points {QPointF(0, 0), QPointF(10, 0), QPointF(10, 10)};
        for (const QList<double> &pattern : {QList<double> {}, QList<double> {0, 0}, QList<double> {4, -2},
                                             QList<double> {qQNaN(), 2}, QList<double> {qInf(), 2}}) {
            const DashedPolyline dashed(pattern);
            QVERIFY(dashed.isSolid());
            QVERIFY(sameLines(dashed.dashes(points), {QLineF(0, 0, 10, 0), QLineF(10, 0, 10, 10)}));
        }
        // A zero-length entry inside a valid pattern is passed over, not looped on.
        const DashedPolyline withZero({0, 2, 3, 1});
        QVERIFY(sameLines(withZero.dashes({QPointF(0, 0), QPointF(8, 0)}), {QLineF(2, 0, 5, 0)}));
    }
};

QTEST_GUILESS_MAIN(TestDashedPolyline)
#include "tst_dashedpolyline.moc"
