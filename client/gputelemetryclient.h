#pragma once

#include "gputelemetry.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class GpuHistoryReply;
class UnaryCalls;

// Asks for one rack's GPU figures from the site's monitoring
// (TelemetryService.GetGpuTelemetry), and one GPU's history
// (QueryGpuHistory), without blocking the GUI thread: the answer arrives on a
// gRPC thread and is handed over queued.
class GpuTelemetryClient : public QObject {
    Q_OBJECT
public:
    explicit GpuTelemetryClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~GpuTelemetryClient() override;

    void request(const QString &rackId);
    // One GPU's figures over the `windowMs` up to now, for a chart `widthPixels` wide (the backend
    // takes a point per pixel column). The reply belongs to this client; hold it in a QPointer.
    GpuHistoryReply *history(const QString &rackId, int tray, int gpu, qint64 windowMs, int widthPixels);

Q_SIGNALS:
    void telemetryReceived(const rackops::GpuTelemetry &telemetry);
    void telemetryFailed(const QString &rackId, const QString &message);

private:
    std::shared_ptr<void> m_stub; // the TelemetryService stub, kept out of this header
    std::unique_ptr<UnaryCalls> m_calls; // destroyed first: waits for calls in flight
};

} // namespace rackops
