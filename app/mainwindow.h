#pragma once

#include "rackdetail.h"
#include "viewregistry.h"

#include <QMainWindow>

class QDockWidget;
class QTabWidget;

namespace rackops {

class ActionDialogs;
class AlertsView;
class AuditView;
class HandoverView;
class CoolingView;
class ConsoleSession;
class FleetBoard;
class FleetThermalView;
class OperationsPanel;
class OverrideQueueView;
class RackDetailPanel;
class ValidationView;
class ReplicationView;

// One window: the fleet board, the approvals queue and the audit log as
// tabs in the centre, the selected rack in a right dock, operations in a
// bottom dock, and connection, identity and data age in the status bar.
// Composes widgets on the session's controllers: connects their intents to
// the controllers' slots and their answers back; holds no policy.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(ConsoleSession *session, QWidget *parent = nullptr);

    FleetBoard *fleetBoard() const { return m_board; }
    RackDetailPanel *rackPanel() const { return m_rackPanel; }
    OverrideQueueView *overrideQueue() const { return m_overrideQueue; }
    AuditView *auditView() const { return m_audit; }
    CoolingView *coolingView() const { return m_cooling; }
    ValidationView *validationView() const { return m_validation; }
    ReplicationView *replicationView() const { return m_replication; }
    AlertsView *alertsView() const { return m_alerts; }
    HandoverView *handoverView() const { return m_handover; }

    // Shows a view by name: "id" or "id:ARG" (see viewNames()). False for an unknown name.
    bool showView(const QString &view, QString *error);
    QStringList viewNames() const;
    const ViewRegistry &views() const { return m_views; }

    // The layout of the last session (docks, splitters, columns, sort order, view).
    // Opens at `preferred`, or as much of it as the screen's available area
    // holds (a 1366x768 laptop), placed inside that area.
    void fitToScreen(const QSize &preferred);
    void restoreLayout();

protected:
    void closeEvent(QCloseEvent *event) override;

public slots:
    void openCommandPalette();

private:
    // Fills m_views, once: every view's id, menu text, palette text, shortcut and activation.
    void registerViews();
    void createMenus();
    void wireSelection();
    void wireRack();
    void wireCooling();
    void wireValidation();
    void wireAlerts();
    void wireReplication();
    void wireHandover();
    void wirePermissions();

    ConsoleSession *m_session;
    QTabWidget *m_tabs;
    FleetBoard *m_board;
    OverrideQueueView *m_overrideQueue;
    AuditView *m_audit;
    CoolingView *m_cooling;
    FleetThermalView *m_thermal;
    ValidationView *m_validation;
    ReplicationView *m_replication;
    AlertsView *m_alerts;
    HandoverView *m_handover;
    RackDetailPanel *m_rackPanel;
    QDockWidget *m_rackDock;
    OperationsPanel *m_operationsPanel;
    QDockWidget *m_operationsDock;
    ActionDialogs *m_dialogs;
    ViewRegistry m_views;
};

} // namespace rackops
