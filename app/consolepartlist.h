#pragma once

#include <QList>

#include <functional>

class QMainWindow;

namespace rackops {

class ActionDialogs;
class ConsoleDock;
class ConsolePage;
class ConsoleSession;

// The parts of the main window: its pages, in tab order, and its docks. MainWindow builds them
// from here and takes everything else (views, menus, palette, shortcuts, --view, screenshot
// readiness, reload) from what each part registers, so it names none of them.
struct ConsolePartList {
    // What a part is built on.
    struct Context {
        ConsoleSession *session;
        ActionDialogs *dialogs;
        QMainWindow *window; // the parent of every part
    };
    using PageFactory = std::function<ConsolePage *(const Context &)>;
    using DockFactory = std::function<ConsoleDock *(const Context &)>;

    QList<PageFactory> pages; // in tab order
    QList<DockFactory> docks; // in the order of their View menu actions

    // The console's own parts: the one place that lists them.
    static ConsolePartList standard();
};

} // namespace rackops
