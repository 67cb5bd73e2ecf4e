#include "gpufiguregridmodel.h"

#include "gpufiguresmodel.h"

namespace rackops {

GpuFigureGridModel::GpuFigureGridModel(GpuFiguresModel *source, QObject *parent)
    : QAbstractTableModel(parent)
    , m_source(source)
{
    // The source has no rows or all 72; it resets when it changes between the two.
    connect(source, &QAbstractItemModel::modelAboutToBeReset, this, &GpuFigureGridModel::beginResetModel);
    connect(source, &QAbstractItemModel::modelReset, this, &GpuFigureGridModel::endResetModel);
    connect(source, &QAbstractItemModel::dataChanged, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
}

int GpuFigureGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_source || m_source->rowCount() == 0 ? 0 : GpuFiguresModel::kTrays;
}

int GpuFigureGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : GpuFiguresModel::kGpusPerTray;
}

void GpuFigureGridModel::setMetric(GpuTelemetry::Metric metric)
{
    if (metric == m_metric)
        return;
    m_metric = metric;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

QModelIndex GpuFigureGridModel::sourceIndex(const QModelIndex &index) const
{
    return m_source->index(GpuFiguresModel::rowOf(index.row() + 1, index.column() + 1),
                           GpuFiguresModel::columnOf(m_metric));
}

QVariant GpuFigureGridModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_source)
        return {};
    const QModelIndex source = sourceIndex(index);
    if (role == Qt::ToolTipRole) {
        const QString gpu = m_source->index(source.row(), GpuFiguresModel::GpuColumn).data().toString();
        return QStringLiteral("%1: %2\n%3").arg(gpu, source.data().toString(), source.data(Qt::ToolTipRole).toString());
    }
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(Qt::AlignCenter);
    return source.data(role);
}

QVariant GpuFigureGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical && section >= 0 && section < GpuFiguresModel::kTrays)
        return QStringLiteral("CT%1").arg(section + 1, 2, 10, QLatin1Char('0'));
    if (orientation == Qt::Horizontal && section >= 0 && section < GpuFiguresModel::kGpusPerTray)
        return QStringLiteral("GPU%1").arg(section + 1);
    return {};
}

} // namespace rackops
