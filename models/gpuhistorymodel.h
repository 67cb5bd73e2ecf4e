#pragma once

#include "gpuhistory.h"

#include <QAbstractTableModel>
#include <QPointF>

namespace rackops {

// One GPU's history from the site's monitoring (the rack dock's GPU history
// chart): a row per point of the backend's time grid (none when no figure
// was read), the time and then a column per figure asked. A point without a sample reads "no sample" and
// keeps NaN as its value (drawn as a gap); a figure the exporter does not
// publish for this GPU reads "not published". `status()` says what the chart
// cannot show and why: Prometheus unreadable, the backend silent, a figure
// not published.
class GpuHistoryModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, FirstSeriesColumn };
    enum Role {
        ValueRole = Qt::UserRole + 1, // double as read (NaN = no sample); invalid when not published
        TimeRole, // qint64 ms of the row's point
        MetricRole, // int(GpuTelemetry::Metric) of a figure column
    };

    explicit GpuHistoryModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // The GPU being asked for (its old points go; the status says it is on its way).
    void setPending(const QString &rackId, int tray, int gpu);
    // The backend's answer for the GPU asked for last; another GPU's is the caller's to drop.
    void setHistory(const GpuHistory &history);
    // The backend did not answer (the points shown stay).
    void setFailure(const QString &message);
    void clear();

    const GpuHistory &history() const { return m_history; }
    bool hasGpu() const { return m_tray > 0; }
    int tray() const { return m_tray; }
    int gpu() const { return m_gpu; }
    // "CT05/GPU1".
    QString gpuName() const;
    bool isPublished(GpuTelemetry::Metric metric) const;
    // The points of a figure in (ms, value); NaN values are gaps.
    QList<QPointF> points(GpuTelemetry::Metric metric) const;
    // What the chart cannot show and why; empty when it shows everything asked.
    QString status() const;
    // Where the points come from and how far apart they are.
    QString caption() const;

Q_SIGNALS:
    void historyChanged();

private:
    QString valueText(GpuTelemetry::Metric metric, double value) const;

    GpuHistory m_history;
    QString m_rackId;
    int m_tray = 0;
    int m_gpu = 0;
    bool m_pending = false;
    QString m_failure;
};

} // namespace rackops
