#pragma once

#include "gputelemetry.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <algorithm>

namespace rackops {

// One GPU's figures over a window, as the backend read them from the site's
// Prometheus (TelemetryService.QueryGpuHistory): a value per point of a
// regular time grid, NaN where there was no sample (a gap, never 0). A
// figure without a series for the GPU is not published. When Prometheus
// could not be read, `state` says why and there are no series.
struct GpuHistory {
    struct Series {
        GpuTelemetry::Metric metric = GpuTelemetry::Metric::GpuTemperature;
        bool published = false;
        QList<double> values; // values[i] at startMs + i * stepMs; NaN = no sample
    };

    QString rackId;
    int tray = 0; // 1..18
    int gpu = 0; // 1..4
    QString source; // the Prometheus read; empty when none is configured
    GpuTelemetry::State state = GpuTelemetry::State::Unknown;
    QString stateDetail; // the bridge's words (English), empty when OK
    QString host; // the exporter's host; empty when no exporter speaks of this GPU
    qint64 startMs = 0;
    qint64 stepMs = 0;
    int points = 0;
    qint64 serverTimeMs = 0;
    QList<Series> series; // in the order asked

    qint64 endMs() const { return startMs + qint64(std::max(points - 1, 0)) * stepMs; }
    // The series of `metric`, or nullptr when it was not asked for.
    const Series *find(GpuTelemetry::Metric metric) const
    {
        for (const Series &s : series) {
            if (s.metric == metric)
                return &s;
        }
        return nullptr;
    }
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::GpuHistory)
