#include "fleetboard.h"

#include "clusterlistmodel.h"
#include "fleetfilterbar.h"
#include "fleetfiltermodel.h"
#include "fleetitemdelegate.h"
#include "itempanelstyle.h"
#include "pacedtableview.h"
#include "fleetmodel.h"
#include "stagecounterbar.h"
#include "validationverdict.h"

#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QMenu>

#include <memory>
#include <QMimeData>
#include <QScopedValueRollback>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace rackops {

FleetBoard::FleetBoard(FleetModel *fleet, FleetFilterModel *filter, QWidget *parent)
    : QWidget(parent)
    , m_fleet(fleet)
    , m_filter(filter)
{
    m_counters = new StageCounterBar(fleet, this);
    m_filterBar = new FleetFilterBar(fleet, filter, this);

    m_table = new PacedTableView(this);
    m_table->setObjectName(QStringLiteral("fleetTable"));
    m_table->setAccessibleName(tr("Racks of the fleet"));
    // Connected before the table's selection model (made by setModel) connects, so the flag is up
    // before it moves the current index off a row the proxy takes away.
    const auto moving = [this] { m_rowsMoving = true; };
    const auto moved = [this] {
        m_rowsMoving = false;
        followRack(m_rackId);
    };
    connect(filter, &QAbstractItemModel::layoutAboutToBeChanged, this, moving);
    connect(filter, &QAbstractItemModel::layoutChanged, this, moved);
    connect(filter, &QAbstractItemModel::rowsAboutToBeRemoved, this, moving);
    connect(filter, &QAbstractItemModel::rowsRemoved, this, moved);
    connect(filter, &QAbstractItemModel::rowsAboutToBeMoved, this, moving);
    connect(filter, &QAbstractItemModel::rowsMoved, this, moved);
    connect(filter, &QAbstractItemModel::modelAboutToBeReset, this, moving);
    connect(filter, &QAbstractItemModel::modelReset, this, moved);
    m_table->setModel(filter);
    m_table->setItemDelegate(new FleetItemDelegate(m_table));
    m_table->setStyle(new ItemPanelStyle(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // A dcgmi or nccl-tests file dropped onto a rack is imported as its run.
    m_table->viewport()->setAcceptDrops(true);
    m_table->viewport()->installEventFilter(this);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setSortingEnabled(true);
    // The worst thing first: "Needs action" (the Reason column's order) until the operator picks another.
    m_table->sortByColumn(FleetModel::ReasonColumn, Qt::AscendingOrder);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Fixed row heights: the view never measures 10,000 rows.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    // Widths from sample texts, so columns fit in any font and language: the widest sample, plus
    // the cell's margins and a little slack. Never narrower than the column's own title and sort
    // arrow (the header's hint).
    const QFontMetrics fm = m_table->fontMetrics();
    const auto fit = [&](int column, const QStringList &samples, int extra = 12) {
        int widest = 0;
        for (const QString &sample : samples)
            widest = std::max(widest, fm.horizontalAdvance(sample));
        header->resizeSection(column, std::max(widest + extra, header->sectionSizeHint(column)));
    };
    fit(FleetModel::RackColumn, {QStringLiteral("PHX1-H12-R20-24")});
    fit(FleetModel::LocationColumn, {QStringLiteral("PHX1 \u00b7 H12 \u00b7 R20 \u00b7 24")});
    // Long stage names ("Cooling commissioning") are elided, whole in their tooltip: the room goes to
    // validation and cooling.
    fit(FleetModel::StageColumn, {LifecycleStages::displayName(LifecycleStage::Production)}, 36);
    // A health word follows its shape and gaps (30 px), and is not a whole number of pixels wide.
    QStringList healthWords;
    for (Health health : {Health::Ok, Health::Caution, Health::Unknown, Health::Critical})
        healthWords << HealthLevels::displayName(health);
    fit(FleetModel::HealthColumn, healthWords, 34);
    fit(FleetModel::TimeInStageColumn, {QStringLiteral("88 h 88 min")});
    fit(FleetModel::ProgressColumn, {QStringLiteral("100 %")}, 110);
    fit(FleetModel::SupplyColumn, {QStringLiteral("88.8 \u00b0C")});
    fit(FleetModel::DeltaTColumn, {QStringLiteral("88.8 K")});
    fit(FleetModel::FlowColumn, {QStringLiteral("888 L/min")});
    QStringList leakWords;
    for (auto worst :
         {LeakDetectorInfo::State::Critical, LeakDetectorInfo::State::Warning, LeakDetectorInfo::State::Ok})
        leakWords << FleetModel::leakWord(worst);
    fit(FleetModel::LeakColumn, leakWords, 34);
    // The reason is whole in its tooltip and in the dock; its column leaves room for cooling.
    fit(FleetModel::ReasonColumn, {QStringLiteral("Failed: CT18: BMC firmware")});
    fit(FleetModel::ValidationColumn, {ValidationVerdicts::displayName(ValidationVerdict::Fail)}, 36);
    fit(FleetModel::OwnerColumn, {QStringLiteral("lifecycle-controller")});
    // Leak next to Health, then why, then validation and cooling, then who: in view without
    // scrolling sideways on a 1366 px laptop with a rack in the dock.
    const auto putAfter = [header](int column, int after) {
        header->moveSection(header->visualIndex(column), header->visualIndex(after) + 1);
    };
    putAfter(FleetModel::LeakColumn, FleetModel::HealthColumn);
    putAfter(FleetModel::ReasonColumn, FleetModel::LeakColumn);
    putAfter(FleetModel::ValidationColumn, FleetModel::ReasonColumn);
    putAfter(FleetModel::SupplyColumn, FleetModel::ValidationColumn);
    putAfter(FleetModel::DeltaTColumn, FleetModel::SupplyColumn);
    putAfter(FleetModel::FlowColumn, FleetModel::DeltaTColumn);
    putAfter(FleetModel::OwnerColumn, FleetModel::FlowColumn);
    // The location is in the rack id already: shown when the operator asks for it (header menu).
    header->setSectionHidden(FleetModel::LocationColumn, true);

    // The operator chooses the columns (right click on the header); the window keeps the choice.
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        const std::unique_ptr<QMenu> menu(columnsMenu());
        menu->exec(header->viewport()->mapToGlobal(pos));
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addWidget(m_counters);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_table, 1);

    QToolButton *needsAction = m_filterBar->needsActionButton();
    const auto showOrder = [header, needsAction] {
        needsAction->setChecked(header->sortIndicatorSection() == FleetModel::ReasonColumn
                                && header->sortIndicatorOrder() == Qt::AscendingOrder);
    };
    connect(header, &QHeaderView::sortIndicatorChanged, needsAction, showOrder);
    connect(needsAction, &QToolButton::clicked, this, [this, showOrder] {
        m_table->sortByColumn(FleetModel::ReasonColumn, Qt::AscendingOrder);
        showOrder();
    });
    showOrder();

    connect(m_counters, &StageCounterBar::stageSelected, filter, &FleetFilterModel::setStageFilter);
    connect(filter, &FleetFilterModel::filtersChanged, this,
            [this] { m_counters->setSelectedStage(m_filter->stageFilter()); });
    connect(m_table, &QTableView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT rackActivated(index.data(FleetModel::RackIdRole).toString()); });
    // Only the operator's pick is news: a row that slid under the current index is not. A
    // mouse press makes the row current before it selects it, a key selects it first: so the
    // pick is looked at on both signals, once the current row is also a selected one.
    QItemSelectionModel *selection = m_table->selectionModel();
    connect(selection, &QItemSelectionModel::currentRowChanged, this, &FleetBoard::takeOperatorsPick);
    connect(selection, &QItemSelectionModel::selectionChanged, this, &FleetBoard::takeOperatorsPick);
    // A rack's cluster, one key away: on the current rack (Ctrl+Shift+O) and in the row's menu.
    m_openCluster = new QAction(this);
    m_openCluster->setObjectName(QStringLiteral("openClusterAction"));
    m_openCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_openCluster->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_openCluster, &QAction::triggered, this, [this] {
        const QString clusterId = clusterOf(currentRackId());
        if (!clusterId.isEmpty())
            Q_EMIT clusterActivated(clusterId);
    });
    addAction(m_openCluster);
    updateClusterAction();
    connect(this, &FleetBoard::currentRackChanged, this, &FleetBoard::updateClusterAction);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QString rackId = rackAt(pos);
        if (rackId.isEmpty())
            return;
        const std::unique_ptr<QMenu> menu(rowMenu(rackId));
        menu->exec(m_table->viewport()->mapToGlobal(pos));
    });
    connect(qApp, &QApplication::focusChanged, this, &FleetBoard::updateHold);
    m_keyboardHold = new QTimer(this);
    m_keyboardHold->setSingleShot(true);
    m_keyboardHold->setInterval(5000);
    connect(m_keyboardHold, &QTimer::timeout, this, &FleetBoard::updateHold);
    m_table->installEventFilter(this);
}

FleetBoard::~FleetBoard()
{
    // The application's focus signal also comes while this widget is being destroyed.
    disconnect(qApp, &QApplication::focusChanged, this, &FleetBoard::updateHold);
}

void FleetBoard::takeOperatorsPick()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    // Focus coming into the table makes its first row current without selecting it (Tab,
    // Ctrl+1): not a pick either.
    if (m_following || m_rowsMoving || !current.isValid()
        || !m_table->selectionModel()->isRowSelected(current.row(), current.parent()))
        return;
    const QString rackId = current.data(FleetModel::RackIdRole).toString();
    if (rackId == m_rackId)
        return;
    m_rackId = rackId;
    Q_EMIT currentRackChanged(rackId);
}

void FleetBoard::updateHold()
{
    const QWidget *focus = QApplication::focusWidget();
    const bool keyboardOnTable = focus && (focus == m_table || m_table->isAncestorOf(focus));
    m_filter->setHeld(m_pointerOnTable || (keyboardOnTable && m_keyboardHold->isActive()));
}

void FleetBoard::followRack(const QString &rackId)
{
    m_rackId = rackId;
    const int sourceRow = rackId.isEmpty() ? -1 : m_fleet->rowOf(rackId);
    const QModelIndex proxyIndex =
        sourceRow < 0 ? QModelIndex() : m_filter->mapFromSource(m_fleet->index(sourceRow, 0));
    QItemSelectionModel *selection = m_table->selectionModel();
    if (proxyIndex.isValid() && selection->currentIndex().row() == proxyIndex.row()
        && selection->isRowSelected(proxyIndex.row()))
        return;
    if (!proxyIndex.isValid() && !selection->currentIndex().isValid() && !selection->hasSelection())
        return; // nothing highlighted, as it should be
    {
        const QScopedValueRollback following(m_following, true);
        if (proxyIndex.isValid())
            selection->setCurrentIndex(proxyIndex, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        else
            selection->clear(); // not listed: no row is highlighted rather than a wrong one
    }
    updateClusterAction();
}

QMenu *FleetBoard::columnsMenu()
{
    QHeaderView *header = m_table->horizontalHeader();
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("fleetColumns"));
    QAbstractItemModel *model = m_table->model();
    for (int column = 0; column < model->columnCount(); ++column) {
        QAction *shown = menu->addAction(model->headerData(column, Qt::Horizontal).toString());
        shown->setCheckable(true);
        shown->setChecked(!header->isSectionHidden(column));
        // The rack's id stays: a row without it names nothing.
        shown->setEnabled(column != FleetModel::RackColumn);
        connect(shown, &QAction::toggled, header, [header, column](bool on) { header->setSectionHidden(column, !on); });
    }
    return menu;
}

void FleetBoard::setClusters(const ClusterListModel *clusters)
{
    m_clusters = clusters;
    if (clusters) {
        connect(clusters, &ClusterListModel::clustersChanged, this, &FleetBoard::updateClusterAction);
        connect(clusters, &QAbstractItemModel::modelReset, this, &FleetBoard::updateClusterAction);
    }
    updateClusterAction();
}

QString FleetBoard::clusterOf(const QString &rackId) const
{
    return m_clusters && !rackId.isEmpty() ? m_clusters->clusterOfRack(rackId) : QString();
}

void FleetBoard::updateClusterAction()
{
    const QString rackId = currentRackId();
    const QString clusterId = clusterOf(rackId);
    // One name for the key (the shortcuts list reads it); the tooltip names the cluster.
    m_openCluster->setText(tr("Open the rack's cluster"));
    m_openCluster->setEnabled(!clusterId.isEmpty());
    m_openCluster->setToolTip(!clusterId.isEmpty()
                                  ? tr("Shows cluster %1, which rack %2 is part of.").arg(clusterId, rackId)
                                  : rackId.isEmpty() ? tr("Select a rack first.")
                                                     : tr("Rack %1 is in no cluster.").arg(rackId));
}

QMenu *FleetBoard::rowMenu(const QString &rackId)
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("fleetRowMenu"));
    QAction *open =
        menu->addAction(tr("Open rack %1").arg(rackId), this, [this, rackId] { Q_EMIT rackActivated(rackId); });
    open->setObjectName(QStringLiteral("openRackAction"));
    const QString clusterId = clusterOf(rackId);
    QAction *cluster = menu->addAction(clusterId.isEmpty() ? tr("In no cluster") : tr("Open cluster %1").arg(clusterId),
                                       this, [this, clusterId] {
                                           if (!clusterId.isEmpty())
                                               Q_EMIT clusterActivated(clusterId);
                                       });
    cluster->setObjectName(QStringLiteral("openRowClusterAction"));
    cluster->setEnabled(!clusterId.isEmpty());
    // The key that does it for the current rack, shown beside the entry.
    if (rackId == currentRackId())
        cluster->setShortcut(m_openCluster->shortcut());
    return menu;
}

QString FleetBoard::toolTipAt(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    const QString own = index.data(Qt::ToolTipRole).toString();
    const QString clusterId = clusterOf(index.data(FleetModel::RackIdRole).toString());
    if (clusterId.isEmpty())
        return own;
    const ClusterSummary *cluster = m_clusters->find(clusterId);
    const QString line = cluster && !cluster->name.isEmpty() ? tr("In cluster %1 (%2)").arg(clusterId, cluster->name)
                                                             : tr("In cluster %1").arg(clusterId);
    return own.isEmpty() ? line : own + QLatin1Char('\n') + line;
}

QString FleetBoard::currentRackId() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? current.data(FleetModel::RackIdRole).toString() : QString();
}

void FleetBoard::selectRack(const QString &rackId)
{
    const int sourceRow = m_fleet->rowOf(rackId);
    if (sourceRow < 0)
        return;
    QModelIndex proxyIndex = m_filter->mapFromSource(m_fleet->index(sourceRow, 0));
    if (!proxyIndex.isValid()) {
        m_filter->clearFilters();
        proxyIndex = m_filter->mapFromSource(m_fleet->index(sourceRow, 0));
    }
    m_table->selectionModel()->setCurrentIndex(proxyIndex,
                                               QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(proxyIndex, QAbstractItemView::PositionAtCenter);
}

} // namespace rackops

namespace rackops {

QString FleetBoard::rackAt(const QPoint &viewportPos) const
{
    const QModelIndex index = m_table->indexAt(viewportPos);
    return index.isValid() ? index.data(FleetModel::RackIdRole).toString() : QString();
}

bool FleetBoard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        m_keyboardHold->start();
        updateHold();
    }
    if (watched != m_table->viewport())
        return QWidget::eventFilter(watched, event);
    if (event->type() == QEvent::ToolTip && m_clusters) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = m_table->indexAt(help->pos());
        const QString text = toolTipAt(index);
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, m_table->viewport(), m_table->visualRect(index));
        return true;
    }
    if (event->type() == QEvent::Enter || event->type() == QEvent::Leave) {
        m_pointerOnTable = event->type() == QEvent::Enter;
        updateHold();
    }
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        const bool file = drag->mimeData()->hasUrls() && drag->mimeData()->urls().value(0).isLocalFile();
        if (file && !rackAt(drag->position().toPoint()).isEmpty())
            drag->acceptProposedAction();
        else
            drag->ignore();
        return true;
    }
    if (event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString rackId = rackAt(drop->position().toPoint());
        const auto urls = drop->mimeData()->urls();
        if (rackId.isEmpty() || urls.isEmpty() || !urls.first().isLocalFile())
            return true;
        drop->acceptProposedAction();
        Q_EMIT artifactDropped(rackId, urls.first().toLocalFile());
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace rackops
