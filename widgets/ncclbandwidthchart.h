#pragma once

#include "validationrun.h"

#include <QWidget>

class QChart;
class QChartView;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QCategoryAxis;

namespace rackops {

// NCCL all-reduce bus bandwidth against message size (log scale), with the
// platform baseline, the previous run, and failing sizes marked.
class NcclBandwidthChart : public QWidget {
    Q_OBJECT
public:
    explicit NcclBandwidthChart(QWidget *parent = nullptr);

    // `previous` may be null. An empty curve clears the chart.
    void setCurves(const NcclCurve &current, const NcclCurve *previous);
    int pointCount() const; // of the measured line, for tests
    int failingPointCount() const;
    int inPlacePointCount() const;
    QString title() const;

private:
    QChart *m_chart;
    QChartView *m_view;
    QCategoryAxis *m_size;
    QValueAxis *m_busBw;
    QLineSeries *m_measured;
    QLineSeries *m_inPlace;
    QLineSeries *m_baseline;
    QLineSeries *m_previous;
    QScatterSeries *m_failing;
};

} // namespace rackops
