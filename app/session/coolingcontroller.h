#pragma once

#include "coolinghistory.h"
#include "coolingsample.h"

#include <QObject>
#include <QStringList>

#include <memory>

namespace rackops {

class BackendChannel;
class CoolingHistoryClient;
class CoolingStore;
class OperationsController;
class TelemetryWatcher;

// Cooling: the whole fleet's latest readings every 5 s unless told otherwise (the board's columns,
// the thermal map, the leak banner), and for the racks on the charts their
// history, live samples at 1 Hz and when operations started on them.
class CoolingController : public QObject {
    Q_OBJECT
public:
    // `fleetIntervalMs`: how often the fleet-wide stream brings every rack's readings.
    CoolingController(std::shared_ptr<BackendChannel> channel, OperationsController *operations, int fleetIntervalMs,
                      QObject *parent = nullptr);
    ~CoolingController() override;

    CoolingStore *store() const { return m_store; }
    QStringList chartedRacks() const { return m_charted; }

    void start();

public Q_SLOTS:
    // The racks on the charts: live samples flow for exactly these.
    void chartRacks(const QStringList &rackIds);
    void requestHistory(const QString &rackId, qint64 fromMs, qint64 toMs, int maxPoints);

Q_SIGNALS:
    // Only for charted racks; late answers for racks no longer charted are dropped.
    void historyReceived(const rackops::CoolingHistory &history);
    void samplesReceived(const QList<rackops::CoolingSample> &samples);
    void operationTimesChanged(const QString &rackId, const QList<qint64> &timesMs);

private:
    void publishOperationTimes();

    std::shared_ptr<BackendChannel> m_channel;
    OperationsController *m_operations;
    CoolingStore *m_store;
    TelemetryWatcher *m_fleetWatcher;
    CoolingHistoryClient *m_history;
    std::unique_ptr<TelemetryWatcher> m_chartWatcher;
    QStringList m_charted;
};

} // namespace rackops
