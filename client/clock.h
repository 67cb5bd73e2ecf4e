#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>

class QObject;

namespace rackops {

// Time as the client's timing logic sees it: the coalescer's flush interval,
// the reconnect wait and the retry delay of mutations. The system clock in
// the console; a manual one in tests, which move time themselves instead of
// sleeping. Internal to the client library.
class Clock {
public:
    virtual ~Clock() = default;

    // Wall-clock milliseconds since the epoch.
    virtual std::int64_t nowMs() const = 0;
    // Runs `task` on `context`'s thread after `delayMs`, unless `context` is
    // gone by then. Called on `context`'s thread.
    virtual void callAfter(QObject *context, std::int64_t delayMs, std::function<void()> task) = 0;
    // Blocks the calling worker thread for `delayMs`, or less once
    // `interrupted()` holds; that is checked whenever `wake` is notified,
    // with `lock` (the mutex guarding what it reads) held. False when interrupted.
    virtual bool sleepFor(std::unique_lock<std::mutex> &lock, std::condition_variable &wake, std::int64_t delayMs,
                          const std::function<bool()> &interrupted) = 0;

    static std::shared_ptr<Clock> system();
};

} // namespace rackops
