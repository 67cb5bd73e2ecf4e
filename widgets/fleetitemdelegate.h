#pragma once

#include "shapedtexts.h"

#include <QStyledItemDelegate>

namespace rackops {

// Paints the fleet table's cells: health as shape + word, the stage with its colour chip, progress
// as a thin bar with the percentage, the rest as text. The board repaints many times a second while
// the fleet streams, so every text is drawn from shapes kept between paints (ShapedTexts), and a
// cell asks its model for the two roles the board has (text and alignment), not the style's dozen.
class FleetItemDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    const ShapedTexts &texts() const { return m_texts; }

private:
    void paintProgress(QPainter *painter, const QStyleOptionViewItem &opt, const QRect &rect, const QString &text,
                       const QColor &textColor) const;

    mutable ShapedTexts m_texts; // painting is const, the shapes kept for the next paint are not
};

} // namespace rackops
