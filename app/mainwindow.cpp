#include "mainwindow.h"

#include "actiondialogs.h"
#include "actionpermission.h"
#include "alertscontroller.h"
#include "alertspage.h"
#include "approvalspage.h"
#include "auditpage.h"
#include "commandpalette.h"
#include "consolesession.h"
#include "consolesettings.h"
#include "consolestatusbar.h"
#include "coolingcontroller.h"
#include "coolingpage.h"
#include "currentrack.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfilterbar.h"
#include "fleetpage.h"
#include "handoverpage.h"
#include "leakbanner.h"
#include "operationscontroller.h"
#include "operationspanel.h"
#include "profileswitcher.h"
#include "rackcontroller.h"
#include "rackdetailpanel.h"
#include "replicationpage.h"
#include "staledatabanner.h"
#include "theme.h"
#include "thermalpage.h"
#include "timestamptext.h"
#include "validationpage.h"
#include "validationview.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

namespace {
// The rack dock: wide enough for the detail panel, never more than a share of a small window.
constexpr int kRackDockMinimumWidth = 300;
constexpr int kRackDockPreferredWidth = 480;
constexpr double kRackDockMaximumShare = 0.3;

// A full-width line above the views that must not be missed.
QLabel *banner(const QString &text, const char *objectName, const char *style, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setObjectName(QLatin1String(objectName));
    label->setAlignment(Qt::AlignCenter);
    label->setStyleSheet(QLatin1String(style));
    return label;
}
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
    if (session->isDemo()) {
        layout->addWidget(banner(tr("DEMO \u2014 a simulated fleet running inside this console. "
                                    "Nothing you see or do here reaches real racks."),
                                 "demoBanner", "background: #7a4e00; color: #fff4d6; font-weight: bold; padding: 4px;",
                                 central));
    }
    if (session->isInsecureRemote()) {
        layout->addWidget(banner(tr("UNENCRYPTED \u2014 connected to %1 without TLS (--insecure). Anyone on the "
                                    "network path can read and alter what you see and do.")
                                     .arg(session->endpoint()),
                                 "insecureBanner", "background: #5c1a1a; color: #ffe2e0; font-weight: bold; padding: 4px;",
                                 central));
    }
    auto *leak = new LeakBanner(session->cooling()->store(), session->alerts()->model(), central);
    layout->addWidget(leak);
    connect(leak, &LeakBanner::rackRequested, this, [open](const QString &rackId) { open(QStringLiteral("rack:") + rackId); });
    layout->addWidget(new StaleDataBanner(session->fleet()->connection(), central));
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
    m_pages = {m_fleet, m_cooling, m_thermal, m_validation, m_approvals, m_audit, m_replication, m_alerts, m_handover};
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
    OperationsController *ops = m_session->operations();
    m_rackPanel = new RackDetailPanel(m_session->fleet()->model(), ops->identity(), this);
    m_rackPanel->setCoolingStore(m_session->cooling()->store());
    m_rackDock = new QDockWidget(tr("Rack"), this);
    m_rackDock->setObjectName(QStringLiteral("rackDock"));
    // The rack's parts (one slot per tray) are taller than a laptop screen leaves the dock: it scrolls
    // rather than pushing the window, and its status bar, off the screen.
    auto *rackScroll = new QScrollArea(this);
    rackScroll->setWidget(m_rackPanel);
    rackScroll->setWidgetResizable(true);
    rackScroll->setFrameShape(QFrame::NoFrame);
    m_rackDock->setWidget(rackScroll);
    m_rackDock->setMinimumWidth(kRackDockMinimumWidth);
    addDockWidget(Qt::RightDockWidgetArea, m_rackDock);
    resizeDocks({m_rackDock}, {kRackDockPreferredWidth}, Qt::Horizontal);
    connect(m_session->currentRack(), &CurrentRack::changed, m_rackPanel, &RackDetailPanel::showRack);
    RackController *rack = m_session->rack();
    connect(m_rackPanel, &RackDetailPanel::detailWanted, rack, &RackController::requestDetail);
    connect(rack, &RackController::detailReceived, m_rackPanel, &RackDetailPanel::showDetail);
    connect(rack, &RackController::detailFailed, m_rackPanel, &RackDetailPanel::showError);
    connect(m_rackPanel, &RackDetailPanel::gateWanted, ops, &OperationsController::evaluateGate);
    connect(ops, &OperationsController::gateEvaluated, m_rackPanel, &RackDetailPanel::showGate);
    connect(m_rackPanel, &RackDetailPanel::approveClicked, m_dialogs, &ActionDialogs::openApprove);
    connect(m_rackPanel, &RackDetailPanel::remediateClicked, m_dialogs, &ActionDialogs::openRemediation);
    m_rackPanel->setOperations(ops->model());
    // Nothing is sent over a link that is down, nor without the role, nor to a rack in the wrong state:
    // the panel shows why, from the one policy the shortcuts and the status bar also use.
    ActionPermission *permission = m_session->permission();
    const auto refresh = [this, permission] {
        using Action = ActionPermission::Action;
        const auto reason = [this, permission](Action action) {
            return m_rackPanel->hasDetail() ? permission->whyNot(action, m_rackPanel->detail()) : permission->whyNot(action);
        };
        m_rackPanel->setActionReasons(reason(Action::Approve), reason(Action::Remediate));
    };
    connect(permission, &ActionPermission::changed, this, refresh);
    connect(m_rackPanel, &RackDetailPanel::detailShown, this, refresh);
    refresh();

    auto *operations = new OperationsPanel(ops->model(), this);
    m_operationsDock = new QDockWidget(tr("Operations"), this);
    m_operationsDock->setObjectName(QStringLiteral("operationsDock"));
    m_operationsDock->setWidget(operations);
    addDockWidget(Qt::BottomDockWidgetArea, m_operationsDock);
    resizeDocks({m_operationsDock}, {150}, Qt::Vertical);
    connect(operations, &OperationsPanel::rackActivated, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Connection profiles\u2026"), new ProfileSwitcher(m_session->profileName(), this), &ProfileSwitcher::open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_views.addMenuActions(view);
    view->addSeparator();
    QAction *find = view->addAction(tr("Filter &racks"), this, [this] {
        m_tabs->setCurrentWidget(m_fleet->widget());
        m_fleet->board()->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_fleet->board()->filterBar()->searchField()->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    QAction *rack = m_rackDock->toggleViewAction();
    rack->setText(tr("&Rack detail"));
    rack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    view->addAction(rack);
    QAction *operations = m_operationsDock->toggleViewAction();
    operations->setText(tr("&Operations"));
    operations->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_6));
    view->addAction(operations);

    view->addSeparator();
    QAction *light = view->addAction(tr("&Light theme"));
    light->setCheckable(true);
    light->setChecked(ConsoleSettings().lightTheme());
    connect(light, &QAction::toggled, this, [](bool on) {
        ConsoleSettings().setLightTheme(on);
        Theme::apply(*qApp, on ? Theme::Variant::Light : Theme::Variant::Dark);
    });
    QAction *utc = view->addAction(tr("Times in &UTC"));
    utc->setCheckable(true);
    utc->setChecked(TimestampText::utc());
    utc->setToolTip(tr("Show every time in UTC instead of local time; tooltips always give both."));
    connect(utc, &QAction::toggled, this, [](bool on) {
        ConsoleSettings().setUtcTimes(on);
        TimestampText::setUtc(on);
    });
    view->addSeparator();
    QAction *palette = view->addAction(tr("&Go to rack, view or action\u2026"), this, &MainWindow::openCommandPalette);
    palette->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));

    // Window-wide, and never disabled: a shortcut on an action that cannot run says why in the
    // status bar instead of doing nothing.
    QMenu *rackMenu = menuBar()->addMenu(tr("&Rack"));
    QAction *approveAction = rackMenu->addAction(tr("&Approve the selected rack\u2026"), this,
                                                 [this] { approveSelectedRack(); });
    approveAction->setObjectName(QStringLiteral("approveAction"));
    approveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    QAction *remediateAction = rackMenu->addAction(tr("&Remediate the selected rack\u2026"), this,
                                                   [this] { remediateSelectedRack(); });
    remediateAction->setObjectName(QStringLiteral("remediateAction"));
    remediateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RackOps"), this, [this] {
        QMessageBox::about(this, tr("About RackOps"),
                           tr("<h3>RackOps %1</h3><p>Operations console for bringing AI racks into "
                              "production.</p><p>Backend: %2</p>")
                               .arg(QApplication::applicationVersion(), m_session->endpoint().toHtmlEscaped()));
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

void MainWindow::resizeEvent(QResizeEvent *event)
{
    // On a laptop screen the dock gives way to the board (it took 38 % at 1366 px); a bound
    // rather than a resize, so it holds from the first layout on and the user can still narrow it.
    m_rackDock->setMaximumWidth(std::max(kRackDockMinimumWidth, int(event->size().width() * kRackDockMaximumShare)));
    QMainWindow::resizeEvent(event);
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
    auto *palette = new CommandPalette(m_session->fleet()->model(), commands, this);
    palette->setAttribute(Qt::WA_DeleteOnClose);
    connect(palette, &CommandPalette::rackChosen, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });
    connect(palette, &CommandPalette::commandChosen, this, [this](const QString &id) {
        if (id == QLatin1String("operations"))
            m_operationsDock->show();
        else if (id == QLatin1String("approve"))
            approveSelectedRack();
        else if (id == QLatin1String("remediate"))
            remediateSelectedRack();
        else if (id == QLatin1String("filter"))
            m_fleet->board()->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        else
            showView(id, nullptr);
    });
    palette->open();
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
                     m_rackPanel->showRack(rackId);
                     m_rackDock->show();
                     m_rackDock->raise();
                 },
                 [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &failed) {
                     RackController *rack = m_session->rack();
                     connect(rack, &RackController::detailReceived, context, [loaded] { loaded(); },
                             Qt::SingleShotConnection);
                     connect(rack, &RackController::detailFailed, context,
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
                     connect(m_session->operations(), &OperationsController::gateEvaluated, context,
                             [loaded] { loaded(); }, Qt::SingleShotConnection);
                 }});
    page(m_approvals);
    page(m_audit);  // Ctrl+6 is the operations dock (createMenus())
    page(m_validation);
    page(m_replication);
    page(m_alerts);
    page(m_handover);
}

void MainWindow::approveSelectedRack()
{
    runOrExplain(m_rackPanel->approveButton(), m_rackPanel->approveWhyNot());
}

void MainWindow::remediateSelectedRack()
{
    runOrExplain(m_rackPanel->remediateButton(), m_rackPanel->remediateWhyNot());
}

void MainWindow::runOrExplain(QPushButton *button, const QString &whyNot)
{
    if (button->isEnabled() && !m_rackPanel->rackId().isEmpty()) {
        button->click();
        return;
    }
    const QString why = m_rackPanel->rackId().isEmpty() ? tr("Select a rack on the fleet board first.") : whyNot;
    m_status->explain(why);
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
