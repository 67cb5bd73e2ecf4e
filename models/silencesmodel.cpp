#include "silencesmodel.h"

#include "timestamptext.h"

#include <QLocale>

#include <algorithm>

namespace rackops {

SilencesModel::SilencesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int SilencesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_silences.size());
}

int SilencesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SilencesModel::scopeText(const SilenceInfo &s)
{
    if (s.external)
        return s.matchers.join(QStringLiteral(", "));
    if (!s.conditionKey.isEmpty())
        return tr("One alert on %1").arg(s.rackId.isEmpty() ? s.site : s.rackId);
    if (!s.rackId.isEmpty())
        return tr("Rack %1").arg(s.rackId);
    if (!s.site.isEmpty())
        return tr("Site %1").arg(s.site);
    return s.id;
}

QString SilencesModel::alertmanagerText(const SilenceInfo &s)
{
    if (s.external)
        return s.active ? tr("Made in Alertmanager") : tr("Made in Alertmanager, ended");
    const auto why = [&s](const QString &text) {
        return s.syncError.isEmpty() ? text : tr("%1: %2").arg(text, s.syncError);
    };
    switch (s.sync) {
    case SilenceInfo::Sync::None: return {};
    case SilenceInfo::Sync::Pending: return why(tr("Not yet in Alertmanager"));
    case SilenceInfo::Sync::Created: return tr("In Alertmanager");
    case SilenceInfo::Sync::ExpiryPending: return why(tr("Ended here, not yet in Alertmanager"));
    case SilenceInfo::Sync::Expired:
        return s.alertmanagerId.isEmpty() ? tr("Ended before it reached Alertmanager")
                                          : tr("Ended in Alertmanager too");
    }
    return {};
}

QVariant SilencesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_silences.size())
        return {};
    const SilenceInfo &s = m_silences.at(index.row());
    switch (role) {
    case SilenceIdRole: return s.id;
    case ExpirableRole: return s.isExpirable();
    case WaitingRole: return s.isWaitingForAlertmanager();
    case ExternalRole: return s.external;
    case Qt::DisplayRole:
        switch (index.column()) {
        case ScopeColumn: return scopeText(s);
        case OwnerColumn: return s.owner;
        case UntilColumn:
            if (!s.active)
                return s.endedMs > 0 ? tr("Ended %1").arg(TimestampText::text(s.endedMs)) : tr("Ended");
            return s.expiresMs > 0 ? TimestampText::text(s.expiresMs) : QString();
        case AlertmanagerColumn: return alertmanagerText(s);
        case ReasonColumn: return s.reason;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == AlertmanagerColumn) {
            QStringList lines;
            if (!s.alertmanagerId.isEmpty())
                lines << tr("Alertmanager silence %1").arg(s.alertmanagerId);
            if (s.external)
                lines << tr("Alertmanager silence %1; expire it in Alertmanager").arg(s.externalId);
            if (s.isWaitingForAlertmanager() && s.syncAttempts > 0)
                lines << tr("%n attempt(s) so far; next at %1", nullptr, s.syncAttempts)
                             .arg(TimestampText::text(s.nextAttemptMs));
            if (!s.matchers.isEmpty())
                lines << tr("Matchers: %1").arg(s.matchers.join(QStringLiteral(", ")));
            return lines.join(QLatin1Char('\n'));
        }
        if (index.column() == UntilColumn && s.expiresMs > 0)
            return TimestampText::tooltip(s.expiresMs);
        if (index.column() == ReasonColumn)
            return s.reason;
        return {};
    case Qt::AccessibleTextRole: return data(index, Qt::DisplayRole);
    }
    return {};
}

QVariant SilencesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ScopeColumn: return tr("Silences");
    case OwnerColumn: return tr("Owner");
    case UntilColumn: return tr("Until");
    case AlertmanagerColumn: return tr("Alertmanager");
    case ReasonColumn: return tr("Reason");
    }
    return {};
}

void SilencesModel::setSilences(const QList<SilenceInfo> &silences)
{
    const auto idsOf = [](const QList<SilenceInfo> &list) {
        QStringList ids;
        for (const SilenceInfo &s : list)
            ids << s.id;
        return ids;
    };
    if (idsOf(silences) == idsOf(m_silences)) {
        // The same rows: change in place, one signal over the rows that changed.
        int first = -1;
        int last = -1;
        for (int row = 0; row < silences.size(); ++row) {
            if (silences.at(row) == m_silences.at(row))
                continue;
            first = first < 0 ? row : first;
            last = row;
        }
        m_silences = silences;
        if (first >= 0)
            Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
    } else {
        beginResetModel();
        m_silences = silences;
        endResetModel();
    }
    const int waiting = int(std::count_if(m_silences.cbegin(), m_silences.cend(),
                                          [](const SilenceInfo &s) { return s.isWaitingForAlertmanager(); }));
    if (waiting != m_waiting) {
        m_waiting = waiting;
        Q_EMIT waitingCountChanged(waiting);
    }
}

void SilencesModel::setAlertmanagerHealth(const AlertmanagerHealth &health)
{
    if (health == m_health)
        return;
    m_health = health;
    Q_EMIT alertmanagerHealthChanged(health);
}

const SilenceInfo *SilencesModel::silenceAt(int row) const
{
    return row >= 0 && row < m_silences.size() ? &m_silences.at(row) : nullptr;
}

int SilencesModel::rowOf(const QString &silenceId) const
{
    for (int row = 0; row < m_silences.size(); ++row) {
        if (m_silences.at(row).id == silenceId)
            return row;
    }
    return -1;
}

} // namespace rackops
