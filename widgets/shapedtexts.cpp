#include "shapedtexts.h"

#include <QFontMetrics>
#include <QPainter>

namespace rackops {

QStaticText ShapedTexts::laidOut(const QString &text, const QFont &font)
{
    ++m_layouts;
    QStaticText shaped(text);
    shaped.setTextFormat(Qt::PlainText); // "<b>" in a rack's reason is text, never markup
    shaped.prepare(QTransform(), font);
    return shaped;
}

ShapedTexts::Shape &ShapedTexts::shapeOf(const QString &text, const QFont &font)
{
    if (!(font == m_font)) {
        m_shapes.clear();
        m_font = font;
    }
    auto found = m_shapes.find(text);
    if (found != m_shapes.end())
        return *found;
    if (m_shapes.size() >= kCapacity)
        m_shapes.clear(); // a board scrolled through thousands of racks: keep what it shows next
    Shape shape;
    shape.whole = laidOut(text, font);
    shape.width = shape.whole.size().width();
    return *m_shapes.insert(text, std::move(shape));
}

qreal ShapedTexts::width(QPainter *painter, const QString &text)
{
    return shapeOf(text, painter->font()).width;
}

void ShapedTexts::draw(QPainter *painter, const QRect &rect, Qt::Alignment alignment, const QString &text)
{
    if (text.isEmpty() || rect.width() <= 0)
        return;
    if (text.contains(QLatin1Char('\n'))) { // several lines: drawn as the style draws them, rare
        painter->drawText(rect, int(alignment), text);
        return;
    }
    const QFont font = painter->font();
    Shape &shape = shapeOf(text, font);
    const QStaticText *shown = &shape.whole;
    qreal width = shape.width;
    if (width > rect.width()) {
        if (shape.cutWidth != rect.width()) {
            shape.cut = laidOut(QFontMetrics(font).elidedText(text, Qt::ElideRight, rect.width()), font);
            shape.cutWidth = rect.width();
        }
        shown = &shape.cut;
        width = shape.cut.size().width();
    }
    const qreal height = shown->size().height();
    qreal x = rect.left();
    if (alignment & Qt::AlignRight)
        x = rect.left() + rect.width() - width;
    else if (alignment & Qt::AlignHCenter)
        x = rect.left() + (rect.width() - width) / 2;
    qreal y = rect.top() + (rect.height() - height) / 2;
    if (alignment & Qt::AlignTop)
        y = rect.top();
    else if (alignment & Qt::AlignBottom)
        y = rect.top() + rect.height() - height;
    if (width > rect.width()) { // narrower than "…" itself: stay inside the cell
        painter->save();
        painter->setClipRect(rect, Qt::IntersectClip);
        painter->drawStaticText(QPointF(x, y), *shown);
        painter->restore();
        return;
    }
    painter->drawStaticText(QPointF(x, y), *shown);
}

} // namespace rackops
