#include "coolingview.h"

#include "timestamptext.h"

#include "coolingchart.h"
#include "coolingstore.h"
#include "rackleak.h"
#include "coolingstalebanner.h"
#include "statuspalette.h"
#include "rackkeys.h"

#include <QButtonGroup>
#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace rackops {

namespace {
using R = CoolingReading;

struct ChartSpec {
    const char *title;
    const char *unit;
    QList<R> readings;
    QList<QColor> colors;
    R limitsOf;
    bool hasLimits;
};

const QColor kBlue(0x58, 0xa6, 0xff);
const QColor kOrange(0xf0, 0x88, 0x3e);
const QColor kGreen(0x3f, 0xb9, 0x50);
const QColor kViolet(0xbc, 0x8c, 0xff);
const QList<QColor> kCompareColors = {QColor(0xe3, 0xb3, 0x41), QColor(0x39, 0xc5, 0xcf), QColor(0xff, 0x7b, 0xb5)};
} // namespace

CoolingView::CoolingView(QWidget *parent)
    : QWidget(parent)
    , m_redraw(new QTimer(this))
{
    setObjectName(QStringLiteral("coolingView"));
    m_title = new QLabel(tr("Select a rack to see its cooling."), this);
    m_title->setObjectName(QStringLiteral("coolingTitle"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_current = new QLabel(this);
    m_current->setObjectName(QStringLiteral("coolingNow"));
    m_leaks = new QLabel(this);
    m_leaks->setObjectName(QStringLiteral("coolingLeaks"));
    m_leaks->setWordWrap(true);
    m_stale = new CoolingStaleBanner(this);

    m_ranges = new QButtonGroup(this);
    auto *rangeRow = new QHBoxLayout;
    const QList<QPair<QString, Range>> ranges = {{tr("&Live 15 min"), Range::Live15Min},
                                                 {tr("&1 h"), Range::Hour},
                                                 {tr("&6 h"), Range::SixHours},
                                                 {tr("2&4 h"), Range::Day}};
    for (const auto &[label, range] : ranges) {
        auto *button = new QPushButton(label, this);
        button->setCheckable(true);
        button->setChecked(range == m_range);
        m_ranges->addButton(button, int(range));
        rangeRow->addWidget(button);
    }
    connect(m_ranges, &QButtonGroup::idClicked, this, [this](int id) { setRange(Range(id)); });
    m_compare = new QLineEdit(this);
    m_compare->setObjectName(QStringLiteral("compareRacks"));
    m_compare->setPlaceholderText(tr("Compare with racks (up to 3, comma separated)"));
    m_compare->setAccessibleName(tr("Racks to compare"));
    connect(m_compare, &QLineEdit::editingFinished, this, [this] {
        QStringList ids;
        for (const QString &part : m_compare->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
            ids << part.trimmed();
        setCompared(ids);
    });
    rangeRow->addSpacing(12);
    rangeRow->addWidget(m_compare, 1);
    auto *resetZoom = new QPushButton(tr("Reset &zoom"), this);
    connect(resetZoom, &QPushButton::clicked, this, [this] {
        m_zoomFrom = m_zoomTo = 0;
        redrawNow();
    });
    rangeRow->addWidget(resetZoom);

    const QList<ChartSpec> specs = {
        {QT_TR_NOOP("Coolant temperature"),
         "\u00b0C",
         {R::SupplyTemperature, R::ReturnTemperature},
         {kBlue, kOrange},
         R::ReturnTemperature,
         true},
        {QT_TR_NOOP("Delta-T (return - supply)"), "K", {R::DeltaTemperature}, {kOrange}, R::DeltaTemperature, true},
        {QT_TR_NOOP("Flow"), "L/min", {R::Flow}, {kBlue}, R::Flow, true},
        {QT_TR_NOOP("Pressure"),
         "kPa",
         {R::SupplyPressure, R::ReturnPressure, R::DeltaPressure},
         {kBlue, kOrange, kViolet},
         R::DeltaPressure,
         true},
        {QT_TR_NOOP("Valve and pump"),
         "%",
         {R::ValvePosition, R::PumpSpeed},
         {kGreen, kViolet},
         R::ValvePosition,
         false},
        {QT_TR_NOOP("Rack power and heat removed"),
         "kW",
         {R::RackPower, R::HeatRemoved},
         {kOrange, kBlue},
         R::RackPower,
         false},
    };
    static const QHash<int, QString> names = {
        {int(R::SupplyTemperature), tr("Supply")}, {int(R::ReturnTemperature), tr("Return")},
        {int(R::DeltaTemperature), tr("Delta-T")}, {int(R::Flow), tr("Flow")},
        {int(R::SupplyPressure), tr("Supply")},    {int(R::ReturnPressure), tr("Return")},
        {int(R::DeltaPressure), tr("Delta-P")},    {int(R::ValvePosition), tr("Valve")},
        {int(R::PumpSpeed), tr("Pump")},           {int(R::RackPower), tr("Power")},
        {int(R::HeatRemoved), tr("Heat removed")}};

    auto *chartsHost = new QWidget(this);
    auto *chartsLayout = new QVBoxLayout(chartsHost);
    chartsLayout->setContentsMargins(0, 0, 0, 0);
    for (const ChartSpec &spec : specs) {
        QList<CoolingChart::Line> lines;
        for (qsizetype i = 0; i < spec.readings.size(); ++i)
            lines.append({names.value(int(spec.readings.at(i))), spec.colors.at(i), false});
        for (int c = 0; c < kMaxCompared; ++c)
            lines.append({QString(), kCompareColors.at(c), true});
        auto *chart = new CoolingChart(tr(spec.title), QString::fromUtf8(spec.unit), lines, chartsHost);
        QList<int> readingIds;
        for (R reading : spec.readings)
            readingIds << int(reading);
        chart->setProperty("readings", QVariant::fromValue(readingIds));
        chart->setProperty("limitsOf", int(spec.limitsOf));
        chart->setProperty("hasLimits", spec.hasLimits);
        for (int c = 0; c < kMaxCompared; ++c)
            chart->setLine(int(spec.readings.size()) + c, QString(), false);
        connect(chart, &CoolingChart::timeRangeZoomed, this, [this](qint64 from, qint64 to) {
            m_zoomFrom = from;
            m_zoomTo = to;
            markDirty();
        });
        chartsLayout->addWidget(chart);
        m_charts.append(chart);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(chartsHost);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_current);
    layout->addWidget(m_leaks);
    layout->addWidget(m_stale);
    layout->addLayout(rangeRow);
    layout->addWidget(scroll, 1);

    m_redraw->setInterval(500);
    connect(m_redraw, &QTimer::timeout, this, [this] {
        if (m_dirty && isVisible())
            redraw();
    });
    m_redraw->start();
}

qint64 CoolingView::rangeMs(Range range)
{
    switch (range) {
    case Range::Live15Min: return 15 * 60'000;
    case Range::Hour: return 3'600'000;
    case Range::SixHours: return 6 * 3'600'000;
    case Range::Day: return 24 * 3'600'000;
    }
    return 3'600'000;
}

QStringList CoolingView::racks() const
{
    QStringList all;
    if (!m_rackId.isEmpty())
        all << m_rackId;
    all << m_compared;
    return all;
}

const CoolingTrace *CoolingView::trace(const QString &rackId) const
{
    const auto it = m_traces.constFind(rackId);
    return it == m_traces.cend() ? nullptr : &it.value();
}

qint64 CoolingView::nowMs() const
{
    // The backend's clock, as its newest sample tells it.
    qint64 newest = 0;
    for (const CoolingTrace &t : m_traces)
        newest = std::max(newest, t.newestMs());
    return newest > 0 ? newest : QDateTime::currentMSecsSinceEpoch();
}

void CoolingView::setAlerts(const AlertsModel *alerts)
{
    m_stale->setAlerts(alerts);
}

void CoolingView::setRack(const QString &rackId)
{
    if (rackId == m_rackId || rackId.isEmpty())
        return;
    m_rackId = rackId;
    m_compared.removeAll(rackId);
    m_zoomFrom = m_zoomTo = 0;
    m_title->setText(tr("Cooling of rack %1").arg(rackId));
    m_stale->setRacks(racks());
    Q_EMIT liveRacksChanged(racks());
    requestHistory();
    markDirty();
}

void CoolingView::setCompared(const QStringList &rackIds)
{
    QStringList ids;
    for (const QString &id : rackIds) {
        if (!id.isEmpty() && id != m_rackId && !ids.contains(id) && ids.size() < kMaxCompared)
            ids << id;
    }
    if (ids == m_compared)
        return;
    m_compared = ids;
    m_compare->setText(ids.join(QStringLiteral(", ")));
    m_stale->setRacks(racks());
    Q_EMIT liveRacksChanged(racks());
    requestHistory();
    markDirty();
}

void CoolingView::setRange(Range range)
{
    m_range = range;
    if (auto *button = m_ranges->button(int(range)))
        button->setChecked(true);
    m_zoomFrom = m_zoomTo = 0;
    requestHistory();
    markDirty();
}

void CoolingView::reload()
{
    requestHistory();
}

void CoolingView::requestHistory()
{
    const qint64 to = nowMs();
    const int points = m_charts.isEmpty() ? 1000 : std::max(200, m_charts.first()->plotWidth());
    for (const QString &id : racks())
        Q_EMIT historyWanted(id, to - rangeMs(m_range), 0, points);
}

void CoolingView::setHistory(const CoolingHistory &history)
{
    if (!racks().contains(history.rackId))
        return;
    auto it = m_traces.find(history.rackId);
    if (it == m_traces.end())
        it = m_traces.insert(history.rackId, CoolingTrace(history.rackId));
    it->setHistory(history);
    m_stale->noteHistory(history.rackId, it->newestMs());
    markDirty();
}

void CoolingView::appendSamples(const QList<CoolingSample> &samples)
{
    const QStringList shown = racks();
    m_stale->noteSamples(samples);
    for (const CoolingSample &sample : samples) {
        // A rack never read has nothing to draw; the banner says why.
        if (!shown.contains(sample.rackId) || sample.hasNoReading())
            continue;
        auto it = m_traces.find(sample.rackId);
        if (it == m_traces.end())
            it = m_traces.insert(sample.rackId, CoolingTrace(sample.rackId));
        it->append(sample);
        markDirty();
    }
}

void CoolingView::setActions(const QString &rackId, const QList<qint64> &timesMs)
{
    if (m_actions.value(rackId) == timesMs)
        return;
    m_actions.insert(rackId, timesMs);
    markDirty();
}

void CoolingView::markDirty()
{
    m_dirty = true;
}

void CoolingView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        redraw();
}

void CoolingView::redrawNow()
{
    redraw();
}

void CoolingView::redraw()
{
    m_dirty = false;
    updateHeader();
    const CoolingTrace *primary = trace(m_rackId);
    const qint64 to = m_zoomTo > 0 ? m_zoomTo : nowMs();
    const qint64 from = m_zoomTo > 0 ? m_zoomFrom : to - rangeMs(m_range);
    for (CoolingChart *chart : std::as_const(m_charts)) {
        const QList<int> readings = chart->property("readings").value<QList<int>>();
        const int columns = chart->decimationColumns();
        chart->setTimeRange(from, to);
        for (qsizetype i = 0; i < readings.size(); ++i)
            chart->setPoints(int(i),
                             primary ? primary->points(R(readings.at(i)), from, to, columns) : QList<QPointF>());
        for (int c = 0; c < kMaxCompared; ++c) {
            const int line = int(readings.size()) + c;
            const CoolingTrace *other = c < m_compared.size() ? trace(m_compared.at(c)) : nullptr;
            chart->setLine(line, c < m_compared.size() ? m_compared.at(c) : QString(), c < m_compared.size());
            if (other)
                chart->setPoints(line, other->points(R(readings.first()), from, to, columns));
        }
        if (primary && chart->property("hasLimits").toBool()) {
            const R limitsOf = R(chart->property("limitsOf").toInt());
            chart->setLimits(primary->history().limits[size_t(limitsOf)]);
            if (limitsOf == R::ReturnTemperature) {
                // Leak events are marked on the temperature chart, at the return temperature.
                QList<QPointF> marks;
                for (const LeakEvent &e : primary->history().leakEvents) {
                    if (e.timeMs >= from && e.timeMs <= to && e.to != LeakDetectorInfo::State::Ok)
                        marks.append(
                            QPointF(double(e.timeMs), *primary->history().limits[size_t(limitsOf)].cautionHigh - 2.0));
                }
                chart->setMarkers(marks, tr("leak detector tripped"));
            } else {
                chart->setMarkers(primary->crossings(limitsOf, from, to), tr("limit crossed"));
            }
        }
        chart->setActionMarkers(m_actions.value(m_rackId), tr("operator action"));
        chart->fitValueAxis();
    }
}

void CoolingView::updateHeader()
{
    const CoolingTrace *primary = trace(m_rackId);
    if (!primary) {
        m_current->setText(m_rackId.isEmpty() ? QString() : tr("Waiting for data\u2026"));
        m_leaks->clear();
        return;
    }
    const QLocale locale;
    const QString time =
        primary->liveCount() > 0 ? TimestampText::timeOfDay(primary->newestMs(), QLocale::LongFormat) : QString();
    m_current->setText(time.isEmpty() ? tr("History loaded; waiting for live samples\u2026")
                                      : tr("Live at %1").arg(time));
    m_leaks->setText(leakText());
}

void CoolingView::setCoolingStore(const CoolingStore *store)
{
    m_store = store;
    connect(store, &CoolingStore::samplesApplied, this, [this](const QList<int> &rackKeys) {
        if (!m_rackId.isEmpty() && rackKeys.contains(RackKeys::find(m_rackId)))
            m_leaks->setText(leakText());
    });
    m_leaks->setText(leakText());
}

QString CoolingView::leakText() const
{
    const CoolingTrace *primary = trace(m_rackId);
    const CoolingSample *newest = primary ? primary->newestSample() : nullptr;
    // The store's sample is the one truth (the board says LEAK from it); the rack's own watch,
    // which lists every detector, only says how many are dry when the store says none is wet.
    if (m_store && !m_rackId.isEmpty()) {
        const CoolingSample *shared = m_store->latest(m_rackId);
        if (!shared)
            return newest ? tr("Leak detectors: waiting for the fleet's cooling data.") : QString();
        if (shared->hasNoReading())
            return tr("Leak detectors: not read yet."); // never "all dry" without a reading
        if (!RackLeak::of(shared).isWet()) {
            const int detectors = newest ? int(newest->leakDetectors.size()) : 0;
            return detectors > 0 ? tr("Leak detectors: all %1 dry.").arg(detectors) : tr("Leak detectors: all dry.");
        }
        newest = shared;
    }
    if (!newest)
        return QString();
    // Name the detectors that are not dry.
    QStringList wet;
    int dry = 0;
    for (const LeakDetectorInfo &d : newest->leakDetectors) {
        switch (d.state) {
        case LeakDetectorInfo::State::Ok: ++dry; break;
        case LeakDetectorInfo::State::Critical: wet << tr("%1 LEAK at %2").arg(d.id, d.location); break;
        case LeakDetectorInfo::State::Warning: wet << tr("%1 moisture at %2").arg(d.id, d.location); break;
        default: wet << tr("%1 not readable (%2)").arg(d.id, d.location); break;
        }
    }
    if (wet.isEmpty())
        return tr("Leak detectors: all %1 dry.").arg(dry);
    return tr("Leak detectors: %1").arg(wet.join(QStringLiteral("; ")));
}

} // namespace rackops
