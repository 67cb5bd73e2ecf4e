#include "lifecyclehistorymodel.h"

#include "timestamptext.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace rackops {

LifecycleHistoryModel::LifecycleHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    TimestampText::follow(this);
}

int LifecycleHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int LifecycleHistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LifecycleHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LifecycleEventInfo &e = m_events.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case EnteredColumn: return TimestampText::text(e.enteredAtMs);
        case StageColumn:
            // A leak reaction happens in the stage the rack stays in: not "entered Production" again.
            return e.withinStage ? tr("in %1", "an event within a lifecycle stage, not a stage entered")
                                       .arg(LifecycleStages::displayName(e.stage))
                                 : LifecycleStages::displayName(e.stage);
        case ActorColumn: return e.automated ? tr("%1 (automated)").arg(e.actor) : e.actor;
        case ReasonColumn: return e.reason;
        }
    } else if (role == Qt::ToolTipRole) {
        if (index.column() == EnteredColumn)
            return TimestampText::tooltip(e.enteredAtMs);
        if (index.column() == ReasonColumn)
            return e.reason;
    }
    return {};
}

QVariant LifecycleHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case EnteredColumn: return tr("Entered", "time a stage was entered");
    case StageColumn: return tr("Stage", "lifecycle stage");
    case ActorColumn: return tr("By", "who moved the rack");
    case ReasonColumn: return tr("Reason");
    }
    return {};
}

void LifecycleHistoryModel::setHistory(const QList<LifecycleEventInfo> &history)
{
    beginResetModel();
    m_events = history;
    std::reverse(m_events.begin(), m_events.end());
    endResetModel();
}

} // namespace rackops
