#include "rackdetailpanel.h"

#include "fleetmodel.h"
#include "healthdelegate.h"
#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "statuspalette.h"

#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace rackops {

namespace {
QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(false);
    table->horizontalHeader()->setStretchLastSection(true);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    return table;
}
} // namespace

RackDetailPanel::RackDetailPanel(FleetModel *fleet, QWidget *parent)
    : QWidget(parent)
    , m_fleet(fleet)
    , m_components(new RackComponentsModel(this))
    , m_history(new LifecycleHistoryModel(this))
{
    setObjectName(QStringLiteral("rackDetailPanel"));
    m_pages = new QStackedWidget(this);

    m_message = new QLabel(tr("Select a rack on the fleet board to see its parts and history."), m_pages);
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_pages->addWidget(m_message);

    auto *page = new QWidget(m_pages);
    m_title = new QLabel(page);
    m_title->setObjectName(QStringLiteral("rackTitle"));
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_location = new QLabel(page);
    m_stage = new QLabel(page);
    m_stage->setObjectName(QStringLiteral("rackStage"));
    m_health = new QLabel(page);
    m_health->setObjectName(QStringLiteral("rackHealth"));
    m_health->setWordWrap(true);
    m_step = new QLabel(page);
    m_step->setWordWrap(true);
    m_progress = new QProgressBar(page);
    m_progress->setRange(0, 100);

    auto *form = new QFormLayout;
    form->addRow(tr("Location:"), m_location);
    form->addRow(tr("Stage:"), m_stage);
    form->addRow(tr("Health:"), m_health);
    form->addRow(tr("Step:"), m_step);
    form->addRow(QString(), m_progress);

    m_componentTable = makeTable(m_components, page);
    m_componentTable->setObjectName(QStringLiteral("componentTable"));
    m_componentTable->setItemDelegateForColumn(RackComponentsModel::HealthColumn,
                                               new HealthDelegate(RackComponentsModel::HealthRole, m_componentTable));
    m_componentTable->setAccessibleName(tr("Parts of the rack"));
    m_historyTable = makeTable(m_history, page);
    m_historyTable->setObjectName(QStringLiteral("historyTable"));
    m_historyTable->setAccessibleName(tr("Lifecycle history of the rack"));
    auto *tabs = new QTabWidget(page);
    tabs->addTab(m_componentTable, tr("Parts"));
    tabs->addTab(m_historyTable, tr("History"));

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addWidget(tabs, 1);
    m_pages->addWidget(page);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);

    // A rack that changes often (progress) must not refetch its detail each time.
    m_refetch = new QTimer(this);
    m_refetch->setSingleShot(true);
    m_refetch->setInterval(2000);
    connect(m_refetch, &QTimer::timeout, this, [this] {
        if (!m_rackId.isEmpty())
            emit detailWanted(m_rackId);
    });
    connect(m_fleet, &FleetModel::dataChanged, this, &RackDetailPanel::onFleetChanged);
    connect(m_fleet, &FleetModel::modelReset, this, &RackDetailPanel::refreshSummary);
}

void RackDetailPanel::showRack(const QString &rackId)
{
    if (rackId == m_rackId)
        return;
    m_rackId = rackId;
    m_detailRevision = -1;
    m_components->setComponents({});
    m_history->setHistory({});
    if (rackId.isEmpty()) {
        m_pages->setCurrentIndex(0);
        return;
    }
    refreshSummary();
    emit detailWanted(rackId);
}

void RackDetailPanel::showDetail(const RackDetail &detail)
{
    if (detail.summary.rackId != m_rackId)
        return;  // an answer for a rack no longer shown
    m_detailRevision = detail.summary.revision;
    m_components->setComponents(detail.components);
    m_history->setHistory(detail.history);
    for (int column = 0; column < RackComponentsModel::StatusColumn; ++column)
        m_componentTable->resizeColumnToContents(column);
    m_historyTable->resizeColumnToContents(LifecycleHistoryModel::EnteredColumn);
    m_historyTable->resizeColumnToContents(LifecycleHistoryModel::StageColumn);
    m_historyTable->resizeColumnToContents(LifecycleHistoryModel::ActorColumn);
}

void RackDetailPanel::showError(const QString &rackId, const QString &message)
{
    if (rackId != m_rackId)
        return;
    m_step->setText(message);
}

void RackDetailPanel::onFleetChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (m_rackId.isEmpty())
        return;
    const int row = m_fleet->rowOf(m_rackId);
    if (row < topLeft.row() || row > bottomRight.row() || topLeft.column() > FleetModel::StageColumn)
        return;
    refreshSummary();
    // Coalesce: a rack that reports progress every few seconds refetches at most every 2 s.
    if (m_detailRevision >= 0 && !m_refetch->isActive())
        m_refetch->start();
}

void RackDetailPanel::refreshSummary()
{
    const int row = m_rackId.isEmpty() ? -1 : m_fleet->rowOf(m_rackId);
    if (row < 0) {
        if (!m_rackId.isEmpty()) {
            m_message->setText(tr("Rack %1 is not in the fleet (any more).").arg(m_rackId));
            m_pages->setCurrentIndex(0);
        }
        return;
    }
    const RackSummary &rack = m_fleet->rackAt(row);
    m_pages->setCurrentIndex(1);
    m_title->setText(rack.rackId);
    m_location->setText(tr("%1, site %2, hall %3, row %4, position %5")
                            .arg(rack.region, rack.site, rack.hall, rack.row)
                            .arg(rack.position));
    m_stage->setText(tr("%1 for %2").arg(LifecycleStages::displayName(rack.stage),
                                         FleetModel::formatDuration(m_fleet->serverTimeMs() - rack.stageEnteredMs)));
    const QString health = HealthLevels::displayName(rack.health);
    m_health->setText(rack.healthReason.isEmpty() ? health : tr("%1 \u2014 %2").arg(health, rack.healthReason));
    m_health->setStyleSheet(rack.health == Health::Ok
                                ? QString()
                                : QStringLiteral("color: %1").arg(StatusPalette::healthColor(rack.health).name()));
    m_step->setText(rack.stepDescription);
    m_progress->setVisible(LifecycleStages::hasProgress(rack.stage));
    m_progress->setValue(qRound(rack.stepProgress * 100));
}

} // namespace rackops
