#include "protoconvert.h"

#include "validationconvert.h"

#include "rackops/v1/fleet.pb.h"
#include "rackops/v1/operations.pb.h"
#include "rackops/v1/replication.pb.h"
#include "rackops/v1/telemetry.pb.h"

#include <algorithm>
#include <cmath>

namespace rackops {

LifecycleStage ProtoConvert::stage(int value)
{
    // The wire numbers match the console's enum one to one (see common.proto).
    return LifecycleStages::fromInt(value);
}

Health ProtoConvert::health(int value)
{
    switch (value) {
    case v1::HEALTH_OK: return Health::Ok;
    case v1::HEALTH_CAUTION: return Health::Caution;
    case v1::HEALTH_CRITICAL: return Health::Critical;
    default: return Health::Unknown;
    }
}

qint64 ProtoConvert::toMs(const google::protobuf::Timestamp &timestamp)
{
    // Outside the range protobuf allows (years 1..9999), a timestamp from a
    // broken backend is unknown (0) rather than an overflowed date.
    constexpr qint64 kMinSeconds = -62'135'596'800;
    constexpr qint64 kMaxSeconds = 253'402'300'799;
    if (timestamp.seconds() < kMinSeconds || timestamp.seconds() > kMaxSeconds || timestamp.nanos() < 0
        || timestamp.nanos() > 999'999'999)
        return 0;
    return timestamp.seconds() * 1000 + timestamp.nanos() / 1'000'000;
}

qint64 ProtoConvert::toMs(const google::protobuf::Duration &duration)
{
    return duration.seconds() * 1000 + duration.nanos() / 1'000'000;
}

namespace {
// Regions, sites, halls, rows and platforms repeat across thousands of racks:
// converted once per thread and shared (QString is implicitly shared), which
// saves an allocation per field per rack.
QString interned(const std::string &text)
{
    thread_local QHash<QByteArray, QString> cache;
    const QByteArray key = QByteArray::fromRawData(text.data(), qsizetype(text.size()));
    if (const auto it = cache.constFind(key); it != cache.cend())
        return it.value();
    if (cache.size() > 4096)
        cache.clear();
    const QString value = QString::fromStdString(text);
    cache.insert(QByteArray(text.data(), qsizetype(text.size())), value);
    return value;
}
} // namespace

RackSummary ProtoConvert::summary(const v1::RackSummary &m)
{
    RackSummary r;
    r.rackId = QString::fromStdString(m.rack_id());
    r.region = interned(m.location().region());
    r.site = interned(m.location().site());
    r.hall = interned(m.location().hall());
    r.row = interned(m.location().row());
    r.position = m.location().position();
    r.stage = stage(m.stage());
    r.health = health(m.health());
    r.healthReason = QString::fromStdString(m.health_reason());
    r.stageEnteredMs = m.has_stage_entered_at() ? toMs(m.stage_entered_at()) : 0;
    r.stepProgress = std::isfinite(m.step_progress()) ? std::clamp(m.step_progress(), 0.0F, 1.0F) : 0.0F;
    r.stepDescription = interned(m.step_description());
    r.revision = m.revision();
    r.platform = interned(m.platform());
    r.gpuCount = m.gpu_count();
    r.stateRevision = m.state_revision();
    r.activeOperationId = QString::fromStdString(m.active_operation_id());
    r.activeOperation = QString::fromStdString(m.active_operation());
    r.validationVerdict = ValidationConvert::verdict(m.validation_verdict());
    r.validationRunId = QString::fromStdString(m.validation_run_id());
    return r;
}

FleetUpdate ProtoConvert::fleetUpdate(const v1::WatchFleetResponse &message)
{
    FleetUpdate update;
    update.reset = message.reset();
    update.revision = message.revision();
    update.fleetEpoch = QString::fromStdString(message.fleet_epoch());
    update.serverTimeMs = message.has_server_time() ? toMs(message.server_time()) : 0;
    update.upserts.reserve(message.upserts_size());
    for (const auto &rack : message.upserts())
        update.upserts.append(summary(rack));
    for (const auto &id : message.removed_rack_ids())
        update.removedRackIds.append(QString::fromStdString(id));
    return update;
}

RackDetail ProtoConvert::detail(const v1::RackDetail &m)
{
    RackDetail d;
    d.summary = summary(m.summary());
    d.components.reserve(m.components_size());
    for (const auto &c : m.components()) {
        RackComponentInfo info;
        info.componentId = QString::fromStdString(c.component_id());
        switch (c.kind()) {
        case v1::COMPONENT_KIND_COMPUTE_TRAY: info.kind = RackComponentInfo::Kind::ComputeTray; break;
        case v1::COMPONENT_KIND_NVLINK_SWITCH_TRAY: info.kind = RackComponentInfo::Kind::NvlinkSwitchTray; break;
        case v1::COMPONENT_KIND_POWER_SHELF: info.kind = RackComponentInfo::Kind::PowerShelf; break;
        case v1::COMPONENT_KIND_CDU: info.kind = RackComponentInfo::Kind::Cdu; break;
        default: info.kind = RackComponentInfo::Kind::Unknown; break;
        }
        info.slot = c.slot();
        info.health = health(c.health());
        info.status = QString::fromStdString(c.status());
        info.serialNumber = QString::fromStdString(c.serial_number());
        info.stage = stage(c.stage());
        for (const auto &fw : c.firmware()) {
            info.firmware.append({QString::fromStdString(fw.component()), QString::fromStdString(fw.expected()),
                                  QString::fromStdString(fw.actual())});
        }
        d.components.append(std::move(info));
    }
    for (const auto &e : m.history()) {
        LifecycleEventInfo event;
        event.stage = stage(e.stage());
        event.enteredAtMs = e.has_entered_at() ? toMs(e.entered_at()) : 0;
        event.actor = QString::fromStdString(e.actor().name());
        event.automated = e.actor().automated();
        event.reason = QString::fromStdString(e.reason());
        d.history.append(std::move(event));
    }
    for (int action : m.available_actions()) {
        const RemediationAction known = RemediationActions::fromInt(action);
        if (known != RemediationAction::Unknown)
            d.availableActions.append(known);
    }
    d.approvable = m.approvable();
    return d;
}

OperationInfo ProtoConvert::operation(const v1::Operation &m)
{
    OperationInfo op;
    op.id = QString::fromStdString(m.id());
    switch (m.kind()) {
    case v1::OPERATION_KIND_APPROVAL: op.kind = OperationInfo::Kind::Approval; break;
    case v1::OPERATION_KIND_REMEDIATION: op.kind = OperationInfo::Kind::Remediation; break;
    case v1::OPERATION_KIND_VALIDATION_RUN: op.kind = OperationInfo::Kind::ValidationRun; break;
    case v1::OPERATION_KIND_LIFECYCLE: op.kind = OperationInfo::Kind::Lifecycle; break;
    default: op.kind = OperationInfo::Kind::Unknown; break;
    }
    op.action = RemediationActions::fromInt(m.remediation_action());
    op.rackId = QString::fromStdString(m.rack_id());
    op.requestedBy = QString::fromStdString(m.requested_by().name());
    op.confirmedBy = QString::fromStdString(m.confirmed_by().name());
    switch (m.state()) {
    case v1::OPERATION_STATE_PENDING: op.state = OperationInfo::State::Pending; break;
    case v1::OPERATION_STATE_RUNNING: op.state = OperationInfo::State::Running; break;
    case v1::OPERATION_STATE_SUCCEEDED: op.state = OperationInfo::State::Succeeded; break;
    case v1::OPERATION_STATE_FAILED: op.state = OperationInfo::State::Failed; break;
    case v1::OPERATION_STATE_CANCELLED: op.state = OperationInfo::State::Cancelled; break;
    case v1::OPERATION_STATE_AWAITING_CONFIRMATION: op.state = OperationInfo::State::AwaitingConfirmation; break;
    default: op.state = OperationInfo::State::Unknown; break;
    }
    op.progress = std::isfinite(m.progress()) ? std::clamp(m.progress(), 0.0F, 1.0F) : 0.0F;
    op.message = QString::fromStdString(m.message());
    op.reason = QString::fromStdString(m.reason());
    op.createdMs = m.has_created_at() ? toMs(m.created_at()) : 0;
    op.finishedMs = m.has_finished_at() ? toMs(m.finished_at()) : 0;
    op.revision = m.revision();
    return op;
}

GateCriterion ProtoConvert::criterion(const v1::ApprovalCriterion &m)
{
    GateCriterion c;
    c.id = QString::fromStdString(m.id());
    c.name = QString::fromStdString(m.name());
    c.measured = QString::fromStdString(m.measured());
    c.threshold = QString::fromStdString(m.threshold());
    switch (m.verdict()) {
    case v1::APPROVAL_CRITERION_VERDICT_PASS: c.verdict = GateCriterion::Verdict::Pass; break;
    case v1::APPROVAL_CRITERION_VERDICT_FAIL: c.verdict = GateCriterion::Verdict::Fail; break;
    case v1::APPROVAL_CRITERION_VERDICT_MISSING: c.verdict = GateCriterion::Verdict::Missing; break;
    default: c.verdict = GateCriterion::Verdict::Unknown; break;  // never read as a pass
    }
    c.detail = QString::fromStdString(m.detail());
    c.overridable = m.overridable();
    return c;
}

OverrideRequestInfo ProtoConvert::overrideRequest(const v1::OverrideRequest &m)
{
    OverrideRequestInfo r;
    r.id = QString::fromStdString(m.id());
    r.rackId = QString::fromStdString(m.rack_id());
    r.requestedBy = QString::fromStdString(m.requested_by().name());
    r.justification = QString::fromStdString(m.justification());
    for (const auto &c : m.criteria())
        r.criteria.append(criterion(c));
    r.rackRevision = m.rack_revision();
    switch (m.state()) {
    case v1::OVERRIDE_REQUEST_STATE_PENDING: r.state = OverrideRequestInfo::State::Pending; break;
    case v1::OVERRIDE_REQUEST_STATE_CONFIRMED: r.state = OverrideRequestInfo::State::Confirmed; break;
    case v1::OVERRIDE_REQUEST_STATE_REJECTED: r.state = OverrideRequestInfo::State::Rejected; break;
    case v1::OVERRIDE_REQUEST_STATE_EXPIRED: r.state = OverrideRequestInfo::State::Expired; break;
    case v1::OVERRIDE_REQUEST_STATE_WITHDRAWN: r.state = OverrideRequestInfo::State::Withdrawn; break;
    default: r.state = OverrideRequestInfo::State::Unknown; break;
    }
    r.createdMs = m.has_created_at() ? toMs(m.created_at()) : 0;
    r.expiresMs = m.has_expires_at() ? toMs(m.expires_at()) : 0;
    r.decidedBy = QString::fromStdString(m.decided_by().name());
    r.decisionComment = QString::fromStdString(m.decision_comment());
    return r;
}

AuditEntryInfo ProtoConvert::auditEntry(const v1::AuditEntry &m)
{
    AuditEntryInfo e;
    e.id = QString::fromStdString(m.id());
    e.timeMs = m.has_time() ? toMs(m.time()) : 0;
    e.actor = QString::fromStdString(m.actor().name());
    e.automated = m.actor().automated();
    e.action = QString::fromStdString(m.action());
    e.rackId = QString::fromStdString(m.rack_id());
    switch (m.outcome()) {
    case v1::AUDIT_OUTCOME_ACCEPTED: e.outcome = AuditEntryInfo::Outcome::Accepted; break;
    case v1::AUDIT_OUTCOME_SUCCEEDED: e.outcome = AuditEntryInfo::Outcome::Succeeded; break;
    case v1::AUDIT_OUTCOME_FAILED: e.outcome = AuditEntryInfo::Outcome::Failed; break;
    case v1::AUDIT_OUTCOME_REJECTED: e.outcome = AuditEntryInfo::Outcome::Rejected; break;
    default: e.outcome = AuditEntryInfo::Outcome::Unknown; break;
    }
    e.details = QString::fromStdString(m.details());
    e.reason = QString::fromStdString(m.reason());
    e.statusCode = QString::fromStdString(m.status_code());
    e.operationId = QString::fromStdString(m.operation_id());
    e.idempotencyKey = QString::fromStdString(m.idempotency_key());
    e.rackRevision = m.rack_revision();
    for (const auto &c : m.criteria())
        e.criteria.append(criterion(c));
    return e;
}

Identity ProtoConvert::identity(const v1::WhoAmIResponse &m)
{
    Identity id;
    id.subject = QString::fromStdString(m.subject());
    id.displayName = QString::fromStdString(m.display_name());
    for (int role : m.roles()) {
        if (role >= int(Identity::Role::Viewer) && role <= int(Identity::Role::Admin))
            id.roles.append(static_cast<Identity::Role>(role));  // an unknown role grants nothing
    }
    id.demo = m.demo();
    return id;
}

} // namespace rackops

namespace rackops {

namespace {
LeakDetectorInfo::State leakState(int value)
{
    switch (value) {
    case v1::LEAK_DETECTOR_STATE_OK: return LeakDetectorInfo::State::Ok;
    case v1::LEAK_DETECTOR_STATE_WARNING: return LeakDetectorInfo::State::Warning;
    case v1::LEAK_DETECTOR_STATE_CRITICAL: return LeakDetectorInfo::State::Critical;
    case v1::LEAK_DETECTOR_STATE_UNAVAILABLE: return LeakDetectorInfo::State::Unavailable;
    case v1::LEAK_DETECTOR_STATE_ABSENT: return LeakDetectorInfo::State::Absent;
    default: return LeakDetectorInfo::State::Unknown;  // never read as dry
    }
}

float finite(bool has, float value)
{
    return has && std::isfinite(value) ? value : NAN;
}
} // namespace

CoolingSample ProtoConvert::cooling(const v1::CoolingSample &m)
{
    CoolingSample s;
    s.rackId = QString::fromStdString(m.rack_id());
    s.timeMs = m.has_sample_time() ? toMs(m.sample_time()) : 0;
    using R = CoolingReading;
    s.values[size_t(R::SupplyTemperature)] = finite(m.has_supply_temperature_celsius(), m.supply_temperature_celsius());
    s.values[size_t(R::ReturnTemperature)] = finite(m.has_return_temperature_celsius(), m.return_temperature_celsius());
    s.values[size_t(R::DeltaTemperature)] = finite(m.has_delta_temperature_celsius(), m.delta_temperature_celsius());
    s.values[size_t(R::Flow)] = finite(m.has_flow_liters_per_minute(), m.flow_liters_per_minute());
    s.values[size_t(R::SupplyPressure)] = finite(m.has_supply_pressure_kpa(), m.supply_pressure_kpa());
    s.values[size_t(R::ReturnPressure)] = finite(m.has_return_pressure_kpa(), m.return_pressure_kpa());
    s.values[size_t(R::DeltaPressure)] = finite(m.has_delta_pressure_kpa(), m.delta_pressure_kpa());
    s.values[size_t(R::HeatRemoved)] = finite(m.has_heat_removed_kw(), m.heat_removed_kw());
    s.values[size_t(R::ValvePosition)] = finite(m.has_valve_position_percent(), m.valve_position_percent());
    s.values[size_t(R::PumpSpeed)] = finite(m.has_pump_speed_percent(), m.pump_speed_percent());
    s.values[size_t(R::RackPower)] = finite(m.has_rack_power_kw(), m.rack_power_kw());
    s.health = health(m.health());
    s.healthReason = QString::fromStdString(m.health_reason());
    for (const auto &d : m.leak_detectors()) {
        LeakDetectorInfo info;
        info.id = QString::fromStdString(d.id());
        info.state = leakState(d.state());
        info.location = QString::fromStdString(d.location());
        switch (d.reaction()) {
        case v1::LEAK_REACTION_NONE: info.reaction = LeakDetectorInfo::Reaction::None; break;
        case v1::LEAK_REACTION_FORCE_OFF: info.reaction = LeakDetectorInfo::Reaction::ForceOff; break;
        case v1::LEAK_REACTION_GRACEFUL_SHUTDOWN: info.reaction = LeakDetectorInfo::Reaction::GracefulShutdown; break;
        default: info.reaction = LeakDetectorInfo::Reaction::Unknown; break;
        }
        info.reactionDelaySeconds = d.reaction_delay_seconds();
        info.sinceMs = d.has_state_since() ? toMs(d.state_since()) : 0;
        s.leakDetectors.append(info);
    }
    return s;
}

CoolingHistory ProtoConvert::coolingHistory(const v1::CoolingHistoryResponse &m)
{
    CoolingHistory h;
    h.rackId = QString::fromStdString(m.rack_id());
    h.firstBucketMs = m.has_first_bucket_start() ? toMs(m.first_bucket_start()) : 0;
    h.bucketWidthMs = m.has_bucket_width() ? toMs(m.bucket_width()) : 0;
    for (int count : m.sample_counts())
        h.sampleCounts.append(count);
    const auto slot = [](int reading) { return reading - 1; };  // wire enum starts after UNSPECIFIED
    for (const auto &series : m.series()) {
        const int i = slot(series.reading());
        if (i < 0 || i >= kCoolingReadingCount)
            continue;  // a reading this console does not know
        h.min[size_t(i)] = QList<float>(series.min().begin(), series.min().end());
        h.max[size_t(i)] = QList<float>(series.max().begin(), series.max().end());
        h.mean[size_t(i)] = QList<float>(series.mean().begin(), series.mean().end());
    }
    for (const auto &t : m.thresholds().thresholds()) {
        const int i = slot(t.reading());
        if (i < 0 || i >= kCoolingReadingCount)
            continue;
        CoolingLimits &l = h.limits[size_t(i)];
        if (t.has_caution_low())
            l.cautionLow = t.caution_low();
        if (t.has_caution_high())
            l.cautionHigh = t.caution_high();
        if (t.has_critical_low())
            l.criticalLow = t.critical_low();
        if (t.has_critical_high())
            l.criticalHigh = t.critical_high();
    }
    for (const auto &e : m.leak_events())
        h.leakEvents.append({toMs(e.time()), QString::fromStdString(e.detector_id()), leakState(e.from_state()),
                             leakState(e.to_state())});
    return h;
}

ReplicationPair ProtoConvert::replicationPair(const v1::ReplicationPairStatus &m)
{
    ReplicationPair p;
    p.bucket = interned(m.bucket());
    p.source = interned(m.source_region());
    p.target = interned(m.target_region());
    p.measuredMs = m.has_measured_at() ? toMs(m.measured_at()) : 0;
    p.lagMs = toMs(m.oldest_unreplicated_age());
    p.bytesPending = m.bytes_pending();
    p.operationsPending = m.operations_pending();
    p.operationsFailedLastHour = m.operations_failed_last_hour();
    p.throughputBytesPerSecond = m.throughput_bytes_per_second();
    p.sloMs = m.has_slo() ? toMs(m.slo()) : 15 * 60'000;  // the documented default
    p.catchUpMs = m.has_estimated_catch_up() ? toMs(m.estimated_catch_up()) : -1;
    switch (m.slo_state()) {
    case v1::REPLICATION_SLO_STATE_WITHIN: p.sloState = SloState::Within; break;
    case v1::REPLICATION_SLO_STATE_AT_RISK: p.sloState = SloState::AtRisk; break;
    case v1::REPLICATION_SLO_STATE_BREACHED: p.sloState = SloState::Breached; break;
    default: p.sloState = SloState::Unknown; break;
    }
    p.breachedSinceMs = m.has_breached_since() ? toMs(m.breached_since()) : 0;
    p.health = health(m.health());
    p.healthReason = QString::fromStdString(m.health_reason());
    p.paused = m.paused();
    p.configRevision = m.bucket_config_revision();
    return p;
}

RegionCache ProtoConvert::regionCache(const v1::RegionCacheStats &m)
{
    return {interned(m.region()),
            m.has_measured_at() ? toMs(m.measured_at()) : 0,
            m.hit_rate(),
            m.read_throughput_bytes_per_second(),
            m.cache_read_throughput_bytes_per_second(),
            m.capacity_bytes(),
            m.used_bytes()};
}

StorageRegion ProtoConvert::storageRegion(const v1::StorageRegion &m)
{
    StorageRegion r;
    r.id = interned(m.id());
    r.displayName = QString::fromStdString(m.display_name());
    for (const auto &site : m.sites())
        r.sites.append(interned(site));
    r.health = health(m.health());
    return r;
}

ReplicationHistory ProtoConvert::replicationHistory(const v1::ReplicationHistoryResponse &m)
{
    ReplicationHistory h;
    h.bucket = QString::fromStdString(m.bucket());
    h.source = QString::fromStdString(m.source_region());
    h.target = QString::fromStdString(m.target_region());
    h.firstBucketMs = m.has_first_bucket_start() ? toMs(m.first_bucket_start()) : 0;
    h.bucketWidthMs = m.has_bucket_width() ? toMs(m.bucket_width()) : 0;
    h.sampleCounts = QList<int>(m.sample_counts().begin(), m.sample_counts().end());
    for (const auto &series : m.series()) {
        if (series.metric() != v1::REPLICATION_METRIC_OLDEST_UNREPLICATED_AGE_SECONDS)
            continue;  // the chart shows the lag; other metrics are for other consumers
        h.lagMinSeconds = QList<double>(series.min().begin(), series.min().end());
        h.lagMaxSeconds = QList<double>(series.max().begin(), series.max().end());
        h.lagMeanSeconds = QList<double>(series.mean().begin(), series.mean().end());
    }
    h.sloMs = toMs(m.slo());
    for (const auto &b : m.breaches())
        h.breaches.append({toMs(b.started_at()), b.has_ended_at() ? toMs(b.ended_at()) : 0, toMs(b.worst_age())});
    return h;
}

ArchiveSummary ProtoConvert::archiveSummary(const v1::ArchiveSummary &m)
{
    ArchiveSummary a;
    a.serverTimeMs = m.has_server_time() ? toMs(m.server_time()) : 0;
    for (const auto &t : m.regions())
        a.tiers.append({QString::fromStdString(t.region()), t.bytes(), t.object_count(), t.bytes_archived_last_24h(),
                        t.bytes_restored_last_24h()});
    for (const auto &t : m.recent_transitions()) {
        ArchiveSummary::Transition x;
        x.timeMs = toMs(t.time());
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
