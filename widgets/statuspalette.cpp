#include "statuspalette.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace rackops {

QColor StatusPalette::healthColor(Health health)
{
    switch (health) {
    case Health::Ok: return QColor(0x3f, 0xb9, 0x50);
    case Health::Caution: return QColor(0xe3, 0xa4, 0x08);
    case Health::Critical: return QColor(0xf0, 0x4a, 0x43);
    case Health::Unknown: break;
    }
    return QColor(0x8b, 0x94, 0x9e);
}

QColor StatusPalette::staleColor()
{
    return QColor(0xe3, 0xa4, 0x08);
}

QColor StatusPalette::stageColor(LifecycleStage stage)
{
    switch (stage) {
    case LifecycleStage::Production: return QColor(0x3f, 0xb9, 0x50);
    case LifecycleStage::AwaitingApproval: return QColor(0x58, 0xa6, 0xff);
    case LifecycleStage::Remediation: return QColor(0xe3, 0xa4, 0x08);
    case LifecycleStage::Failed: return QColor(0xf0, 0x4a, 0x43);
    case LifecycleStage::Quarantined: return QColor(0xd2, 0x6d, 0xd2);
    case LifecycleStage::Maintenance: return QColor(0x9a, 0x8c, 0xe6);
    case LifecycleStage::Decommissioned:
    case LifecycleStage::Unknown: return QColor(0x8b, 0x94, 0x9e);
    default: return QColor(0x4d, 0xb6, 0xc4); // bring-up stages
    }
}

void StatusPalette::paintHealthShape(QPainter *painter, const QRectF &rect, Health health)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(healthColor(health));
    const QRectF r = rect.adjusted(1, 1, -1, -1);
    switch (health) {
    case Health::Ok: painter->drawEllipse(r); break;
    case Health::Caution: {
        QPainterPath path;
        path.moveTo(r.center().x(), r.top());
        path.lineTo(r.right(), r.bottom());
        path.lineTo(r.left(), r.bottom());
        path.closeSubpath();
        painter->drawPath(path);
        break;
    }
    case Health::Critical: painter->drawRect(r.adjusted(1, 1, -1, -1)); break;
    case Health::Unknown: {
        QPainterPath path;
        path.moveTo(r.center().x(), r.top());
        path.lineTo(r.right(), r.center().y());
        path.lineTo(r.center().x(), r.bottom());
        path.lineTo(r.left(), r.center().y());
        path.closeSubpath();
        painter->drawPath(path);
        break;
    }
    }
    painter->restore();
}

QIcon StatusPalette::healthIcon(Health health)
{
    // Painted once per health: the status bar asks again with every batch from the backend, and
    // painting four pixmaps each time was 2.5 % of the GUI thread at 50k racks. GUI thread only,
    // as every QPixmap.
    static QHash<int, QIcon> painted;
    if (const auto it = painted.constFind(int(health)); it != painted.cend())
        return *it;
    QIcon &icon = painted[int(health)];
    for (int size : {12, 16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paintHealthShape(&painter, QRectF(0, 0, size, size), health);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace rackops
