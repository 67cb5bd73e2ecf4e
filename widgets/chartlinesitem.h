#pragma once

#include <QGraphicsItem>
#include <QLineF>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QRectF>

#include <optional>

namespace rackops {

// The data lines of a chart, drawn by hand over a Qt Charts plot area: Qt Charts' own line series
// strokes each line's whole path for its hover shape on every change (most of a frame once every
// pixel column has detail). Here a change only stores the points; they are laid out for the plot
// when painted, each line once per change of points or geometry, and hovering is a search near the
// mouse. The caller keeps plot area and axis ranges current as Qt Charts lays them out.
// A point whose value is NaN is a gap: the line stops before it and starts again after it, never
// joined across it (a lone point between gaps is drawn as a dot).
// A dashed pen's pattern is cut by us (DashedPolyline) when the line is laid out and drawn as
// solid pieces: QPainter's dash stroker costs several times the solid line on noisy data. Every
// line is one drawLines call of its pieces.
class ChartLinesItem : public QGraphicsItem {
public:
    struct Hit {
        int line = -1;
        QPointF sample; // the line's nearest point as set, in axis units
    };

    explicit ChartLinesItem(QGraphicsItem *parent = nullptr);

    int addLine(const QPen &pen);
    // Points in axis units, time ascending; a NaN value is a gap. What a line drawn without them
    // passes within a quarter pixel of is left out when it is laid out.
    void setPoints(int line, const QList<QPointF> &points);
    void setLineVisible(int line, bool visible);

    void setPlotArea(const QRectF &plotArea);
    // Qt::Horizontal: time; Qt::Vertical: value.
    void setRange(Qt::Orientation axis, double min, double max);

    // The points a line is drawn through, in axis units (laid out now if due); a gap between two
    // runs is one point with a NaN value.
    QList<QPointF> drawnPoints(int line);
    // How many times a line was laid out: once per line per change, never for points about to go.
    qint64 layoutCount() const { return m_layouts; }
    // The visible line passing nearest to `position` (in the parent's coordinates, within
    // `tolerancePx`), and of it the point nearest there; on a tie the line drawn on top.
    std::optional<Hit> hit(const QPointF &position, double tolerancePx) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Line {
        QPen pen;
        bool visible = true;
        QList<QPointF> points;
        QList<QPointF> drawn; // axis units
        QList<QPointF> pixels; // the same, in the parent's coordinates
        QList<QLineF> pieces; // what is stroked: its segments, or a dashed line's "on" pieces
        bool due = false;
    };

    struct Range {
        double min = 0;
        double max = 1;
        double span() const { return max - min; }
    };

    bool hasGeometry() const { return !m_plot.isEmpty() && m_x.span() > 0 && m_y.span() > 0; }
    QPointF toPixels(const QPointF &value) const;
    QRectF clipRect() const;
    void cutPieces(Line &line) const;
    void layOut(Line &line);
    void invalidateLayout();

    QList<Line> m_lines;
    QRectF m_plot;
    Range m_x;
    Range m_y;
    qint64 m_layouts = 0;
};

} // namespace rackops
