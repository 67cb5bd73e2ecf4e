#include "gpuhistoryreply.h"

namespace rackops {

GpuHistoryReply::GpuHistoryReply(QString rackId, int tray, int gpu, QObject *parent)
    : QObject(parent)
    , m_rackId(std::move(rackId))
    , m_tray(tray)
    , m_gpu(gpu)
{
}

void GpuHistoryReply::abandon()
{
    m_abandoned = true;
}

void GpuHistoryReply::finish(const GpuHistory &history)
{
    if (m_finished)
        return;
    m_finished = true;
    if (!m_abandoned)
        Q_EMIT received(history);
    deleteLater();
}

void GpuHistoryReply::fail(const QString &message)
{
    if (m_finished)
        return;
    m_finished = true;
    if (!m_abandoned)
        Q_EMIT failed(message);
    deleteLater();
}

} // namespace rackops
