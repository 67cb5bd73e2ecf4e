#pragma once

#include "alertinfo.h"

#include <QAbstractTableModel>
#include <QHash>

#include <utility>

namespace rackops {

// The alerts the alert stream reports (open ones and those resolved in the
// last 24 hours), one row each, in the order they arrived; AlertFilterModel
// sorts and filters. Applies a whole batch at once and keeps the counts by
// severity the status bar shows.
class AlertsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        SeverityColumn,
        StateColumn,
        AgeColumn,
        SubjectColumn,
        SourceColumn,
        SummaryColumn,
        ValueColumn,
        OwnerColumn,
        CommentColumn,
        ColumnCount
    };
    enum Role { AlertIdRole = Qt::UserRole + 1, HealthRole, SeverityRole, StateRole, RaisedRole, RackIdRole };

    explicit AlertsModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const AlertInfo &alert(int row) const { return *m_alerts.at(row); }
    // The same, for a list that shows it too: shared, not copied.
    SharedAlert sharedAlert(int row) const { return m_alerts.at(row); }
    const AlertInfo *find(const QString &id) const;
    // The row of the alert `id`, or -1.
    int rowOf(const QString &id) const { return m_rowById.value(id, -1); }
    // The most severe open alert on `rackId` whose condition still holds (the oldest among equals);
    // null when none. What the rack's health must not contradict.
    const AlertInfo *worstActiveOn(const QString &rackId) const;
    // The open critical alerts from leak detectors that name a rack, in row order: what the leak
    // strip reads each time a detector changes (several times a second at 60x), without walking
    // every alert of the fleet. Made again only after the alerts changed; right inside every
    // change signal too.
    const QList<SharedAlert> &openCriticalLeaks() const;
    AlertCounts counts() const { return m_counts; }
    qint64 serverNowMs() const { return m_serverNowMs; }
    // The backend's first snapshot arrived (an empty one too: no alerts is an answer).
    bool hasSnapshot() const { return m_hasSnapshot; }
    // Why the counts cannot be believed now (no snapshot yet, the stream refused or down), or empty
    // when they can: a count nobody could make is shown as unavailable, never as zero.
    QString unavailableReason() const;
    // "12 min", "3 h 5 min", "2 d 4 h": how long since `sinceMs` on the server clock.
    static QString ageText(qint64 ms);
    // What a row shows of `alert` in `column` for `role`, ages counted to `serverNowMs`
    // (0 = unknown); shared with the views that regroup alerts.
    static QVariant alertData(const AlertInfo &alert, int column, int role, qint64 serverNowMs);

public Q_SLOTS:
    // reset = replace everything; else remove, then upsert. `serverTimeMs` is
    // the backend clock the message was sent at (ages are counted on it).
    // Takes any batch: one row per id (an id's last upsert wins), unknown or
    // repeated removals are ignored, an id both removed and upserted stays.
    void apply(bool reset, const QList<rackops::AlertInfo> &upserts, const QStringList &removedIds,
               qint64 serverTimeMs);
    // What is wrong with the alert stream (its last error), or empty while it is live.
    void setStreamProblem(const QString &problem);
    // The backend clock moved (heartbeat): ages change.
    void setServerTime(qint64 serverTimeMs);

Q_SIGNALS:
    void countsChanged(const rackops::AlertCounts &counts);
    // A critical alert nobody owns appeared (new, or risen to critical); not
    // for the first snapshot, which countsChanged covers.
    void criticalRaised(const rackops::AlertInfo &alert);
    // unavailableReason() changed.
    void availabilityChanged();

private:
    // The columns a change from `before` to `after` shows in, first and last: the whole row,
    // unless only the alert's current value and details, its comments or its bookkeeping moved
    // (most of a running fleet's updates: a reading that moves). The Alerts view's filter
    // re-sorts a changed row only when its sort column is among them.
    static std::pair<int, int> changedColumns(const AlertInfo &before, const AlertInfo &after);
    void recount();
    void reindex();

    QList<SharedAlert> m_alerts;
    QHash<QString, int> m_rowById;
    mutable QList<SharedAlert> m_openCriticalLeaks;
    mutable bool m_openCriticalLeaksStale = true; // set at each change, before its signal
    AlertCounts m_counts;
    qint64 m_serverNowMs = 0;
    bool m_hasSnapshot = false;
    QString m_streamProblem;
};

} // namespace rackops

Q_DECLARE_METATYPE(rackops::AlertCounts)
