#include "mainwindow.h"

#include "connectionindicator.h"
#include "consolesession.h"
#include "fleetboard.h"
#include "fleetfilterbar.h"
#include "fleetmodel.h"
#include "rackdetailclient.h"
#include "rackdetailpanel.h"
#include "staledatabanner.h"
#include "statuspalette.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

namespace rackops {

MainWindow::MainWindow(ConsoleSession *session, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(session->isDemo() ? tr("RackOps \u2014 DEMO") : tr("RackOps \u2014 %1").arg(session->endpoint()));

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
    layout->addWidget(new StaleDataBanner(session->connection(), central));
    m_board = new FleetBoard(session->fleet(), session->fleetFilter(), central);
    layout->addWidget(m_board, 1);
    setCentralWidget(central);

    m_rackPanel = new RackDetailPanel(session->fleet(), this);
    m_rackDock = new QDockWidget(tr("Rack"), this);
    m_rackDock->setObjectName(QStringLiteral("rackDock"));
    m_rackDock->setWidget(m_rackPanel);
    m_rackDock->setMinimumWidth(420);
    addDockWidget(Qt::RightDockWidgetArea, m_rackDock);

    m_indicator = new ConnectionIndicator(session->connection(), this);
    statusBar()->addWidget(m_indicator, 1);
    if (session->isDemo()) {
        auto *demo = new QLabel(tr("DEMO"), this);
        demo->setObjectName(QStringLiteral("demoBadge"));
        demo->setStyleSheet(QStringLiteral("background: #d29922; color: #1c2128; font-weight: bold; padding: 1px 8px;"));
        demo->setToolTip(tr("Connected to the embedded demo backend"));
        statusBar()->addPermanentWidget(demo);
    }

    connect(m_board, &FleetBoard::currentRackChanged, m_rackPanel, &RackDetailPanel::showRack);
    connect(m_board, &FleetBoard::rackActivated, this, [this](const QString &rackId) {
        m_rackPanel->showRack(rackId);
        m_rackDock->show();
        m_rackDock->raise();
    });
    RackDetailClient *details = session->rackDetails();
    connect(m_rackPanel, &RackDetailPanel::detailWanted, details, &RackDetailClient::request);
    connect(details, &RackDetailClient::detailReceived, m_rackPanel, &RackDetailPanel::showDetail);
    connect(details, &RackDetailClient::detailFailed, m_rackPanel, &RackDetailPanel::showError);

    createMenus();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *fleet = view->addAction(tr("&Fleet board"), this, [this] { showView(QStringLiteral("fleet"), nullptr); });
    fleet->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    QAction *find = view->addAction(tr("Filter &racks"), this, [this] {
        m_board->filterBar()->searchField()->setFocus(Qt::ShortcutFocusReason);
        m_board->filterBar()->searchField()->selectAll();
    });
    find->setShortcut(QKeySequence::Find);
    QAction *rack = m_rackDock->toggleViewAction();
    rack->setText(tr("&Rack detail"));
    rack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    view->addAction(rack);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RackOps"), this, [this] {
        QMessageBox::about(this, tr("About RackOps"),
                           tr("<h3>RackOps %1</h3><p>Operations console for bringing AI racks into "
                              "production.</p><p>Backend: %2</p>")
                               .arg(QApplication::applicationVersion(), m_session->endpoint().toHtmlEscaped()));
    });
}

bool MainWindow::showView(const QString &view, QString *error)
{
    if (view == QLatin1String("fleet")) {
        m_board->table()->setFocus();
        return true;
    }
    if (view.startsWith(QLatin1String("rack:"))) {
        const QString rackId = view.mid(5);
        m_board->selectRack(rackId);
        m_rackPanel->showRack(rackId);
        m_rackDock->show();
        return true;
    }
    if (error)
        *error = tr("Unknown view \"%1\". Available: fleet, rack:ID").arg(view);
    return false;
}

} // namespace rackops
