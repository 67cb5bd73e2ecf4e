#pragma once

#include "alertinfo.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QSet>
#include <QTimer>

namespace rackops {

class AlertFilterModel;

// The alerts an AlertFilterModel lists, read as incidents. One cause on a
// rack raises several alerts (a leak: the detector, delta-T, pressure, the
// shutdown); the alerts of one rack or bucket are one incident while one of
// them is open and for half an hour after the last one closed. Top-level rows are incidents in the filter's
// order, each with its worst severity, how many alerts and when it was first
// seen; its alerts are its children. An incident of one alert is that alert,
// without children.
//
// Held (the operator points at or works in the list), rows stay where they
// are: the alerts shown keep updating in place (one no longer listed is struck
// through), new and re-ordered ones wait, counted by pendingChanged, until the
// hold ends or applyPending().
//
// Keeps copies of what it shows, so it is whole at every moment; it follows
// the filter one event-loop turn later (a stream batch is one update), and
// never touches the filter from inside the filter's own signals. The stream's
// usual traffic (an alert's state, owner or comment) updates those alerts in
// place, their rows and their incident's row only; the whole list is regrouped
// only when what it lists or how it groups changes. While no view shows it
// (setActive(false)), changes only mark it stale: the first sync catches up.
class AlertIncidentModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // The same roles as AlertsModel (the health delegate reads HealthRole), plus:
    enum Role {
        AlertCountRole = Qt::UserRole + 100, // alerts in the incident (1 for an alert row)
        IncidentKeyRole, // stable key of the incident: subject + its first alert
    };
    // An alert raised this long after the last alert of its subject closed starts a new incident.
    static constexpr qint64 kIncidentGapMs = 30 * 60'000; // IncidentGrouping::kGapMs

    explicit AlertIncidentModel(AlertFilterModel *filter, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // Sorting is the operator's act: the filter re-sorts and the list follows at once, held or not.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // The alert of an alert row; for an incident row, its lead (worst) alert.
    const AlertInfo *alertAt(const QModelIndex &index) const;
    // Every alert of an incident row, or the one of an alert row.
    QList<AlertInfo> alertsAt(const QModelIndex &index) const;
    bool isIncidentRow(const QModelIndex &index) const { return index.isValid() && !index.parent().isValid(); }
    QModelIndex indexOfAlert(const QString &alertId) const;
    QModelIndex indexOfIncident(const QString &key) const;
    int alertCount() const { return int(m_where.size()); }
    // Alerts shown struck through: held in place while the list holds still, no longer listed.
    int goneCount() const { return int(m_gone.size()); }
    int incidentCount() const { return int(m_incidents.size()); }

    bool isHeld() const { return m_held; }
    void setHeld(bool held);
    // Alerts the filter lists that are not shown yet (held).
    int pendingCount() const { return m_pending; }
    // The list differs from what the filter lists now (new, gone or moved alerts).
    bool isStale() const { return m_stale; }
    // Shows what the filter lists now, held or not.
    void applyPending();
    // Brings the list up to date as far as holding allows (what the deferred update does), inactive too.
    void sync();

    // Whether a view shows the list. Inactive, the filter's changes are only noted; becoming active
    // catches up in one pass. Active from the start.
    bool isActive() const { return m_active; }
    void setActive(bool active);
    // How many times the whole list was regrouped (the cost this model avoids; for tests and benchmarks).
    int regroupCount() const { return m_regroups; }

Q_SIGNALS:
    void pendingChanged(int pendingAlerts, bool stale);

private:
    struct Incident {
        QString key;
        QString subject;
        QList<SharedAlert> alerts; // in the filter's order, shared with the AlertsModel
        int lead = 0; // the worst alert; a leak before others of its severity
        int serial = 0; // names the incident in the index while rows come and go before it
    };
    QList<Incident> grouped() const;
    static QList<Incident> grouped(const QList<SharedAlert> &listed);
    // Regroups only these subjects' alerts: their incidents that changed leave, the new ones come in
    // where the filter lists their first alert.
    void regroupSubjects(const QSet<QString> &subjects);
    static bool sameShape(const QList<Incident> &a, const QList<Incident> &b);
    void reindex();
    // The filter changed: note what, and follow one turn later (or not at all while inactive).
    void noteRows(int first, int last); // of the filter
    void noteAlerts(int first, int last); // of the AlertsModel
    // False when a regroup is marked instead (hidden, or too many changes to note one by one).
    bool notesOneByOne(int count);
    void noteLayout();
    void noteAll();
    // Follows the alerts noted since the last sync in place; false when only a regroup can.
    bool followNoted();
    void regroup();
    // The row of an alert row's incident, or -1 (an incident row, or its incident left).
    int incidentRowOf(const QModelIndex &alertIndex) const;
    int rowOfSerial(int serial) const;
    // Where an alert is shown: (row of its incident, its row in the incident), or (-1, -1).
    std::pair<int, int> whereIs(const QString &alertId) const;
    // Where the filter lists an alert now, or -1.
    int listedRow(const QString &alertId) const;
    // Whether the incident's alert `at` still sits between its neighbours (and its incident between
    // the incidents around it, passing over those `leaving`, if it is the first) in the filter's order.
    bool inOrder(int incident, int at, const QSet<int> &leaving) const;
    void setPending(int pending, bool stale);
    QVariant incidentData(const Incident &incident, int column, int role) const;
    QVariant alertData(const AlertInfo &alert, int column, int role) const;

    AlertFilterModel *m_filter;
    QList<Incident> m_incidents;
    QHash<QString, std::pair<int, int>> m_where; // alert id -> (incident serial, alert row)
    mutable QHash<int, int> m_rowOfSerial; // incident serial -> row, for the rows before m_renumberFrom
    mutable int m_renumberFrom = 0; // rows from here moved since they were last counted
    int m_lastSerial = 0;
    QSet<QString> m_gone; // shown while held, no longer listed by the filter
    QTimer m_settle;
    QSet<QString> m_noted; // alerts the filter changed, listed or stopped listing since the last sync
    bool m_regroupNeeded = false; // something was noted that only a regroup follows (a reset, a re-sort)
    bool m_layoutChanged = false; // the filter re-sorted rows: checked for the noted alerts
    bool m_agesChanged = false; // a minute passed on the server clock: the age column repaints
    int m_sortColumn = -1; // the filter's order when last regrouped
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    int m_regroups = 0;
    bool m_active = true;
    bool m_held = false;
    int m_pending = 0;
    bool m_stale = false;
};

} // namespace rackops
