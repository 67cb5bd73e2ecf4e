#pragma once

#include <QElapsedTimer>
#include <QTableView>
#include <QTimer>

namespace rackops {

// A table for a model that changes many times a frame. The fleet stream applies its batches in
// slices, one per turn of the event loop, and a plain QTableView repaints its whole viewport after
// each: at 100,000 racks with 1 Hz cooling that was a hundred board paints a second, most of them
// for rows nobody could see. This view ignores changes to rows it does not show and paints the
// changes it does show at most once per frame; what the operator does (scrolling, hovering,
// selecting) still paints at once.
class PacedTableView : public QTableView {
    Q_OBJECT
public:
    static constexpr int kFrameMs = 16;

    explicit PacedTableView(QWidget *parent = nullptr);

protected:
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;
    void paintEvent(QPaintEvent *event) override;

private:
    bool showsAnyRow(int firstRow, int lastRow) const;
    void repaintNextFrame();

    QElapsedTimer m_sincePaint;
    QTimer m_nextFrame;
};

} // namespace rackops
