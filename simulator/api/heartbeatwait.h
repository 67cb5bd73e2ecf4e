#pragma once

#include <atomic>
#include <chrono>
#include <functional>

namespace grpc {
class ServerContext;
}

namespace rackops::sim {

// How a watch handler waits for the next thing to send: until `waitForChange`
// reports a change or a heartbeat is due, in short steps so a cancelled call
// or a shutting-down server is noticed within 200 ms. Returns false when the
// watch should end.
bool waitForChangeOrHeartbeat(grpc::ServerContext *context, const std::atomic<bool> &shuttingDown,
                              std::chrono::milliseconds heartbeat,
                              const std::function<bool(std::chrono::milliseconds)> &waitForChange);

} // namespace rackops::sim
