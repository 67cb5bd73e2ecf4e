#include "mainwindow.h"

#include "actiondialogs.h"
#include "commandpalette.h"
#include "consoledock.h"
#include "consolemenus.h"
#include "consolepage.h"
#include "consolesession.h"
#include "consolesettings.h"
#include "consolestatusbar.h"
#include "fleetcontroller.h"
#include "sessionbanners.h"

#include <QCloseEvent>
#include <QGuiApplication>
#include <QHash>
#include <QScreen>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace rackops {

MainWindow::MainWindow(ConsoleSession *session, QWidget *parent)
    : MainWindow(session, ConsolePartList::standard(), parent)
{
}

MainWindow::MainWindow(ConsoleSession *session, const ConsolePartList &parts, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("mainWindow"));
    if (session->isDemo())
        setWindowTitle(tr("DEMO", "window title; the desktop adds \"— RackOps\""));
    else if (!session->profileName().isEmpty())
        setWindowTitle(
            tr("%1 (%2)", "window title: profile (backend)").arg(session->profileName(), session->endpoint()));
    else
        setWindowTitle(session->endpoint());
    const auto open = [this](const QString &view) { showView(view, nullptr); };

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *banners = new SessionBanners(session, central);
    layout->addWidget(banners);
    connect(banners, &SessionBanners::rackRequested, this, [this](const QString &rackId) { m_views.openRack(rackId); });
    m_tabs = new QTabWidget(central);
    m_tabs->setObjectName(QStringLiteral("views"));
    m_tabs->setDocumentMode(true);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    auto *dialogs = new ActionDialogs(session, this);
    connect(dialogs, &ActionDialogs::viewRequested, this, open);
    const ConsolePartList::Context context {session, dialogs, this};
    for (const ConsolePartList::PageFactory &page : parts.pages)
        addPage(page(context));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        for (ConsolePage *page : std::as_const(m_pages))
            page->setCurrent(m_tabs->widget(index) == page->widget());
    });
    for (const ConsolePartList::DockFactory &dock : parts.docks)
        addDock(dock(context));
    m_status = new ConsoleStatusBar(session, this);
    setStatusBar(m_status);
    connect(m_status, &ConsoleStatusBar::viewRequested, this, open);

    // Pages first, then docks: the order of their menu actions and palette commands.
    for (const ConsolePage *page : std::as_const(m_pages))
        m_views.add(*page);
    for (const ConsoleDock *dock : std::as_const(m_docks))
        m_views.add(*dock);
    auto *menus = new ConsoleMenus(this, session, m_views);
    connect(menus, &ConsoleMenus::paletteWanted, this, &MainWindow::openCommandPalette);
    connect(menus, &ConsoleMenus::reloadWanted, this, &MainWindow::reloadViews);
}

void MainWindow::addPage(ConsolePage *page)
{
    m_pages << page;
    m_tabs->addTab(page->widget(), page->tabText());
    connect(page, &ConsolePage::tabTextChanged, this,
            [this, page](const QString &text) { m_tabs->setTabText(m_tabs->indexOf(page->widget()), text); });
    connect(page, &ConsolePage::raiseRequested, this, [this, page] { m_tabs->setCurrentWidget(page->widget()); });
    connect(page, &ConsolePage::viewRequested, this, [this](const QString &view) { showView(view, nullptr); });
    connect(page, &ConsolePage::refused, this, &MainWindow::explain);
    connect(page, &ConsolePage::fileDropped, this, &MainWindow::offerFile);
    page->setCurrent(m_tabs->currentWidget() == page->widget());
}

void MainWindow::addDock(ConsoleDock *dock)
{
    m_docks << dock;
    addDockWidget(dock->area(), dock);
    const Qt::Orientation across = dock->area() == Qt::LeftDockWidgetArea || dock->area() == Qt::RightDockWidgetArea
        ? Qt::Horizontal
        : Qt::Vertical;
    resizeDocks({dock}, {dock->preferredExtent()}, across);
    connect(dock, &ConsoleDock::viewRequested, this, [this](const QString &view) { showView(view, nullptr); });
    connect(dock, &ConsoleDock::refused, this, &MainWindow::explain);
}

void MainWindow::offerFile(const QString &rackId, const QString &path)
{
    for (ConsolePage *page : std::as_const(m_pages)) {
        if (page->takeFile(rackId, path))
            return;
    }
}

void MainWindow::explain(const QString &whyNot)
{
    if (m_status && !whyNot.isEmpty())
        m_status->explain(whyNot);
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
    for (ConsolePage *page : std::as_const(m_pages))
        page->restoreLayout(settings);
    m_tabs->setCurrentIndex(std::clamp(settings.currentView(), 0, m_tabs->count() - 1));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    ConsoleSettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    for (const ConsolePage *page : std::as_const(m_pages))
        page->saveLayout(settings);
    settings.setCurrentView(m_tabs->currentIndex());
    QMainWindow::closeEvent(event);
}

void MainWindow::openCommandPalette()
{
    // The views and the parts' commands of this moment, each with what choosing it does.
    QList<CommandPalette::Command> shown;
    QHash<QString, std::function<void()>> runs;
    for (const ConsoleCommand &command : m_views.paletteCommands()) {
        if (runs.contains(command.id))
            continue;
        // PortableText: "Ctrl+1" in every language, as the palette always showed it.
        shown.append(
            {command.id, command.title, command.shortcut.toString(QKeySequence::PortableText), command.keywords});
        runs.insert(command.id, command.run);
    }
    auto *palette = new CommandPalette(m_session->fleet()->model(), shown, this);
    palette->setAttribute(Qt::WA_DeleteOnClose);
    connect(palette, &CommandPalette::rackChosen, this, [this](const QString &rackId) { m_views.openRack(rackId); });
    connect(palette, &CommandPalette::commandChosen, this, [runs](const QString &id) {
        if (const std::function<void()> run = runs.value(id))
            run();
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
        if (page->tabView().reload) {
            page->tabView().reload();
            asked << page->tabText();
        } else {
            live = tr("%1 is live: it updates by itself.").arg(page->tabText());
        }
    }
    for (ConsoleDock *dock : std::as_const(m_docks)) {
        if (const QString what = dock->reload(); !what.isEmpty())
            asked << what;
    }
    QStringList message;
    if (!asked.isEmpty())
        message << tr("Reloading from the backend: %1.").arg(asked.join(tr(", ", "between the things reloaded")));
    if (!live.isEmpty())
        message << live;
    explain(message.join(QLatin1Char(' ')));
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
