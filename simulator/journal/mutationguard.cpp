#include "journal/mutationguard.h"

#include "journal/auditlog.h"
#include "journal/idempotencystore.h"
#include "core/simlog.h"
#include "phrase/displaytext.h"

#include <google/protobuf/util/time_util.h>

namespace rackops::sim {

using namespace rackops::v1;

MutationGuard::MutationGuard(IdempotencyStore &idempotency, AuditLog &audit, std::function<std::int64_t()> clock)
    : m_idempotency(idempotency)
    , m_audit(audit)
    , m_clock(std::move(clock))
{
}

MutationResult MutationGuard::run(const Caller &caller, const MutationIntent &intent,
                                  const google::protobuf::Message &request, google::protobuf::Message *response,
                                  const Execute &execute,
                                  const std::function<void(google::protobuf::Message *)> &storedForm)
{
    return m_idempotency.once(
        intent.method, intent.idempotencyKey, caller.subject, request, response,
        [&] {
            if (auto refused = admit(caller, intent); !refused.ok())
                return refused;
            return execute(caller);
        },
        storedForm);
}

MutationResult MutationGuard::admit(const Caller &caller, const MutationIntent &intent)
{
    if (intent.role != ROLE_UNSPECIFIED) {
        if (auto denied = caller.require(intent.role, intent.roleNeededFor); !denied.ok())
            return refuse(caller, intent, denied);
    }
    if (!intent.reasonMissing.code().empty() && DisplayText::isBlank(intent.reason))
        return refuse(caller, intent,
                      MutationResult::refused(MutationResult::Code::InvalidArgument, intent.reasonMissing));
    return MutationResult::done();
}

MutationResult MutationGuard::refuse(const Caller &caller, const MutationIntent &intent, const MutationResult &refusal)
{
    AuditEntry entry;
    *entry.mutable_actor() = caller.actor();
    entry.set_action(intent.action);
    entry.set_target(intent.target);
    entry.set_rack_id(intent.rackId);
    entry.set_outcome(AUDIT_OUTCOME_REJECTED);
    AuditLog::describe(entry, AuditLog::refused(intent.what, refusal.phrase()));
    entry.set_idempotency_key(intent.idempotencyKey);
    entry.set_rack_revision(intent.expectedRevision);
    entry.set_reason(intent.reason);
    entry.set_status_code(refusal.codeName());
    // The simulation's clock, like every other entry: a handover finds it in its shift.
    *entry.mutable_time() = google::protobuf::util::TimeUtil::MillisecondsToTimestamp(m_clock());
    QString failure;
    if (!m_audit.append(entry, &failure))
        qCWarning(lcSimAudit).noquote() << "writing the audit log failed:" << failure;
    return refusal;
}

} // namespace rackops::sim
