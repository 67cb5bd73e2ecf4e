#include "resumablestream.h"

#include <grpcpp/client_context.h>

#include <string>

#if defined(__linux__)
#include <cerrno>
#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace rackops {

ResumableStream::ResumableStream(QString endpoint, Attempt attempt, StatePublisher publish)
    : m_attempt(std::move(attempt))
    , m_publish(std::move(publish))
{
    m_state.endpoint = std::move(endpoint);
}

ResumableStream::~ResumableStream()
{
    stop();
}

void ResumableStream::setBackoff(int initialMs, int maxMs)
{
    std::lock_guard lock(m_mutex);
    m_initialBackoffMs = initialMs;
    m_maxBackoffMs = maxMs;
}

ConnectionState ResumableStream::state() const
{
    std::lock_guard lock(m_mutex);
    return m_state;
}

void ResumableStream::start()
{
    if (m_worker.joinable())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stopping = false;
    }
    m_worker = std::thread([this] { run(); });
}

void ResumableStream::stop()
{
    if (!m_worker.joinable())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
        if (m_context)
            m_context->TryCancel();
    }
    m_wake.notify_all();
    m_worker.join();
    ConnectionState stopped = state();
    stopped.phase = ConnectionState::Phase::Stopped;
    stopped.nextRetryAtMs = 0;
    publish(stopped);
}

void ResumableStream::publish(const ConnectionState &next)
{
    {
        std::lock_guard lock(m_mutex);
        if (m_state == next)
            return;
        m_state = next;
    }
    m_publish(next);
}

bool ResumableStream::sleepInterruptibly(std::int64_t ms)
{
    std::unique_lock lock(m_mutex);
    return m_clock->sleepFor(lock, m_wake, ms, [this] { return m_stopping; });
}

void ResumableStream::markSyncing(int received, int total)
{
    // Progress reaches the GUI thread ten times a second at most: each state is a queued
    // call that wakes it, and a 10,000-rack snapshot arrives in 20 messages within 50 ms.
    constexpr std::int64_t kProgressIntervalMs = 100;
    ConnectionState next = state();
    const bool alreadySyncing = next.phase == ConnectionState::Phase::Syncing;
    if (alreadySyncing && next.syncReceived == received && next.syncTotal == total)
        return;
    const std::int64_t now = m_clock->nowMs();
    const bool whole = total > 0 && received >= total;
    if (alreadySyncing && !whole && now - m_syncPublishedMs < kProgressIntervalMs)
        return;
    m_syncPublishedMs = now;
    next.phase = ConnectionState::Phase::Syncing;
    next.nextRetryAtMs = 0;
    next.syncReceived = received;
    next.syncTotal = total;
    publish(next);
}

void ResumableStream::markLive()
{
    if (m_backoff)
        m_backoff->reset();
#if defined(__linux__)
    // Once in sync, reading and converting is throughput work and the GUI thread's is latency work:
    // on a busy machine the readers (the cooling stream's 100,000 samples a second) held the GUI
    // thread off its core for tens of milliseconds; a little nicer, they yield to it and still keep
    // up. Not before: while the first snapshot arrives the console waits for it, and the backend's
    // threads (on the same machine in the benchmarks) would win the cores from a nicer reader.
    if (!m_yielded) {
        m_yielded = true;
        const auto thread = static_cast<id_t>(gettid());
        errno = 0;
        const int niceness = getpriority(PRIO_PROCESS, thread); // -1 is a niceness too
        if (errno == 0)
            setpriority(PRIO_PROCESS, thread, niceness + kReaderNiceness);
    }
#endif
    ConnectionState next = state();
    next.phase = ConnectionState::Phase::Live;
    next.syncReceived = 0;
    next.syncTotal = 0;
    next.lastError.clear();
    next.attempt = 0;
    next.downSinceMs = 0;
    next.nextRetryAtMs = 0;
    publish(next);
}

void ResumableStream::markEnded(const QString &error)
{
    std::lock_guard lock(m_mutex);
    m_state.lastError = error;
}

void ResumableStream::run()
{
#if defined(__linux__)
    if (m_threadName)
        pthread_setname_np(pthread_self(), std::string(m_threadName).substr(0, 15).c_str());
#endif
    int initial = 0;
    int maximum = 0;
    {
        std::lock_guard lock(m_mutex);
        initial = m_initialBackoffMs;
        maximum = m_maxBackoffMs;
    }
    ReconnectBackoff backoff(initial, maximum);
    m_backoff = &backoff;
    ConnectionState connecting = state();
    connecting.phase = ConnectionState::Phase::Connecting;
    publish(connecting);

    for (;;) {
        grpc::ClientContext context;
        {
            std::lock_guard lock(m_mutex);
            if (m_stopping)
                break;
            m_context = &context;
        }
        m_attempt(context, *this);
        {
            std::lock_guard lock(m_mutex);
            m_context = nullptr;
            if (m_stopping)
                break;
        }
        ConnectionState next = state();
        const std::int64_t delay = backoff.nextDelayMs();
        const std::int64_t now = m_clock->nowMs();
        next.phase = ConnectionState::Phase::Reconnecting;
        next.attempt = backoff.attempt();
        next.nextRetryAtMs = now + delay;
        if (next.downSinceMs == 0)
            next.downSinceMs = now;
        publish(next);
        if (!sleepInterruptibly(delay))
            break;
    }
    m_backoff = nullptr;
}

} // namespace rackops
