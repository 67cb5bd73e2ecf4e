#include "replicationview.h"

#include "timestamptext.h"

#include "coolingchart.h"
#include "decimator.h"
#include "headerfit.h"
#include "quantityformat.h"
#include "regionlagmatrixmodel.h"
#include "replicationmodel.h"
#include "slobardelegate.h"
#include "statuspalette.h"

#include <QButtonGroup>
#include <QDateTime>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rackops {

namespace {
constexpr int kRowHeight = 26;
constexpr int kTransitions = 50;
constexpr qsizetype kMaxLive = 20'000;
constexpr double kMinute = 60'000.0;

enum RegionColumn { RegionName, CacheHit, Reads, ArchiveBytes, Archived24h, Restored24h, RegionColumns };
enum TransitionColumn { When, Change, TransitionRegion, Bucket, ObjectKey, Size, By, TransitionColumns };

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

void prepareTable(QTableView *table)
{
    table->verticalHeader()->setDefaultSectionSize(kRowHeight);
    table->setWordWrap(false);
    table->setAlternatingRowColors(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
}
} // namespace

ReplicationView::ReplicationView(ReplicationModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_sorted(new QSortFilterProxyModel(this))
    , m_matrixModel(new RegionLagMatrixModel(model, this))
    , m_redraw(new QTimer(this))
    , m_archiveTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("replicationView"));
    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("replicationBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText);

    // Every pair, worst first: SLO state, then lag as a share of the SLO.
    m_sorted->setSourceModel(model);
    m_sorted->setSortRole(ReplicationModel::SortRole);
    m_sorted->setDynamicSortFilter(true);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("replicationPairs"));
    m_table->setModel(m_sorted);
    prepareTable(m_table);
    m_table->verticalHeader()->hide();
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ReplicationModel::LagColumn, Qt::DescendingOrder);
    m_table->setItemDelegateForColumn(ReplicationModel::LagColumn, new SloBarDelegate(m_table));
    HeaderFit::apply(m_table->horizontalHeader(), {140, 165, 250, 105, 115, 95, 105, 115});
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    showPair(current.data(ReplicationModel::PairKeyRole).toString());
            });

    m_matrix = new QTableView(this);
    m_matrix->setObjectName(QStringLiteral("replicationMatrix"));
    m_matrix->setModel(m_matrixModel);
    prepareTable(m_matrix);
    m_matrix->setAlternatingRowColors(false);
    m_matrix->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_matrix->setItemDelegate(new SloBarDelegate(m_matrix));
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_matrix->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_matrix->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_matrix->horizontalHeader()->setMinimumSectionSize(60);
    m_matrix->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_matrix->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    connect(m_matrix, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const int row = m_matrixModel->worstRow(index.row(), index.column());
        if (row >= 0)
            showPair(m_model->pairAt(row).key());
    });

    m_chartTitle = new QLabel(this);
    m_chartTitle->setObjectName(QStringLiteral("replicationChartTitle"));
    QFont bold = m_chartTitle->font();
    bold.setBold(true);
    m_chartTitle->setFont(bold);
    // The title has a line of its own above the range buttons and wraps rather than widening the
    // chart's side at the expense of the region tables; beside the buttons it was a word a line.
    m_chartTitle->setWordWrap(true);
    m_chartTitle->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_ranges = new QButtonGroup(this);
    auto *chartHeader = new QHBoxLayout;
    const QList<QPair<QString, Range>> ranges = {//: Time range of the replication lag chart: the last hour
                                                 {tr("1 h"), Range::Hour},
                                                 //: Time range of the replication lag chart: the last 6 hours
                                                 {tr("6 h"), Range::SixHours},
                                                 //: Time range of the replication lag chart: the last 24 hours
                                                 {tr("24 h"), Range::Day}};
    for (const auto &[label, range] : ranges) {
        auto *button = new QPushButton(label, this);
        button->setCheckable(true);
        button->setChecked(range == m_range);
        m_ranges->addButton(button, int(range));
        chartHeader->addWidget(button);
    }
    connect(m_ranges, &QButtonGroup::idClicked, this, [this](int id) { setRange(Range(id)); });
    auto *changeSlo = new QPushButton(tr("Change &SLO\u2026"), this);
    changeSlo->setObjectName(QStringLiteral("changeSlo"));
    changeSlo->setToolTip(tr("Change the replication SLO of the bucket shown in the chart"));
    chartHeader->addStretch(1);
    chartHeader->addWidget(changeSlo);
    connect(changeSlo, &QPushButton::clicked, this, [this] {
        if (!m_pairKey.isEmpty())
            Q_EMIT sloChangeWanted(m_pairKey);
    });
    m_chart = new CoolingChart(tr("Age of the oldest unreplicated object"),
                               //: Unit of the lag chart's value axis: minutes
                               tr("min"),
                               //: Legend of the lag line: age of the oldest unreplicated object
                               {{tr("Lag"), QColor(0xf0, 0x88, 0x3e), false}}, this);
    m_chart->setObjectName(QStringLiteral("replicationChart"));
    m_chart->setLimitNames(
        //: Legend of the dashed line where a pair becomes "at risk"
        tr("80 % of SLO"),
        //: Legend of the line at the replication SLO (service level objective)
        tr("SLO"));
    m_chart->setMarkers({}, QString());
    m_chart->setValueFloor(0.0); // a lag is never negative

    m_regions = new QTableWidget(0, RegionColumns, this);
    m_regions->setObjectName(QStringLiteral("replicationRegions"));
    m_regions->setHorizontalHeaderLabels({//: Column: storage region
                                          tr("Region"),
                                          //: Column: share of reads served from the local NVMe cache
                                          tr("Cache hits"),
                                          //: Column: all reads per second
                                          tr("Reads"),
                                          //: Column: size of the archive tier
                                          tr("Archive tier"),
                                          //: Column: bytes moved into the archive in the last 24 hours
                                          tr("Archived 24 h"),
                                          //: Column: bytes restored from the archive in the last 24 hours
                                          tr("Restored 24 h")});
    prepareTable(m_regions);
    m_regions->verticalHeader()->hide();
    // Each column as wide as its header or its figures, whichever is wider; the table scrolls
    // sideways where the side panel is narrow (shared out, the headers were cut to "ache hi").
    m_regions->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_regions->horizontalHeader()->setStretchLastSection(
        false); // stretched, the last one could shrink below its header
    m_transitions = new QTableWidget(0, TransitionColumns, this);
    m_transitions->setObjectName(QStringLiteral("archiveTransitions"));
    m_transitions->setHorizontalHeaderLabels({//: Column: when an object changed tier
                                              tr("When"),
                                              //: Column: archived, restored or expired
                                              tr("Change"),
                                              //: Column: storage region
                                              tr("Region"),
                                              //: Column: object storage bucket
                                              tr("Bucket"),
                                              //: Column: object key or prefix
                                              tr("Object"),
                                              //: Column: bytes moved
                                              tr("Size"),
                                              //: Column: person or lifecycle rule
                                              tr("By")});
    prepareTable(m_transitions);
    m_transitions->verticalHeader()->hide();

    // Layout: banner; the pairs on top; below, the lag chart beside the region matrix and the regions.
    auto *chartBox = new QWidget(this);
    auto *chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(m_chartTitle);
    chartLayout->addLayout(chartHeader);
    chartLayout->addWidget(m_chart, 1);
    auto *matrixBox = new QGroupBox(tr("Worst lag per region pair (from row to column)"), this);
    auto *matrixLayout = new QVBoxLayout(matrixBox);
    matrixLayout->setContentsMargins(4, 4, 4, 4);
    matrixLayout->addWidget(m_matrix);
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("replicationRegionTabs"));
    tabs->addTab(m_regions, tr("Read cache and archive tier"));
    tabs->addTab(m_transitions, tr("Archive transitions"));
    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(matrixBox);
    sideLayout->addWidget(tabs, 1);
    auto *bottom = new QSplitter(Qt::Horizontal, this);
    bottom->addWidget(chartBox);
    bottom->addWidget(side);
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);
    bottom->setSizes({1, 1}); // half and half of whatever width there is
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("replicationSplit"));
    split->addWidget(m_table);
    split->addWidget(bottom);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({kRowHeight * 9 + 8, 400}); // every pair of the demo without scrolling
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_banner);
    layout->addWidget(split, 1);

    connect(model, &ReplicationModel::updateApplied, this, &ReplicationView::modelUpdated);
    connect(model, &ReplicationModel::regionsChanged, this, &ReplicationView::refreshRegions);
    m_redraw->setInterval(500);
    connect(m_redraw, &QTimer::timeout, this, [this] {
        if (m_dirty && isVisible())
            redraw();
    });
    m_redraw->start();
    m_archiveTimer->setInterval(60'000);
    connect(m_archiveTimer, &QTimer::timeout, this, [this] {
        if (isVisible())
            Q_EMIT archiveWanted(kTransitions);
    });
    m_archiveTimer->start();
    refreshBanner();
}

qint64 ReplicationView::rangeMs(Range range)
{
    switch (range) {
    case Range::Hour: return 3'600'000;
    case Range::SixHours: return 6 * 3'600'000;
    case Range::Day: return 24 * 3'600'000;
    }
    return 3'600'000;
}

QString ReplicationView::topPair() const
{
    return m_sorted->rowCount() > 0 ? m_sorted->index(0, 0).data(ReplicationModel::PairKeyRole).toString() : QString();
}

void ReplicationView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    HeaderFit::apply(m_table->horizontalHeader()); // the header font is the one the style settled on by now
    Q_EMIT archiveWanted(kTransitions);
    requestHistory();
    markDirty();
}

void ReplicationView::markDirty()
{
    m_dirty = true;
}

void ReplicationView::modelUpdated()
{
    if (m_pairKey.isEmpty() && m_model->rowCount() > 0)
        showPair(topPair()); // start with the worst pair
    else if (!m_table->currentIndex().isValid() && m_model->rowOf(m_pairKey) >= 0)
        m_table->setCurrentIndex(
            m_sorted->mapFromSource(m_model->index(m_model->rowOf(m_pairKey), 0))); // after a reset
    if (const ReplicationPair *p = m_model->find(m_pairKey)) {
        const qint64 historyEnd = m_history.bucketCount() > 0 ? m_history.bucketTimeMs(m_history.bucketCount()) : 0;
        if (p->measuredMs > historyEnd && (m_live.isEmpty() || p->measuredMs > qint64(m_live.last().x()))) {
            m_live.append(QPointF(double(p->measuredMs), double(p->lagMs)));
            if (m_live.size() > kMaxLive)
                m_live.remove(0, m_live.size() - kMaxLive);
        }
    }
    refreshBanner();
    markDirty();
}

void ReplicationView::refreshBanner()
{
    const int breaches = m_model->breachCount();
    const int atRisk = m_model->atRiskCount();
    QString style = QStringLiteral("padding: 6px; font-weight: bold;");
    if (!m_model->hasSnapshot()) {
        m_banner->setText(tr("Waiting for replication figures from the backend\u2026"));
    } else if (breaches > 0 || atRisk > 0) {
        // Name the worst pairs (at most three), each in words a person can act on.
        const SloState shown = breaches > 0 ? SloState::Breached : SloState::AtRisk;
        QStringList worst;
        for (int row = 0; row < m_sorted->rowCount() && worst.size() < 3; ++row) {
            const ReplicationPair *p =
                m_model->find(m_sorted->index(row, 0).data(ReplicationModel::PairKeyRole).toString());
            if (p && p->sloState == shown)
                //: One pair in the banner: bucket, source, target, lag, SLO
                worst << tr("%1 %2 \u2192 %3 is %4 behind (SLO %5)")
                             .arg(p->bucket, p->source, p->target, QuantityFormat::duration(p->lagMs),
                                  QuantityFormat::duration(p->sloMs));
        }
        const Health health = breaches > 0 ? Health::Critical : Health::Caution;
        m_banner->setText(breaches > 0
                              ? tr("Replication SLO breached (%1 of %n pair(s)): %2", nullptr, m_model->rowCount())
                                    .arg(breaches)
                                    .arg(worst.join(QStringLiteral("; ")))
                              : tr("Every replication pair is within its SLO, but %1 of %2 may miss it: %3")
                                    .arg(atRisk)
                                    .arg(m_model->rowCount())
                                    .arg(worst.join(QStringLiteral("; "))));
        if (breaches > 0)
            style += QStringLiteral("background: #5c1a1a; color: #ffe2e0;");
        style += QStringLiteral("border-left: 8px solid %1;").arg(StatusPalette::healthColor(health).name());
    } else {
        m_banner->setText(tr("All %1 replication pairs are within their SLO.").arg(m_model->rowCount()));
        style += QStringLiteral("border-left: 8px solid %1;").arg(StatusPalette::healthColor(Health::Ok).name());
    }
    m_banner->setProperty("breaches", breaches);
    m_banner->setStyleSheet(style);
}

void ReplicationView::refreshRegions()
{
    const QList<StorageRegion> regions = m_model->regions();
    const QList<RegionCache> caches = m_model->caches();
    m_regions->setRowCount(int(regions.size()));
    for (int row = 0; row < regions.size(); ++row) {
        const StorageRegion &region = regions.at(row);
        auto *name = cell(region.id);
        name->setIcon(StatusPalette::healthIcon(region.health));
        name->setToolTip(region.sites.isEmpty()
                             ? region.displayName
                             : tr("%1, sites %2").arg(region.displayName, region.sites.join(QStringLiteral(", "))));
        m_regions->setItem(row, RegionName, name);
        const auto cache = std::find_if(caches.begin(), caches.end(),
                                        [&region](const RegionCache &c) { return c.region == region.id; });
        if (cache != caches.end() && cache->readBytesPerSecond > 0) {
            m_regions->setItem(row, CacheHit, cell(QuantityFormat::percent(cache->hitRate), true));
            auto *reads = cell(QuantityFormat::rate(cache->readBytesPerSecond), true);
            reads->setToolTip(tr("%1 from the local NVMe cache; cache %2 of %3 used")
                                  .arg(QuantityFormat::rate(cache->cacheReadBytesPerSecond),
                                       QuantityFormat::bytes(cache->usedBytes),
                                       QuantityFormat::bytes(cache->capacityBytes)));
            m_regions->setItem(row, Reads, reads);
        } else {
            //: Cache figures of a region that does not answer
            const QString none = cache != caches.end() ? tr("unavailable") : QStringLiteral("\u2014");
            for (int c : {int(CacheHit), int(Reads)})
                m_regions->setItem(row, c, cell(none, true));
        }
        const auto tier = std::find_if(m_archive.tiers.begin(), m_archive.tiers.end(),
                                       [&region](const ArchiveSummary::Tier &t) { return t.region == region.id; });
        if (tier != m_archive.tiers.end()) {
            auto *size = cell(QuantityFormat::bytes(tier->bytes), true);
            size->setToolTip(tr("%1 objects").arg(QLocale().toString(tier->objectCount)));
            m_regions->setItem(row, ArchiveBytes, size);
            m_regions->setItem(row, Archived24h, cell(QuantityFormat::bytes(tier->bytesArchivedLast24h), true));
            m_regions->setItem(row, Restored24h, cell(QuantityFormat::bytes(tier->bytesRestoredLast24h), true));
        }
    }
}

void ReplicationView::setArchive(const ArchiveSummary &summary)
{
    m_archive = summary;
    refreshRegions();
    const QLocale locale;
    m_transitions->setRowCount(int(summary.transitions.size()));
    for (int row = 0; row < summary.transitions.size(); ++row) {
        const ArchiveSummary::Transition &t = summary.transitions.at(row);
        QString change;
        switch (t.kind) {
        //: Archive transition: moved into the archive tier
        case ArchiveSummary::Transition::Kind::Archived: change = tr("Archived"); break;
        //: Archive transition: brought back to the hot tier
        case ArchiveSummary::Transition::Kind::Restored: change = tr("Restored"); break;
        //: Archive transition: deleted by retention
        case ArchiveSummary::Transition::Kind::Expired: change = tr("Expired"); break;
        //: Archive transition of a kind this console does not know
        case ArchiveSummary::Transition::Kind::Unknown: change = tr("Unknown"); break;
        }
        m_transitions->setItem(row, When, cell(TimestampText::timeOfDay(t.timeMs)));
        m_transitions->item(row, When)->setToolTip(TimestampText::tooltip(t.timeMs));
        m_transitions->setItem(row, Change, cell(change));
        m_transitions->setItem(row, TransitionRegion, cell(t.region));
        m_transitions->setItem(row, Bucket, cell(t.bucket));
        m_transitions->setItem(row, ObjectKey, cell(t.objectKey));
        m_transitions->setItem(row, Size, cell(QuantityFormat::bytes(t.bytes), true));
        //: Who moved an object: a lifecycle rule, marked as automatic
        auto *by = cell(t.automated ? tr("%1 (automatic)").arg(t.actor) : t.actor);
        for (int c = 0; c < TransitionColumns; ++c) {
            if (auto *item = c == By ? by : m_transitions->item(row, c))
                item->setToolTip(t.reason);
        }
        m_transitions->setItem(row, By, by);
    }
    m_transitions->resizeColumnsToContents();
}

void ReplicationView::showPair(const QString &pairKey)
{
    if (pairKey == m_pairKey)
        return;
    m_pairKey = pairKey;
    m_history = {};
    m_live.clear();
    const int sourceRow = m_model->rowOf(pairKey);
    if (sourceRow >= 0) {
        const QModelIndex index = m_sorted->mapFromSource(m_model->index(sourceRow, 0));
        if (m_table->currentIndex().row() != index.row())
            m_table->setCurrentIndex(index);
    }
    requestHistory();
    markDirty();
}

void ReplicationView::setRange(Range range)
{
    if (auto *button = m_ranges->button(int(range)))
        button->setChecked(true);
    if (range == m_range)
        return;
    m_range = range;
    m_history = {};
    requestHistory();
    markDirty();
}

void ReplicationView::reload()
{
    Q_EMIT archiveWanted(kTransitions);
    requestHistory();
}

void ReplicationView::requestHistory()
{
    const ReplicationPair *p = m_model->find(m_pairKey);
    if (!p || m_model->serverTimeMs() <= 0)
        return;
    Q_EMIT historyWanted(p->bucket, p->source, p->target, m_model->serverTimeMs() - rangeMs(m_range), 0,
                         m_chart->decimationColumns());
}

void ReplicationView::setHistory(const ReplicationHistory &history)
{
    if (history.key() != m_pairKey)
        return; // an answer for a pair no longer shown
    m_history = history;
    const qint64 end = history.bucketTimeMs(history.bucketCount());
    m_live.erase(std::remove_if(m_live.begin(), m_live.end(), [end](const QPointF &p) { return p.x() <= double(end); }),
                 m_live.end());
    markDirty();
}

void ReplicationView::redrawNow()
{
    redraw();
}

void ReplicationView::redraw()
{
    m_dirty = false;
    const ReplicationPair *p = m_model->find(m_pairKey);
    if (!p) {
        m_chartTitle->setText(tr("Select a pair to see its lag over time."));
        return;
    }
    const qint64 now = std::max(m_model->serverTimeMs(), p->measuredMs);
    const qint64 from = now - rangeMs(m_range);
    const qint64 slo = p->sloMs > 0 ? p->sloMs : m_history.sloMs;
    m_chartTitle->setText(
        tr("Lag of %1, %2 \u2192 %3 (SLO %4), as of %5")
            .arg(p->bucket, p->source, p->target, QuantityFormat::duration(slo), TimestampText::timeOfDay(now)));
    QList<qint64> times;
    QList<float> mins;
    QList<float> maxs;
    for (qsizetype i = 0; i < m_history.bucketCount() && i < m_history.lagMaxSeconds.size(); ++i) {
        times.append(m_history.bucketTimeMs(i));
        mins.append(float(m_history.lagMinSeconds.value(i, NAN) / 60.0));
        maxs.append(float(m_history.lagMaxSeconds.at(i) / 60.0));
    }
    QList<QPointF> points = Decimator::minMaxBuckets(times, mins, maxs, m_chart->decimationColumns());
    for (const QPointF &live : std::as_const(m_live)) {
        if (live.x() >= double(from))
            points.append(QPointF(live.x(), live.y() / kMinute));
    }
    m_chart->setTimeRange(from, now);
    m_chart->setPoints(0, points);
    CoolingLimits limits;
    limits.cautionHigh = float(double(slo) * 0.8 / kMinute);
    limits.criticalHigh = float(double(slo) / kMinute);
    m_chart->setLimits(limits);
    QList<QPair<qint64, qint64>> spans;
    for (const auto &b : std::as_const(m_history.breaches))
        spans.append({b.startMs, b.endMs});
    const bool open = !spans.isEmpty() && spans.last().second == 0;
    if (p->sloState == SloState::Breached && p->breachedSinceMs > 0 && !open)
        spans.append({p->breachedSinceMs, 0});
    //: Legend of the shaded times the lag was over the SLO
    m_chart->setShadedSpans(spans, tr("SLO breached"));
}

} // namespace rackops
