#pragma once

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

    // Background, selection and focus of an initialised cell as the style draws them, without the
    // text; returns the text and the colour to draw it in. Shared by the console's delegates.
    static QString paintBackground(QPainter *painter, QStyleOptionViewItem &opt, QColor *textColor);
    // Shape and text inside `rect`; shared with the fleet table's delegate.
    static void paintHealth(QPainter *painter, const QRect &rect, int health, const QString &text,
                            const QColor &textColor);

private:
    int m_healthRole;
};

} // namespace rackops
