#pragma once

#include <QWidget>

#include <vector>

namespace rackops {

class FabricMapModel;

// A cluster's fabric drawn in one paint: a column group per plane, a column
// per rail, a row per rack (NVLink domain), and in each cell that rack's
// SuperNIC ports on that plane and rail as small marks; a top row per plane
// holds its leaf-spine links. Thousands of ports (a 32-rack cluster has
// ~4,600) are painted directly, grouped by state, never one item per port.
// Each state has its own shape as well as its colour: up a filled square,
// degraded a half-filled one, flapping a hatched one with a zigzag, down an
// empty one with a cross. Hover tells a port's counters; a click on a rack's
// name emits rackActivated().
class FabricMapView : public QWidget {
    Q_OBJECT
public:
    explicit FabricMapView(FabricMapModel *model, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The port or link under `pos`, as an index into the model's links(); -1 for none.
    int linkAt(const QPoint &pos) const;
    // The rack whose name is under `pos`, or empty.
    QString rackAt(const QPoint &pos) const;

Q_SIGNALS:
    void rackActivated(const QString &rackId);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    // Where everything goes at the current size; recomputed on resize or a new fabric.
    struct Layout {
        int labelWidth = 0;
        int headerHeight = 0;
        int rowHeight = 0;
        int cellWidth = 0;
        int planeGap = 0;
        int mark = 0; // side of one port's mark
        int perRow = 0; // marks per line within a cell
        QRect grid;
    };
    void relayout();
    // Lays out again if the size or the fabric changed since the last layout (also before the first show).
    void ensureLayout() const;
    QRect cellRect(int row, int plane, int rail) const; // row 0..planes-1: spine rows; then racks
    QRect markRect(int row, int plane, int rail, int slot) const;
    int rows() const;

    FabricMapModel *m_model;
    Layout m_layout;
    QSize m_laidOutFor; // the size m_layout is for; invalid: lay out again
    // Spine links: per plane, laid out across that plane's columns.
    std::vector<QRect> m_spineRects;
    std::vector<int> m_spineLinks;
};

} // namespace rackops
