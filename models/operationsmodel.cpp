#include "operationsmodel.h"

#include <algorithm>

namespace rackops {

OperationsModel::OperationsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int OperationsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_operations.size());
}

int OperationsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OperationsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OperationInfo &op = m_operations.at(index.row());
    switch (role) {
    case OperationIdRole: return op.id;
    case StateRole: return int(op.state);
    case ProgressRole: return op.progress;
    case RackIdRole: return op.rackId;
    case Qt::ToolTipRole: return op.reason.isEmpty() ? op.message : tr("%1\nReason: %2").arg(op.message, op.reason);
    case Qt::DisplayRole:
        switch (index.column()) {
        case RackColumn: return op.rackId;
        case ActionColumn: return op.title();
        case StateColumn: return OperationInfo::stateName(op.state);
        case ProgressColumn:
            return op.state == OperationInfo::State::Running ? QStringLiteral("%1 %").arg(qRound(op.progress * 100))
                                                             : QString();
        case RequestedByColumn:
            return op.confirmedBy.isEmpty() ? op.requestedBy
                                            : tr("%1, confirmed by %2").arg(op.requestedBy, op.confirmedBy);
        case MessageColumn: return op.message;
        }
        break;
    default: break;
    }
    return {};
}

QVariant OperationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RackColumn: return tr("Rack");
    case ActionColumn: return tr("Action");
    case StateColumn: return tr("State", "of an operation");
    case ProgressColumn: return tr("Progress");
    case RequestedByColumn: return tr("Requested by");
    case MessageColumn: return tr("Step or outcome");
    }
    return {};
}

const OperationInfo *OperationsModel::find(const QString &id) const
{
    for (const OperationInfo &op : m_operations) {
        if (op.id == id)
            return &op;
    }
    return nullptr;
}

const OperationInfo *OperationsModel::openOn(const QString &rackId) const
{
    // Kept newest first, so the first match is the newest.
    for (const OperationInfo &op : m_operations) {
        if (op.rackId == rackId && !op.isFinished() && op.state != OperationInfo::State::Unknown)
            return &op;
    }
    return nullptr;
}

int OperationsModel::runningCount() const
{
    return int(std::count_if(m_operations.cbegin(), m_operations.cend(), [](const OperationInfo &op) {
        return op.state == OperationInfo::State::Running || op.state == OperationInfo::State::Pending
            || op.state == OperationInfo::State::AwaitingConfirmation;
    }));
}

void OperationsModel::sortNewestFirst()
{
    std::stable_sort(m_operations.begin(), m_operations.end(), [](const OperationInfo &a, const OperationInfo &b) {
        return a.createdMs != b.createdMs ? a.createdMs > b.createdMs : a.id > b.id;
    });
}

void OperationsModel::apply(bool reset, const QList<OperationInfo> &upserts, const QStringList &removedIds)
{
    const int runningBefore = runningCount();
    if (reset) {
        beginResetModel();
        m_operations = upserts;
        sortNewestFirst();
        endResetModel();
    } else {
        for (const QString &id : removedIds) {
            for (int row = 0; row < m_operations.size(); ++row) {
                if (m_operations.at(row).id == id) {
                    beginRemoveRows({}, row, row);
                    m_operations.removeAt(row);
                    endRemoveRows();
                    break;
                }
            }
        }
        for (const OperationInfo &op : upserts) {
            int row = -1;
            for (int i = 0; i < m_operations.size(); ++i) {
                if (m_operations.at(i).id == op.id) {
                    row = i;
                    break;
                }
            }
            if (row >= 0) {
                const bool finishedNow = !m_operations.at(row).isFinished() && op.isFinished();
                m_operations[row] = op;
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
                if (finishedNow)
                    Q_EMIT operationFinished(op);
            } else {
                // New operations are the newest: they go on top.
                beginInsertRows({}, 0, 0);
                m_operations.prepend(op);
                endInsertRows();
            }
        }
    }
    if (runningCount() != runningBefore)
        Q_EMIT runningCountChanged(runningCount());
}

} // namespace rackops
