#include "decimator.h"

#include <algorithm>
#include <cmath>

namespace rackops {

QList<QPointF> Decimator::minMax(const QList<QPointF> &points, int columns)
{
    QList<QPointF> out;
    if (points.isEmpty() || columns <= 0)
        return out;
    if (points.size() <= qsizetype(columns) * 2) {
        out.reserve(points.size());
        for (const QPointF &p : points) {
            if (!std::isnan(p.y()))
                out.append(p);
        }
        return out;
    }
    const double t0 = points.first().x();
    const double span = std::max(points.last().x() - t0, 1e-9);
    out.reserve(qsizetype(columns) * 2);
    // The lowest and highest so far are kept as values, not as pointers to them: a comparison
    // through a pointer chosen one point earlier made each point wait for the previous one
    // (a day of 8 lines took 3 ms of a 12 ms frame).
    const QPointF *data = points.constData();
    const qsizetype n = points.size();
    qsizetype i = 0;
    for (int c = 0; c < columns && i < n; ++c) {
        const double end = c == columns - 1 ? INFINITY : t0 + span * double(c + 1) / double(columns);
        qsizetype low = -1;
        qsizetype high = -1;
        double lowY = INFINITY;
        double highY = -INFINITY;
        for (; i < n && data[i].x() <= end; ++i) {
            const double y = data[i].y(); // NaN is a gap: it compares false and is never chosen
            if (y < lowY) {
                lowY = y;
                low = i;
            }
            if (y > highY) {
                highY = y;
                high = i;
            }
        }
        if (low < 0 || high < 0) { // no value, or only infinities of one sign
            if (low < 0 && high < 0)
                continue;
            low = high = std::max(low, high);
        }
        // The column's lowest and highest point, in time order: every extreme survives, and two
        // points per pixel column are all a line can show there.
        if (low == high) {
            out.append(data[low]);
        } else if (low < high) {
            out.append(data[low]);
            out.append(data[high]);
        } else {
            out.append(data[high]);
            out.append(data[low]);
        }
    }
    return out;
}

QList<QPointF> Decimator::dropInvisible(const QList<QPointF> &points, double pxPerX, double pxPerY, double tolerancePx)
{
    if (points.size() <= 2)
        return points;
    QList<QPointF> out;
    const auto px = [&](qsizetype i) { return QPointF(points.at(i).x() * pxPerX, points.at(i).y() * pxPerY); };
    // Greedy, one pass: from the last kept point (the anchor), the slopes of a straight line that
    // passes within the tolerance of every point since narrow to [lo, hi]; a point whose own slope
    // is outside that range cannot be reached straight, so the line bends at the point before it.
    qsizetype anchor = 0;
    QPointF from = px(0);
    double lo = -INFINITY;
    double hi = INFINITY;
    out.append(points.first());
    const auto keep = [&](qsizetype i) {
        anchor = i;
        from = px(i);
        lo = -INFINITY;
        hi = INFINITY;
        out.append(points.at(i));
    };
    const auto reachable = [&](const QPointF &to) {
        const double dx = to.x() - from.x();
        const double slope = (to.y() - from.y()) / dx;
        return dx > 0 && slope >= lo && slope <= hi;
    };
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QPointF to = px(i);
        if (!reachable(to) && i - 1 > anchor)
            keep(i - 1);
        if (!reachable(to)) {
            keep(i); // no later than its anchor (same time, or not a number): drawn as it is
            continue;
        }
        const double dx = to.x() - from.x();
        lo = std::max(lo, (to.y() - tolerancePx - from.y()) / dx);
        hi = std::min(hi, (to.y() + tolerancePx - from.y()) / dx);
    }
    if (anchor != points.size() - 1)
        out.append(points.last());
    return out;
}

QList<QPointF> Decimator::minMaxBuckets(const QList<qint64> &times, const QList<float> &mins, const QList<float> &maxs,
                                        int columns)
{
    // Each bucket contributes its low and high in a zig-zag, which keeps
    // the envelope; then the usual per-column reduction applies.
    QList<QPointF> points;
    const qsizetype n = std::min({times.size(), mins.size(), maxs.size()});
    points.reserve(n * 2);
    for (qsizetype i = 0; i < n; ++i) {
        if (std::isnan(mins.at(i)) || std::isnan(maxs.at(i)))
            continue;
        const double t = double(times.at(i));
        points.append(QPointF(t, i % 2 ? mins.at(i) : maxs.at(i)));
        points.append(QPointF(t + 0.5, i % 2 ? maxs.at(i) : mins.at(i)));
    }
    return minMax(points, columns);
}

} // namespace rackops
