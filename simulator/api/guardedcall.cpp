#include "api/guardedcall.h"
#include "api/calleridentity.h"

#include "api/refusal.h"

namespace rackops::sim {

grpc::Status GuardedCall::run(MutationGuard &guard, const grpc::ServerContext *context, const MutationIntent &intent,
                              const google::protobuf::Message &request, google::protobuf::Message *response,
                              const MutationGuard::Execute &execute,
                              const std::function<void(google::protobuf::Message *)> &storedForm)
{
    Caller caller;
    if (auto status = CallerIdentity::identify(context, &caller); !status.ok())
        return status; // nobody to name in the audit log
    return Refusal::status(guard.run(caller, intent, request, response, execute, storedForm));
}

} // namespace rackops::sim
