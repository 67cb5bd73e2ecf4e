#include "consolemenus.h"

#include "consolesession.h"
#include "consolesettings.h"
#include "profileswitcher.h"
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

ConsoleMenus::ConsoleMenus(QMainWindow *window, ConsoleSession *session, const ViewRegistry &views)
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
    view->addActions(views.menuActions(ConsolePart::Menu::View));

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

    QMenu *rackMenu = bar->addMenu(tr("&Rack"));
    rackMenu->addActions(views.menuActions(ConsolePart::Menu::Rack));

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
