#pragma once

#include "approvalresult.h"
#include "rackdetail.h"

#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTimer;

namespace rackops {

class AlertsModel;
class CoolingStore;
class FleetModel;
class GateCriteriaModel;
class GpuFiguresModel;
class GpuFiguresPanel;
class GpuHistoryModel;
class LifecycleHistoryModel;
class OperationsModel;
class RackComponentsModel;
class RackElevationView;
class SessionIdentity;

// The selected rack: where it is, stage and health with the reason, the
// operation running on it, the approval gate's criteria, its parts laid out
// like the rack, and its lifecycle history. Follows the rack live from the
// fleet model, asks for fresh detail when it changes, and offers Approve and
// Remediate to those whose role allows it.
class RackDetailPanel : public QWidget {
    Q_OBJECT
public:
    // `gate` holds the criteria of the rack asked for with gateWanted(), and only that rack's.
    RackDetailPanel(FleetModel *fleet, SessionIdentity *identity, RackComponentsModel *components,
                    LifecycleHistoryModel *history, GateCriteriaModel *gate, QWidget *parent = nullptr);

    QString rackId() const { return m_rackId; }
    const RackDetail &detail() const { return m_detail; }
    RackComponentsModel *components() const { return m_components; }
    LifecycleHistoryModel *history() const { return m_history; }
    GateCriteriaModel *gate() const { return m_gate; }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *remediateButton() const { return m_remediate; }
    GpuFiguresPanel *gpuFiguresPanel() const { return m_gpuPanel; }
    // The parts, GPUs and history tabs.
    QTabWidget *tabs() const { return m_tabs; }
    // The commands behind the buttons, for the window's menus and shortcuts: enabled exactly
    // when the buttons are; triggered, they ask for the dialog (approveClicked, remediateClicked).
    QAction *approveAction() const { return m_approveAction; }
    QAction *remediateAction() const { return m_remediateAction; }
    // True once the detail of the rack shown has arrived.
    bool hasDetail() const { return m_detailRevision >= 0; }
    // Why Approve / Remediate cannot be used now, as shown under the buttons; empty when they can.
    QString approveWhyNot() const { return m_approveWhyNot; }
    QString remediateWhyNot() const { return m_remediateWhyNot; }

public Q_SLOTS:
    void showRack(const QString &rackId);
    void showDetail(const rackops::RackDetail &detail);
    void showError(const QString &rackId, const QString &message);
    // The gate asked for with gateWanted() was judged (its criteria are in the gate model).
    void showGate(const rackops::ApprovalResult &evaluated);
    // Where the rack's cooling and leak detectors come from.
    void setCoolingStore(rackops::CoolingStore *store);
    // Where the operations on the rack come from: the same list the operations panel shows.
    void setOperations(rackops::OperationsModel *operations);
    // Where the rack's open alerts come from: its health never reads better than they do.
    void setAlerts(rackops::AlertsModel *alerts);
    // The rack's GPUs with the figures of the site's monitoring, in a "GPUs" tab beside the parts.
    void setGpuFigures(rackops::GpuFiguresModel *figures);
    // The GPU chosen in the GPUs tab shows its history from this model (after setGpuFigures()).
    void setGpuHistory(rackops::GpuHistoryModel *history);
    // Brings the GPUs tab forward (--view rack:ID/gpus).
    void showGpuFigures();
    // What the link, the roles and the rack's state say against each action (empty = allowed);
    // asked for again on detailShown().
    void setActionReasons(const QString &approveWhyNot, const QString &remediateWhyNot);

Q_SIGNALS:
    // The panel needs the full detail of this rack (new selection or the rack changed).
    void detailWanted(const QString &rackId);
    // The panel shows this rack's approval gate, judged afresh; an empty id: it shows no gate.
    void gateWanted(const QString &rackId);
    void approveClicked(const QString &rackId);
    void remediateClicked(const rackops::RackDetail &detail);
    // Another rack or a fresh detail is shown: the reasons against its actions may have changed.
    void detailShown();

private:
    void refreshSummary();
    void refreshActions();
    void refreshGate();
    void refreshCooling();
    void holdGeometry();
    void judgeAgainOnGateAlerts();
    void showPage(int index);
    QList<QLabel *> boundedLabels() const;
    void showWholeTexts();
    void refreshHealth(const RackSummary &rack);
    QString stepText(const RackSummary &rack) const;
    QString operationText(const RackSummary &rack) const;
    void onFleetChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    FleetModel *m_fleet;
    SessionIdentity *m_identity;
    QString m_rackId;
    RackDetail m_detail;
    qint64 m_detailRevision = -1;
    qint64 m_gateRevision = -1;
    QString m_approveReason; // as the console's policy says (link, role, the rack's state)
    QString m_remediateReason;
    QString m_approveWhyNot; // as shown: the policy's reason, or that the rack is still loading
    QString m_remediateWhyNot;
    OperationsModel *m_operations = nullptr;
    AlertsModel *m_alerts = nullptr;
    RackComponentsModel *m_components;
    LifecycleHistoryModel *m_history;
    GateCriteriaModel *m_gate;
    QStackedWidget *m_pages;
    QLabel *m_title;
    QLabel *m_location;
    QLabel *m_stage;
    QLabel *m_health;
    QLabel *m_step;
    QProgressBar *m_progress;
    QLabel *m_operation;
    QLabel *m_cooling;
    CoolingStore *m_store = nullptr;
    QLabel *m_gateSummary;
    QTableView *m_gateTable;
    QLabel *m_message;
    QPushButton *m_approve;
    QPushButton *m_remediate;
    QAction *m_approveAction;
    QAction *m_remediateAction;
    QLabel *m_actionReasons;
    RackElevationView *m_elevation;
    QTableView *m_componentTable;
    QTableView *m_historyTable;
    QTabWidget *m_tabs;
    GpuFiguresPanel *m_gpuPanel = nullptr;
    QTimer *m_refetch;
    QStringList m_gateAlerts; // the rack's open critical alerts when the gate was last asked for
};

} // namespace rackops
