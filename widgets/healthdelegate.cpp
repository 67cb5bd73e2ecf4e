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
                                 const QColor &textColor)
{
    const int mark = std::min(rect.height() - 8, 12);
    const QRectF shape(rect.left(), rect.center().y() - mark / 2.0, mark, mark);
    StatusPalette::paintHealthShape(painter, shape, static_cast<Health>(health));
    painter->save();
    painter->setPen(textColor);
    // Cut short with "…" rather than clipped mid-letter, which reads like another word.
    const QRect textRect = rect.adjusted(mark + 6, 0, 0, 0);
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
                      painter->fontMetrics().elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QString HealthDelegate::paintBackground(QPainter *painter, QStyleOptionViewItem &opt, QColor *textColor)
{
    const QString text = opt.text;
    opt.text.clear();
    QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);
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
    paintHealth(painter, opt.rect.adjusted(6, 0, -6, 0), index.data(m_healthRole).toInt(), text, textColor);
}

QSize HealthDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += 30; // the shape, its gap and the cell's margins
    return size;
}

} // namespace rackops
