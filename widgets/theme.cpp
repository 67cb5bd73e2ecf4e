#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace rackops {

void Theme::apply(QApplication &app, Variant variant)
{
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    if (variant == Variant::Light) {
        app.setPalette(app.style()->standardPalette());
        return;
    }
    // Low-glare dark palette for a darkened NOC; contrast kept above WCAG AA for text.
    QPalette p;
    const QColor window(0x1c, 0x21, 0x28);
    const QColor base(0x13, 0x17, 0x1c);
    const QColor text(0xe6, 0xed, 0xf3);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x1a, 0x1f, 0x26));
    p.setColor(QPalette::ToolTipBase, QColor(0x2d, 0x33, 0x3b));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x24, 0x2a, 0x32));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x7b, 0x72));
    p.setColor(QPalette::Link, QColor(0x58, 0xa6, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x6f, 0xeb));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x30, 0x36, 0x3d));
    p.setColor(QPalette::PlaceholderText, QColor(0x8b, 0x94, 0x9e));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6e, 0x76, 0x81));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6e, 0x76, 0x81));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6e, 0x76, 0x81));
    app.setPalette(p);
}

} // namespace rackops
