#pragma once

#include "alertmanagerstore.h"
#include "gpureading.h"

#include <QHash>
#include <QList>
#include <QString>

#include <mutex>

namespace rackops::prometheus {

using alertmanager::BridgeState;

// What the Prometheus bridge last read of the racks' GPUs, written by the
// bridge (Qt event loop) and read by the telemetry service and /metrics
// (other threads) under its own leaf lock. A failed read keeps the figures it
// had with their times, marked stale: Prometheus being down says nothing about
// the GPUs.
class PrometheusGpuStore {
public:
    explicit PrometheusGpuStore(QString url);

    struct Health {
        QString url;
        BridgeState state = BridgeState::Starting;
        QString detail; // the failure in the bridge's words (never a credential)
        bool everRead = false;
        bool stale = true; // the last read failed (or none succeeded yet)
        qint64 lastSuccessMs = 0; // wall clock
        qint64 lastAttemptMs = 0;
        int failures = 0; // in a row
        int racks = 0; // racks with at least one GPU in the last good read
        int gpus = 0;
        int unmapped = 0; // series of the last good read that named no rack's GPU
        // Which of the metrics any exporter published in the last good read.
        std::array<bool, kDcgmMetricCount> published {};
    };

    struct Rack {
        Health health;
        QList<GpuReading> gpus; // by tray, then GPU
    };

    void replace(QHash<QString, QList<GpuReading>> racks, const std::array<bool, kDcgmMetricCount> &published,
                 int unmapped, qint64 nowMs);
    void fail(BridgeState state, const QString &detail, qint64 nowMs);
    Health health() const;
    Rack rack(const QString &rackId) const;

private:
    mutable std::mutex m_mutex;
    Health m_health;
    QHash<QString, QList<GpuReading>> m_racks;
};

} // namespace rackops::prometheus
