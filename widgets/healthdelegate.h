#pragma once

#include "shapedtexts.h"

#include <QStyledItemDelegate>

namespace rackops {

// Paints a health cell as the palette's shape followed by the word, for any
// model that exposes the health as an int(Health) under `healthRole`.
class HealthDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    HealthDelegate(int healthRole, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // Background, selection and focus of a cell as the style draws them, without the text; returns
    // the text and the colour to draw it in. Shared by the console's delegates.
    static QString paintBackground(QPainter *painter, QStyleOptionViewItem &opt, QColor *textColor);
    // Shape and text inside `rect`, the text drawn from `texts`; shared with the fleet table's delegate.
    static void paintHealth(QPainter *painter, const QRect &rect, int health, const QString &text,
                            const QColor &textColor, ShapedTexts &texts);

private:
    int m_healthRole;
    mutable ShapedTexts m_texts; // painting is const, the shapes kept for the next paint are not
};

} // namespace rackops
