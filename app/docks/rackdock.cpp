#include "rackdock.h"

#include "gpufigurespanel.h"
#include "gpuhistorychart.h"

#include "actiondialogs.h"
#include "actionpermission.h"
#include "alertscontroller.h"
#include "clusterlistmodel.h"
#include "clusterscontroller.h"
#include "consolesession.h"
#include "coolingcontroller.h"
#include "currentrack.h"
#include "fleetcontroller.h"
#include "gpufiguresmodel.h"
#include "operationscontroller.h"
#include "rackapproval.h"
#include "rackcontroller.h"
#include "rackdetailpanel.h"

#include <QAction>
#include <QScrollBar>
#include <QTimer>
#include <QEvent>
#include <QMainWindow>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace rackops {

namespace {
// Wide enough for the detail panel, never more than a share of a small window.
constexpr int kMinimumWidth = 300;
constexpr double kMaximumShare = 0.26;
// With no rack selected the dock holds one line of advice: it leaves the board the width.
constexpr int kEmptyWidth = 200;
// Wide enough for the rack's parts beside a laptop-sized board (the bounds above narrow it).
constexpr int kRackDockPreferredWidth = 480;
} // namespace

RackDock::RackDock(ConsoleSession *session, ActionDialogs *dialogs, QWidget *parent)
    : ConsoleDock(tr("Rack"), Qt::RightDockWidgetArea, kRackDockPreferredWidth, parent)
    , m_session(session)
    , m_currentRack(session->currentRack())
{
    setObjectName(QStringLiteral("rackDock"));
    OperationsController *ops = session->operations();
    RackController *rack = session->rack();
    RackApproval *gate = ops->dockApproval();
    m_panel = new RackDetailPanel(session->fleet()->model(), ops->identity(), rack->components(), rack->history(),
                                  gate->criteria(), this);
    m_panel->setCoolingStore(session->cooling()->store());
    m_panel->setOperations(ops->model());
    m_panel->setAlerts(session->alerts()->model());
    m_panel->setGpuFigures(rack->gpuFigures());
    m_panel->setGpuHistory(rack->gpuHistory());
    connect(m_panel->gpuFiguresPanel()->historyChart(), &GpuHistoryChart::historyWanted, rack,
            &RackController::requestGpuHistory);
    // The rack's parts (one slot per tray) are taller than a laptop screen leaves the dock: it scrolls
    // rather than pushing the window, and its status bar, off the screen.
    auto *scroll = new QScrollArea(this);
    m_scroll = scroll;
    connect(scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, &RackDock::scrollToTabs);
    connect(scroll->verticalScrollBar(), &QScrollBar::sliderPressed, this, [this] { m_keepGpusInSight = false; });
    connect(session->currentRack(), &CurrentRack::changed, this, [this] { m_keepGpusInSight = false; });
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_cluster = new QPushButton(content);
    m_cluster->setObjectName(QStringLiteral("rackCluster"));
    m_cluster->setFlat(true);
    m_cluster->setCursor(Qt::PointingHandCursor);
    m_cluster->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 3px 6px; }"));
    m_cluster->hide();
    connect(m_cluster, &QPushButton::clicked, this, [this] {
        if (!m_clusterId.isEmpty())
            Q_EMIT viewRequested(QStringLiteral("cluster:") + m_clusterId);
    });
    layout->addWidget(m_cluster);
    layout->addWidget(scroll, 1);
    setWidget(content);
    connect(session->currentRack(), &CurrentRack::changed, this, &RackDock::updateCluster);
    connect(session->clusters()->list(), &ClusterListModel::clustersChanged, this, &RackDock::updateCluster);
    connect(session->clusters()->list(), &QAbstractItemModel::rowsRemoved, this, &RackDock::updateCluster);
    if (parent)
        parent->installEventFilter(this);
    updateWidthBounds();

    connect(session->currentRack(), &CurrentRack::changed, m_panel, &RackDetailPanel::showRack);
    connect(session->currentRack(), &CurrentRack::changed, this, &RackDock::updateWidthBounds);
    connect(m_panel, &RackDetailPanel::detailWanted, rack, &RackController::requestDetail);
    connect(rack, &RackController::detailReceived, m_panel, &RackDetailPanel::showDetail);
    connect(rack, &RackController::detailFailed, m_panel, &RackDetailPanel::showError);
    connect(
        rack, &RackController::gpuFiguresFailed, m_panel->gpuFiguresPanel(),
        [panel = m_panel->gpuFiguresPanel()](const QString &, const QString &message) { panel->showFailure(message); });
    connect(m_panel, &RackDetailPanel::gateWanted, gate, &RackApproval::judge);
    connect(gate, &RackApproval::judged, m_panel, &RackDetailPanel::showGate);
    connect(m_panel, &RackDetailPanel::approveClicked, dialogs, &ActionDialogs::openApprove);
    connect(m_panel, &RackDetailPanel::remediateClicked, dialogs, &ActionDialogs::openRemediation);

    // Nothing is sent over a link that is down, nor without the role, nor to a rack in the wrong state:
    // the panel shows why, from the one policy the shortcuts and the status bar also use.
    ActionPermission *permission = session->permission();
    const auto refresh = [this, permission] {
        using Action = ActionPermission::Action;
        const auto reason = [this, permission](Action action) {
            return m_panel->hasDetail() ? permission->whyNot(action, m_panel->detail()) : permission->whyNot(action);
        };
        m_panel->setActionReasons(reason(Action::Approve), reason(Action::Remediate));
    };
    connect(permission, &ActionPermission::changed, this, refresh);
    connect(m_panel, &RackDetailPanel::detailShown, this, refresh);
    refresh();

    addViews(dialogs);
    addMenuActionsAndCommands();
}

void RackDock::addViews(ActionDialogs *dialogs)
{
    using Argument = ViewEntry::Argument;
    RackController *rack = m_session->rack();
    // The rack on the board (its tab in front, a filter that hid it cleared) and in the dock.
    const auto openRack = [this](const QString &rackId) {
        Q_EMIT viewRequested(QStringLiteral("fleet"));
        m_currentRack->choose(rackId);
        showRack(rackId);
    };
    addView({QStringLiteral("rack"),
             {},
             {},
             {},
             Argument::Required,
             {},
             openRack,
             [rack](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &failed) {
                 connect(
                     rack, &RackController::detailReceived, context, [loaded] { loaded(); }, Qt::SingleShotConnection);
                 connect(rack, &RackController::detailFailed, context,
                         [failed](const QString &, const QString &message) { failed(message); });
             },
             {},
             true});
    // The dock on its GPUs tab: the figures of the site's DCGM exporters (rackops-sim --prometheus).
    addView({QStringLiteral("gpus"),
             {},
             {},
             {},
             Argument::Required,
             {},
             [this, openRack](const QString &rackId) {
                 openRack(rackId);
                 showGpuFigures();
             },
             [this, rack](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &failed) {
                 GpuFiguresModel *figures = rack->gpuFigures();
                 auto done = std::make_shared<bool>(false);
                 connect(figures, &GpuFiguresModel::summaryChanged, context, [this, figures, loaded, done] {
                     if (figures->isConfigured() && !*done) {
                         *done = true;
                         QTimer::singleShot(0, this, loaded); // once the dock has laid the figures out
                     }
                 });
                 connect(rack, &RackController::gpuFiguresFailed, context,
                         [failed](const QString &, const QString &message) { failed(message); });
             }});
    // The approve dialog on the rack, in front of the dock.
    addView({QStringLiteral("approve"),
             {},
             {},
             {},
             Argument::Required,
             {},
             [openRack, dialogs](const QString &rackId) {
                 openRack(rackId);
                 dialogs->openApprove(rackId);
             },
             [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
                 // The dialog's own gate, not the one the dock asks for beside it.
                 connect(
                     m_session->operations()->approval(), &RackApproval::judged, context, [loaded] { loaded(); },
                     Qt::SingleShotConnection);
             }});
}

// Window-wide, and never disabled: a shortcut on an action that cannot run says why in the
// status bar instead of doing nothing.
void RackDock::addMenuActionsAndCommands()
{
    QAction *toggle = toggleViewAction();
    toggle->setText(tr("&Rack detail"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    addMenuAction(Menu::View, toggle);

    // In the Rack menu and the palette alike.
    const auto rackAction = [this](const QString &menuText, const QString &paletteText, const QString &name,
                                   const QKeySequence &key, void (RackDock::*run)()) {
        auto *action = new QAction(menuText, this);
        action->setObjectName(name + QStringLiteral("Action"));
        action->setShortcut(key);
        connect(action, &QAction::triggered, this, run);
        addMenuAction(Menu::Rack, action);
        addCommand({name, paletteText, key, {}, [this, run] { (this->*run)(); }});
    };
    rackAction(tr("&Approve the selected rack\u2026"), tr("Approve the selected rack for production"),
               QStringLiteral("approve"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), &RackDock::approveSelected);
    rackAction(tr("&Remediate the selected rack\u2026"), tr("Remediate the selected rack"), QStringLiteral("remediate"),
               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), &RackDock::remediateSelected);
}

QString RackDock::reload()
{
    const QString rackId = m_panel->rackId();
    if (rackId.isEmpty() || !isVisible())
        return {};
    m_session->rack()->requestDetail(rackId);
    return tr("rack %1").arg(rackId);
}

void RackDock::showRack(const QString &rackId)
{
    // Through the one selection, so the board, the cooling view and the actions follow too.
    m_currentRack->select(rackId);
    show();
    raise();
}

void RackDock::updateCluster()
{
    const ClusterListModel *clusters = m_session->clusters()->list();
    m_clusterId = clusters->clusterOfRack(m_currentRack->rackId());
    const ClusterSummary *cluster = m_clusterId.isEmpty() ? nullptr : clusters->find(m_clusterId);
    m_cluster->setVisible(cluster != nullptr);
    if (!cluster)
        return;
    m_cluster->setText(
        tr("In cluster %1 (%2) \u2192").arg(cluster->clusterId, ClusterTerms::stageName(cluster->stage)));
    m_cluster->setToolTip(tr("Show cluster %1: its racks, certification, fabric and burn-in").arg(cluster->clusterId));
}

void RackDock::showGpuFigures()
{
    m_panel->showGpuFigures();
    // The tabs sit below the rack's summary and gate, often out of the dock's sight, and the
    // panel grows as the rack's detail arrives: keep them in sight until the operator scrolls.
    m_keepGpusInSight = true;
    scrollToTabs();
}

void RackDock::scrollToTabs()
{
    if (m_keepGpusInSight)
        m_scroll->verticalScrollBar()->setValue(m_panel->tabs()->mapTo(m_panel, QPoint(0, 0)).y());
}

void RackDock::approveSelected()
{
    runOrExplain(m_panel->approveAction(), m_panel->approveWhyNot());
}

void RackDock::remediateSelected()
{
    runOrExplain(m_panel->remediateAction(), m_panel->remediateWhyNot());
}

void RackDock::runOrExplain(QAction *action, const QString &whyNot)
{
    if (action->isEnabled() && !m_panel->rackId().isEmpty()) {
        action->trigger();
        return;
    }
    Q_EMIT refused(m_panel->rackId().isEmpty() ? tr("Select a rack on the fleet board first.") : whyNot);
}

// On a laptop screen the dock gives way to the board (it took 38 % at 1366 px); a bound rather
// than a resize, so it holds from the first layout on and the user can still narrow it.
bool RackDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        updateWidthBounds();
    return QDockWidget::eventFilter(watched, event);
}

void RackDock::updateWidthBounds()
{
    if (m_currentRack->rackId().isEmpty()) {
        setMinimumWidth(kEmptyWidth);
        setMaximumWidth(kEmptyWidth);
        return;
    }
    auto *window = qobject_cast<QMainWindow *>(parent());
    const int widest = window ? std::max(kMinimumWidth, int(window->width() * kMaximumShare)) : QWIDGETSIZE_MAX;
    const bool opening = maximumWidth() == kEmptyWidth;
    setMinimumWidth(kMinimumWidth);
    setMaximumWidth(widest);
    // The first rack opens the dock as wide as it may be (the empty dock was narrow).
    if (opening && window && !isFloating())
        window->resizeDocks({this}, {widest}, Qt::Horizontal);
}

} // namespace rackops
