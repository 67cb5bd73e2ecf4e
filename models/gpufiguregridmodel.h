#pragma once

#include "gputelemetry.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace rackops {

class GpuFiguresModel;

// One figure of the rack's GPUs laid out as the rack is (a row per compute
// tray CT01..CT18, a column per GPU in the tray), read from a GpuFiguresModel:
// the dock's GPU grid, narrow enough for the dock. Cells say what the source
// says ("not published", "unreadable", the figure with its unit) and carry its
// roles (value, published, sampled at, attention) and tooltip.
class GpuFigureGridModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit GpuFigureGridModel(GpuFiguresModel *source, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    GpuTelemetry::Metric metric() const { return m_metric; }
    void setMetric(GpuTelemetry::Metric metric);

private:
    QModelIndex sourceIndex(const QModelIndex &index) const;

    QPointer<GpuFiguresModel> m_source;
    GpuTelemetry::Metric m_metric = GpuTelemetry::Metric::GpuTemperature;
};

} // namespace rackops
