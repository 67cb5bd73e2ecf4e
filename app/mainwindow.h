#pragma once

#include "rackdetail.h"
#include "viewregistry.h"

#include <QMainWindow>

class QTabWidget;

namespace rackops {

class ActionDialogs;
class AlertsPage;
class AlertsView;
class ClustersPage;
class ClustersView;
class ApprovalsPage;
class ConsolePage;
class ConsoleStatusBar;
class ConsoleSession;
class CoolingPage;
class CoolingView;
class FleetBoard;
class FleetPage;
class OperationsDock;
class OverrideQueueView;
class RackDock;
class RackDetailPanel;
class ValidationPage;

// One window: the pages (fleet board, cooling, validation, approvals, audit,
// replication, alerts, handover) as tabs in the centre, the selected rack in a right dock, operations in a
// bottom dock, and connection, identity and data age in the status bar.
// The composition root: places the pages and docks, which each wire their
// widgets to their feature's controller; holds no policy.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(ConsoleSession *session, QWidget *parent = nullptr);

    FleetBoard *fleetBoard() const;
    RackDetailPanel *rackPanel() const;
    OverrideQueueView *overrideQueue() const;
    CoolingView *coolingView() const;
    AlertsView *alertsView() const;
    ClustersView *clustersView() const;
    ClustersPage *clustersPage() const { return m_clusters; }

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

public Q_SLOTS:
    void openCommandPalette();
    // F5: the view in front asks the backend again for what is not streamed to it, and the rack
    // dock for its rack; the status bar says what was asked for.
    void reloadViews();

private:
    void addPage(ConsolePage *page);
    void createDocks();
    // Fills m_views, once: every view's id, menu text, palette text, shortcut and activation.
    void registerViews();
    void createMenus();

    ConsoleSession *m_session;
    ActionDialogs *m_dialogs;
    QTabWidget *m_tabs;
    FleetPage *m_fleet;
    CoolingPage *m_cooling;
    ConsolePage *m_thermal;
    ValidationPage *m_validation;
    ApprovalsPage *m_approvals;
    ConsolePage *m_audit;
    ConsolePage *m_replication;
    AlertsPage *m_alerts;
    ConsolePage *m_handover;
    ClustersPage *m_clusters;
    QList<ConsolePage *> m_pages;
    RackDock *m_rackDock;
    OperationsDock *m_operationsDock;
    ConsoleStatusBar *m_status = nullptr;
    ViewRegistry m_views;
};

} // namespace rackops
