#include "mainwindow.h"

#include "gpufiguresmodel.h"

#include <QTimer>

#include "actiondialogs.h"
#include "alertspage.h"
#include "approvalspage.h"
#include "auditpage.h"
#include "clusterlistmodel.h"
#include "clusterscontroller.h"
#include "clusterspage.h"
#include "clustersview.h"
#include "commandpalette.h"
#include "consolemenus.h"
#include "consolesession.h"
#include "consolesettings.h"
#include "consolestatusbar.h"
#include "coolingcontroller.h"
#include "coolingpage.h"
#include "coolingstore.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfilterbar.h"
#include "fleetpage.h"
#include "handoverpage.h"
#include "operationscontroller.h"
#include "operationsdock.h"
#include "rackapproval.h"
#include "rackdock.h"
#include "rackcontroller.h"
#include "rackdetailpanel.h"
#include "replicationpage.h"
#include "sessionbanners.h"
#include "thermalpage.h"
#include "validationpage.h"
#include "validationview.h"

#include <QApplication>
#include <QCloseEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QScreen>
#include <QSet>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

namespace {
// Wide enough for the rack's parts beside a laptop-sized board (RackDock bounds it by the window).
constexpr int kRackDockPreferredWidth = 480;
} // namespace

MainWindow::MainWindow(ConsoleSession *session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_dialogs(new ActionDialogs(session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    if (session->isDemo())
        setWindowTitle(tr("DEMO", "window title; the desktop adds \"— RackOps\""));
    else if (!session->profileName().isEmpty())
        setWindowTitle(tr("%1 (%2)", "window title: profile (backend)").arg(session->profileName(), session->endpoint()));
    else
        setWindowTitle(session->endpoint());
    const auto open = [this](const QString &view) { showView(view, nullptr); };

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *banners = new SessionBanners(session, central);
    layout->addWidget(banners);
    connect(banners, &SessionBanners::rackRequested, this, [open](const QString &rackId) { open(QStringLiteral("rack:") + rackId); });
    m_tabs = new QTabWidget(central);
    m_tabs->setObjectName(QStringLiteral("views"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    // The tabs, in the order they are shown.
    m_fleet = new FleetPage(session, this);
    m_cooling = new CoolingPage(session, this);
    m_thermal = new ThermalPage(session, this);
    m_validation = new ValidationPage(session, this);
    m_approvals = new ApprovalsPage(session, this);
    m_audit = new AuditPage(session, this);
    auto *replication = new ReplicationPage(session, this);
    m_replication = replication;
    m_alerts = new AlertsPage(session, this);
    m_handover = new HandoverPage(session, this);
    m_clusters = new ClustersPage(session, this);
    m_pages = {m_fleet, m_cooling, m_thermal, m_validation, m_approvals, m_audit, m_replication, m_alerts, m_handover,
               m_clusters};
    for (ConsolePage *page : std::as_const(m_pages))
        addPage(page);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        for (ConsolePage *page : std::as_const(m_pages))
            page->setCurrent(m_tabs->widget(index) == page->widget());
    });
    connect(m_fleet, &FleetPage::artifactDropped, this, [this](const QString &rackId, const QString &path) {
        showView(QStringLiteral("validation:") + rackId, nullptr);
        m_validation->view()->importFile(path);
    });
    connect(replication, &ReplicationPage::sloChangeWanted, m_dialogs, &ActionDialogs::openSlo);
    connect(m_dialogs, &ActionDialogs::viewRequested, this, open);

    createDocks();
    m_status = new ConsoleStatusBar(session, this);
    setStatusBar(m_status);
    connect(m_status, &ConsoleStatusBar::viewRequested, this, open);
    connect(m_rackDock, &RackDock::refused, m_status, &ConsoleStatusBar::explain);
    connect(m_rackDock, &RackDock::clusterRequested, this,
            [open](const QString &clusterId) { open(QStringLiteral("cluster:") + clusterId); });
    registerViews();
    createMenus();
}

void MainWindow::addPage(ConsolePage *page)
{
    m_tabs->addTab(page->widget(), page->tabText());
    connect(page, &ConsolePage::tabTextChanged, this,
            [this, page](const QString &text) { m_tabs->setTabText(m_tabs->indexOf(page->widget()), text); });
    connect(page, &ConsolePage::raiseRequested, this, [this, page] { m_tabs->setCurrentWidget(page->widget()); });
    connect(page, &ConsolePage::viewRequested, this, [this](const QString &view) { showView(view, nullptr); });
    connect(page, &ConsolePage::rackChosen, m_fleet->board(), &FleetBoard::selectRack);
    page->setCurrent(m_tabs->currentWidget() == page->widget());
}

// The selected rack in a right dock, operations at the bottom.
void MainWindow::createDocks()
{
    m_rackDock = new RackDock(m_session, m_dialogs, this);
    addDockWidget(Qt::RightDockWidgetArea, m_rackDock);
    resizeDocks({m_rackDock}, {kRackDockPreferredWidth}, Qt::Horizontal);
    m_operationsDock = new OperationsDock(m_session->operations()->model(), this);
    addDockWidget(Qt::BottomDockWidgetArea, m_operationsDock);
    resizeDocks({m_operationsDock}, {150}, Qt::Vertical);
    connect(m_operationsDock, &OperationsDock::rackActivated, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });
}

void MainWindow::createMenus()
{
    auto *menus = new ConsoleMenus(this, m_session, m_views, m_rackDock, m_operationsDock);
    connect(menus, &ConsoleMenus::paletteWanted, this, &MainWindow::openCommandPalette);
    connect(menus, &ConsoleMenus::reloadWanted, this, &MainWindow::reloadViews);
    connect(menus, &ConsoleMenus::filterWanted, this, [this] {
        m_tabs->setCurrentWidget(m_fleet->widget());
        m_fleet->board()->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_fleet->board()->filterBar()->searchField()->selectAll();
    });
}

void MainWindow::fitToScreen(const QSize &preferred)
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        resize(preferred);
        return;
    }
    const QRect available = screen->availableGeometry();
    // The frame (title bar, borders) is not known before the window is shown; leave room for it.
    const QSize room = available.size() - QSize(16, 48);
    resize(preferred.boundedTo(room));
    move(available.topLeft() + QPoint(std::max(0, (room.width() - width()) / 2), 0));
}

void MainWindow::restoreLayout()
{
    const ConsoleSettings settings;
    if (const QByteArray geometry = settings.windowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.windowState(); !state.isEmpty())
        restoreState(state);
    if (const QByteArray header = settings.fleetHeaderState(); !header.isEmpty())
        m_fleet->board()->table()->horizontalHeader()->restoreState(header);
    m_tabs->setCurrentIndex(std::clamp(settings.currentView(), 0, m_tabs->count() - 1));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    ConsoleSettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setFleetHeaderState(m_fleet->board()->table()->horizontalHeader()->saveState());
    settings.setCurrentView(m_tabs->currentIndex());
    QMainWindow::closeEvent(event);
}

void MainWindow::openCommandPalette()
{
    // The views come from the registry; the panel and the actions on the selected rack are not views.
    QList<CommandPalette::Command> commands = m_views.paletteCommands();
    // The operations dock keeps its Ctrl+6 place between the views.
    const auto beforeValidation = std::find_if(commands.cbegin(), commands.cend(), [](const CommandPalette::Command &c) {
        return c.id == QLatin1String("validation");
    });
    commands.insert(beforeValidation, {QStringLiteral("operations"), tr("Operations panel"), QStringLiteral("Ctrl+6")});
    commands.append({QStringLiteral("approve"), tr("Approve the selected rack for production"), QStringLiteral("Ctrl+Shift+A")});
    commands.append({QStringLiteral("remediate"), tr("Remediate the selected rack"), QStringLiteral("Ctrl+Shift+R")});
    commands.append({QStringLiteral("filter"), tr("Filter the racks on the board"), QStringLiteral("Ctrl+F")});
    // Words operators type in any language: "ack", "leak".
    commands.append({QStringLiteral("acknowledgeAlert"), tr("Acknowledge the selected alert"), {}, QStringLiteral("ack")});
    QSet<QString> leaking;
    for (const CoolingStore::Leak &leak : m_session->cooling()->store()->criticalLeaks()) {
        if (leaking.contains(leak.rackId))
            continue;
        leaking.insert(leak.rackId);
        commands.append({QStringLiteral("rack:") + leak.rackId,
                         tr("Leaking rack %1 \u2014 %2").arg(leak.rackId, leak.detector.location), {},
                         QStringLiteral("leak")});
    }
    commands.append({QStringLiteral("leakAlerts"), tr("Leak alerts in the Alerts view"), {}, QStringLiteral("leak")});
    // Each cluster by id and name: "cluster PHX1-C03" (and "Cluster" in the operator's language).
    for (const ClusterSummary &c : m_session->clusters()->list()->clusters()) {
        commands.append({QStringLiteral("cluster:") + c.clusterId,
                         tr("Cluster %1 \u2014 %2 (%3)").arg(c.clusterId, c.name, ClusterTerms::stageName(c.stage)), {},
                         QStringLiteral("cluster %1").arg(tr("cluster", "palette keyword"))});
    }
    auto *palette = new CommandPalette(m_session->fleet()->model(), commands, this);
    palette->setAttribute(Qt::WA_DeleteOnClose);
    connect(palette, &CommandPalette::rackChosen, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });
    const auto explainRefusal = [this](const QString &whyNot) {
        if (!whyNot.isEmpty())
            m_status->explain(whyNot);
    };
    connect(palette, &CommandPalette::commandChosen, this, [this, explainRefusal](const QString &id) {
        if (id == QLatin1String("operations"))
            m_operationsDock->show();
        else if (id == QLatin1String("approve"))
            m_rackDock->approveSelected();
        else if (id == QLatin1String("remediate"))
            m_rackDock->remediateSelected();
        else if (id == QLatin1String("filter"))
            m_fleet->board()->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        else if (id == QLatin1String("leakAlerts"))
            m_alerts->showLeaks();
        else if (id == QLatin1String("acknowledgeAlert"))
            explainRefusal(m_alerts->acknowledgeSelected());
        else
            showView(id, nullptr);
    });
    palette->open();
}

void MainWindow::reloadViews()
{
    QStringList asked;
    QString live;
    for (const ConsolePage *page : std::as_const(m_pages)) {
        if (!page->isCurrent())
            continue;
        if (page->view().reload) {
            page->view().reload();
            asked << page->tabText();
        } else {
            live = tr("%1 is live: it updates by itself.").arg(page->tabText());
        }
    }
    if (const QString rackId = m_rackDock->panel()->rackId(); !rackId.isEmpty() && m_rackDock->isVisible()) {
        m_session->rack()->requestDetail(rackId);
        asked << tr("rack %1").arg(rackId);
    }
    QStringList message;
    if (!asked.isEmpty())
        message << tr("Reloading from the backend: %1.").arg(asked.join(tr(", ", "between the things reloaded")));
    if (!live.isEmpty())
        message << live;
    m_status->explain(message.join(QLatin1Char(' ')));
}

void MainWindow::registerViews()
{
    using Argument = ViewEntry::Argument;
    // Registry order is menu order: the pages, with the rack and approve views among them.
    const auto page = [this](ConsolePage *p) { m_views.add(p->view()); };
    page(m_fleet);
    m_views.add({QStringLiteral("rack"), {}, {}, {}, Argument::Required, {}, [this](const QString &rackId) {
                     m_tabs->setCurrentWidget(m_fleet->widget());
                     m_fleet->board()->selectRack(rackId);
                     m_rackDock->showRack(rackId);
                 },
                 [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &failed) {
                     RackController *rack = m_session->rack();
                     connect(rack, &RackController::detailReceived, context, [loaded] { loaded(); },
                             Qt::SingleShotConnection);
                     connect(rack, &RackController::detailFailed, context,
                             [failed](const QString &, const QString &message) { failed(message); });
                 }});
    // The rack dock on its GPUs tab: the figures of the site's DCGM exporters (rackops-sim --prometheus).
    m_views.add({QStringLiteral("gpus"), {}, {}, {}, Argument::Required, {}, [this](const QString &rackId) {
                     m_tabs->setCurrentWidget(m_fleet->widget());
                     m_fleet->board()->selectRack(rackId);
                     m_rackDock->showRack(rackId);
                     m_rackDock->showGpuFigures();
                 },
                 [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &failed) {
                     RackController *rack = m_session->rack();
                     GpuFiguresModel *figures = rack->gpuFigures();
                     auto done = std::make_shared<bool>(false);
                     connect(figures, &GpuFiguresModel::summaryChanged, context, [this, figures, loaded, done] {
                         if (figures->isConfigured() && !*done) {
                             *done = true;
                             QTimer::singleShot(0, this, loaded);   // once the dock has laid the figures out
                         }
                     });
                     connect(rack, &RackController::gpuFiguresFailed, context,
                             [failed](const QString &, const QString &message) { failed(message); });
                 }});
    page(m_cooling);
    page(m_thermal);
    m_views.add({QStringLiteral("approve"), {}, {}, {}, Argument::Required, {},
                 [this](const QString &rackId) {
                     showView(QStringLiteral("rack:") + rackId, nullptr);
                     m_dialogs->openApprove(rackId);
                 },
                 [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
                     // The dialog's own gate, not the one the rack dock asks for beside it.
                     connect(m_session->operations()->approval(), &RackApproval::judged, context,
                             [loaded] { loaded(); }, Qt::SingleShotConnection);
                 }});
    page(m_approvals);
    page(m_audit);  // Ctrl+6 is the operations dock (createMenus())
    page(m_validation);
    page(m_replication);
    page(m_alerts);
    page(m_handover);
    page(m_clusters);
    m_views.add(m_clusters->clusterView());
}

RackDetailPanel *MainWindow::rackPanel() const
{
    return m_rackDock->panel();
}

FleetBoard *MainWindow::fleetBoard() const
{
    return m_fleet->board();
}

OverrideQueueView *MainWindow::overrideQueue() const
{
    return m_approvals->view();
}

CoolingView *MainWindow::coolingView() const
{
    return m_cooling->view();
}

ClustersView *MainWindow::clustersView() const
{
    return m_clusters->view();
}

AlertsView *MainWindow::alertsView() const
{
    return m_alerts->view();
}

QStringList MainWindow::viewNames() const
{
    return m_views.names();
}

bool MainWindow::showView(const QString &view, QString *error)
{
    if (m_views.open(view))
        return true;
    if (error)
        *error = tr("Unknown view \"%1\". Available: %2").arg(view, viewNames().join(QStringLiteral(", ")));
    return false;
}

} // namespace rackops
