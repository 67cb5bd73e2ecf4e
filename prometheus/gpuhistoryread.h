#pragma once

#include "alertmanagerstore.h"
#include "dcgmmetric.h"
#include "gpuhistorygrid.h"

#include <QList>
#include <QString>

namespace rackops::prometheus {

using alertmanager::BridgeState;

// One GPU's figures over a window as Prometheus answered a range query: a
// value per grid point, NaN where there was no sample (the exporter down, or
// a NaN published), so a gap stays a gap. A figure Prometheus holds no
// series of for the GPU is not published. When Prometheus could not be read,
// `state` says why and there are no series.
struct GpuHistoryRead {
    struct Series {
        DcgmMetric metric = DcgmMetric::GpuTemperature;
        bool published = false;
        QList<double> values; // grid.points values when published
    };

    BridgeState state = BridgeState::Ok;
    QString detail; // the failure in the bridge's words (never a credential)
    QString host; // the exporter's host; empty when no exporter speaks of the GPU
    GpuHistoryGrid grid;
    QList<Series> series; // in the order asked
};

} // namespace rackops::prometheus
