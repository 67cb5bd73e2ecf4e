#include "api/calleridentity.h"
#include "api/requestlimits.h"
#include "api/streamquota.h"
#include "api/replicationserviceimpl.h"

#include "journal/auditlog.h"
#include "replication/bucketconfigstore.h"
#include "core/caller.h"
#include "fleet/fleetsimulation.h"
#include "api/heartbeatwait.h"
#include "core/historywindow.h"
#include "api/guardedcall.h"
#include "phrase/phrase.h"
#include "api/refusal.h"
#include "replication/replicationtraffic.h"
#include "core/servicemetrics.h"

#include <google/protobuf/util/time_util.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <thread>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
constexpr std::int64_t kDefaultIntervalMs = 5000;
constexpr std::int64_t kMinSloMs = 60'000;
constexpr std::int64_t kMaxSloMs = 24LL * 3'600'000;

bool contains(const google::protobuf::RepeatedPtrField<std::string> &list, const std::string &value)
{
    return list.empty() || std::find(list.begin(), list.end(), value) != list.end();
}

MutationIntent setSloIntent(const SetBucketSloRequest &request)
{
    MutationIntent intent;
    intent.method = "SetBucketSlo";
    intent.action = "bucket.set_slo";
    intent.target = "bucket/" + request.bucket();
    intent.idempotencyKey = request.idempotency_key();
    intent.reason = request.reason();
    intent.expectedRevision = request.expected_bucket_revision();
    intent.role = ROLE_OPERATOR;
    intent.roleNeededFor = Phrase::make("need.change_slo");
    return intent;
}

} // namespace

ReplicationServiceImpl::ReplicationServiceImpl(ReplicationTraffic &traffic, const FleetSimulation &clock,
                                               AuditLog &audit, MutationGuard &guard, BucketConfigStore &configs)
    : m_traffic(traffic)
    , m_clock(clock)
    , m_audit(audit)
    , m_guard(guard)
    , m_configs(configs)
{
}

void ReplicationServiceImpl::shutdown()
{
    m_shuttingDown = true;
}

grpc::Status ReplicationServiceImpl::ListRegions(grpc::ServerContext *context, const ListRegionsRequest *,
                                                 ListRegionsResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    for (auto &region : m_traffic.regions(m_clock.nowMs()))
        *response->add_regions() = std::move(region);
    return grpc::Status::OK;
}

grpc::Status ReplicationServiceImpl::WatchReplication(grpc::ServerContext *context,
                                                      const WatchReplicationRequest *request,
                                                      grpc::ServerWriter<ReplicationBatch> *writer)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    const ServiceMetrics::Watcher watcher(ServiceMetrics::shared(), "replication"); // /metrics counts it
    const std::int64_t intervalMs =
        std::max<std::int64_t>(1000,
                               request->has_interval() && TimeUtil::DurationToMilliseconds(request->interval()) > 0
                                   ? TimeUtil::DurationToMilliseconds(request->interval())
                                   : kDefaultIntervalMs);
    std::vector<int> routes;
    for (size_t i = 0; i < m_traffic.routes().size(); ++i) {
        const auto &r = m_traffic.routes()[i];
        const bool inRegion = request->regions().empty() || contains(request->regions(), r.source)
            || contains(request->regions(), r.target);
        if (contains(request->buckets(), r.bucket) && inRegion)
            routes.push_back(int(i));
    }
    // What was sent last, without the measurement time: only what changed goes out again.
    std::map<std::string, std::string> sent;
    const auto fingerprint = [](auto message) {
        message.clear_measured_at();
        return message.SerializeAsString();
    };
    bool first = true;
    do {
        const std::int64_t now = m_clock.nowMs();
        ReplicationBatch batch;
        batch.set_reset(first);
        for (int route : routes) {
            ReplicationPairStatus status = m_traffic.status(route, now);
            std::string &last = sent[status.bucket() + "/" + status.source_region() + ">" + status.target_region()];
            std::string current = fingerprint(status);
            if (first || current != last) {
                last = std::move(current);
                *batch.add_pairs() = std::move(status);
            }
        }
        for (auto &cache : m_traffic.cacheStats(now)) {
            if (!contains(request->regions(), cache.region()))
                continue;
            std::string &last = sent["cache/" + cache.region()];
            std::string current = fingerprint(cache);
            if (first || current != last) {
                last = std::move(current);
                *batch.add_cache_stats() = std::move(cache);
            }
        }
        *batch.mutable_server_time() = TimeUtil::MillisecondsToTimestamp(now);
        if (!writer->Write(batch))
            return {grpc::StatusCode::CANCELLED, "client went away"};
        first = false;
    } while (waitForChangeOrHeartbeat(context, m_shuttingDown, std::chrono::milliseconds(intervalMs),
                                      [](std::chrono::milliseconds step) {
                                          std::this_thread::sleep_for(step); // figures move with the clock
                                          return false;
                                      }));
    if (m_shuttingDown)
        return Refusal::status(grpc::StatusCode::UNAVAILABLE, Phrase::make("request.shutting_down"));
    return grpc::Status::OK;
}

grpc::Status ReplicationServiceImpl::QueryReplicationHistory(grpc::ServerContext *context,
                                                             const ReplicationHistoryRequest *request,
                                                             ReplicationHistoryResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const int route = m_traffic.routeIndex(request->bucket(), request->source_region(), request->target_region());
    if (route < 0)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("request.no_replication",
                                            {Phrase::id(request->bucket()), Phrase::id(request->source_region()),
                                             Phrase::id(request->target_region())}));
    HistoryWindow window;
    if (auto refused = HistoryWindow::resolve(*request, m_clock.nowMs(), ReplicationTraffic::kStepMs, &window);
        !refused.ok())
        return Refusal::status(refused);
    std::vector<ReplicationMetric> metrics;
    for (int m : request->metrics()) {
        if (ReplicationMetric_IsValid(m) && m != REPLICATION_METRIC_UNSPECIFIED)
            metrics.push_back(ReplicationMetric(m));
    }
    if (metrics.empty()) {
        for (int m = REPLICATION_METRIC_OLDEST_UNREPLICATED_AGE_SECONDS;
             m <= REPLICATION_METRIC_THROUGHPUT_BYTES_PER_SECOND; ++m)
            metrics.push_back(ReplicationMetric(m));
    }
    response->set_bucket(request->bucket());
    response->set_source_region(request->source_region());
    response->set_target_region(request->target_region());
    m_traffic.history(route, window, metrics, response);
    return grpc::Status::OK;
}

grpc::Status ReplicationServiceImpl::GetArchiveSummary(grpc::ServerContext *context,
                                                       const GetArchiveSummaryRequest *request,
                                                       ArchiveSummary *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    if (request->max_transitions() < 0 || request->max_transitions() > 1000)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.max_transitions"));
    const std::vector<std::string> regions(request->regions().begin(), request->regions().end());
    *response =
        m_traffic.archive(m_clock.nowMs(), regions, request->max_transitions() == 0 ? 50 : request->max_transitions());
    return grpc::Status::OK;
}

grpc::Status ReplicationServiceImpl::SetBucketSlo(grpc::ServerContext *context, const SetBucketSloRequest *request,
                                                  BucketReplicationConfig *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    return GuardedCall::run(m_guard, context, setSloIntent(*request), *request, response, [&](const Caller &caller) {
        const grpc::Status status = applySlo(caller, *request, response);
        AuditEntry entry;
        *entry.mutable_actor() = caller.actor();
        entry.set_action("bucket.set_slo");
        entry.set_target("bucket/" + request->bucket());
        entry.set_idempotency_key(request->idempotency_key());
        entry.set_reason(request->reason());
        entry.set_rack_revision(request->expected_bucket_revision());
        entry.set_outcome(status.ok() ? AUDIT_OUTCOME_SUCCEEDED : AUDIT_OUTCOME_REJECTED);
        const auto scope =
            Phrase::text(request->target_region().empty()
                             ? Phrase::make("audit.slo_all_pairs")
                             : Phrase::make("audit.slo_pairs_into", {Phrase::id(request->target_region())}));
        const auto slo = Phrase::quantity(double(TimeUtil::DurationToMilliseconds(request->slo())) / 60000.0, "min", 0);
        AuditLog::describe(entry, status.ok() ? Phrase::make("audit.slo", {slo, scope}) : Refusal::phrase(status));
        const MutationResult result = Refusal::result(status);
        if (!result.ok())
            entry.set_status_code(result.codeName());
        m_audit.append(entry);
        return result;
    });
}

grpc::Status ReplicationServiceImpl::applySlo(const Caller &caller, const SetBucketSloRequest &request,
                                              BucketReplicationConfig *response)
{
    if (!m_traffic.hasBucket(request.bucket()))
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_bucket", {Phrase::id(request.bucket())}));
    const std::int64_t slo = request.has_slo() ? TimeUtil::DurationToMilliseconds(request.slo()) : 0;
    if (slo < kMinSloMs || slo > kMaxSloMs)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("refusal.slo_range"));
    BucketReplicationConfig config = m_traffic.config(request.bucket());
    if (request.expected_bucket_revision() != config.revision())
        return Refusal::status(grpc::StatusCode::ABORTED,
                               Phrase::make("refusal.bucket_changed",
                                            {Phrase::id(request.bucket()), Phrase::integer(config.revision()),
                                             Phrase::integer(request.expected_bucket_revision())}));
    if (request.target_region().empty()) {
        *config.mutable_default_slo() = request.slo();
        config.mutable_slo_by_target_region()->clear();
    } else {
        (*config.mutable_slo_by_target_region())[request.target_region()] = request.slo();
    }
    config.set_revision(config.revision() + 1);
    *config.mutable_updated_by() = caller.actor();
    *config.mutable_updated_at() = TimeUtil::MillisecondsToTimestamp(m_clock.nowMs());
    if (!m_configs.save(config))
        return Refusal::status(grpc::StatusCode::INTERNAL, Phrase::make("refusal.slo_not_stored"));
    m_traffic.setConfig(config);
    *response = config;
    return grpc::Status::OK;
}

} // namespace rackops::sim
