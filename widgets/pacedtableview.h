#pragma once

#include <QElapsedTimer>
#include <QTableView>
#include <QTimer>

namespace rackops {

// A table for a model that changes many times a frame. The fleet stream applies its batches in
// slices, one per turn of the event loop, and a plain QTableView repaints its whole viewport after
// each: at 100,000 racks with 1 Hz cooling that was a hundred board paints a second, most of them
// for rows nobody could see. This view ignores changes to rows it does not show and paints the
// changes it does show at most every kChangePaintMs; what the operator does (scrolling, hovering,
// selecting) still paints at once.
class PacedTableView : public QTableView {
    Q_OBJECT
public:
    // Each rack's readings move once a second, so ten paints a second show every change within a
    // tenth of one. At one a frame (16 ms) the board painted 15 times a second at 100,000 racks,
    // 2-5 ms each: a third of the GUI thread's work, and the paint behind most late ticks.
    static constexpr int kChangePaintMs = 100;

    explicit PacedTableView(QWidget *parent = nullptr);

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;
    void paintEvent(QPaintEvent *event) override;

private:
    bool showsAnyRow(int firstRow, int lastRow) const;
    void repaintWithinPeriod();

    QElapsedTimer m_sincePaint;
    QTimer m_changePaint;
};

} // namespace rackops
