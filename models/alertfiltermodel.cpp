#include "alertfiltermodel.h"

#include "alertsmodel.h"

namespace rackops {

AlertFilterModel::AlertFilterModel(AlertsModel *alerts, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_alerts(alerts)
{
    setSourceModel(alerts);
    sort(AlertsModel::SeverityColumn, Qt::DescendingOrder);
    setDynamicSortFilter(true);
}

void AlertFilterModel::setShowResolved(bool show)
{
    if (m_showResolved == show)
        return;
    m_showResolved = show;
    invalidateFilter();
}

void AlertFilterModel::setOnlyUnowned(bool only)
{
    if (m_onlyUnowned == only)
        return;
    m_onlyUnowned = only;
    invalidateFilter();
}

void AlertFilterModel::setSilenced(Silenced silenced)
{
    if (m_silenced == silenced)
        return;
    m_silenced = silenced;
    invalidateFilter();
}

void AlertFilterModel::setMinimumSeverity(AlertInfo::Severity severity)
{
    if (m_minimum == severity)
        return;
    m_minimum = severity;
    invalidateFilter();
}

void AlertFilterModel::setSource(AlertInfo::Source source)
{
    if (m_source == source)
        return;
    m_source = source;
    invalidateFilter();
}

void AlertFilterModel::setText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (m_text == trimmed)
        return;
    m_text = trimmed;
    invalidateFilter();
}

const AlertInfo *AlertFilterModel::alertAt(const QModelIndex &proxyIndex) const
{
    const QModelIndex source = mapToSource(proxyIndex);
    return source.isValid() ? &m_alerts->alert(source.row()) : nullptr;
}

SharedAlert AlertFilterModel::sharedAlertAt(const QModelIndex &proxyIndex) const
{
    const QModelIndex source = mapToSource(proxyIndex);
    return source.isValid() ? m_alerts->sharedAlert(source.row()) : nullptr;
}

bool AlertFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    const AlertInfo &a = m_alerts->alert(sourceRow);
    if (!m_showResolved && !a.isOpen())
        return false;
    if (m_onlyUnowned && !a.isUnowned())
        return false;
    const bool silenced = a.state == AlertInfo::State::Silenced;
    if ((m_silenced == Silenced::Hidden && silenced) || (m_silenced == Silenced::Only && !silenced))
        return false;
    if (a.severity < m_minimum)
        return false;
    if (m_source != AlertInfo::Source::Unknown && a.source != m_source)
        return false;
    if (!m_text.isEmpty() && !a.subject().contains(m_text, Qt::CaseInsensitive)
        && !a.summary.contains(m_text, Qt::CaseInsensitive) && !a.id.contains(m_text, Qt::CaseInsensitive)
        && !a.owner.contains(m_text, Qt::CaseInsensitive) && !a.site.contains(m_text, Qt::CaseInsensitive))
        return false;
    return true;
}

bool AlertFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const AlertInfo &l = m_alerts->alert(left.row());
    const AlertInfo &r = m_alerts->alert(right.row());
    // Open before resolved, whatever the column; ties go to the newest.
    const auto byColumn = [&]() -> int {
        switch (left.column()) {
        case AlertsModel::SeverityColumn:
            // A leak is the worst thing on the list: above every other alert of its severity.
            if (l.severity != r.severity)
                return int(l.severity) - int(r.severity);
            return int(l.source == AlertInfo::Source::Leak) - int(r.source == AlertInfo::Source::Leak);
        case AlertsModel::StateColumn: return int(l.state) - int(r.state);
        case AlertsModel::AgeColumn: return l.raisedMs < r.raisedMs ? 1 : (l.raisedMs > r.raisedMs ? -1 : 0);
        default: return QString::localeAwareCompare(left.data().toString(), right.data().toString());
        }
    };
    if (l.isOpen() != r.isOpen())
        return (sortOrder() == Qt::DescendingOrder) ? !l.isOpen() : l.isOpen();
    if (const int c = byColumn(); c != 0)
        return c < 0;
    return l.raisedMs < r.raisedMs;
}

} // namespace rackops
