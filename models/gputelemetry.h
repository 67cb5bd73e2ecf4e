#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include <array>
#include <optional>

namespace rackops {

// A rack's GPUs as the site's monitoring publishes them (NVIDIA's DCGM
// exporter, read by the backend from the NOC's Prometheus;
// TelemetryService.GetGpuTelemetry). A figure not published is absent, never
// 0; a published NaN stays NaN (unreadable).
struct GpuTelemetry {
    // In the order of rackops.v1.GpuMetric (1..10).
    enum class Metric : quint8 {
        GpuTemperature,
        MemoryTemperature,
        Power,
        PcieReplays,
        CorrectableRemappedRows,
        UncorrectableRemappedRows,
        RowRemapFailure,
        NvlinkBandwidth,
        NvlinkRecoveryErrors,
        Xid,
    };
    static constexpr int kMetricCount = int(Metric::Xid) + 1;

    // How the backend's last read of the monitoring went (rackops.v1.MonitoringState).
    enum class State : quint8 {
        Unknown,
        NotConfigured,
        Starting,
        Ok,
        Down,
        Unauthorized,
        BadAnswer,
        TooLarge,
        Tls,
        HttpError
    };

    struct Figure {
        double value = 0.0;
        qint64 sampledAtMs = 0;
    };

    struct Gpu {
        int tray = 0; // 1..18
        int gpu = 0; // 1..4
        QString host;
        QString uuid;
        QString modelName;
        std::array<std::optional<Figure>, kMetricCount> figures;

        const std::optional<Figure> &figure(Metric metric) const { return figures[size_t(metric)]; }
    };

    QString rackId;
    QString source; // the Prometheus read; empty when none is configured
    State state = State::Unknown;
    QString stateDetail; // the bridge's words (English), empty when OK
    qint64 readAtMs = 0; // last good read, 0 = never
    qint64 attemptedAtMs = 0;
    qint64 serverTimeMs = 0; // the backend's wall clock when it answered (ages are taken from it)
    std::array<bool, kMetricCount> published {}; // published by any exporter in the last good read
    QList<Gpu> gpus; // by tray, then GPU

    bool isPublished(Metric metric) const { return published[size_t(metric)]; }
    // The series name in the exporter ("DCGM_FI_DEV_GPU_TEMP").
    static QString seriesName(Metric metric);
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::GpuTelemetry)
