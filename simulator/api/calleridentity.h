#pragma once

#include "core/caller.h"

namespace grpc {
class ServerContext;
class Status;
}

namespace rackops::sim {

// Who is calling a gRPC method: the verified client certificate over mutual
// TLS, or (demo mode, no TLS) the demo user named in Caller::kUserHeader.
// The one place where a caller is read off the transport; the domain only
// ever sees the resulting Caller.
class CallerIdentity {
public:
    // The caller, or UNAUTHENTICATED with a readable reason when there is
    // none or it is unknown.
    static grpc::Status identify(const grpc::ServerContext *context, Caller *caller);
    // Whether the caller may read at all: over TLS only a certificate that names
    // someone (a refused one is refused for reads too, with the same reason);
    // without TLS (the demo) reads need no name. Every method that does not
    // identify its caller starts with this.
    static grpc::Status admit(const grpc::ServerContext *context);
};

} // namespace rackops::sim
