#include "healthdelegate.h"

#include "statuspalette.h"

#include <QApplication>
#include <QPainter>

namespace rackops {

HealthDelegate::HealthDelegate(int healthRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_healthRole(healthRole)
{
}

void HealthDelegate::paintHealth(QPainter *painter, const QRect &rect, int health, const QString &text,
                                 const QColor &textColor, ShapedTexts &texts)
{
    const int mark = std::min(rect.height() - 8, 12);
    const QRectF shape(rect.left(), rect.center().y() - mark / 2.0, mark, mark);
    StatusPalette::paintHealthShape(painter, shape, static_cast<Health>(health));
    painter->save();
    painter->setPen(textColor);
    // Cut short with "…" rather than clipped mid-letter, which reads like another word.
    const QRect textRect = rect.adjusted(mark + 6, 0, 0, 0);
    texts.draw(painter, textRect, Qt::AlignVCenter | Qt::AlignLeft, text);
    painter->restore();
}

QString HealthDelegate::paintBackground(QPainter *painter, QStyleOptionViewItem &opt, QColor *textColor)
{
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    // A cell without text, icon, check box or focus is the style's item panel alone; the whole item
    // lays its (empty) parts out first, which a board repainting a dozen times a second pays per cell.
    if ((opt.state & QStyle::State_HasFocus)
        || (opt.features & (QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration)))
        style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
    else
        style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);
    *textColor = (opt.state & QStyle::State_Selected) ? opt.palette.color(QPalette::HighlightedText)
                                                      : opt.palette.color(QPalette::Text);
    return text;
}

void HealthDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QColor textColor;
    const QString text = paintBackground(painter, opt, &textColor);
    paintHealth(painter, opt.rect.adjusted(6, 0, -6, 0), index.data(m_healthRole).toInt(), text, textColor, m_texts);
}

QSize HealthDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += 30; // the shape, its gap and the cell's margins
    return size;
}

} // namespace rackops
