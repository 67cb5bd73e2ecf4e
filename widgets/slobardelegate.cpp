#include "slobardelegate.h"

#include "healthdelegate.h"
#include "replicationmodel.h"
#include "statuspalette.h"

#include <QPainter>

namespace rackops {

namespace {
constexpr int kBarWidth = 72;
constexpr int kShape = 12;

Health healthOf(SloState state)
{
    switch (state) {
    case SloState::Within: return Health::Ok;
    case SloState::AtRisk: return Health::Caution;
    case SloState::Breached: return Health::Critical;
    case SloState::Unknown: break;
    }
    return Health::Unknown;
}
} // namespace

void SloBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QColor textColor;
    const QString text = HealthDelegate::paintBackground(painter, opt, &textColor);
    const QVariant fractionValue = index.data(ReplicationModel::SloFractionRole);
    if (!fractionValue.isValid()) { // no pair here (e.g. a region to itself)
        painter->save();
        painter->setPen(opt.palette.color(QPalette::PlaceholderText));
        painter->drawText(opt.rect, Qt::AlignCenter, text);
        painter->restore();
        return;
    }
    const auto state = SloState(index.data(ReplicationModel::SloStateRole).toInt());
    const Health health = healthOf(state);
    const QRect r = opt.rect.adjusted(6, 0, -6, 0);
    const QRectF shape(r.left(), r.center().y() - kShape / 2.0, kShape, kShape);
    StatusPalette::paintHealthShape(painter, shape, health);

    // A narrow cell (the region matrix) has room for the shape and the words only.
    const int barWidth = r.width() >= 200 ? kBarWidth : 0;
    const QRect bar(r.left() + kShape + 6, r.center().y() - 5, barWidth, 10);
    const int textLeft = kShape + 6 + (barWidth > 0 ? barWidth + 8 : 0);
    const double fraction = std::max(0.0, fractionValue.toDouble());
    painter->save();
    if (barWidth > 0)
        paintBar(painter, opt, bar, fraction, health);
    painter->setPen(textColor);
    QFont font = opt.font;
    font.setBold(state == SloState::Breached);
    painter->setFont(font);
    painter->drawText(r.adjusted(textLeft, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft,
                      opt.fontMetrics.elidedText(text, Qt::ElideRight, r.width() - textLeft));
    painter->restore();
}

void SloBarDelegate::paintBar(QPainter *painter, const QStyleOptionViewItem &opt, const QRect &bar, double fraction,
                              Health health)
{
    QColor track = opt.palette.color(QPalette::Mid);
    painter->setPen(Qt::NoPen);
    painter->setBrush(track);
    painter->drawRect(bar);
    QColor fill = StatusPalette::healthColor(health);
    painter->setBrush(fill);
    painter->drawRect(QRectF(bar.left(), bar.top(), bar.width() * std::min(fraction, 1.0), bar.height()));
    if (fraction > 1.0) {
        // Past the SLO: hatched over the full bar, readable without colour.
        painter->setBrush(QBrush(opt.palette.color(QPalette::Base), Qt::BDiagPattern));
        painter->drawRect(bar);
    }
    // The 80% mark where "at risk" begins.
    painter->setPen(QPen(opt.palette.color(QPalette::Text), 1));
    const int mark = bar.left() + int(bar.width() * 0.8);
    painter->drawLine(mark, bar.top() - 1, mark, bar.bottom() + 1);
}

QSize SloBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.rwidth() += kShape + kBarWidth + 26;
    size.setHeight(std::max(size.height(), 26));
    return size;
}

} // namespace rackops
