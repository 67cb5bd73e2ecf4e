#pragma once

#include <QWidget>

class QAction;
class QMenu;
class QModelIndex;
class QTableView;
class QTimer;

namespace rackops {

class ClusterListModel;
class FleetFilterBar;
class FleetFilterModel;
class FleetModel;
class StageCounterBar;

// The fleet board: stage counters across the top, the filter bar, and the
// table of all racks. Emits what the operator picks; knows no transport.
class FleetBoard : public QWidget {
    Q_OBJECT
public:
    FleetBoard(FleetModel *fleet, FleetFilterModel *filter, QWidget *parent = nullptr);
    ~FleetBoard() override;

    QTableView *table() const { return m_table; }
    StageCounterBar *counters() const { return m_counters; }
    FleetFilterBar *filterBar() const { return m_filterBar; }

    // Selects and scrolls to a rack; clears filters that would hide it (the operator asked for it).
    void selectRack(const QString &rackId);
    QString currentRackId() const;
    // The header's menu: a checkable entry per column (the rack's id cannot be hidden). The caller owns it.
    QMenu *columnsMenu();

    // The clusters the racks belong to (issue #37): a row's tooltip names its rack's cluster, the
    // row's menu and Ctrl+Shift+O open it.
    void setClusters(const ClusterListModel *clusters);
    // "Open cluster X" for the current rack (Ctrl+Shift+O); disabled when it is in no cluster.
    QAction *openClusterAction() const { return m_openCluster; }
    // A row's menu (right click): open the rack, open its cluster. The caller owns it.
    QMenu *rowMenu(const QString &rackId);
    // What a cell's tooltip says: the cell's own words, then the rack's cluster.
    QString toolTipAt(const QModelIndex &index) const;

public Q_SLOTS:
    // The console's one selection changed (the operator picked an alert, a rack in the palette...):
    // the board highlights that rack if it lists it, and nothing otherwise. It never filters, and
    // never says back what it was told. The highlighted row is never another rack than this one.
    void followRack(const QString &rackId);

Q_SIGNALS:
    void rackActivated(const QString &rackId); // double-click or Enter
    void currentRackChanged(const QString &rackId);
    // A file was dropped onto a rack's row (to import as a validation run).
    void artifactDropped(const QString &rackId, const QString &path);
    // The operator asked to open a cluster (row menu or Ctrl+Shift+O).
    void clusterActivated(const QString &clusterId);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString rackAt(const QPoint &viewportPos) const;
    QString clusterOf(const QString &rackId) const;
    // Names the current rack's cluster on the action, or says it is in none.
    void updateClusterAction();
    // Says the current row's rack when the operator picked it (by mouse or key).
    void takeOperatorsPick();
    // Rows hold still while the pointer is on the table or the keyboard is in it.
    void updateHold();

    FleetModel *m_fleet;
    FleetFilterModel *m_filter;
    StageCounterBar *m_counters;
    FleetFilterBar *m_filterBar;
    QTableView *m_table;
    // The rack this board shows as selected: the operator's pick, or the one it was told to follow.
    QString m_rackId;
    bool m_following = false;
    // The proxy is moving rows: the table's current index may slide to a neighbour (a filtered-out
    // or removed row), which is not the operator choosing that neighbour.
    bool m_rowsMoving = false;
    bool m_pointerOnTable = false;
    // Running for a few seconds after each key on the table: keyboard work holds the rows, a table
    // that merely has the focus (as it does from the start) does not.
    QTimer *m_keyboardHold = nullptr;
    const ClusterListModel *m_clusters = nullptr;
    QAction *m_openCluster = nullptr;
};

} // namespace rackops
