#include "coolingchart.h"

#include "chartlinesitem.h"
#include "statuspalette.h"
#include "timestamptext.h"

#include <QDateTime>
#include <QGraphicsLayout>
#include <QLocale>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QChart>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QChartView>
#include <QtCharts/QDateTimeAxis>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <cmath>

namespace rackops {

CoolingChart::CoolingChart(const QString &title, const QString &unit, const QList<Line> &lines, QWidget *parent)
    : QWidget(parent)
    , m_unit(unit)
    , m_chart(new QChart)
{
    setObjectName(QStringLiteral("coolingChart"));
    const QPalette pal = palette();
    m_chart->setTitle(title);
    m_chart->setBackgroundBrush(pal.color(QPalette::Base));
    m_chart->setTitleBrush(pal.color(QPalette::Text));
    m_chart->legend()->setLabelColor(pal.color(QPalette::Text));
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chart->setMargins(QMargins(4, 2, 4, 2));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    // Axis labels in the console's locale: "34,0" in German.
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(QLocale());

    m_time = new QDateTimeAxis(m_chart);
    m_time->setFormat(TimestampText::timeFormat());
    m_time->setLabelsColor(pal.color(QPalette::Text));
    m_time->setGridLineColor(pal.color(QPalette::Mid));
    m_value = new QValueAxis(m_chart);
    m_value->setTitleText(unit);
    m_value->setLabelsColor(pal.color(QPalette::Text));
    m_value->setTitleBrush(pal.color(QPalette::Text));
    m_value->setGridLineColor(pal.color(QPalette::Mid));
    m_chart->addAxis(m_time, Qt::AlignBottom);
    m_chart->addAxis(m_value, Qt::AlignLeft);

    // The readings are drawn by hand: Qt Charts strokes a line series' whole path for its hover
    // shape on every change, most of a frame once noise gives every pixel column detail. Above the
    // grid and axes (z 3 in Qt Charts) and below every series (z 4), where the lines were as the
    // first series added: limits, bands, spans and markers still cover them as before.
    m_linesItem = new ChartLinesItem(m_chart);
    m_linesItem->setZValue(3.5);
    for (const Line &line : lines) {
        auto *series = new QLineSeries(m_chart); // stays empty: its legend entry, name and colour
        series->setName(line.name);
        QPen pen(line.color, 1.6);
        if (line.dashed)
            pen.setStyle(Qt::DashLine);
        series->setPen(pen);
        series->setUseOpenGL(false);
        m_chart->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(m_value);
        m_lines.append(series);
        m_linesItem->addLine(pen);
        m_lineRanges.append({INFINITY, -INFINITY});
    }
    // Limits: caution amber, critical red; dashed so they read without colour too.
    const auto limitLine = [this](const QString &name, Health level) {
        auto *series = new QLineSeries(m_chart);
        series->setName(name);
        series->setPen(
            QPen(StatusPalette::healthColor(level), 1.0, level == Health::Critical ? Qt::DashDotLine : Qt::DashLine));
        m_chart->addSeries(series);
        series->attachAxis(m_time);
        series->attachAxis(m_value);
        m_limitLines.append(series);
    };
    limitLine(tr("caution"), Health::Caution);
    limitLine(tr("critical"), Health::Critical);
    limitLine(QString(), Health::Caution);
    limitLine(QString(), Health::Critical);
    for (int i = 2; i < 4; ++i)
        m_chart->legend()->markers(m_limitLines.at(i)).first()->setVisible(false);

    // Bands: [0] caution high, [1] critical high, [2] caution low, [3] critical low.
    for (int b = 0; b < 4; ++b) {
        auto *upper = new QLineSeries(m_chart);
        auto *lower = new QLineSeries(m_chart);
        auto *band = new QAreaSeries(upper, lower);
        QColor fill = StatusPalette::healthColor(b % 2 == 0 ? Health::Caution : Health::Critical);
        fill.setAlpha(b % 2 == 0 ? 28 : 40);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        m_chart->addSeries(band);
        band->attachAxis(m_time);
        band->attachAxis(m_value);
        m_chart->legend()->markers(band).first()->setVisible(false);
        m_bands.append(band);
        m_bandEdges << upper << lower;
    }

    // Spans (breaches): one area whose upper edge steps up to the top of the axis inside each span.
    m_spanUpper = new QLineSeries(m_chart);
    m_spanLower = new QLineSeries(m_chart);
    m_spanArea = new QAreaSeries(m_spanUpper, m_spanLower);
    QColor spanFill = StatusPalette::healthColor(Health::Critical);
    spanFill.setAlpha(60);
    m_spanArea->setBrush(QBrush(spanFill, Qt::SolidPattern));
    m_spanArea->setPen(Qt::NoPen);
    m_chart->addSeries(m_spanArea);
    m_spanArea->attachAxis(m_time);
    m_spanArea->attachAxis(m_value);
    m_chart->legend()->markers(m_spanArea).first()->setVisible(false);

    m_markers = new QScatterSeries(m_chart);
    m_markers->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_markers->setMarkerSize(9);
    m_markers->setColor(StatusPalette::healthColor(Health::Critical));
    m_markers->setBorderColor(pal.color(QPalette::Text));
    m_chart->addSeries(m_markers);
    m_markers->attachAxis(m_time);
    m_markers->attachAxis(m_value);
    m_chart->legend()->markers(m_markers).first()->setVisible(false); // until there are any (setMarkers)

    m_actions = new QScatterSeries(m_chart);
    m_actions->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
    m_actions->setMarkerSize(10);
    m_actions->setColor(QColor(0x58, 0xa6, 0xff));
    m_actions->setBorderColor(pal.color(QPalette::Text));
    m_chart->addSeries(m_actions);
    m_actions->attachAxis(m_time);
    m_actions->attachAxis(m_value);
    m_chart->legend()->markers(m_actions).first()->setVisible(false);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing, false); // crisp and cheap for dense lines
    m_view->setRubberBand(QChartView::HorizontalRubberBand);
    m_view->setMinimumHeight(190);
    m_view->viewport()->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    // The lines item follows the plot area and the axes as Qt Charts lays them out (a zoom or a
    // scroll moves the axes itself).
    m_linesItem->setPlotArea(m_chart->plotArea());
    m_linesItem->setRange(Qt::Horizontal, double(m_time->min().toMSecsSinceEpoch()),
                          double(m_time->max().toMSecsSinceEpoch()));
    m_linesItem->setRange(Qt::Vertical, m_value->min(), m_value->max());
    connect(m_chart, &QChart::plotAreaChanged, this,
            [this](const QRectF &plotArea) { m_linesItem->setPlotArea(plotArea); });
    connect(m_value, &QValueAxis::rangeChanged, this,
            [this](double min, double max) { m_linesItem->setRange(Qt::Vertical, min, max); });
    connect(m_time, &QDateTimeAxis::rangeChanged, this, [this](const QDateTime &min, const QDateTime &max) {
        const qint64 from = min.toMSecsSinceEpoch();
        const qint64 to = max.toMSecsSinceEpoch();
        m_linesItem->setRange(Qt::Horizontal, double(from), double(to));
        if (from != m_fromMs || to != m_toMs)
            Q_EMIT timeRangeZoomed(from, to);
    });
}

CoolingChart::~CoolingChart() = default;

bool CoolingChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport()) {
        // Pan: drag with the middle button, or with Ctrl and the left button (the plain left
        // button draws the zoom band).
        if (event->type() == QEvent::MouseButtonPress) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->button() == Qt::MiddleButton
                || (mouse->button() == Qt::LeftButton && mouse->modifiers() & Qt::ControlModifier)) {
                m_panFrom = mouse->position();
                m_panning = true;
                return true;
            }
        } else if (event->type() == QEvent::MouseMove && m_panning) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            const QPointF delta = mouse->position() - m_panFrom;
            m_chart->scroll(-delta.x(), 0);
            m_panFrom = mouse->position();
            return true;
        } else if (event->type() == QEvent::MouseButtonRelease && m_panning) {
            m_panning = false;
            return true;
        }
        // Hover: the line under the mouse, whatever lies over it (a shaded band, a span).
        if (event->type() == QEvent::MouseMove) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->buttons() == Qt::NoButton)
                showHover(mouse->position());
        } else if (event->type() == QEvent::Leave) {
            hideHover();
        }
    }
    if (watched == m_view->viewport() && event->type() == QEvent::Wheel) {
        // The wheel zooms time around the cursor; it never scrolls the page under the chart.
        const auto *wheel = static_cast<QWheelEvent *>(event);
        m_chart->zoom(wheel->angleDelta().y() > 0 ? 1.25 : 0.8);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

int CoolingChart::plotWidth() const
{
    return std::max(200, int(m_chart->plotArea().width()));
}

qsizetype CoolingChart::pointCount(int line) const
{
    return m_linesItem->drawnPoints(line).size();
}

void CoolingChart::showHover(const QPointF &viewportPosition)
{
    // Within 3 px of a line's middle: a little more than Qt Charts' hover shape of a 1.6 px line
    // (1.4 px), which took a steady hand on a noisy line.
    constexpr double kTolerancePx = 3.0;
    const QPointF at = m_chart->mapFromScene(m_view->mapToScene(viewportPosition.toPoint()));
    const std::optional<ChartLinesItem::Hit> hit = m_linesItem->hit(at, kTolerancePx);
    m_hoverAt = viewportPosition;
    if (!hit) {
        hideHover();
        return;
    }
    if (hit->line == m_hoveredLine && hit->sample == m_hoveredPoint && QToolTip::isVisible())
        return;
    m_hoveredLine = hit->line;
    m_hoveredPoint = hit->sample;
    QToolTip::showText(m_view->viewport()->mapToGlobal(viewportPosition.toPoint()),
                       tr("%1\n%2: %3 %4")
                           .arg(TimestampText::text(qint64(hit->sample.x())), m_lines.at(hit->line)->name(),
                                QLocale().toString(hit->sample.y(), 'f', 1), m_unit),
                       m_view);
}

void CoolingChart::refreshHoverSoon()
{
    if (m_hoveredLine < 0 || m_hoverRefreshDue)
        return;
    m_hoverRefreshDue = true;
    QTimer::singleShot(0, this, [this] {
        m_hoverRefreshDue = false;
        if (m_hoveredLine >= 0)
            showHover(m_hoverAt);
    });
}

void CoolingChart::hideHover()
{
    if (m_hoveredLine < 0)
        return; // not our tooltip to hide
    m_hoveredLine = -1;
    QToolTip::hideText();
}

void CoolingChart::setPoints(int line, const QList<QPointF> &points)
{
    double lo = INFINITY;
    double hi = -INFINITY;
    for (const QPointF &p : points) {
        lo = std::min(lo, p.y());
        hi = std::max(hi, p.y());
    }
    m_lineRanges[line] = {lo, hi};
    // Laid out when painted, for the axes as they are then: a wheel zoom changes both before the
    // view asks for new points, and a new value axis comes after the points.
    m_linesItem->setPoints(line, points);
    refreshHoverSoon();
}

void CoolingChart::setLine(int line, const QString &name, bool visible)
{
    QLineSeries *series = m_lines.at(line);
    series->setName(name);
    series->setVisible(visible);
    m_linesItem->setLineVisible(line, visible);
    if (!visible)
        m_linesItem->setPoints(line, {});
    refreshHoverSoon();
    const auto markers = m_chart->legend()->markers(series);
    if (!markers.isEmpty())
        markers.first()->setVisible(visible);
}

void CoolingChart::setLimits(const CoolingLimits &limits)
{
    m_limits = limits;
    fitValueAxis();
}

void CoolingChart::setLimitNames(const QString &caution, const QString &critical)
{
    m_limitLines.at(0)->setName(caution);
    m_limitLines.at(1)->setName(critical);
}

void CoolingChart::setShadedSpans(const QList<QPair<qint64, qint64>> &spans, const QString &name)
{
    m_spans = spans;
    m_spanArea->setName(name);
    m_chart->legend()->markers(m_spanArea).first()->setVisible(!spans.isEmpty());
    fitValueAxis();
}

void CoolingChart::setMarkers(const QList<QPointF> &points, const QString &name)
{
    m_markers->setName(name);
    m_markers->replace(points);
    m_chart->legend()->markers(m_markers).first()->setVisible(!points.isEmpty());
}

void CoolingChart::setActionMarkers(const QList<qint64> &timesMs, const QString &name)
{
    m_actionTimes = timesMs;
    m_actions->setName(name);
    m_chart->legend()->markers(m_actions).first()->setVisible(!timesMs.isEmpty());
}

void CoolingChart::setTimeRange(qint64 fromMs, qint64 toMs)
{
    if (fromMs == m_fromMs && toMs == m_toMs)
        return;
    m_fromMs = fromMs;
    m_toMs = toMs;
    // Every caller sets the lines' points for the new range next.
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        m_lineRanges[i] = {INFINITY, -INFINITY};
        m_linesItem->setPoints(int(i), {});
    }
    // The format first: the axis lays its labels out when the range changes, not the format.
    m_time->setFormat(toMs - fromMs > 12 * 3'600'000 ? QStringLiteral("dd. ") + TimestampText::timeFormat()
                                                     : TimestampText::timeFormat());
    m_time->setRange(QDateTime::fromMSecsSinceEpoch(fromMs), QDateTime::fromMSecsSinceEpoch(toMs));
}

void CoolingChart::fitValueAxis()
{
    double lo = INFINITY;
    double hi = -INFINITY;
    for (qsizetype i = 0; i < m_lines.size(); ++i) {
        if (!m_lines.at(i)->isVisible())
            continue;
        lo = std::min(lo, m_lineRanges.at(i).first);
        hi = std::max(hi, m_lineRanges.at(i).second);
    }
    const auto horizontal = [this](QLineSeries *series, std::optional<float> value) {
        if (value)
            series->replace({QPointF(double(m_fromMs), *value), QPointF(double(m_toMs), *value)});
        else if (series->count() > 0)
            series->clear();
    };
    horizontal(m_limitLines.at(0), m_limits.cautionHigh ? m_limits.cautionHigh : m_limits.cautionLow);
    horizontal(m_limitLines.at(1), m_limits.criticalHigh ? m_limits.criticalHigh : m_limits.criticalLow);
    horizontal(m_limitLines.at(2), m_limits.cautionHigh ? m_limits.cautionLow : std::nullopt);
    horizontal(m_limitLines.at(3), m_limits.criticalHigh ? m_limits.criticalLow : std::nullopt);
    for (auto limit : {m_limits.cautionHigh, m_limits.cautionLow, m_limits.criticalHigh, m_limits.criticalLow}) {
        if (limit) {
            lo = std::min(lo, double(*limit));
            hi = std::max(hi, double(*limit));
        }
    }
    if (!std::isfinite(lo) || !std::isfinite(hi)) {
        lo = 0;
        hi = 1;
    }
    // Round to a 1-2-5 step ourselves and set the range once, only when it changes: every range
    // change makes Qt Charts recompute every series (the dominant cost of a frame).
    const double pad = std::max((hi - lo) * 0.08, 0.5);
    const double raw = (hi - lo + 2 * pad) / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = raw / magnitude < 2 ? 2 * magnitude : raw / magnitude < 5 ? 5 * magnitude : 10 * magnitude;
    const double axisLo = std::max(std::floor((lo - pad) / step) * step, m_valueFloor.value_or(-INFINITY));
    const double axisHi = std::ceil((hi + pad) / step) * step;
    if (axisLo != m_axisLo || axisHi != m_axisHi) {
        m_axisLo = axisLo;
        m_axisHi = axisHi;
        m_value->setRange(axisLo, axisHi);
        m_value->setTickCount(int(std::lround((axisHi - axisLo) / step)) + 1);
    }
    // Shade the zones beyond the limits, up to the edge of the axis.
    const auto band = [this](int index, std::optional<float> from, std::optional<double> to) {
        QLineSeries *upper = m_bandEdges.at(index * 2);
        QLineSeries *lower = m_bandEdges.at(index * 2 + 1);
        if (!from || !to) {
            upper->clear();
            lower->clear();
            return;
        }
        const double top = std::max(double(*from), *to);
        const double bottom = std::min(double(*from), *to);
        upper->replace({QPointF(double(m_fromMs), top), QPointF(double(m_toMs), top)});
        lower->replace({QPointF(double(m_fromMs), bottom), QPointF(double(m_toMs), bottom)});
    };
    band(0, m_limits.cautionHigh,
         m_limits.criticalHigh ? std::optional<double>(*m_limits.criticalHigh) : std::optional<double>(m_axisHi));
    band(1, m_limits.criticalHigh, m_limits.criticalHigh ? std::optional<double>(m_axisHi) : std::nullopt);
    band(2, m_limits.cautionLow,
         m_limits.criticalLow ? std::optional<double>(*m_limits.criticalLow) : std::optional<double>(m_axisLo));
    band(3, m_limits.criticalLow, m_limits.criticalLow ? std::optional<double>(m_axisLo) : std::nullopt);

    // Shaded spans reach from the bottom to the top of the value range.
    QList<QPointF> upper;
    QList<QPointF> lower;
    for (const auto &[from, to] : std::as_const(m_spans)) {
        const double x0 = double(std::max(from, m_fromMs));
        const double x1 = double(to > 0 ? std::min(to, m_toMs) : m_toMs);
        if (x1 <= x0)
            continue;
        upper << QPointF(x0, axisLo) << QPointF(x0, axisHi) << QPointF(x1, axisHi) << QPointF(x1, axisLo);
        lower << QPointF(x0, axisLo) << QPointF(x1, axisLo);
    }
    if (!upper.isEmpty() || m_spanUpper->count() > 0) {
        m_spanUpper->replace(upper);
        m_spanLower->replace(lower.isEmpty() ? lower : QList<QPointF> {lower.first(), lower.last()});
    }

    // Actions sit on the bottom edge of the value range, at their time.
    QList<QPointF> actions;
    for (qint64 t : std::as_const(m_actionTimes)) {
        if (t >= m_fromMs && t <= m_toMs)
            actions.append(QPointF(double(t), axisLo));
    }
    if (!actions.isEmpty() || m_actions->count() > 0)
        m_actions->replace(actions);
}

} // namespace rackops
