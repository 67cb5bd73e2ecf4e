#include "gpuhistorygrid.h"

#include <algorithm>

namespace rackops::prometheus {

GpuHistoryGrid GpuHistoryGrid::fit(qint64 windowMs, int widthPixels, qint64 nowMs)
{
    windowMs = std::max<qint64>(windowMs, kMinStepMs);
    widthPixels = std::max(widthPixels, 1);
    const auto ceilDiv = [](qint64 a, qint64 b) { return (a + b - 1) / b; };
    // One point per pixel column, at least a second apart, and within Prometheus' points.
    qint64 step = std::max({ceilDiv(windowMs, widthPixels), kMinStepMs, ceilDiv(windowMs, kMaxPoints - 1)});
    step = ceilDiv(step, 1000) * 1000;
    GpuHistoryGrid grid;
    grid.stepMs = step;
    grid.points = int(windowMs / step) + 1;
    const qint64 end = nowMs - nowMs % step;
    grid.startMs = end - qint64(grid.points - 1) * step;
    return grid;
}

int GpuHistoryGrid::indexOf(qint64 timeMs) const
{
    const qint64 offset = timeMs - startMs;
    // Prometheus answers at start + k * step exactly (in seconds with milliseconds).
    if (offset < 0 || offset % stepMs != 0)
        return -1;
    const qint64 index = offset / stepMs;
    return index < points ? int(index) : -1;
}

} // namespace rackops::prometheus
