#include "mainwindow.h"

#include "actiondialogs.h"
#include "actionpermission.h"
#include "alertinfo.h"
#include "alertscontroller.h"
#include "alertsmodel.h"
#include "alertfiltermodel.h"
#include "alertsview.h"
#include "auditview.h"
#include "commandpalette.h"
#include "consolesession.h"
#include "consolesettings.h"
#include "consolestatusbar.h"
#include "coolingcontroller.h"
#include "coolingstore.h"
#include "coolingview.h"
#include "currentrack.h"
#include "fleetboard.h"
#include "fleetcontroller.h"
#include "fleetfilterbar.h"
#include "fleetthermalview.h"
#include "handovercontroller.h"
#include "handoverview.h"
#include "leakbanner.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "operationspanel.h"
#include "overridequeuemodel.h"
#include "overridequeueview.h"
#include "profileswitcher.h"
#include "rackcontroller.h"
#include "rackdetailpanel.h"
#include "replicationcontroller.h"
#include "replicationview.h"
#include "sessionidentity.h"
#include "staledatabanner.h"
#include "theme.h"
#include "timestamptext.h"
#include "validationcontroller.h"
#include "validationview.h"

#include <QScreen>
#include <QAction>
#include <QCloseEvent>
#include <QHeaderView>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QLocale>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTimer>
#include <QVBoxLayout>

namespace rackops {

MainWindow::MainWindow(ConsoleSession *session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("mainWindow"));
    if (session->isDemo())
        setWindowTitle(tr("DEMO", "window title; the desktop adds \"— RackOps\""));
    else if (!session->profileName().isEmpty())
        setWindowTitle(tr("%1 (%2)", "window title: profile (backend)").arg(session->profileName(), session->endpoint()));
    else
        setWindowTitle(session->endpoint());

    FleetController *fleet = session->fleet();
    OperationsController *operations = session->operations();
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    if (session->isDemo()) {
        auto *banner = new QLabel(tr("DEMO \u2014 a simulated fleet running inside this console. "
                                     "Nothing you see or do here reaches real racks."),
                                  central);
        banner->setObjectName(QStringLiteral("demoBanner"));
        banner->setAlignment(Qt::AlignCenter);
        banner->setStyleSheet(QStringLiteral("background: #7a4e00; color: #fff4d6; font-weight: bold; padding: 4px;"));
        layout->addWidget(banner);
    }
    if (session->isInsecureRemote()) {
        auto *insecure = new QLabel(tr("UNENCRYPTED \u2014 connected to %1 without TLS (--insecure). Anyone on the "
                                       "network path can read and alter what you see and do.")
                                        .arg(session->endpoint()),
                                    central);
        insecure->setObjectName(QStringLiteral("insecureBanner"));
        insecure->setAlignment(Qt::AlignCenter);
        insecure->setStyleSheet(QStringLiteral("background: #5c1a1a; color: #ffe2e0; font-weight: bold; padding: 4px;"));
        layout->addWidget(insecure);
    }
    auto *leak = new LeakBanner(session->cooling()->store(), central);
    layout->addWidget(leak);
    connect(leak, &LeakBanner::rackRequested, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });
    layout->addWidget(new StaleDataBanner(fleet->connection(), central));
    m_tabs = new QTabWidget(central);
    m_tabs->setObjectName(QStringLiteral("views"));
    m_tabs->setDocumentMode(true);
    m_board = new FleetBoard(fleet->model(), fleet->filter(), m_tabs);
    m_overrideQueue = new OverrideQueueView(operations->overrides(), operations->identity(), m_tabs);
    m_audit = new AuditView(operations->auditLog(), m_tabs);
    m_cooling = new CoolingView(m_tabs);
    m_tabs->addTab(m_board, tr("&Fleet"));
    m_tabs->addTab(m_cooling, tr("&Cooling"));
    m_thermal = new FleetThermalView(fleet->model(), session->cooling()->store(), m_tabs);
    m_tabs->addTab(m_thermal, tr("&Thermal map"));
    connect(m_thermal, &FleetThermalView::rackActivated, this,
            [this](const QString &rackId) { showView(QStringLiteral("cooling:") + rackId, nullptr); });
    m_validation = new ValidationView(m_tabs);
    m_tabs->addTab(m_validation, tr("&Validation"));
    m_tabs->addTab(m_overrideQueue, tr("A&pprovals"));
    m_tabs->addTab(m_audit, tr("A&udit log"));
    m_replication = new ReplicationView(session->replication()->model(), m_tabs);
    m_tabs->addTab(m_replication, tr("&Replication"));
    m_alerts = new AlertsView(session->alerts()->model(), m_tabs);
    m_tabs->addTab(m_alerts, tr("A&lerts"));
    m_handover = new HandoverView(m_tabs);
    m_tabs->addTab(m_handover, tr("&Handover"));
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    m_rackPanel = new RackDetailPanel(fleet->model(), operations->identity(), this);
    m_rackPanel->setCoolingStore(session->cooling()->store());
    m_rackDock = new QDockWidget(tr("Rack"), this);
    m_rackDock->setObjectName(QStringLiteral("rackDock"));
    m_rackDock->setWidget(m_rackPanel);
    m_rackDock->setMinimumWidth(480);
    addDockWidget(Qt::RightDockWidgetArea, m_rackDock);

    m_operationsPanel = new OperationsPanel(operations->model(), this);
    m_operationsDock = new QDockWidget(tr("Operations"), this);
    m_operationsDock->setObjectName(QStringLiteral("operationsDock"));
    m_operationsDock->setWidget(m_operationsPanel);
    addDockWidget(Qt::BottomDockWidgetArea, m_operationsDock);
    resizeDocks({m_operationsDock}, {150}, Qt::Vertical);
    connect(m_operationsPanel, &OperationsPanel::rackActivated, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });

    auto *status = new ConsoleStatusBar(session, this);
    setStatusBar(status);
    connect(status, &ConsoleStatusBar::viewRequested, this, [this](const QString &view) { showView(view, nullptr); });
    m_dialogs = new ActionDialogs(session, this);
    connect(m_dialogs, &ActionDialogs::viewRequested, this, [this](const QString &view) { showView(view, nullptr); });
    wireSelection();
    wireRack();
    wireCooling();
    wireValidation();
    wireAlerts();
    wireReplication();
    wireHandover();
    wirePermissions();
    registerViews();
    createMenus();
}

// One selected rack: the board and the alerts choose it; the dock, the cooling
// view and (while shown) the validation view follow it.
void MainWindow::wireSelection()
{
    CurrentRack *current = m_session->currentRack();
    connect(m_board, &FleetBoard::currentRackChanged, current, &CurrentRack::select);
    connect(m_alerts, &AlertsView::rackSelected, current, &CurrentRack::select);
    connect(current, &CurrentRack::changed, m_rackPanel, &RackDetailPanel::showRack);
    connect(current, &CurrentRack::changed, m_cooling, &CoolingView::setRack);
    connect(current, &CurrentRack::changed, this, [this](const QString &rackId) {
        if (m_tabs->currentWidget() == m_validation)
            m_validation->setRack(rackId);
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        const QString rackId = m_session->currentRack()->rackId();
        if (m_tabs->widget(index) == m_validation && !rackId.isEmpty())
            m_validation->setRack(rackId);
    });
    connect(m_board, &FleetBoard::rackActivated, this, [this](const QString &rackId) {
        m_session->currentRack()->select(rackId);
        m_rackPanel->showRack(rackId);
        m_rackDock->show();
        m_rackDock->raise();
    });
}

void MainWindow::wireRack()
{
    RackController *rack = m_session->rack();
    OperationsController *ops = m_session->operations();
    connect(m_rackPanel, &RackDetailPanel::detailWanted, rack, &RackController::requestDetail);
    connect(rack, &RackController::detailReceived, m_rackPanel, &RackDetailPanel::showDetail);
    connect(rack, &RackController::detailFailed, m_rackPanel, &RackDetailPanel::showError);
    connect(m_rackPanel, &RackDetailPanel::gateWanted, ops, &OperationsController::evaluateGate);
    connect(ops, &OperationsController::gateEvaluated, m_rackPanel, &RackDetailPanel::showGate);
    connect(m_rackPanel, &RackDetailPanel::approveClicked, m_dialogs, &ActionDialogs::openApprove);
    connect(m_rackPanel, &RackDetailPanel::remediateClicked, m_dialogs, &ActionDialogs::openRemediation);
    connect(m_overrideQueue, &OverrideQueueView::refreshRequested, ops, &OperationsController::fetchOverrides);
    connect(m_overrideQueue, &OverrideQueueView::decisionRequested, ops, &OperationsController::decideOverride);
    connect(ops, &OperationsController::overrideDecided, m_overrideQueue, &OverrideQueueView::showResult);
    connect(m_audit, &AuditView::queryRequested, ops, &OperationsController::queryAudit);
    connect(ops, &OperationsController::auditFailed, m_audit, &AuditView::showError);
    connect(ops->overrides(), &OverrideQueueModel::pendingCountChanged, this, [this](int pending) {
        m_tabs->setTabText(m_tabs->indexOf(m_overrideQueue), pending > 0 ? tr("A&pprovals (%1)").arg(pending) : tr("A&pprovals"));
    });
}

// The cooling view: history on demand, live samples at 1 Hz, operations as markers.
void MainWindow::wireCooling()
{
    CoolingController *cooling = m_session->cooling();
    connect(m_cooling, &CoolingView::historyWanted, cooling, &CoolingController::requestHistory);
    connect(cooling, &CoolingController::historyReceived, m_cooling, &CoolingView::setHistory);
    connect(m_cooling, &CoolingView::liveRacksChanged, cooling, &CoolingController::chartRacks);
    connect(cooling, &CoolingController::samplesReceived, m_cooling, &CoolingView::appendSamples);
    connect(cooling, &CoolingController::operationTimesChanged, m_cooling, &CoolingView::setActions);
}

void MainWindow::wireValidation()
{
    ValidationController *validation = m_session->validation();
    connect(m_board, &FleetBoard::artifactDropped, this, [this](const QString &rackId, const QString &path) {
        showView(QStringLiteral("validation:") + rackId, nullptr);
        m_validation->importFile(path);
    });
    connect(m_validation, &ValidationView::runsWanted, validation, &ValidationController::listRuns);
    connect(m_validation, &ValidationView::runWanted, validation, &ValidationController::fetchRun);
    connect(m_validation, &ValidationView::importRequested, validation, &ValidationController::importArtifact);
    connect(m_validation, &ValidationView::startRunRequested, validation, &ValidationController::startRun);
    connect(validation, &ValidationController::runsReceived, m_validation, &ValidationView::setRuns);
    connect(validation, &ValidationController::runReceived, m_validation, &ValidationView::setRun);
    connect(validation, &ValidationController::importFinished, m_validation, &ValidationView::showImportOutcome);
    connect(validation, &ValidationController::requestFailed, m_validation, &ValidationView::showRequestFailed);
    connect(validation, &ValidationController::runStarted, m_validation, &ValidationView::showRunStarted);
}

void MainWindow::wireAlerts()
{
    AlertsController *alerts = m_session->alerts();
    connect(m_alerts, &AlertsView::acknowledgeRequested, alerts, &AlertsController::acknowledge);
    connect(m_alerts, &AlertsView::takeOverRequested, alerts, &AlertsController::takeOver);
    connect(m_alerts, &AlertsView::commentRequested, alerts, &AlertsController::comment);
    connect(m_alerts, &AlertsView::resolveRequested, alerts, &AlertsController::resolve);
    connect(m_alerts, &AlertsView::silenceRequested, alerts, &AlertsController::silence);
    connect(alerts, &AlertsController::actionFinished, m_alerts, &AlertsView::showResult);
    const auto showUser = [this](const Identity &identity) { m_alerts->setCurrentUser(identity.subject); };
    connect(m_session->operations()->identity(), &SessionIdentity::identityChanged, m_alerts, showUser);
    showUser(m_session->operations()->identity()->identity());
    connect(m_alerts, &AlertsView::rackActivated, this,
            [this](const QString &rackId) { showView(QStringLiteral("rack:") + rackId, nullptr); });
    // Every open alert, whatever its severity: the number the list shows unfiltered.
    connect(alerts->model(), &AlertsModel::countsChanged, this, [this](const AlertCounts &counts) {
        m_tabs->setTabText(m_tabs->indexOf(m_alerts), counts.open > 0 ? tr("A&lerts (%1)").arg(QLocale().toString(counts.open))
                                                      : tr("A&lerts"));
    });
}

void MainWindow::wireReplication()
{
    ReplicationController *replication = m_session->replication();
    connect(m_replication, &ReplicationView::historyWanted, replication, &ReplicationController::requestHistory);
    connect(m_replication, &ReplicationView::archiveWanted, replication, &ReplicationController::requestArchive);
    connect(replication, &ReplicationController::historyReceived, m_replication, &ReplicationView::setHistory);
    connect(replication, &ReplicationController::archiveReceived, m_replication, &ReplicationView::setArchive);
    connect(m_replication, &ReplicationView::sloChangeWanted, m_dialogs, &ActionDialogs::openSlo);
}

void MainWindow::wireHandover()
{
    HandoverController *handover = m_session->handover();
    handover->setShowNewestFirst(true);
    connect(m_handover, &HandoverView::shiftChosen, handover, &HandoverController::fetchHandover);
    connect(m_handover, &HandoverView::noteRequested, handover, &HandoverController::addNote);
    connect(m_handover, &HandoverView::acknowledgeRequested, handover, &HandoverController::acknowledge);
    connect(handover, &HandoverController::shiftsReceived, m_handover, &HandoverView::setShifts);
    connect(handover, &HandoverController::handoverReceived, m_handover, &HandoverView::setReport);
    connect(handover, &HandoverController::requestFailed, m_handover, &HandoverView::showError);
    connect(handover, &HandoverController::actionFinished, m_handover, &HandoverView::showResult);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this, handover](int index) {
        if (m_tabs->widget(index) == m_handover)
            handover->listShifts();
    });
}

// Nothing is sent over a link that is down: the console goes read only and says why.
void MainWindow::wirePermissions()
{
    ActionPermission *permission = m_session->permission();
    const auto refresh = [this, permission] {
        m_rackPanel->setReadOnlyReason(permission->readOnlyReason());
        m_validation->setActionsEnabled(permission->linkUp(), permission->readOnlyReason());
        m_alerts->setMayAct(permission->mayOperate(), permission->whyNotOperate());
        m_handover->setMayAct(permission->mayOperate(), permission->whyNotOperate());
    };
    connect(permission, &ActionPermission::changed, this, refresh);
    refresh();
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
        m_tabs->setCurrentWidget(m_board);
        m_board->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_board->filterBar()->searchField()->selectAll();
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

void MainWindow::restoreLayout()
{
    const ConsoleSettings settings;
    if (const QByteArray geometry = settings.windowGeometry(); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.windowState(); !state.isEmpty())
        restoreState(state);
    if (const QByteArray header = settings.fleetHeaderState(); !header.isEmpty())
        m_board->table()->horizontalHeader()->restoreState(header);
    m_tabs->setCurrentIndex(std::clamp(settings.currentView(), 0, m_tabs->count() - 1));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    ConsoleSettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setFleetHeaderState(m_board->table()->horizontalHeader()->saveState());
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
            m_rackPanel->approveButton()->click();  // disabled buttons do nothing and say why on hover
        else if (id == QLatin1String("remediate"))
            m_rackPanel->remediateButton()->click();
        else if (id == QLatin1String("filter"))
            m_board->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        else
            showView(id, nullptr);
    });
    palette->open();
}

void MainWindow::registerViews()
{
    using Argument = ViewEntry::Argument;
    const auto selectRack = [this](const QString &rackId) { m_board->selectRack(rackId); };
    // A view that is whole once one signal has come, the next time it comes.
    const auto next = [](auto *sender, auto signal) {
        return [sender, signal](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
            connect(sender, signal, context, [loaded] { loaded(); }, Qt::SingleShotConnection);
        };
    };
    m_views.add({QStringLiteral("fleet"), tr("&Fleet board"), tr("Fleet board"), QKeySequence(Qt::CTRL | Qt::Key_1),
                 Argument::None, {}, [this](const QString &) {
                     m_tabs->setCurrentWidget(m_board);
                     m_board->table()->setFocus();
                 }});
    m_views.add({QStringLiteral("rack"), {}, {}, {}, Argument::Required, {}, [this, selectRack](const QString &rackId) {
                     m_tabs->setCurrentWidget(m_board);
                     selectRack(rackId);
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
    // Without a rack: the cooling of the one already selected.
    m_views.add({QStringLiteral("cooling"), tr("&Cooling"), tr("Cooling of the selected rack"),
                 QKeySequence(Qt::CTRL | Qt::Key_2), Argument::Optional, {},
                 [this, selectRack](const QString &rackId) {
                     if (!rackId.isEmpty()) {
                         selectRack(rackId);
                         m_cooling->setRack(rackId);
                     }
                     m_tabs->setCurrentWidget(m_cooling);
                 },
                 // The history, then a few live samples on top of it.
                 [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
                     connect(m_session->cooling(), &CoolingController::historyReceived, context,
                             [context, loaded] { QTimer::singleShot(1900, context, loaded); }, Qt::SingleShotConnection);
                 }});
    m_views.add({QStringLiteral("thermal"), tr("&Thermal map"), tr("Thermal map of the fleet"),
                 QKeySequence(Qt::CTRL | Qt::Key_3), Argument::None, {},
                 [this](const QString &) { m_tabs->setCurrentWidget(m_thermal); },
                 // The whole fleet's telemetry arrives with the first batch after connecting.
                 next(m_session->cooling()->store(), &CoolingStore::samplesApplied)});
    m_views.add({QStringLiteral("approve"), {}, {}, {}, Argument::Required, {}, [this](const QString &rackId) {
                     showView(QStringLiteral("rack:") + rackId, nullptr);
                     m_dialogs->openApprove(rackId);
                 },
                 next(m_session->operations(), &OperationsController::gateEvaluated)});
    m_views.add({QStringLiteral("approvals"), tr("&Approvals"), tr("Approvals waiting for a second approver"),
                 QKeySequence(Qt::CTRL | Qt::Key_4), Argument::None, {QStringLiteral("overrides")},
                 [this](const QString &) {
                     m_tabs->setCurrentWidget(m_overrideQueue);
                     m_session->operations()->fetchOverrides();
                 },
                 next(m_session->operations(), &OperationsController::overridesReceived)});
    m_views.add({QStringLiteral("audit"), tr("A&udit log"), tr("Audit log"), QKeySequence(Qt::CTRL | Qt::Key_5),
                 Argument::None, {}, [this](const QString &) {
                     m_tabs->setCurrentWidget(m_audit);
                     m_session->operations()->queryAudit(m_audit->query());
                 },
                 next(m_session->operations(), &OperationsController::auditReceived)});
    // Ctrl+6 is the operations dock (createMenus()).
    m_views.add({QStringLiteral("validation"), tr("&Validation"), tr("Validation results of the selected rack"),
                 QKeySequence(Qt::CTRL | Qt::Key_7), Argument::Optional, {},
                 [this, selectRack](const QString &rackId) {
                     if (!rackId.isEmpty())
                         selectRack(rackId);
                     m_tabs->setCurrentWidget(m_validation);
                     if (!rackId.isEmpty())
                         m_validation->setRack(rackId);
                 }});
    m_views.add({QStringLiteral("replication"), tr("&Replication"), tr("Storage replication lag and SLO breaches"),
                 QKeySequence(Qt::CTRL | Qt::Key_8), Argument::None, {}, [this](const QString &) {
                     m_tabs->setCurrentWidget(m_replication);
                     m_replication->table()->setFocus();
                 }});
    m_views.add({QStringLiteral("alerts"), tr("A&lerts"), tr("Alerts: acknowledge, comment, silence"),
                 QKeySequence(Qt::CTRL | Qt::Key_9), Argument::None, {}, [this](const QString &) {
                     m_tabs->setCurrentWidget(m_alerts);
                     m_alerts->table()->setFocus();
                 },
                 // The first alert snapshot (an empty list is an answer too), the most severe selected.
                 [this](QObject *context, const ViewEntry::Loaded &loaded, const ViewEntry::Failed &) {
                     const auto selectTop = [this, loaded] {
                         if (m_alerts->filter()->rowCount() > 0)
                             m_alerts->table()->selectRow(0);
                         loaded();
                     };
                     AlertsModel *alerts = m_session->alerts()->model();
                     if (alerts->hasSnapshot())
                         selectTop();
                     else
                         connect(alerts, &AlertsModel::modelReset, context, selectTop, Qt::SingleShotConnection);
                 }});
    // Opening it again reloads the list of shifts (opening it loads it, see wireHandover()).
    m_views.add({QStringLiteral("handover"), tr("Shift &handover"), tr("Shift handover: report, notes, sign-off, export"),
                 QKeySequence(Qt::CTRL | Qt::Key_0), Argument::None, {}, [this](const QString &) {
                     const bool already = m_tabs->currentWidget() == m_handover;
                     m_tabs->setCurrentWidget(m_handover);
                     if (already)
                         m_session->handover()->listShifts();
                 },
                 next(m_session->handover(), &HandoverController::handoverReceived)});
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
