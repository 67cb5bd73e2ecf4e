#include "fleetitemdelegate.h"

#include "fleetmodel.h"
#include "healthdelegate.h"
#include "statuspalette.h"

#include <QApplication>
#include <QPainter>

#include <cmath>

namespace rackops {

void FleetItemDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The fleet model's cells are text with an alignment: no icon, check box, font or colour roles,
    // which QStyledItemDelegate::initStyleOption would ask the model (through the sorting proxy) for.
    QStyleOptionViewItem opt = option;
    opt.index = index;
    opt.text = index.data(Qt::DisplayRole).toString();
    const QVariant alignment = index.data(Qt::TextAlignmentRole);
    if (alignment.isValid())
        opt.displayAlignment = Qt::Alignment(alignment.toInt());
    QColor textColor;
    const QString text = HealthDelegate::paintBackground(painter, opt, &textColor);

    painter->save();
    painter->setPen(textColor);
    const int column = index.column();
    const QRect r = opt.rect.adjusted(6, 0, -6, 0);
    if (column == FleetModel::HealthColumn) {
        HealthDelegate::paintHealth(painter, r, index.data(FleetModel::HealthRole).toInt(), text, textColor, m_texts);
    } else if (column == FleetModel::LeakColumn || column == FleetModel::ValidationColumn) {
        const QVariant health = index.data(column == FleetModel::LeakColumn ? FleetModel::CoolingHealthRole
                                                                            : FleetModel::ValidationHealthRole);
        if (health.isValid())
            HealthDelegate::paintHealth(painter, r, health.toInt(), text, textColor, m_texts);
        else
            m_texts.draw(painter, r, Qt::AlignVCenter | Qt::AlignLeft, text);
    } else if (column == FleetModel::StageColumn) {
        const auto stage = LifecycleStages::fromInt(index.data(FleetModel::StageRole).toInt());
        const int mark = std::min(r.height() - 8, 12);
        const QRectF chip(r.left(), r.center().y() - mark / 2.0, 4, mark);
        painter->fillRect(chip, StatusPalette::stageColor(stage));
        m_texts.draw(painter, r.adjusted(10, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
    } else if (column == FleetModel::ProgressColumn) {
        if (!text.isEmpty())
            paintProgress(painter, opt, r, text, textColor);
    } else {
        // Where the style puts an item's text: inside the focus frame's margin.
        const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
        m_texts.draw(painter, opt.rect.adjusted(margin, 0, -margin, 0), opt.displayAlignment, text);
    }
    painter->restore();
}

void FleetItemDelegate::paintProgress(QPainter *painter, const QStyleOptionViewItem &opt, const QRect &rect,
                                      const QString &text, const QColor &textColor) const
{
    const float progress = opt.index.data(FleetModel::ProgressRole).toFloat();
    const int textWidth = int(std::ceil(m_texts.width(painter, QStringLiteral("100 %")))) + 6;
    const QRect bar(rect.left(), rect.center().y() - 3, std::max(rect.width() - textWidth, 10), 6);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(opt.palette.color(QPalette::Mid));
    painter->drawRoundedRect(bar, 3, 3);
    if (progress > 0.0F) {
        const auto stage = LifecycleStages::fromInt(opt.index.data(FleetModel::StageRole).toInt());
        painter->setBrush(StatusPalette::stageColor(stage));
        QRect filled = bar;
        filled.setWidth(std::max(int(bar.width() * progress), 6));
        painter->drawRoundedRect(filled, 3, 3);
    }
    painter->setPen(textColor);
    m_texts.draw(painter, QRect(bar.right() + 4, rect.top(), textWidth, rect.height()),
                 Qt::AlignVCenter | Qt::AlignRight, text);
}

} // namespace rackops
