#pragma once

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QRectF>

namespace rackops {

// Cuts a polyline into the "on" pieces of a dash pattern, so a dashed line can be drawn as plain
// solid segments: QPainter strokes a dashed pen segment by segment through its dash stroker, which
// on a noisy line (every pixel column up and down) costs several times the solid line. The pattern
// runs on along the whole polyline, across its joins, as QPainter's does along one polyline.
// All lengths are in the polyline's units (pixels when drawing). A NaN point is a gap: no piece
// reaches it, and the pattern starts again after it, as for a new polyline.
class DashedPolyline {
public:
    // `pattern`: alternating on and off lengths, starting with on (QPen::dashPattern() times the
    // pen's width); an odd count is repeated once to make it even, as SVG's stroke-dasharray is.
    // `offset`: how far into the pattern each run starts. A pattern that is empty, has a negative
    // or non-finite entry, or sums to nothing is no pattern: the line is drawn solid.
    explicit DashedPolyline(const QList<double> &pattern, double offset = 0);

    // Pieces outside `clip` are not made (the pattern still advances over them), so a line far
    // longer than the view costs what its visible part does. A null rectangle clips nothing.
    void setClip(const QRectF &clip) { m_clip = clip; }

    bool isSolid() const { return m_period <= 0; }
    double period() const { return m_period; }

    // Appends the "on" pieces of the polyline through `points` to `pieces`; without a pattern,
    // its segments (those reaching the clip).
    void appendDashes(const QPointF *points, qsizetype count, QList<QLineF> &pieces) const;
    QList<QLineF> dashes(const QList<QPointF> &points) const;

private:
    // Where the walk is in the pattern: entry `index`, of which `left` is still to go.
    struct Phase {
        qsizetype index = 0;
        double left = 0;
    };

    Phase start() const;
    void advance(Phase &phase, double distance) const;
    // Walks [from, to] (distances along a-b) emitting the "on" parts.
    void walk(Phase &phase, const QPointF &a, const QPointF &direction, double from, double to,
              QList<QLineF> &pieces) const;

    QList<double> m_pattern;
    double m_period = 0;
    double m_offset = 0;
    QRectF m_clip;
};

} // namespace rackops
