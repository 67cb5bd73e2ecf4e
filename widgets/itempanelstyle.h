#pragma once

#include <QProxyStyle>

namespace rackops {

// The application's style for one busy item view, with the item and row panels drawn the way the
// common style draws them when the style is Fusion. Fusion does not draw those panels itself, yet
// works out its outline and tab colours (lighter, darker, HSV) on every drawPrimitive before passing
// them on; a board that follows 50,000 racks draws two panels per cell, a dozen times a second, and
// those colours were 5 % of its GUI thread. Same pixels, none of that work.
class ItemPanelStyle : public QProxyStyle {
    Q_OBJECT
public:
    // A style of the application style's kind (or the one named), owned by parent.
    explicit ItemPanelStyle(QObject *parent, const QString &styleName = QString());

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;

private:
    bool m_baseIsFusion = false;
};

} // namespace rackops
