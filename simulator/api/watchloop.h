#pragma once

#include "api/heartbeatwait.h"
#include "core/servicemetrics.h"
#include "journal/commitgate.h"

#include <grpcpp/server_context.h>
#include <grpcpp/support/status.h>

#include <optional>
#include <string>

namespace rackops::sim {

// The loop of a resumable watch (operations, alerts): the resumed changes or
// a snapshot (reset; `snapshot(from)` gives the piece starting at `from`, or
// the whole), then every change after the last revision sent, with
// heartbeats, until the client goes or the server shuts down. `Changes` has
// `epoch`, `revision` and `nextPiece`; `send(changes, reset, complete)` writes
// them (`complete`: the snapshot or catch-up is whole with these).
// Changes are read past the commit gate: a watcher sees a change once stored.
template<typename Changes, typename Since, typename Snapshot, typename Wait, typename Send>
grpc::Status serveWatch(grpc::ServerContext *context, const std::atomic<bool> &shuttingDown,
                        std::chrono::milliseconds heartbeat, const CommitGate &commitGate, const std::string &epoch,
                        std::int64_t resumeAfter, Since since, Snapshot snapshot, Wait wait, Send send,
                        const char *what)
{
    // Counted while it lives; each change timed from the wake to the written message (/metrics).
    ServiceMetrics::Watcher watcher(ServiceMetrics::shared(), what);
    std::optional<Changes> resumed = commitGate.stored([&] { return since(epoch, resumeAfter); });
    const bool reset = !resumed;
    Changes initial = resumed ? std::move(*resumed) : commitGate.stored([&] { return snapshot(0); });
    std::int64_t sent = initial.revision;
    const std::string current = initial.epoch;
    // A snapshot may come in pieces (`nextPiece`), each read past the gate once the one
    // before is written: the client parses the first while the rest is copied. Every piece
    // names the first piece's revision, and the changes after it follow the snapshot, so a
    // rack a later piece already sent newer is sent again, never missed.
    for (bool first = true;; first = false) {
        const std::size_t next = initial.nextPiece;
        initial.revision = sent;
        if (!send(initial, reset && first, next == 0))
            return {grpc::StatusCode::CANCELLED, "client went away"};
        if (next == 0)
            break;
        initial = commitGate.stored([&] { return snapshot(next); });
    }
    while (waitForChangeOrHeartbeat(context, shuttingDown, heartbeat,
                                    [&](std::chrono::milliseconds step) { return wait(sent, step); })) {
        const auto woken = std::chrono::steady_clock::now();
        std::optional<Changes> changes = commitGate.stored([&] { return since(current, sent); });
        if (!changes)
            return {grpc::StatusCode::ABORTED, std::string(what) + " history was reset; watch again"};
        const bool changed = !changes->upserts.empty() || !changes->removed.empty();
        sent = changes->revision;
        if (!send(*changes, false, false))
            break;
        if (changed) // a heartbeat is not a change delivered
            watcher.stream().sendLatency.observe(std::chrono::steady_clock::now() - woken);
    }
    if (shuttingDown)
        return {grpc::StatusCode::UNAVAILABLE, "server shutting down"};
    return grpc::Status::OK;
}

} // namespace rackops::sim
