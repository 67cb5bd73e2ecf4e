#pragma once

#include <QWidget>

class QTableView;

namespace rackops {

class FleetFilterBar;
class FleetFilterModel;
class FleetModel;
class StageCounterBar;

// The fleet board: stage counters across the top, the filter bar, and the
// table of all racks. Emits what the operator picks; knows no transport.
class FleetBoard : public QWidget
{
    Q_OBJECT
public:
    FleetBoard(FleetModel *fleet, FleetFilterModel *filter, QWidget *parent = nullptr);

    QTableView *table() const { return m_table; }
    StageCounterBar *counters() const { return m_counters; }
    FleetFilterBar *filterBar() const { return m_filterBar; }

    // Selects and scrolls to a rack; clears filters that would hide it.
    void selectRack(const QString &rackId);
    QString currentRackId() const;

Q_SIGNALS:
    void rackActivated(const QString &rackId);   // double-click or Enter
    void currentRackChanged(const QString &rackId);
    // A file was dropped onto a rack's row (to import as a validation run).
    void artifactDropped(const QString &rackId, const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString rackAt(const QPoint &viewportPos) const;

    FleetModel *m_fleet;
    FleetFilterModel *m_filter;
    StageCounterBar *m_counters;
    FleetFilterBar *m_filterBar;
    QTableView *m_table;
};

} // namespace rackops
