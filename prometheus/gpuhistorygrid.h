#pragma once

#include <QtGlobal>

namespace rackops::prometheus {

// The time grid a GPU's history is asked on (/api/v1/query_range): as many
// points as the chart has pixel columns, never closer than a second (the
// exporter is not scraped faster) and never more than Prometheus answers
// (11,000 points per series; more is refused with "exceeded maximum
// resolution"). The step is whole seconds and the grid ends on a multiple of
// it, so asking again a little later gives the same times, not a shimmer.
struct GpuHistoryGrid {
    static constexpr int kMaxPoints = 11000; // Prometheus' limit per series
    static constexpr qint64 kMinStepMs = 1000;

    qint64 startMs = 0;
    qint64 stepMs = kMinStepMs;
    int points = 0;

    // The grid for the `windowMs` up to `nowMs` on a chart `widthPixels` wide (both at least 1).
    static GpuHistoryGrid fit(qint64 windowMs, int widthPixels, qint64 nowMs);
    qint64 endMs() const { return startMs + qint64(points - 1) * stepMs; }
    // The grid point at `timeMs`, or -1 when it is off the grid.
    int indexOf(qint64 timeMs) const;
};

} // namespace rackops::prometheus
