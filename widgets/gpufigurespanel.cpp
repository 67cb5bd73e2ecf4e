#include "gpufigurespanel.h"

#include "gpufiguregridmodel.h"
#include "gpufiguresmodel.h"
#include "gpuhistorychart.h"
#include "statuspalette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace rackops {

namespace {
// Figures that ask for a look in the critical colour, bold; the rest as the table draws them.
class GpuFigureDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        if (index.data(GpuFiguresModel::AttentionRole).toBool()) {
            option->palette.setColor(QPalette::Text, StatusPalette::healthColor(Health::Critical));
            option->font.setBold(true);
        } else if (index.data(GpuFiguresModel::MetricRole).isValid()
                   && !index.data(GpuFiguresModel::PublishedRole).toBool()) {
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Disabled, QPalette::Text));
            option->font.setItalic(true);
        }
    }
};
} // namespace

GpuFiguresPanel::GpuFiguresPanel(GpuFiguresModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_gridModel(new GpuFigureGridModel(model, this))
    , m_summary(new QLabel(this))
    , m_figure(new QComboBox(this))
    , m_grid(new QTableView(this))
    , m_table(new QTableView(this))
{
    setObjectName(QStringLiteral("gpuFiguresPanel"));
    m_summary->setObjectName(QStringLiteral("gpuFiguresSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("gpuFiguresTable"));
    m_table->setAccessibleName(tr("GPU figures from the site's monitoring"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(new GpuFigureDelegate(m_table));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_figure->setObjectName(QStringLiteral("gpuFigureChoice"));
    for (int m = 0; m < GpuTelemetry::kMetricCount; ++m)
        m_figure->addItem(GpuFiguresModel::metricTitle(GpuTelemetry::Metric(m)), m);
    m_grid->setObjectName(QStringLiteral("gpuFigureGrid"));
    m_grid->setAccessibleName(tr("GPU grid: the chosen figure of each GPU by tray"));
    m_grid->setModel(m_gridModel);
    m_grid->setItemDelegate(new GpuFigureDelegate(m_grid));
    m_grid->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_grid->setWordWrap(false);
    m_grid->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_grid->verticalHeader()->setDefaultSectionSize(m_grid->fontMetrics().height() + 4);
    // The whole rack at once: 18 trays without a scroll bar of its own (the dock scrolls).
    m_grid->setMinimumHeight(m_grid->verticalHeader()->defaultSectionSize() * GpuFiguresModel::kTrays
                             + m_grid->horizontalHeader()->sizeHint().height() + 4);
    connect(m_figure, &QComboBox::currentIndexChanged, this,
            [this] { m_gridModel->setMetric(GpuTelemetry::Metric(m_figure->currentData().toInt())); });
    auto *choice = new QHBoxLayout;
    //: Label of the figure the GPU grid shows (GPU temperature, power, ...)
    auto *figureLabel = new QLabel(tr("Figure:"), this);
    figureLabel->setBuddy(m_figure);
    choice->addWidget(figureLabel);
    choice->addWidget(m_figure, 1);
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(m_grid);
    m_split->addWidget(m_table);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addLayout(choice);
    layout->addWidget(m_split, 1);
    connect(m_model, &GpuFiguresModel::summaryChanged, this, [this] {
        m_failure.clear();
        refreshSummary();
    });
    refreshSummary();
}

void GpuFiguresPanel::setHistory(GpuHistoryModel *history)
{
    if (m_history)
        return;
    // Above the grid: in a dock a laptop leaves 400 px high, the grid's 18 trays would push it out of sight.
    m_history = new GpuHistoryChart(history, this);
    m_split->insertWidget(0, m_history);
    m_split->setStretchFactor(0, 3);
    // A cell of the grid is a tray's GPU; a row of the table is a GPU.
    connect(m_grid, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            chooseGpu(index.row() + 1, index.column() + 1);
    });
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            chooseGpu(index.row() / GpuFiguresModel::kGpusPerTray + 1, index.row() % GpuFiguresModel::kGpusPerTray + 1);
    });
    connect(m_model, &GpuFiguresModel::summaryChanged, this, &GpuFiguresPanel::chooseFirstGpu);
    chooseFirstGpu();
}

void GpuFiguresPanel::chooseGpu(int tray, int gpu)
{
    if (!m_history || tray < 1 || tray > GpuFiguresModel::kTrays || gpu < 1 || gpu > GpuFiguresModel::kGpusPerTray)
        return;
    m_historyRack = m_model->telemetry().rackId;
    if (m_gridModel->rowCount() > 0)
        m_grid->setCurrentIndex(m_gridModel->index(tray - 1, gpu - 1));
    m_history->setGpu(tray, gpu);
}

void GpuFiguresPanel::chooseFirstGpu()
{
    const GpuTelemetry &telemetry = m_model->telemetry();
    if (!m_history || telemetry.rackId.isEmpty() || telemetry.rackId == m_historyRack || telemetry.gpus.isEmpty())
        return;
    const GpuTelemetry::Gpu *hottest = nullptr;
    const auto temperature = [](const GpuTelemetry::Gpu &gpu) {
        const auto &figure = gpu.figure(GpuTelemetry::Metric::GpuTemperature);
        return figure && !std::isnan(figure->value) ? figure->value : -INFINITY;
    };
    for (const GpuTelemetry::Gpu &gpu : telemetry.gpus) {
        if (!hottest || temperature(gpu) > temperature(*hottest))
            hottest = &gpu;
    }
    chooseGpu(hottest->tray, hottest->gpu);
}

void GpuFiguresPanel::showFailure(const QString &message)
{
    m_failure = message;
    refreshSummary();
}

void GpuFiguresPanel::refreshSummary()
{
    QString text = m_model->summary();
    if (!m_failure.isEmpty())
        text = tr("The backend did not answer for the GPU figures: %1").arg(m_failure)
            + (text.isEmpty() ? QString() : QStringLiteral(" ") + text);
    m_summary->setText(text);
    const bool any = m_model->rowCount() > 0;
    m_table->setVisible(any);
    m_grid->setVisible(any);
    if (m_history)
        m_history->setVisible(any);
    m_figure->setEnabled(any);
}

} // namespace rackops
