#pragma once

#include "gputelemetry.h"

#include <QAbstractTableModel>

namespace rackops {

// A rack's 72 GPUs (a row each, CT01/GPU1 .. CT18/GPU4) with the figures the
// site's DCGM exporters publish for them, a column per figure. A figure the
// exporter does not publish reads "not published", never 0; a NaN reads
// "unreadable"; every figure's tooltip gives its series, host and age. No
// rows while the backend reads no monitoring. `summary()` says where the
// figures come from, how old they are and why they may be stale.
class GpuFiguresModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kTrays = 18;
    static constexpr int kGpusPerTray = 4;
    // GpuColumn, then one column per GpuTelemetry::Metric in its order.
    enum Column { GpuColumn, FirstMetricColumn, ColumnCount = FirstMetricColumn + GpuTelemetry::kMetricCount };
    enum Role {
        ValueRole = Qt::UserRole + 1, // double as published (NaN kept); invalid when not published
        PublishedRole, // bool: the exporter publishes this figure for this GPU
        SampledAtRole, // qint64 ms; invalid when not published
        MetricRole, // int(GpuTelemetry::Metric); invalid in the GPU column
        AttentionRole, // bool: a figure that asks for a look (remap failure, uncorrectable rows, an XID)
    };

    explicit GpuFiguresModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The answer for the rack shown; another rack's answer resets the rows.
    void setTelemetry(const GpuTelemetry &telemetry);
    void clear();
    const GpuTelemetry &telemetry() const { return m_telemetry; }
    bool isConfigured() const;
    // One or two sentences: source and age, or why the figures are old or missing.
    QString summary() const;
    static QString metricTitle(GpuTelemetry::Metric metric);
    // Why Prometheus cannot be read, in a few words ("not reachable", "refuses our credentials").
    static QString stateText(GpuTelemetry::State state);
    static int columnOf(GpuTelemetry::Metric metric) { return FirstMetricColumn + int(metric); }
    static int rowOf(int tray, int gpu) { return (tray - 1) * kGpusPerTray + (gpu - 1); }

Q_SIGNALS:
    void summaryChanged();

private:
    QString figureText(GpuTelemetry::Metric metric, const GpuTelemetry::Figure &figure) const;
    const GpuTelemetry::Gpu *gpuAt(int row) const;

    GpuTelemetry m_telemetry;
    QList<int> m_rows; // by row: the GPU's place in m_telemetry.gpus; -1 = no exporter speaks of it
};

} // namespace rackops
