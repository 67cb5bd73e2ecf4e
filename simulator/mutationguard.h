#pragma once

#include "caller.h"
#include "mutationintent.h"

#include <grpcpp/support/status.h>

#include <cstdint>
#include <functional>

namespace google::protobuf {
class Message;
}

namespace grpc {
class ServerContext;
}

namespace rackops::sim {

class AuditLog;
class IdempotencyStore;

// The one way in for every mutating call: who is calling, once per
// idempotency key (IdempotencyStore::once, durable with the change in the
// MutationJournal), the role the intent needs and the reason it must give.
// A mutation the guard refuses leaves an audit entry saying who, what and
// why; refusals of the domain itself (a stale revision, say) are audited
// where they are decided, with what only the domain knows.
class MutationGuard
{
public:
    using Execute = std::function<grpc::Status(const Caller &caller)>;

    MutationGuard(IdempotencyStore &idempotency, AuditLog &audit, std::function<std::int64_t()> clock);

    // Identifies the caller, then runs `execute` once per idempotency key if
    // the intent is admitted. `storedForm` trims the answer kept for retries.
    grpc::Status run(const grpc::ServerContext *context, const MutationIntent &intent,
                     const google::protobuf::Message &request, google::protobuf::Message *response,
                     const Execute &execute,
                     const std::function<void(google::protobuf::Message *)> &storedForm = {});

    // Role and reason, for a caller already known (in-process callers);
    // a refusal is audited.
    grpc::Status admit(const Caller &caller, const MutationIntent &intent);

    // The status name the audit log keeps for a refusal.
    static const char *codeName(grpc::StatusCode code);

private:
    grpc::Status refuse(const Caller &caller, const MutationIntent &intent, const grpc::Status &status);

    IdempotencyStore &m_idempotency;
    AuditLog &m_audit;
    std::function<std::int64_t()> m_clock;
};

} // namespace rackops::sim
