#pragma once

#include "coolinghistory.h"

#include <QWidget>

#include <algorithm>
#include <optional>

#include <memory>

class QAreaSeries;
class QChart;
class QChartView;
class QDateTimeAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace rackops {

class ChartLinesItem;

// One Qt Charts chart of a few cooling readings against time, with its
// caution and critical limits as dashed lines and markers for events. Takes
// whole vectors, never points one by one. The readings are drawn by a
// ChartLinesItem in the plot area (their empty line series only give the
// legend its entries). Zoom with a horizontal rubber band or the wheel; right
// click zooms out; hovering a line shows time and value of its nearest point.
class CoolingChart : public QWidget {
    Q_OBJECT
public:
    struct Line {
        QString name;
        QColor color;
        bool dashed = false;
    };

    CoolingChart(const QString &title, const QString &unit, const QList<Line> &lines, QWidget *parent = nullptr);
    ~CoolingChart() override;

    // Replaces a line's points; call fitValueAxis() once after the last line of a frame.
    void setPoints(int line, const QList<QPointF> &points);
    // Fits the value axis to the lines and the limits.
    void fitValueAxis();
    void setLine(int line, const QString &name, bool visible);
    void setLimits(const CoolingLimits &limits);
    // The value axis never goes below this (e.g. 0 for a quantity that cannot be negative).
    void setValueFloor(double floor) { m_valueFloor = floor; }
    // Legend names of the caution and critical limit lines (default "caution", "critical").
    void setLimitNames(const QString &caution, const QString &critical);
    // Times to shade from top to bottom of the plot (e.g. SLO breaches); toMs 0 = until the range ends.
    void setShadedSpans(const QList<QPair<qint64, qint64>> &spans, const QString &name);
    qsizetype shadedSpanCount() const { return m_spans.size(); }
    void setMarkers(const QList<QPointF> &points, const QString &name);
    // Operator actions on the rack, as triangles along the bottom of the plot.
    void setActionMarkers(const QList<qint64> &timesMs, const QString &name);
    // A new range empties the lines: set their points for it next.
    void setTimeRange(qint64 fromMs, qint64 toMs);
    int plotWidth() const;
    // How many columns to decimate to: one min/max pair per two pixels. A 1-px line cannot show
    // more, every extreme stays, and drawing costs per point.
    int decimationColumns() const { return std::max(100, plotWidth() / 2); }
    // Points a line is drawn through: after dropping those the line passes anyway.
    qsizetype pointCount(int line) const;
    QChartView *view() const { return m_view; }
    ChartLinesItem *linesItem() const { return m_linesItem; }

Q_SIGNALS:
    void timeRangeZoomed(qint64 fromMs, qint64 toMs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showHover(const QPointF &viewportPosition);
    void hideHover();
    // New readings or a moved time axis under a still mouse: the tooltip is looked up again
    // where the mouse is, once the change is in (several lines change at once).
    void refreshHoverSoon();

    QString m_unit;
    QChart *m_chart;
    QChartView *m_view;
    QDateTimeAxis *m_time;
    QValueAxis *m_value;
    QList<QLineSeries *> m_lines; // empty: legend entries of the lines m_linesItem draws
    ChartLinesItem *m_linesItem;
    QList<QLineSeries *> m_limitLines;
    // Shaded zones: caution (between the caution and critical limits) and critical (beyond).
    QList<QAreaSeries *> m_bands;
    QList<QLineSeries *> m_bandEdges; // upper and lower edge of each band
    QAreaSeries *m_spanArea;
    QLineSeries *m_spanUpper;
    QLineSeries *m_spanLower;
    QList<QPair<qint64, qint64>> m_spans;
    QScatterSeries *m_markers;
    QScatterSeries *m_actions;
    QList<qint64> m_actionTimes;
    CoolingLimits m_limits;
    qint64 m_fromMs = 0;
    qint64 m_toMs = 0;
    QList<QPair<double, double>> m_lineRanges; // min/max of each line's points
    int m_hoveredLine = -1; // whose tooltip shows, at m_hoveredPoint
    QPointF m_hoveredPoint;
    QPointF m_hoverAt; // where the mouse was then, in the viewport
    bool m_hoverRefreshDue = false;
    std::optional<double> m_valueFloor;
    double m_axisLo = 0;
    double m_axisHi = 0;
    bool m_panning = false;
    QPointF m_panFrom;
};

} // namespace rackops
