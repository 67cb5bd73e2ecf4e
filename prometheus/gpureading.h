#pragma once

#include "dcgmmetric.h"

#include <QString>

#include <array>
#include <optional>

namespace rackops::prometheus {

// One figure of a GPU as its exporter last published it: the value as it came
// (NaN stays NaN, for the reader to call unreadable) and when it was sampled.
struct GpuFigure {
    double value = 0.0;
    qint64 timeMs = 0;
};

// One GPU of a rack with the figures its exporter publishes; a figure the
// exporter does not publish for it is absent (nullopt), never 0.
struct GpuReading {
    int tray = 0; // 1..18
    int gpu = 0; // 1..4
    QString host;
    QString uuid;
    QString modelName;
    // The labels that select this GPU's series (GpuSlotMap::Slot), for reading its history.
    QString hostLabel;
    QString hostLabelValue;
    QString gpuLabel;
    QString gpuLabelValue;
    std::array<std::optional<GpuFigure>, kDcgmMetricCount> figures;

    const std::optional<GpuFigure> &figure(DcgmMetric metric) const { return figures[size_t(metric)]; }
};

} // namespace rackops::prometheus
