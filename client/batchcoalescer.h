#pragma once

#include "clock.h"

#include <QObject>

#include <algorithm>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace rackops {

// How every watch hands batches to the GUI thread: the worker merges each
// message into one pending batch (Batch::mergeFrom, later wins) and posts one
// queued call when none is pending; the GUI thread emits the whole batch at
// most every `minIntervalMs`. Never one queued event per message.
// Internal to the client library; lives inside the watcher that owns `context`.
template<typename Batch> class BatchCoalescer {
public:
    BatchCoalescer(QObject *context, std::function<void(const Batch &)> emitBatch,
                   std::shared_ptr<Clock> clock = Clock::system())
        : m_context(context)
        , m_emit(std::move(emitBatch))
        , m_clock(std::move(clock))
    {
    }

    void setMinInterval(int ms) { m_minIntervalMs = std::max(ms, 0); }
    // Before the first delivery.
    void setClock(std::shared_ptr<Clock> clock) { m_clock = std::move(clock); }

    // Any thread.
    void deliver(Batch &&batch)
    {
        bool post = false;
        {
            std::lock_guard lock(m_mutex);
            if (m_pending)
                m_pending->mergeFrom(std::move(batch));
            else
                m_pending = std::move(batch);
            if (!m_flushPosted) {
                m_flushPosted = true;
                post = true;
            }
        }
        if (post)
            QMetaObject::invokeMethod(
                m_context, [this] { scheduleFlush(); }, Qt::QueuedConnection);
    }

private:
    // GUI thread, once per posted flush: at most one flush is ever waiting.
    void scheduleFlush()
    {
        const std::int64_t sinceLast = m_clock->nowMs() - m_lastFlushMs;
        if (!m_flushed || sinceLast < 0 || sinceLast >= m_minIntervalMs) { // < 0: the clock was set back
            flush();
            return;
        }
        m_clock->callAfter(m_context, m_minIntervalMs - sinceLast, [this] { flush(); });
    }

    void flush()
    {
        std::optional<Batch> batch;
        {
            std::lock_guard lock(m_mutex);
            batch.swap(m_pending);
            m_flushPosted = false;
        }
        m_flushed = true;
        m_lastFlushMs = m_clock->nowMs();
        if (!batch)
            return;
        if constexpr (requires { batch->settle(); })
            batch->settle(); // a batch that merges lazily closes its holes, outside the lock
        m_emit(*batch);
    }

    QObject *m_context;
    std::function<void(const Batch &)> m_emit;
    std::shared_ptr<Clock> m_clock;
    std::mutex m_mutex; // guards m_pending and m_flushPosted
    std::optional<Batch> m_pending;
    bool m_flushPosted = false;
    bool m_flushed = false; // GUI thread only, like m_lastFlushMs
    std::int64_t m_lastFlushMs = 0;
    int m_minIntervalMs = 100;
};

} // namespace rackops
