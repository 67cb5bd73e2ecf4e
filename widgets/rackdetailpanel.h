#pragma once

#include "rackdetail.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QStackedWidget;
class QTableView;
class QTimer;

namespace rackops {

class FleetModel;
class LifecycleHistoryModel;
class RackComponentsModel;

// The selected rack: where it is, stage and health with the reason, its
// parts and their firmware, and its lifecycle history. Follows the rack live
// from the fleet model and asks for fresh detail when the rack changes.
class RackDetailPanel : public QWidget
{
    Q_OBJECT
public:
    explicit RackDetailPanel(FleetModel *fleet, QWidget *parent = nullptr);

    QString rackId() const { return m_rackId; }
    RackComponentsModel *components() const { return m_components; }
    LifecycleHistoryModel *history() const { return m_history; }

public slots:
    void showRack(const QString &rackId);
    void showDetail(const rackops::RackDetail &detail);
    void showError(const QString &rackId, const QString &message);

signals:
    // The panel needs the full detail of this rack (new selection or the rack changed).
    void detailWanted(const QString &rackId);

private:
    void refreshSummary();
    void onFleetChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);

    FleetModel *m_fleet;
    QString m_rackId;
    qint64 m_detailRevision = -1;
    RackComponentsModel *m_components;
    LifecycleHistoryModel *m_history;
    QStackedWidget *m_pages;
    QLabel *m_title;
    QLabel *m_location;
    QLabel *m_stage;
    QLabel *m_health;
    QLabel *m_step;
    QProgressBar *m_progress;
    QLabel *m_message;
    QTableView *m_componentTable;
    QTableView *m_historyTable;
    QTimer *m_refetch;
};

} // namespace rackops
