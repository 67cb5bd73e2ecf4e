#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;

namespace rackops {

class ConnectionIndicator;
class ConsoleSession;
class FleetBoard;
class RackDetailPanel;

// One window: the fleet board in the centre, the selected rack in a right
// dock, the connection and data age in the status bar. Wires widgets to the
// session's models and clients; holds no logic of its own.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(ConsoleSession *session, QWidget *parent = nullptr);

    FleetBoard *fleetBoard() const { return m_board; }
    RackDetailPanel *rackPanel() const { return m_rackPanel; }

    // Shows a view by name: "fleet" or "rack:ID". False for an unknown name.
    bool showView(const QString &view, QString *error);

private:
    void createMenus();

    ConsoleSession *m_session;
    FleetBoard *m_board;
    RackDetailPanel *m_rackPanel;
    QDockWidget *m_rackDock;
    ConnectionIndicator *m_indicator;
};

} // namespace rackops
