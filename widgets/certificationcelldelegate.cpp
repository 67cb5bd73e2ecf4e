#include "certificationcelldelegate.h"

#include "certificationmatrixmodel.h"
#include "statuspalette.h"

#include <QPainter>

#include <algorithm>

namespace rackops {

namespace {
QColor verdictColor(CheckVerdict verdict)
{
    switch (verdict) {
    case CheckVerdict::Pass: return StatusPalette::healthColor(Health::Ok);
    case CheckVerdict::Fail: return StatusPalette::healthColor(Health::Critical);
    case CheckVerdict::NotTested: return StatusPalette::healthColor(Health::Caution);
    case CheckVerdict::Pending:
    case CheckVerdict::Running: return QColor(0x58, 0xa6, 0xff);
    case CheckVerdict::Unknown: break;
    }
    return StatusPalette::healthColor(Health::Unknown);
}
constexpr int kBand = 5;
} // namespace

void CertificationCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                      const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const auto verdict = CheckVerdict(index.data(CertificationMatrixModel::VerdictRole).toInt());
    const QColor colour = verdictColor(verdict);
    painter->save();
    QColor tint = colour;
    tint.setAlpha(opt.state & QStyle::State_Selected ? 90 : 40);
    painter->fillRect(opt.rect, tint);
    painter->fillRect(QRect(opt.rect.left(), opt.rect.top(), kBand, opt.rect.height()), colour);
    if (opt.state & QStyle::State_HasFocus) {
        painter->setPen(QPen(opt.palette.color(QPalette::Highlight), 2));
        painter->drawRect(opt.rect.adjusted(1, 1, -1, -1));
    }
    painter->setPen(opt.palette.color(QPalette::Text));
    const QRect text = opt.rect.adjusted(kBand + 6, 3, -4, -3);
    QFont bold = opt.font;
    const QString all = index.data().toString();
    const QString first = all.section(QLatin1Char('\n'), 0, 0);
    const QString rest = all.section(QLatin1Char('\n'), 1);
    bold.setBold(true);
    painter->setFont(bold);
    const int line = QFontMetrics(bold).height();
    painter->drawText(QRect(text.left(), text.top(), text.width(), line), Qt::AlignLeft | Qt::AlignVCenter, first);
    painter->setFont(opt.font);
    painter->drawText(QRect(text.left(), text.top() + line, text.width(), text.height() - line),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, rest);
    painter->restore();
}

QSize CertificationCellDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QStringList lines = index.data().toString().split(QLatin1Char('\n'));
    const QFontMetrics fm(option.font);
    int width = 0;
    for (const QString &line : lines)
        width = std::max(width, fm.horizontalAdvance(line));
    return {std::min(width, 320) + kBand + 14, int(lines.size()) * fm.height() + 8};
}

} // namespace rackops
