#pragma once

#include "clusterupdate.h"
#include "connectionstate.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// Keeps a live copy of the clusters flowing from ClusterService.WatchClusters,
// as FleetWatcher does for racks: converted on the reader thread, coalesced
// into one batch per flush, resumed from the last revision after a lost stream.
class ClusterWatcher : public QObject {
    Q_OBJECT
public:
    explicit ClusterWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~ClusterWatcher() override;

    void start();
    void stop();

    ConnectionState connectionState() const;
    void setMinFlushInterval(int ms);
    void setBackoff(int initialMs, int maxMs);

Q_SIGNALS:
    void clustersUpdated(const rackops::ClusterUpdate &update);
    void connectionStateChanged(const rackops::ConnectionState &state);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
