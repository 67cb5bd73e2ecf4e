#pragma once

#include <grpcpp/client_context.h>

#include <memory>

namespace rackops::sim {

// A call context acting as one of the demo users (vera viewer, omar
// operator, anna and ben approvers, ada admin).
inline std::unique_ptr<grpc::ClientContext> as(const char *user)
{
    auto context = std::make_unique<grpc::ClientContext>();
    context->AddMetadata("x-rackops-user", user);
    return context;
}

} // namespace rackops::sim
