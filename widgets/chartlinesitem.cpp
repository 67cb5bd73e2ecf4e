#include "chartlinesitem.h"

#include "dashedpolyline.h"
#include "decimator.h"

#include <QLineF>
#include <QtNumeric>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace rackops {

namespace {
// Distance from p to the segment a-b, all in pixels.
double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double lengthSquared = QPointF::dotProduct(ab, ab);
    const double t = lengthSquared > 0 ? std::clamp(QPointF::dotProduct(p - a, ab) / lengthSquared, 0.0, 1.0) : 0.0;
    const QPointF d = p - (a + t * ab);
    return std::hypot(d.x(), d.y());
}
} // namespace

ChartLinesItem::ChartLinesItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton); // the view's zoom band and pan see every press
}

int ChartLinesItem::addLine(const QPen &pen)
{
    Line line;
    line.pen = pen;
    m_lines.append(line);
    return int(m_lines.size()) - 1;
}

void ChartLinesItem::setPoints(int line, const QList<QPointF> &points)
{
    Line &l = m_lines[line];
    l.points = points;
    l.due = true;
    update();
}

void ChartLinesItem::setLineVisible(int line, bool visible)
{
    if (m_lines.at(line).visible == visible)
        return;
    m_lines[line].visible = visible;
    update();
}

void ChartLinesItem::setPlotArea(const QRectF &plotArea)
{
    if (plotArea == m_plot)
        return;
    prepareGeometryChange();
    m_plot = plotArea;
    invalidateLayout();
}

void ChartLinesItem::setRange(Qt::Orientation axis, double min, double max)
{
    Range &range = axis == Qt::Horizontal ? m_x : m_y;
    if (min == range.min && max == range.max)
        return;
    range = {min, max};
    invalidateLayout();
}

void ChartLinesItem::invalidateLayout()
{
    // Only marked: a zoom moves both axes, and a new range brings new points before the paint.
    for (Line &line : m_lines)
        line.due = true;
    update();
}

QPointF ChartLinesItem::toPixels(const QPointF &value) const
{
    // As Qt Charts maps a point into its plot area, so the lines sit on its grid and markers.
    const double dx = m_plot.width() / m_x.span();
    const double dy = m_plot.height() / m_y.span();
    return QPointF(m_plot.left() + (value.x() - m_x.min) * dx,
                   m_plot.top() + (value.y() - m_y.min) * -dy + m_plot.height());
}

void ChartLinesItem::layOut(Line &line)
{
    line.due = false;
    ++m_layouts;
    // What a 1.6 px line cannot show differently is not worth a point to draw: a quarter pixel is
    // below what the eye (and the aliased raster) tells apart; extremes are never within it.
    const double pxPerX = m_plot.width() / std::max(1e-9, m_x.span());
    const double pxPerY = m_plot.height() / std::max(1e-9, m_y.span());
    // Each run between gaps on its own, so no point of one stands in for the other's; one NaN
    // point keeps each gap.
    line.drawn.clear();
    qsizetype runStart = 0;
    for (qsizetype i = 0; i <= line.points.size(); ++i) {
        if (i < line.points.size() && !std::isnan(line.points.at(i).y()))
            continue;
        if (i > runStart) {
            if (!line.drawn.isEmpty())
                line.drawn.append(QPointF(line.points.at(runStart - 1).x(), qQNaN()));
            line.drawn.append(Decimator::dropInvisible(line.points.mid(runStart, i - runStart), pxPerX, pxPerY, 0.25));
        }
        runStart = i + 1;
    }
    line.pixels.resize(line.drawn.size());
    for (qsizetype i = 0; i < line.drawn.size(); ++i)
        line.pixels[i] = toPixels(line.drawn.at(i));
    cutPieces(line);
}

void ChartLinesItem::cutPieces(Line &line) const
{
    line.pieces.clear();
    if (line.pen.style() == Qt::NoPen)
        return;
    // As QPainter scales them: pattern and offset in pen widths, a width of 0 being 1 pixel. A
    // solid pen has no pattern: its pieces are its segments.
    const double width = std::max(1.0, line.pen.widthF());
    QList<double> pattern;
    if (line.pen.style() != Qt::SolidLine) {
        pattern = line.pen.dashPattern();
        for (double &length : pattern)
            length *= width;
    }
    DashedPolyline dashed(pattern, line.pen.dashOffset() * width);
    // Pieces outside the plot are clipped away anyway; a cap's reach beyond it still shows.
    dashed.setClip(clipRect().adjusted(-width, -width, width, width));
    line.pieces.reserve(line.pixels.size());
    dashed.appendDashes(line.pixels.constData(), line.pixels.size(), line.pieces);
}

QList<QPointF> ChartLinesItem::drawnPoints(int line)
{
    Line &l = m_lines[line];
    if (l.due)
        layOut(l);
    return l.drawn;
}

std::optional<ChartLinesItem::Hit> ChartLinesItem::hit(const QPointF &position, double tolerancePx) const
{
    if (!hasGeometry() || !m_plot.adjusted(-tolerancePx, -tolerancePx, tolerancePx, tolerancePx).contains(position))
        return std::nullopt;
    const double perPx = m_x.span() / m_plot.width();
    const double fromX = m_x.min + (position.x() - tolerancePx - m_plot.left()) * perPx;
    const double toX = m_x.min + (position.x() + tolerancePx - m_plot.left()) * perPx;
    std::optional<Hit> best;
    double bestDistance = tolerancePx;
    for (int l = 0; l < int(m_lines.size()); ++l) {
        const Line &line = m_lines.at(l);
        if (!line.visible || line.points.isEmpty())
            continue;
        // Only the segments that reach the mouse's columns: from the point before them to the
        // point after. The points as set, not as drawn: a flat day drawn as its two ends still
        // names the reading under the mouse.
        const QList<QPointF> &points = line.points;
        const auto byX = [](const QPointF &p, double x) { return p.x() < x; };
        qsizetype i = std::lower_bound(points.cbegin(), points.cend(), fromX, byX) - points.cbegin();
        i = std::max<qsizetype>(0, i - 1);
        QPointF previous = toPixels(points.at(i));
        // A lone point (alone, or between gaps) is drawn as a dot: near it is on it.
        const auto lone = [&](qsizetype k) {
            return !std::isnan(points.at(k).y()) && (k == 0 || std::isnan(points.at(k - 1).y()))
                && (k + 1 == points.size() || std::isnan(points.at(k + 1).y()));
        };
        for (qsizetype j = i; j < points.size(); ++j) {
            const QPointF next = j == i ? previous : toPixels(points.at(j));
            if (lone(j) && QLineF(next, position).length() <= bestDistance) {
                best = Hit {l, points.at(j)};
                bestDistance = QLineF(next, position).length();
            }
            if (j == i)
                continue;
            // No segment spans a gap: a NaN end is no line.
            const double distance = std::isnan(previous.y()) || std::isnan(next.y())
                ? INFINITY
                : distanceToSegment(position, previous, next);
            if (distance <= bestDistance) { // "<=": a later line is drawn over an earlier one
                const bool nearerEnd = QLineF(position, previous).length() <= QLineF(position, next).length();
                best = Hit {l, points.at(nearerEnd ? j - 1 : j)};
                bestDistance = distance;
            }
            previous = next;
            if (points.at(j).x() > toX)
                break;
        }
    }
    return best;
}

QRectF ChartLinesItem::clipRect() const
{
    // Clipped to the plot area as Qt Charts clips its series: half a pixel more where the area
    // ends inside a pixel, so a line along an edge still shows.
    QRectF clip = m_plot;
    const double x1 = m_plot.left() - int(m_plot.left());
    const double y1 = m_plot.top() - int(m_plot.top());
    const double x2 = (m_plot.width() + 0.5) - int(m_plot.width() + 0.5);
    const double y2 = (m_plot.height() + 0.5) - int(m_plot.height() + 0.5);
    clip.adjust(-x1, -y1, std::max(x1, x2), std::max(y1, y2));
    return clip;
}

QRectF ChartLinesItem::boundingRect() const
{
    return m_plot.adjusted(-2, -2, 2, 2);
}

void ChartLinesItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (!hasGeometry())
        return; // not laid out yet, or an axis of no length
    painter->save();
    painter->setClipRect(clipRect());
    painter->setBrush(Qt::NoBrush);
    for (Line &line : m_lines) {
        if (!line.visible || line.points.isEmpty())
            continue;
        if (line.due)
            layOut(line);
        // Segments or the pattern's "on" pieces, cut when laid out, in one call with a solid pen:
        // each stroked on its own, as Qt Charts strokes a line segment by segment (its joins look
        // the same), and never through QPainter's dash stroker.
        QPen solid = line.pen;
        if (solid.style() != Qt::SolidLine) {
            solid.setStyle(Qt::SolidLine);
            // A pen of a pixel or less is dashed by QPainter's cosmetic stroker, whose dashes
            // are as long as the pattern says: no cap reaches past their ends.
            if (line.pen.widthF() <= 1)
                solid.setCapStyle(Qt::FlatCap);
        }
        painter->setPen(solid);
        painter->drawLines(line.pieces.constData(), int(line.pieces.size()));
        // A run of one point between gaps (a NaN point) is a dot.
        qsizetype runStart = 0;
        for (qsizetype i = 0; i <= line.pixels.size(); ++i) {
            if (i < line.pixels.size() && !std::isnan(line.pixels.at(i).y()))
                continue;
            if (i - runStart == 1) {
                painter->save();
                painter->setPen(Qt::NoPen);
                painter->setBrush(line.pen.color());
                const double radius = std::max(1.5, line.pen.widthF());
                painter->drawEllipse(line.pixels.at(runStart), radius, radius);
                painter->restore();
            }
            runStart = i + 1;
        }
    }
    painter->restore();
}

} // namespace rackops
