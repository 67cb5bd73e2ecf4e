#pragma once

#include "boardorder.h"
#include "fleettextmatch.h"
#include "health.h"
#include "lifecyclestage.h"

#include <QAbstractProxyModel>
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
//
// Its own proxy rather than a QSortFilterProxyModel, whose mapping is private: a settling pass takes
// out only the racks whose sort key or filter verdict may have changed, finds each one's place by
// binary search among the rest (which are still in order) and moves just those rows, with
// rowsMoved/rowsInserted/rowsRemoved so selection and current index stay on their racks. That is
// O(k log n) comparisons for k changed racks; invalidate() re-filtered and re-sorted all 100,000.
// Only when many rows change at once does a pass rearrange all rows in one layout change.
class FleetFilterModel : public QAbstractProxyModel {
    Q_OBJECT
public:
    explicit FleetFilterModel(QObject *parent = nullptr);

    void setFleetModel(FleetModel *model);
    // Only a FleetModel (or none): the filters and the order read its racks.
    void setSourceModel(QAbstractItemModel *model) override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;

    // The column the board is sorted by (-1: the fleet's own order) and its direction.
    int sortColumn() const { return m_order.column(); }
    Qt::SortOrder sortOrder() const { return m_order.direction(); }

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

private:
    // What a stream change may have altered for a fleet row, until the next pass.
    enum Dirt : char { Clean = 0, Place = 1, Verdict = 2 };

    bool filterAcceptsRow(int sourceRow) const;

    // The settling pass. `everything`: the operator asked (a filter, a sort), the fleet was reset,
    // or too much changed; every row is judged and sorted again.
    void settle(bool everything);
    // Judges and sorts every row (one layout change). Returns the rows placed.
    int rebuildAll();
    // Moves, adds and removes only the dirty rows. Returns the rows placed.
    int settleDirty();
    // Puts the mapping for a new order in place under one layout change, persistent indexes following
    // their racks (an index whose rack left the list becomes invalid).
    void applyOrder(std::vector<int> sourceRows);
    void removeListed(std::vector<int> proxyRowsDescending);
    void moveRow(int from, int before);
    void insertRow(int sourceRow, int at);
    // m_proxyRows for proxy rows first..end after m_sourceRows changed there.
    void renumber(int firstProxyRow);
    void markDirty(int sourceRow, Dirt dirt);
    void scheduleReorder();

    void sourceRowsInserted(int first, int last);
    void sourceRowsAboutToBeRemoved(int first, int last);
    void sourceRowsRemoved(int first, int last);
    void sourceReset();
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
    BoardOrder m_order;
    // The mapping: fleet row per board row, and board row per fleet row (-1: filtered out).
    std::vector<int> m_sourceRows;
    std::vector<int> m_proxyRows;
    // What changed per fleet row since the last pass, and the rows flagged (each once).
    std::vector<char> m_dirt;
    std::vector<int> m_dirtyRows;
    // More rows than this to move, add or remove in one pass: one layout change instead of a
    // signal per row (each costs the views and the persistent indexes a walk).
    static constexpr int kRowSignalLimit = 64;
    QString m_text;
    FleetTextMatch m_textMatch; // m_text's words, worked out once
    std::optional<LifecycleStage> m_stage;
    std::optional<Health> m_health;
    QString m_site;
};

} // namespace rackops
