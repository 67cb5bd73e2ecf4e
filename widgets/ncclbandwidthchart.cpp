#include "ncclbandwidthchart.h"

#include "statuspalette.h"
#include "validationpresentation.h"

#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QScatterSeries>
#include <QtCharts/QValueAxis>

#include <QGraphicsLayout>
#include <QLocale>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rackops {

namespace {

enum class Curve { OutOfPlace, InPlace, Baseline };

QList<QPointF> points(const NcclCurve &curve, Curve which)
{
    QList<QPointF> out;
    out.reserve(curve.rows.size());
    for (const auto &row : curve.rows) {
        if (row.sizeBytes <= 0)
            continue;
        if (which == Curve::Baseline && !row.baselineBusBw)
            continue;
        const double value = which == Curve::Baseline ? *row.baselineBusBw
            : which == Curve::InPlace                 ? row.inPlaceBusBw
                                                      : row.busBw;
        out << QPointF(std::log2(double(row.sizeBytes)), value);
    }
    return out;
}

} // namespace

NcclBandwidthChart::NcclBandwidthChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new QChart)
{
    setObjectName(QStringLiteral("ncclChart"));
    setAccessibleName(tr("NCCL bus bandwidth by message size"));
    const QPalette pal = palette();
    m_chart->setTitle(tr("NCCL all-reduce bus bandwidth"));
    m_chart->setLocalizeNumbers(true); // axis labels in the console's locale
    m_chart->setLocale(QLocale());
    m_chart->setBackgroundBrush(pal.color(QPalette::Base));
    m_chart->setTitleBrush(pal.color(QPalette::Text));
    m_chart->legend()->setLabelColor(pal.color(QPalette::Text));
    m_chart->legend()->setAlignment(Qt::AlignTop);
    m_chart->setMargins(QMargins(4, 2, 4, 2));
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);

    m_size = new QCategoryAxis(m_chart);
    m_size->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_size->setTitleText(tr("Message size"));
    for (int exponent : {10, 20, 30})
        m_size->append(ValidationPresentation::messageSize(qint64(1) << exponent), exponent);
    m_size->setRange(3, 34);
    m_busBw = new QValueAxis(m_chart);
    m_busBw->setTitleText(tr("GB/s"));
    m_busBw->setLabelFormat(QStringLiteral("%.0f"));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_size), static_cast<QAbstractAxis *>(m_busBw)}) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
        axis->setGridLineColor(pal.color(QPalette::Mid));
    }
    m_chart->addAxis(m_size, Qt::AlignBottom);
    m_chart->addAxis(m_busBw, Qt::AlignLeft);

    const auto line = [&](const QString &name, const QColor &color, Qt::PenStyle style) {
        auto *series = new QLineSeries(m_chart);
        series->setName(name);
        series->setPen(QPen(color, style == Qt::SolidLine ? 2.0 : 1.4, style));
        m_chart->addSeries(series);
        series->attachAxis(m_size);
        series->attachAxis(m_busBw);
        connect(series, &QLineSeries::hovered, this, [this, name](const QPointF &point, bool state) {
            if (!state) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(),
                               tr("%1\n%2: %3 GB/s")
                                   .arg(ValidationPresentation::messageSize(qint64(std::llround(std::exp2(point.x())))),
                                        name, QLocale().toString(point.y(), 'f', 1)),
                               m_view);
        });
        return series;
    };
    m_baseline = line(tr("Baseline"), pal.color(QPalette::PlaceholderText), Qt::DashLine);
    m_previous = line(tr("Previous run"), QColor(0x8a, 0xb4, 0xf8), Qt::DotLine);
    m_measured = line(tr("This run"), QColor(0x4f, 0xc3, 0xf7), Qt::SolidLine);
    // In-place next to out-of-place: a gap between them is a finding of its own.
    m_inPlace = line(tr("This run, in place"), QColor(0xb3, 0x9d, 0xdb), Qt::DashDotLine);
    m_failing = new QScatterSeries(m_chart);
    m_failing->setName(tr("Below threshold"));
    m_failing->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    m_failing->setMarkerSize(9);
    m_failing->setColor(StatusPalette::healthColor(Health::Critical));
    m_failing->setBorderColor(Qt::white);
    m_chart->addSeries(m_failing);
    m_failing->attachAxis(m_size);
    m_failing->attachAxis(m_busBw);

    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void NcclBandwidthChart::setCurves(const NcclCurve &current, const NcclCurve *previous)
{
    // Named after the collective the run measured; all_reduce by default.
    const QString collective = QString(current.collective).remove(QLatin1String("_perf"));
    m_chart->setTitle(collective.isEmpty() || collective == QLatin1String("all_reduce")
                          ? tr("NCCL all-reduce bus bandwidth")
                          : tr("NCCL %1 bus bandwidth").arg(collective));
    m_measured->replace(points(current, Curve::OutOfPlace));
    m_inPlace->replace(points(current, Curve::InPlace));
    m_baseline->replace(points(current, Curve::Baseline));
    m_previous->replace(previous ? points(*previous, Curve::OutOfPlace) : QList<QPointF> {});
    m_previous->setVisible(previous && !previous->rows.isEmpty());
    QList<QPointF> failing;
    double top = 0.0;
    for (const auto &row : current.rows) {
        top = std::max({top, row.busBw, row.inPlaceBusBw, row.baselineBusBw.value_or(0.0)});
        if (row.verdict == ValidationVerdict::Fail && row.sizeBytes > 0)
            failing << QPointF(std::log2(double(row.sizeBytes)), row.busBw);
    }
    m_failing->replace(failing);
    m_busBw->setRange(0.0, top > 0.0 ? top * 1.1 : 2000.0);
    m_busBw->applyNiceNumbers();
}

int NcclBandwidthChart::pointCount() const
{
    return int(m_measured->count());
}

int NcclBandwidthChart::failingPointCount() const
{
    return int(m_failing->count());
}

int NcclBandwidthChart::inPlacePointCount() const
{
    return int(m_inPlace->count());
}

QString NcclBandwidthChart::title() const
{
    return m_chart->title();
}

} // namespace rackops
