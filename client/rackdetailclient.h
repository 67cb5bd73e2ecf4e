#pragma once

#include "rackdetail.h"

#include <QObject>

#include <memory>

namespace rackops {

class BackendChannel;
class UnaryCalls;

// Fetches one rack's detail (FleetService.GetRack) without blocking the GUI
// thread: the reply arrives on a gRPC thread and is handed over queued.
class RackDetailClient : public QObject {
    Q_OBJECT
public:
    explicit RackDetailClient(std::shared_ptr<BackendChannel> channel, QObject *parent = nullptr);
    ~RackDetailClient() override;

    void request(const QString &rackId);

Q_SIGNALS:
    void detailReceived(const rackops::RackDetail &detail);
    void detailFailed(const QString &rackId, const QString &message);

private:
    std::shared_ptr<void> m_stub; // the FleetService stub, kept out of this header
    std::unique_ptr<UnaryCalls> m_calls; // destroyed first: waits for calls in flight
};

} // namespace rackops
