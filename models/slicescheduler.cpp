#include "slicescheduler.h"

#include <memory>
#include <utility>

namespace rackops {

SliceScheduler *SliceScheduler::forThisThread()
{
    static thread_local std::unique_ptr<SliceScheduler> scheduler;
    if (!scheduler)
        scheduler = std::make_unique<SliceScheduler>();
    return scheduler.get();
}

void SliceScheduler::request(Client *client)
{
    if (!m_waiting.contains(client))
        m_waiting.append(client);
    if (m_scheduled || m_running)
        return; // served in the turn already asked for, or after the one running now
    runTurn();
}

void SliceScheduler::forget(Client *client)
{
    m_waiting.removeAll(client);
    if (const qsizetype i = m_serving.indexOf(client); i >= 0)
        m_serving[i] = nullptr;
    if (m_waiting.isEmpty() && m_scheduled) {
        // The turn asked for has no one to serve: the next request is served at once again.
        m_scheduled = false;
        ++m_turnAskedFor;
    }
}

void SliceScheduler::runTurn()
{
    m_scheduled = false;
    m_running = true;
    const QDeadlineTimer deadline(m_budget, Qt::PreciseTimer);
    m_serving = std::exchange(m_waiting, {});
    Client *const first = m_serving.value(0);
    for (qsizetype i = 0; i < m_serving.size(); ++i) {
        Client *client = m_serving.at(i);
        if (client && client->takeSlices(deadline) && m_serving.at(i) && !m_waiting.contains(client))
            m_waiting.append(client);
    }
    m_serving.clear();
    // Who was served first goes last next time: the first takes the most of the budget.
    if (m_waiting.size() > 1 && m_waiting.constFirst() == first)
        m_waiting.append(m_waiting.takeFirst());
    m_running = false;
    if (!m_waiting.isEmpty()) {
        m_scheduled = true;
        QMetaObject::invokeMethod(
            this,
            [this, turn = ++m_turnAskedFor] {
                if (turn == m_turnAskedFor)
                    runTurn();
            },
            Qt::QueuedConnection);
    }
}

} // namespace rackops
