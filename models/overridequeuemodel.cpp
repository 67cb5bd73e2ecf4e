#include "overridequeuemodel.h"

#include <algorithm>

namespace rackops {

OverrideQueueModel::OverrideQueueModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int OverrideQueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_requests.size());
}

int OverrideQueueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString OverrideQueueModel::stateName(OverrideRequestInfo::State state)
{
    switch (state) {
    case OverrideRequestInfo::State::Pending: return tr("Waiting for a second approver");
    case OverrideRequestInfo::State::Confirmed: return tr("Confirmed");
    case OverrideRequestInfo::State::Rejected: return tr("Declined");
    case OverrideRequestInfo::State::Expired: return tr("Expired");
    case OverrideRequestInfo::State::Withdrawn: return tr("Withdrawn (the rack changed)");
    case OverrideRequestInfo::State::Unknown: break;
    }
    return tr("Unknown");
}

QVariant OverrideQueueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OverrideRequestInfo &r = m_requests.at(index.row());
    if (role == OverrideIdRole)
        return r.id;
    if (role == PendingRole)
        return r.state == OverrideRequestInfo::State::Pending;
    if (role == Qt::ToolTipRole && index.column() == JustificationColumn)
        return r.justification;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case RackColumn: return r.rackId;
    case RequestedByColumn: return r.requestedBy;
    case JustificationColumn: return r.justification;
    case FailedColumn: {
        QStringList failed;
        for (const GateCriterion &c : r.criteria) {
            if (!c.passed())
                failed << tr("%1: %2 (needs %3)").arg(c.name, c.measured, c.threshold);
        }
        return failed.join(QStringLiteral("; "));
    }
    case StateColumn:
        return r.decidedBy.isEmpty() ? stateName(r.state) : tr("%1 by %2").arg(stateName(r.state), r.decidedBy);
    }
    return {};
}

QVariant OverrideQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RackColumn: return tr("Rack");
    case RequestedByColumn: return tr("Requested by");
    case JustificationColumn: return tr("Justification");
    case FailedColumn: return tr("Failed criteria");
    case StateColumn: return tr("State", "of an override request");
    }
    return {};
}

void OverrideQueueModel::setRequests(const QList<OverrideRequestInfo> &requests)
{
    const int before = pendingCount();
    beginResetModel();
    m_requests = requests;
    endResetModel();
    if (pendingCount() != before)
        Q_EMIT pendingCountChanged(pendingCount());
}

int OverrideQueueModel::pendingCount() const
{
    return int(std::count_if(m_requests.cbegin(), m_requests.cend(), [](const OverrideRequestInfo &r) {
        return r.state == OverrideRequestInfo::State::Pending;
    }));
}

const OverrideRequestInfo *OverrideQueueModel::pendingFor(const QString &rackId) const
{
    const auto it = std::find_if(m_requests.cbegin(), m_requests.cend(), [&rackId](const OverrideRequestInfo &r) {
        return r.rackId == rackId && r.state == OverrideRequestInfo::State::Pending;
    });
    return it == m_requests.cend() ? nullptr : &*it;
}

} // namespace rackops
