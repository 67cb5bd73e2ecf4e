#include "rackcontroller.h"

#include "gpufiguresmodel.h"
#include "gputelemetryclient.h"
#include "lifecyclehistorymodel.h"
#include "rackcomponentsmodel.h"
#include "rackdetailclient.h"
#include "sessionlog.h"

#include <QTimer>

namespace rackops {

RackController::RackController(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_client(new RackDetailClient(channel, this))
    , m_components(new RackComponentsModel(this))
    , m_history(new LifecycleHistoryModel(this))
    , m_gpuClient(new GpuTelemetryClient(std::move(channel), this))
    , m_gpuFigures(new GpuFiguresModel(this))
    , m_gpuRefresh(new QTimer(this))
{
    m_gpuRefresh->setInterval(kGpuRefreshMs);
    connect(m_gpuRefresh, &QTimer::timeout, this, &RackController::refreshGpuFigures);
    connect(m_gpuClient, &GpuTelemetryClient::telemetryReceived, this, [this](const GpuTelemetry &telemetry) {
        if (telemetry.rackId != m_rackId) {
            logDroppedAnswer("GPU figures", telemetry.rackId, m_rackId);
            return;
        }
        m_gpuFigures->setTelemetry(telemetry);
    });
    connect(m_gpuClient, &GpuTelemetryClient::telemetryFailed, this, [this](const QString &rackId, const QString &message) {
        // The figures shown stay, with their age; the dock says the backend did not answer.
        if (rackId == m_rackId)
            Q_EMIT gpuFiguresFailed(rackId, message);
    });
    connect(m_client, &RackDetailClient::detailReceived, this, [this](const RackDetail &detail) {
        if (detail.summary.rackId != m_rackId) {
            logDroppedAnswer("rack detail", detail.summary.rackId, m_rackId);
            return;
        }
        m_components->setComponents(detail.components);
        m_history->setHistory(detail.history);
        Q_EMIT detailReceived(detail);
    });
    connect(m_client, &RackDetailClient::detailFailed, this, [this](const QString &rackId, const QString &message) {
        if (rackId == m_rackId)
            Q_EMIT detailFailed(rackId, message);
    });
}

void RackController::requestDetail(const QString &rackId)
{
    if (rackId != m_rackId) {
        // Never another rack's parts under this rack's name while its own are on the way.
        m_components->setComponents({});
        m_history->setHistory({});
        m_gpuFigures->clear();
        m_rackId = rackId;
        refreshGpuFigures();
    }
    if (!rackId.isEmpty())
        m_client->request(rackId);
}

void RackController::refreshGpuFigures()
{
    if (m_rackId.isEmpty()) {
        m_gpuRefresh->stop();
        return;
    }
    m_gpuClient->request(m_rackId);
    m_gpuRefresh->start();
}

} // namespace rackops
