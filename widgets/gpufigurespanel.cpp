#include "gpufigurespanel.h"

#include "gpufiguresmodel.h"
#include "statuspalette.h"

#include <QHeaderView>
#include <QLabel>
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
        } else if (!index.data(GpuFiguresModel::PublishedRole).toBool()
                   && index.column() != GpuFiguresModel::GpuColumn) {
            option->palette.setColor(QPalette::Text, option->palette.color(QPalette::Disabled, QPalette::Text));
            option->font.setItalic(true);
        }
    }
};
} // namespace

GpuFiguresPanel::GpuFiguresPanel(GpuFiguresModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_summary(new QLabel(this))
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
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
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
    m_table->setVisible(m_model->rowCount() > 0);
}

} // namespace rackops
