#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QString>

class QPainter;
class QRect;

namespace rackops {

// Draws the short texts a busy view paints again and again (rack ids, stage words, readings) from
// shapes kept between paints. QPainter::drawText lays a text out anew every time: shaping it with
// HarfBuzz and, to cut it with "…", measuring it again. The 50,000-rack board following the fleet
// repaints about twelve times a second, and laying out its ~300 cells was a quarter of the GUI
// thread's time (#39). A kept shape (QStaticText) is drawn straight from its glyphs.
// Shapes are kept for one font; a different font, or more than kCapacity texts, starts afresh.
class ShapedTexts {
public:
    static constexpr int kCapacity = 4096;

    // Draws `text` in `rect` as QPainter::drawText(rect, alignment, text) would, in the painter's
    // font and pen, cut at the right with "…" when it is wider than `rect`.
    void draw(QPainter *painter, const QRect &rect, Qt::Alignment alignment, const QString &text);

    // How wide `text` is in the painter's font (from its kept shape).
    qreal width(QPainter *painter, const QString &text);

    // How many texts were laid out (whole or cut) since construction; a text drawn again is not.
    int layouts() const { return m_layouts; }
    int kept() const { return int(m_shapes.size()); }

private:
    struct Shape {
        QStaticText whole;
        qreal width = 0;
        int cutWidth = -1; // the width `cut` was cut for; a text sits in one column, so one cut suffices
        QStaticText cut;
    };
    Shape &shapeOf(const QString &text, const QFont &font);
    QStaticText laidOut(const QString &text, const QFont &font);

    QHash<QString, Shape> m_shapes;
    QFont m_font;
    int m_layouts = 0;
};

} // namespace rackops
