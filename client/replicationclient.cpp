#include "replicationclient.h"

#include "actionreplies.h"
#include "mutationcalls.h"
#include "replicationconvert.h"
#include "statusmessage.h"
#include "unarycalls.h"

#include "rackops/v1/replication.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/channel.h>

namespace rackops {

namespace {
constexpr auto kReplicationDeadline = std::chrono::seconds(15);
}

ReplicationClient::ReplicationClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , m_stub(std::shared_ptr<v1::ReplicationService::Stub>(v1::ReplicationService::NewStub(channel->grpcChannel())))
    , m_calls(std::make_unique<UnaryCalls>(channel))
    , m_mutations(std::make_unique<MutationCalls>(*m_calls, channel->endpoint()))
{
    qRegisterMetaType<rackops::BucketActionResult>();
    qRegisterMetaType<rackops::ReplicationHistory>();
    qRegisterMetaType<rackops::ArchiveSummary>();
}

ReplicationClient::~ReplicationClient()
{
    m_calls.reset(); // waits for calls in flight before the stub goes
}

void ReplicationClient::requestHistory(const QString &bucket, const QString &source, const QString &target,
                                       qint64 fromMs, qint64 toMs, int maxPoints)
{
    using google::protobuf::util::TimeUtil;
    auto stub = std::static_pointer_cast<v1::ReplicationService::Stub>(m_stub);
    v1::ReplicationHistoryRequest request;
    request.set_bucket(bucket.toStdString());
    request.set_source_region(source.toStdString());
    request.set_target_region(target.toStdString());
    *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(fromMs);
    if (toMs > 0)
        *request.mutable_to() = TimeUtil::MillisecondsToTimestamp(toMs);
    request.set_max_points(maxPoints);
    request.add_metrics(v1::REPLICATION_METRIC_OLDEST_UNREPLICATED_AGE_SECONDS);
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::ReplicationHistoryRequest, v1::ReplicationHistoryResponse>(
        this, kReplicationDeadline, std::move(request),
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->QueryReplicationHistory(c, req, resp, cb); },
        [this, endpoint](const grpc::Status &status, const v1::ReplicationHistoryResponse &response) {
            if (status.ok())
                Q_EMIT historyReceived(ReplicationConvert::history(response));
            else if (status.error_code() != grpc::StatusCode::CANCELLED)
                Q_EMIT requestFailed(StatusMessage::describe(status, endpoint));
        });
}

void ReplicationClient::requestArchive(int maxTransitions)
{
    auto stub = std::static_pointer_cast<v1::ReplicationService::Stub>(m_stub);
    v1::GetArchiveSummaryRequest request;
    request.set_max_transitions(maxTransitions);
    const QString endpoint = m_calls->channel().endpoint();
    m_calls->run<v1::GetArchiveSummaryRequest, v1::ArchiveSummary>(
        this, kReplicationDeadline, std::move(request),
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->GetArchiveSummary(c, req, resp, cb); },
        [this, endpoint](const grpc::Status &status, const v1::ArchiveSummary &response) {
            if (status.ok())
                Q_EMIT archiveReceived(ReplicationConvert::archiveSummary(response));
            else if (status.error_code() != grpc::StatusCode::CANCELLED)
                Q_EMIT requestFailed(StatusMessage::describe(status, endpoint));
        });
}

void ReplicationClient::setRetryDelays(int firstMs, int attempts)
{
    m_mutations->setRetryDelays(firstMs, attempts);
}

BucketActionReply *ReplicationClient::setBucketSlo(const QString &bucket, const QString &targetRegion, qint64 sloMs,
                                                   qint64 expectedRevision, const QString &reason, const QString &key)
{
    using google::protobuf::util::TimeUtil;
    BucketActionResult asked;
    asked.bucket = bucket;
    asked.targetRegion = targetRegion;
    asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::SetBucketSloRequest request;
    request.set_bucket(bucket.toStdString());
    request.set_target_region(targetRegion.toStdString());
    *request.mutable_slo() = TimeUtil::MillisecondsToDuration(sloMs);
    request.set_expected_bucket_revision(expectedRevision);
    request.set_reason(reason.toStdString());
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    auto stub = std::static_pointer_cast<v1::ReplicationService::Stub>(m_stub);
    return m_mutations->answer<v1::SetBucketSloRequest, v1::BucketReplicationConfig>(
        new BucketActionReply(asked, this), request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->SetBucketSlo(c, req, resp, cb); },
        [](const v1::BucketReplicationConfig &, BucketActionResult &) {});
}

} // namespace rackops
