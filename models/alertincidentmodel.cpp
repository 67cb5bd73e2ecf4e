#include "alertincidentmodel.h"

#include "alertfiltermodel.h"
#include "alertsmodel.h"
#include "incidentgrouping.h"

#include <QFont>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <limits>

namespace rackops {

namespace {
// An alert row's internal id is its incident's serial (from 1), not its row: incidents above come and
// go, and a held index on an alert (the current row, the one acted on) must stay on that alert.
// An incident row's is 0.
constexpr quintptr kIncidentRow = 0;

// Triggered (nobody on it) is what an incident's state must say first.
int stateUrgency(AlertInfo::State state)
{
    switch (state) {
    case AlertInfo::State::Triggered: return 4;
    case AlertInfo::State::Acknowledged: return 3;
    case AlertInfo::State::Silenced: return 2;
    case AlertInfo::State::Unknown: return 1;
    case AlertInfo::State::Resolved: return 0;
    }
    return 0;
}

// Worse: higher severity; at the same severity a leak.
bool worse(const AlertInfo &a, const AlertInfo &b)
{
    if (a.severity != b.severity)
        return a.severity > b.severity;
    return a.source == AlertInfo::Source::Leak && b.source != AlertInfo::Source::Leak;
}

// What grouping reads of an alert.
IncidentGrouping::Member groupingMember(const AlertInfo &a)
{
    return {a.subject(), a.id, a.raisedMs, a.isOpen() ? 0 : std::max({a.raisedMs, a.resolvedMs, qint64(1)})};
}

bool groupsAlike(const AlertInfo &a, const AlertInfo &b)
{
    const IncidentGrouping::Member x = groupingMember(a);
    const IncidentGrouping::Member y = groupingMember(b);
    return x.raisedMs == y.raisedMs && x.endMs == y.endMs && x.subject == y.subject;
}

// The worst alert of an incident: the first in the filter's order among the worst.
int leadOf(const QList<SharedAlert> &alerts)
{
    int lead = 0;
    for (int i = 1; i < alerts.size(); ++i) {
        if (worse(*alerts.at(i), *alerts.at(lead)))
            lead = i;
    }
    return lead;
}
} // namespace

AlertIncidentModel::AlertIncidentModel(AlertFilterModel *filter, QObject *parent)
    : QAbstractItemModel(parent)
    , m_filter(filter)
{
    // Follow the filter one event-loop turn later: a batch (removals, changes,
    // insertions) becomes one update, read when the filter is whole again.
    // What changed is noted by alert id (rows move while the batch runs).
    m_settle.setSingleShot(true);
    m_settle.setInterval(0);
    connect(&m_settle, &QTimer::timeout, this, &AlertIncidentModel::sync);
    const auto rows = [this](const QModelIndex &, int first, int last) { noteRows(first, last); };
    connect(filter, &QAbstractItemModel::modelReset, this, &AlertIncidentModel::noteAll);
    connect(filter, &QAbstractItemModel::rowsInserted, this, rows);
    // Before they go: afterwards the filter can no longer say which alerts they were.
    connect(filter, &QAbstractItemModel::rowsAboutToBeRemoved, this, rows);
    connect(filter, &QAbstractItemModel::rowsMoved, this, &AlertIncidentModel::noteAll);
    connect(filter, &QAbstractItemModel::layoutChanged, this, &AlertIncidentModel::noteLayout);
    // Changed alerts are heard from the alerts themselves: the filter reports a change to rows
    // apart as one range over all the rows between them.
    connect(filter->alerts(), &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                // A minute passed on the server clock (AlertsModel::setServerTime): only ages change.
                if (topLeft.column() == AlertsModel::AgeColumn && bottomRight.column() == AlertsModel::AgeColumn) {
                    m_agesChanged = true; // repainted on the next sync, if only when shown again
                    if (m_active)
                        m_settle.start();
                    return;
                }
                noteAlerts(topLeft.row(), bottomRight.row());
            });
    regroup();
}

bool AlertIncidentModel::notesOneByOne(int count)
{
    if (!m_active || m_regroupNeeded) {
        m_regroupNeeded = true;
        return false;
    }
    // A change to many alerts at once (a new filter, a reconnect) is a regroup anyway.
    if (m_noted.size() + count > std::max<qsizetype>(64, m_where.size() / 4)) {
        noteAll();
        return false;
    }
    return true;
}

void AlertIncidentModel::noteAlerts(int first, int last)
{
    if (!notesOneByOne(last - first + 1))
        return;
    for (int row = first; row <= last; ++row)
        m_noted.insert(m_filter->alerts()->alert(row).id);
    m_settle.start();
}

void AlertIncidentModel::noteRows(int first, int last)
{
    if (!notesOneByOne(last - first + 1))
        return;
    for (int row = first; row <= last; ++row) {
        if (const AlertInfo *a = m_filter->alertAt(m_filter->index(row, 0)))
            m_noted.insert(a->id);
    }
    m_settle.start();
}

void AlertIncidentModel::noteLayout()
{
    m_layoutChanged = true;
    if (!m_active)
        m_regroupNeeded = true;
    else
        m_settle.start();
}

void AlertIncidentModel::noteAll()
{
    m_regroupNeeded = true;
    m_noted.clear();
    if (m_active)
        m_settle.start();
}

void AlertIncidentModel::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    if (!m_active) {
        // Nobody looks: what comes is only noted, and caught up with in one pass when someone does.
        m_settle.stop();
        if (!m_noted.isEmpty() || m_layoutChanged || m_agesChanged)
            noteAll();
        return;
    }
    if (m_regroupNeeded || m_agesChanged)
        sync();
}

QModelIndex AlertIncidentModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= AlertsModel::ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_incidents.size() ? createIndex(row, column, kIncidentRow) : QModelIndex();
    if (parent.internalId() != kIncidentRow || parent.row() >= m_incidents.size())
        return {};
    const Incident &incident = m_incidents.at(parent.row());
    if (incident.alerts.size() < 2 || row >= incident.alerts.size())
        return {};
    return createIndex(row, column, quintptr(incident.serial));
}

QModelIndex AlertIncidentModel::parent(const QModelIndex &child) const
{
    const int row = incidentRowOf(child);
    return row < 0 ? QModelIndex() : createIndex(row, 0, kIncidentRow);
}

int AlertIncidentModel::incidentRowOf(const QModelIndex &alertIndex) const
{
    if (!alertIndex.isValid() || alertIndex.internalId() == kIncidentRow)
        return -1;
    return rowOfSerial(int(alertIndex.internalId()));
}

int AlertIncidentModel::rowOfSerial(int serial) const
{
    // Rows move in runs while the list follows the filter; they are counted again when next asked.
    for (int row = m_renumberFrom; row < m_incidents.size(); ++row)
        m_rowOfSerial.insert(m_incidents.at(row).serial, row);
    m_renumberFrom = std::numeric_limits<int>::max();
    return m_rowOfSerial.value(serial, -1);
}

int AlertIncidentModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_incidents.size());
    if (parent.column() != 0 || parent.internalId() != kIncidentRow || parent.row() >= m_incidents.size())
        return 0;
    const int count = int(m_incidents.at(parent.row()).alerts.size());
    return count > 1 ? count : 0; // one alert is its own incident, without children
}

int AlertIncidentModel::columnCount(const QModelIndex &) const
{
    return AlertsModel::ColumnCount;
}

QVariant AlertIncidentModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return m_filter->headerData(section, orientation, role);
}

void AlertIncidentModel::sort(int column, Qt::SortOrder order)
{
    m_filter->sort(column, order);
    applyPending();
}

const AlertInfo *AlertIncidentModel::alertAt(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return nullptr;
    if (index.internalId() == kIncidentRow) {
        const Incident &incident = m_incidents.at(index.row());
        return incident.alerts.at(incident.lead).get();
    }
    const int incident = incidentRowOf(index);
    if (incident < 0 || index.row() >= m_incidents.at(incident).alerts.size())
        return nullptr;
    return m_incidents.at(incident).alerts.at(index.row()).get();
}

QList<AlertInfo> AlertIncidentModel::alertsAt(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index))
        return {};
    if (index.internalId() == kIncidentRow) {
        QList<AlertInfo> alerts;
        for (const SharedAlert &a : m_incidents.at(index.row()).alerts)
            alerts << *a;
        return alerts;
    }
    const AlertInfo *alert = alertAt(index);
    return alert ? QList<AlertInfo> {*alert} : QList<AlertInfo> {};
}

QModelIndex AlertIncidentModel::indexOfAlert(const QString &alertId) const
{
    const auto [row, at] = whereIs(alertId);
    if (row < 0)
        return {};
    const QModelIndex incident = index(row, 0);
    return m_incidents.at(row).alerts.size() > 1 ? index(at, 0, incident) : incident;
}

std::pair<int, int> AlertIncidentModel::whereIs(const QString &alertId) const
{
    const auto it = m_where.constFind(alertId);
    if (it == m_where.cend())
        return {-1, -1};
    return {rowOfSerial(it->first), it->second};
}

QModelIndex AlertIncidentModel::indexOfIncident(const QString &key) const
{
    for (int row = 0; row < m_incidents.size(); ++row) {
        if (m_incidents.at(row).key == key)
            return index(row, 0);
    }
    return {};
}

QVariant AlertIncidentModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kIncidentRow) {
        const Incident &incident = m_incidents.at(index.row());
        if (incident.alerts.size() > 1)
            return incidentData(incident, index.column(), role);
        if (role == IncidentKeyRole)
            return incident.key;
    }
    const AlertInfo *alert = alertAt(index);
    if (!alert)
        return {};
    if (role == AlertCountRole)
        return 1;
    if (m_gone.contains(alert->id)) {
        // Held in place, no longer listed: say so rather than show it as if it were current.
        if (role == Qt::FontRole) {
            QFont struck;
            struck.setStrikeOut(true);
            return struck;
        }
        if (role == Qt::ToolTipRole)
            return tr("No longer listed (resolved, or outside the filter). The list updates when you leave it.");
    }
    return alertData(*alert, index.column(), role);
}

QVariant AlertIncidentModel::alertData(const AlertInfo &alert, int column, int role) const
{
    return AlertsModel::alertData(alert, column, role, m_filter->alerts()->serverNowMs());
}

QVariant AlertIncidentModel::incidentData(const Incident &incident, int column, int role) const
{
    const AlertInfo &lead = *incident.alerts.at(incident.lead);
    const int count = int(incident.alerts.size());
    qint64 firstSeen = lead.raisedMs;
    const AlertInfo *mostUrgent = &lead;
    QStringList owners;
    for (const SharedAlert &shared : incident.alerts) {
        const AlertInfo &a = *shared;
        firstSeen = std::min(firstSeen, a.raisedMs);
        if (stateUrgency(a.state) > stateUrgency(mostUrgent->state))
            mostUrgent = &a;
        if (!a.owner.isEmpty() && !owners.contains(a.owner))
            owners << a.owner;
    }
    switch (role) {
    case AlertCountRole: return count;
    case IncidentKeyRole: return incident.key;
    case AlertsModel::StateRole: return int(mostUrgent->state);
    case AlertsModel::RaisedRole: return firstSeen;
    case Qt::FontRole: {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case Qt::ToolTipRole: {
        QStringList lines {
            tr("%n alert(s) on %1, first seen %2 ago:", nullptr, count)
                .arg(incident.subject, AlertsModel::ageText(m_filter->alerts()->serverNowMs() - firstSeen))};
        for (const SharedAlert &a : incident.alerts)
            lines << tr("%1 %2: %3", "alert severity, id, summary")
                         .arg(AlertInfo::severityName(a->severity), a->id, a->summary);
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::DisplayRole:
        switch (column) {
        case AlertsModel::StateColumn: return AlertInfo::stateName(mostUrgent->state);
        case AlertsModel::AgeColumn: {
            const qint64 now = m_filter->alerts()->serverNowMs();
            return now > 0 ? AlertsModel::ageText(now - firstSeen) : QString();
        }
        case AlertsModel::SummaryColumn:
            return tr("%1 (+%n related)", "the incident's worst alert, then how many more", count - 1)
                .arg(lead.summary);
        case AlertsModel::OwnerColumn:
            return owners.isEmpty() ? tr("nobody", "owner of an alert") : owners.join(QStringLiteral(", "));
        default: break;
        }
        break;
    default: break;
    }
    return alertData(lead, column, role);
}

QList<AlertIncidentModel::Incident> AlertIncidentModel::grouped() const
{
    // What the filter lists, in its order.
    QList<SharedAlert> listed;
    listed.reserve(m_filter->rowCount());
    for (int row = 0; row < m_filter->rowCount(); ++row)
        listed << m_filter->sharedAlertAt(m_filter->index(row, 0));
    return grouped(listed);
}

QList<AlertIncidentModel::Incident> AlertIncidentModel::grouped(const QList<SharedAlert> &listed)
{
    // Grouped by the one rule of what an incident is (the handover groups by it too).
    QList<IncidentGrouping::Member> members;
    members.reserve(listed.size());
    for (const SharedAlert &a : listed)
        members.append(groupingMember(*a));
    QStringList keys;
    const QList<int> incidentOf = IncidentGrouping::group(members, &keys);

    // Incidents in the order the filter lists their first alert; alerts in the filter's order.
    QList<Incident> incidents;
    QList<int> rowOfIncident(keys.size(), -1);
    for (int i = 0; i < listed.size(); ++i) {
        int &row = rowOfIncident[incidentOf.at(i)];
        if (row < 0) {
            row = int(incidents.size());
            incidents.append({keys.at(incidentOf.at(i)), listed.at(i)->subject(), {}, 0, 0});
        }
        Incident &incident = incidents[row];
        incident.alerts.append(listed.at(i));
        if (worse(*incident.alerts.constLast(), *incident.alerts.at(incident.lead)))
            incident.lead = int(incident.alerts.size()) - 1;
    }
    return incidents;
}

void AlertIncidentModel::regroupSubjects(const QSet<QString> &subjects)
{
    // What the filter lists of these subjects: their alerts shown and still listed, and those noted
    // (every alert that joined the list or changed its subject since the last sync was noted).
    QList<std::pair<int, SharedAlert>> listed; // (filter row, alert)
    QSet<QString> seen;
    QList<int> oldRows;
    const auto take = [&](const QString &id) {
        if (seen.contains(id))
            return;
        seen.insert(id);
        const int row = listedRow(id);
        if (row < 0)
            return;
        SharedAlert a = m_filter->sharedAlertAt(m_filter->index(row, 0));
        if (subjects.contains(a->subject()))
            listed.append({row, std::move(a)});
    };
    for (int row = 0; row < m_incidents.size(); ++row) {
        if (!subjects.contains(m_incidents.at(row).subject))
            continue;
        oldRows << row;
        for (const SharedAlert &a : m_incidents.at(row).alerts)
            take(a->id);
    }
    for (const QString &id : std::as_const(m_noted))
        take(id);
    std::sort(listed.begin(), listed.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QList<SharedAlert> inOrder;
    inOrder.reserve(listed.size());
    for (const auto &[row, a] : std::as_const(listed))
        inOrder << a;
    QList<Incident> next = grouped(inOrder);

    // An incident that is still the same alerts in the same order, none of them changed (so none
    // moved), stays where it is (the view keeps it opened and selected); the others leave and the
    // new ones come in.
    const int last = AlertsModel::ColumnCount - 1;
    QList<int> leaving;
    for (const int row : std::as_const(oldRows)) {
        Incident &old = m_incidents[row];
        const auto same = std::find_if(next.begin(), next.end(), [this, &old](const Incident &incident) {
            if (incident.key != old.key || incident.lead != old.lead || incident.alerts.size() != old.alerts.size())
                return false;
            for (qsizetype i = 0; i < old.alerts.size(); ++i) {
                if (incident.alerts.at(i)->id != old.alerts.at(i)->id || m_noted.contains(old.alerts.at(i)->id))
                    return false;
            }
            return true;
        });
        if (same == next.end()) {
            leaving << row;
            continue;
        }
        old.alerts = std::move(same->alerts);
        next.erase(same);
        const QModelIndex incidentIndex = index(row, 0);
        Q_EMIT dataChanged(incidentIndex, index(row, last));
        if (const int children = rowCount(incidentIndex); children > 0)
            Q_EMIT dataChanged(index(0, 0, incidentIndex), index(children - 1, last, incidentIndex));
    }
    // The index follows: the alerts leaving are forgotten, the rows from the first changed renumbered
    // (by incident, not by alert: hashing every alert id again cost milliseconds). Inside each
    // begin/end pair, so that an alert row held by a view finds its incident at every signal.
    for (const int row : std::as_const(leaving)) {
        for (const SharedAlert &a : m_incidents.at(row).alerts)
            m_where.remove(a->id);
    }
    for (qsizetype i = leaving.size() - 1; i >= 0;) {
        qsizetype j = i;
        while (j > 0 && leaving.at(j - 1) == leaving.at(j) - 1)
            --j;
        beginRemoveRows({}, leaving.at(j), leaving.at(i));
        for (int row = leaving.at(j); row <= leaving.at(i); ++row)
            m_rowOfSerial.remove(m_incidents.at(row).serial);
        m_incidents.remove(leaving.at(j), leaving.at(i) - leaving.at(j) + 1);
        m_renumberFrom = std::min(m_renumberFrom, leaving.at(j));
        endRemoveRows();
        i = j - 1;
    }
    // The rest of the list is in the filter's order: each new incident goes where its first alert is.
    for (Incident &incident : next) {
        const int here = listedRow(incident.alerts.constFirst()->id);
        const auto at = std::partition_point(m_incidents.cbegin(), m_incidents.cend(), [&](const Incident &other) {
            return listedRow(other.alerts.constFirst()->id) < here;
        });
        const int row = int(at - m_incidents.cbegin());
        incident.serial = ++m_lastSerial;
        for (int each = 0; each < incident.alerts.size(); ++each)
            m_where.insert(incident.alerts.at(each)->id, {incident.serial, each});
        beginInsertRows({}, row, row);
        m_incidents.insert(row, std::move(incident));
        m_renumberFrom = std::min(m_renumberFrom, row);
        endInsertRows();
    }
}

bool AlertIncidentModel::sameShape(const QList<Incident> &a, const QList<Incident> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Incident &x = a.at(i);
        const Incident &y = b.at(i);
        if (x.key != y.key || x.alerts.size() != y.alerts.size() || x.lead != y.lead)
            return false;
        for (qsizetype j = 0; j < x.alerts.size(); ++j) {
            if (x.alerts.at(j)->id != y.alerts.at(j)->id)
                return false;
        }
    }
    return true;
}

void AlertIncidentModel::reindex()
{
    m_where.clear();
    m_rowOfSerial.clear();
    qsizetype total = 0;
    for (const Incident &incident : std::as_const(m_incidents))
        total += incident.alerts.size();
    m_where.reserve(total);
    m_rowOfSerial.reserve(m_incidents.size());
    for (int i = 0; i < m_incidents.size(); ++i) {
        Incident &incident = m_incidents[i];
        incident.serial = ++m_lastSerial;
        m_rowOfSerial.insert(incident.serial, i);
        for (int j = 0; j < incident.alerts.size(); ++j)
            m_where.insert(incident.alerts.at(j)->id, {incident.serial, j});
    }
    m_renumberFrom = std::numeric_limits<int>::max();
}

void AlertIncidentModel::sync()
{
    m_settle.stop();
    // Stale and no longer held: what waited is shown now.
    if (m_regroupNeeded || (m_stale && !m_held) || !followNoted())
        regroup();
    m_noted.clear();
    m_regroupNeeded = false;
    m_layoutChanged = false;
    m_agesChanged = false;
}

int AlertIncidentModel::listedRow(const QString &alertId) const
{
    const AlertsModel *alerts = m_filter->alerts();
    const int row = alerts->rowOf(alertId);
    return row < 0 ? -1 : m_filter->mapFromSource(alerts->index(row, 0)).row();
}

bool AlertIncidentModel::inOrder(int incident, int at, const QSet<int> &leaving) const
{
    const QList<SharedAlert> &alerts = m_incidents.at(incident).alerts;
    const int here = listedRow(alerts.at(at)->id);
    // Against the nearest neighbour still listed (one no longer listed leaves with its incident, or
    // is struck through while held): false when it is on the wrong side.
    const auto wrongSide = [this, here](int row, int step, const auto &idAt) {
        for (; row >= 0; row += step) {
            const QString *id = idAt(row);
            if (!id)
                return false;
            const int there = listedRow(*id);
            if (there >= 0)
                return step < 0 ? there > here : there < here;
        }
        return false;
    };
    const auto sibling = [&alerts](int row) { return row < alerts.size() ? &alerts.at(row)->id : nullptr; };
    if (wrongSide(at - 1, -1, sibling) || wrongSide(at + 1, 1, sibling))
        return false;
    if (at > 0)
        return true;
    // The first alert places its incident: between the incidents around it.
    // Incidents that leave (regrouped, with an alert that changed) are no reference: passed over.
    static const QString kPassedOver; // no alert has an empty id: never listed
    const auto first = [this, &leaving](int row) {
        if (row >= m_incidents.size())
            return static_cast<const QString *>(nullptr);
        return leaving.contains(row) ? &kPassedOver : &m_incidents.at(row).alerts.constFirst()->id;
    };
    return !wrongSide(incident - 1, -1, first) && !wrongSide(incident + 1, 1, first);
}

bool AlertIncidentModel::followNoted()
{
    // Another order, or rows re-sorted for no alert noted: only a regroup knows where they went.
    if (m_filter->sortColumn() != m_sortColumn || m_filter->sortOrder() != m_sortOrder)
        return false;
    if (m_layoutChanged && m_noted.isEmpty() && !m_agesChanged)
        return false;

    // Held, the rows stay whatever happens (the list only says it is stale). Not held, an alert
    // that joins or leaves the list, groups otherwise or moves regroups its subject (rack or bucket).
    bool shapeChanged = false;
    QSet<QString> subjects; // to regroup
    QList<std::pair<int, int>> changed; // (incident row, alert row)
    changed.reserve(m_noted.size());
    for (const QString &id : std::as_const(m_noted)) {
        const int row = listedRow(id);
        const auto [incident, at] = whereIs(id);
        if (incident < 0) {
            if (row >= 0) { // new in the list
                shapeChanged = true;
                subjects.insert(m_filter->alertAt(m_filter->index(row, 0))->subject());
            }
            continue;
        }
        SharedAlert &shown = m_incidents[incident].alerts[at];
        if (row < 0) { // no longer listed
            shapeChanged = true;
            if (m_held) {
                m_gone.insert(id);
                changed.append({incident, at});
            } else {
                subjects.insert(m_incidents.at(incident).subject);
            }
            continue;
        }
        SharedAlert now = m_filter->sharedAlertAt(m_filter->index(row, 0));
        if (m_gone.remove(id))
            shapeChanged = true; // listed again
        if (!groupsAlike(*shown, *now)) {
            shapeChanged = true;
            subjects.insert(m_incidents.at(incident).subject);
            subjects.insert(now->subject());
        }
        shown = std::move(now);
        changed.append({incident, at});
    }
    // The filter moves only the rows that changed: the list keeps its order if each of them still
    // sits between its neighbours that stay. One that does not regroups its subject, and the others
    // are checked again against the neighbours left.
    QSet<int> incidents;
    for (bool more = true; more;) {
        more = false;
        QSet<int> leaving;
        for (const auto &each : std::as_const(changed)) {
            if (subjects.contains(m_incidents.at(each.first).subject))
                leaving.insert(each.first);
        }
        for (const auto &[incident, at] : std::as_const(changed)) {
            const Incident &shownIncident = m_incidents.at(incident);
            const QString &id = shownIncident.alerts.at(at)->id;
            if (m_gone.contains(id) || leaving.contains(incident) || inOrder(incident, at, leaving))
                continue;
            shapeChanged = true;
            subjects.insert(shownIncident.subject);
            more = true;
        }
    }
    if (!m_held && subjects.size() > std::max<qsizetype>(16, m_incidents.size() / 8))
        return false; // many at once (a reconnect, a new filter): one regroup is cheaper
    if (m_held)
        subjects.clear();
    // What changed in place outside the subjects regrouped: their rows, and their incident's lead.
    changed.removeIf(
        [&](const std::pair<int, int> &each) { return subjects.contains(m_incidents.at(each.first).subject); });
    for (const auto &each : std::as_const(changed))
        incidents.insert(each.first);
    for (const int incident : std::as_const(incidents)) {
        const int lead = leadOf(m_incidents.at(incident).alerts);
        if (lead == m_incidents.at(incident).lead)
            continue;
        if (m_held)
            shapeChanged = true; // held, the incident row keeps its lead
        else
            m_incidents[incident].lead = lead;
    }

    const int last = AlertsModel::ColumnCount - 1;
    for (const auto &[incident, at] : std::as_const(changed)) {
        const QModelIndex incidentIndex = index(incident, 0);
        if (rowCount(incidentIndex) > 0)
            Q_EMIT dataChanged(index(at, 0, incidentIndex), index(at, last, incidentIndex));
    }
    for (const int incident : std::as_const(incidents))
        Q_EMIT dataChanged(index(incident, 0), index(incident, last));
    if (!subjects.isEmpty())
        regroupSubjects(subjects);
    if (m_agesChanged && !m_incidents.isEmpty()) {
        const int age = AlertsModel::AgeColumn;
        const QList<int> display {Qt::DisplayRole};
        Q_EMIT dataChanged(index(0, age), index(int(m_incidents.size()) - 1, age), display);
        for (int row = 0; row < m_incidents.size(); ++row) {
            const QModelIndex parentIndex = index(row, 0);
            if (const int children = rowCount(parentIndex); children > 0)
                Q_EMIT dataChanged(index(0, age, parentIndex), index(children - 1, age, parentIndex), display);
        }
    }
    // Every shown alert not struck through is listed: what the filter lists beyond them waits.
    const int pending = m_held ? m_filter->rowCount() - int(m_where.size() - m_gone.size()) : 0;
    setPending(pending, m_held && (m_stale || shapeChanged || pending > 0));
    return true;
}

void AlertIncidentModel::regroup()
{
    ++m_regroups;
    m_sortColumn = m_filter->sortColumn();
    m_sortOrder = m_filter->sortOrder();
    QList<Incident> next = grouped();
    const bool same = sameShape(next, m_incidents);
    if (!same && !m_held) {
        beginResetModel();
        m_incidents = std::move(next);
        m_gone.clear();
        reindex();
        endResetModel();
        setPending(0, false);
        return;
    }
    // Same rows, or held: what is shown updates in place and keeps its place;
    // an alert the filter no longer lists (resolved, filtered out) stays, marked gone.
    int pending = 0;
    QSet<QString> gone;
    gone.reserve(m_where.size());
    for (auto it = m_where.cbegin(); it != m_where.cend(); ++it)
        gone.insert(it.key());
    for (const Incident &incident : std::as_const(next)) {
        for (const SharedAlert &a : incident.alerts) {
            const auto [row, at] = whereIs(a->id);
            if (row < 0) {
                ++pending;
                continue;
            }
            m_incidents[row].alerts[at] = a;
            gone.remove(a->id);
        }
    }
    m_gone = std::move(gone);
    if (!m_incidents.isEmpty()) {
        const int last = AlertsModel::ColumnCount - 1;
        Q_EMIT dataChanged(index(0, 0), index(int(m_incidents.size()) - 1, last));
        for (int row = 0; row < m_incidents.size(); ++row) {
            const QModelIndex parentIndex = index(row, 0);
            if (const int children = rowCount(parentIndex); children > 0)
                Q_EMIT dataChanged(index(0, 0, parentIndex), index(children - 1, last, parentIndex));
        }
    }
    setPending(pending, !same);
}

void AlertIncidentModel::setHeld(bool held)
{
    if (m_held == held)
        return;
    m_held = held;
    if (!m_held && m_stale)
        sync();
}

void AlertIncidentModel::applyPending()
{
    const bool held = m_held;
    m_held = false;
    sync();
    m_held = held;
}

void AlertIncidentModel::setPending(int pending, bool stale)
{
    if (pending == m_pending && stale == m_stale)
        return;
    m_pending = pending;
    m_stale = stale;
    Q_EMIT pendingChanged(m_pending, m_stale);
}

} // namespace rackops
