#include "clusterreplies.h"

namespace rackops {

ClusterDetailReply::ClusterDetailReply(QString clusterId, QObject *parent)
    : QObject(parent)
    , m_clusterId(std::move(clusterId))
{
}

void ClusterDetailReply::abandon()
{
    m_abandoned = true;
}

void ClusterDetailReply::finish(const ClusterDetail &detail)
{
    if (m_finished)
        return;
    m_finished = true;
    if (!m_abandoned)
        Q_EMIT received(detail);
    deleteLater();
}

void ClusterDetailReply::fail(const QString &message)
{
    if (m_finished)
        return;
    m_finished = true;
    if (!m_abandoned)
        Q_EMIT failed(m_clusterId, message);
    deleteLater();
}

ClusterActionReply::ClusterActionReply(QString clusterId, QString idempotencyKey, QObject *parent)
    : QObject(parent)
    , m_clusterId(std::move(clusterId))
    , m_key(std::move(idempotencyKey))
{
}

void ClusterActionReply::finish(const ClusterActionResult &result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = result;
    Q_EMIT finished(result);
    deleteLater();
}

ClusterEvidenceReply::ClusterEvidenceReply(QString clusterId, QString fileName, QString idempotencyKey, QObject *parent)
    : QObject(parent)
    , m_clusterId(std::move(clusterId))
    , m_fileName(std::move(fileName))
    , m_key(std::move(idempotencyKey))
{
}

void ClusterEvidenceReply::finish(const ClusterEvidenceResult &result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = result;
    Q_EMIT finished(result);
    deleteLater();
}

} // namespace rackops
