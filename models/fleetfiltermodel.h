#pragma once

#include "health.h"
#include "lifecyclestage.h"
#include "rackattention.h"

#include <QSortFilterProxyModel>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace rackops {

class FleetModel;

// Filters and sorts a FleetModel: free text (rack id, location, reason,
// owner, step), stage, health and site. Reads the source's value types directly so
// that sorting and filtering 10,000 rows stays interactive.
//
// Changes from the stream are settled in one pass, not one per change: a
// dynamically sorted proxy rebuilds its whole mapping and makes every view lay
// out again for each run of changed rows, which at 50,000 racks took most of
// the GUI thread. Cells show a change at once; a rack's place in the order and
// whether it still passes the filters follow within reorderDelayMs(), which
// grows with what one pass costs (so the pass stays a few percent of the
// thread). What the operator asks for (a filter, a header click) applies at once.
class FleetFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit FleetFilterModel(QObject *parent = nullptr);

    void setFleetModel(FleetModel *model);

    QString textFilter() const { return m_text; }
    std::optional<LifecycleStage> stageFilter() const { return m_stage; }
    std::optional<Health> healthFilter() const { return m_health; }
    QString siteFilter() const { return m_site; }

    // How long a stream change may wait for its place in the order.
    int reorderDelayMs() const { return m_reorderDelayMs; }
    bool reorderPending() const { return m_reorder.isActive(); }

    // While held (the operator points at the board or works in it) the stream moves no row and takes
    // none out: what is under the pointer stays the rack that was there. pendingChanges() counts the
    // racks whose place may have changed meanwhile; releasing, or anything the operator asks for (a
    // filter, a header click, reorderNow()), settles them.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    int pendingChanges() const { return m_pendingChanges; }

public Q_SLOTS:
    void setTextFilter(const QString &text);
    void setStageFilter(std::optional<rackops::LifecycleStage> stage);
    void setHealthFilter(std::optional<rackops::Health> health);
    void setSiteFilter(const QString &site); // empty = all sites
    void clearFilters();
    // Puts every row in its place now (a screenshot, a test, the operator
    // jumping to a rack).
    void reorderNow();

    // Header clicks and the board's default order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

Q_SIGNALS:
    void filtersChanged();
    // The number of racks waiting for their place while the board is held (0 once settled).
    void pendingChangesChanged(int racks);
    // A settling pass ran (stream-driven, release, or reorderNow()): what it cost and how many rows it
    // placed again. For benchmarks and the adaptive delay's diagnostics.
    void reordered(double milliseconds, int rowsPlaced);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void filtersUpdated();
    // The timer's pass: runs unless the board is held.
    void reorderWhenFree();
    void notePending(int firstRow, int lastRow);
    // Counts the rows in the range for which `waits` is true.
    void notePending(int firstRow, int lastRow, const std::function<bool(int)> &waits);
    void forgetPending(int firstRow, int lastRow);
    void clearPending();
    void sourceDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles);
    bool filtering() const;
    // Whether a change in the fleet model's `column` can decide if a rack passes the filters.
    static bool readByFilters(int column);
    // Runs a pass that sorts the whole fleet by `column`; for "Needs action" it gathers every
    // rack's order key first, so comparisons read one array (see m_orderKeys).
    template<typename Pass> void sortPass(int column, Pass pass);

    QTimer m_reorder;
    int m_reorderDelayMs = kMinReorderDelayMs;
    static constexpr int kMinReorderDelayMs = 250;
    static constexpr int kMaxReorderDelayMs = 2000;

    bool m_held = false;
    // One flag per fleet row: changed (or arrived) while held. A count beside it, so the board's
    // "n changed" never walks 100,000 flags.
    std::vector<char> m_changedWhileHeld;
    int m_pendingChanges = 0;

    FleetModel *m_fleet = nullptr;
    QString m_text;
    std::optional<LifecycleStage> m_stage;
    std::optional<Health> m_health;
    QString m_site;
    // Filled only while a pass sorts by "Needs action", one per fleet row; empty otherwise, and
    // lessThan() then reads the racks. Reading each rack's summary and assessment per comparison
    // missed the cache: three quarters of a 100,000-rack pass.
    std::vector<RackAttention::OrderKey> m_orderKeys;
};

} // namespace rackops
