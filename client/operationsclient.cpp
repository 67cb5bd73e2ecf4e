#include "operationsclient.h"

#include "actionreplies.h"
#include "mutationcalls.h"
#include "operationsconvert.h"
#include "statusmessage.h"
#include "unarycalls.h"

#include "rackops/v1/operations.grpc.pb.h"

#include <google/protobuf/util/time_util.h>
#include <grpcpp/channel.h>

namespace rackops {

using google::protobuf::util::TimeUtil;

namespace {
constexpr auto kOperationsReadDeadline = std::chrono::seconds(5);
} // namespace

class OperationsClient::Private {
public:
    std::shared_ptr<v1::OperationsService::Stub> stub;
    std::unique_ptr<UnaryCalls> calls;
    std::unique_ptr<MutationCalls> mutations;
    QString endpoint;

    static void readGate(const v1::ApproveRackResponse &response, ApprovalResult &result)
    {
        result.rackRevision = response.rack_revision();
        for (const auto &c : response.criteria())
            result.criteria.append(OperationsConvert::criterion(c));
    }
};

OperationsClient::OperationsClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<rackops::ApprovalResult>();
    qRegisterMetaType<rackops::OverrideDecisionResult>();
    qRegisterMetaType<rackops::RemediationResult>();
    qRegisterMetaType<rackops::Identity>();
    d->stub = v1::OperationsService::NewStub(channel->grpcChannel());
    d->endpoint = channel->endpoint();
    d->calls = std::make_unique<UnaryCalls>(channel);
    d->mutations = std::make_unique<MutationCalls>(*d->calls, d->endpoint);
}

OperationsClient::~OperationsClient()
{
    d->calls.reset(); // waits for calls in flight before the stub goes
}

void OperationsClient::setRetryDelays(int firstMs, int attempts)
{
    d->mutations->setRetryDelays(firstMs, attempts);
}

void OperationsClient::fetchIdentity()
{
    auto stub = d->stub;
    d->calls->run<v1::WhoAmIRequest, v1::WhoAmIResponse>(
        this, kOperationsReadDeadline, {},
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->WhoAmI(c, req, resp, cb); },
        [this](const grpc::Status &status, const v1::WhoAmIResponse &response) {
            if (status.ok())
                Q_EMIT identityReceived(OperationsConvert::identity(response));
            else
                Q_EMIT identityFailed(StatusMessage::describe(status, d->endpoint));
        });
}

ApprovalReply *OperationsClient::evaluateGate(const QString &rackId)
{
    ApprovalResult asked;
    asked.rackId = rackId;
    auto *reply = new ApprovalReply(asked, this);
    auto stub = d->stub;
    v1::ApproveRackRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_validate_only(true);
    d->calls->run<v1::ApproveRackRequest, v1::ApproveRackResponse>(
        reply, kOperationsReadDeadline, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ApproveRack(c, req, resp, cb); },
        [this, reply](const grpc::Status &status, const v1::ApproveRackResponse &response) {
            ApprovalResult result = reply->result();
            static_cast<ActionOutcome &>(result) = d->mutations->outcome(status, {});
            result.verdict = ApprovalResult::Verdict::Evaluated;
            if (status.ok())
                Private::readGate(response, result);
            reply->finish(result);
        });
    return reply;
}

ApprovalReply *OperationsClient::approve(const QString &rackId, qint64 expectedRevision, const QString &justification,
                                         const QString &key)
{
    ApprovalResult asked;
    asked.rackId = rackId;
    asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::ApproveRackRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_expected_rack_revision(expectedRevision);
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    request.set_override_justification(justification.toStdString());
    auto stub = d->stub;
    return d->mutations->answer<v1::ApproveRackRequest, v1::ApproveRackResponse>(
        new ApprovalReply(asked, this), request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ApproveRack(c, req, resp, cb); },
        [](const v1::ApproveRackResponse &response, ApprovalResult &result) {
            Private::readGate(response, result);
            result.operationId = QString::fromStdString(response.operation().id());
            result.overrideId = QString::fromStdString(response.override_request().id());
            switch (response.outcome()) {
            case v1::APPROVAL_OUTCOME_APPROVED: result.verdict = ApprovalResult::Verdict::Approved; break;
            case v1::APPROVAL_OUTCOME_GATE_FAILED: result.verdict = ApprovalResult::Verdict::GateFailed; break;
            case v1::APPROVAL_OUTCOME_OVERRIDE_REQUESTED:
                result.verdict = ApprovalResult::Verdict::OverrideRequested;
                break;
            case v1::APPROVAL_OUTCOME_EVALUATED: result.verdict = ApprovalResult::Verdict::Evaluated; break;
            default:
                // A newer backend's outcome we cannot read is not taken for success.
                result.answer = ActionOutcome::Answer::Refused;
                result.message = tr("The backend answered with an outcome this console does not know (%1).")
                                     .arg(int(response.outcome()));
                break;
            }
        });
}

OverrideDecisionReply *OperationsClient::decideOverride(const QString &overrideId, bool confirm, const QString &comment,
                                                        qint64 expectedRevision, const QString &key)
{
    OverrideDecisionResult asked;
    asked.overrideId = overrideId;
    asked.confirmed = confirm;
    asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::ConfirmOverrideRequest request;
    request.set_override_request_id(overrideId.toStdString());
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    request.set_reject(!confirm);
    request.set_comment(comment.toStdString());
    request.set_expected_rack_revision(expectedRevision);
    auto stub = d->stub;
    return d->mutations->answer<v1::ConfirmOverrideRequest, v1::ConfirmOverrideResponse>(
        new OverrideDecisionReply(asked, this), request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ConfirmOverride(c, req, resp, cb); },
        [](const v1::ConfirmOverrideResponse &response, OverrideDecisionResult &result) {
            result.rackId = QString::fromStdString(response.override_request().rack_id());
            result.operationId = QString::fromStdString(response.operation().id());
        });
}

RemediationReply *OperationsClient::remediate(const QString &rackId, RemediationAction action, const QStringList &parts,
                                              const QString &reason, qint64 expectedRevision, const QString &key,
                                              double value)
{
    RemediationResult asked;
    asked.rackId = rackId;
    asked.idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::RemediateRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_action(static_cast<v1::RemediationAction>(int(action)));
    for (const QString &part : parts)
        request.mutable_parameters()->add_component_ids(part.toStdString());
    switch (action) {
    case RemediationAction::CoolingSetpointChange:
        request.mutable_parameters()->set_supply_temperature_control_celsius(float(value));
        break;
    case RemediationAction::ValvePositionChange:
        request.mutable_parameters()->set_valve_position_control_percent(float(value));
        break;
    case RemediationAction::PumpSpeedChange:
        request.mutable_parameters()->set_pump_speed_control_percent(float(value));
        break;
    default: break;
    }
    request.set_reason(reason.toStdString());
    request.set_expected_rack_revision(expectedRevision);
    request.set_idempotency_key(asked.idempotencyKey.toStdString());
    auto stub = d->stub;
    return d->mutations->answer<v1::RemediateRequest, v1::Operation>(
        new RemediationReply(asked, this), request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Remediate(c, req, resp, cb); },
        [](const v1::Operation &operation, RemediationResult &result) {
            result.operationId = QString::fromStdString(operation.id());
            result.operationMessage = QString::fromStdString(operation.message());
        });
}

void OperationsClient::fetchOverrides()
{
    auto stub = d->stub;
    d->calls->run<v1::ListOverrideRequestsRequest, v1::ListOverrideRequestsResponse>(
        this, kOperationsReadDeadline, {},
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ListOverrideRequests(c, req, resp, cb); },
        [this](const grpc::Status &status, const v1::ListOverrideRequestsResponse &response) {
            if (!status.ok()) {
                Q_EMIT readFailed(StatusMessage::describe(status, d->endpoint));
                return;
            }
            QList<OverrideRequestInfo> requests;
            for (const auto &r : response.override_requests())
                requests.append(OperationsConvert::overrideRequest(r));
            Q_EMIT overridesReceived(requests);
        });
}

void OperationsClient::queryAudit(const AuditQuery &query)
{
    v1::QueryAuditLogRequest request;
    if (query.fromMs > 0)
        *request.mutable_from() = TimeUtil::MillisecondsToTimestamp(query.fromMs);
    if (query.toMs > 0)
        *request.mutable_to() = TimeUtil::MillisecondsToTimestamp(query.toMs);
    request.set_actor(query.actor.toStdString());
    request.set_rack_id(query.rackId.toStdString());
    request.set_action_prefix(query.actionPrefix.toStdString());
    request.set_page_size(query.limit);
    auto stub = d->stub;
    d->calls->run<v1::QueryAuditLogRequest, v1::QueryAuditLogResponse>(
        this, kOperationsReadDeadline, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->QueryAuditLog(c, req, resp, cb); },
        [this](const grpc::Status &status, const v1::QueryAuditLogResponse &response) {
            if (!status.ok()) {
                Q_EMIT readFailed(StatusMessage::describe(status, d->endpoint));
                return;
            }
            QList<AuditEntryInfo> entries;
            entries.reserve(response.entries_size());
            for (const auto &e : response.entries())
                entries.append(OperationsConvert::auditEntry(e));
            Q_EMIT auditReceived(entries);
        });
}

} // namespace rackops
