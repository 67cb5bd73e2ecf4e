#pragma once

#include <QDeadlineTimer>
#include <QList>
#include <QObject>

#include <chrono>

namespace rackops {

// One budget of time per turn of a thread's event loop for the work that comes in batches too
// large to take at once (the fleet's racks, the cooling stream's samples).
//
// Each of them used to take a slice by count and post its own continuation: at 50,000 racks a turn
// could then hold a fleet batch's first slice, a later fleet slice and a cooling slice, one after
// the other (up to 100 ms late ticks, though no single event took more than 33 ms). Here the
// waiting clients share one continuation: a turn takes slices from each in turn until the budget
// is spent, and a batch that arrives while slices wait is taken in the next turn, not in the event
// that brought it. When nothing waits, a batch is taken at once, so a small batch is in before the
// call that brought it returns.
class SliceScheduler : public QObject {
    Q_OBJECT
public:
    // Work taken in pieces. takeSlices() takes at least one piece and goes on while the deadline
    // has not expired; it returns whether work is left.
    class Client {
    public:
        virtual bool takeSlices(const QDeadlineTimer &deadline) = 0;

    protected:
        ~Client() = default;
    };

    // Leaves room in a 16 ms frame for the paint and the timers of the same turn.
    static constexpr std::chrono::nanoseconds kTurnBudget = std::chrono::milliseconds(3);

    // The scheduler of the calling thread's event loop.
    static SliceScheduler *forThisThread();

    // `client` has work: taken now if nothing waits, else in the next turn.
    void request(Client *client);
    // `client` is going away: it is not called again.
    void forget(Client *client);
    bool isWaiting(const Client *client) const { return m_waiting.contains(client); }

    // For tests: a budget of zero takes exactly one piece from each waiting client per turn.
    void setTurnBudget(std::chrono::nanoseconds budget) { m_budget = budget; }
    std::chrono::nanoseconds turnBudget() const { return m_budget; }

private:
    void runTurn();

    QList<Client *> m_waiting; // in the order they are served next
    QList<Client *> m_serving; // this turn's; an entry is null once forgotten
    std::chrono::nanoseconds m_budget = kTurnBudget;
    quint64 m_turnAskedFor = 0; // a queued turn runs only if it is still the one asked for
    bool m_scheduled = false;
    bool m_running = false;
};

} // namespace rackops
