#pragma once

#include <QAbstractButton>
#include <QColor>

namespace rackops {

// One tile of the stage bar: a checkable button with a stage's name over its rack count and the
// stage's colour as a band along the top. It paints itself: counts change every second at 100,000
// racks, and a new count only repaints the tile. A QToolButton with a style sheet for the band went
// through the style sheet's painting (5 % of the GUI thread) and a relayout of the bar per change.
class StageTile : public QAbstractButton {
    Q_OBJECT
public:
    // `band` is the stage's colour; an invalid colour draws no band ("All racks").
    explicit StageTile(const QColor &band, QWidget *parent = nullptr);

    // The name as shown (shortened by the bar when the tile is narrow); the tooltip keeps it whole.
    QString name() const { return text(); }
    void setName(const QString &name);
    int count() const { return m_count; }
    QString countText() const { return m_countText; }
    void setCount(int count);
    // What the tile adds around its text, left and right: the bar cuts names to the room left.
    int horizontalPadding() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void applyMetrics();
    void nameForScreenReaders();

    QColor m_band;
    int m_count = 0;
    QString m_countText;
};

} // namespace rackops
