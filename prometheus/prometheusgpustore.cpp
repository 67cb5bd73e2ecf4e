#include "prometheusgpustore.h"

namespace rackops::prometheus {

PrometheusGpuStore::PrometheusGpuStore(QString url)
{
    m_health.url = std::move(url);
}

void PrometheusGpuStore::replace(QHash<QString, QList<GpuReading>> racks,
                                 const std::array<bool, kDcgmMetricCount> &published, int unmapped, qint64 nowMs)
{
    int gpus = 0;
    for (const QList<GpuReading> &rack : std::as_const(racks))
        gpus += int(rack.size());
    std::lock_guard lock(m_mutex);
    m_racks = std::move(racks);
    m_health.state = BridgeState::Ok;
    m_health.detail.clear();
    m_health.everRead = true;
    m_health.stale = false;
    m_health.lastSuccessMs = nowMs;
    m_health.lastAttemptMs = nowMs;
    m_health.failures = 0;
    m_health.racks = int(m_racks.size());
    m_health.gpus = gpus;
    m_health.unmapped = unmapped;
    m_health.published = published;
}

void PrometheusGpuStore::fail(BridgeState state, const QString &detail, qint64 nowMs)
{
    std::lock_guard lock(m_mutex);
    m_health.state = state;
    m_health.detail = detail;
    m_health.stale = true;
    m_health.lastAttemptMs = nowMs;
    ++m_health.failures;
}

PrometheusGpuStore::Health PrometheusGpuStore::health() const
{
    std::lock_guard lock(m_mutex);
    return m_health;
}

PrometheusGpuStore::Rack PrometheusGpuStore::rack(const QString &rackId) const
{
    std::lock_guard lock(m_mutex);
    return {m_health, m_racks.value(rackId)};
}

} // namespace rackops::prometheus
