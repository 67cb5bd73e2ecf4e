#include "gpugridview.h"

#include "gpucelldelegate.h"
#include "gpugridmodel.h"

#include <QHeaderView>

namespace rackops {

GpuGridView::GpuGridView(GpuGridModel *model, QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("gpuGrid"));
    setAccessibleName(tr("GPU grid, 18 compute trays by 4 GPUs"));
    setModel(model);
    setItemDelegate(new GpuCellDelegate(this));
    setShowGrid(false);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("CT18 "))
                    + 4 * fontMetrics().horizontalAdvance(QStringLiteral("✕ 19,350")));
}

void GpuGridView::setColouring(Colouring colouring)
{
    m_colouring = colouring;
    static_cast<GpuCellDelegate *>(itemDelegate())->setByValue(colouring == Colouring::ByValue);
    viewport()->update();
}

void GpuGridView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    // Fit all 18 trays when there is room, so one bad GPU is never scrolled away.
    const int rows = model() ? model()->rowCount() : 0;
    if (rows > 0) {
        const int fit = (viewport()->height()) / rows;
        verticalHeader()->setDefaultSectionSize(std::max(fit, fontMetrics().height() + 4));
    }
}

} // namespace rackops
