#include "fabricmapview.h"

#include "fabricmapmodel.h"
#include "statuspalette.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>

namespace rackops {

namespace {
QColor stateColor(FabricLinkState state)
{
    switch (state) {
    case FabricLinkState::Up: return StatusPalette::healthColor(Health::Ok);
    case FabricLinkState::Degraded: return StatusPalette::healthColor(Health::Caution);
    case FabricLinkState::Flapping: return QColor(0xf0, 0x88, 0x3e);
    case FabricLinkState::Down: return StatusPalette::healthColor(Health::Critical);
    case FabricLinkState::Unknown: break;
    }
    return StatusPalette::healthColor(Health::Unknown);
}

constexpr int kStates = 5;
} // namespace

FabricMapView::FabricMapView(FabricMapModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("fabricMap"));
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Fabric map"));
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        m_laidOutFor = {};
        update();
    });
}

QSize FabricMapView::sizeHint() const
{
    return {900, 560};
}

QSize FabricMapView::minimumSizeHint() const
{
    return {320, 200};
}

int FabricMapView::rows() const
{
    return m_model->planes() + int(m_model->rackIds().size());
}

void FabricMapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_laidOutFor = {};
}

void FabricMapView::ensureLayout() const
{
    if (m_laidOutFor != size())
        const_cast<FabricMapView *>(this)->relayout();
}

void FabricMapView::relayout()
{
    Layout l;
    const QFontMetrics fm = fontMetrics();
    l.labelWidth = fm.horizontalAdvance(QStringLiteral("Leaf\u2013spine P8")) + 12;
    l.headerHeight = fm.height() * 2 + 6;
    l.planeGap = 8;
    const int planes = std::max(1, m_model->planes());
    const int rails = std::max(1, m_model->rails());
    const int columns = planes * rails;
    const int width = std::max(0, this->width() - l.labelWidth - (planes - 1) * l.planeGap - 4);
    l.cellWidth = std::max(4, width / columns);
    const int available = std::max(0, height() - l.headerHeight - 4);
    l.rowHeight = std::clamp(rows() > 0 ? available / rows() : 12, 4, 24);
    const int perCell = std::max(1, m_model->portsPerCell());
    // As many marks per line as fit, and as many lines as the ports need; marks of 2..8 px.
    for (l.mark = 8; l.mark > 2; --l.mark) {
        const int perRow = std::max(1, (l.cellWidth - 3) / (l.mark + 1));
        const int lines = (perCell + perRow - 1) / perRow;
        if (lines * (l.mark + 1) <= l.rowHeight - 2)
            break;
    }
    l.perRow = std::max(1, (l.cellWidth - 3) / (l.mark + 1));
    l.grid =
        QRect(l.labelWidth, l.headerHeight, columns * l.cellWidth + (planes - 1) * l.planeGap, rows() * l.rowHeight);
    m_layout = l;
    m_laidOutFor = size();

    // Each plane's spine links spread over its row.
    m_spineRects.clear();
    m_spineLinks.clear();
    for (int p = 0; p < m_model->planes(); ++p) {
        const std::vector<int> &links = m_model->spineLinks(p);
        const QRect row = cellRect(p, p, 0).united(cellRect(p, p, rails - 1));
        const int n = int(links.size());
        const int side = n > 0 ? std::clamp((row.width() - 2) / n - 1, 2, l.rowHeight - 3) : 0;
        for (int i = 0; i < n; ++i) {
            m_spineRects.emplace_back(row.left() + 2 + i * (side + 1), row.top() + (row.height() - side) / 2, side,
                                      side);
            m_spineLinks.push_back(links[std::size_t(i)]);
        }
    }
}

QRect FabricMapView::cellRect(int row, int plane, int rail) const
{
    const Layout &l = m_layout;
    const int x = l.grid.left() + (plane * m_model->rails() + rail) * l.cellWidth + plane * l.planeGap;
    return {x, l.grid.top() + row * l.rowHeight, l.cellWidth, l.rowHeight};
}

QRect FabricMapView::markRect(int row, int plane, int rail, int slot) const
{
    const QRect cell = cellRect(row, plane, rail);
    const int step = m_layout.mark + 1;
    return {cell.left() + 2 + (slot % m_layout.perRow) * step, cell.top() + 1 + (slot / m_layout.perRow) * step,
            m_layout.mark, m_layout.mark};
}

void FabricMapView::paintEvent(QPaintEvent *)
{
    ensureLayout();
    QPainter p(this);
    const QPalette &pal = palette();
    p.fillRect(rect(), pal.base());
    const int planes = m_model->planes();
    const int rails = m_model->rails();
    if (planes == 0 || m_model->rackIds().isEmpty()) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No fabric reported for this cluster."));
        return;
    }
    const Layout &l = m_layout;
    const QFontMetrics fm = fontMetrics();
    // Header: plane over its rails.
    p.setPen(pal.color(QPalette::Text));
    for (int plane = 0; plane < planes; ++plane) {
        const QRect first = cellRect(0, plane, 0);
        const QRect last = cellRect(0, plane, rails - 1);
        const QRect group(first.left(), 2, last.right() - first.left(), fm.height());
        p.drawText(group, Qt::AlignCenter, tr("Plane %1").arg(plane + 1));
        for (int rail = 0; rail < rails; ++rail) {
            const QRect c = cellRect(0, plane, rail);
            p.drawText(QRect(c.left(), 2 + fm.height(), c.width(), fm.height()), Qt::AlignCenter,
                       c.width() >= fm.horizontalAdvance(QStringLiteral("R88")) ? tr("R%1", "rail, short").arg(rail + 1)
                                                                                : QString::number(rail + 1));
        }
    }
    // Row labels and stripes; a 32-rack cluster's rows are short: the labels get a font that fits.
    const QColor stripe = pal.color(QPalette::AlternateBase);
    QFont labelFont = font();
    if (l.rowHeight < fm.height())
        labelFont.setPixelSize(std::max(8, l.rowHeight));
    p.setFont(labelFont);
    const QFontMetrics labelMetrics(labelFont);
    // Rows shorter than the label's text: every n-th rack is named (ids elided at the left: their ends differ).
    const int every = std::max(1, (labelMetrics.height() + l.rowHeight - 1) / std::max(1, l.rowHeight));
    for (int row = 0; row < rows(); ++row) {
        const QRect label(0, l.grid.top() + row * l.rowHeight, l.labelWidth - 6, l.rowHeight);
        if (row % 2 == 1)
            p.fillRect(QRect(0, label.top(), l.grid.right(), l.rowHeight), stripe);
        const QString text =
            row < planes ? tr("Leaf\u2013spine P%1").arg(row + 1) : m_model->rackIds().at(row - planes);
        const bool named = row < planes ? every == 1 || row == 0 : (row - planes) % every == 0;
        if (named) {
            const QRect room(label.left(), label.center().y() - labelMetrics.height() / 2, label.width(),
                             labelMetrics.height());
            p.drawText(room, Qt::AlignRight | Qt::AlignVCenter,
                       labelMetrics.elidedText(text, Qt::ElideLeft, room.width()));
        }
    }
    p.setFont(font());
    // Ports, grouped by state: one brush change per state, not per port.
    std::array<std::vector<QRect>, kStates> byState;
    for (auto &v : byState)
        v.reserve(m_model->ports().size());
    for (const FabricMapModel::Port &port : m_model->ports())
        byState[std::size_t(port.state)].push_back(markRect(planes + port.rack, port.plane, port.rail, port.slot));
    for (std::size_t i = 0; i < m_spineRects.size(); ++i)
        byState[std::size_t(m_model->links().at(m_spineLinks[i]).state)].push_back(m_spineRects[i]);
    p.setPen(Qt::NoPen);
    for (int s = 0; s < kStates; ++s) {
        const auto state = FabricLinkState(s);
        const std::vector<QRect> &rects = byState[std::size_t(s)];
        if (rects.empty())
            continue;
        const QColor colour = stateColor(state);
        switch (state) {
        case FabricLinkState::Up:
        case FabricLinkState::Unknown:
            for (const QRect &r : rects)
                p.fillRect(r, colour);
            break;
        case FabricLinkState::Degraded: // lower half filled
            p.setPen(colour);
            for (const QRect &r : rects) {
                p.drawRect(r.adjusted(0, 0, -1, -1));
                p.fillRect(r.adjusted(0, r.height() / 2, 0, 0), colour);
            }
            p.setPen(Qt::NoPen);
            break;
        case FabricLinkState::Flapping: // hatched, with a heavier outline
            p.setPen(QPen(colour, 1));
            p.setBrush(QBrush(colour, Qt::BDiagPattern));
            for (const QRect &r : rects)
                p.drawRect(r.adjusted(0, 0, -1, -1));
            p.setBrush(Qt::NoBrush);
            p.setPen(Qt::NoPen);
            break;
        case FabricLinkState::Down: // empty with a cross
            p.setPen(QPen(colour, 1));
            for (const QRect &r : rects) {
                p.drawRect(r.adjusted(0, 0, -1, -1));
                p.drawLine(r.topLeft(), r.bottomRight());
                p.drawLine(r.topRight(), r.bottomLeft());
            }
            p.setPen(Qt::NoPen);
            break;
        }
    }
    // A frame in the state's colour around cells that hold a port that is not up, dotted so it
    // reads without colour: findable at a glance among 4,600 marks.
    p.setBrush(Qt::NoBrush);
    for (const FabricMapModel::Port &port : m_model->ports()) {
        if (port.state == FabricLinkState::Up)
            continue;
        p.setPen(QPen(stateColor(port.state), 1, Qt::DotLine));
        p.drawRect(cellRect(planes + port.rack, port.plane, port.rail).adjusted(0, 0, -1, -1));
    }
    for (std::size_t i = 0; i < m_spineRects.size(); ++i) {
        const FabricLinkState state = m_model->links().at(m_spineLinks[i]).state;
        if (state != FabricLinkState::Up) {
            p.setPen(QPen(stateColor(state), 1, Qt::DotLine));
            p.drawRect(m_spineRects[i].adjusted(-2, -2, 1, 1));
        }
    }
    if (hasFocus()) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 1));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

int FabricMapView::linkAt(const QPoint &pos) const
{
    ensureLayout();
    const int planes = m_model->planes();
    for (std::size_t i = 0; i < m_spineRects.size(); ++i) {
        if (m_spineRects[i].adjusted(-1, -1, 1, 1).contains(pos))
            return m_spineLinks[i];
    }
    if (!m_layout.grid.contains(pos))
        return -1;
    for (const FabricMapModel::Port &port : m_model->ports()) {
        if (markRect(planes + port.rack, port.plane, port.rail, port.slot).adjusted(0, 0, 1, 1).contains(pos))
            return port.link;
    }
    return -1;
}

QString FabricMapView::rackAt(const QPoint &pos) const
{
    ensureLayout();
    if (pos.x() >= m_layout.labelWidth || m_layout.rowHeight <= 0)
        return {};
    const int row = (pos.y() - m_layout.grid.top()) / m_layout.rowHeight - m_model->planes();
    if (pos.y() < m_layout.grid.top() || row < 0 || row >= m_model->rackIds().size())
        return {};
    return m_model->rackIds().at(row);
}

void FabricMapView::mousePressEvent(QMouseEvent *event)
{
    const QString rackId = rackAt(event->position().toPoint());
    if (!rackId.isEmpty())
        Q_EMIT rackActivated(rackId);
    QWidget::mousePressEvent(event);
}

bool FabricMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int link = linkAt(help->pos());
        if (link >= 0)
            QToolTip::showText(help->globalPos(), FabricMapModel::linkText(m_model->links().at(link)), this);
        else if (const QString rackId = rackAt(help->pos()); !rackId.isEmpty())
            QToolTip::showText(help->globalPos(), tr("Click to show rack %1").arg(rackId), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace rackops
