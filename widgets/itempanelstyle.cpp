#include "itempanelstyle.h"

#include <QApplication>
#include <QCommonStyle>
#include <QStyleFactory>

namespace rackops {

ItemPanelStyle::ItemPanelStyle(QObject *parent, const QString &styleName)
    : QProxyStyle(QStyleFactory::create(styleName.isEmpty() ? QApplication::style()->name() : styleName))
{
    setParent(parent);
    // Fusion is known to hand these two panels to the common style unchanged; any other style draws
    // them its own way and keeps doing so.
    m_baseIsFusion = baseStyle()->inherits("QFusionStyle");
}

void ItemPanelStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                   const QWidget *widget) const
{
    if (m_baseIsFusion && (element == PE_PanelItemViewItem || element == PE_PanelItemViewRow))
        static_cast<QCommonStyle *>(baseStyle())->QCommonStyle::drawPrimitive(element, option, painter, widget);
    else
        QProxyStyle::drawPrimitive(element, option, painter, widget);
}

} // namespace rackops
