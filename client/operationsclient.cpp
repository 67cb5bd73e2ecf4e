#include "operationsclient.h"

#include "operationsconvert.h"
#include "statusmessage.h"
#include "mutationcalls.h"
#include "unarycalls.h"

#include "rackops/v1/operations.grpc.pb.h"


#include <google/protobuf/util/time_util.h>
#include <grpcpp/channel.h>

namespace rackops {

using google::protobuf::util::TimeUtil;

namespace {
constexpr auto kOperationsReadDeadline = std::chrono::seconds(5);
} // namespace

class OperationsClient::Private
{
public:
    std::shared_ptr<v1::OperationsService::Stub> stub;
    std::unique_ptr<UnaryCalls> calls;
    std::unique_ptr<MutationCalls> mutations;
    QString endpoint;

    template <typename Request, typename Response, typename Invoke, typename Done>
    void mutate(OperationsClient *q, const Request &request, Invoke invoke, Done done)
    {
        mutations->run<Request, Response>(q, request, invoke, done);
    }

    ActionResult failure(const grpc::Status &status, const QString &rackId, const QString &key) const
    {
        return mutations->failure(status, rackId, key);
    }
};

OperationsClient::OperationsClient(std::shared_ptr<BackendChannel> channel, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    qRegisterMetaType<rackops::ActionResult>();
    qRegisterMetaType<rackops::Identity>();
    d->stub = v1::OperationsService::NewStub(channel->grpcChannel());
    d->endpoint = channel->endpoint();
    d->calls = std::make_unique<UnaryCalls>(channel);
    d->mutations = std::make_unique<MutationCalls>(*d->calls, d->endpoint);
}

OperationsClient::~OperationsClient()
{
    d->calls.reset();  // waits for calls in flight before the stub goes
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

void OperationsClient::evaluateGate(const QString &rackId)
{
    auto stub = d->stub;
    v1::ApproveRackRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_validate_only(true);
    d->calls->run<v1::ApproveRackRequest, v1::ApproveRackResponse>(
        this, kOperationsReadDeadline, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ApproveRack(c, req, resp, cb); },
        [this, rackId](const grpc::Status &status, const v1::ApproveRackResponse &response) {
            ActionResult result = status.ok() ? ActionResult{} : d->failure(status, rackId, {});
            result.rackId = rackId;
            if (status.ok()) {
                result.outcome = ActionResult::Outcome::Evaluated;
                result.rackRevision = response.rack_revision();
                for (const auto &c : response.criteria())
                    result.criteria.append(OperationsConvert::criterion(c));
            }
            Q_EMIT gateEvaluated(result);
        });
}

QString OperationsClient::approve(const QString &rackId, qint64 expectedRevision, const QString &justification,
                                  const QString &key)
{
    const QString idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::ApproveRackRequest request;
    request.set_rack_id(rackId.toStdString());
    request.set_expected_rack_revision(expectedRevision);
    request.set_idempotency_key(idempotencyKey.toStdString());
    request.set_override_justification(justification.toStdString());
    auto stub = d->stub;
    d->mutate<v1::ApproveRackRequest, v1::ApproveRackResponse>(
        this, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ApproveRack(c, req, resp, cb); },
        [this, rackId, idempotencyKey](const grpc::Status &status, const v1::ApproveRackResponse &response,
                                       int attempts) {
            if (!status.ok()) {
                Q_EMIT approvalFinished(d->failure(status, rackId, idempotencyKey));
                return;
            }
            ActionResult result;
            result.rackId = rackId;
            result.idempotencyKey = idempotencyKey;
            result.attempts = attempts;
            result.rackRevision = response.rack_revision();
            for (const auto &c : response.criteria())
                result.criteria.append(OperationsConvert::criterion(c));
            result.operationId = QString::fromStdString(response.operation().id());
            result.overrideId = QString::fromStdString(response.override_request().id());
            switch (response.outcome()) {
            case v1::APPROVAL_OUTCOME_APPROVED: result.outcome = ActionResult::Outcome::Approved; break;
            case v1::APPROVAL_OUTCOME_GATE_FAILED: result.outcome = ActionResult::Outcome::GateFailed; break;
            case v1::APPROVAL_OUTCOME_OVERRIDE_REQUESTED: result.outcome = ActionResult::Outcome::OverrideRequested; break;
            case v1::APPROVAL_OUTCOME_EVALUATED: result.outcome = ActionResult::Outcome::Evaluated; break;
            default:
                // A newer backend's outcome we cannot read is not taken for success.
                result.outcome = ActionResult::Outcome::Refused;
                result.message = tr("The backend answered with an outcome this console does not know (%1).")
                                     .arg(int(response.outcome()));
                break;
            }
            Q_EMIT approvalFinished(result);
        });
    return idempotencyKey;
}

QString OperationsClient::decideOverride(const QString &overrideId, bool confirm, const QString &comment,
                                         const QString &key)
{
    const QString idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
    v1::ConfirmOverrideRequest request;
    request.set_override_request_id(overrideId.toStdString());
    request.set_idempotency_key(idempotencyKey.toStdString());
    request.set_reject(!confirm);
    request.set_comment(comment.toStdString());
    auto stub = d->stub;
    d->mutate<v1::ConfirmOverrideRequest, v1::ConfirmOverrideResponse>(
        this, request,
        [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->ConfirmOverride(c, req, resp, cb); },
        [this, idempotencyKey, overrideId](const grpc::Status &status, const v1::ConfirmOverrideResponse &response,
                                           int attempts) {
            ActionResult result = status.ok() ? ActionResult{} : d->failure(status, {}, idempotencyKey);
            result.overrideId = overrideId;
            if (status.ok()) {
                result.outcome = ActionResult::Outcome::Accepted;
                result.attempts = attempts;
                result.rackId = QString::fromStdString(response.override_request().rack_id());
                result.operationId = QString::fromStdString(response.operation().id());
                result.idempotencyKey = idempotencyKey;
            }
            Q_EMIT overrideDecided(result);
        });
    return idempotencyKey;
}

QString OperationsClient::remediate(const QString &rackId, RemediationAction action, const QStringList &parts,
                                    const QString &reason, qint64 expectedRevision, const QString &key, double value)
{
    const QString idempotencyKey = key.isEmpty() ? MutationCalls::newKey() : key;
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
    case RemediationAction::PumpSpeedChange: request.mutable_parameters()->set_pump_speed_control_percent(float(value)); break;
    default: break;
    }
    request.set_reason(reason.toStdString());
    request.set_expected_rack_revision(expectedRevision);
    request.set_idempotency_key(idempotencyKey.toStdString());
    auto stub = d->stub;
    d->mutate<v1::RemediateRequest, v1::Operation>(
        this, request, [stub](auto *c, auto *req, auto *resp, auto cb) { stub->async()->Remediate(c, req, resp, cb); },
        [this, rackId, idempotencyKey](const grpc::Status &status, const v1::Operation &operation, int attempts) {
            ActionResult result = status.ok() ? ActionResult{} : d->failure(status, rackId, idempotencyKey);
            if (status.ok()) {
                result.outcome = ActionResult::Outcome::Accepted;
                result.attempts = attempts;
                result.rackId = rackId;
                result.operationId = QString::fromStdString(operation.id());
                result.idempotencyKey = idempotencyKey;
                result.message = QString::fromStdString(operation.message());
            }
            Q_EMIT remediationFinished(result);
        });
    return idempotencyKey;
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
