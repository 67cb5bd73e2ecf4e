#pragma once

#include "health.h"

#include <QStyledItemDelegate>

namespace rackops {

// Paints a lag-against-SLO cell: the severity shape, a bar that fills toward
// the SLO (full and hatched once past it, so a breach reads without colour)
// and the text. For any model with ReplicationModel's SloFractionRole and
// SloStateRole (the pair table and the region matrix).
class SloBarDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static void paintBar(QPainter *painter, const QStyleOptionViewItem &opt, const QRect &bar, double fraction,
                         Health health);
};

} // namespace rackops
