#include "api/heartbeatwait.h"

#include <grpcpp/server_context.h>

#include <algorithm>

namespace rackops::sim {

bool waitForChangeOrHeartbeat(grpc::ServerContext *context, const std::atomic<bool> &shuttingDown,
                              std::chrono::milliseconds heartbeat,
                              const std::function<bool(std::chrono::milliseconds)> &waitForChange)
{
    const auto ended = [&] { return context->IsCancelled() || shuttingDown; };
    auto waited = std::chrono::milliseconds(0);
    bool changed = false;
    while (!changed && waited < heartbeat && !ended()) {
        const auto step = std::min(std::chrono::milliseconds(200), heartbeat - waited);
        changed = waitForChange(step);
        waited += step;
    }
    return !ended();
}

} // namespace rackops::sim
