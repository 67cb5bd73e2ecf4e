#include "rackcontroller.h"

#include "gpufiguresmodel.h"
#include "gpuhistorymodel.h"
#include "gpuhistoryreply.h"
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
    , m_gpuHistory(new GpuHistoryModel(this))
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
    connect(m_gpuClient, &GpuTelemetryClient::telemetryFailed, this,
            [this](const QString &rackId, const QString &message) {
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
        if (m_historyReply)
            m_historyReply->abandon();
        m_historyAsk = {};
        m_gpuHistory->clear();
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
    // The chosen GPU's history moves on with its figures (unless the last ask is still out).
    if (m_historyAsk.tray > 0 && !m_historyReply)
        requestGpuHistory(m_historyAsk.tray, m_historyAsk.gpu, m_historyAsk.windowMs, m_historyAsk.widthPixels);
    m_gpuRefresh->start();
}

void RackController::requestGpuHistory(int tray, int gpu, qint64 windowMs, int widthPixels)
{
    if (m_rackId.isEmpty())
        return;
    if (m_historyReply)
        m_historyReply->abandon();
    m_historyAsk = {tray, gpu, windowMs, widthPixels};
    m_gpuHistory->setPending(m_rackId, tray, gpu);
    GpuHistoryReply *reply = m_gpuClient->history(m_rackId, tray, gpu, windowMs, widthPixels);
    m_historyReply = reply;
    connect(reply, &GpuHistoryReply::received, this, [this](const GpuHistory &history) {
        m_historyReply = nullptr;
        m_gpuHistory->setHistory(history);
    });
    connect(reply, &GpuHistoryReply::failed, this, [this](const QString &message) {
        m_historyReply = nullptr;
        m_gpuHistory->setFailure(message);
    });
}

} // namespace rackops
