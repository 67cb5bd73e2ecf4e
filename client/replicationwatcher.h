#pragma once

#include "replicationupdate.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// The replication stream (ReplicationService.WatchReplication) with the
// region list (ListRegions) asked for on each (re)connect. Messages are
// converted on the worker thread and coalesced into one batch per flush
// for the GUI thread. Reconnects like every watch, and gets a fresh
// snapshot each time.
class ReplicationWatcher : public QObject {
    Q_OBJECT
public:
    ReplicationWatcher(std::shared_ptr<BackendChannel> channel, int intervalMs = 5000, QObject *parent = nullptr);
    ~ReplicationWatcher() override;

    void start();
    void stop();

Q_SIGNALS:
    void replicationUpdated(const rackops::ReplicationUpdate &update);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
