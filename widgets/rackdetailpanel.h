#pragma once

#include "approvalresult.h"
#include "rackdetail.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTimer;

namespace rackops {

class CoolingStore;
class FleetModel;
class GateCriteriaModel;
class LifecycleHistoryModel;
class RackComponentsModel;
class RackElevationView;
class SessionIdentity;

// The selected rack: where it is, stage and health with the reason, the
// operation running on it, the approval gate's criteria, its parts laid out
// like the rack, and its lifecycle history. Follows the rack live from the
// fleet model, asks for fresh detail when it changes, and offers Approve and
// Remediate to those whose role allows it.
class RackDetailPanel : public QWidget
{
    Q_OBJECT
public:
    RackDetailPanel(FleetModel *fleet, SessionIdentity *identity, QWidget *parent = nullptr);

    QString rackId() const { return m_rackId; }
    const RackDetail &detail() const { return m_detail; }
    RackComponentsModel *components() const { return m_components; }
    LifecycleHistoryModel *history() const { return m_history; }
    GateCriteriaModel *gate() const { return m_gate; }
    QPushButton *approveButton() const { return m_approve; }
    QPushButton *remediateButton() const { return m_remediate; }

public slots:
    void showRack(const QString &rackId);
    void showDetail(const rackops::RackDetail &detail);
    void showError(const QString &rackId, const QString &message);
    void showGate(const rackops::ActionResult &evaluated);
    // Where the rack's cooling and leak detectors come from.
    void setCoolingStore(rackops::CoolingStore *store);
    // While the link is down the console is read only; empty = actions allowed.
    void setReadOnlyReason(const QString &reason);

signals:
    // The panel needs the full detail of this rack (new selection or the rack changed).
    void detailWanted(const QString &rackId);
    void gateWanted(const QString &rackId);
    void approveClicked(const QString &rackId);
    void remediateClicked(const rackops::RackDetail &detail);

private:
    void refreshSummary();
    void refreshActions();
    void refreshCooling();
    void onFleetChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    FleetModel *m_fleet;
    SessionIdentity *m_identity;
    QString m_rackId;
    RackDetail m_detail;
    qint64 m_detailRevision = -1;
    qint64 m_gateRevision = -1;
    QString m_readOnlyReason;
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
    RackElevationView *m_elevation;
    QTableView *m_componentTable;
    QTableView *m_historyTable;
    QTimer *m_refetch;
};

} // namespace rackops
