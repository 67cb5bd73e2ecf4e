#pragma once

#include <QObject>

class QMainWindow;

namespace rackops {

class ConsoleSession;
class ViewRegistry;

// The window's menu bar: File, View (the registry's views, reload, the parts' panel actions such as
// the docks, theme, time zone, the palette), Rack (the parts' actions on the selected rack, never
// disabled: they say why not) and Help (the keyboard shortcuts, F1 or ?).
class ConsoleMenus : public QObject {
    Q_OBJECT
public:
    ConsoleMenus(QMainWindow *window, ConsoleSession *session, const ViewRegistry &views);

Q_SIGNALS:
    void paletteWanted();
    // F5: the view in front and the rack dock ask the backend again.
    void reloadWanted();
};

} // namespace rackops
