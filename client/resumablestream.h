#pragma once

#include "clock.h"
#include "connectionstate.h"
#include "reconnectbackoff.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace grpc {
class ClientContext;
}

namespace rackops {

// The reconnect loop every watch shares: a worker thread opens the stream,
// reads until it ends, then waits a capped, jittered backoff and tries again,
// publishing its ConnectionState at each step. What one attempt does is the
// caller's `attempt` function; it calls markLive() once it got in sync (which
// resets the backoff). Internal to the client library.
class ResumableStream {
public:
    using Attempt = std::function<void(grpc::ClientContext &context, ResumableStream &stream)>;
    using StatePublisher = std::function<void(const ConnectionState &state)>;

    ResumableStream(QString endpoint, Attempt attempt, StatePublisher publish);
    ~ResumableStream();

    void start();
    void stop();
    bool isRunning() const { return m_worker.joinable(); }
    void setBackoff(int initialMs, int maxMs);
    // Before start(): what the reconnect wait and the published times are measured with.
    void setClock(std::shared_ptr<Clock> clock) { m_clock = std::move(clock); }
    // Before start(): the worker thread's name, as profilers and debuggers list it (Linux keeps 15
    // characters). Unnamed, every reader thread shows as the program's name.
    void setThreadName(const char *name) { m_threadName = name; }
    // How much nicer (Linux) the worker thread becomes once first in sync: see markLive().
    static constexpr int kReaderNiceness = 5;

    ConnectionState state() const;
    // Called from `attempt` on the worker thread.
    void markSyncing(int received = 0, int total = 0);
    void markLive();
    void markEnded(const QString &error);

private:
    void run();
    void publish(const ConnectionState &next);
    bool sleepInterruptibly(std::int64_t ms);

    Attempt m_attempt;
    std::shared_ptr<Clock> m_clock = Clock::system();
    StatePublisher m_publish;
    std::thread m_worker;
    const char *m_threadName = nullptr;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stopping = false;
    bool m_yielded = false; // worker thread only: its niceness raised (markLive)
    grpc::ClientContext *m_context = nullptr;
    ConnectionState m_state;
    int m_initialBackoffMs = 1000;
    int m_maxBackoffMs = 30000;
    ReconnectBackoff *m_backoff = nullptr; // worker-owned, valid while running
    std::int64_t m_syncPublishedMs = 0; // worker thread: when sync progress was last published
};

} // namespace rackops
