#include "api/clusterserviceimpl.h"

#include "journal/commitgate.h"

#include "api/calleridentity.h"
#include "api/guardedcall.h"
#include "api/refusal.h"
#include "api/requestlimits.h"
#include "api/streamquota.h"
#include "api/watchloop.h"

#include "clusters/clusterbook.h"
#include "clusters/clusterintents.h"
#include "phrase/phrase.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
// An upload bigger than this is refused before parsing (as ImportArtifact).
constexpr std::size_t kMaxEvidenceBytes = 16u * 1024 * 1024;
} // namespace

ClusterServiceImpl::ClusterServiceImpl(ClusterBook &clusters, const CommitGate &commitGate, MutationGuard &guard,
                                       std::chrono::milliseconds heartbeat)
    : m_clusters(clusters)
    , m_guard(guard)
    , m_commitGate(commitGate)
    , m_heartbeat(heartbeat)
{
}

void ClusterServiceImpl::shutdown()
{
    m_shuttingDown = true;
    m_clusters.wake();
}

grpc::Status ClusterServiceImpl::ListClusters(grpc::ServerContext *context, const ListClustersRequest *request,
                                              ListClustersResponse *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const CommitGate::Read stored(m_commitGate);
    response->set_revision(m_clusters.revision());
    for (auto &c : m_clusters.list(request->site()))
        *response->add_clusters() = std::move(c);
    return grpc::Status::OK;
}

grpc::Status ClusterServiceImpl::WatchClusters(grpc::ServerContext *context, const WatchClustersRequest *request,
                                               grpc::ServerWriter<WatchClustersResponse> *writer)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    const auto send = [&](ClusterBook::Changes &changes, bool reset, bool complete) {
        WatchClustersResponse message;
        message.set_epoch(changes.epoch);
        message.set_revision(changes.revision);
        message.set_reset(reset);
        message.set_initial_sync_complete(complete);
        *message.mutable_server_time() = TimeUtil::MillisecondsToTimestamp(m_clusters.nowMs());
        for (auto &c : changes.upserts)
            *message.add_upserts() = std::move(c);
        for (auto &id : changes.removed)
            message.add_removed_cluster_ids(std::move(id));
        return writer->Write(message);
    };
    return serveWatch<ClusterBook::Changes>(
        context, m_shuttingDown, m_heartbeat, m_commitGate, request->epoch(), request->resume_after_revision(),
        [this](const std::string &epoch, std::int64_t after) { return m_clusters.changesSince(epoch, after); },
        [this](std::size_t) { return m_clusters.snapshot(); },
        [this](std::int64_t after, std::chrono::milliseconds step) { return m_clusters.waitForChange(after, step); },
        send, "cluster");
}

grpc::Status ClusterServiceImpl::GetCluster(grpc::ServerContext *context, const GetClusterRequest *request,
                                            ClusterDetail *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    auto detail = m_commitGate.stored([&] { return m_clusters.detail(request->cluster_id()); });
    if (!detail)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("refusal.no_cluster", {Phrase::id(request->cluster_id())}));
    *response = std::move(*detail);
    return grpc::Status::OK;
}

grpc::Status ClusterServiceImpl::RequestRelease(grpc::ServerContext *context,
                                                const RequestClusterReleaseRequest *request,
                                                ClusterActionResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const ClusterReleaseIntent intent {request->cluster_id(), request->expected_cluster_revision(),
                                       request->idempotency_key(), request->reason(), request->validate_only()};
    const auto release = [&](const Caller &caller) { return m_clusters.requestRelease(caller, intent, response); };
    if (intent.judgeOnly) { // a question, not a change: anyone may ask it
        Caller caller;
        if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
            return status;
        return Refusal::status(release(caller));
    }
    return GuardedCall::run(m_guard, context, ClusterIntents::requestRelease(intent), *request, response, release);
}

grpc::Status ClusterServiceImpl::DecideRelease(grpc::ServerContext *context, const DecideClusterReleaseRequest *request,
                                               ClusterActionResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const ClusterDecideIntent intent {request->cluster_id(),
                                      request->release_request_id(),
                                      request->expected_cluster_revision(),
                                      request->idempotency_key(),
                                      request->reject(),
                                      request->comment()};
    return GuardedCall::run(m_guard, context, ClusterIntents::decideRelease(intent), *request, response,
                            [&](const Caller &caller) { return m_clusters.decideRelease(caller, intent, response); });
}

grpc::Status ClusterServiceImpl::QuarantineRack(grpc::ServerContext *context,
                                                const QuarantineClusterRackRequest *request,
                                                ClusterActionResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const ClusterQuarantineIntent intent {request->cluster_id(), request->rack_id(),
                                          request->expected_cluster_revision(), request->idempotency_key(),
                                          request->reason()};
    return GuardedCall::run(m_guard, context, ClusterIntents::quarantine(intent), *request, response,
                            [&](const Caller &caller) { return m_clusters.quarantineRack(caller, intent, response); });
}

grpc::Status ClusterServiceImpl::ExpandCluster(grpc::ServerContext *context, const ExpandClusterRequest *request,
                                               ClusterActionResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const ClusterExpandIntent intent {request->cluster_id(),
                                      {request->rack_ids().begin(), request->rack_ids().end()},
                                      request->expected_cluster_revision(),
                                      request->idempotency_key(),
                                      request->reason()};
    return GuardedCall::run(m_guard, context, ClusterIntents::expand(intent), *request, response,
                            [&](const Caller &caller) { return m_clusters.expand(caller, intent, response); });
}

grpc::Status ClusterServiceImpl::ImportClusterEvidence(grpc::ServerContext *context,
                                                       const ImportClusterEvidenceRequest *request,
                                                       ImportClusterEvidenceResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    if (request->content().size() > kMaxEvidenceBytes)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT,
                               Phrase::make("refusal.evidence_too_large", {Phrase::integer(16)}));
    return GuardedCall::run(
        m_guard, context,
        ClusterIntents::importEvidence(request->cluster_id(), request->file_name(), request->idempotency_key(),
                                       request->expected_cluster_revision()),
        *request, response, [&](const Caller &caller) {
            return m_clusters.importEvidence(caller, request->cluster_id(), request->file_name(), request->content(),
                                             request->expected_cluster_revision(), response);
        });
}

} // namespace rackops::sim
