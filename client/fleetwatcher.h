#pragma once

#include "connectionstate.h"
#include "fleetupdate.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// Keeps a live copy of the fleet flowing from FleetService.WatchFleet.
//
// A worker thread reads the stream and converts messages to value types;
// messages are merged into one pending batch, and the GUI thread is poked
// with one queued call per batch, at most every `minFlushIntervalMs`.
// On a lost stream it retries with capped exponential backoff and jitter and
// resumes from the last revision it delivered. Lives on the GUI thread;
// never blocks it.
class FleetWatcher : public QObject {
    Q_OBJECT
public:
    explicit FleetWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~FleetWatcher() override;

    void start();
    void stop();

    ConnectionState connectionState() const;
    void setMinFlushInterval(int ms);
    void setBackoff(int initialMs, int maxMs);

Q_SIGNALS:
    // Emitted on the GUI thread, one batch at a time.
    void fleetUpdated(const rackops::FleetUpdate &update);
    void connectionStateChanged(const rackops::ConnectionState &state);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
