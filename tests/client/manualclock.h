#pragma once

#include "clock.h"

#include <QList>
#include <QObject>
#include <QPointer>

#include <algorithm>
#include <chrono>
#include <vector>

namespace rackops::test {

// A Clock that moves only when the test says: advance() runs the timers that
// came due and lets sleeping worker threads see the new time. Nothing in a
// test that uses it waits for real time to pass.
class ManualClock final : public Clock {
public:
    explicit ManualClock(std::int64_t startMs = 1'000'000)
        : m_nowMs(startMs)
    {
    }

    std::int64_t nowMs() const override
    {
        std::lock_guard lock(m_mutex);
        return m_nowMs;
    }

    void callAfter(QObject *context, std::int64_t delayMs, std::function<void()> task) override
    {
        std::lock_guard lock(m_mutex);
        m_timers.push_back({m_nowMs + delayMs, m_nextOrder++, context, std::move(task)});
    }

    bool sleepFor(std::unique_lock<std::mutex> &lock, std::condition_variable &wake, std::int64_t delayMs,
                  const std::function<bool()> &interrupted) override
    {
        const std::int64_t until = nowMs() + delayMs;
        {
            std::lock_guard own(m_mutex);
            m_sleeps.append(delayMs);
            m_sleepingUntil = until;
        }
        // advance() cannot notify a condition variable it does not own: look again every few ms.
        while (!interrupted() && nowMs() < until)
            wake.wait_for(lock, std::chrono::milliseconds(2));
        std::lock_guard own(m_mutex);
        m_sleepingUntil = 0;
        return !interrupted();
    }

    // GUI thread: moves time on and runs every timer due by then, in order.
    void advance(std::int64_t ms)
    {
        std::int64_t target = 0;
        {
            std::lock_guard lock(m_mutex);
            target = m_nowMs + ms;
        }
        for (;;) {
            Timer due;
            {
                std::lock_guard lock(m_mutex);
                auto next = std::min_element(m_timers.begin(), m_timers.end(), [](const Timer &a, const Timer &b) {
                    return a.atMs != b.atMs ? a.atMs < b.atMs : a.order < b.order;
                });
                if (next == m_timers.end() || next->atMs > target) {
                    m_nowMs = target;
                    return;
                }
                m_nowMs = std::max(m_nowMs, next->atMs);
                due = std::move(*next);
                m_timers.erase(next);
            }
            if (due.context)
                due.task();
        }
    }

    int pendingTimers() const
    {
        std::lock_guard lock(m_mutex);
        return int(m_timers.size());
    }
    // Every delay a worker slept for, in order.
    QList<std::int64_t> sleeps() const
    {
        std::lock_guard lock(m_mutex);
        return m_sleeps;
    }
    // When the sleeping worker wakes up; 0 when none sleeps.
    std::int64_t sleepingUntil() const
    {
        std::lock_guard lock(m_mutex);
        return m_sleepingUntil;
    }

private:
    struct Timer {
        std::int64_t atMs = 0;
        int order = 0;
        QPointer<QObject> context;
        std::function<void()> task;
    };
    mutable std::mutex m_mutex;
    std::int64_t m_nowMs;
    int m_nextOrder = 0;
    std::vector<Timer> m_timers;
    QList<std::int64_t> m_sleeps;
    std::int64_t m_sleepingUntil = 0;
};

} // namespace rackops::test
