#include "clusterclient.h"

#include "clusterconvert.h"
#include "clusterreplies.h"
#include "mutationcalls.h"
#include "operationsconvert.h"
#include "statusmessage.h"
#include "unarycalls.h"

#include "rackops/v1/clusters.grpc.pb.h"

#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kClusterReadDeadline = std::chrono::seconds(10);
} // namespace

class ClusterClient::Private {
public:
    std::shared_ptr<v1::ClusterService::Stub> stub;
    std::unique_ptr<UnaryCalls> calls;
    std::unique_ptr<MutationCalls> mutations;
    QString endpoint;

    // One action: sent (and resent with the same key), answered on `reply` only.
    template<typename Request, typename Invoke>
    ClusterActionReply *act(ClusterClient *q, const QString &clusterId, const QString &key, const Request &request,
                            Invoke invoke, ClusterActionResult::Outcome done = ClusterActionResult::Outcome::Accepted)
    {
        auto *reply = new ClusterActionReply(clusterId, key, q);
        mutations->run<Request, v1::ClusterActionResponse>(
            reply, request, invoke,
            [this, reply, clusterId, key, done](const grpc::Status &status, const v1::ClusterActionResponse &response,
                                                int attempts) {
                ClusterActionResult result;
                if (!status.ok()) {
                    const ActionOutcome failure = mutations->outcome(status, key, attempts);
                    result.outcome = failure.answer == ActionOutcome::Answer::NoAnswer
                        ? ClusterActionResult::Outcome::NoAnswer
                        : ClusterActionResult::Outcome::Refused;
                    result.message = failure.message;
                    result.statusCode = failure.statusCode;
                } else {
                    result.outcome = done;
                    if (response.has_cluster())
                        result.cluster = ClusterConvert::summary(response.cluster());
                    for (const auto &c : response.criteria())
                        result.criteria.append(OperationsConvert::criterion(c));
                    if (response.has_release_request()) {
                        const auto &r = response.release_request();
                        result.releaseRequest = {QString::fromStdString(r.id()),
                                                 QString::fromStdString(r.requested_by().name()), 0,
                                                 QString::fromStdString(r.reason())};
                    }
                }
                result.clusterId = clusterId;
                result.idempotencyKey = key;
                result.attempts = attempts;
                reply->finish(result);
            });
        return reply;
    }
};

ClusterClient::ClusterClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<rackops::ClusterDetail>();
    qRegisterMetaType<rackops::ClusterActionResult>();
    qRegisterMetaType<rackops::ClusterEvidenceResult>();
    d->stub = v1::ClusterService::NewStub(channel->grpcChannel());
    d->endpoint = channel->endpoint();
    d->calls = std::make_unique<UnaryCalls>(channel);
    d->mutations = std::make_unique<MutationCalls>(*d->calls, d->endpoint);
}

ClusterClient::~ClusterClient()
{
    d->calls.reset(); // waits for calls in flight before the stub goes
}

void ClusterClient::setRetryDelays(int firstMs, int attempts)
{
    d->mutations->setRetryDelays(firstMs, attempts);
}

ClusterDetailReply *ClusterClient::getCluster(const QString &clusterId)
{
    auto *reply = new ClusterDetailReply(clusterId, this);
    v1::GetClusterRequest request;
    request.set_cluster_id(clusterId.toStdString());
    auto stub = d->stub;
    const QString endpoint = d->endpoint;
    d->calls->run<v1::GetClusterRequest, v1::ClusterDetail>(
        reply, kClusterReadDeadline, std::move(request),
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->GetCluster(c, req, resp, cb); },
        [reply, clusterId, endpoint](const grpc::Status &status, const v1::ClusterDetail &detail) {
            if (status.ok())
                reply->finish(ClusterConvert::detail(detail));
            else if (status.error_code() == grpc::StatusCode::NOT_FOUND)
                reply->fail(tr("Cluster %1 is not known to the backend.").arg(clusterId));
            else if (status.error_code() == grpc::StatusCode::UNIMPLEMENTED)
                reply->fail(tr("The backend at %1 does not know clusters yet.").arg(endpoint));
            else
                reply->fail(StatusMessage::describe(status, endpoint));
        });
    return reply;
}

ClusterActionReply *ClusterClient::requestRelease(const QString &clusterId, qint64 expectedRevision,
                                                  const QString &reason, bool validateOnly, const QString &key)
{
    const QString k = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::RequestClusterReleaseRequest request;
    request.set_cluster_id(clusterId.toStdString());
    request.set_expected_cluster_revision(expectedRevision);
    request.set_idempotency_key(k.toStdString());
    request.set_reason(reason.toStdString());
    request.set_validate_only(validateOnly);
    auto stub = d->stub;
    // Judged only, or waiting for the second approver.
    return d->act(
        this, clusterId, k, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->RequestRelease(c, req, resp, cb); },
        validateOnly ? ClusterActionResult::Outcome::Evaluated : ClusterActionResult::Outcome::ReleaseRequested);
}

ClusterActionReply *ClusterClient::decideRelease(const QString &clusterId, const QString &releaseRequestId,
                                                 qint64 expectedRevision, bool reject, const QString &comment,
                                                 const QString &key)
{
    const QString k = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::DecideClusterReleaseRequest request;
    request.set_cluster_id(clusterId.toStdString());
    request.set_release_request_id(releaseRequestId.toStdString());
    request.set_expected_cluster_revision(expectedRevision);
    request.set_idempotency_key(k.toStdString());
    request.set_reject(reject);
    request.set_comment(comment.toStdString());
    auto stub = d->stub;
    return d->act(this, clusterId, k, request,
                  [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->DecideRelease(c, req, resp, cb); });
}

ClusterActionReply *ClusterClient::quarantineRack(const QString &clusterId, const QString &rackId,
                                                  qint64 expectedRevision, const QString &reason, const QString &key)
{
    const QString k = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::QuarantineClusterRackRequest request;
    request.set_cluster_id(clusterId.toStdString());
    request.set_rack_id(rackId.toStdString());
    request.set_expected_cluster_revision(expectedRevision);
    request.set_idempotency_key(k.toStdString());
    request.set_reason(reason.toStdString());
    auto stub = d->stub;
    return d->act(this, clusterId, k, request,
                  [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->QuarantineRack(c, req, resp, cb); });
}

ClusterActionReply *ClusterClient::expandCluster(const QString &clusterId, const QStringList &rackIds,
                                                 qint64 expectedRevision, const QString &reason, const QString &key)
{
    const QString k = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::ExpandClusterRequest request;
    request.set_cluster_id(clusterId.toStdString());
    for (const QString &rackId : rackIds)
        request.add_rack_ids(rackId.toStdString());
    request.set_expected_cluster_revision(expectedRevision);
    request.set_idempotency_key(k.toStdString());
    request.set_reason(reason.toStdString());
    auto stub = d->stub;
    return d->act(this, clusterId, k, request,
                  [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ExpandCluster(c, req, resp, cb); });
}

ClusterEvidenceReply *ClusterClient::importEvidence(const QString &clusterId, const QString &fileName,
                                                    const QByteArray &content, qint64 expectedRevision,
                                                    const QString &key)
{
    const QString k = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::ImportClusterEvidenceRequest request;
    request.set_cluster_id(clusterId.toStdString());
    request.set_file_name(fileName.toStdString());
    request.set_content(content.toStdString());
    request.set_idempotency_key(k.toStdString());
    request.set_expected_cluster_revision(expectedRevision);
    auto *reply = new ClusterEvidenceReply(clusterId, fileName, k, this);
    auto stub = d->stub;
    Private *p = d.get();
    d->mutations->run<v1::ImportClusterEvidenceRequest, v1::ImportClusterEvidenceResponse>(
        reply, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ImportClusterEvidence(c, req, resp, cb); },
        [p, reply, clusterId, fileName, k](const grpc::Status &status,
                                           const v1::ImportClusterEvidenceResponse &response, int attempts) {
            ClusterEvidenceResult result;
            if (!status.ok()) {
                // The refusal in the backend's words (its phrase, said in the console's language).
                const ActionOutcome failure = p->mutations->outcome(status, k, attempts);
                result.outcome = failure.answer == ActionOutcome::Answer::NoAnswer
                    ? ClusterEvidenceResult::Outcome::NoAnswer
                    : ClusterEvidenceResult::Outcome::Refused;
                result.message = failure.message;
                result.statusCode = failure.statusCode;
            } else {
                result = ClusterConvert::evidence(response);
            }
            result.clusterId = clusterId;
            result.fileName = fileName;
            result.idempotencyKey = k;
            result.attempts = attempts;
            reply->finish(result);
        });
    return reply;
}

} // namespace rackops
