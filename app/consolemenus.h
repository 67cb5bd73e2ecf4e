#pragma once

#include <QObject>

class QMainWindow;

namespace rackops {

class ConsoleSession;
class OperationsDock;
class RackDock;
class ViewRegistry;

// The window's menu bar: File, View (the registry's views, the docks, theme, time zone, the
// palette), Rack (the actions on the selected rack, never disabled: they say why not) and Help.
class ConsoleMenus : public QObject
{
    Q_OBJECT
public:
    ConsoleMenus(QMainWindow *window, ConsoleSession *session, const ViewRegistry &views, RackDock *rackDock,
                 OperationsDock *operationsDock);

Q_SIGNALS:
    void filterWanted();
    void paletteWanted();
};

} // namespace rackops
