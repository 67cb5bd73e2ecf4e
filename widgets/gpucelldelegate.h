#pragma once

#include <QStyledItemDelegate>

namespace rackops {

// Paints one GPU of the grid (see GpuGridView).
class GpuCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void setByValue(bool byValue) { m_byValue = byValue; }
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Threshold (score 0) amber, baseline (score 1) green, past the threshold red.
    static QColor scoreColor(double score);

private:
    bool m_byValue = false;
};

} // namespace rackops
