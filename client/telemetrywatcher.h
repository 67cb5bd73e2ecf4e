#pragma once

#include "coolingsample.h"

#include <QObject>
#include <QStringList>

#include <memory>

namespace rackops {

class BackendChannel;

// Live cooling samples from TelemetryService.WatchCooling: for the whole
// fleet (every few seconds, for the board and the leak banner) or for a few
// racks (every second, for charts). Reconnects like every watch; samples
// arriving between two flushes come as one list, in order.
class TelemetryWatcher : public QObject {
    Q_OBJECT
public:
    TelemetryWatcher(std::shared_ptr<BackendChannel> channel, QStringList rackIds, int intervalMs,
                     QObject *parent = nullptr);
    ~TelemetryWatcher() override;

    void start();
    void stop();

Q_SIGNALS:
    void samplesReceived(const QList<rackops::CoolingSample> &samples);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace rackops
