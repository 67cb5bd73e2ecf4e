#include "burninmodel.h"

#include "quantityformat.h"

#include <cmath>

namespace rackops {

BurnInModel::BurnInModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int BurnInModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_burnIn.days.size());
}

int BurnInModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BurnInModel::xidText(const QMap<int, int> &xids)
{
    QStringList parts;
    for (auto it = xids.cbegin(); it != xids.cend(); ++it)
        parts << tr("XID %1 \u00d7%2").arg(it.key()).arg(it.value());
    return parts.join(QStringLiteral(", "));
}

QVariant BurnInModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BurnInDayInfo &d = m_burnIn.days.at(index.row());
    const bool below = d.goodput < m_burnIn.goodputFloor;
    switch (role) {
    case GoodputRole: return d.goodput;
    case BelowFloorRole: return below;
    case Qt::DisplayRole:
        switch (index.column()) {
        case DayColumn: return d.complete ? tr("Day %1").arg(d.day) : tr("Day %1 (in progress)").arg(d.day);
        case GoodputColumn:
            return below ? tr("%1 (below floor %2)")
                               .arg(QuantityFormat::percent(d.goodput), QuantityFormat::percent(m_burnIn.goodputFloor))
                         : QuantityFormat::percent(d.goodput);
        case InterruptionsColumn: return d.interruptions;
        case HangsColumn: return d.jobHangs;
        case XidsColumn: return xidText(d.xids);
        default: break;
        }
        break;
    default: break;
    }
    return {};
}

QVariant BurnInModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case DayColumn: return tr("Day");
    case GoodputColumn: return tr("Goodput");
    case InterruptionsColumn: return tr("Interruptions");
    case HangsColumn: return tr("Job hangs");
    case XidsColumn: return tr("XIDs");
    default: return {};
    }
}

int BurnInModel::lengthDays() const
{
    constexpr qint64 kDayMs = 24LL * 3600 * 1000;
    return m_burnIn.lengthMs > 0 ? int((m_burnIn.lengthMs + kDayMs - 1) / kDayMs) : 14;
}

int BurnInModel::unattributedInterruptions() const
{
    int n = 0;
    for (const BurnInInterruptionInfo &i : m_burnIn.interruptions)
        n += i.findingId.isEmpty() ? 1 : 0;
    return n;
}

void BurnInModel::setBurnIn(const BurnInInfo &burnIn)
{
    beginResetModel();
    m_burnIn = burnIn;
    endResetModel();
}

} // namespace rackops
