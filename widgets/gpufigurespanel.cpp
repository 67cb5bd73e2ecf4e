#include "gpufigurespanel.h"

#include "gpufiguregridmodel.h"
#include "gpufiguresmodel.h"
#include "statuspalette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

namespace {
// Figures that ask for a look in the critical colour, bold; the rest as the table draws them.
class GpuFigureDelegate : public QStyledItemDelegate
{
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
    connect(m_figure, &QComboBox::currentIndexChanged, this, [this] {
        m_gridModel->setMetric(GpuTelemetry::Metric(m_figure->currentData().toInt()));
    });
    auto *choice = new QHBoxLayout;
    //: Label of the figure the GPU grid shows (GPU temperature, power, ...)
    auto *figureLabel = new QLabel(tr("Figure:"), this);
    figureLabel->setBuddy(m_figure);
    choice->addWidget(figureLabel);
    choice->addWidget(m_figure, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_grid);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addLayout(choice);
    layout->addWidget(split, 1);
    connect(m_model, &GpuFiguresModel::summaryChanged, this, [this] {
        m_failure.clear();
        refreshSummary();
    });
    refreshSummary();
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
    m_figure->setEnabled(any);
}

} // namespace rackops
