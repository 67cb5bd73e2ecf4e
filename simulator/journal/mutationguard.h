#pragma once

#include "core/caller.h"
#include "core/mutationintent.h"
#include "core/mutationresult.h"

#include <cstdint>
#include <functional>

namespace google::protobuf {
class Message;
}

namespace rackops::sim {

class AuditLog;
class IdempotencyStore;

// The one way in for every mutating call: once per idempotency key
// (IdempotencyStore::once, durable with the change in the MutationJournal),
// the role the intent needs and the reason it must give, for a caller the
// service adapter identified (GuardedCall). A mutation the guard refuses
// leaves an audit entry saying who, what and why; refusals of the domain
// itself (a stale revision, say) are audited where they are decided, with
// what only the domain knows.
class MutationGuard {
public:
    using Execute = std::function<MutationResult(const Caller &caller)>;

    MutationGuard(IdempotencyStore &idempotency, AuditLog &audit, std::function<std::int64_t()> clock);

    // Runs `execute` once per idempotency key if the intent is admitted.
    // `request` makes the key's fingerprint; `response` is the answer kept
    // for retries, which `storedForm` may trim.
    MutationResult run(const Caller &caller, const MutationIntent &intent, const google::protobuf::Message &request,
                       google::protobuf::Message *response, const Execute &execute,
                       const std::function<void(google::protobuf::Message *)> &storedForm = {});

    // Role and reason, for a caller already known (in-process callers);
    // a refusal is audited.
    MutationResult admit(const Caller &caller, const MutationIntent &intent);

private:
    MutationResult refuse(const Caller &caller, const MutationIntent &intent, const MutationResult &refusal);

    IdempotencyStore &m_idempotency;
    AuditLog &m_audit;
    std::function<std::int64_t()> m_clock;
};

} // namespace rackops::sim
