#include "fleetitemdelegate.h"

#include "fleetmodel.h"
#include "healthdelegate.h"
#include "statuspalette.h"

#include <QPainter>

namespace rackops {

void FleetItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int column = index.column();
    if (column != FleetModel::HealthColumn && column != FleetModel::StageColumn && column != FleetModel::ProgressColumn
        && column != FleetModel::LeakColumn && column != FleetModel::ValidationColumn) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }

    // Background, selection and focus as the style draws them, without text.
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QColor textColor;
    const QString text = HealthDelegate::paintBackground(painter, opt, &textColor);

    painter->save();
    const QRect r = opt.rect.adjusted(6, 0, -6, 0);
    painter->setPen(textColor);
    const int mark = std::min(r.height() - 8, 12);

    if (column == FleetModel::HealthColumn) {
        HealthDelegate::paintHealth(painter, r, index.data(FleetModel::HealthRole).toInt(), text, textColor);
    } else if (column == FleetModel::LeakColumn || column == FleetModel::ValidationColumn) {
        const QVariant health = index.data(column == FleetModel::LeakColumn ? FleetModel::CoolingHealthRole
                                                                            : FleetModel::ValidationHealthRole);
        if (health.isValid())
            HealthDelegate::paintHealth(painter, r, health.toInt(), text, textColor);
        else
            painter->drawText(r, Qt::AlignVCenter | Qt::AlignLeft,
                              opt.fontMetrics.elidedText(text, Qt::ElideRight, r.width()));
    } else if (column == FleetModel::StageColumn) {
        const auto stage = LifecycleStages::fromInt(index.data(FleetModel::StageRole).toInt());
        const QRectF chip(r.left(), r.center().y() - mark / 2.0, 4, mark);
        painter->fillRect(chip, StatusPalette::stageColor(stage));
        const QRect textRect = r.adjusted(10, 0, 0, 0);
        painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
                          opt.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width()));
    } else if (!text.isEmpty()) {
        const float progress = index.data(FleetModel::ProgressRole).toFloat();
        const int textWidth = opt.fontMetrics.horizontalAdvance(QStringLiteral("100 %")) + 6;
        const QRect bar(r.left(), r.center().y() - 3, std::max(r.width() - textWidth, 10), 6);
        QColor track = opt.palette.color(QPalette::Mid);
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(track);
        painter->drawRoundedRect(bar, 3, 3);
        if (progress > 0.0F) {
            const auto stage = LifecycleStages::fromInt(index.data(FleetModel::StageRole).toInt());
            painter->setBrush(StatusPalette::stageColor(stage));
            QRect filled = bar;
            filled.setWidth(std::max(int(bar.width() * progress), 6));
            painter->drawRoundedRect(filled, 3, 3);
        }
        painter->setPen(textColor);
        painter->drawText(QRect(bar.right() + 4, r.top(), textWidth, r.height()), Qt::AlignVCenter | Qt::AlignRight,
                          text);
    }
    painter->restore();
}

} // namespace rackops
