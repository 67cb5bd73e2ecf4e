#include "consolemenus.h"

#include "consolesession.h"
#include "consolesettings.h"
#include "operationsdock.h"
#include "profileswitcher.h"
#include "rackdock.h"
#include "shortcutsdialog.h"
#include "theme.h"
#include "timestamptext.h"
#include "viewregistry.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

namespace rackops {

ConsoleMenus::ConsoleMenus(QMainWindow *window, ConsoleSession *session, const ViewRegistry &views,
                           RackDock *rackDock, OperationsDock *operationsDock)
    : QObject(window)
{
    QMenuBar *bar = window->menuBar();
    QMenu *file = bar->addMenu(tr("&File"));
    file->addAction(tr("&Connection profiles\u2026"), new ProfileSwitcher(session->profileName(), window),
                    &ProfileSwitcher::open);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = bar->addMenu(tr("&View"));
    views.addMenuActions(view);
    view->addSeparator();
    QAction *reload = view->addAction(tr("Re&load from the backend"), this, &ConsoleMenus::reloadWanted);
    reload->setObjectName(QStringLiteral("reloadAction"));
    reload->setShortcut(QKeySequence(Qt::Key_F5));
    reload->setToolTip(tr("Ask the backend again for what the view in front and the rack dock show."));
    QAction *find = view->addAction(tr("Filter &racks"), this, &ConsoleMenus::filterWanted);
    find->setShortcut(QKeySequence::Find);
    QAction *rack = rackDock->toggleViewAction();
    rack->setText(tr("&Rack detail"));
    rack->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    view->addAction(rack);
    QAction *operations = operationsDock->toggleViewAction();
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
    QAction *palette = view->addAction(tr("&Go to rack, view or action\u2026"), this, &ConsoleMenus::paletteWanted);
    palette->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));

    // Window-wide, and never disabled: a shortcut on an action that cannot run says why in the
    // status bar instead of doing nothing.
    QMenu *rackMenu = bar->addMenu(tr("&Rack"));
    QAction *approve = rackMenu->addAction(tr("&Approve the selected rack\u2026"), rackDock, &RackDock::approveSelected);
    approve->setObjectName(QStringLiteral("approveAction"));
    approve->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    QAction *remediate = rackMenu->addAction(tr("&Remediate the selected rack\u2026"), rackDock,
                                             &RackDock::remediateSelected);
    remediate->setObjectName(QStringLiteral("remediateAction"));
    remediate->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));

    QMenu *help = bar->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), window, [window] {
        auto *dialog = new ShortcutsDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    // "?" as well: typed into a text field it stays a question mark (the field takes it first).
    keys->setShortcuts({QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question)});
    help->addAction(tr("&About RackOps"), window, [window, session] {
        QMessageBox::about(window, tr("About RackOps"),
                           tr("<h3>RackOps %1</h3><p>Operations console for bringing AI racks into "
                              "production.</p><p>Backend: %2</p>")
                               .arg(QApplication::applicationVersion(), session->endpoint().toHtmlEscaped()));
    });
}

} // namespace rackops
