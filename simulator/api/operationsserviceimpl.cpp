#include "api/requestlimits.h"
#include "api/calleridentity.h"

#include "phrase/phrase.h"
#include "api/refusal.h"
#include "api/streamquota.h"
#include "api/operationsserviceimpl.h"

#include "journal/commitgate.h"

#include "journal/auditlog.h"
#include "core/caller.h"
#include "fleet/fleetsimulation.h"
#include "api/guardedcall.h"
#include "fleet/operationintents.h"
#include "api/watchloop.h"

#include <QDateTime>

#include <google/protobuf/util/time_util.h>

#include <algorithm>

namespace rackops::sim {

using namespace rackops::v1;
using google::protobuf::util::TimeUtil;

namespace {
constexpr int kDefaultAuditPage = 200;
constexpr int kMaxAuditPage = 2000;

// The requests as the domain takes them, and its answers as the API gives them.
ApproveIntent approveIntent(const ApproveRackRequest &request)
{
    return {request.rack_id(), request.expected_rack_revision(), request.idempotency_key(),
            request.override_justification(), request.validate_only()};
}

void answer(const ApprovalDecision &decision, ApproveRackResponse *response)
{
    response->set_outcome(decision.outcome);
    for (const auto &c : decision.criteria)
        *response->add_criteria() = c;
    response->set_rack_revision(decision.rackRevision);
    if (decision.operation)
        *response->mutable_operation() = *decision.operation;
    if (decision.overrideRequest)
        *response->mutable_override_request() = *decision.overrideRequest;
}

DecideOverrideIntent decideIntent(const ConfirmOverrideRequest &request)
{
    return {request.override_request_id(), request.idempotency_key(), request.expected_rack_revision(),
            request.reject(), request.comment()};
}

RemediateIntent remediateIntent(const RemediateRequest &request)
{
    return {request.rack_id(),         request.action(), request.parameters(), request.expected_rack_revision(),
            request.idempotency_key(), request.reason()};
}
} // namespace

OperationsServiceImpl::OperationsServiceImpl(FleetSimulation &fleet, const CommitGate &commitGate, AuditLog &audit,
                                             MutationGuard &guard, std::chrono::milliseconds heartbeat,
                                             std::string serverVersion)
    : m_fleet(fleet)
    , m_audit(audit)
    , m_guard(guard)
    , m_commitGate(commitGate)
    , m_heartbeat(heartbeat)
    , m_version(std::move(serverVersion))
{
}

void OperationsServiceImpl::shutdown()
{
    m_shuttingDown = true;
    m_fleet.wake();
}

grpc::Status OperationsServiceImpl::WhoAmI(grpc::ServerContext *context, const WhoAmIRequest *,
                                           WhoAmIResponse *response)
{
    Caller caller;
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
        return status;
    response->set_subject(caller.subject);
    response->set_display_name(caller.displayName);
    for (auto role : caller.roles)
        response->add_roles(role);
    const auto auth = context->auth_context();
    response->set_demo(!(auth && auth->IsPeerAuthenticated()));
    response->set_server_version(m_version);
    *response->mutable_server_time() = TimeUtil::MillisecondsToTimestamp(m_fleet.nowMs());
    return grpc::Status::OK;
}

grpc::Status OperationsServiceImpl::ApproveRack(grpc::ServerContext *context, const ApproveRackRequest *request,
                                                ApproveRackResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const ApproveIntent intent = approveIntent(*request);
    const auto approve = [&](const Caller &caller) {
        ApprovalDecision decision;
        MutationResult result = m_fleet.approve(caller, intent, &decision);
        answer(decision, response);
        return result;
    };
    if (intent.judgeOnly) { // a question, not a change: anyone may ask it, any number of times
        Caller caller;
        if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
            return status;
        return Refusal::status(approve(caller));
    }
    return GuardedCall::run(m_guard, context, OperationIntents::approve(intent), *request, response, approve);
}

grpc::Status OperationsServiceImpl::ConfirmOverride(grpc::ServerContext *context, const ConfirmOverrideRequest *request,
                                                    ConfirmOverrideResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const DecideOverrideIntent intent = decideIntent(*request);
    return GuardedCall::run(m_guard, context, OperationIntents::confirmOverride(intent), *request, response,
                            [&](const Caller &caller) {
                                return m_fleet.confirmOverride(caller, intent, response->mutable_override_request(),
                                                               response->mutable_operation());
                            });
}

grpc::Status OperationsServiceImpl::ListOverrideRequests(grpc::ServerContext *context,
                                                         const ListOverrideRequestsRequest *request,
                                                         ListOverrideRequestsResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    Caller caller;
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
        return status;
    const auto overrides = m_commitGate.stored([&] { return m_fleet.operations().overrides(request->rack_id()); });
    for (const auto &o : overrides) {
        const bool wanted = request->states().empty()
            || std::find(request->states().begin(), request->states().end(), o.state()) != request->states().end();
        if (wanted)
            *response->add_override_requests() = o;
    }
    return grpc::Status::OK;
}

grpc::Status OperationsServiceImpl::Remediate(grpc::ServerContext *context, const RemediateRequest *request,
                                              Operation *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    const RemediateIntent intent = remediateIntent(*request);
    return GuardedCall::run(m_guard, context, OperationIntents::remediate(intent), *request, response,
                            [&](const Caller &caller) { return m_fleet.remediate(caller, intent, response); });
}

grpc::Status OperationsServiceImpl::GetOperation(grpc::ServerContext *context, const GetOperationRequest *request,
                                                 Operation *response)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    auto op = m_commitGate.stored([&] { return m_fleet.operations().operation(request->operation_id()); });
    if (!op)
        return Refusal::status(grpc::StatusCode::NOT_FOUND,
                               Phrase::make("request.no_operation", {Phrase::id(request->operation_id())}));
    *response = std::move(*op);
    return grpc::Status::OK;
}

grpc::Status OperationsServiceImpl::QueryAuditLog(grpc::ServerContext *context, const QueryAuditLogRequest *request,
                                                  QueryAuditLogResponse *response)
{
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    Caller caller;
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
        return status;
    if (request->page_size() < 0)
        return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.page_size_negative"));
    const int limit = request->page_size() == 0 ? kDefaultAuditPage : std::min(request->page_size(), kMaxAuditPage);
    std::int64_t before = 0;
    if (!request->page_token().empty()) {
        try {
            before = std::stoll(request->page_token());
        } catch (...) {
            return Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, Phrase::make("request.bad_page_token"));
        }
    }
    auto entries = m_audit.query(*request, before, limit);
    // An idempotency key is the caller's own: readers see their own keys, admins (auditors) all.
    const bool auditor = caller.has(ROLE_ADMIN);
    for (auto &entry : entries) {
        if (!auditor && entry.actor().name() != caller.subject)
            entry.clear_idempotency_key();
        *response->add_entries() = std::move(entry);
    }
    if (int(entries.size()) == limit)
        response->set_next_page_token(response->entries(limit - 1).id());
    return grpc::Status::OK;
}

grpc::Status OperationsServiceImpl::WatchOperations(grpc::ServerContext *context, const WatchOperationsRequest *request,
                                                    grpc::ServerWriter<WatchOperationsResponse> *writer)
{
    if (auto admitted = CallerIdentity::admit(context); !admitted.ok())
        return admitted;
    if (auto limits = RequestLimits::check(*request); !limits.ok())
        return limits;
    StreamQuota::Slot slot;
    if (auto quota = StreamQuota::shared().acquire(context, &slot); !quota.ok())
        return quota;
    const auto send = [&](OperationDesk::Changes &changes, bool reset, bool complete) {
        WatchOperationsResponse message;
        message.set_operations_epoch(changes.epoch);
        message.set_revision(changes.revision);
        message.set_reset(reset);
        message.set_initial_sync_complete(complete);
        *message.mutable_server_time() = TimeUtil::MillisecondsToTimestamp(m_fleet.nowMs());
        for (auto &op : changes.upserts)
            *message.add_upserts() = std::move(op);
        for (auto &id : changes.removed)
            message.add_removed_operation_ids(std::move(id));
        return writer->Write(message);
    };
    const std::string rackId = request->rack_id();
    return serveWatch<OperationDesk::Changes>(
        context, m_shuttingDown, m_heartbeat, m_commitGate, request->operations_epoch(),
        request->resume_after_revision(),
        [&](const std::string &epoch, std::int64_t after) {
            return m_fleet.operations().changesSince(epoch, after, rackId);
        },
        [&](std::size_t) { return m_fleet.operations().snapshot(rackId); },
        [this](std::int64_t after, std::chrono::milliseconds step) {
            return m_fleet.operations().feed().waitForChange(after, step);
        },
        send, "operations");
}

} // namespace rackops::sim
