#include "coolingcontroller.h"

#include "coolinghistoryclient.h"
#include "coolingstore.h"
#include "operationscontroller.h"
#include "operationsmodel.h"
#include "telemetrywatcher.h"

namespace rackops {

namespace {
constexpr int kChartIntervalMs = 1000;
} // namespace

CoolingController::CoolingController(std::shared_ptr<BackendChannel> channel, OperationsController *operations,
                                     int fleetIntervalMs, QObject *parent)
    : QObject(parent)
    , m_channel(std::move(channel))
    , m_operations(operations)
    , m_store(new CoolingStore(this))
    , m_fleetWatcher(new TelemetryWatcher(m_channel, {}, fleetIntervalMs, this))
    , m_history(new CoolingHistoryClient(m_channel, this))
{
    connect(m_fleetWatcher, &TelemetryWatcher::samplesReceived, m_store, &CoolingStore::apply);
    connect(m_history, &CoolingHistoryClient::historyReceived, this, [this](const CoolingHistory &history) {
        if (m_charted.contains(history.rackId))
            Q_EMIT historyReceived(history);
    });
    OperationsModel *ops = m_operations->model();
    connect(ops, &OperationsModel::dataChanged, this, &CoolingController::publishOperationTimes);
    connect(ops, &OperationsModel::rowsInserted, this, &CoolingController::publishOperationTimes);
    connect(ops, &OperationsModel::modelReset, this, &CoolingController::publishOperationTimes);
}

// The watchers' threads post into the store and this object: stop them first.
CoolingController::~CoolingController()
{
    m_fleetWatcher->stop();
    m_chartWatcher.reset();
}

void CoolingController::start()
{
    m_fleetWatcher->start();
}

void CoolingController::chartRacks(const QStringList &rackIds)
{
    if (rackIds == m_charted && m_chartWatcher)
        return;
    m_charted = rackIds;
    m_chartWatcher.reset();
    if (!rackIds.isEmpty()) {
        m_chartWatcher = std::make_unique<TelemetryWatcher>(m_channel, rackIds, kChartIntervalMs);
        connect(m_chartWatcher.get(), &TelemetryWatcher::samplesReceived, this, &CoolingController::samplesReceived);
        m_chartWatcher->start();
    }
    publishOperationTimes();
}

void CoolingController::requestHistory(const QString &rackId, qint64 fromMs, qint64 toMs, int maxPoints)
{
    m_history->request(rackId, fromMs, toMs, maxPoints);
}

void CoolingController::publishOperationTimes()
{
    for (const QString &rackId : std::as_const(m_charted))
        Q_EMIT operationTimesChanged(rackId, m_operations->startTimes(rackId));
}

} // namespace rackops
