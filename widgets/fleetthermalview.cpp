#include "fleetthermalview.h"

#include "coolingstore.h"
#include "fleetmodel.h"
#include "rackleak.h"
#include "statuspalette.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QShowEvent>
#include <QStyle>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rackops {

namespace {
constexpr int kCell = 9;
constexpr int kMinCell = 4; // still a target for the pointer, and hatching still reads
constexpr int kDefaultWidth = 1500; // before the map knows the room it is shown in
constexpr int kGap = 1;
constexpr int kBlockGap = 18;
constexpr int kLabel = 16;
constexpr float kReturnCriticalC = 58.0F;
} // namespace

FleetThermalMap::FleetThermalMap(FleetModel *fleet, CoolingStore *store, QWidget *parent)
    : QWidget(parent)
    , m_fleet(fleet)
    , m_store(store)
    , m_repaint(new QTimer(this))
{
    setObjectName(QStringLiteral("thermalMap"));
    setAccessibleName(tr("Fleet thermal map"));
    setMouseTracking(true);
    connect(m_fleet, &FleetModel::modelReset, this, &FleetThermalMap::fleetShapeChanged);
    connect(m_fleet, &FleetModel::rowsInserted, this, &FleetThermalMap::fleetShapeChanged);
    connect(m_fleet, &FleetModel::rowsRemoved, this, &FleetThermalMap::fleetShapeChanged);
    // Telemetry arrives in batches; repaint at most once a second, and not while hidden.
    connect(m_store, &CoolingStore::samplesApplied, this, [this] { m_dirty = true; });
    // A leak coming or going shows at once, with the board and the banner, not at the next repaint.
    connect(m_store, &CoolingStore::criticalLeaksChanged, this, [this] {
        if (isVisible())
            update();
    });
    m_repaint->setInterval(1000);
    connect(m_repaint, &QTimer::timeout, this, [this] {
        if (m_dirty && isVisible()) {
            m_dirty = false;
            update();
        }
    });
    m_repaint->start();
    relayout();
}

// Laid out when next shown or asked, once for a burst of changes: at 100,000 racks a layout is
// 130 ms of the GUI thread, which the hidden map spent after each snapshot and each rack added,
// before the board's first frame.
void FleetThermalMap::fleetShapeChanged()
{
    m_shapeStale = true;
    if (isVisible() && !m_relayoutQueued) {
        m_relayoutQueued = true;
        QTimer::singleShot(0, this, [this] {
            m_relayoutQueued = false;
            ensureLaidOut();
        });
    }
}

void FleetThermalMap::ensureLaidOut()
{
    if (m_shapeStale)
        relayout();
}

void FleetThermalMap::showEvent(QShowEvent *event)
{
    ensureLaidOut();
    QWidget::showEvent(event);
}

void FleetThermalMap::setMetric(Metric metric)
{
    m_metric = metric;
    update();
}

QSize FleetThermalMap::sizeHint() const
{
    return m_size;
}

void FleetThermalMap::setAvailableSize(const QSize &size)
{
    if (size == m_available)
        return;
    m_available = size;
    if (!m_shapeStale)
        place();
}

void FleetThermalMap::relayout()
{
    // site -> hall -> row -> position -> rack id
    QMap<QString, QMap<QString, QMap<QString, QMap<int, QString>>>> layout;
    for (int row = 0; row < m_fleet->rowCount(); ++row) {
        const RackSummary &r = m_fleet->rackAt(row);
        layout[r.site][r.hall][r.row][r.position] = r.rackId;
    }
    m_shapeStale = false;
    m_sites.clear();
    for (auto site = layout.cbegin(); site != layout.cend(); ++site) {
        SiteShape shape;
        shape.name = site.key();
        shape.halls = int(site.value().size());
        for (const auto &hall : site.value()) {
            shape.rows += int(hall.size());
            for (const auto &row : hall)
                shape.positions = std::max(shape.positions, row.lastKey());
        }
        shape.racks = site.value();
        m_sites.append(shape);
    }
    place();
}

// Sites flow left to right and wrap at the width shown, so none is off to the side; the largest
// cells with which all of them fit the height shown too (at 1366x768 beside the rack dock two of
// six sites were off screen to the right).
void FleetThermalMap::place()
{
    const int wrapAt = m_available.width() > 0 ? m_available.width() : kDefaultWidth;
    const auto blockSize = [](const SiteShape &site, int cell) {
        return QSize(site.positions * (cell + kGap), kLabel + site.rows * (cell + kGap) + (site.halls - 1) * 4);
    };
    // The size of the whole map with cells of `cell` px.
    const auto mapSize = [&](int cell) {
        int x = 4;
        int top = 4;
        int line = 0;
        int widest = 0;
        for (const SiteShape &site : std::as_const(m_sites)) {
            const QSize block = blockSize(site, cell);
            if (x + block.width() > wrapAt && x > 4) {
                x = 4;
                top += line + kBlockGap;
                line = 0;
            }
            x += block.width() + kBlockGap;
            widest = std::max(widest, x);
            line = std::max(line, block.height());
        }
        return QSize(std::max(widest, 200), top + line + 8);
    };
    m_cell = kCell;
    while (m_cell > kMinCell && m_available.isValid() && m_available.height() > 0
           && mapSize(m_cell).height() > m_available.height())
        --m_cell;

    m_cells.clear();
    m_labels.clear();
    int x = 4;
    int blockTop = 4;
    int lineHeight = 0;
    for (const SiteShape &site : std::as_const(m_sites)) {
        const QSize block = blockSize(site, m_cell);
        if (x + block.width() > wrapAt && x > 4) {
            x = 4;
            blockTop += lineHeight + kBlockGap;
            lineHeight = 0;
        }
        m_labels.append({QRect(x, blockTop, std::max(block.width(), kBlockGap), kLabel), site.name});
        int y = blockTop + kLabel;
        for (const auto &hall : site.racks) {
            for (const auto &row : hall) {
                for (auto pos = row.cbegin(); pos != row.cend(); ++pos)
                    m_cells.insert(pos.value(), QRect(x + (pos.key() - 1) * (m_cell + kGap), y, m_cell, m_cell));
                y += m_cell + kGap;
            }
            y += 4;
        }
        x += block.width() + kBlockGap;
        lineHeight = std::max(lineHeight, block.height());
    }
    m_size = mapSize(m_cell);
    setMinimumSize(m_size);
    resize(m_size);
    updateGeometry();
    update();
}

float FleetThermalMap::value(const QString &rackId) const
{
    const CoolingSample *s = m_store->latest(rackId);
    if (!s)
        return NAN;
    switch (m_metric) {
    case Metric::DeltaT: return s->value(CoolingReading::DeltaTemperature);
    case Metric::SupplyTemperature: return s->value(CoolingReading::SupplyTemperature);
    case Metric::Headroom: return kReturnCriticalC - s->value(CoolingReading::ReturnTemperature);
    case Metric::Power: return s->value(CoolingReading::RackPower);
    }
    return NAN;
}

QPair<float, float> FleetThermalMap::range() const
{
    switch (m_metric) {
    case Metric::DeltaT: return {0.0F, 20.0F};
    case Metric::SupplyTemperature: return {25.0F, 45.0F};
    case Metric::Headroom: return {30.0F, 0.0F}; // little headroom is hot
    case Metric::Power: return {0.0F, 140.0F};
    }
    return {0.0F, 1.0F};
}

QColor FleetThermalMap::colorFor(float t)
{
    // Cool blue -> teal -> yellow -> red; readable on the dark theme.
    t = std::clamp(t, 0.0F, 1.0F);
    const QColor stops[] = {QColor(0x2b, 0x5c, 0xb8), QColor(0x2a, 0xa1, 0x98), QColor(0xe3, 0xc0, 0x2b),
                            QColor(0xe0, 0x3c, 0x31)};
    const float scaled = t * 3.0F;
    const int i = std::min(2, int(scaled));
    const float f = scaled - float(i);
    const QColor &a = stops[i];
    const QColor &b = stops[i + 1];
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * f, a.greenF() + (b.greenF() - a.greenF()) * f,
                            a.blueF() + (b.blueF() - a.blueF()) * f);
}

void FleetThermalMap::paintEvent(QPaintEvent *event)
{
    ensureLaidOut(); // painted while hidden: grab()
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Base));
    painter.setPen(palette().color(QPalette::Text));
    for (const auto &[rect, text] : std::as_const(m_labels))
        painter.drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, text);
    const auto [lo, hi] = range();
    const QBrush noData(palette().color(QPalette::Mid), Qt::BDiagPattern);
    for (auto it = m_cells.cbegin(); it != m_cells.cend(); ++it) {
        const QRect &cell = it.value();
        if (!event->rect().intersects(cell))
            continue;
        const CoolingSample *s = m_store->latest(it.key());
        const float v = value(it.key());
        if (std::isnan(v))
            painter.fillRect(cell, noData);
        else
            painter.fillRect(cell, colorFor((v - lo) / (hi - lo)));
        // The leak from the one source the board and the banner read (RackLeak), marked apart
        // from other critical readings: a leaking rack at standby power is not hot, and its
        // colour alone said nothing.
        const RackLeak leak = RackLeak::of(s);
        if (leak.isWet()) {
            const QColor ring = leak.isLeak() ? leakColor() : StatusPalette::healthColor(Health::Caution);
            painter.setPen(QPen(ring, 2.0));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell.adjusted(-1, -1, 1, 1));
            painter.setPen(Qt::NoPen);
            painter.setBrush(ring);
            painter.drawEllipse(QRectF(cell).center(), 2.0, 2.0);
            painter.setBrush(Qt::NoBrush);
        } else if (s && !std::isnan(v) && s->health == Health::Critical) {
            // A cross, not just red: critical reads without colour.
            painter.setPen(QPen(Qt::white, 1.5));
            painter.drawLine(cell.topLeft(), cell.bottomRight());
            painter.drawLine(cell.topRight(), cell.bottomLeft());
        }
    }
}

QColor FleetThermalMap::leakColor()
{
    // Water: a blue no reading on the scale uses, bright on the dark theme.
    return QColor(0x3d, 0xd6, 0xff);
}

QString FleetThermalMap::rackAt(const QPoint &point)
{
    ensureLaidOut();
    for (auto it = m_cells.cbegin(); it != m_cells.cend(); ++it) {
        if (it.value().adjusted(0, 0, kGap, kGap).contains(point))
            return it.key();
    }
    return QString();
}

QPoint FleetThermalMap::cellCenter(const QString &rackId)
{
    ensureLaidOut();
    return m_cells.value(rackId).center();
}

void FleetThermalMap::mousePressEvent(QMouseEvent *event)
{
    const QString rack = rackAt(event->position().toPoint());
    if (!rack.isEmpty())
        Q_EMIT rackActivated(rack);
}

bool FleetThermalMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString rack = rackAt(help->pos());
        const CoolingSample *s = rack.isEmpty() ? nullptr : m_store->latest(rack);
        if (!s) {
            QToolTip::showText(help->globalPos(), rack.isEmpty() ? QString() : tr("%1: no cooling data").arg(rack),
                               this);
            return true;
        }
        const QLocale l;
        QString text = tr("%1\nSupply %2 °C, return %3 °C, ΔT %4 K\nFlow %5 L/min, power %6 kW")
                           .arg(rack, l.toString(s->value(CoolingReading::SupplyTemperature), 'f', 1),
                                l.toString(s->value(CoolingReading::ReturnTemperature), 'f', 1),
                                l.toString(s->value(CoolingReading::DeltaTemperature), 'f', 1),
                                l.toString(s->value(CoolingReading::Flow), 'f', 0),
                                l.toString(s->value(CoolingReading::RackPower), 'f', 0));
        if (const RackLeak leak = RackLeak::of(s); leak.isWet())
            text += QLatin1Char('\n') + leak.text();
        if (!s->healthReason.isEmpty())
            text += QLatin1Char('\n') + s->healthReason;
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

FleetThermalView::FleetThermalView(FleetModel *fleet, CoolingStore *store, QWidget *parent)
    : QWidget(parent)
    , m_map(new FleetThermalMap(fleet, store, this))
{
    setObjectName(QStringLiteral("thermalView"));
    m_metric = new QComboBox(this);
    m_metric->setAccessibleName(tr("Colour the racks by"));
    m_metric->addItem(tr("Delta-T"), int(FleetThermalMap::Metric::DeltaT));
    m_metric->addItem(tr("Supply temperature"), int(FleetThermalMap::Metric::SupplyTemperature));
    m_metric->addItem(tr("Headroom to critical return temperature"), int(FleetThermalMap::Metric::Headroom));
    m_metric->addItem(tr("Rack power"), int(FleetThermalMap::Metric::Power));
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("thermalLegend"));
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Colour by:"), this));
    top->addWidget(m_metric);
    top->addSpacing(16);
    top->addWidget(m_legend, 1);
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("thermalScroll"));
    m_scroll->setWidget(m_map);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The map wraps to the room shown: it never scrolls sideways.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addWidget(m_scroll, 1);
    connect(m_metric, &QComboBox::activated, this, [this] {
        m_map->setMetric(FleetThermalMap::Metric(m_metric->currentData().toInt()));
        updateLegend();
    });
    connect(m_map, &FleetThermalMap::rackActivated, this, &FleetThermalView::rackActivated);
    updateLegend();
}

bool FleetThermalView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) {
        // Less the width of a vertical scroll bar, so that one appearing does not cover a site.
        const int bar = m_scroll->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_scroll);
        const QSize room = static_cast<QResizeEvent *>(event)->size();
        m_map->setAvailableSize(
            QSize(std::max(1, room.width() - (m_scroll->verticalScrollBar()->isVisible() ? 0 : bar)), room.height()));
    }
    return QWidget::eventFilter(watched, event);
}

void FleetThermalView::updateLegend()
{
    const auto [lo, hi] = m_map->range();
    QString stops;
    for (int i = 0; i <= 4; ++i) {
        const float v = lo + (hi - lo) * float(i) / 4.0F;
        stops += QStringLiteral("<span style='background:%1; color:black'>&nbsp;%2&nbsp;</span> ")
                     .arg(FleetThermalMap::colorFor(float(i) / 4.0F).name(), QLocale().toString(v, 'f', 0));
    }
    const QString unit = m_map->metric() == FleetThermalMap::Metric::Power ? QStringLiteral("kW")
        : m_map->metric() == FleetThermalMap::Metric::DeltaT               ? QStringLiteral("K")
                                                                           : QStringLiteral("\u00b0C");
    m_legend->setText(
        tr("%1 %2 \u2014 \u2715 critical, <span style='color:%3'>\u25a3</span> leak, "
           "<span style='color:%4'>\u25a3</span> moisture, hatched: no data")
            .arg(stops, unit, FleetThermalMap::leakColor().name(), StatusPalette::healthColor(Health::Caution).name()));
}

} // namespace rackops
