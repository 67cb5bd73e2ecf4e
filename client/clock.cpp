#include "clock.h"

#include <QDateTime>
#include <QObject>
#include <QTimer>

namespace rackops {

namespace {
class SystemClock final : public Clock {
public:
    std::int64_t nowMs() const override { return QDateTime::currentMSecsSinceEpoch(); }

    void callAfter(QObject *context, std::int64_t delayMs, std::function<void()> task) override
    {
        QTimer::singleShot(std::chrono::milliseconds(delayMs), context, std::move(task));
    }

    bool sleepFor(std::unique_lock<std::mutex> &lock, std::condition_variable &wake, std::int64_t delayMs,
                  const std::function<bool()> &interrupted) override
    {
        return !wake.wait_for(lock, std::chrono::milliseconds(delayMs), interrupted);
    }
};
} // namespace

std::shared_ptr<Clock> Clock::system()
{
    static const std::shared_ptr<Clock> clock = std::make_shared<SystemClock>();
    return clock;
}

} // namespace rackops
