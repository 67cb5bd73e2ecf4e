#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <mutex>
#include <optional>

namespace rackops {

// How every watch hands batches to the GUI thread: the worker merges each
// message into one pending batch (Batch::mergeFrom, later wins) and posts one
// queued call when none is pending; the GUI thread emits the whole batch at
// most every `minIntervalMs`. Never one queued event per message.
// Internal to the client library; lives inside the watcher that owns `context`.
template <typename Batch>
class BatchCoalescer
{
public:
    BatchCoalescer(QObject *context, std::function<void(const Batch &)> emitBatch)
        : m_context(context)
        , m_emit(std::move(emitBatch))
    {
        m_timer.setSingleShot(true);
        QObject::connect(&m_timer, &QTimer::timeout, context, [this] { flush(); });
    }

    void setMinInterval(int ms) { m_minIntervalMs = std::max(ms, 0); }

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
            QMetaObject::invokeMethod(m_context, [this] { scheduleFlush(); }, Qt::QueuedConnection);
    }

private:
    void scheduleFlush()
    {
        if (!m_since.isValid() || m_since.elapsed() >= m_minIntervalMs) {
            flush();
            return;
        }
        if (!m_timer.isActive())
            m_timer.start(int(m_minIntervalMs - m_since.elapsed()));
    }

    void flush()
    {
        std::optional<Batch> batch;
        {
            std::lock_guard lock(m_mutex);
            batch.swap(m_pending);
            m_flushPosted = false;
        }
        m_since.start();
        if (batch)
            m_emit(*batch);
    }

    QObject *m_context;
    std::function<void(const Batch &)> m_emit;
    std::mutex m_mutex;  // guards m_pending and m_flushPosted
    std::optional<Batch> m_pending;
    bool m_flushPosted = false;
    QTimer m_timer;       // GUI thread only
    QElapsedTimer m_since;
    int m_minIntervalMs = 100;
};

} // namespace rackops
