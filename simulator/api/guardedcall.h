#pragma once

#include "journal/mutationguard.h"

#include <grpcpp/support/status.h>

#include <functional>

namespace grpc {
class ServerContext;
}

namespace rackops::sim {

// The transport side of MutationGuard, shared by every service adapter:
// identifies the caller of the gRPC call (CallerIdentity::identify, refused before
// anything else since nobody could be named in the audit log), runs the
// guard and says its result as a status (Refusal::status).
struct GuardedCall {
    static grpc::Status run(MutationGuard &guard, const grpc::ServerContext *context, const MutationIntent &intent,
                            const google::protobuf::Message &request, google::protobuf::Message *response,
                            const MutationGuard::Execute &execute,
                            const std::function<void(google::protobuf::Message *)> &storedForm = {});
};

} // namespace rackops::sim
