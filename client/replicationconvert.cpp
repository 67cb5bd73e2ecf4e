#include "replicationconvert.h"

#include "commonconvert.h"

#include "rackops/v1/replication.pb.h"

namespace rackops {

ReplicationPair ReplicationConvert::pair(const v1::ReplicationPairStatus &m)
{
    ReplicationPair p;
    p.bucket = CommonConvert::interned(m.bucket());
    p.source = CommonConvert::interned(m.source_region());
    p.target = CommonConvert::interned(m.target_region());
    p.measuredMs = m.has_measured_at() ? CommonConvert::toMs(m.measured_at()) : 0;
    p.lagMs = CommonConvert::toMs(m.oldest_unreplicated_age());
    p.bytesPending = m.bytes_pending();
    p.operationsPending = m.operations_pending();
    p.operationsFailedLastHour = m.operations_failed_last_hour();
    p.throughputBytesPerSecond = m.throughput_bytes_per_second();
    p.sloMs = m.has_slo() ? CommonConvert::toMs(m.slo()) : 15 * 60'000; // the documented default
    p.catchUpMs = m.has_estimated_catch_up() ? CommonConvert::toMs(m.estimated_catch_up()) : -1;
    switch (m.slo_state()) {
    case v1::REPLICATION_SLO_STATE_WITHIN: p.sloState = SloState::Within; break;
    case v1::REPLICATION_SLO_STATE_AT_RISK: p.sloState = SloState::AtRisk; break;
    case v1::REPLICATION_SLO_STATE_BREACHED: p.sloState = SloState::Breached; break;
    default: p.sloState = SloState::Unknown; break;
    }
    p.breachedSinceMs = m.has_breached_since() ? CommonConvert::toMs(m.breached_since()) : 0;
    p.health = CommonConvert::health(m.health());
    p.healthReason = CommonConvert::spoken(m.health_reason_text(), m.health_reason(), &p.healthReasonText);
    p.paused = m.paused();
    p.configRevision = m.bucket_config_revision();
    return p;
}

RegionCache ReplicationConvert::regionCache(const v1::RegionCacheStats &m)
{
    return {CommonConvert::interned(m.region()),
            m.has_measured_at() ? CommonConvert::toMs(m.measured_at()) : 0,
            m.hit_rate(),
            m.read_throughput_bytes_per_second(),
            m.cache_read_throughput_bytes_per_second(),
            m.capacity_bytes(),
            m.used_bytes()};
}

StorageRegion ReplicationConvert::storageRegion(const v1::StorageRegion &m)
{
    StorageRegion r;
    r.id = CommonConvert::interned(m.id());
    r.displayName = QString::fromStdString(m.display_name());
    for (const auto &site : m.sites())
        r.sites.append(CommonConvert::interned(site));
    r.health = CommonConvert::health(m.health());
    return r;
}

ReplicationHistory ReplicationConvert::history(const v1::ReplicationHistoryResponse &m)
{
    ReplicationHistory h;
    h.bucket = QString::fromStdString(m.bucket());
    h.source = QString::fromStdString(m.source_region());
    h.target = QString::fromStdString(m.target_region());
    h.firstBucketMs = m.has_first_bucket_start() ? CommonConvert::toMs(m.first_bucket_start()) : 0;
    h.bucketWidthMs = m.has_bucket_width() ? CommonConvert::toMs(m.bucket_width()) : 0;
    h.sampleCounts = QList<int>(m.sample_counts().begin(), m.sample_counts().end());
    for (const auto &series : m.series()) {
        if (series.metric() != v1::REPLICATION_METRIC_OLDEST_UNREPLICATED_AGE_SECONDS)
            continue; // the chart shows the lag; other metrics are for other consumers
        h.lagMinSeconds = QList<double>(series.min().begin(), series.min().end());
        h.lagMaxSeconds = QList<double>(series.max().begin(), series.max().end());
        h.lagMeanSeconds = QList<double>(series.mean().begin(), series.mean().end());
    }
    h.sloMs = CommonConvert::toMs(m.slo());
    for (const auto &b : m.breaches())
        h.breaches.append({CommonConvert::toMs(b.started_at()),
                           b.has_ended_at() ? CommonConvert::toMs(b.ended_at()) : 0,
                           CommonConvert::toMs(b.worst_age())});
    return h;
}

ArchiveSummary ReplicationConvert::archiveSummary(const v1::ArchiveSummary &m)
{
    ArchiveSummary a;
    a.serverTimeMs = m.has_server_time() ? CommonConvert::toMs(m.server_time()) : 0;
    for (const auto &t : m.regions())
        a.tiers.append({QString::fromStdString(t.region()), t.bytes(), t.object_count(), t.bytes_archived_last_24h(),
                        t.bytes_restored_last_24h()});
    for (const auto &t : m.recent_transitions()) {
        ArchiveSummary::Transition x;
        x.timeMs = CommonConvert::toMs(t.time());
        x.region = QString::fromStdString(t.region());
        x.bucket = QString::fromStdString(t.bucket());
        x.objectKey = QString::fromStdString(t.object_key());
        x.bytes = t.bytes();
        switch (t.kind()) {
        case v1::ARCHIVE_TRANSITION_KIND_ARCHIVED: x.kind = ArchiveSummary::Transition::Kind::Archived; break;
        case v1::ARCHIVE_TRANSITION_KIND_RESTORED: x.kind = ArchiveSummary::Transition::Kind::Restored; break;
        case v1::ARCHIVE_TRANSITION_KIND_EXPIRED: x.kind = ArchiveSummary::Transition::Kind::Expired; break;
        default: break;
        }
        x.actor = QString::fromStdString(t.actor().name());
        x.automated = t.actor().automated();
        x.reason = QString::fromStdString(t.reason());
        a.transitions.append(x);
    }
    return a;
}
} // namespace rackops
