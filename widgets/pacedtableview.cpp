#include "pacedtableview.h"

#include <QAccessible>

namespace rackops {

PacedTableView::PacedTableView(QWidget *parent)
    : QTableView(parent)
{
    m_changePaint.setSingleShot(true);
    connect(&m_changePaint, &QTimer::timeout, viewport(), qOverload<>(&QWidget::update));
}

void PacedTableView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    // A screen reader hears every change, as QAbstractItemView tells it; the board has no editors.
    if (QAccessible::isActive()) {
        QTableView::dataChanged(topLeft, bottomRight, roles);
        return;
    }
    if (!isVisible() || !topLeft.isValid() || !bottomRight.isValid() || !showsAnyRow(topLeft.row(), bottomRight.row()))
        return;
    repaintWithinPeriod();
}

bool PacedTableView::showsAnyRow(int firstRow, int lastRow) const
{
    const int top = rowAt(0);
    if (top < 0)
        return false; // no rows, or the viewport shows none
    const int bottom = rowAt(viewport()->height() - 1);
    return lastRow >= top && (bottom < 0 || firstRow <= bottom);
}

void PacedTableView::repaintWithinPeriod()
{
    if (m_changePaint.isActive())
        return; // the period already has its paint
    const qint64 since = m_sincePaint.isValid() ? m_sincePaint.elapsed() : kChangePaintMs;
    if (since >= kChangePaintMs)
        viewport()->update();
    else
        m_changePaint.start(int(kChangePaintMs - since));
}

void PacedTableView::paintEvent(QPaintEvent *event)
{
    m_sincePaint.start();
    QTableView::paintEvent(event);
}

} // namespace rackops
