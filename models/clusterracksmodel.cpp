#include "clusterracksmodel.h"

#include <algorithm>

namespace rackops {

ClusterRacksModel::ClusterRacksModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int ClusterRacksModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_racks.size());
}

int ClusterRacksModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ClusterRacksModel::membershipText(const ClusterRackInfo &rack)
{
    if (rack.quarantined) {
        return rack.quarantineReason.isEmpty() ? tr("Quarantined") : tr("Quarantined: %1").arg(rack.quarantineReason);
    }
    if (rack.joining)
        return tr("Joining (not yet certified)");
    return rack.approved ? tr("Approved") : tr("Not approved");
}

QVariant ClusterRacksModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ClusterRackInfo &r = m_racks.at(index.row());
    switch (role) {
    case RackIdRole: return r.rackId;
    case QuarantinedRole: return r.quarantined;
    case WorstPortRole: return int(r.worstPort);
    case HealthRole: return int(r.rackHealth);
    case Qt::ToolTipRole:
        if (r.quarantined && !r.quarantinedBy.isEmpty())
            return tr("Quarantined by %1: %2").arg(r.quarantinedBy, r.quarantineReason);
        return {};
    case Qt::DisplayRole:
        switch (index.column()) {
        case DomainColumn: return r.nvlinkDomain;
        case RackColumn: return r.rackId;
        case RackStageColumn: return LifecycleStages::displayName(r.rackStage);
        case MembershipColumn: return membershipText(r);
        case PortsColumn: return tr("%1 of %2 up").arg(r.portsUp).arg(r.portsTotal);
        case WorstPortColumn: return ClusterTerms::linkStateName(r.worstPort);
        default: break;
        }
        break;
    default: break;
    }
    return {};
}

QVariant ClusterRacksModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DomainColumn: return tr("NVLink domain");
    case RackColumn: return tr("Rack");
    case RackStageColumn: return tr("Rack stage");
    case MembershipColumn: return tr("In the cluster");
    case PortsColumn: return tr("SuperNIC ports");
    case WorstPortColumn: return tr("Worst port");
    default: return {};
    }
}

void ClusterRacksModel::setRacks(QList<ClusterRackInfo> racks)
{
    std::stable_sort(racks.begin(), racks.end(), [](const ClusterRackInfo &a, const ClusterRackInfo &b) {
        return a.nvlinkDomain < b.nvlinkDomain;
    });
    beginResetModel();
    m_racks = std::move(racks);
    endResetModel();
}

} // namespace rackops
