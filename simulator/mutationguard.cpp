#include "mutationguard.h"

#include "auditlog.h"
#include "idempotencystore.h"
#include "refusal.h"
#include "simlog.h"

#include <google/protobuf/util/time_util.h>


namespace rackops::sim {

using namespace rackops::v1;

MutationGuard::MutationGuard(IdempotencyStore &idempotency, AuditLog &audit, std::function<std::int64_t()> clock)
    : m_idempotency(idempotency)
    , m_audit(audit)
    , m_clock(std::move(clock))
{
}

grpc::Status MutationGuard::run(const grpc::ServerContext *context, const MutationIntent &intent,
                                const google::protobuf::Message &request, google::protobuf::Message *response,
                                const Execute &execute,
                                const std::function<void(google::protobuf::Message *)> &storedForm)
{
    Caller caller;
    if (auto status = Caller::identify(context, &caller); !status.ok())
        return status;   // nobody to name in the audit log
    return m_idempotency.once(intent.method, intent.idempotencyKey, caller.subject, request, response, [&] {
        if (auto refused = admit(caller, intent); !refused.ok())
            return refused;
        return execute(caller);
    }, storedForm);
}

grpc::Status MutationGuard::admit(const Caller &caller, const MutationIntent &intent)
{
    if (intent.role != ROLE_UNSPECIFIED) {
        if (auto denied = caller.require(intent.role, intent.roleNeededFor); !denied.ok())
            return refuse(caller, intent, denied);
    }
    if (!intent.reasonMissing.code().empty() && intent.reason.empty())
        return refuse(caller, intent, Refusal::status(grpc::StatusCode::INVALID_ARGUMENT, intent.reasonMissing));
    return grpc::Status::OK;
}

grpc::Status MutationGuard::refuse(const Caller &caller, const MutationIntent &intent, const grpc::Status &status)
{
    AuditEntry entry;
    *entry.mutable_actor() = caller.actor();
    entry.set_action(intent.action);
    entry.set_target(intent.target);
    entry.set_rack_id(intent.rackId);
    entry.set_outcome(AUDIT_OUTCOME_REJECTED);
    AuditLog::describe(entry, AuditLog::refused(intent.what, Refusal::phrase(status)));
    entry.set_idempotency_key(intent.idempotencyKey);
    entry.set_rack_revision(intent.expectedRevision);
    entry.set_reason(intent.reason);
    entry.set_status_code(codeName(status.error_code()));
    // The simulation's clock, like every other entry: a handover finds it in its shift.
    *entry.mutable_time() = google::protobuf::util::TimeUtil::MillisecondsToTimestamp(m_clock());
    QString failure;
    if (!m_audit.append(entry, &failure))
        qCWarning(lcSimAudit).noquote() << "writing the audit log failed:" << failure;
    return status;
}

const char *MutationGuard::codeName(grpc::StatusCode code)
{
    switch (code) {
    case grpc::StatusCode::INVALID_ARGUMENT: return "INVALID_ARGUMENT";
    case grpc::StatusCode::NOT_FOUND: return "NOT_FOUND";
    case grpc::StatusCode::PERMISSION_DENIED: return "PERMISSION_DENIED";
    case grpc::StatusCode::FAILED_PRECONDITION: return "FAILED_PRECONDITION";
    case grpc::StatusCode::ABORTED: return "ABORTED";
    case grpc::StatusCode::UNIMPLEMENTED: return "UNIMPLEMENTED";
    case grpc::StatusCode::INTERNAL: return "INTERNAL";
    default: return "UNKNOWN";
    }
}

} // namespace rackops::sim
