#pragma once

#include <QStyledItemDelegate>

namespace rackops {

// A certification matrix cell: a verdict-coloured band on the left and a
// light tint, with the model's text (mark, verdict word, measured vs floor,
// untested, delta) so the cell reads the same without colour.
class CertificationCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace rackops
