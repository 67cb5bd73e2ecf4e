#pragma once

#include "coolinghistory.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class UnaryCalls;

// Asks TelemetryService for a rack's cooling history, downsampled by the
// backend to about as many buckets as the chart has pixels.
class CoolingHistoryClient : public QObject {
    Q_OBJECT
public:
    explicit CoolingHistoryClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~CoolingHistoryClient() override;

    void request(const QString &rackId, qint64 fromMs, qint64 toMs, int maxPoints);

Q_SIGNALS:
    void historyReceived(const rackops::CoolingHistory &history);
    void historyFailed(const QString &rackId, const QString &message);

private:
    std::shared_ptr<void> m_stub;
    std::unique_ptr<UnaryCalls> m_calls;
};

} // namespace rackops
