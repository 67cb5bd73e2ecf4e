#include "gpucelldelegate.h"

#include "gpugridmodel.h"
#include "statuspalette.h"

#include <QPainter>

#include <algorithm>

namespace rackops {

QColor GpuCellDelegate::scoreColor(double score)
{
    if (score < 0.0)
        return StatusPalette::healthColor(Health::Critical);
    const QColor low = StatusPalette::healthColor(Health::Caution);
    const QColor high = StatusPalette::healthColor(Health::Ok);
    const double t = std::clamp(score, 0.0, 1.0);
    return QColor::fromRgbF(float(low.redF() + (high.redF() - low.redF()) * t),
                            float(low.greenF() + (high.greenF() - low.greenF()) * t),
                            float(low.blueF() + (high.blueF() - low.blueF()) * t));
}

void GpuCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF cell = QRectF(option.rect).adjusted(2, 2, -2, -2);
    const QVariant verdict = index.data(GpuGridModel::VerdictRole);
    const Health health = verdict.isValid() ? Health(verdict.toInt()) : Health::Unknown;
    QColor fill = option.palette.color(QPalette::AlternateBase);
    if (verdict.isValid()) {
        const QVariant score = index.data(GpuGridModel::ScoreRole);
        fill = m_byValue && score.isValid() ? scoreColor(score.toDouble()) : StatusPalette::healthColor(health);
        fill.setAlphaF(health == Health::Ok && !m_byValue ? 0.45F : 0.8F);
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    painter->drawRoundedRect(cell, 3, 3);
    if (health == Health::Critical) {
        // Hatched and crossed: a failing GPU reads as failing without colour.
        painter->setBrush(QBrush(QColor(255, 255, 255, 70), Qt::BDiagPattern));
        painter->drawRoundedRect(cell, 3, 3);
        painter->setPen(QPen(Qt::white, 2));
        painter->drawRoundedRect(cell.adjusted(1, 1, -1, -1), 3, 3);
    }
    if (option.state & QStyle::State_Selected) {
        painter->setPen(QPen(option.palette.color(QPalette::Highlight), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(cell, 3, 3);
    }
    const QString text = index.data(Qt::DisplayRole).toString();
    if (!text.isEmpty()) {
        painter->setPen(verdict.isValid() ? QColor(Qt::white) : option.palette.color(QPalette::PlaceholderText));
        QFont font = option.font;
        font.setBold(health == Health::Critical);
        painter->setFont(font);
        const QString shown = health == Health::Critical ? QStringLiteral("✕ ") + text : text;
        painter->drawText(cell, Qt::AlignCenter,
                          option.fontMetrics.elidedText(shown, Qt::ElideRight, int(cell.width()) - 4));
    }
    painter->restore();
}

} // namespace rackops
