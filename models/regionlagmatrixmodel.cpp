#include "regionlagmatrixmodel.h"

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
    return parent.isValid() ? 0 : int(m_regions.size());
}

int RegionLagMatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_regions.size());
}

int RegionLagMatrixModel::worstRow(int source, int target) const
{
    const qsizetype i = qsizetype(source) * m_regions.size() + target;
    return i >= 0 && i < m_worst.size() ? m_worst.at(i) : -1;
}

void RegionLagMatrixModel::rebuild()
{
    QStringList regions;
    for (const StorageRegion &r : m_pairs->regions())
        regions.append(r.id);
    QList<int> worst(regions.size() * regions.size(), -1);
    for (int row = 0; row < m_pairs->rowCount(); ++row) {
        const ReplicationPair &p = m_pairs->pairAt(row);
        const qsizetype s = regions.indexOf(p.source);
        const qsizetype t = regions.indexOf(p.target);
        if (s < 0 || t < 0)
            continue;
        int &cell = worst[s * regions.size() + t];
        if (cell < 0 || ReplicationModel::severityKey(p) > ReplicationModel::severityKey(m_pairs->pairAt(cell)))
            cell = row;
    }
    if (regions != m_regions) {
        beginResetModel();
        m_regions = regions;
        m_worst = worst;
        endResetModel();
        return;
    }
    m_worst = worst;
    if (!m_regions.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

QVariant RegionLagMatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = worstRow(index.row(), index.column());
    if (row < 0) {
        if (role == Qt::DisplayRole)
            return index.row() == index.column() ? QString() : QStringLiteral("\u00b7");
        if (role == Qt::TextAlignmentRole)
            return Qt::AlignCenter;
        if (role == ReplicationModel::SloStateRole)
            return int(SloState::Unknown);
        return {};
    }
    const ReplicationPair &p = m_pairs->pairAt(row);
    switch (role) {
    case Qt::DisplayRole: return ReplicationModel::lagText(p);
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
    if (role == Qt::DisplayRole && section >= 0 && section < m_regions.size())
        //: Region-pair matrix: rows are sources ("from"), columns targets ("to")
        return orientation == Qt::Vertical ? tr("from %1").arg(m_regions.at(section))
                                           : tr("to %1").arg(m_regions.at(section));
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace rackops
