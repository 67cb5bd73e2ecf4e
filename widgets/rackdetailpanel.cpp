#include "rackdetailpanel.h"

#include "alertsmodel.h"
#include "coolingstore.h"
#include "disabledbuttonexplainer.h"
#include "fleetmodel.h"
#include "gatecriteriamodel.h"
#include "gpufigurespanel.h"
#include "healthdelegate.h"
#include "lifecyclehistorymodel.h"
#include "lineboundlabel.h"
#include "onceperturn.h"
#include "operationsmodel.h"
#include "rackcomponentsmodel.h"
#include "rackelevationview.h"
#include "sessionidentity.h"
#include "statuspalette.h"
#include "rackkeys.h"

#include <QAction>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
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

RackDetailPanel::RackDetailPanel(FleetModel *fleet, SessionIdentity *identity, RackComponentsModel *components,
                                 LifecycleHistoryModel *history, GateCriteriaModel *gate, QWidget *parent)
    : QWidget(parent)
    , m_fleet(fleet)
    , m_identity(identity)
    , m_components(components)
    , m_history(history)
    , m_gate(gate)
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
    m_location->setWordWrap(true); // the dock is narrow on a laptop screen
    m_stage = new LineBoundLabel(page);
    m_stage->setObjectName(QStringLiteral("rackStage"));
    m_stage->setWordWrap(true);
    m_health = new LineBoundLabel(page);
    m_health->setObjectName(QStringLiteral("rackHealth"));
    m_health->setWordWrap(true);
    m_step = new LineBoundLabel(page);
    m_step->setObjectName(QStringLiteral("rackStep"));
    m_step->setWordWrap(true);
    m_progress = new QProgressBar(page);
    m_progress->setRange(0, 100);
    m_operation = new LineBoundLabel(page);
    m_operation->setObjectName(QStringLiteral("rackOperation"));
    m_operation->setWordWrap(true);
    m_cooling = new LineBoundLabel(page);
    m_cooling->setObjectName(QStringLiteral("rackCooling"));
    m_cooling->setWordWrap(true);

    m_approveAction = new QAction(tr("&Approve\u2026"), this);
    m_approveAction->setObjectName(QStringLiteral("approveRackAction"));
    m_remediateAction = new QAction(tr("Remedia&te\u2026"), this);
    m_remediateAction->setObjectName(QStringLiteral("remediateRackAction"));
    m_approve = new QPushButton(m_approveAction->text(), page);
    m_approve->setObjectName(QStringLiteral("approveRack"));
    m_remediate = new QPushButton(m_remediateAction->text(), page);
    m_remediate->setObjectName(QStringLiteral("remediateRack"));
    new DisabledButtonExplainer(m_approve, [this] { return m_approveWhyNot; });
    new DisabledButtonExplainer(m_remediate, [this] { return m_remediateWhyNot; });
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_approve);
    actions->addWidget(m_remediate);
    actions->addStretch(1);
    // Why a button is disabled, in words an operator sees without hovering.
    m_actionReasons = new LineBoundLabel(page);
    m_actionReasons->setObjectName(QStringLiteral("actionReasons"));
    m_actionReasons->setWordWrap(true);
    m_actionReasons->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_actionReasons->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("Location:"), m_location);
    form->addRow(tr("Stage:"), m_stage);
    form->addRow(tr("Health:"), m_health);
    form->addRow(tr("Step:"), m_step);
    // In a slot of its own that is always there: a form layout closes the row of a hidden field.
    auto *progressSlot = new QWidget(page);
    auto *slotLayout = new QVBoxLayout(progressSlot);
    slotLayout->setContentsMargins(0, 0, 0, 0);
    slotLayout->addWidget(m_progress);
    progressSlot->setFixedHeight(m_progress->sizeHint().height());
    form->addRow(QString(), progressSlot);
    form->addRow(tr("Operation:"), m_operation);
    form->addRow(tr("Cooling:"), m_cooling);

    m_gateSummary = new QLabel(page);
    m_gateSummary->setObjectName(QStringLiteral("gateSummary"));
    m_gateSummary->setWordWrap(true);
    m_gateTable = makeTable(m_gate, page);
    m_gateTable->setObjectName(QStringLiteral("gateTable"));
    m_gateTable->setAccessibleName(tr("Approval criteria"));
    m_gateTable->setItemDelegateForColumn(GateCriteriaModel::VerdictColumn,
                                          new HealthDelegate(GateCriteriaModel::VerdictRole, m_gateTable));
    m_gateTable->setMaximumHeight(m_gateTable->verticalHeader()->defaultSectionSize() * 7 + 8);
    // In a laptop-narrow dock the verdict came last, behind a scroll bar: it goes first, the values
    // keep their width and the criterion's name gives way (whole in its tooltip).
    QHeaderView *gateHeader = m_gateTable->horizontalHeader();
    gateHeader->setStretchLastSection(false);
    gateHeader->moveSection(gateHeader->visualIndex(GateCriteriaModel::VerdictColumn), 0);
    gateHeader->setSectionResizeMode(GateCriteriaModel::VerdictColumn, QHeaderView::ResizeToContents);
    gateHeader->setSectionResizeMode(GateCriteriaModel::CriterionColumn, QHeaderView::Stretch);
    gateHeader->setSectionResizeMode(GateCriteriaModel::MeasuredColumn, QHeaderView::ResizeToContents);
    gateHeader->setSectionResizeMode(GateCriteriaModel::ThresholdColumn, QHeaderView::ResizeToContents);
    m_gateTable->setTextElideMode(Qt::ElideRight);

    m_elevation = new RackElevationView(page);
    m_componentTable = makeTable(m_components, page);
    m_componentTable->setObjectName(QStringLiteral("componentTable"));
    m_componentTable->setAccessibleName(tr("Parts of the rack"));
    m_componentTable->setItemDelegateForColumn(RackComponentsModel::HealthColumn,
                                               new HealthDelegate(RackComponentsModel::HealthRole, m_componentTable));
    auto *parts = new QSplitter(Qt::Horizontal, page);
    parts->addWidget(m_elevation);
    parts->addWidget(m_componentTable);
    parts->setStretchFactor(1, 1);
    m_historyTable = makeTable(m_history, page);
    m_historyTable->setObjectName(QStringLiteral("historyTable"));
    m_historyTable->setAccessibleName(tr("Lifecycle history of the rack"));
    auto *tabs = new QTabWidget(page);
    m_tabs = tabs;
    tabs->setObjectName(QStringLiteral("rackTabs"));
    tabs->addTab(parts, tr("Parts"));
    tabs->addTab(m_historyTable, tr("History"));

    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_title);
    layout->addLayout(form);
    layout->addLayout(actions);
    layout->addWidget(m_actionReasons);
    layout->addWidget(m_gateSummary);
    layout->addWidget(m_gateTable);
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
            Q_EMIT detailWanted(m_rackId);
    });
    connect(m_fleet, &FleetModel::dataChanged, this, &RackDetailPanel::onFleetChanged);
    connect(m_fleet, &FleetModel::modelReset, this, &RackDetailPanel::refreshSummary);
    connect(m_identity, &SessionIdentity::identityChanged, this, &RackDetailPanel::refreshActions);
    connect(m_approve, &QPushButton::clicked, m_approveAction, &QAction::trigger);
    connect(m_remediate, &QPushButton::clicked, m_remediateAction, &QAction::trigger);
    connect(m_approveAction, &QAction::triggered, this, [this] { Q_EMIT approveClicked(m_rackId); });
    connect(m_remediateAction, &QAction::triggered, this, [this] { Q_EMIT remediateClicked(m_detail); });
    connect(m_elevation, &RackElevationView::componentClicked, this, [this](const QString &id) {
        for (int row = 0; row < m_components->rowCount(); ++row) {
            if (m_components->index(row, 0).data().toString() == id) {
                m_componentTable->selectRow(row);
                m_componentTable->scrollTo(m_components->index(row, 0));
            }
        }
    });
    m_gateSummary->hide();
    m_gateTable->hide();
    connect(m_gate, &QAbstractItemModel::modelReset, this, &RackDetailPanel::refreshGate);
    holdGeometry();
    showPage(0);
}

// The dock keeps its geometry while its rack changes (a step's text, an operation, a reason or
// the gate coming and going): its Parts and History tabs never move under the pointer. Each line
// has a fixed number of lines; what does not fit ends in an ellipsis (LineBoundLabel) and is
// whole in its tooltip.
void RackDetailPanel::holdGeometry()
{
    const int line = fontMetrics().lineSpacing();
    // Exactly whole lines: a third line is not drawn half.
    // The location is the rack's own and never changes under the pointer: it keeps its natural height.
    for (QLabel *label : {m_stage, m_health, m_step, m_operation, m_actionReasons}) {
        label->setFixedHeight(2 * line);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    m_cooling->setFixedHeight(3 * line); // readings, then the leak detectors
    // The gate comes and goes with the stage (awaiting approval), which is news; what changes
    // within a stage keeps its place.
    for (QWidget *comes : {static_cast<QWidget *>(m_progress), static_cast<QWidget *>(m_actionReasons)}) {
        QSizePolicy keepPlace = comes->sizePolicy();
        keepPlace.setRetainSizeWhenHidden(true);
        comes->setSizePolicy(keepPlace);
    }
    m_gateTable->setFixedHeight(m_gateTable->maximumHeight());
}

// A page that is not shown claims no width: the empty dock (one line of advice) may be narrow.
void RackDetailPanel::showPage(int index)
{
    for (int i = 0; i < m_pages->count(); ++i) {
        QWidget *page = m_pages->widget(i);
        page->setSizePolicy(i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored,
                            i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    }
    m_pages->setCurrentIndex(index);
    m_pages->updateGeometry();
}

QList<QLabel *> RackDetailPanel::boundedLabels() const
{
    return {m_location, m_stage, m_health, m_step, m_operation, m_cooling, m_actionReasons, m_gateSummary};
}

void RackDetailPanel::showWholeTexts()
{
    for (QLabel *label : boundedLabels())
        label->setToolTip(label->text());
}

void RackDetailPanel::setGpuFigures(GpuFiguresModel *figures)
{
    if (m_gpuPanel)
        return;
    m_gpuPanel = new GpuFiguresPanel(figures, m_tabs);
    //: Tab of the rack dock: the GPUs' figures from the site's monitoring (DCGM exporter)
    m_tabs->insertTab(1, m_gpuPanel, tr("GPUs"));
}

void RackDetailPanel::setGpuHistory(GpuHistoryModel *history)
{
    if (m_gpuPanel)
        m_gpuPanel->setHistory(history);
}

void RackDetailPanel::showGpuFigures()
{
    if (m_gpuPanel)
        m_tabs->setCurrentWidget(m_gpuPanel);
}

void RackDetailPanel::showRack(const QString &rackId)
{
    if (rackId == m_rackId)
        return;
    m_rackId = rackId;
    m_gateAlerts.clear();
    m_detail = RackDetail();
    m_detailRevision = -1;
    m_gateRevision = -1;
    Q_EMIT gateWanted(QString()); // never one rack's criteria under another's name
    m_elevation->setComponents({});
    Q_EMIT detailShown();
    refreshActions();
    if (rackId.isEmpty()) {
        showPage(0);
        return;
    }
    refreshSummary();
    Q_EMIT detailWanted(rackId);
}

void RackDetailPanel::showDetail(const RackDetail &detail)
{
    if (detail.summary.rackId != m_rackId)
        return; // an answer for a rack no longer shown
    m_detail = detail;
    m_detailRevision = detail.summary.revision;
    m_elevation->setComponents(detail.components);
    for (int column = 0; column < RackComponentsModel::StatusColumn; ++column)
        m_componentTable->resizeColumnToContents(column);
    m_historyTable->resizeColumnToContents(LifecycleHistoryModel::EnteredColumn);
    m_historyTable->resizeColumnToContents(LifecycleHistoryModel::StageColumn);
    m_historyTable->resizeColumnToContents(LifecycleHistoryModel::ActorColumn);
    const bool awaiting = detail.summary.stage == LifecycleStage::AwaitingApproval;
    m_gateSummary->setVisible(awaiting);
    m_gateTable->setVisible(awaiting);
    if (awaiting && m_gateRevision != detail.summary.stateRevision) {
        m_gateSummary->setText(tr("Judging the approval criteria\u2026"));
        Q_EMIT gateWanted(m_rackId);
    }
    Q_EMIT detailShown();
    refreshActions();
    refreshSummary();
}

void RackDetailPanel::showGate(const ApprovalResult &evaluated)
{
    if (!evaluated.accepted()) {
        m_gateSummary->setText(tr("The approval criteria could not be judged: %1").arg(evaluated.message));
        return;
    }
    m_gateRevision = evaluated.rackRevision;
    refreshGate();
}

// The summary says what the gate model holds: a judged gate, or the criteria a refused approval named.
void RackDetailPanel::refreshGate()
{
    if (m_gateRevision < 0 || m_gate->rowCount() == 0)
        return; // still judging: "Judging the approval criteria…" stays
    m_gateTable->resizeColumnsToContents();
    const int failed = m_gate->failedCount();
    const int warned = m_gate->warningCount();
    if (failed > 0)
        m_gateSummary->setText(
            tr("Approval gate: %1 of %n criterion(s) not met.", nullptr, m_gate->rowCount()).arg(failed));
    else if (warned > 0)
        m_gateSummary->setText(
            tr("Approval gate: every criterion is met, %n with a warning to read.", nullptr, warned));
    else
        m_gateSummary->setText(tr("Approval gate: every criterion is met."));
    m_gateSummary->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold")
            .arg(StatusPalette::healthColor(failed == 0 && warned == 0 ? Health::Ok : Health::Caution).name()));
    refreshSummary(); // the step line says what the gate says
}

void RackDetailPanel::showError(const QString &rackId, const QString &message)
{
    if (rackId != m_rackId)
        return;
    m_step->setText(message);
}

void RackDetailPanel::setCoolingStore(CoolingStore *store)
{
    m_store = store;
    connect(store, &CoolingStore::samplesApplied, this, [this](const QList<int> &rackKeys) {
        if (!m_rackId.isEmpty() && rackKeys.contains(RackKeys::find(m_rackId)))
            refreshCooling();
    });
}

void RackDetailPanel::refreshCooling()
{
    const CoolingSample *s = m_store && !m_rackId.isEmpty() ? m_store->latest(m_rackId) : nullptr;
    if (!s) {
        m_cooling->setText(tr("No cooling data yet"));
        return;
    }
    if (s->hasNoReading()) {
        // Its real CDU has not been read: say why, never a figure; the bridge's error (long: it
        // names the CDU's URL) in the tooltip, as the label has room for three lines.
        m_cooling->setText(s->noReading);
        m_cooling->setToolTip(s->noReadingDetail.isEmpty() ? s->noReading
                                                           : s->noReading + QLatin1Char('\n') + s->noReadingDetail);
        m_cooling->setStyleSheet(QStringLiteral("color: %1").arg(StatusPalette::healthColor(Health::Caution).name()));
        return;
    }
    const QLocale l;
    QString text = tr("Supply %1 °C, return %2 °C, flow %3 L/min, %4 kW")
                       .arg(l.toString(s->value(CoolingReading::SupplyTemperature), 'f', 1),
                            l.toString(s->value(CoolingReading::ReturnTemperature), 'f', 1),
                            l.toString(s->value(CoolingReading::Flow), 'f', 0),
                            l.toString(s->value(CoolingReading::RackPower), 'f', 0));
    // The fleet-wide stream lists only detectors that are not dry.
    QStringList wet;
    for (const LeakDetectorInfo &d : s->leakDetectors) {
        if (d.state == LeakDetectorInfo::State::Critical)
            wet << tr("LEAK %1 at %2").arg(d.id, d.location);
        else if (d.state == LeakDetectorInfo::State::Warning)
            wet << tr("moisture %1 at %2").arg(d.id, d.location);
    }
    text += QLatin1Char('\n')
        + (wet.isEmpty() ? tr("Leak detectors: all dry")
                         : tr("Leak detectors: %1").arg(wet.join(QStringLiteral("; "))));
    m_cooling->setText(text);
    m_cooling->setToolTip(text);
    m_cooling->setStyleSheet(
        wet.isEmpty()
            ? QString()
            : QStringLiteral("color: %1; font-weight: bold").arg(StatusPalette::healthColor(Health::Critical).name()));
}

void RackDetailPanel::setAlerts(AlertsModel *alerts)
{
    m_alerts = alerts;
    // The dock reads every alert of its rack (its health, the gate's open alerts). A batch of the
    // stream changes 1,200 alerts at 100,000 racks, each range its own signal, almost none of them
    // the shown rack's: it reads again only for its own rack's, and at most twice a turn.
    auto *reread = new OncePerTurn(
        [this] {
            refreshSummary();
            judgeAgainOnGateAlerts();
        },
        this);
    const auto concernsShownRack = [this](int first, int last) {
        for (int row = first; row <= last && !m_rackId.isEmpty(); ++row) {
            if (m_alerts->alert(row).rackId == m_rackId)
                return true;
        }
        return false;
    };
    connect(alerts, &AlertsModel::modelReset, reread, &OncePerTurn::request);
    connect(alerts, &AlertsModel::rowsRemoved, reread, &OncePerTurn::request); // whose they were is gone
    connect(alerts, &AlertsModel::rowsInserted, this,
            [reread, concernsShownRack](const QModelIndex &, int first, int last) {
                if (concernsShownRack(first, last))
                    reread->request();
            });
    connect(alerts, &AlertsModel::dataChanged, this,
            [reread, concernsShownRack](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (concernsShownRack(topLeft.row(), bottomRight.row()))
                    reread->request();
            });
}

// The gate counts the rack's open critical alerts and names its open warnings: one opening or
// closing changes what it says although the rack itself did not change, so it is asked again.
void RackDetailPanel::judgeAgainOnGateAlerts()
{
    if (!m_alerts || m_rackId.isEmpty() || m_detail.summary.stage != LifecycleStage::AwaitingApproval)
        return;
    QStringList open;
    for (int row = 0; row < m_alerts->rowCount(); ++row) {
        const AlertInfo &a = m_alerts->alert(row);
        if (a.rackId == m_rackId && a.isOpen()
            && (a.severity == AlertInfo::Severity::Critical || a.severity == AlertInfo::Severity::Warning))
            open << a.id;
    }
    open.sort();
    if (open == m_gateAlerts)
        return;
    m_gateAlerts = open;
    Q_EMIT gateWanted(m_rackId);
}

// The backend's rack health covers its parts; a critical Delta-T or a failed validation raised as
// an alert is as much the rack's health, and the dock must not read "OK" beside it.
void RackDetailPanel::refreshHealth(const RackSummary &rack)
{
    // The board's health (RackLeak: the leak in the cooling store counts at once), so dock and board agree.
    const int row = m_fleet->rowOf(rack.rackId);
    const RackLeak::Verdict board =
        row >= 0 ? m_fleet->healthAt(row) : RackLeak::Verdict {rack.health, rack.healthReason};
    Health health = board.health;
    QString reason = board.reason;
    const AlertInfo *alert = m_alerts ? m_alerts->worstActiveOn(rack.rackId) : nullptr;
    if (alert && alert->health() != Health::Unknown
        && HealthLevels::severityRank(alert->health()) > HealthLevels::severityRank(health)) {
        health = alert->health();
        reason = alert->currentValue.isEmpty() ? tr("alert: %1").arg(alert->summary)
                                               : tr("alert: %1 (%2)").arg(alert->summary, alert->currentValue);
    }
    const QString name = HealthLevels::displayName(health);
    m_health->setText(reason.isEmpty() ? name : tr("%1 \u2014 %2").arg(name, reason));
    m_health->setStyleSheet(
        health == Health::Ok ? QString() : QStringLiteral("color: %1").arg(StatusPalette::healthColor(health).name()));
}

void RackDetailPanel::setOperations(OperationsModel *operations)
{
    m_operations = operations;
    // The operations panel's list: an override waiting for a second approver shows here too.
    connect(operations, &OperationsModel::modelReset, this, &RackDetailPanel::refreshSummary);
    connect(operations, &OperationsModel::layoutChanged, this, &RackDetailPanel::refreshSummary);
    connect(operations, &OperationsModel::dataChanged, this, &RackDetailPanel::refreshSummary);
    connect(operations, &OperationsModel::rowsInserted, this, &RackDetailPanel::refreshSummary);
    connect(operations, &OperationsModel::rowsRemoved, this, &RackDetailPanel::refreshSummary);
    refreshSummary();
}

void RackDetailPanel::setActionReasons(const QString &approveWhyNot, const QString &remediateWhyNot)
{
    if (approveWhyNot == m_approveReason && remediateWhyNot == m_remediateReason)
        return;
    m_approveReason = approveWhyNot;
    m_remediateReason = remediateWhyNot;
    refreshActions();
}

void RackDetailPanel::refreshActions()
{
    // The policy's reason first (link, role, stage); without one, the detail may still be on its way.
    const QString loading = hasDetail() || m_rackId.isEmpty() ? QString() : tr("Loading the rack\u2026");
    m_approveWhyNot = m_approveReason.isEmpty() ? loading : m_approveReason;
    m_remediateWhyNot = m_remediateReason.isEmpty() ? loading : m_remediateReason;
    m_approveAction->setEnabled(m_approveWhyNot.isEmpty());
    m_remediateAction->setEnabled(m_remediateWhyNot.isEmpty());
    m_approve->setEnabled(m_approveWhyNot.isEmpty());
    m_approve->setToolTip(m_approveWhyNot.isEmpty() ? tr("Review the criteria and approve (Ctrl+Shift+A)")
                                                    : m_approveWhyNot);
    m_remediate->setEnabled(m_remediateWhyNot.isEmpty());
    m_remediate->setToolTip(m_remediateWhyNot.isEmpty() ? tr("Choose a remediation (Ctrl+Shift+R)")
                                                        : m_remediateWhyNot);
    QStringList lines;
    if (!m_approveWhyNot.isEmpty())
        lines << m_approveWhyNot;
    if (!m_remediateWhyNot.isEmpty() && m_remediateWhyNot != m_approveWhyNot)
        lines << m_remediateWhyNot;
    m_actionReasons->setText(lines.join(QLatin1Char('\n')));
    m_actionReasons->setVisible(!lines.isEmpty());
    showWholeTexts();
}

void RackDetailPanel::onFleetChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (m_rackId.isEmpty())
        return;
    const int row = m_fleet->rowOf(m_rackId);
    // Cooling columns have their own refresh (refreshCooling); any other column is the rack's summary.
    const bool coolingOnly =
        topLeft.column() >= FleetModel::SupplyColumn && bottomRight.column() <= FleetModel::LeakColumn;
    if (row < topLeft.row() || row > bottomRight.row() || coolingOnly)
        return;
    refreshSummary();
    // Parts, history and actions change with the state, not with progress; coalesce.
    if (m_detailRevision >= 0 && m_fleet->rackAt(row).stateRevision != m_detail.summary.stateRevision
        && !m_refetch->isActive())
        m_refetch->start();
}

void RackDetailPanel::refreshSummary()
{
    const int row = m_rackId.isEmpty() ? -1 : m_fleet->rowOf(m_rackId);
    if (row < 0) {
        if (!m_rackId.isEmpty()) {
            m_message->setText(tr("Rack %1 is not in the fleet (any more).").arg(m_rackId));
            showPage(0);
        }
        return;
    }
    const RackSummary &rack = m_fleet->rackAt(row);
    showPage(1);
    m_title->setText(rack.rackId);
    m_title->setToolTip(tr("Revision %1").arg(rack.stateRevision));
    m_location->setText(tr("%1, site %2, hall %3, row %4, position %5")
                            .arg(rack.region, rack.site, rack.hall, rack.row)
                            .arg(rack.position));
    // The time in stage as the board's column has it, so dock and table never disagree.
    m_stage->setText(tr("%1 for %2 (revision %3)")
                         .arg(LifecycleStages::displayName(rack.stage),
                              m_fleet->index(row, FleetModel::TimeInStageColumn).data().toString())
                         .arg(rack.stateRevision));
    refreshHealth(rack);
    m_step->setText(stepText(rack));
    m_progress->setVisible(LifecycleStages::hasProgress(rack.stage) || !rack.activeOperationId.isEmpty());
    m_progress->setValue(qRound(rack.stepProgress * 100));
    m_operation->setText(operationText(rack));
    refreshCooling();
    showWholeTexts();
}

QString RackDetailPanel::stepText(const RackSummary &rack) const
{
    if (rack.stage != LifecycleStage::AwaitingApproval)
        return rack.stepDescription;
    // The backend's step text for this stage does not know the gate; the dock does, and must not
    // read "all criteria met" above the criteria that are not.
    const OperationInfo *open = m_operations ? m_operations->openOn(rack.rackId) : nullptr;
    if (open && open->state == OperationInfo::State::AwaitingConfirmation)
        return tr("Override requested by %1; waiting for a second approver.").arg(open->requestedBy);
    if (m_gateRevision < 0 || m_gate->rowCount() == 0)
        return tr("Waiting for approval; judging the criteria\u2026");
    const int failed = m_gate->failedCount();
    if (failed == 0)
        return tr("All criteria met; waiting for an approver.");
    return tr("%1 of %n criterion(s) not met: remediate the rack, or an approver requests a four-eyes override.",
              nullptr, m_gate->rowCount())
        .arg(failed);
}

QString RackDetailPanel::operationText(const RackSummary &rack) const
{
    if (!rack.activeOperation.isEmpty())
        return rack.activeOperation;
    // What the operations panel lists for the rack and the summary does not carry, such as an
    // override waiting for its second approver.
    const OperationInfo *open = m_operations ? m_operations->openOn(rack.rackId) : nullptr;
    if (!open)
        return tr("None running");
    if (open->state == OperationInfo::State::AwaitingConfirmation)
        return tr("%1: %2 (requested by %3)")
            .arg(open->title(), OperationInfo::stateName(open->state), open->requestedBy);
    return tr("%1: %2").arg(open->title(), OperationInfo::stateName(open->state));
}

} // namespace rackops
