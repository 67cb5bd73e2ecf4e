#pragma once

#include "alertinfo.h"
#include "connectionstate.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;

// Keeps the alerts current from AlertService.WatchAlerts (resumable, like
// the fleet watch). Messages are converted on the stream's thread and
// coalesced; the GUI thread gets one batch per flush, or only the server
// time when nothing but heartbeats came.
class AlertsWatcher : public QObject {
    Q_OBJECT
public:
    explicit AlertsWatcher(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~AlertsWatcher() override;

    void start();
    void stop();

Q_SIGNALS:
    void alertsUpdated(bool reset, const QList<rackops::AlertInfo> &upserts, const QStringList &removedIds,
                       qint64 serverTimeMs);
    void serverTimeReceived(qint64 serverTimeMs);
    // The alert stream's own state: it can be refused (no identity) while the fleet stream is live.
    void streamStateChanged(const rackops::ConnectionState &state);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
