#pragma once

#include <QStyledItemDelegate>

namespace rackops {

// Paints the fleet table's status cells: health as shape + word, the stage
// with its colour chip, progress as a thin bar with the percentage.
class FleetItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace rackops
