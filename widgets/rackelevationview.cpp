#include "rackelevationview.h"

#include "rackcomponentsmodel.h"
#include "statuspalette.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace rackops {

namespace {
constexpr int kMinSlotHeight = 9;
constexpr int kMaxSlotHeight = 20;
constexpr int kGap = 1;
}

RackElevationView::RackElevationView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("rackElevation"));
    setAccessibleName(tr("Rack elevation: parts by slot"));
    setMouseTracking(true);
}

void RackElevationView::setComponents(const QList<RackComponentInfo> &components)
{
    m_components = components;
    updateGeometry();
    update();
}

QList<int> RackElevationView::order() const
{
    // NVL72 layout: half the power shelves on top, compute trays above and below
    // the switch trays, the other shelves at the bottom; the CDU sits below.
    QList<int> shelves, compute, switches, cdu, other;
    for (int i = 0; i < m_components.size(); ++i) {
        switch (m_components.at(i).kind) {
        case RackComponentInfo::Kind::PowerShelf: shelves << i; break;
        case RackComponentInfo::Kind::ComputeTray: compute << i; break;
        case RackComponentInfo::Kind::NvlinkSwitchTray: switches << i; break;
        case RackComponentInfo::Kind::Cdu: cdu << i; break;
        default: other << i; break;
        }
    }
    const qsizetype topShelves = shelves.size() / 2;
    const qsizetype topCompute = (compute.size() + 1) / 2;
    QList<int> out;
    out << shelves.mid(0, topShelves) << compute.mid(0, topCompute) << switches << compute.mid(topCompute)
        << shelves.mid(topShelves) << other << cdu;
    return out;
}

QStringList RackElevationView::slotOrder() const
{
    QStringList ids;
    for (int i : order())
        ids << m_components.at(i).componentId;
    return ids;
}

QSize RackElevationView::sizeHint() const
{
    return {200, int(m_components.size()) * (16 + kGap) + 8};
}

QSize RackElevationView::minimumSizeHint() const
{
    return {140, int(m_components.size()) * (kMinSlotHeight + kGap) + 8};
}

QRect RackElevationView::slotRect(int position, int count) const
{
    // Slots share the height the view gets, within readable bounds.
    const int slot = std::clamp((height() - 8) / std::max(count, 1) - kGap, kMinSlotHeight, kMaxSlotHeight);
    return {4, 4 + position * (slot + kGap), width() - 8, slot};
}

int RackElevationView::slotAt(const QPoint &point) const
{
    const QList<int> ordered = order();
    for (int p = 0; p < ordered.size(); ++p) {
        if (slotRect(p, int(ordered.size())).contains(point))
            return ordered.at(p);
    }
    return -1;
}

void RackElevationView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    const QList<int> ordered = order();
    const int slot = ordered.isEmpty() ? kMinSlotHeight : slotRect(0, int(ordered.size())).height();
    QFont small = font();
    small.setPixelSize(std::clamp(slot - 3, 8, 13));
    painter.setFont(small);
    for (int p = 0; p < ordered.size(); ++p) {
        const RackComponentInfo &c = m_components.at(ordered.at(p));
        const QRect r = slotRect(p, int(ordered.size()));
        const int mark = std::min(r.height(), 12);
        QColor fill = palette().color(QPalette::Button);
        if (c.kind == RackComponentInfo::Kind::NvlinkSwitchTray)
            fill = fill.lighter(125);
        painter.fillRect(r, fill);
        if (c.health != Health::Ok) {
            QColor tint = StatusPalette::healthColor(c.health);
            tint.setAlpha(90);
            painter.fillRect(r, tint);
        }
        StatusPalette::paintHealthShape(&painter, QRectF(r.left() + 3, r.center().y() - mark / 2.0, mark, mark),
                                        c.health);
        painter.setPen(palette().color(QPalette::ButtonText));
        painter.drawText(r.adjusted(mark + 8, 0, 0, 0), Qt::AlignVCenter | Qt::AlignLeft, c.componentId);
        const bool mismatch =
            std::any_of(c.firmware.cbegin(), c.firmware.cend(), [](const FirmwareInfo &fw) { return !fw.matches(); });
        if (mismatch) {
            // Hatched, not just coloured, so it reads without colour too.
            const QRect flag(r.right() - 28, r.top(), 28, r.height());
            painter.fillRect(flag, QBrush(StatusPalette::healthColor(Health::Caution), Qt::BDiagPattern));
            painter.drawText(flag, Qt::AlignCenter, QStringLiteral("FW"));
        }
    }
}

void RackElevationView::mousePressEvent(QMouseEvent *event)
{
    const int index = slotAt(event->position().toPoint());
    if (index >= 0)
        Q_EMIT componentClicked(m_components.at(index).componentId);
}

bool RackElevationView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int index = slotAt(help->pos());
        if (index < 0) {
            QToolTip::hideText();
            return true;
        }
        const RackComponentInfo &c = m_components.at(index);
        QStringList lines {
            tr("%1 (%2): %3")
                .arg(c.componentId, RackComponentsModel::kindName(c.kind), HealthLevels::displayName(c.health)),
            c.status};
        for (const FirmwareInfo &fw : c.firmware) {
            lines << (fw.matches() ? tr("%1 %2").arg(fw.component, fw.actual)
                                   : tr("%1 %2, expected %3").arg(fw.component, fw.actual, fw.expected));
        }
        QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace rackops
