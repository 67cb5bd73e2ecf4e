#include "alertsmodel.h"

#include "removedrows.h"

#include <QLocale>

#include <algorithm>
#include <utility>

namespace rackops {

AlertsModel::AlertsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    qRegisterMetaType<rackops::AlertCounts>();
}

int AlertsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_alerts.size());
}

int AlertsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString AlertsModel::ageText(qint64 ms)
{
    const qint64 minutes = std::max<qint64>(0, ms / 60'000);
    const QLocale locale;
    if (minutes < 60)
        return tr("%1 min", "age of an alert").arg(locale.toString(minutes));
    if (minutes < 24 * 60)
        return tr("%1 h %2 min", "age of an alert").arg(locale.toString(minutes / 60), locale.toString(minutes % 60));
    return tr("%1 d %2 h", "age of an alert")
        .arg(locale.toString(minutes / (24 * 60)), locale.toString(minutes / 60 % 24));
}

QVariant AlertsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return alertData(*m_alerts.at(index.row()), index.column(), role, m_serverNowMs);
}

QVariant AlertsModel::alertData(const AlertInfo &a, int column, int role, qint64 serverNowMs)
{
    switch (role) {
    case AlertIdRole: return a.id;
    case HealthRole: return int(a.health());
    case SeverityRole: return int(a.severity);
    case StateRole: return int(a.state);
    case RaisedRole: return a.raisedMs;
    case RackIdRole: return a.rackId;
    case Qt::ToolTipRole:
        return a.details.isEmpty() ? a.summary : tr("%1\n%2", "alert summary, then details").arg(a.summary, a.details);
    case Qt::DisplayRole:
        switch (column) {
        case SeverityColumn: return AlertInfo::severityName(a.severity);
        case StateColumn: return AlertInfo::stateText(a);
        case AgeColumn: return serverNowMs > 0 ? ageText(serverNowMs - a.raisedMs) : QString();
        case SubjectColumn: return a.subject();
        case SourceColumn: return AlertInfo::sourceName(a.source);
        case SummaryColumn: return a.summary;
        case ValueColumn: return a.currentValue;
        case OwnerColumn: return a.owner.isEmpty() ? tr("nobody", "owner of an alert") : a.owner;
        case CommentColumn: return a.comments.isEmpty() ? QString() : a.comments.constLast().text;
        }
        break;
    default: break;
    }
    return {};
}

QVariant AlertsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case StateColumn: return tr("Alert state");
    case AgeColumn: return tr("Age", "of an alert");
    case SubjectColumn: return tr("Rack or bucket");
    case SourceColumn: return tr("Subsystem", "where an alert comes from");
    case SummaryColumn: return tr("Alert");
    case ValueColumn: return tr("Now", "current value of an alert's condition");
    case OwnerColumn: return tr("Owner", "of an alert");
    case CommentColumn: return tr("Latest comment");
    }
    return {};
}

const AlertInfo *AlertsModel::find(const QString &id) const
{
    const auto it = m_rowById.constFind(id);
    return it == m_rowById.constEnd() ? nullptr : m_alerts.at(*it).get();
}

const AlertInfo *AlertsModel::worstActiveOn(const QString &rackId) const
{
    const AlertInfo *worst = nullptr;
    for (const SharedAlert &shared : m_alerts) {
        const AlertInfo &alert = *shared;
        if (alert.rackId != rackId || !alert.isOpen() || !alert.conditionActive)
            continue;
        if (!worst || alert.severity > worst->severity
            || (alert.severity == worst->severity && alert.raisedMs < worst->raisedMs))
            worst = &alert;
    }
    return worst;
}

const QList<SharedAlert> &AlertsModel::openCriticalLeaks() const
{
    if (std::exchange(m_openCriticalLeaksStale, false)) {
        m_openCriticalLeaks.clear();
        for (const SharedAlert &shared : m_alerts) {
            const AlertInfo &a = *shared;
            if (a.source == AlertInfo::Source::Leak && a.severity == AlertInfo::Severity::Critical && a.isOpen()
                && !a.rackId.isEmpty())
                m_openCriticalLeaks.append(shared);
        }
    }
    return m_openCriticalLeaks;
}

void AlertsModel::reindex()
{
    m_rowById.clear();
    m_rowById.reserve(m_alerts.size()); // grown once: rebuilt after each run of removed rows
    for (int row = 0; row < m_alerts.size(); ++row)
        m_rowById.insert(m_alerts.at(row)->id, row);
}

void AlertsModel::recount()
{
    AlertCounts counts;
    for (const SharedAlert &shared : std::as_const(m_alerts)) {
        const AlertInfo &a = *shared;
        if (!a.isOpen())
            continue;
        if (a.state == AlertInfo::State::Silenced) {
            ++counts.silenced;
            continue;
        }
        ++counts.open;
        switch (a.severity) {
        case AlertInfo::Severity::Critical:
            ++counts.critical;
            counts.unowned += a.isUnowned() ? 1 : 0;
            break;
        case AlertInfo::Severity::Warning: ++counts.warning; break;
        case AlertInfo::Severity::Info: ++counts.info; break;
        case AlertInfo::Severity::Unknown: break;
        }
    }
    if (counts != m_counts) {
        m_counts = counts;
        Q_EMIT countsChanged(m_counts);
    }
}

void AlertsModel::apply(bool reset, const QList<AlertInfo> &upserts, const QStringList &removedIds, qint64 serverTimeMs)
{
    if (serverTimeMs > 0)
        m_serverNowMs = serverTimeMs;
    // A batch may name an alert twice: the last upsert wins, in the place of
    // the first, so there is never more than one row per id. An alert
    // without an id could never be updated or removed: it is dropped.
    QList<SharedAlert> latest;
    QHash<QString, qsizetype> latestById;
    latest.reserve(upserts.size());
    for (const AlertInfo &a : upserts) {
        if (a.id.isEmpty())
            continue;
        if (const auto it = latestById.constFind(a.id); it != latestById.constEnd()) {
            latest[*it] = std::make_shared<const AlertInfo>(a);
        } else {
            latestById.insert(a.id, latest.size());
            latest.append(std::make_shared<const AlertInfo>(a));
        }
    }
    if (reset) {
        const bool first = !m_hasSnapshot;
        beginResetModel();
        m_hasSnapshot = true;
        m_alerts = std::move(latest);
        m_openCriticalLeaksStale = true;
        reindex();
        endResetModel();
        recount();
        if (first)
            Q_EMIT availabilityChanged();
        return;
    }

    // Removals first. Unknown and repeated ids are ignored (a repeated row
    // would remove its neighbour, or past the end); an id the batch also
    // upserts stays, updated in place.
    QList<int> removedRows;
    for (const QString &id : removedIds) {
        if (latestById.contains(id))
            continue;
        if (const auto it = m_rowById.constFind(id); it != m_rowById.constEnd())
            removedRows.append(*it);
    }
    const RemovedRows removed(std::move(removedRows));
    if (removed.worthAReset()) {
        beginResetModel();
        m_alerts = removed.keptFrom(m_alerts);
        m_openCriticalLeaksStale = true;
        reindex();
        endResetModel();
    } else {
        // The index is right again before anyone hears of a run leaving.
        for (const RemovedRows::Run &run : removed.runs()) {
            beginRemoveRows({}, run.first, run.last);
            m_alerts.remove(run.first, run.last - run.first + 1);
            m_openCriticalLeaksStale = true;
            reindex();
            endRemoveRows();
        }
    }

    // (row, upsert) for alerts already listed; the rest are new.
    QList<std::pair<int, qsizetype>> changed;
    QList<SharedAlert> added;
    QList<SharedAlert> newlyCritical;
    for (qsizetype u = 0; u < latest.size(); ++u) {
        const AlertInfo &a = *latest.at(u);
        const bool critical = a.severity == AlertInfo::Severity::Critical && a.isUnowned();
        if (const auto it = m_rowById.constFind(a.id); it != m_rowById.constEnd()) {
            const AlertInfo &old = *m_alerts.at(*it);
            if (critical && old.severity != AlertInfo::Severity::Critical)
                newlyCritical.append(latest.at(u));
            if (old != a)
                changed.append({*it, u});
        } else {
            if (critical)
                newlyCritical.append(latest.at(u));
            added.append(latest.at(u));
        }
    }
    // One dataChanged per contiguous range of changed rows, each range changed
    // just before its signal: a proxy re-filtering one range must not find
    // rows of another already changed without having been told.
    std::sort(changed.begin(), changed.end());
    for (qsizetype i = 0; i < changed.size();) {
        qsizetype j = i;
        while (j + 1 < changed.size() && changed.at(j + 1).first == changed.at(j).first + 1)
            ++j;
        int firstColumn = ColumnCount - 1;
        int lastColumn = 0;
        for (qsizetype k = i; k <= j; ++k) {
            const SharedAlert &after = latest.at(changed.at(k).second);
            const auto [first, last] = changedColumns(*m_alerts.at(changed.at(k).first), *after);
            firstColumn = std::min(firstColumn, first);
            lastColumn = std::max(lastColumn, last);
            m_alerts[changed.at(k).first] = after;
        }
        m_openCriticalLeaksStale = true;
        Q_EMIT dataChanged(index(changed.at(i).first, firstColumn), index(changed.at(j).first, lastColumn));
        i = j + 1;
    }
    if (!added.isEmpty()) {
        const int first = int(m_alerts.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        m_alerts.append(added);
        m_openCriticalLeaksStale = true;
        for (int row = first; row < m_alerts.size(); ++row)
            m_rowById.insert(m_alerts.at(row)->id, row);
        endInsertRows();
    }
    recount();
    for (const SharedAlert &a : std::as_const(newlyCritical))
        Q_EMIT criticalRaised(*a);
}

std::pair<int, int> AlertsModel::changedColumns(const AlertInfo &before, const AlertInfo &after)
{
    // Everything but the value, the details (the reading in words: "Flow 44.2 L/min < 55.0 L/min",
    // only in tooltips, which are read when shown), the comments and the bookkeeping taken from
    // `before`: if that is `after`, nothing else changed (a field added to AlertInfo later counts
    // as the whole row).
    AlertInfo rest = after;
    rest.currentValue = before.currentValue;
    rest.currentValueText = before.currentValueText;
    rest.details = before.details;
    rest.detailsText = before.detailsText;
    rest.comments = before.comments;
    rest.updatedMs = before.updatedMs;
    rest.revision = before.revision;
    if (!(rest == before))
        return {0, ColumnCount - 1};
    return {ValueColumn, after.comments == before.comments ? ValueColumn : CommentColumn};
}

void AlertsModel::setServerTime(qint64 serverTimeMs)
{
    if (serverTimeMs <= m_serverNowMs)
        return;
    // Ages are shown in minutes: repaint only when a minute passed.
    const bool minutePassed = serverTimeMs / 60'000 != m_serverNowMs / 60'000;
    m_serverNowMs = serverTimeMs;
    if (minutePassed && !m_alerts.isEmpty())
        Q_EMIT dataChanged(index(0, AgeColumn), index(int(m_alerts.size()) - 1, AgeColumn), {Qt::DisplayRole});
}

} // namespace rackops

namespace rackops {

QString AlertsModel::unavailableReason() const
{
    if (!m_streamProblem.isEmpty())
        return m_streamProblem;
    return m_hasSnapshot ? QString() : tr("The backend has not sent its alerts yet.");
}

void AlertsModel::setStreamProblem(const QString &problem)
{
    if (problem == m_streamProblem)
        return;
    m_streamProblem = problem;
    Q_EMIT availabilityChanged();
}

} // namespace rackops
