#include "gpuhistorychart.h"

#include "coolingchart.h"
#include "gpuhistorymodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QLegendMarker>

#include <algorithm>

namespace rackops {

namespace {
// The cooling view's colours for its temperatures and power: one look for the same kind of line.
const QColor kGpuTemperatureColor(0xf0, 0x88, 0x3e);
const QColor kMemoryTemperatureColor(0x58, 0xa6, 0xff);
const QColor kGpuPowerColor(0xbc, 0x8c, 0xff);
constexpr qint64 kHourMs = 3'600'000;
constexpr int kValueAxisPx = 70;
} // namespace

GpuHistoryChart::GpuHistoryChart(GpuHistoryModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_caption(new QLabel(this))
    , m_window(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_askLater(new QTimer(this))
{
    setObjectName(QStringLiteral("gpuHistoryChart"));
    m_caption->setObjectName(QStringLiteral("gpuHistoryCaption"));
    m_caption->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("gpuHistoryStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_window->setObjectName(QStringLiteral("gpuHistoryWindow"));
    //: Window of a GPU's history chart: the last hour
    m_window->addItem(tr("Last hour"), kHourMs);
    //: Window of a GPU's history chart
    m_window->addItem(tr("Last 6 hours"), 6 * kHourMs);
    //: Window of a GPU's history chart
    m_window->addItem(tr("Last 24 hours"), 24 * kHourMs);
    m_window->setAccessibleName(tr("Window of the GPU's history"));
    //: Line of a GPU's temperature chart: the GPU die ("GPU") beside its memory ("Memory")
    m_temperature = new CoolingChart(
        tr("Temperature"), QStringLiteral("°C"),
        {{tr("GPU"), kGpuTemperatureColor, false}, {tr("Memory"), kMemoryTemperatureColor, false}}, this);
    m_temperature->setObjectName(QStringLiteral("gpuHistoryTemperature"));
    m_power = new CoolingChart(tr("Power"), QStringLiteral("W"), {{tr("Power"), kGpuPowerColor, false}}, this);
    m_power->setObjectName(QStringLiteral("gpuHistoryPower"));
    m_power->setValueFloor(0);
    const auto fitForTheDock = [](CoolingChart *chart, int lines) {
        QLegend *legend = chart->view()->chart()->legend();
        // The dock is narrow: the legend goes under the plot and leaves it the width.
        legend->setAlignment(Qt::AlignBottom);
        // No limits are drawn for a GPU's figures: the legend names only its lines.
        const QList<QLegendMarker *> markers = legend->markers();
        for (qsizetype i = lines; i < markers.size(); ++i)
            markers.at(i)->setVisible(false);
    };
    fitForTheDock(m_temperature, 2);
    fitForTheDock(m_power, 1);
    m_askLater->setSingleShot(true);
    m_askLater->setInterval(kAskDelayMs);
    connect(m_askLater, &QTimer::timeout, this, &GpuHistoryChart::ask);
    connect(m_window, &QComboBox::currentIndexChanged, this, [this] { m_askLater->start(); });
    connect(m_model, &GpuHistoryModel::historyChanged, this, &GpuHistoryChart::refresh);

    auto *header = new QHBoxLayout;
    header->addWidget(m_caption, 1);
    header->addWidget(m_window);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_status);
    layout->addWidget(m_temperature);
    layout->addWidget(m_power);
    refresh();
}

void GpuHistoryChart::setGpu(int tray, int gpu)
{
    m_tray = tray;
    m_gpu = gpu;
    m_askLater->stop();
    ask();
}

qint64 GpuHistoryChart::windowMs() const
{
    return m_window->currentData().toLongLong();
}

int GpuHistoryChart::plotWidth() const
{
    // Before anything is drawn the charts are hidden and their plot not laid out: the widget's width
    // less what the value axis takes is near enough (the next ask, once drawn, is exact).
    if (m_temperature->isVisible())
        return m_temperature->plotWidth();
    return std::max(100, width() - kValueAxisPx);
}

void GpuHistoryChart::ask()
{
    if (m_tray <= 0)
        return;
    m_askedWidth = plotWidth();
    Q_EMIT historyWanted(m_tray, m_gpu, windowMs(), m_askedWidth);
}

void GpuHistoryChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Asked again only for another width, once the plot has been laid out for it.
    if (m_tray > 0 && event->size().width() != event->oldSize().width())
        m_askLater->start();
}

void GpuHistoryChart::refresh()
{
    using Metric = GpuTelemetry::Metric;
    const GpuHistory &history = m_model->history();
    m_caption->setText(m_model->hasGpu() ? m_model->caption()
                                         : tr("Choose a GPU in the grid or the table to see its history."));
    const QString status = m_model->status();
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    const bool drawn = m_model->rowCount() > 0;
    m_temperature->setVisible(drawn);
    m_power->setVisible(drawn);
    m_window->setEnabled(m_model->hasGpu());
    if (!drawn)
        return;
    const auto line = [&](CoolingChart *chart, int index, Metric metric, const QString &name) {
        // A figure not published keeps its legend entry, saying so: absent is not zero.
        const bool published = m_model->isPublished(metric);
        chart->setLine(index, published ? name : tr("%1 (not published)").arg(name), true);
        chart->setPoints(index, m_model->points(metric));
    };
    for (CoolingChart *chart : {m_temperature, m_power})
        chart->setTimeRange(history.startMs, history.endMs());
    line(m_temperature, GpuTemperatureLine, Metric::GpuTemperature, tr("GPU"));
    line(m_temperature, MemoryTemperatureLine, Metric::MemoryTemperature, tr("Memory"));
    line(m_power, 0, Metric::Power, tr("Power"));
    m_temperature->fitValueAxis();
    m_power->fitValueAxis();
}

} // namespace rackops
