#include "burninchart.h"

#include "burninmodel.h"
#include "statuspalette.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <cmath>

namespace rackops {

class BurnInChart::Private {
public:
    QChart *chart = nullptr;
    QLineSeries *goodput = nullptr;
    QLineSeries *floor = nullptr;
    QScatterSeries *attributed = nullptr;
    QScatterSeries *unattributed = nullptr;
    QValueAxis *days = nullptr;
    QValueAxis *share = nullptr;
};

BurnInChart::BurnInChart(BurnInModel *model, QWidget *parent)
    : QWidget(parent)
    , d(std::make_unique<Private>())
    , m_model(model)
{
    setObjectName(QStringLiteral("burnInChart"));
    d->chart = new QChart;
    d->chart->legend()->setAlignment(Qt::AlignBottom);
    d->chart->setMargins(QMargins(4, 4, 4, 4));
    d->goodput = new QLineSeries;
    d->goodput->setName(tr("Goodput per day"));
    d->goodput->setPointsVisible(true);
    d->goodput->setPen(QPen(QColor(0x58, 0xa6, 0xff), 2));
    d->floor = new QLineSeries;
    d->floor->setName(tr("Floor"));
    d->floor->setPen(QPen(StatusPalette::healthColor(Health::Critical), 1.5, Qt::DashLine));
    d->attributed = new QScatterSeries;
    d->attributed->setName(tr("Interruption (attributed)"));
    d->attributed->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    d->attributed->setMarkerSize(10);
    d->attributed->setColor(StatusPalette::healthColor(Health::Caution));
    d->unattributed = new QScatterSeries;
    d->unattributed->setName(tr("Interruption (not attributed)"));
    d->unattributed->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    d->unattributed->setMarkerSize(11);
    d->unattributed->setColor(StatusPalette::healthColor(Health::Critical));
    for (QAbstractSeries *s :
         {static_cast<QAbstractSeries *>(d->goodput), static_cast<QAbstractSeries *>(d->floor),
          static_cast<QAbstractSeries *>(d->attributed), static_cast<QAbstractSeries *>(d->unattributed)})
        d->chart->addSeries(s);
    d->days = new QValueAxis;
    d->days->setTitleText(tr("Day of the burn-in"));
    d->days->setLabelFormat(QStringLiteral("%d"));
    d->share = new QValueAxis;
    d->share->setTitleText(tr("Goodput (%)"));
    d->share->setLabelFormat(QStringLiteral("%d"));
    d->chart->addAxis(d->days, Qt::AlignBottom);
    d->chart->addAxis(d->share, Qt::AlignLeft);
    for (QAbstractSeries *s : d->chart->series()) {
        s->attachAxis(d->days);
        s->attachAxis(d->share);
    }
    auto *view = new QChartView(d->chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    connect(model, &QAbstractItemModel::modelReset, this, &BurnInChart::rebuild);
    rebuild();
}

BurnInChart::~BurnInChart() = default;

int BurnInChart::goodputPoints() const
{
    return int(d->goodput->count());
}

int BurnInChart::interruptionMarks() const
{
    return int(d->attributed->count() + d->unattributed->count());
}

void BurnInChart::rebuild()
{
    const BurnInInfo &b = m_model->burnIn();
    const int length = m_model->lengthDays();
    QList<QPointF> goodput;
    goodput.reserve(b.days.size());
    double lowest = b.goodputFloor * 100;
    for (const BurnInDayInfo &day : b.days) {
        goodput.append({double(day.day), day.goodput * 100});
        lowest = std::min(lowest, day.goodput * 100);
    }
    d->goodput->replace(goodput);
    d->floor->replace({{0.0, b.goodputFloor * 100}, {double(length), b.goodputFloor * 100}});
    // An interruption sits on its day's goodput, so it reads as "this dip".
    constexpr qint64 kDayMs = 24LL * 3600 * 1000;
    QList<QPointF> attributed;
    QList<QPointF> unattributed;
    for (const BurnInInterruptionInfo &i : b.interruptions) {
        const int day = b.startedMs > 0 && i.atMs >= b.startedMs ? int((i.atMs - b.startedMs) / kDayMs) + 1 : 1;
        double y = b.goodputFloor * 100;
        for (const BurnInDayInfo &x : b.days) {
            if (x.day == day)
                y = x.goodput * 100;
        }
        (i.findingId.isEmpty() ? unattributed : attributed).append({double(day), y});
    }
    d->attributed->replace(attributed);
    d->unattributed->replace(unattributed);
    d->days->setRange(0, length);
    d->days->setTickCount(length <= 14 ? length + 1 : 8);
    d->share->setRange(std::max(0.0, std::floor((lowest - 5) / 5) * 5), 100);
}

} // namespace rackops
