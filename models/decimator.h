#pragma once

#include <QList>
#include <QPointF>

namespace rackops {

// Reduces a time series to what a chart of `columns` pixel columns can show
// without losing a spike: per column the lowest and the highest point, in
// time order. Time must be ascending; NaN values are gaps and are dropped.
// The result is never longer than 2 x columns.
class Decimator {
public:
    static QList<QPointF> minMax(const QList<QPointF> &points, int columns);
    // The same over bucketed data (min/max per bucket at bucket times).
    static QList<QPointF> minMaxBuckets(const QList<qint64> &times, const QList<float> &mins, const QList<float> &maxs,
                                        int columns);
    // Drops the points a line drawn without them passes within `tolerancePx` of (vertically, with
    // `pxPerX` and `pxPerY` pixels per unit): a flat or straight run keeps only its ends, a spike
    // never lies on the line between its neighbours and stays. Time must be ascending. A wide line
    // costs per segment drawn, so what is not drawn differently is not drawn.
    static QList<QPointF> dropInvisible(const QList<QPointF> &points, double pxPerX, double pxPerY, double tolerancePx);
};

} // namespace rackops
