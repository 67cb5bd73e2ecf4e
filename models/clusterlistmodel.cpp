#include "clusterlistmodel.h"

#include <algorithm>

namespace rackops {

ClusterListModel::ClusterListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int ClusterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_clusters.size());
}

int ClusterListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ClusterSummary &c = m_clusters.at(index.row());
    switch (role) {
    case ClusterIdRole: return c.clusterId;
    case StageRole: return int(c.stage);
    case HealthRole: return int(c.health);
    case Qt::ToolTipRole:
        return tr("%1 (%2), %3: %4 racks, %5 GPUs, %6 of them approved")
                   .arg(c.name, c.clusterId, c.site)
                   .arg(c.rackIds.size())
                   .arg(c.gpuCount)
                   .arg(c.racksApproved)
            + QLatin1Char('\n') + c.statusText;
    case Qt::DisplayRole:
        switch (index.column()) {
        case ClusterColumn: return c.clusterId;
        case StageColumn: return ClusterTerms::stageName(c.stage);
        case RacksColumn: return c.rackIds.size();
        case StatusColumn: return c.statusText;
        default: break;
        }
        break;
    default: break;
    }
    return {};
}

QVariant ClusterListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ClusterColumn: return tr("Cluster");
    case StageColumn: return tr("Stage");
    case RacksColumn: return tr("Racks", "column: racks in a cluster");
    case StatusColumn: return tr("Status");
    default: return {};
    }
}

int ClusterListModel::rowOf(const QString &clusterId) const
{
    const auto it = std::lower_bound(m_clusters.cbegin(), m_clusters.cend(), clusterId,
                                     [](const ClusterSummary &c, const QString &id) { return c.clusterId < id; });
    return it != m_clusters.cend() && it->clusterId == clusterId ? int(it - m_clusters.cbegin()) : -1;
}

const ClusterSummary *ClusterListModel::find(const QString &clusterId) const
{
    const int row = rowOf(clusterId);
    return row < 0 ? nullptr : &m_clusters.at(row);
}

QString ClusterListModel::clusterOfRack(const QString &rackId) const
{
    for (const ClusterSummary &c : m_clusters) {
        if (c.rackIds.contains(rackId))
            return c.clusterId;
    }
    return {};
}

void ClusterListModel::apply(const ClusterUpdate &update)
{
    QStringList changed;
    if (update.reset) {
        beginResetModel();
        m_clusters = update.upserts;
        std::sort(m_clusters.begin(), m_clusters.end(),
                  [](const ClusterSummary &a, const ClusterSummary &b) { return a.clusterId < b.clusterId; });
        // A faulty backend's repeats: the later copy counts (stable sort keeps order, so keep the last).
        QList<ClusterSummary> unique;
        for (const ClusterSummary &c : std::as_const(m_clusters)) {
            if (!unique.isEmpty() && unique.constLast().clusterId == c.clusterId)
                unique.last() = c;
            else
                unique.append(c);
        }
        m_clusters = std::move(unique);
        endResetModel();
        for (const ClusterSummary &c : std::as_const(m_clusters))
            changed << c.clusterId;
        Q_EMIT clustersChanged(changed);
        return;
    }
    for (const QString &id : update.removedClusterIds) {
        const int row = rowOf(id);
        if (row < 0)
            continue;
        beginRemoveRows({}, row, row);
        m_clusters.removeAt(row);
        endRemoveRows();
        changed << id;
    }
    for (const ClusterSummary &c : update.upserts) {
        const int row = rowOf(c.clusterId);
        if (row >= 0) {
            if (m_clusters.at(row) == c)
                continue;
            m_clusters[row] = c;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        } else {
            const auto it =
                std::lower_bound(m_clusters.begin(), m_clusters.end(), c.clusterId,
                                 [](const ClusterSummary &s, const QString &id) { return s.clusterId < id; });
            const int at = int(it - m_clusters.begin());
            beginInsertRows({}, at, at);
            m_clusters.insert(at, c);
            endInsertRows();
        }
        changed << c.clusterId;
    }
    if (!changed.isEmpty())
        Q_EMIT clustersChanged(changed);
}

} // namespace rackops
