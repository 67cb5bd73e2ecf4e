#include "regionlagmatrixmodel.h"

#include "quantityformat.h"
#include "replicationmodel.h"

namespace rackops {

RegionLagMatrixModel::RegionLagMatrixModel(ReplicationModel *pairs, QObject *parent)
    : QAbstractTableModel(parent)
    , m_pairs(pairs)
{
    connect(pairs, &ReplicationModel::updateApplied, this, &RegionLagMatrixModel::rebuild);
    connect(pairs, &ReplicationModel::modelReset, this, &RegionLagMatrixModel::rebuild);
    rebuild();
}

int RegionLagMatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_sources.size());
}

int RegionLagMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_targets.size());
}

int RegionLagMatrixModel::worstRow(int source, int target) const
{
    const qsizetype i = qsizetype(source) * m_targets.size() + target;
    return i >= 0 && i < m_worst.size() ? m_worst.at(i) : -1;
}

void RegionLagMatrixModel::rebuild()
{
    // Regions in the backend's order, each side only where it has pairs.
    QStringList sources;
    QStringList targets;
    for (const StorageRegion &r : m_pairs->regions()) {
        bool isSource = false;
        bool isTarget = false;
        for (int row = 0; row < m_pairs->rowCount(); ++row) {
            isSource |= m_pairs->pairAt(row).source == r.id;
            isTarget |= m_pairs->pairAt(row).target == r.id;
        }
        if (isSource)
            sources.append(r.id);
        if (isTarget)
            targets.append(r.id);
    }
    QList<int> worst(sources.size() * targets.size(), -1);
    for (int row = 0; row < m_pairs->rowCount(); ++row) {
        const ReplicationPair &p = m_pairs->pairAt(row);
        int &cell = worst[sources.indexOf(p.source) * targets.size() + targets.indexOf(p.target)];
        if (cell < 0 || ReplicationModel::severityKey(p) > ReplicationModel::severityKey(m_pairs->pairAt(cell)))
            cell = row;
    }
    if (sources != m_sources || targets != m_targets) {
        beginResetModel();
        m_sources = sources;
        m_targets = targets;
        m_worst = worst;
        endResetModel();
        return;
    }
    m_worst = worst;
    if (!m_worst.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QVariant RegionLagMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = worstRow(index.row(), index.column());
    if (row < 0) {
        if (role == Qt::DisplayRole)
            return m_sources.at(index.row()) == m_targets.at(index.column()) ? QString() : QStringLiteral("\u00b7");
        if (role == Qt::TextAlignmentRole)
            return Qt::AlignCenter;
        if (role == ReplicationModel::SloStateRole)
            return int(SloState::Unknown);
        return {};
    }
    const ReplicationPair &p = m_pairs->pairAt(row);
    switch (role) {
    case Qt::DisplayRole: return QuantityFormat::duration(p.lagMs);
    case Qt::ToolTipRole: return m_pairs->index(row, 0).data(Qt::ToolTipRole);
    case ReplicationModel::SloFractionRole: return p.sloFraction();
    case ReplicationModel::SloStateRole: return int(p.sloState);
    case ReplicationModel::HealthRole: return int(p.health);
    case ReplicationModel::PairKeyRole: return p.key();
    default: return {};
    }
}

QVariant RegionLagMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QStringList &regions = orientation == Qt::Vertical ? m_sources : m_targets;
    if (role == Qt::DisplayRole && section >= 0 && section < regions.size())
        return regions.at(section);
    if (role == Qt::ToolTipRole && section >= 0 && section < regions.size())
        return orientation == Qt::Vertical ? tr("Replicated from %1").arg(regions.at(section))
                                           : tr("Replicated to %1").arg(regions.at(section));
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace rackops
